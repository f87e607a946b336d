#!/usr/bin/env bash
# Runs each argument as a command at the same time and prints each one's output whole once it ends; fails when any
# fails. tsc, biome and vite build each keep one core busy, so side by side they finish in about half the time.
set -uo pipefail
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
i=0
for command in "$@"; do
  bash -c "$command" >"$logs/$i" 2>&1 &
  pids+=($!)
  i=$((i + 1))
done
failed=0
i=0
for command in "$@"; do
  if wait "${pids[$i]}"; then status=ok; else status=FAILED; failed=1; fi
  echo "── $command ($status)"
  cat "$logs/$i"
  i=$((i + 1))
done
exit $failed
