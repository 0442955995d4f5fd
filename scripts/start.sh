#!/usr/bin/env bash
# npm start: the fake backend and the web client (Vite dev server, proxying /wps, /lgw, /__admin to the fake).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh

export MOCK_SERVER_PORT=${MOCK_SERVER_PORT:-4000}
export MOCK_SERVER_HOST=${MOCK_SERVER_HOST:-127.0.0.1}
export WEB_PORT=${WEB_PORT:-5173}
export MOCK_SCENARIO=${MOCK_SCENARIO:-default}
# With a real backend, the fake forwards to it every call PASS_THROUGH names (all of them unless told) and fakes the rest.
if [ -n "${BACKEND_URL:-}" ]; then export PASS_THROUGH=${PASS_THROUGH:-/}; fi
# The fake runs in mock-server/: a relative state file is taken from the repository root, where npm start runs.
case "${MOCK_STATE_FILE:-}" in '' | /*) ;; *) export MOCK_STATE_FILE="$PWD/$MOCK_STATE_FILE" ;; esac

# Before installing or starting anything: a taken port is said now, with the variable that picks another.
node scripts/lib/check-ports.mjs "the fake backend=MOCK_SERVER_PORT@${MOCK_SERVER_HOST}" "the web client=WEB_PORT@127.0.0.1"

ensure_node
ensure_pnpm
ensure_deps

trap 'stop_group "${PID_web:-}"; stop_group "${PID_mock:-}"' EXIT INT TERM
case "$MOCK_SERVER_HOST" in 0.0.0.0 | ::) mock_host=127.0.0.1 ;; *) mock_host=$MOCK_SERVER_HOST ;; esac
FAKE_URL="http://${mock_host}:${MOCK_SERVER_PORT}"
WEB_URL="http://127.0.0.1:${WEB_PORT}"

say "starting the fake backend (scenario ${MOCK_SCENARIO}${BACKEND_URL:+, passing ${PASS_THROUGH} through to ${BACKEND_URL}}${MOCK_STATE_FILE:+, state kept in ${MOCK_STATE_FILE}})"
start_group mock bash -c 'cd mock-server && exec node --import tsx src/server.ts --quiet'
wait_until_ready fake "${FAKE_URL}/__admin/scenario" "$PID_mock"

say "starting the web client"
start_group web bash -c 'cd web && exec node node_modules/vite/bin/vite.js --clearScreen false'
wait_until_ready web "${WEB_URL}/" "$PID_web"

cat <<TXT

  Web client    ${WEB_URL}/   (opens in TY, Tagalog: pick another language in the side menu)
  QA console    ${WEB_URL}/__admin
  Fake backend  ${FAKE_URL}/   (links to the QA console, API docs, admin API, request journal, clock)

  Switch scenario: curl -X PATCH -H 'content-type: application/json' \\
      -d '{"systemStatus":1}' ${FAKE_URL}/__admin/scenario
  Stop with Ctrl+C.
TXT
wait -n "${PID_mock}" "${PID_web}"
