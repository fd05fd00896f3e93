"""control_widths.py's `measure`: each kept button's and field's size as layoutd measures it
(the control alone, as `layoutd import --text measured` gives it), against its saved size."""

import argparse
import collections
import csv
import json
import subprocess
import sys

from label_widths import run_json

RECENT_ERAS = ("Xcode 15-16", "Xcode 26")
# What the solo control keeps of the imported view: what sizes it, nothing that places it.
KEEP = ("kind", "text", "font", "placeholder", "contentEdgeInsets", "lineBreakMode", "numberOfLines",
        "intrinsicSize", "baselines")


def solo_views(rows, folder, layoutd):
    """Each row's view as `import --text measured` gives it, with its document's settings."""
    by_file = collections.defaultdict(list)
    for r in rows:
        by_file[r["file"]].append(r)
    for name, group in sorted(by_file.items()):
        imported, error = run_json([layoutd, "import", "--text", "measured", "%s/%s" % (folder, name)])
        if error:
            continue
        scenes = {s.get("id", ""): s["document"] for s in imported.get("scenes", [])}
        for r in group:
            document = scenes.get(r["scene"])
            view = find(document["root"], r["doc_id"]) if document else None
            if view is None:
                continue
            r["view"] = {k: view[k] for k in KEEP if k in view}
            r["settings"] = (document.get("scale", 2), document.get("textRelease"), document.get("contentSizeCategory"))
            r["measured_by"] = "given" if "intrinsicSize" in view and "width" in view["intrinsicSize"] \
                and "height" in view["intrinsicSize"] else "text" if "text" in view or "placeholder" in view else "given"


def find(view, view_id):
    if view["id"] == view_id:
        return view
    for child in view.get("children", []):
        found = find(child, view_id)
        if found:
            return found
    return None


def measure_sizes(rows, layoutd):
    """One document per (scale, release, size category), every control on its own line."""
    groups = collections.defaultdict(list)
    for r in rows:
        if "view" in r:
            groups[r["settings"]].append(r)
    for (scale, release, category), group in groups.items():
        children, constraints = [], []
        for i, r in enumerate(group):
            children.append(dict(r["view"], id="c%d" % i))
            constraints += ["c%d.leading == root.leading" % i, "c%d.top == root.top + %d" % (i, 200 * i)]
        document = {"root": {"id": "root", "children": children}, "constraints": constraints,
                    "sizes": [{"width": 4000, "height": 200 * len(group) + 200}], "scale": scale}
        if release:
            document["textRelease"] = release
        if category:
            document["contentSizeCategory"] = category
        answer = subprocess.run([layoutd, "solve", "-"], input=json.dumps(document).encode(), capture_output=True, check=False)
        if answer.returncode != 0:
            sys.exit("layoutd solve refused a document: %s" % answer.stdout[:400])
        frames = json.loads(answer.stdout)["layouts"][0]["frames"]
        for i, r in enumerate(group):
            r["measured_width"], r["measured_height"] = frames["c%d" % i]["width"], frames["c%d" % i]["height"]


def share(values, limit):
    return 100.0 * sum(1 for v in values if abs(v) <= limit + 1e-9) / len(values) if values else 0.0


def size_bucket(r):
    try:
        size = float(r["point_size"])
    except ValueError:
        return "text style" if r["font_type"] == "textStyle" else "default font"
    return "< 14 pt" if size < 14 else "14-16 pt" if size < 17 else "17-19 pt" if size < 20 else ">= 20 pt"


def style_of(r):
    style = r["style"]
    if r["kind"] == "button" and not style.startswith("config"):
        style += " +insets" if r["insets"] else ""
    if r["kind"] == "textField":
        style += " " + r["text_kind"]
    return "%s %s" % (r["kind"], style)


def errors(rows, axis):
    return [r["measured_" + axis] - float(r["saved_" + axis]) for r in rows if r[axis + "_decides"] == "yes"]


def line(title, rows):
    cells = []
    for axis in ("width", "height"):
        e = sorted(errors(rows, axis))
        cells.append("%d | %.1f / %.1f %% | %+.2f" % (len(e), share(e, 0.5), share(e, 1), e[len(e) // 2]) if e else "0 | | ")
    return "| %s | %s |" % (title, " | ".join(cells))


def table(title, rows, key):
    print("\n| %s | widths | within 0.5 / 1 pt | median | heights | within 0.5 / 1 pt | median |" % title)
    print("|---|---|---|---|---|---|---|")
    groups = collections.defaultdict(list)
    for r in rows:
        groups[key(r)].append(r)
    for name in sorted(groups):
        print(line(name, groups[name]))


def report(rows, half, totals):
    measured = [r for r in rows if r.get("measured_by") == "text" and "measured_width" in r]
    given = sum(1 for r in rows if r.get("measured_by") == "given")
    print("\n## %s: %d controls whose content decides a saved size; %d measured from their text, %d given their saved size (not measured), %d not found"
          % (half, len(rows), len(measured), given, len(rows) - len(measured) - given))
    print(line("all measured", measured).replace("| all measured |", "all measured: widths"))
    print(line("Xcode 15 and later", [r for r in measured if r["era"] in RECENT_ERAS]).replace("| Xcode 15 and later |", "Xcode 15 and later: widths"))
    for kind in ("button", "textField"):
        print(line(kind, [r for r in measured if r["kind"] == kind]).replace("| %s |" % kind, "%s: widths" % kind))
    if totals:
        return
    table("kind and style", measured, style_of)
    table("Xcode era", measured, lambda r: "%s %s" % (r["kind"], r["era"]))
    table("font size", measured, lambda r: "%s %s" % (r["kind"], size_bucket(r)))
    table("font", measured, lambda r: "%s %s %s" % (r["kind"], r["font_type"], r["weight"]))


def main(collect):
    parser = argparse.ArgumentParser(description="the evidence set for buttons and fields, and how close layoutd measures them")
    commands = parser.add_subparsers(dest="command", required=True)
    c = commands.add_parser("collect")
    c.add_argument("folder")
    c.add_argument("--layoutd", required=True)
    c.add_argument("--half", choices=("development", "held-out"))
    c.add_argument("--out", required=True)
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("--port", type=int, default=18311, help="the local port of the layoutd serve it starts")
    m = commands.add_parser("measure")
    m.add_argument("tsv")
    m.add_argument("folder")
    m.add_argument("--layoutd", required=True)
    m.add_argument("--half", choices=("development", "held-out"))
    m.add_argument("--totals", action="store_true", help="totals only (the held-out half)")
    m.add_argument("--tsv-out", help="each development control's sizes, saved and measured")
    m.add_argument("--set", help="report every control as one set NAME, totals only (a validation set)")
    options = parser.parse_args()
    if options.command == "collect":
        collect(options)
        return
    with open(options.tsv, newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
                if "yes" in (r["width_decides"], r["height_decides"]) and (not options.half or r["half"] == options.half)]
    solo_views(rows, options.folder, options.layoutd)
    measure_sizes(rows, options.layoutd)
    if options.set:
        for r in rows:
            r["half"] = options.set
    for half in (options.set,) if options.set else ("development", "held-out"):
        group = [r for r in rows if r["half"] == half]
        if group:
            report(group, half, options.totals or half != "development")
    if options.tsv_out:
        with open(options.tsv_out, "w", encoding="utf-8") as f:
            f.write("era\tkind\tstyle\tinsets\tfont_type\tweight\tpoint_size\tscale\tview\tsaved_width\tmeasured_width\twidth_decides\tsaved_height\tmeasured_height\theight_decides\n")
            for r in rows:
                if r["half"] == "development" and "measured_width" in r:
                    f.write("\t".join(str(x) for x in (r["era"], r["kind"], r["style"], r["insets"], r["font_type"], r["weight"], r["point_size"],
                            r["scale"], json.dumps(r["view"]), r["saved_width"], r["measured_width"], r["width_decides"],
                            r["saved_height"], r["measured_height"], r["height_decides"])) + "\n")
