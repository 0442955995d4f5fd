#!/usr/bin/env bash
# npm run serve: the fake backend and the production web server (web/server: server-rendered public pages,
# the built client, the backend's paths proxied to the fake). Builds the client and the server entry if needed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh

export MOCK_SERVER_PORT=${MOCK_SERVER_PORT:-4000}
export MOCK_SERVER_HOST=${MOCK_SERVER_HOST:-127.0.0.1}
export WEB_PORT=${WEB_PORT:-4173}
export MOCK_SCENARIO=${MOCK_SCENARIO:-default}
if [ -n "${BACKEND_URL:-}" ]; then export PASS_THROUGH=${PASS_THROUGH:-/}; fi
case "${MOCK_STATE_FILE:-}" in '' | /*) ;; *) export MOCK_STATE_FILE="$PWD/$MOCK_STATE_FILE" ;; esac

node scripts/lib/check-ports.mjs "the fake backend=MOCK_SERVER_PORT@${MOCK_SERVER_HOST}" "the web server=WEB_PORT@127.0.0.1"

ensure_node
ensure_pnpm
ensure_deps

# A build older than any source file (or none at all) is made again; SERVE_BUILD=1 always builds.
if [ "${SERVE_BUILD:-}" = 1 ] || [ ! -f web/dist-server/entry-server.js ] || [ ! -f web/dist/index.html ] ||
  [ -n "$(find web/src web/index.html web/public -newer web/dist-server/entry-server.js -print -quit)" ]; then
  say "building the web client and its server entry"
  (cd web && pnpm build:ssr)
fi

trap 'stop_group "${PID_web:-}"; stop_group "${PID_mock:-}"' EXIT INT TERM
case "$MOCK_SERVER_HOST" in 0.0.0.0 | ::) mock_host=127.0.0.1 ;; *) mock_host=$MOCK_SERVER_HOST ;; esac
FAKE_URL="http://${mock_host}:${MOCK_SERVER_PORT}"
WEB_URL="http://127.0.0.1:${WEB_PORT}"

say "starting the fake backend (scenario ${MOCK_SCENARIO})"
start_group mock bash -c 'cd mock-server && exec node --import tsx src/server.ts --quiet'
wait_until_ready fake "${FAKE_URL}/__admin/scenario" "$PID_mock"

say "starting the web server (render budget ${RENDER_BUDGET_MS:-150} ms, HTML cache ${HTML_CACHE_MS:-5000} ms)"
start_group web bash -c 'cd web && exec node server/main.ts'
wait_until_ready web "${WEB_URL}/" "$PID_web"

cat <<TXT

  Web (production server)  ${WEB_URL}/
  QA console               ${WEB_URL}/__admin
  Fake backend             ${FAKE_URL}/
  Stop with Ctrl+C.
TXT
wait -n "${PID_mock}" "${PID_web}"
