#!/usr/bin/env bash
# Pictures of scenes in a real browser: `layoutd render --format svg` opened in headless
# Chromium (Debian `chromium`) by tools/render/browser_check.py (standard library only),
# checked by pixels at known points, against librsvg's PNGs, and in the DOM (hidden views
# left out, text inside its frame). Files only: no server, no network, Chromium's
# background networking off. Bounded: 180 s. LAYOUTD_BIN=.build/debug/layoutd runs a debug build.
set -euo pipefail
cd "$(dirname "$0")/../.."
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "55-render: chromium is not installed (apt-get install chromium)" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
timeout 180 python3 tools/render/browser_check.py "${LAYOUTD_BIN:-.build/release/layoutd}" "$browser" \
    Tests/RenderTests/Fixtures "$work"
