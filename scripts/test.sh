#!/usr/bin/env bash
# The one test command: installs what the tests need, then runs every suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# Type checks, lint and the production build do not depend on each other and each uses one core.
bash scripts/parallel.sh "npm run typecheck" "npm run lint" "npm run build"
npx vitest run
bash scripts/test-postgres.sh
npx playwright test
