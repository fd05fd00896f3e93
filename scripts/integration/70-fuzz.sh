#!/usr/bin/env bash
# Every libFuzzer target (fuzz/targets: HTTP head, chunked body, expression, VFL, JSON and
# document reader, whole layout) for FUZZ_SECONDS each (default 25: 2.5 minutes of fuzzing in all for 6 targets, plus
# 1 to 3 minutes to build the instrumented modules). A crash, oracle failure, hang (10 s per
# input) or memory blow-up fails the suite; its input is left in .build/fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/fuzz "${FUZZ_SECONDS:-25}"
