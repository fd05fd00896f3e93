#!/usr/bin/env bash
# Differential test of the solver's priority levels (UIKit's order: a lexicographic
# optimum) against an independent lexicographic LP solved level by level with scipy's
# linprog, on random systems with many distinct priorities, ties, inequalities, removals,
# constant changes and infeasible required sets.
# Usage: scripts/integration/25-levels-differential.sh [count] [seed]
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
count="${1:-1200}"
seed="${2:-20261201}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 tools/levels/level_cases.py "$seed" "$count" "$work/cases.txt"
scripts/build-release layoutd-bench  # quiet, and quick when the binary is current
.build/release/layoutd-bench solver-cases --levels "$work/cases.txt" "$work/swift.out" \
  || { echo "0 passed, $count failed (layoutd-bench solver-cases failed)"; exit 1; }
python3 tools/levels/compare.py "$work/cases.txt" "$work/swift.out"
