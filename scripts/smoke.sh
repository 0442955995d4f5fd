#!/usr/bin/env bash
# pnpm test:smoke: a quick local check before a push, a few minutes at most; npm test stays the full run.
# The fast unit suites (contracts, fixtures, the fake's routes), then the web build and one end-to-end journey
# per area (the tests tagged @smoke), on the desktop project only. No lint, typecheck, web unit, Pact or phone.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh

ensure_node
ensure_pnpm
ensure_deps
ensure_chromium

say "fast unit suites: contracts, fixtures, the fake's routes"
pnpm --filter ./contracts exec vitest run
pnpm --filter ./fixtures exec vitest run
pnpm --filter ./mock-server exec vitest run --project routes --project routes-mocking

say "build the web client"
pnpm --filter web build

say "one end-to-end journey per area (@smoke, desktop)"
pnpm --filter web exec playwright test --grep @smoke --project desktop
say "smoke passed"
