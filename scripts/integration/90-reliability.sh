#!/usr/bin/env bash
# Under load and under attack, bounded for CI (loopback only; timings in BENCHMARKS.md):
# overload with a queue of 4, a 60 s soak (LAYOUTD_SOAK_SECONDS), SIGTERM and kill -9 under
# load, Redis stopped and started, vanishing clients, slowloris, smuggling shapes, header,
# body and gzip bombs, deep nesting and pathological constraint systems.
# The long versions run by hand: scripts/loadtest, scripts/soak.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
timeout 300 python3 tools/integration/test_reliability.py
