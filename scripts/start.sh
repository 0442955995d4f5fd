#!/usr/bin/env bash
# npm start: the fake backend and the web client (Vite dev server, proxying /wps, /lgw, /__admin to the fake).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh

ensure_pnpm
ensure_deps

export MOCK_SERVER_PORT=${MOCK_SERVER_PORT:-4000}
export WEB_PORT=${WEB_PORT:-5173}
export MOCK_SCENARIO=${MOCK_SCENARIO:-default}

trap 'stop_group "${PID_web:-}"; stop_group "${PID_mock:-}"' EXIT INT TERM

say "starting the fake backend (scenario ${MOCK_SCENARIO})"
start_group mock bash -c 'cd mock-server && exec node --import tsx src/server.ts --quiet'
wait_for_url "http://127.0.0.1:${MOCK_SERVER_PORT}/__admin/scenario"

say "starting the web client"
start_group web bash -c 'cd web && exec node node_modules/vite/bin/vite.js --clearScreen false'
wait_for_url "http://127.0.0.1:${WEB_PORT}/"

cat <<TXT

  Web client    http://127.0.0.1:${WEB_PORT}/
  Fake backend  http://127.0.0.1:${MOCK_SERVER_PORT}/  (admin API under /__admin, e.g. GET /__admin/scenario)

  Switch scenario: curl -X PATCH -H 'content-type: application/json' \\
      -d '{"systemStatus":1}' http://127.0.0.1:${MOCK_SERVER_PORT}/__admin/scenario
  Stop with Ctrl+C.
TXT
wait -n "${PID_mock}" "${PID_web}"
