#!/usr/bin/env bash
# The playground in a real browser: headless Chromium (Debian `chromium`) driven over the
# DevTools protocol by tools/playground/playground_test.py (websocket-client, pinned).
# Starts .build/release/layoutd on its own port, stops everything it started on exit.
# Bounded: 120 s for the browser run. With PLAYGROUND_SHOTS=DIR, screenshots land in DIR;
# LAYOUTD_BIN=.build/debug/layoutd runs a debug build instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/python-env  # the project venv first on PATH (scripts/deps --python)

# The page's copy of examples/ (a block scripts/playground-examples writes) must not go stale.
python3 scripts/playground-examples --check

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "50-playground: chromium is not installed (apt-get install chromium)" >&2
    exit 1
fi

export LAYOUTD_BIN=${LAYOUTD_BIN:-.build/release/layoutd}
port=${PLAYGROUND_PORT:-18310}
devtools=${PLAYGROUND_DEVTOOLS_PORT:-18311}
keyed_port=${PLAYGROUND_KEYED_PORT:-18312}
work=$(mktemp -d)
server_pid=""; keyed_pid=""; browser_pid=""
cleanup() {
    [ -n "$browser_pid" ] && kill "$browser_pid" 2>/dev/null && wait "$browser_pid" 2>/dev/null
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    [ -n "$keyed_pid" ] && kill "$keyed_pid" 2>/dev/null && wait "$keyed_pid" 2>/dev/null
    rm -rf "$work"
    return 0
}
trap cleanup EXIT

"$LAYOUTD_BIN" --host 127.0.0.1 --port "$port" >"$work/server.log" 2>&1 &
server_pid=$!
"$LAYOUTD_BIN" --host 127.0.0.1 --port "$keyed_port" --api-key playground-key >"$work/keyed.log" 2>&1 &
keyed_pid=$!
for p in "$port" "$keyed_port"; do
    for _ in $(seq 100); do
        curl -fs "http://127.0.0.1:$p/healthz" >/dev/null 2>&1 && break
        sleep 0.1
    done
done
page=$(curl -fs "http://127.0.0.1:$port/" || true)
[[ "$page" == *"<title>layoutd playground</title>"* ]] || {
    echo "50-playground: GET / did not serve the playground"; tail -20 "$work/server.log"; exit 1; }

"$browser" --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --no-default-browser-check --disable-extensions --disable-background-networking \
    --user-data-dir="$work/profile" --remote-debugging-address=127.0.0.1 \
    --remote-debugging-port="$devtools" --window-size=1280,800 about:blank \
    >"$work/browser.log" 2>&1 &
browser_pid=$!

status=0
timeout 120 python3 tools/playground/playground_test.py "http://127.0.0.1:$port" \
    "http://127.0.0.1:$keyed_port" "$devtools" \
    ${PLAYGROUND_SHOTS:+"$PLAYGROUND_SHOTS"} || status=$?
if [ "$status" -ne 0 ]; then
    echo "50-playground: failed ($status); server log tail:"; tail -20 "$work/server.log"
fi
exit $status
