#!/usr/bin/env bash
# Random documents solved by the engine (the release `layoutd solve`, the command line's path
# through LayoutPipeline) and, translated independently, by kiwisolver 1.5.1: same refused
# constraints, every kept required constraint holding, same optimum, a hash that tells the
# documents apart, and (every AMBIGUITY_EVERY-th document, default 4) the same ambiguous
# attributes as a scipy LP check.
# Usage: scripts/integration/30-engine-differential.sh [COUNT] [SEED]
#   LAYOUTD_BIN   the binary to test (default: .build/release/layoutd, built first)
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
count="${1:-500}"
seed="${2:-20261129}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -z "${LAYOUTD_BIN:-}" ]; then
    scripts/build-release layoutd  # quiet, and quick when the binary is current
fi
layoutd="${LAYOUTD_BIN:-.build/release/layoutd}"
python3 tools/engine-diff/engine_diff.py gen "$work" "$count" "$seed"
mkdir "$work/answers"
for doc in "$work"/docs/*.json; do
    name="${doc##*/}"
    # Exit 2 is a refused document: its problem is the answer, and the check reports it.
    status=0
    "$layoutd" solve "$doc" >"$work/answers/$name" 2>"$work/stderr" || status=$?
    if [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
        cat "$work/stderr"
        echo "layoutd solve $name exited with $status: the engine run failed"
        exit 1
    fi
done
python3 tools/engine-diff/engine_diff.py check "$work"
