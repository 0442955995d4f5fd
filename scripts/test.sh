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

# The end-to-end suite is the long pole and spends most of its time waiting for pages, not on the CPU: it runs
# from the start, beside every other stage, in its own process group (stopped with the run if the run stops).
say "build the web client"
pnpm --filter web build

say "end to end (Playwright, Debian Chromium, built web + live fake): started, beside the other stages"
set -m
pnpm --filter web exec playwright test > "$REPORTS_DIR/e2e.log" 2>&1 &
e2e_pid=$!
set +m
trap 'kill -- -"$e2e_pid" 2>/dev/null || true' EXIT

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
  pnpm --filter "./$pkg" exec vitest run $( [ "$pkg" = web ] && echo --project unit --project unit-mocking ) $( [ "$pkg" = mock-server ] && echo --project routes --project routes-mocking ) \
    --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/unit-$pkg.json"
done

say "consumer contracts (Pact, writes contracts/pacts)"
pnpm --filter web exec vitest run --project pact --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/pact-consumer.json"

say "provider verification (Pact, against a live fake on 127.0.0.1)"
pnpm --filter mock-server exec vitest run --project provider --reporter=default --reporter=json --outputFile.json="$REPORTS_DIR/pact-provider.json"

say "end to end: waiting for the run started at the beginning"
e2e_status=0
wait "$e2e_pid" || e2e_status=$?
trap - EXIT
cat "$REPORTS_DIR/e2e.log"
[ "$e2e_status" = 0 ] || echo "end to end failed (exit $e2e_status): the full output is above and in .reports/e2e.log" >&2

summary_status=0
node scripts/summarize-reports.mjs "$REPORTS_DIR" || summary_status=$?
# A run that never wrote its report (a server that did not start) fails here, whatever the sums say.
[ "$e2e_status" = 0 ] || exit "$e2e_status"
exit "$summary_status"
