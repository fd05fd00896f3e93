#!/usr/bin/env python3
"""Pictures of scenes in a real browser: the SVGs `layoutd render --format svg` writes,
opened in headless Chromium (Debian `chromium`), against librsvg's PNGs of the same scenes.
The fixtures: a XIB of colours, corners, clipping and an image; a tab bar controller's scene
with its bars; a form of a title, a label, a field and a filled button.

Usage: browser_check.py LAYOUTD CHROMIUM FIXTURES WORK

Nothing but the standard library: Chromium is run once per check with `--screenshot` or
`--dump-dom` on file:// URLs under WORK (no server, no network; background networking off),
each run bounded. Checks, on fixtures written for them (Tests/RenderTests/Fixtures):
  1. each SVG is a document Chromium opens (parsed as XML: a mistake would show its error
     page), at exactly the picture's size in pixels;
  2. Chromium's screenshot shows the colours known at known points (each colour space, the
     catalog's named colour, corners and border, clipping, a hidden view left out, the
     image, the bars around a controller's scene), and agrees with librsvg's PNG on nearly
     every pixel (text edges apart);
  3. in the DOM: the hidden view is not there, and each line of text's box, as Chromium
     lays it out with Inter, lies inside the frame its view was given.
The first failed check exits 1 with what was seen.
"""
import json
import os
import struct
import subprocess
import sys
import zlib

LAYOUTD, CHROMIUM, FIXTURES, WORK = sys.argv[1:5]
failures = []


def check(condition, message):
    print(("ok  " if condition else "FAIL") + " " + message)
    if not condition:
        failures.append(message)


def png_pixels(path):
    """(width, height, rows of (r, g, b)) of an 8-bit PNG: grey, RGB, palette or RGBA."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    i, idat, palette = 8, b"", None
    while i < len(data):
        n = struct.unpack(">I", data[i:i + 4])[0]
        kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8, f"{path}: {depth}-bit PNGs are not read here"
        elif kind == b"PLTE":
            palette = [tuple(body[j:j + 3]) for j in range(0, len(body), 3)]
        elif kind == b"IDAT":
            idat += body
        i += 12 + n
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        if color == 3:
            rows.append([palette[v] for v in line])
        elif color == 0:
            rows.append([(v, v, v) for v in line])
        else:
            rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
    return width, height, rows


def hexcolor(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def close(a, b, tolerance=3):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def chromium(*args, timeout=60):
    profile = os.path.join(WORK, "profile")
    command = [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
               "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--force-device-scale-factor=1",
               f"--user-data-dir={profile}", *args]
    return subprocess.run(command, capture_output=True, timeout=timeout)


def render(name, fmt, *extra):
    out = os.path.join(WORK, fmt)
    p = subprocess.run([LAYOUTD, "render", os.path.join(FIXTURES, name), "--format", fmt, "--output", out, *extra],
                       capture_output=True, timeout=60)
    if p.returncode != 0:
        raise SystemExit(f"layoutd render {name} --format {fmt} exited {p.returncode}: {p.stderr.decode()[:300]}")
    return p.stdout.decode().split()


def screenshot(svg, width, height):
    shot = svg[:-4] + "-chromium.png"
    p = chromium(f"--window-size={width},{height}", f"--screenshot={shot}", "file://" + os.path.abspath(svg))
    if not os.path.exists(shot):
        raise SystemExit(f"chromium made no screenshot of {svg}: {p.stderr.decode()[-400:]}")
    return png_pixels(shot)


def dom_report(svg):
    """Chromium's layout of the SVG put inline in a page: the ids of the views drawn, and
    each line of text's box against its clip rectangle (the frame of its view)."""
    markup = open(svg, encoding="utf-8").read().split("?>", 1)[1]
    page = os.path.join(WORK, os.path.basename(svg) + ".html")
    with open(page, "w", encoding="utf-8") as f:
        f.write("<!doctype html><html><body style=\"margin:0\">" + markup + """
<pre id="result"></pre>
<script>
const svg = document.querySelector('svg');
const texts = [...svg.querySelectorAll('g[clip-path] > text')].map(t => {
  const clip = document.querySelector(t.parentNode.getAttribute('clip-path').slice(4, -1) + ' rect');
  const b = t.getBBox();
  const view = t.closest('g[data-id]');
  return {view: view ? view.dataset.id : null, text: t.textContent,
          box: [b.x, b.y, b.width, b.height],
          frame: ['x', 'y', 'width', 'height'].map(k => Number(clip.getAttribute(k)))};
});
const views = [...svg.querySelectorAll('g[data-id]')].map(g => g.dataset.id);
document.getElementById('result').textContent = JSON.stringify({views, texts});
</script></body></html>""")
    p = chromium("--virtual-time-budget=5000", "--dump-dom", "file://" + page)
    dom = p.stdout.decode()
    start = dom.find('<pre id="result">')
    if start < 0:
        raise SystemExit(f"chromium's DOM of {page} has no result: {p.stderr.decode()[-400:]}")
    text = dom[start + len('<pre id="result">'):dom.find("</pre>", start)]
    return json.loads(text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&"))


def agreement(a, b):
    """The share of pixels whose every channel is within 8 of the other picture's."""
    same = total = 0
    for row_a, row_b in zip(a, b):
        for p, q in zip(row_a, row_b):
            total += 1
            same += close(p, q, 8)
    return same / total if total else 0


def picture(name, points, scale, extra=(), hidden=(), texts_expected=0):
    svg = render(name, "svg", *extra)[0]
    png = render(name, "png", *extra)[0]
    width, height, rsvg = png_pixels(png)
    header = open(svg, encoding="utf-8").read(400)
    check(f'width="{width}" height="{height}"' in header, f"{os.path.basename(svg)}: the SVG is {width} × {height} pixels, as the PNG")
    w, h, shot = screenshot(svg, width, height)
    check((w, h) == (width, height), f"{os.path.basename(svg)}: Chromium's screenshot is {w} × {h}")
    for (what, x, y, expected) in points:
        seen = shot[int(y * scale)][int(x * scale)]
        check(close(seen, hexcolor(expected), 4), f"{what} at ({x}, {y}) pt: Chromium shows {seen}, expected {expected}")
    share = agreement(shot, rsvg)
    check(share >= 0.97, f"{os.path.basename(svg)}: Chromium and librsvg agree on {share:.1%} of the pixels (at least 97 %)")
    report = dom_report(svg)
    for view in hidden:
        check(view not in report["views"], f"the hidden view {view} is not in the DOM")
    check(len(report["texts"]) >= texts_expected, f"{len(report['texts'])} lines of text laid out (at least {texts_expected})")
    for t in report["texts"]:
        (bx, by, bw, bh), (fx, fy, fw, fh) = t["box"], t["frame"]
        slack = 2
        inside = bx >= fx - slack and by >= fy - slack and bx + bw <= fx + fw + slack and by + bh <= fy + fh + slack
        check(inside, f"{t['view']}'s text {t['text']!r}: Chromium's box {[round(v, 1) for v in t['box']]} inside its frame {t['frame']}")


picture("Palette.xib", [
    ("sRGB orange", 30, 30, "#ff8000"),
    ("P3 green, clamped", 80, 30, "#00ff00"),
    ("calibrated white 0.5", 130, 30, "#808080"),
    ("the catalog's named colour", 180, 30, "#204080"),
    ("system red", 230, 30, "#ff3b30"),
    ("the rounded view's fill", 40, 90, "#0000ff"),
    ("outside its rounded corner", 11, 61, "#ffffff"),
    ("its border", 40, 61.5, "#ff0000"),
    ("the clipped child, inside its superview", 125, 105, "#ffff00"),
    ("the clipped child, past it", 145, 125, "#ffffff"),
    ("where the hidden view would be", 170, 80, "#ffffff"),
    ("the image's left half", 228, 150, "#ff8c00"),
    ("the image's right half", 252, 150, "#008080"),
], scale=3, hidden=["Pal-hid-001"], texts_expected=1)

picture("Tabs.storyboard", [
    ("the navigation bar", 20, 80, "#f9f9f9"),
    ("the Dynamic Island", 196.5, 30, "#000000"),
    ("the view between the bars", 200, 400, "#0080ff"),
    ("the tab bar", 5, 800, "#f9f9f9"),
    ("the selected tab", 98.25, 786, "#007aff"),
    ("the home indicator", 196.5, 841.5, "#000000"),
], scale=3, extra=("--scene", "SettingsViewController"), texts_expected=0)

picture("Edits/Form.storyboard", [
    ("the filled Save button, in the tint", 40, 212, "#007aff"),
    ("the footer, systemGray6", 200, 790, "#f2f2f7"),
], scale=3, texts_expected=4)

if failures:
    print(f"{len(failures)} failed")
    sys.exit(1)
print("every check passed")
