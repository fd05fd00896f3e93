#!/usr/bin/env bash
# The release binary over loopback: command line, routes, errors, caching, keys, shutdown.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)
timeout 300 python3 tools/integration/test_server.py
