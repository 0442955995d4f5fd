#!/usr/bin/env bash
# pnpm bench: measures the budgets of DESIGN.md and prints them. Asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh
ensure_node
ensure_pnpm
ensure_deps

# BENCH_PARTS picks what runs (all four by default): bundle, fake, render, browser. The browser part's Lighthouse loop
# takes LH_RUNS, LH_PATHS, LH_FORMS (see web/bench/lighthouse.mjs), e.g. BENCH_PARTS=browser LH_RUNS=1 LH_PATHS=/.
parts=",${BENCH_PARTS:-bundle,fake,render,browser},"
export MOCK_SERVER_PORT=${MOCK_SERVER_PORT:-4180}
export WEB_PORT=${WEB_PORT:-4181} # not 4190: fetch refuses it (a "bad port" of the Fetch standard)
export MOCK_SERVER_HOST=127.0.0.1

if [[ $parts == *,bundle,* || $parts == *,render,* || $parts == *,browser,* ]]; then
  say "building the web client and its server entry"
  (cd web && pnpm build:ssr >/dev/null)
fi

if [[ $parts == *,bundle,* ]]; then
  say "web bundle (gzip)"
  node scripts/bench-bundle.mjs web/dist
fi

if [[ $parts == *,fake,* ]]; then
  say "fake backend: CPU per request and throughput beside bare Fastify and json-server (autocannon, loopback)"
  pnpm --filter mock-server exec tsx bench/throughput.ts
fi

if [[ $parts == *,render,* ]]; then
  say "server render time per page: first request with and without warm-up, and later ones (budget 150 ms)"
  (cd web && node bench/ssr-render.mjs)
fi

if [[ $parts != *,browser,* ]]; then
  exit 0
elif [ ! -x /usr/bin/chromium ]; then
  echo "(Lighthouse skipped: /usr/bin/chromium is not installed; npm test installs it)"
  exit 0
fi
node scripts/lib/check-ports.mjs "the fake backend=MOCK_SERVER_PORT@127.0.0.1" "the web server=WEB_PORT@127.0.0.1"
WEB="http://127.0.0.1:$WEB_PORT"
# The production server of npm run serve (web/server: the public pages rendered on the server), against the fake.
trap 'stop_group "${PID_web:-}"; stop_group "${PID_mock:-}"' EXIT INT TERM
start_group mock bash -c 'cd mock-server && exec node --import tsx src/server.ts --quiet'
start_group web bash -c 'cd web && exec node server/main.ts >/dev/null'
wait_until_ready fake "http://127.0.0.1:$MOCK_SERVER_PORT/__admin/scenario" "$PID_mock"
wait_until_ready web "$WEB/" "$PID_web"
say "JavaScript a browser fetches for the home page (Chromium, to network idle, gzip)"
(cd web && node bench/first-load.mjs "$WEB/" dist)
# Lighthouse is fetched on demand for the bench only (npx); it is not a dependency of the tests. Mobile (a phone on
# simulated slow 4G with a 4x slower CPU), desktop, and mobile under DevTools' real throttling; every run from a
# fresh browser profile.
say "Lighthouse on the production server (medians of ${LH_RUNS:-5} runs)"
(cd web && node bench/lighthouse.mjs "$WEB")
