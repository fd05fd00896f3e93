#!/usr/bin/env bash
# Every libFuzzer target (fuzz/targets: HTTP head, chunked body, expression, VFL, JSON and
# document reader, whole layout, XML, IB import) for FUZZ_SECONDS each (default 15: 2 minutes
# of fuzzing in all for 8 targets, plus the build of the instrumented modules; CI's whole run
# must stay well under 30 minutes; `scripts/fuzz N` fuzzes longer by hand; timings are in
# BENCHMARKS.md).
# A crash, oracle failure, hang (10 s per input) or memory blow-up fails the suite; its
# input is left in .build/fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/fuzz "${FUZZ_SECONDS:-15}"
