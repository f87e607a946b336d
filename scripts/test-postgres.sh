#!/usr/bin/env bash
# Runs the database-backed integration tests a second time on PostgreSQL (Debian's server on this machine), so
# that the migrations and queries are proven portable, not assumed. Each test server gets a database of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql/*/bin/postgres 2>/dev/null)" ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql
fi
$SUDO service postgresql start >/dev/null
for _ in $(seq 1 30); do
  if $SUDO su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done
$SUDO su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname = 'polysub_test'\"" | grep -q 1 ||
  $SUDO su postgres -c "psql -qc \"create role polysub_test login createdb password 'polysub_test'\""
$SUDO su postgres -c "psql -qtAc \"select 1 from pg_database where datname = 'polysub_test'\"" | grep -q 1 ||
  $SUDO su postgres -c "createdb -O polysub_test polysub_test"
# Every server and CLI test: accounts, sessions, quotas under concurrency and billing are database-backed too.
TEST_DATABASE_URL=postgres://polysub_test:polysub_test@127.0.0.1:5432/polysub_test npx vitest run server cli
