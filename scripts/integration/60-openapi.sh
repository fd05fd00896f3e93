#!/usr/bin/env bash
# schemathesis (PyPI, pinned in scripts/deps) generates requests from openapi.yaml and checks
# that the live server answers exactly as the file says.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
log=$(mktemp)
.build/release/layoutd --port "$port" --solve-timeout-ms 1000 >"$log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do
    curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break
    sleep 0.1
done
report=$(mktemp -d)
status=0
# One worker: with two, Hypothesis describing its strategies in both threads at once trips
# CPython 3.11's "AST constructor recursion depth mismatch" now and then (a Runtime Error of
# the tool, not an answer of the server); the run takes as long either way (~20 s).
timeout 600 schemathesis --config-file tools/openapi/schemathesis.toml run openapi.yaml --url "http://127.0.0.1:$port" \
    --checks all --max-examples 40 --seed 20261129 --generation-database none \
    --workers 1 --no-color --report junit --report-dir "$report" || status=$?
kill -0 $pid || { echo "layoutd died during the schemathesis run"; tail -20 "$log"; exit 1; }
rm -rf "$report"
exit $status
