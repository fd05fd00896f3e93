#!/usr/bin/env bash
# The release binary over loopback: command line, routes, errors, caching, keys, shutdown.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout 300 python3 tools/integration/test_server.py
