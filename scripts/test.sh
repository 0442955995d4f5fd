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

# Lint and typecheck use one core each: side by side, each printing when done.
say "lint (ESLint + Prettier) and typecheck, side by side"
pnpm lint > "$REPORTS_DIR/lint.log" 2>&1 &
lint_pid=$!
typecheck_status=0
pnpm -r typecheck || typecheck_status=$?
lint_status=0
wait "$lint_pid" || lint_status=$?
tail -n 40 "$REPORTS_DIR/lint.log"
[ "$lint_status" = 0 ] || { echo "lint failed (exit $lint_status): the full output is in .reports/lint.log" >&2; exit "$lint_status"; }
[ "$typecheck_status" = 0 ] || exit "$typecheck_status"

say "scripts (npm start's port check and readiness probe)"
node --test scripts/test/*.test.mjs

say "unit, component and fake backend tests"
for pkg in contracts fixtures mock-server web; do
  pnpm --filter "./$pkg" exec vitest run $( [ "$pkg" = web ] && echo --project unit --project unit-mocking --project server ) $( [ "$pkg" = mock-server ] && echo --project routes --project routes-mocking ) \
    --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/unit-$pkg.json"
done

say "consumer contracts (Pact, writes contracts/pacts)"
pnpm --filter web exec vitest run --project pact --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/pact-consumer.json"

say "provider verification (Pact, against a live fake on 127.0.0.1)"
pnpm --filter mock-server exec vitest run --project provider --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/pact-provider.json"

say "build the web client"
pnpm --filter web build

say "end to end (Playwright, Debian Chromium, built web + live fake)"
pnpm --filter web exec playwright test

node scripts/summarize-reports.mjs "$REPORTS_DIR"
