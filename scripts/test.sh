#!/usr/bin/env bash
# npm test: every suite of the project, after installing what they need.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh

ensure_node
ensure_pnpm
ensure_deps
ensure_chromium

rm -rf .reports && mkdir -p .reports
export REPORTS_DIR="$PWD/.reports"

# Lint (about 45 s on one core) and typecheck (about 30 s on the other) side by side; the core typecheck frees then
# runs the quick suites (scripts, contracts, fixtures, the Pact consumer) while lint finishes.
say "lint (ESLint + Prettier) and typecheck, side by side"
pnpm lint > "$REPORTS_DIR/lint.log" 2>&1 &
lint_pid=$!
typecheck_status=0
pnpm -r typecheck || typecheck_status=$?
[ "$typecheck_status" = 0 ] || { kill "$lint_pid" 2>/dev/null; exit "$typecheck_status"; }

unit() {
  local pkg=$1; shift
  pnpm --filter "./$pkg" exec vitest run "$@" --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/unit-$pkg.json"
}

say "scripts (npm start's port check and readiness probe), beside lint"
node --test scripts/test/*.test.mjs

say "contracts and fixtures, beside lint"
unit contracts
unit fixtures

say "consumer contracts (Pact, writes contracts/pacts), beside lint"
pnpm --filter web exec vitest run --project pact --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/pact-consumer.json"

lint_status=0
wait "$lint_pid" || lint_status=$?
say "lint's output"
tail -n 40 "$REPORTS_DIR/lint.log"
[ "$lint_status" = 0 ] || { echo "lint failed (exit $lint_status): the full output is in .reports/lint.log" >&2; exit "$lint_status"; }

say "fake backend tests"
unit mock-server --project routes --project routes-mocking

say "web unit, component and server tests"
unit web --project unit --project unit-mocking --project server

say "provider verification (Pact, against a live fake on 127.0.0.1)"
pnpm --filter mock-server exec vitest run --project provider --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/pact-provider.json"

say "build the web client and its server entry"
pnpm --filter web build:ssr

# Against the production server (npm run serve): the public pages come server-rendered and are hydrated, every other
# path gets the static page, as players get them (issue 28); e2e/server-render.spec.ts checks the render itself.
say "end to end (Playwright, Debian Chromium, the production server + live fake)"
E2E_SERVER=ssr pnpm --filter web exec playwright test

node scripts/summarize-reports.mjs "$REPORTS_DIR"
