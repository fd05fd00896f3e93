"""Saved frames and flags that Xcode's canvas cannot have produced as they stand, counted
apart from the frames and flags layoutd is measured against (issue 47):

- A stack view lays its arranged subviews out one after another along its axis, so two of
  them that overlap along it (both shown, both with some length) were saved by an older
  layout or an edit, not by the stack: the scene is stale, as one whose saved frames break
  its own required constraints is.
- A view whose frame the required constraints alone decide cannot be ambiguous at any
  priorities, so an `ambiguous="YES"` on it is a leftover (it comes along with pasted
  cells whose identical siblings are unflagged): such a flag is counted apart.
"""

import json
import subprocess
import xml.parsers.expat

from corpus import document_id_forms

TOLERANCE = 0.5


def overlapping_stacks(data):
    """IB ids of the stack views whose saved arranged subviews overlap along the axis."""
    parser = xml.parsers.expat.ParserCreate()
    # An open-element stack: (name, attributes, children-if-stack-subviews).
    path = []
    stacks = []  # (id, axis, [(x, y, w, h, hidden)])

    def refuse(*_):
        raise ValueError("DOCTYPE refused")

    def start(name, attributes):
        parent = path[-1] if path else None
        entry = {"name": name, "attributes": attributes, "frame": None, "arranged": None}
        if name == "stackView":
            entry["arranged"] = []
            stacks.append(entry)
        if name == "rect" and attributes.get("key") == "frame" and parent is not None:
            try:
                parent["frame"] = tuple(float(attributes.get(k, "0")) for k in ("x", "y", "width", "height"))
            except ValueError:
                pass
        path.append(entry)

    def end(name):
        entry = path.pop()
        # A view directly inside a stack's <subviews> is one of its arranged subviews.
        if len(path) >= 2 and path[-1]["name"] == "subviews" and path[-2]["name"] == "stackView":
            path[-2]["arranged"].append(entry)

    parser.StartDoctypeDeclHandler = refuse
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        parser.Parse(data, True)
    except (ValueError, xml.parsers.expat.ExpatError):
        return set()
    out = set()
    for stack in stacks:
        vertical = stack["attributes"].get("axis") == "vertical"
        # A negative spacing overlaps neighbours on purpose, by that much.
        try:
            allowed = max(0.0, -float(stack["attributes"].get("spacing", "0")))
        except ValueError:
            allowed = 0.0
        spans = []
        for view in stack["arranged"] or []:
            frame = view["frame"]
            if frame is None or view["attributes"].get("hidden") == "YES":
                continue
            start, length = (frame[1], frame[3]) if vertical else (frame[0], frame[2])
            if length > TOLERANCE:
                spans.append((start, start + length))
        spans.sort()
        if any(b[0] < a[1] - allowed - TOLERANCE for a, b in zip(spans, spans[1:])):
            if "id" in stack["attributes"]:
                out.add(stack["attributes"]["id"])
    return out


def stale_scenes_by_stacks(data, scenes):
    """Ids of the imported scenes (import answer's `scenes`) holding an overlapping stack."""
    stacks = overlapping_stacks(data)
    if not stacks:
        return set()
    forms = set()
    for ib_id in stacks:
        forms |= document_id_forms(ib_id)
    return {scene.get("id") for scene in scenes if forms & set((scene.get("savedFrames") or {}).keys())}


def rigid(document):
    """The document with only what is required: constraints below priority 1000, intrinsic
    sizes and text dropped (so nothing but required constraints places a view)."""
    def strip(view):
        out = {k: v for k, v in view.items() if k not in ("intrinsicSize", "text", "font", "baselines")}
        if out.get("kind") in ("label", "button", "textField"):
            out.pop("kind")
        out["children"] = [strip(c) for c in view.get("children") or []]
        if not out["children"]:
            out.pop("children")
        return out
    kept = []
    for c in document.get("constraints") or []:
        if isinstance(c, dict) and float(c.get("priority", 1000)) < 1000:
            continue
        if isinstance(c, str) and "@" in c:
            continue
        kept.append(c)
    out = dict(document)
    out["root"] = strip(document["root"])
    out["constraints"] = kept
    return out


def rigid_views(layoutd, document, candidates):
    """Of the view ids `candidates`, those the required constraints alone place: no
    ambiguity reported for them with everything optional taken away."""
    if not candidates:
        return set()
    try:
        done = subprocess.run([layoutd, "solve", "-"], input=json.dumps(rigid(document)).encode("utf-8"),
                              capture_output=True, timeout=60)
        answer = json.loads(done.stdout)
    except (subprocess.TimeoutExpired, OSError, ValueError):
        return set()
    layouts = answer.get("layouts") if isinstance(answer, dict) else None
    if not layouts:
        return set()
    loose = {d.get("item") for d in layouts[0].get("diagnostics") or [] if d.get("kind") == "ambiguous"}
    frames = layouts[0].get("frames") or {}
    return {v for v in candidates if v in frames and v not in loose}
