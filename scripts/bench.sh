#!/usr/bin/env bash
# pnpm bench: measures the budgets of DESIGN.md. Prints numbers; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh
ensure_pnpm
ensure_deps

say "web bundle (gzip)"
pnpm --filter web build >/dev/null
node scripts/bench-bundle.mjs web/dist

say "fake backend throughput (autocannon, loopback)"
pnpm --filter mock-server exec tsx bench/throughput.ts
