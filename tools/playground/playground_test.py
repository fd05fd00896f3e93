#!/usr/bin/env python3
"""Drives the playground page in headless Chromium over the DevTools protocol.

Usage: playground_test.py SERVER_URL KEYED_SERVER_URL DEVTOOLS_PORT [SCREENSHOT_DIR]
(KEYED_SERVER_URL runs with --api-key playground-key.)

Checks, against frames worked out by hand from the example's constraints:
  1. the page loads and draws the example's views at their root-space coordinates;
  2. dragging the root's resize handle re-solves and moves them;
  3. a click is hit-tested by the server (a button is hit; a label is not);
  4. a conflicting document typed into the editor lists its unsatisfiable diagnostic;
  5. JSON that does not parse, and a document the server refuses, are shown as problems;
  6. against a server with --api-key the page asks for the key and then solves;
  7. a storyboard dropped on the page lists its scenes and devices, draws the second scene at
     its own device and at another with the lint's findings and lines, and a broken file
     pasted into the editor is shown as a problem at its line; a XIB chosen with "Open" is
     drawn at the frames it saved;
and the editor's checks: JSON that does not parse is named as such at its line and column and not
sent; after an error the last drawing stays, greyed, until the next good solve; refused
constraints are drawn in red on (and between) their items; every size of a request is drawn,
labelled, beside the dragged first; the curl field's command, run by bash, answers the same
layouts; every file of examples/ opens from the menu and solves;
and, before the browser, that the SVG answer and `layoutd svg` draw the picture, and that
POST /v1/hit-test answers hand-computed hits and touches
without cache headers and refuses bodies as POST /v1/layout does.
Every wait is bounded; the first failed check exits 1 with what was seen.
"""
import base64
import json
import os
import re
import sys
import time
import urllib.error
import urllib.request

import websocket  # websocket-client, pinned in scripts/integration/50-playground.sh

SERVER, KEYED_SERVER, DEVTOOLS_PORT = sys.argv[1], sys.argv[2], int(sys.argv[3])
SHOTS = sys.argv[4] if len(sys.argv) > 4 else None
TOLERANCE = 1e-6


class Page:
    def __init__(self, port):
        deadline = time.time() + 20
        while True:
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2))
                pages = [t for t in targets if t.get("type") == "page"]
                if pages:
                    break
            except OSError:
                pass
            if time.time() > deadline:
                raise SystemExit("chromium's DevTools endpoint never came up")
            time.sleep(0.2)
        self.ws = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], timeout=20)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise SystemExit(f"{method} failed: {message['error']}")
                return message.get("result", {})

    def js(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise SystemExit(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, what, seconds=15):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.js(expression):
                return
            time.sleep(0.05)
        raise SystemExit(f"timed out waiting for {what}")

    def solves(self):
        return int(self.js("document.body.dataset.solves"))

    def wait_for_solve_after(self, count, what):
        self.wait(f"Number(document.body.dataset.solves) > {count} && document.body.dataset.state === 'idle'", what)

    def mouse(self, kind, x, y, buttons=1):
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  buttons=buttons if kind != "mouseReleased" else 0, clickCount=1)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))


failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL", message)
    else:
        print("ok  ", message)


def post(url, body, headers):
    request = urllib.request.Request(url, data=body, method="POST", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def hit_test_route():
    # examples/titleview-pinned.json: at 375x667 titleView is (127.5, 7, 120, 30) in navBar
    # (0, 20, 375, 44), so titleButton is at (127.5, 27) in root space.
    document = {
        "root": {"id": "root", "children": [{"id": "navBar", "children": [{"id": "titleView", "children": [
            {"id": "titleButton", "kind": "button", "intrinsicSize": {"width": 120, "height": 30}}]}]}]},
        "constraints": ["navBar.top == root.top + 20", "H:|[navBar]|", "navBar.height == 44",
                        "titleView.centerX == navBar.centerX", "titleView.centerY == navBar.centerY",
                        "titleView.leading >= navBar.leading + 100", "titleView.trailing <= navBar.trailing - 100",
                        "H:|[titleButton]|", "V:|[titleButton]|"],
        "sizes": [{"width": 375, "height": 667}, {"width": 320, "height": 568}],
        "points": [{"x": 187.5, "y": 42}, {"x": 10, "y": 30}, {"x": -1, "y": 5}],
        "touches": [[{"x": 187.5, "y": 42}, {"x": 300, "y": 100}, {"x": 200, "y": 40}], [{"x": 10, "y": 30}]],
    }
    body = json.dumps(document).encode()
    status, headers, answer = post(SERVER + "/v1/hit-test", body, {"Content-Type": "application/json"})
    check(status == 200, f"POST /v1/hit-test answers 200, saw {status}")
    answer = json.loads(answer)
    check(len(answer["layouts"]) == 2 and answer["hash"].startswith("sha256:"), "the layout answer comes first")
    check(answer["hits"] == [
        # 187.5 − 127.5, 42 − 27
        {"point": {"x": 187.5, "y": 42}, "view": "titleButton",
         "path": ["root", "navBar", "titleView", "titleButton"], "location": {"x": 60, "y": 15}},
        # left of the title view, inside navBar: 30 − 20
        {"point": {"x": 10, "y": 30}, "view": "navBar", "path": ["root", "navBar"], "location": {"x": 10, "y": 10}},
        {"point": {"x": -1, "y": 5}, "view": None, "path": [], "location": None},
    ], f"hits as worked out by hand, saw {answer['hits']}")
    check(answer["touches"] == [
        {"control": "titleButton", "events": [
            {"phase": "began", "location": {"x": 60, "y": 15}, "inside": True},
            {"phase": "moved", "location": {"x": 172.5, "y": 73}, "inside": False},   # 300 − 127.5, 100 − 27
            {"phase": "ended", "location": {"x": 72.5, "y": 13}, "inside": True}]},   # back inside
        {"control": None, "events": []},
    ], f"touches as worked out by hand, saw {answer['touches']}")
    lower = {k.lower() for k in headers}
    check("etag" not in lower and "x-cache" not in lower, f"hit-test answers are neither tagged nor cached: {sorted(lower)}")
    status, _, _ = post(SERVER + "/v1/hit-test", body, {"Content-Type": "text/plain"})
    check(status == 415, f"a non-JSON body is 415, saw {status}")
    status, _, _ = post(SERVER + "/v1/hit-test", body, {"Content-Type": "application/json", "Accept": "image/png"})
    check(status == 406, f"an Accept without JSON is 406, saw {status}")
    status, headers, _ = post(KEYED_SERVER + "/v1/hit-test", body, {"Content-Type": "application/json"})
    check(status == 401 and "Bearer" in headers.get("WWW-Authenticate", ""), f"without the key it is 401, saw {status}")
    status, _, _ = post(KEYED_SERVER + "/v1/hit-test", body,
                        {"Content-Type": "application/json", "Authorization": "Bearer playground-key"})
    check(status == 200, f"with the key it is 200, saw {status}")


def picture_route():
    import subprocess
    import xml.etree.ElementTree as ET
    svg_ns = "{http://www.w3.org/2000/svg}"
    # examples/titleview-zero-size.json: the button (120x30) is centred on a 0x0 title view at
    # (187.5, 42) in root space, so it is drawn at (127.5, 27) and marked red (outsideSuperview).
    with open("examples/titleview-zero-size.json", "rb") as f:
        body = f.read()
    status, headers, svg = post(SERVER + "/v1/layout", body,
                                {"Content-Type": "application/json", "Accept": "application/json;q=0.5, image/svg+xml"})
    check(status == 200 and headers.get("Content-Type", "").startswith("image/svg+xml"),
          f"Accept preferring SVG gets SVG, saw {status} {headers.get('Content-Type')}")
    check(headers.get("ETag", "").endswith('.svg"'), f"the SVG's ETag is \"<hash>.svg\", saw {headers.get('ETag')}")
    cli = subprocess.run([os.environ.get("LAYOUTD_BIN", ".build/release/layoutd"), "svg", "examples/titleview-zero-size.json"],
                         capture_output=True, timeout=30)
    check(cli.returncode == 0 and cli.stdout.strip() == svg.strip(), "layoutd svg prints the same picture")
    root = ET.fromstring(svg)  # raises on anything that is not well-formed XML
    rects = {r.get("data-id"): r for r in root.iter(svg_ns + "rect")}
    button = rects.get("titleButton")
    check(button is not None and (button.get("x"), button.get("y"), button.get("width"), button.get("height"))
          == ("127.5", "27", "120", "30"), "the button is drawn in root space")
    check(button is not None and "diagnostic" in button.get("class", "") and button.find(svg_ns + "title") is not None,
          "the button carries its outsideSuperview diagnostic")
    status, _, _ = post(SERVER + "/v1/layout", body, {"Content-Type": "application/json", "Accept": "*/*"})
    check(status == 200, "*/* still gets an answer")
    status, headers, _ = post(SERVER + "/v1/layout", body, {"Content-Type": "application/json", "Accept": "*/*"})
    check(headers.get("Content-Type", "").startswith("application/json"), "*/* gets JSON")
    status, _, _ = post(SERVER + "/v1/layout", body, {"Content-Type": "application/json", "Accept": "text/html"})
    check(status == 406, f"an Accept allowing neither JSON nor SVG is 406, saw {status}")


def drawn(page):
    return page.js("""Object.fromEntries([...document.querySelectorAll('#content rect[data-id]')].map(r =>
        [r.dataset.id, ['x','y','width','height'].map(a => Number(r.getAttribute(a)))]))""")


def expect_rects(page, expected, label):
    rects = drawn(page)
    for item, want in expected.items():
        got = rects.get(item)
        same = got is not None and all(abs(g - w) <= TOLERANCE for g, w in zip(got, want))
        check(same, f"{label}: {item} drawn at {want} (root space), saw {got}")


def root_to_client(page, x, y):
    box = page.js("(() => { const b = document.getElementById('canvas').getBoundingClientRect(); return [b.left, b.top]; })()")
    return box[0] + 24 + x, box[1] + 24 + y  # the drawing sits 24 px into the canvas


hit_test_route()
picture_route()

page = Page(DEVTOOLS_PORT)
page.call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False)
page.call("Page.enable")
page.call("Page.navigate", url=SERVER + "/")
page.wait("document.body && document.body.dataset.solves && Number(document.body.dataset.solves) >= 1 "
          "&& document.body.dataset.state === 'idle'", "the first solve")
check(page.js("document.title") == "layoutd playground", "the playground page loads")
check(page.js("document.getElementById('editor').value.includes('titleButton')"), "the editor holds the example")
check("priorities: levels (UIKit's order)" in page.js("document.getElementById('status').textContent"),
      "the status line says the default priority order answered")

# 1. The example at 375x667, safe area 20 top, 34 bottom. Root-space rectangles:
#    navBar: H:|[navBar]|, top = safe top 20, height 44           -> (0, 20, 375, 44)
#    titleView centred in navBar, hugging the 120x30 button:
#      x = 375/2 - 60 = 127.5, y = 20 + 22 - 15 = 27             -> (127.5, 27, 120, 30)
#    content: 16 from each side, 20 below navBar (20 + 44 + 20)  -> (16, 84, 343, 120)
#    cancel, ok: |-20-[cancel]-8-[ok(==cancel)]-20-| in 343: w = (343 - 48)/2 = 147.5,
#      centred in 120 -> y = 84 + 60 - 22 = 122; cancel x = 16 + 20 = 36, ok x = 36 + 147.5 + 8
#    gap: cancel.trailing .. ok.leading, height 10 -> (36 + 147.5, 122, 8, 10)
#    caption: 200x21 centred, bottom = 667 - 34 - 20 = 613 -> (87.5, 592, 200, 21)
expect_rects(page, {
    "root": (0, 0, 375, 667), "navBar": (0, 20, 375, 44), "titleView": (127.5, 27, 120, 30),
    "titleButton": (127.5, 27, 120, 30), "content": (16, 84, 343, 120),
    "cancel": (36, 122, 147.5, 44), "ok": (191.5, 122, 147.5, 44), "gap": (183.5, 122, 8, 10),
    "caption": (87.5, 592, 200, 21),
}, "375x667")
check(page.js("document.querySelector('#content rect[data-id=gap]').getAttribute('class')") == "guide",
      "the guide is drawn as a guide")
check(page.js("document.querySelectorAll('#diagnostics li.diagnostic').length") == 0, "no diagnostics for the good example")

# 2. Drag the handle from the root's corner (375, 667) to (320, 568).
before = page.solves()
hx, hy = root_to_client(page, 375, 667)
page.mouse("mouseMoved", hx, hy, buttons=0)
page.mouse("mousePressed", hx, hy)
for step in range(1, 6):
    page.mouse("mouseMoved", hx - 55 * step / 5, hy - 99 * step / 5)
page.mouse("mouseReleased", hx - 55, hy - 99)
page.wait_for_solve_after(before, "the re-solve after dragging")
page.wait("document.body.dataset.state === 'idle' && document.getElementById('width').value === '320' "
          "&& document.querySelector('#content rect[data-id=root]').getAttribute('width') === '320'",
          "the drag to settle at 320 wide")
check(page.js("[document.getElementById('width').value, document.getElementById('height').value]") == ["320", "568"],
      "the size fields follow the drag")
# At 320x568: titleView x = 160 - 60 = 100; content width 288; cancel w = (288 - 48)/2 = 120;
# ok x = 36 + 120 + 8 = 164; gap x = 156; caption x = 160 - 100 = 60, y = 568 - 54 - 21 = 493.
expect_rects(page, {
    "root": (0, 0, 320, 568), "navBar": (0, 20, 320, 44), "titleButton": (100, 27, 120, 30),
    "content": (16, 84, 288, 120), "cancel": (36, 122, 120, 44), "ok": (164, 122, 120, 44),
    "gap": (156, 122, 8, 10), "caption": (60, 493, 200, 21),
}, "after dragging to 320x568")
# The drag named the document by its answer's structure instead of sending it again.
with urllib.request.urlopen(SERVER + "/metrics", timeout=10) as response:
    metrics = response.read().decode()
by_reference = re.search(r'layoutd_requests_total\{route="/v1/structures/\{structure\}/layout",status="200"\} (\d+)', metrics)
check(by_reference is not None and int(by_reference.group(1)) >= 1, "the drag resizes by reference (GET /v1/structures/…)")

# 3. Clicks are hit-tested by the server at the dragged size.
cx, cy = root_to_client(page, 110, 30)
page.js("document.getElementById('hit').dataset.view = '?'")
page.mouse("mouseMoved", cx, cy, buttons=0)
page.mouse("mousePressed", cx, cy)
page.mouse("mouseReleased", cx, cy)
page.wait("document.getElementById('hit').dataset.view !== '?'", "the hit-test answer")
hit_text = page.js("document.getElementById('hit').textContent")
check(page.js("document.getElementById('hit').dataset.view") == "titleButton", "a click on the title button hits it")
# (110, 30) - (100, 27) = (10, 3) in the button's space.
check("root › navBar › titleView › titleButton" in hit_text and "(10, 3)" in hit_text,
      f"the hit shows its path and location, saw {hit_text!r}")
check(page.js("document.querySelector('#content rect.view.hit').dataset.id") == "titleButton", "the hit view is highlighted")
if SHOTS:
    page.screenshot(f"{SHOTS}/playground.png")
# The caption is a label: userInteractionEnabled is false, so the root takes the touch.
cx, cy = root_to_client(page, 70, 500)
page.js("document.getElementById('hit').dataset.view = '?'")
page.mouse("mousePressed", cx, cy)
page.mouse("mouseReleased", cx, cy)
page.wait("document.getElementById('hit').dataset.view !== '?'", "the second hit-test answer")
check(page.js("document.getElementById('hit').dataset.view") == "root", "a click on the label falls through to the root")

# 4. A conflicting document typed into the editor shows its diagnostic.
conflicting = {
    "root": {"id": "root", "children": [{"id": "a"}]},
    "constraints": ["a.top == root.top + 10", "a.leading == root.leading + 10", "a.height == 50",
                    "a.width == 100", "a.width == 200"],
    "sizes": [{"width": 320, "height": 480}],
}
before = page.solves()
page.js(f"""(() => {{ const e = document.getElementById('editor');
    e.value = {json.dumps(json.dumps(conflicting, indent=2))};
    e.dispatchEvent(new Event('input')); }})()""")
page.wait_for_solve_after(before, "the conflicting document's solve")
items = page.js("[...document.querySelectorAll('#diagnostics li.diagnostic')].map(li => [li.dataset.kind, li.textContent])")
check(len(items) == 1 and items[0][0] == "unsatisfiable" and "a.width == 200" in items[0][1],
      f"the conflict is listed as unsatisfiable naming a.width == 200, saw {items}")
# a keeps width 100 (the earlier constraint wins): (10, 10, 100, 50); the root takes the editor's size.
expect_rects(page, {"root": (0, 0, 320, 480), "a": (10, 10, 100, 50)}, "conflicting document")
# The refused constraint's item is outlined in red on the drawing.
CONFLICTS = """[...document.querySelectorAll('#content g.conflict')].map(g => [g.dataset.constraint, g.dataset.items,
    [...g.querySelectorAll('rect')].map(r => ['x','y','width','height'].map(k => Number(r.getAttribute(k)))),
    [...g.querySelectorAll('line')].map(l => ['x1','y1','x2','y2'].map(k => Number(l.getAttribute(k))))])"""
conflicts = page.js(CONFLICTS)
check(conflicts == [["a.width == 200", "a", [[10, 10, 100, 50]], []]],
      f"a.width == 200 is drawn as a red outline on a, saw {conflicts}")
check(page.js("getComputedStyle(document.querySelector('#content g.conflict rect')).stroke") == "rgb(208, 0, 0)",
      "the outline is red")
# Two items: a (100, 0, 40, 40) cannot sit 8 after b (10, 60, 50, 40); the red line joins
# a's centre (120, 20) to b's (35, 80).
between = {"root": {"id": "root", "children": [{"id": "a"}, {"id": "b"}]},
           "constraints": ["b.leading == root.leading + 10", "b.width == 50", "a.leading == root.leading + 100",
                           "a.top == root.top", "b.top == root.top + 60", "a.width == 40", "a.height == 40",
                           "b.height == 40", "a.leading == b.trailing + 8"],
           "sizes": [{"width": 200, "height": 120}]}
before = page.solves()
page.js(f"""(() => {{ const e = document.getElementById('editor');
    e.value = {json.dumps(json.dumps(between))}; e.dispatchEvent(new Event('input')); }})()""")
page.wait_for_solve_after(before, "the two-item conflict's solve")
conflicts = page.js(CONFLICTS)
check(conflicts == [["a.leading == b.trailing + 8", "a b", [[100, 0, 40, 40], [10, 60, 50, 40]], [[120, 20, 35, 80]]]],
      f"a.leading == b.trailing + 8 is drawn as a red line between a and b, saw {conflicts}")
if SHOTS:
    page.screenshot(f"{SHOTS}/playground-conflict.png")

# 4b. The same view pulled to 100 @751 against two pulls to 0 @750: levels keep 100,
#     weights (2 x 750 > 751) take 0, and the status line says which order answered.
for mode, width in (("levels", 100), ("weights", 0)):
    tug = {"root": {"id": "root", "children": [{"id": "a"}]},
           "constraints": ["a.top == root.top", "a.leading == root.leading", "a.height == 10",
                           "a.width == 100 @751", "a.width == 0 @750", "a.width == 0 @750"],
           "sizes": [{"width": 320, "height": 480}], "priorities": mode}
    before = page.solves()
    page.js(f"""(() => {{ const e = document.getElementById('editor');
        e.value = {json.dumps(json.dumps(tug))}; e.dispatchEvent(new Event('input')); }})()""")
    page.wait_for_solve_after(before, f"the {mode} document's solve")
    expect_rects(page, {"a": (0, 0, width, 10)}, f"priorities {mode}")
    check(f"priorities: {mode}" in page.js("document.getElementById('status').textContent"),
          f"the status line says {mode} answered")

# Every size of the request drawn side by side, each labelled; the first is
# the one dragged (here through the width field) and the others keep the document's sizes.
# a is 10 from each side and the top, 20 high: 280, 180 and 130 wide.
stretch = {"root": {"id": "root", "children": [{"id": "a"}]},
           "constraints": ["a.leading == root.leading + 10", "a.trailing == root.trailing - 10",
                           "a.top == root.top + 10", "a.height == 20"],
           "sizes": [{"width": 300, "height": 200}, {"width": 200, "height": 100}, {"width": 150, "height": 80}]}
OTHERS = """[...document.querySelectorAll('#others figure')].map(f => [f.querySelector('figcaption').textContent,
    ...['root', 'a'].map(id => { const r = f.querySelector(`rect[data-id=${id}]`);
        return r && ['x','y','width','height'].map(k => Number(r.getAttribute(k))); })])"""
before = page.solves()
page.js(f"""(() => {{ const e = document.getElementById('editor');
    e.value = {json.dumps(json.dumps(stretch))}; e.dispatchEvent(new Event('input')); }})()""")
page.wait_for_solve_after(before, "the three-size document's solve")
expect_rects(page, {"root": (0, 0, 300, 200), "a": (10, 10, 280, 20)}, "the first size")
check(page.js("document.getElementById('firstSize').textContent").startswith("300 × 200"),
      "the first drawing is labelled with its size")
others = page.js(OTHERS)
check(others == [["200 × 100", [0, 0, 200, 100], [10, 10, 180, 20]], ["150 × 80", [0, 0, 150, 80], [10, 10, 130, 20]]],
      f"the other sizes are drawn beside it, each labelled, saw {others}")
before = page.solves()
page.js("(() => { const w = document.getElementById('width'); w.value = '250'; w.dispatchEvent(new Event('input')); })()")
page.wait_for_solve_after(before, "the re-solve at 250 wide")
expect_rects(page, {"root": (0, 0, 250, 200), "a": (10, 10, 230, 20)}, "the first size resized")
check(page.js(OTHERS) == others, "resizing the first leaves the other sizes as the document gives them")
if SHOTS:
    page.screenshot(f"{SHOTS}/playground-sizes.png")

# The curl field holds the request as drawn; run by a shell, it answers
# the same three layouts (the first at the dragged 250).
import subprocess
command = page.js("document.getElementById('curl').value")
check(command.startswith(f"curl -s {SERVER}/v1/layout -H 'Content-Type: application/json' -d '"),
      f"the curl command posts to this server, saw {command[:90]!r}")
run = subprocess.run(["bash", "-c", command], capture_output=True, timeout=20, text=True)
try:
    layouts = json.loads(run.stdout)["layouts"]
except (ValueError, KeyError):
    layouts = []
check([(l["size"]["width"], l["frames"]["a"]["width"]) for l in layouts] == [(250, 230), (200, 180), (150, 130)],
      f"the curl command answers the drawn sizes, saw {run.stdout[:200]!r} {run.stderr[:200]!r}")
quoted = page.js("shellQuote(`it's \"odd\" $HOME`)")
check(subprocess.run(["bash", "-c", "printf %s " + quoted], capture_output=True, text=True).stdout == "it's \"odd\" $HOME",
      f"the document is quoted for the shell, saw {quoted!r}")
page.js("document.getElementById('copyCurl').click()")
page.wait("document.getElementById('copyCurl').dataset.copied !== undefined", "the copy button")
how = page.js("document.getElementById('copyCurl').dataset.copied")
check(page.js("(() => { const f = document.getElementById('curl'); return f.selectionStart === 0 && f.selectionEnd === f.value.length; })()"),
      f"Copy copies (or at least selects) the whole command: {how}")

# 5. Broken JSON is caught in the page; a refused document shows the server's problem.
page.js("(() => { const e = document.getElementById('editor'); e.value = '{\"root\": '; e.dispatchEvent(new Event('input')); })()")
page.wait("document.querySelector('#diagnostics li.problem') !== null", "the JSON problem")
problem = page.js("document.querySelector('#diagnostics li.problem').textContent")
stale, opacity, count = page.js("""(() => { const c = document.getElementById('canvas');
    return [c.classList.contains('stale'), Number(getComputedStyle(c).opacity),
            document.querySelectorAll('#content rect[data-id]').length]; })()""")
check(stale and opacity < 1 and count >= 2, f"after a syntax error the old drawing stays, greyed: saw {stale} {opacity} {count}")
check(problem.startswith("Not sent: the editor's JSON does not parse: ") and "HTTP" not in problem
      and problem.endswith("the text ends too soon at line 1, column 10"), f"unfinished JSON is named as a client-side syntax error at its end, saw {problem!r}")
# A syntax error inside the text, at its line and column, and no request.
before = page.solves()
page.js("""(() => { const e = document.getElementById('editor'); e.value = '{"root": {"id": "a"},\\n  "sizes": ]}';
    e.dispatchEvent(new Event('input')); })()""")
page.wait("document.querySelector('#diagnostics li.problem').textContent.includes('line 2')", "the JSON problem on line 2")
problem = page.js("document.querySelector('#diagnostics li.problem').textContent")
check(problem.startswith("Not sent: ") and "HTTP" not in problem and "unexpected \"]\" at line 2, column 12" in problem,
      f"the syntax error is named with line 2, column 12, saw {problem!r}")
time.sleep(0.4)
check(page.solves() == before, "nothing is sent for JSON that does not parse")
check("Not sent" in page.js("document.getElementById('status').textContent"), "the status line says nothing was sent")
before = page.solves()
refused = {"root": {"id": "root"}, "constraints": ["ghost.width == 10"], "sizes": [{"width": 10, "height": 10}]}
page.js(f"""(() => {{ const e = document.getElementById('editor');
    e.value = {json.dumps(json.dumps(refused))}; e.dispatchEvent(new Event('input')); }})()""")
page.wait_for_solve_after(before, "the refused document's answer")
problem = page.js("document.querySelector('#diagnostics li.problem') && document.querySelector('#diagnostics li.problem').textContent")
check(problem is not None and problem.startswith("422") and "/constraints/0" in problem,
      f"a 422 is shown with its pointer, saw {problem!r}")
# The last drawing (the three-size document's, resized) stays, greyed.
STALE = """(() => { const c = document.getElementById('canvas');
    return [c.classList.contains('stale'), Number(getComputedStyle(c).opacity),
            document.querySelectorAll('#content rect[data-id]').length]; })()"""
stale, opacity, count = page.js(STALE)
check(stale and opacity < 1 and count >= 2, f"after a refused document the old drawing stays, greyed: saw {stale} {opacity} {count}")
expect_rects(page, {"a": (10, 10, 230, 20)}, "the greyed drawing")
check(page.js("[...document.querySelectorAll('#others svg')].every(svg => svg.classList.contains('stale'))"),
      "the other sizes' drawings are greyed too")

# 7. An Interface Builder file dropped on the page: tools/playground/fixtures/TwoScenes.storyboard,
#    saved at retina4_7 (375x667, safe area top 20), two scenes. The device list is the file's
#    own device, then openapi.yaml's `device` enum.
with open("tools/playground/fixtures/TwoScenes.storyboard") as f:
    storyboard = f.read()
with open("openapi.yaml") as f:
    enum = re.search(r"\n        device:\n.*?enum: \[(.*?)\]", f.read(), re.S).group(1)
known_devices = [d.strip() for d in enum.split(",")]


def findings(page):
    return page.js("""[...document.querySelectorAll('#diagnostics li.diagnostic')].map(li =>
        [li.dataset.kind, Number(li.dataset.line), li.textContent])""")


def pick(page, select, value, what):
    before = page.solves()
    page.js(f"""(() => {{ const s = document.getElementById('{select}'); s.value = '{value}';
        s.dispatchEvent(new Event('change')); }})()""")
    page.wait_for_solve_after(before, what)


before = page.solves()
page.js(f"""(() => {{ const dt = new DataTransfer();
    dt.items.add(new File([{json.dumps(storyboard)}], 'TwoScenes.storyboard'));
    document.getElementById('stage').dispatchEvent(new DragEvent('drop', {{dataTransfer: dt, bubbles: true, cancelable: true}})); }})()""")
page.wait_for_solve_after(before, "the dropped storyboard's first scene")
check(page.js("[...document.getElementById('scene').options].map(o => o.textContent)")
      == ["Header (line 14)", "Card (line 38)"], "the scenes are offered by name and line")
devices = page.js("[...document.getElementById('device').options].map(o => o.textContent)")
check(devices[0] == "retina4_7 portrait (the file's)" and devices[1:] == known_devices,
      f"the file's device comes first, then openapi.yaml's ids, saw {devices}")
# Header: the bar pinned under the 20 pt status bar, full width, 44 high.
expect_rects(page, {"Hdr-rt-001": (0, 0, 375, 667), "Hdr-bx-001": (0, 20, 375, 44)}, "Header at retina4_7")
check(page.js("document.querySelectorAll('#diagnostics li.diagnostic').length") == 0
      and page.js("document.querySelector('#diagnostics li.none') !== null"), "the Header scene has no findings")
check(page.js(STALE)[0] is False and page.js("document.body.dataset.stale") == "no",
      "the next good solve clears the grey")

# Card at the file's device: the card 20 from each side, 20 below the safe area's top
# -> (20, 40, 335, 100); it was saved 300 wide (misplaced). The badge is 40x40, 20 below
# the card (y 160), its x left open (ambiguous).
pick(page, "scene", "1", "the Card scene")
check(json.loads(page.js("document.getElementById('editor').value"))["sizes"] == [{"width": 375, "height": 667}],
      "the editor holds the scene's document at its own size")
expect_rects(page, {"Crd-rt-001": (0, 0, 375, 667), "Crd-bx-001": (20, 40, 335, 100)}, "Card at retina4_7")
badge = drawn(page).get("Crd-bg-001")
check(badge is not None and badge[1:] == [160, 40, 40], f"the badge is drawn 40x40 at y 160, saw {badge}")
saved = page.js("(() => { const r = document.querySelector('#content rect.saved[data-saved=\"Crd-bx-001\"]');"
                " return r && ['x','y','width','height'].map(a => Number(r.getAttribute(a))); })()")
check(saved == [20, 40, 300, 100], f"the card's saved frame is drawn dashed, saw {saved}")
items = findings(page)
kinds = sorted((kind, line) for kind, line, _ in items)
check(kinds == [("ambiguous", 45), ("misplaced", 42)], f"ambiguous badge and misplaced card at their lines, saw {items}")
misplaced = next((text for kind, _, text in items if kind == "misplaced"), "")
check(misplaced.startswith("TwoScenes.storyboard:42:") and "(20, 40, 300, 100)" in misplaced
      and "(20, 40, 335, 100)" in misplaced, f"the misplaced finding names the file and saved vs solved, saw {misplaced!r}")
check(page.js("document.getElementById('status').textContent").startswith("TwoScenes.storyboard › Card at retina4_7 portrait"),
      "the status line names the file, scene and device")
check(page.js("document.getElementById('example').selectedOptions[0].textContent") == "TwoScenes.storyboard",
      "the examples menu shows the file")
if SHOTS:
    page.screenshot(f"{SHOTS}/playground-storyboard-own.png")

# Card at retina6_12 (393x852, safe area top 59): the card (20, 79, 353, 100), the badge at
# y 199; the saved frame belongs to the file's device, so nothing is misplaced here.
pick(page, "device", "retina6_12", "the Card scene at retina6_12")
document = json.loads(page.js("document.getElementById('editor').value"))
check(document.get("device") == "retina6_12" and document.get("orientation") == "portrait" and "sizes" not in document,
      f"the editor's document names the device instead of sizes, saw {[k for k in document if k != 'root']}")
expect_rects(page, {"Crd-rt-001": (0, 0, 393, 852), "Crd-bx-001": (20, 79, 353, 100)}, "Card at retina6_12")
badge = drawn(page).get("Crd-bg-001")
check(badge is not None and badge[1:] == [199, 40, 40], f"the badge is drawn 40x40 at y 199, saw {badge}")
check(page.js("[document.getElementById('width').value, document.getElementById('height').value]") == ["393", "852"],
      "the size fields take the device's screen")
items = findings(page)
check([(kind, line) for kind, line, _ in items] == [("ambiguous", 45)], f"only the ambiguous badge at retina6_12, saw {items}")
if SHOTS:
    page.screenshot(f"{SHOTS}/playground-storyboard.png")

# A file the server cannot read, pasted into the editor: a mismatched end tag on line 21.
broken = storyboard.replace("</subviews>", "</subview>")
page.js(f"""(() => {{ const dt = new DataTransfer(); dt.setData('text/plain', {json.dumps(broken)});
    document.getElementById('editor').dispatchEvent(new ClipboardEvent('paste', {{clipboardData: dt, bubbles: true, cancelable: true}})); }})()""")
page.wait("document.querySelector('#diagnostics li.problem') !== null", "the import problem")
problem = page.js("document.querySelector('#diagnostics li.problem').textContent")
check(re.match(r"pasted\.storyboard:21:\d+: 422 ", problem) is not None and "xml" in problem.lower(),
      f"the 422 is shown as coming from the pasted file, with line and column, saw {problem!r}")
check(not page.js("document.getElementById('editor').value.includes('<document')"), "the pasted XML is not put in the editor")
# Back to an example: its own diagnostics, without the file's lines.
before = page.solves()
page.js("(() => { const s = document.getElementById('example'); s.value = 'Conflicting constraints';"
        " s.dispatchEvent(new Event('change')); })()")
page.wait_for_solve_after(before, "an example after the file")
items = findings(page)
check(len(items) == 1 and items[0][2].startswith("unsatisfiable: "), f"the example's conflict is listed as before, saw {items}")
expect_rects(page, {"root": (0, 0, 320, 480), "a": (10, 10, 100, 50)}, "an example after the file")

# A XIB chosen with "Open" (Tests/InterfaceBuilderTests/Fixtures/StackForm.xib): nothing in it
# is misplaced, so every view is drawn at the frame the file saved, in root space.
xib = os.path.abspath("Tests/InterfaceBuilderTests/Fixtures/StackForm.xib")
with open(xib, "rb") as f:
    status, _, answer = post(SERVER + "/v1/import", f.read(), {"Content-Type": "application/xml"})
scene = json.loads(answer)["scenes"][0]
saved_in_root = {}


def place(view, origin):
    f = scene["savedFrames"][view["id"]]
    rect = (origin[0] + f["x"], origin[1] + f["y"], f["width"], f["height"]) if saved_in_root else (0, 0, f["width"], f["height"])
    saved_in_root[view["id"]] = rect
    for child in view.get("children", []):
        place(child, rect[:2])


place(scene["document"]["root"], (0, 0))
before = page.solves()
node = page.call("DOM.querySelector", nodeId=page.call("DOM.getDocument")["root"]["nodeId"], selector="#file")["nodeId"]
page.call("DOM.setFileInputFiles", files=[xib], nodeId=node)
page.wait_for_solve_after(before, "the opened XIB's scene")
page.wait("document.getElementById('status').textContent.startsWith('StackForm.xib')", "the XIB's status line")
check(status == 200 and len(saved_in_root) == 5, f"StackForm.xib imports with five views, saw {status} {saved_in_root}")
expect_rects(page, saved_in_root, "StackForm.xib at its saved frames")
check(page.js("document.querySelector('#diagnostics li.none') !== null"), "StackForm.xib has no findings")

# Every file of examples/ is in the menu (scripts/playground-examples wrote
# them into the page; 50-playground.sh checks the block against the folder), and each opens
# into the editor as the file holds it and is solved without a problem.
names = sorted(n for n in os.listdir("examples") if n.endswith(".json"))
offered = page.js("""[...document.querySelectorAll('#example optgroup[label="examples/"] option')].map(o => o.textContent)""")
check(offered == names, f"the menu offers every file of examples/, saw {offered}")
for name in names:
    with open(f"examples/{name}") as f:
        expected = json.load(f)
    pick(page, "example", f"examples/{name}", f"examples/{name}'s solve")
    shown = json.loads(page.js("document.getElementById('editor').value"))
    problem = page.js("(() => { const p = document.querySelector('#diagnostics li.problem'); return p && p.textContent; })()")
    check(shown == expected and problem is None and page.js("document.body.dataset.stale") == "no",
          f"examples/{name} opens and solves, saw problem {problem!r}")

# 6. A server that needs a key: the page asks for it, then solves with it.
page.call("Page.navigate", url=KEYED_SERVER + "/")
page.wait("document.getElementById('keyForm') && document.getElementById('keyForm').classList.contains('shown')",
          "the API key prompt")
check(page.js("document.querySelectorAll('#content rect').length") == 0, "nothing is drawn before the key is given")
before = page.solves()
page.js("""(() => { document.getElementById('key').value = 'playground-key';
    document.getElementById('keyForm').requestSubmit(); })()""")
page.wait_for_solve_after(before, "the solve with the key")
check(not page.js("document.getElementById('keyForm').classList.contains('shown')"), "the prompt goes away")
expect_rects(page, {"root": (0, 0, 375, 667), "titleButton": (127.5, 27, 120, 30)}, "with the API key")

print(f"{len(failures)} failed")
sys.exit(1 if failures else 0)
