#!/usr/bin/env bash
# pnpm test:smoke: a quick local check before a push, about a minute; npm test stays the full run.
# The catalogue's own tests (the one file both sides read), then the web build and one end-to-end journey per
# area (the tests tagged @smoke, desktop), which go through the fake's routes, state and clock as a player does.
# No lint, typecheck, unit suites of the fake or the web, Pact or phone: npm test runs them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/tools.sh

ensure_node
ensure_pnpm
ensure_deps
ensure_chromium

say "the catalogue and its schemas"
pnpm --filter ./contracts exec vitest run

say "build the web client"
pnpm --filter web build

say "one end-to-end journey per area (@smoke, desktop)"
pnpm --filter web exec playwright test --grep @smoke --project desktop
say "smoke passed"
