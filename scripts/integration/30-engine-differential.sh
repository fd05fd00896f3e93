#!/usr/bin/env bash
# Random documents solved by the engine and, translated independently, by kiwisolver 1.5.1:
# same refused constraints, every kept required constraint holding, same optimum, and (every
# AMBIGUITY_EVERY-th document, default 4) the same ambiguous attributes as a scipy LP check.
# Usage: scripts/integration/30-engine-differential.sh [COUNT] [SEED]
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
count="${1:-500}"
seed="${2:-20261129}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 tools/engine-diff/engine_diff.py gen "$work" "$count" "$seed"
LAYOUTD_ENGINE_DIFF="$work" swift test --filter LayoutDifferentialTests >"$work/swift-test.log" 2>&1 \
    || { tail -20 "$work/swift-test.log"; echo "the engine run failed"; exit 1; }
python3 tools/engine-diff/engine_diff.py check "$work"
