#!/usr/bin/env bash
# pnpm bench: measures the budgets of DESIGN.md and prints them. Asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh
ensure_node
ensure_pnpm
ensure_deps

say "web bundle (gzip)"
pnpm --filter web build >/dev/null
node scripts/bench-bundle.mjs web/dist

say "fake backend: CPU per request and throughput beside bare Fastify and json-server (autocannon, loopback)"
pnpm --filter mock-server exec tsx bench/throughput.ts

if [ -x /usr/bin/chromium ]; then
  MOCK=4180 WEB=4181  # not 4190: fetch refuses it (a "bad port" of the Fetch standard)
  trap 'stop_group "${PID_mock:-}"; stop_group "${PID_web:-}"' EXIT
  start_group mock bash -c "cd mock-server && exec node --import tsx src/server.ts --port $MOCK --quiet"
  start_group web bash -c "cd web && MOCK_SERVER_PORT=$MOCK exec node node_modules/vite/bin/vite.js preview --port $WEB --strictPort"
  wait_until_ready fake "http://127.0.0.1:$MOCK/__admin/scenario" "$PID_mock"
  wait_until_ready web "http://127.0.0.1:$WEB/" "$PID_web"
  say "JavaScript a browser fetches for the home page (Chromium, to network idle, gzip)"
  (cd web && node bench/first-load.mjs "http://127.0.0.1:$WEB/" dist)
  # Lighthouse is fetched on demand for the bench only; it is not a dependency of the tests.
  # Desktop and mobile (Lighthouse's default: a phone with a slow 4G link and a slowed CPU), on the home
  # page and a lobby; each run starts from a fresh browser profile.
  for form in desktop mobile; do
    for path in / /rng; do
      say "Lighthouse ($form) on $path, built web against the fake"
      preset=()
      [ "$form" = desktop ] && preset=(--preset=desktop)
      CHROME_PATH=/usr/bin/chromium npx --yes lighthouse@12 "http://127.0.0.1:$WEB$path" "${preset[@]}" \
        --only-categories=performance,accessibility --output=json --output-path=.reports-lighthouse.json --quiet \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
      node -e "const r=require('./.reports-lighthouse.json'); for (const [k,c] of Object.entries(r.categories)) console.log(k.padEnd(16), Math.round(c.score*100), '(budget 95)')"
      rm -f .reports-lighthouse.json
    done
  done
else
  echo "(Lighthouse skipped: /usr/bin/chromium is not installed; npm test installs it)"
fi
