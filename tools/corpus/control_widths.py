"""The evidence set for measured buttons and text fields, and how close layoutd's measured
sizes come to the sizes Xcode saved (issue 50: "the insets of text fields and buttons").

A button's or a text field's saved size is evidence of its content's size (title or text,
font, insets, border) only when nothing else sets it. The rule is label_widths.py's, per
axis: solve the scene as imported (the importer gives each control its saved size as its
intrinsic size); the control's solved width (height) must be its saved one, else it is
skipped in that axis; then solve again with that one control's intrinsic size 5 pt larger in
both axes, and again 3 pt smaller: its content decides the width (height) when the solved
width (height) follows by exactly +5 and -3. Two solves per control, so no control's result
depends on another's. Only files with a button or a field are read, and in them only
controls with a title, text or placeholder, no image and no shrinking text.

    python3 tools/corpus/control_widths.py collect CORPUS_DIR --layoutd BIN --half development --out CONTROLS.tsv
    python3 tools/corpus/control_widths.py measure CONTROLS.tsv CORPUS_DIR --layoutd BIN [--half H] [--totals]

`measure` imports each file again with `--text measured`, solves every kept control alone
(pinned at the top left, in its file's scale and textRelease: what the importer gave it) and
compares its width and height with the saved ones, by kind, style, era and font size.
`--totals` prints totals only (for the held-out half, which is never read control by
control). The files are other people's: the TSV is written outside the repository.
"""

import argparse
import collections
import concurrent.futures
import copy
import http.client
import json
import subprocess
import threading
import time
import urllib.request

from corpus import half_of, ib_files, repositories_by_file, repository_of, tools_version
from label_widths import cell, document_id, file_fields, parse, run_json

GROW, SHRINK, EPSILON = 5.0, 3.0, 0.01
KINDS = {"button": "button", "textField": "textField"}
COLUMNS = ("file", "repo", "half", "toolsVersion", "era", "scene", "doc_id", "line", "kind", "style",
           "text_kind", "font_type", "weight", "point_size", "font_style", "insets", "saved_width",
           "saved_height", "width_decides", "height_decides", "reason", "device", "scale")


def font_columns(font):
    """(font_type, weight, point_size, style) of a <fontDescription> element (or None)."""
    if font is None:
        return "none", "", "", ""
    a = font.attrib
    if a.get("style"):
        kind = "textStyle"
    elif a.get("type") in ("system", "boldSystem", "italicSystem"):
        kind = a["type"]
    elif "name" in a or "family" in a:
        kind = "custom"
    else:
        kind = "other"
    return kind, a.get("weight", ""), a.get("pointSize", ""), a.get("style", "")


def keyed(element, name, key):
    return next((c for c in element.findall(name) if c.get("key") == key), None)


def button_row(e):
    """The columns of a <button> with a plain title and no image, else None."""
    if any(s.get("image") or s.get("backgroundImage") or s.find("imageReference") is not None
           for s in e.findall("state")):
        return None
    if e.get("buttonType") in ("infoLight", "infoDark", "contactAdd", "detailDisclosure", "close"):
        return None
    config = keyed(e, "buttonConfiguration", "configuration")
    if config is not None:
        if config.get("image") or keyed(config, "imageReference", "image") is not None \
                or keyed(config, "attributedString", "attributedTitle") is not None or not config.get("title"):
            return None
        style = "config-%s" % config.get("style", "plain")
        if config.get("buttonSize"):
            style += "-" + config.get("buttonSize")
        font = keyed(config, "fontDescription", "titleFontDescription")
        inset = keyed(config, "directionalEdgeInsets", "contentInsets")
        insets = ",".join(inset.get(k, "0") for k in ("top", "leading", "bottom", "trailing")) if inset is not None else ""
    else:
        normal = next((s for s in e.findall("state") if s.get("key") == "normal"), None)
        if normal is None or not normal.get("title") or normal.find("attributedString") is not None:
            return None
        style = e.get("buttonType") or "custom"
        font = keyed(e, "fontDescription", "fontDescription")
        inset = keyed(e, "inset", "contentEdgeInsets")
        insets = ",".join(inset.get(k, "0") for k in ("minY", "minX", "maxY", "maxX")) if inset is not None else ""
    return {"kind": "button", "style": style, "text_kind": "title", "insets": insets,
            "font": font}


def field_row(e):
    if e.get("adjustsFontSizeToFit") == "YES" or e.find("attributedString") is not None:
        return None
    text_kind = "text" if e.get("text") else "placeholder" if e.get("placeholder") else "empty"
    return {"kind": "textField", "style": e.get("borderStyle", "none"), "text_kind": text_kind,
            "insets": "", "font": keyed(e, "fontDescription", "fontDescription")}


def candidates(root, lines):
    """Buttons and fields whose content layoutd could measure, by line."""
    found = {}
    for name, make in (("button", button_row), ("textField", field_row)):
        for e in root.iter(name):
            row = make(e)
            if row is None:
                continue
            rect = keyed(e, "rect", "frame")
            font_type, weight, size, style = font_columns(row.pop("font"))
            row.update(ib_id=e.get("id", ""), line=lines[e], font_type=font_type, weight=weight,
                       point_size=size, font_style=style,
                       saved_width=rect.get("width", "") if rect is not None else "",
                       saved_height=rect.get("height", "") if rect is not None else "")
            found[lines[e]] = row
    return found


def views_by_id(view, found=None):
    found = {} if found is None else found
    found[view["id"]] = view
    for child in view.get("children", []):
        views_by_id(child, found)
    return found


class Server:
    """`layoutd serve` on a local port: a solve over HTTP costs no process start (a scene is
    solved three times a control, thousands of times a run)."""

    def __init__(self, layoutd, port):
        self.port = port
        self.process = subprocess.Popen([layoutd, "serve", "--port", str(port), "--workers", "2"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.local = threading.local()
        for _ in range(100):
            try:
                urllib.request.urlopen("http://127.0.0.1:%d/healthz" % port, timeout=1)
                return
            except OSError:
                time.sleep(0.1)
        raise SystemExit("layoutd serve did not start on port %d" % port)

    def solve(self, document):
        if not hasattr(self.local, "connection"):
            self.local.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        connection = self.local.connection
        try:
            connection.request("POST", "/v1/layout", body=json.dumps(document).encode("utf-8"),
                               headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            body = response.read()
        except (OSError, http.client.HTTPException):
            del self.local.connection
            return None
        if response.status != 200:
            return None
        return (json.loads(body).get("layouts") or [{}])[0].get("frames") or {}

    def stop(self):
        self.process.terminate()
        self.process.wait()


def decide(server, document, view_id, saved, base):
    """(width_decides, height_decides, reason) for one control."""
    if base is None or view_id not in base:
        return "skip", "skip", "scene does not solve"
    verdicts, follows = {}, {}
    for axis in ("width", "height"):
        if saved.get(axis) is None or abs(base[view_id][axis] - saved[axis]) > EPSILON:
            verdicts[axis] = "skip"
    intrinsic = views_by_id(document["root"])[view_id].get("intrinsicSize") or {}
    if len(verdicts) == 2 or not intrinsic:
        return verdicts.get("width", "skip"), verdicts.get("height", "skip"), "solved size is not the saved size"
    for delta in (GROW, -SHRINK):
        changed = copy.deepcopy(document)
        size = views_by_id(changed["root"])[view_id]["intrinsicSize"]
        for axis in ("width", "height"):
            if size.get(axis) is not None:
                size[axis] = max(0.0, size[axis] + delta)
        frames = server.solve(changed)
        for axis in ("width", "height"):
            moved = frames[view_id][axis] - saved[axis] if frames and view_id in frames else None
            follows.setdefault(axis, []).append(moved)
    for axis in ("width", "height"):
        if axis in verdicts:
            continue
        grow, shrink = follows[axis]
        ok = grow is not None and shrink is not None and abs(grow - GROW) <= EPSILON and abs(shrink + SHRINK) <= EPSILON
        verdicts[axis] = "yes" if ok else "no"
    reason = " ".join("%s %s" % (a, "/".join("%+g" % round(v, 3) if v is not None else "?" for v in follows[a]))
                      for a in ("width", "height"))
    return verdicts["width"], verdicts["height"], reason


def collect_file(layoutd, server, path, folder, table):
    repo = repository_of(path, folder, table)
    version = tools_version(path)
    try:
        root, lines = parse(path)
    except Exception as error:  # noqa: BLE001 - a file the parser refuses is counted, not fatal
        return None, "XML: %s" % type(error).__name__
    controls = candidates(root, lines)
    if not controls:
        return [], None
    imported, error = run_json([layoutd, "import", path])
    if error:
        return None, error
    common = file_fields(path, repo, version, root, imported)
    rows = []
    for scene in imported.get("scenes", []):
        document, scene_lines = scene["document"], scene.get("lines", {})
        mine = {}
        for view_id, view in views_by_id(document["root"]).items():
            control = controls.get(scene_lines.get(view_id))
            if control and view.get("kind") == control["kind"]:
                base_id = document_id(control["ib_id"])
                if view_id == base_id or view_id.startswith(base_id + "_"):
                    mine[view_id] = control
        if not mine:
            continue
        base = server.solve(document)
        for view_id, control in sorted(mine.items(), key=lambda item: item[1]["line"]):
            saved = scene.get("savedFrames", {}).get(view_id, {})
            width, height, reason = decide(server, document, view_id, saved, base)
            row = dict(common, scene=scene.get("id", ""), doc_id=view_id, width_decides=width,
                       height_decides=height, reason=reason, **control)
            rows.append(row)
    return rows, None


def collect(options):
    started = time.monotonic()
    table = repositories_by_file(options.folder)
    files = []
    for path in ib_files(options.folder):
        if options.half and half_of(repository_of(path, options.folder, table)) != options.half:
            continue
        with open(path, "rb") as handle:
            head = handle.read()
        if b"<button " in head or b"<textField " in head:
            files.append(path)
    rows, refused = [], collections.Counter()
    server = Server(options.layoutd, options.port)
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for file_rows, error in pool.map(lambda p: collect_file(options.layoutd, server, p, options.folder, table), files):
            if error:
                refused[error] += 1
            else:
                rows.extend(file_rows)
    server.stop()
    with open(options.out, "w", encoding="utf-8") as out:
        out.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            out.write("\t".join(cell(row.get(c, "")) for c in COLUMNS) + "\n")
    print("%d controls in %d files (%d files read, %d refused), %.0f s" % (
        len(rows), len({r["file"] for r in rows}), len(files), sum(refused.values()), time.monotonic() - started))
    for axis in ("width_decides", "height_decides"):
        print(axis, dict(collections.Counter((r["kind"], r[axis]) for r in rows)))


if __name__ == "__main__":
    from control_measure import main
    main(collect)
