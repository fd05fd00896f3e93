#!/usr/bin/env bash
# Differential test of the Cassowary solver against kiwisolver 1.5.1 on random systems
# (required + optional constraints, conflicts, removals, constant changes, edits).
# Usage: scripts/integration/20-solver-differential.sh [count] [seed]
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
count="${1:-1500}"
seed="${2:-20261129}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 tools/kiwi/cases.py "$seed" "$count" "$work/cases.txt"
scripts/build-release layoutd-bench  # quiet, and quick when the binary is current
.build/release/layoutd-bench solver-cases "$work/cases.txt" "$work/swift.out" \
  || { echo "0 passed, $count failed (layoutd-bench solver-cases failed)"; exit 1; }
cd tools/kiwi
python3 compare.py "$work/cases.txt" "$work/swift.out"
