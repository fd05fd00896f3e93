"""The evidence set for measured label text: every label of a folder of Interface Builder
files, and whether its text decides its saved width.

layoutd is to measure label text itself (HarfBuzz, Inter for San Francisco), and must show
that single-line system-font labels whose width the text decides come within 0.5 pt of
Xcode's saved width for 90% of them, 1 pt for 98%, by Xcode version and weight. A saved width
is evidence of the text's width only when nothing else sets it: a label pinned at both ends,
in a fill stack, or at a fixed frame has a width the layout decides, and Xcode saved that.

The rule: solve the scene as imported (the importer gives each label its saved size as its
intrinsic size); the label's solved width must be its saved width, else layoutd does not
reproduce the scene and the label is skipped. Then solve it again with that one label's
intrinsic width 5 pt wider, and again 3 pt narrower: the text decides the width when the
solved width follows by exactly +5 and -3 (a label held at a minimum or a maximum follows
only one way). One solve per label and direction, so no label's result depends on another's.

    python3 tools/corpus/label_widths.py CORPUS_DIR --layoutd BIN [--out FILE.tsv]

The files are other people's: the TSV is written outside the repository, never committed.
"""

import argparse
import collections
import concurrent.futures
import copy
import json
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
import xml.parsers.expat

from corpus import era_of, half_of, ib_files, repositories_by_file, repository_of, tools_version

GROW, SHRINK, EPSILON = 5.0, 3.0, 0.01
SYSTEM_TYPES = ("system", "boldSystem", "italicSystem")
# ViewAttributes.textStyleSizes: a text style's size at the default content size.
TEXT_STYLE_SIZES = {
    "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleTitle2": 22,
    "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle0": 34,
}
COLUMNS = ("file", "repo", "half", "toolsVersion", "era", "scene", "label_id", "doc_id", "line",
           "text", "font_type", "weight", "point_size", "style", "font_name", "saved_width",
           "saved_height", "number_of_lines", "line_break_mode", "text_decides", "reason",
           "device", "scale")


def document_id(ib_id):
    """ViewAttributes.documentId: the importer's id for an IB id (before any `_2` for a clash)."""
    def ok(c, first):
        letter = "A" <= c <= "Z" or "a" <= c <= "z" or c == "_"
        return letter if first else letter or "0" <= c <= "9" or c == "-"
    if ib_id and len(ib_id) <= 120 and all(ok(c, i == 0) for i, c in enumerate(ib_id)):
        return ib_id
    out = "".join(("_" if i == 0 and not ok(c, True) else "") + (c if ok(c, False) else "_")
                  for i, c in enumerate(ib_id))
    return (out or "_")[:120]


def parse(path):
    """The file's root element and each element's line, through xml.etree's TreeBuilder."""
    builder, lines = ET.TreeBuilder(), {}
    parser = xml.parsers.expat.ParserCreate()

    def start(name, attributes):
        lines[builder.start(name, attributes)] = parser.CurrentLineNumber

    def refuse(*_):
        raise ValueError("DOCTYPE refused")

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = refuse
    parser.buffer_text = True
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return builder.close(), lines


def candidates(root, lines):
    """Labels with plain text, by line: their text, font and saved frame as IB wrote them."""
    found = {}
    for label in root.iter("label"):
        text = label.get("text")
        if text is None:
            child = next((s for s in label.findall("string") if s.get("key") == "text"), None)
            text = child.text if child is not None else None
        if not text or label.find("attributedString") is not None:
            continue
        font = label.find("fontDescription")
        font = font.attrib if font is not None else {}
        style = font.get("style", "")
        if font.get("type") in SYSTEM_TYPES:
            font_type = font["type"]
        elif style:
            font_type = "textStyle"
        elif "name" in font or "family" in font:
            font_type = "custom"
        else:
            font_type = "none" if not font else "other"
        rect = next((r for r in label.findall("rect") if r.get("key") == "frame"), None)
        size = style and TEXT_STYLE_SIZES.get(style, "")
        found[lines[label]] = {
            "label_id": label.get("id", ""), "line": lines[label], "text": text,
            "font_type": font_type, "weight": font.get("weight", ""),
            "point_size": font.get("pointSize") or size, "style": style,
            "font_name": font.get("name", ""),
            "saved_width": rect.get("width", "") if rect is not None else "",
            "saved_height": rect.get("height", "") if rect is not None else "",
            "number_of_lines": label.get("numberOfLines", "1"),
            "line_break_mode": label.get("lineBreakMode", ""),
            "placeholder": "placeholderIntrinsicWidth" in label.attrib}
    return found


def run_json(command, stdin_bytes=None):
    try:
        done = subprocess.run(command, input=stdin_bytes, capture_output=True, timeout=120)
    except (subprocess.TimeoutExpired, OSError) as error:
        return None, str(error)
    if done.returncode != 0:
        try:
            return None, json.loads(done.stdout).get("title", "exit %d" % done.returncode)
        except ValueError:
            return None, "exit %d" % done.returncode
    return json.loads(done.stdout), None


def solved_width(layoutd, document, view_id):
    answer, error = run_json([layoutd, "solve", "-"], json.dumps(document).encode("utf-8"))
    if error:
        return None
    frame = ((answer.get("layouts") or [{}])[0].get("frames") or {}).get(view_id)
    return frame["width"] if frame else None


def label_views(view, found=None):
    """Document id -> the view object, for every label of a document's tree."""
    found = {} if found is None else found
    if view.get("kind") == "label":
        found[view["id"]] = view
    for child in view.get("children", []):
        label_views(child, found)
    return found


def decide(layoutd, document, view_id, saved, base):
    """(text_decides, reason) for one label of a scene whose unchanged solve gave `base`."""
    if base is None:
        return "skip", "scene does not solve"
    if abs(base.get(view_id, {}).get("width", -1e9) - saved) > EPSILON:
        return "skip", "solved width %s, saved %s" % (base.get(view_id, {}).get("width"), saved)
    changes = []
    for delta in (GROW, -SHRINK):
        changed = copy.deepcopy(document)
        view = label_views(changed["root"])[view_id]
        intrinsic = (view.get("intrinsicSize") or {}).get("width")
        if intrinsic is None:
            return "skip", "no intrinsic width"
        if intrinsic + delta < 0:
            return "skip", "intrinsic width under %g" % SHRINK
        view["intrinsicSize"]["width"] = intrinsic + delta
        width = solved_width(layoutd, changed, view_id)
        if width is None:
            return "skip", "perturbed scene does not solve"
        changes.append(width - saved)
    follows = abs(changes[0] - GROW) <= EPSILON and abs(changes[1] + SHRINK) <= EPSILON
    return ("yes" if follows else "no"), "%+g / %+g" % (round(changes[0], 3), round(changes[1], 3))


def file_fields(path, repo, version, root, imported):
    """The columns every row of one file shares (this script's and control_widths.py's)."""
    device = imported.get("device") or {}
    return {"file": os.path.basename(path), "repo": repo, "half": half_of(repo),
            "toolsVersion": root.get("toolsVersion", ""), "era": era_of(version),
            "device": device.get("id", ""), "scale": device.get("scale", "")}


def measure_file(layoutd, path, folder, table):
    """Rows for one file, or (None, refusal reason)."""
    repo = repository_of(path, folder, table)
    version = tools_version(path)
    try:
        root, lines = parse(path)
    except (ValueError, xml.parsers.expat.ExpatError) as error:
        return None, "XML: %s" % error
    labels = candidates(root, lines)
    imported, error = run_json([layoutd, "import", path])
    if error:
        return None, error
    common = file_fields(path, repo, version, root, imported)
    rows, seen = [], set()
    for scene in imported.get("scenes", []):
        document, scene_lines = scene["document"], scene.get("lines", {})
        views = label_views(document["root"])
        mine = {}
        for view_id in views:
            label = labels.get(scene_lines.get(view_id))
            base_id = document_id(label["label_id"]) if label else None
            if label and (view_id == base_id or view_id.startswith(base_id + "_")):
                mine[view_id] = label
        if not mine:
            continue
        answer, _ = run_json([layoutd, "solve", "-"], json.dumps(document).encode("utf-8"))
        base = ((answer or {}).get("layouts") or [{}])[0].get("frames") if answer else None
        for view_id, label in sorted(mine.items(), key=lambda item: item[1]["line"]):
            seen.add(label["line"])
            saved = scene.get("savedFrames", {}).get(view_id, {}).get("width")
            if label["placeholder"]:
                verdict = ("skip", "placeholderIntrinsicWidth")
            else:
                verdict = decide(layoutd, document, view_id, saved, base)
            rows.append(dict(common, scene=scene.get("id", ""), doc_id=view_id, **label,
                             text_decides=verdict[0], reason=verdict[1]))
    for line, label in sorted(labels.items()):
        if line not in seen:
            rows.append(dict(common, scene="", doc_id="", **label, text_decides="skip",
                             reason="not in an imported scene"))
    return rows, None


def cell(value):
    text = "%g" % value if isinstance(value, float) else str(value)
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def on_grid(row):
    try:
        pixels = float(row["saved_width"]) * float(row["scale"])
    except ValueError:
        return True
    return abs(pixels - round(pixels)) < 1e-3


def summarise(rows, refused, seconds):
    out = sys.stderr
    kept = [r for r in rows if r["text_decides"] == "yes" and r["number_of_lines"] == "1"]
    system = [r for r in kept if r["font_type"] in SYSTEM_TYPES]
    print("%d labels with plain text in %d files (%d files refused), %.1f s"
          % (len(rows), len({r["file"] for r in rows}), sum(refused.values()), seconds), file=out)
    for reason, n in sorted(refused.items()):
        print("  refused  %4d  %s" % (n, reason), file=out)
    for title, key in (("half", "half"), ("font_type", "font_type"), ("era", "era"),
                       ("text_decides", "text_decides")):
        every = collections.Counter(r[key] for r in rows)
        yes = collections.Counter(r[key] for r in system)
        print("by %s (labels / kept single-line system-font):" % title, file=out)
        for name in sorted(every):
            print("  %-22s %5d  %5d" % (name, every[name], yes[name]), file=out)
    skips = collections.Counter(r["reason"].split(",")[0] if not r["reason"].startswith("solved")
                                else "solved width is not the saved width"
                                for r in rows if r["text_decides"] == "skip")
    print("skipped by reason:", file=out)
    for reason, n in skips.most_common():
        print("  %5d  %s" % (n, reason), file=out)
    print("kept: %d single-line with text_decides=yes, %d of them system fonts (%d text styles, "
          "%d custom); %d kept system-font widths off the pixel grid"
          % (len(kept), len(system), sum(r["font_type"] == "textStyle" for r in kept),
             sum(r["font_type"] == "custom" for r in kept),
             sum(not on_grid(r) for r in system)), file=out)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("folder")
    arguments.add_argument("--layoutd", required=True)
    arguments.add_argument("--out", default="-")
    arguments.add_argument("--jobs", type=int, default=2)
    options = arguments.parse_args()
    started = time.monotonic()
    folder = options.folder
    table = repositories_by_file(folder)
    files = ib_files(folder)
    rows, refused = [], collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for file_rows, error in pool.map(lambda p: measure_file(options.layoutd, p, folder, table), files):
            if error:
                refused[error] += 1
            else:
                rows.extend(file_rows)
    out = sys.stdout if options.out == "-" else open(options.out, "w", encoding="utf-8")
    out.write("\t".join(COLUMNS) + "\n")
    for row in rows:
        out.write("\t".join(cell(row.get(c, "")) for c in COLUMNS) + "\n")
    if out is not sys.stdout:
        out.close()
    summarise(rows, refused, time.monotonic() - started)


if __name__ == "__main__":
    main()
