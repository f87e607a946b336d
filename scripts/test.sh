#!/usr/bin/env bash
# The one test command: installs what the tests need, then runs every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run typecheck
npm run lint
npx vitest run
bash scripts/test-postgres.sh
npm run build
npx playwright test
