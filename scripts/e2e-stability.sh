#!/usr/bin/env bash
# Issue 9, item 7: the end-to-end suite three runs in a row, no retries, while a parallel build loop loads the
# machine. Run from the repository root after `npm test` has installed everything: bash scripts/e2e-stability.sh
set -u
cd "$(dirname "$0")/../web"
out=${E2E_STABILITY_OUT:-/tmp/e2e-stability}
mkdir -p "$out"
npx vite build > "$out/build.log" 2>&1 || { echo "build failed: $out/build.log"; exit 1; }
( while [ ! -f "$out/done" ]; do nice -n 5 npx vite build --outDir "$out/load-dist" --emptyOutDir > /dev/null 2>&1; done ) &
rm -f "$out/done" "$out/summary"
status=0
for run in 1 2 3; do
  start=$(date +%s)
  E2E_OUTPUT="$out/run-$run" E2E_MOCK_PORT=5190 E2E_WEB_PORT=5191 npx playwright test --retries=0 --reporter=line > "$out/run-$run.log" 2>&1
  status=$?
  echo "run $run: exit $status in $(( $(date +%s) - start )) s, load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/summary"
  [ $status -ne 0 ] && break
done
touch "$out/done"
wait
exit $status
