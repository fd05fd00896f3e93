"""How layoutd's lint agrees with the flags Xcode wrote, and how well it finds real edits.

Two measurements over a folder of Interface Builder files (scripts/ib-fidelity --lint):

1. Agreement. At each file's own device, lint's `ambiguous` and `misplaced` findings
   against the views the file marks `ambiguous="YES"` / `misplaced="YES"`: precision (of
   lint's findings, how many are on views Xcode flags), recall (of Xcode's flags, how many
   lint finds), and for misplacement the findings on files Xcode saved clean. Scenes whose
   saved frames break their own required constraints (`savedFramesBreak`) or overlap two of
   a stack's arranged subviews ("stale", stale.py) are counted apart, and so are the flags
   on views no solve leaves free.
2. Edits. The change a merge or a script makes outside Xcode: one constraint constant
   moved by 13 pt in the XML, seeded. The views that move are those whose solved frames
   differ between the file before and after the edit; lint, given only the edited file,
   should call exactly those misplaced.
"""

import json
import random
import re
import subprocess
import xml.parsers.expat

from corpus import document_id_forms

TOLERANCE = 0.5
EDIT = 13.0


def run_json(command, stdin_bytes=None, timeout=120):
    try:
        done = subprocess.run(command, input=stdin_bytes, capture_output=True, timeout=timeout)
    except (subprocess.TimeoutExpired, OSError) as error:
        return None, str(error)
    if done.returncode not in (0, 3):  # lint exits 3 when it has findings
        return None, "exit %d: %s" % (done.returncode, done.stderr.decode("utf-8", "replace")[:200])
    try:
        return json.loads(done.stdout), None
    except ValueError as error:
        return None, "not JSON: %s" % error


def flags(data):
    """IB ids the file marks ambiguous and misplaced, and every constraint element with its
    byte span (for edits)."""
    marked = {"ambiguous": set(), "misplaced": set()}
    parser = xml.parsers.expat.ParserCreate()

    def refuse(*_):
        raise ValueError("DOCTYPE refused")

    def start(name, attributes):
        for kind in marked:
            if attributes.get(kind) == "YES" and "id" in attributes:
                marked[kind].add(attributes["id"])

    parser.StartDoctypeDeclHandler = refuse
    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except (ValueError, xml.parsers.expat.ExpatError):
        pass
    return marked


def doc_ids(ib_ids):
    out = set()
    for ib_id in ib_ids:
        out |= document_id_forms(ib_id)
    return out


def lint_file(layoutd, path):
    """Per scene at the file's own device: (findings by kind, stale?)."""
    answer, error = run_json([layoutd, "lint", "--format", "json", path])
    if error is not None or not isinstance(answer, list) or not answer:
        return None, error or "no lint answer"
    entry = answer[0]
    if "lint" not in entry:
        return None, "refused: %s" % entry.get("problem", {}).get("detail", "?")
    scenes = []
    for scene in entry["lint"].get("scenes", []):
        layouts = scene.get("layouts") or []
        if not layouts:
            continue
        own = layouts[0]
        found = {"ambiguous": set(), "misplaced": set()}
        for d in own.get("diagnostics", []):
            if d.get("kind") in found:
                found[d["kind"]].add(d.get("item"))
        scenes.append({"id": scene.get("id"), "found": found,
                       "stale": bool(own.get("savedFramesBreak")),
                       "evidence": {b.get("constraint") for b in own.get("savedFramesBreak") or []},
                       "notes": [n.get("message", "") for n in own.get("notes", [])],
                       "noted": {n["item"] for n in own.get("notes", []) if n.get("item")}})
    return scenes, None


def agreement(layoutd, path, context=None):
    """Counts for one file (see `summarise`). `context` (from scripts/ib-fidelity's import of
    the file) names what is counted apart: `stale`, scene ids whose saved frames a stack
    cannot have produced (stale.py); `rigid`, document ids of flagged views the required
    constraints alone place; `sceneOf`, each view's scene."""
    context = context or {}
    with open(path, "rb") as handle:
        data = handle.read()
    marked = flags(data)
    scenes, error = lint_file(layoutd, path)
    result = {"file": path, "error": error, "stale_scenes": 0, "scenes": 0,
              "ambiguous": {"found": 0, "agreed": 0, "flagged": 0, "flagged_found": 0, "flagged_noted": 0, "notes": 0,
                            "in_stale_scenes": 0, "flags_in_stale_scenes": 0, "rigid_flags": 0},
              "misplaced": {"found": 0, "agreed": 0, "flagged": len(marked["misplaced"]),
                            "on_clean_files": 0, "in_stale_scenes": 0,
                            "in_broken_scenes": 0, "broken_agreed": 0, "flags_outside_overlaps": 0, "flags_found": 0},
              "false": [], "missed": []}
    if scenes is None:
        return result
    extra_stale = set(context.get("stale") or ())
    rigid = set(context.get("rigid") or ())
    scene_of = context.get("sceneOf") or {}
    flagged = {kind: doc_ids(ids) for kind, ids in marked.items()}
    clean_file = not marked["misplaced"]
    found_flagged = set()
    noted = set()
    stale_ids = set()
    for scene in scenes:
        result["scenes"] += 1
        stale = scene["stale"] or scene["id"] in extra_stale
        if stale:
            result["stale_scenes"] += 1
            stale_ids.add(scene["id"])
        else:
            noted |= scene["noted"]
        for kind in ("ambiguous", "misplaced"):
            for item in scene["found"][kind]:
                counts = result[kind]
                if kind == "misplaced" and scene["stale"] and scene["id"] not in extra_stale:
                    # Lint calls views misplaced only in scenes whose saved frames break a
                    # constraint, which the measure above counts stale: its agreement with
                    # Xcode's misplaced flags is counted here.
                    counts["in_broken_scenes"] += 1
                    if item in flagged[kind]:
                        counts["broken_agreed"] += 1
                if stale:
                    counts["in_stale_scenes"] += 1
                    continue
                counts["found"] += 1
                if item in flagged[kind]:
                    counts["agreed"] += 1
                    found_flagged.add((kind, item))
                else:
                    result["false"].append({"kind": kind, "scene": scene["id"], "item": item})
                    if kind == "misplaced" and clean_file:
                        counts["on_clean_files"] += 1
    result["ambiguous"]["notes"] = len(noted)
    found_misplaced = set()
    for scene in scenes:
        if scene["id"] not in extra_stale:
            found_misplaced |= scene["found"]["misplaced"]
    for ib_id in marked["misplaced"]:
        forms = document_id_forms(ib_id)
        if next((scene_of[f] for f in forms if f in scene_of), None) in extra_stale:
            continue
        result["misplaced"]["flags_outside_overlaps"] += 1
        if forms & found_misplaced:
            result["misplaced"]["flags_found"] += 1
    # Xcode's ambiguity flags, but those in stale scenes and those on views no solve leaves
    # free, which are counted apart. A flag is found when lint reports any of the id's
    # document spellings.
    for ib_id in marked["ambiguous"]:
        forms = document_id_forms(ib_id)
        scene = next((scene_of[f] for f in forms if f in scene_of), None)
        if scene in stale_ids:
            result["ambiguous"]["flags_in_stale_scenes"] += 1
        elif forms & rigid:
            result["ambiguous"]["rigid_flags"] += 1
        else:
            result["ambiguous"]["flagged"] += 1
            if any(("ambiguous", form) in found_flagged for form in forms):
                result["ambiguous"]["flagged_found"] += 1
            elif forms & noted:
                # Not blamed, but named in a note: lint says the view's layout rests on
                # what layoutd cannot know (a guessed size, a possible designable).
                result["ambiguous"]["flagged_noted"] += 1
            else:
                result["missed"].append({"kind": "ambiguous", "scene": scene, "item": ib_id})
    return result


CONSTRAINT = re.compile(rb'<constraint\b[^>]*?/?>')


def edit_sites(data):
    """Byte spans of constraint elements an edit may change: not placeholders, with an id."""
    sites = []
    for match in CONSTRAINT.finditer(data):
        text = match.group(0)
        if b'placeholder="YES"' in text or b' id="' not in text:
            continue
        sites.append((match.start(), match.end()))
    return sites


def edited(data, span):
    """The file with the constraint at `span` moved by EDIT points."""
    start, end = span
    text = data[start:end].decode("utf-8", "replace")
    match = re.search(r'\bconstant="([^"]*)"', text)
    if match:
        try:
            value = float(match.group(1))
        except ValueError:
            return None
        text = text[:match.start()] + 'constant="%g"' % (value + EDIT) + text[match.end():]
    else:
        text = text.replace("<constraint ", '<constraint constant="%g" ' % EDIT, 1)
    return data[:start] + text.encode("utf-8") + data[end:]


def constraint_id(data, span):
    match = re.search(rb'\bid="([^"]*)"', data[span[0]:span[1]])
    return match.group(1).decode("utf-8", "replace") if match else None


def solved_scenes(layoutd, path_or_bytes):
    """Scene id -> solved frames by view, for every scene that imports and solves."""
    if isinstance(path_or_bytes, bytes):
        answer, error = run_json([layoutd, "import", "-"], path_or_bytes)
    else:
        answer, error = run_json([layoutd, "import", path_or_bytes])
    if error is not None:
        return None
    out = {}
    for scene in answer.get("scenes", []):
        solved, error = run_json([layoutd, "solve", "-"], json.dumps(scene["document"]).encode("utf-8"))
        layouts = (solved or {}).get("layouts")
        if error is None and layouts:
            out[scene["id"]] = {"frames": layouts[0].get("frames") or {}, "lines": scene.get("lines") or {},
                                "saved": set(scene.get("savedFrames") or {})}
    return out


def differs(a, b):
    return any(abs(float(a[k]) - float(b[k])) > TOLERANCE for k in ("x", "y", "width", "height"))


def edits(layoutd, path, count, seed, extra_stale=()):
    """Edit outcomes for one file: per edit, the views that moved and the views lint named.
    `extra_stale`: scene ids counted stale beside those whose saved frames break their own
    required constraints (stale.py)."""
    with open(path, "rb") as handle:
        data = handle.read()
    sites = edit_sites(data)
    if not sites:
        return []
    rng = random.Random("%s:%s" % (seed, path.split("/")[-1]))
    before = solved_scenes(layoutd, path)
    original_lint, _ = lint_file(layoutd, path)
    if before is None or original_lint is None:
        return []
    stale = {s["id"] for s in original_lint if s["stale"]} | set(extra_stale)
    # A round trip of --fix needs a file lint finds nothing misplaced in to begin with.
    clean_file = all(not s["found"]["misplaced"] for s in original_lint)
    outcomes = []
    for span in rng.sample(sites, min(count, len(sites))):
        changed = edited(data, span)
        cid = constraint_id(data, span)
        if changed is None or cid is None:
            continue
        after = solved_scenes(layoutd, changed)
        if after is None:
            continue
        # The scene holding the edited constraint: the one whose lines name it.
        forms = document_id_forms(cid)
        scene_id = next((sid for sid, s in before.items() if forms & set(s["lines"])), None)
        if scene_id is None or scene_id not in after:
            continue
        # Only views the file saves a frame for: what Xcode could call misplaced. A scroll
        # view's content rectangle (`ID-content`) is layoutd's own item, with no frame in the
        # file for lint to name (54 of the development half's 3,867 moved items at 0c21e33).
        moved = {v for v, f in before[scene_id]["frames"].items()
                 if v in after[scene_id]["frames"] and v != scene_id and v in before[scene_id]["saved"]
                 and differs(f, after[scene_id]["frames"][v])}
        with_tmp = path + ".edit.tmp"
        found = set()
        free = set()
        evidence = set()
        fix = None
        try:
            with open(with_tmp, "wb") as handle:
                handle.write(changed)
            scenes, _ = lint_file(layoutd, with_tmp)
            named = any(s["id"] == scene_id and s["found"]["misplaced"] for s in scenes or [])
            if named and clean_file:
                fix = fix_round_trip(layoutd, with_tmp, data, changed, span, scene_id)
        finally:
            try:
                import os
                os.remove(with_tmp)
            except OSError:
                pass
        for s in scenes or []:
            if s["id"] == scene_id:
                found = set(s["found"]["misplaced"])
                free = set(s["found"]["ambiguous"])
                evidence = s["evidence"]
        # A view the edited constraints leave free has no place they put it: lint calls it
        # ambiguous, as Xcode does, and never misplaced. Such moved views are counted apart.
        outcomes.append({"file": path, "constraint": cid, "scene": scene_id, "stale": scene_id in stale,
                         "moved": sorted(moved - free), "moved_free": sorted(moved & free),
                         "found": sorted(found), "fix": fix,
                         # Whether lint took the edited constraint's break as evidence.
                         "evidence": bool(document_id_forms(cid) & evidence)})
    return outcomes


def fix_round_trip(layoutd, tmp, original, changed, span, scene_id):
    """`lint --fix` on the edited file, then the edit undone in the fixed file and --fix
    again: (nothing misplaced is left after the first fix, the second gives the original
    bytes back). The second holds only when the fix moved exactly the frames the edit
    moved and by what it moved them, to the pixel."""
    subprocess.run([layoutd, "lint", "--fix", tmp], capture_output=True)
    with open(tmp, "rb") as handle:
        fixed = handle.read()
    scenes, _ = lint_file(layoutd, tmp)
    clean = not any(s["id"] == scene_id and s["found"]["misplaced"] for s in scenes or [])
    edited_text = changed[span[0]:span[0] + len(changed) - len(original) + (span[1] - span[0])]
    if fixed.count(edited_text) != 1:
        return (clean, False)
    with open(tmp, "wb") as handle:
        handle.write(fixed.replace(edited_text, original[span[0]:span[1]]))
    subprocess.run([layoutd, "lint", "--fix", tmp], capture_output=True)
    with open(tmp, "rb") as handle:
        back = handle.read()
    return (clean, back == original)


def ratio(part, whole):
    return "%.0f%%" % (100.0 * part / whole) if whole else "n/a"


def summarise(results, edit_outcomes):
    """Printable lines for one half."""
    lines = []
    files = [r for r in results if r["error"] is None]
    for kind in ("ambiguous", "misplaced"):
        found = sum(r[kind]["found"] for r in files)
        agreed = sum(r[kind]["agreed"] for r in files)
        flagged = sum(r[kind]["flagged"] for r in files)
        line = "  %-9s lint %d findings outside stale scenes, %d on views Xcode flags (precision %s); Xcode flags %d views" % (
            kind, found, agreed, ratio(agreed, found), flagged)
        if kind == "ambiguous":
            recall = sum(r[kind]["flagged_found"] for r in files)
            line += ", lint finds %d (recall %s)" % (recall, ratio(recall, flagged))
            line += " and names %d more in its %d notes on single views" % (
                sum(r[kind]["flagged_noted"] for r in files), sum(r[kind]["notes"] for r in files))
            worst = max((sum(1 for f in r["false"] if f["kind"] == kind) for r in files), default=0)
            line += "; at most %d findings on views Xcode does not flag in one file" % worst
            line += ("\n            apart: %d findings and %d flags in stale scenes, %d flags on views the required "
                     "constraints alone place (no solve leaves them free)") % (
                         sum(r[kind]["in_stale_scenes"] for r in files),
                         sum(r[kind]["flags_in_stale_scenes"] for r in files),
                         sum(r[kind]["rigid_flags"] for r in files))
        else:
            clean = [r for r in files if r["misplaced"]["flagged"] == 0]
            on_clean = sum(r["misplaced"]["on_clean_files"] for r in files)
            line += "; on %d files Xcode saved clean: %d findings outside stale scenes (%.2f a file)" % (
                len(clean), on_clean, on_clean / len(clean) if clean else 0)
            line += ", %d in stale scenes" % sum(r["misplaced"]["in_stale_scenes"] for r in files)
            broken = sum(r[kind]["in_broken_scenes"] for r in files)
            broken_agreed = sum(r[kind]["broken_agreed"] for r in files)
            outside = sum(r[kind]["flags_outside_overlaps"] for r in files)
            flags_found = sum(r[kind]["flags_found"] for r in files)
            line += ("\n            in the scenes whose saved frames break a constraint (the only ones lint calls views "
                     "misplaced in, counted stale above): %d findings, %d on views Xcode flags (precision %s); of "
                     "Xcode's %d flags outside scenes whose stacks overlap, lint finds %d (recall %s)") % (
                         broken, broken_agreed, ratio(broken_agreed, broken), outside, flags_found, ratio(flags_found, outside))
        lines.append(line)
    lines.append("  stale scenes (saved frames break their own required constraints, or overlap two of a stack's "
                 "arranged subviews): %d of %d" % (
                     sum(r["stale_scenes"] for r in files), sum(r["scenes"] for r in files)))
    if edit_outcomes is not None:
        usable = [o for o in edit_outcomes if not o["stale"]]
        moved = sum(len(o["moved"]) for o in usable)
        found = sum(len(o["found"]) for o in usable)
        hit = sum(len(set(o["moved"]) & set(o["found"])) for o in usable)
        free = sum(len(o.get("moved_free", [])) for o in usable)
        lines.append("  edits (%+g pt on one constraint, %d edits outside stale scenes, %d moving a view): "
                     "%d moved views, lint names %d, %d of them moved (precision %s, recall %s); "
                     "apart, %d moved views lint calls ambiguous after the edit" % (
                         EDIT, len(usable), sum(1 for o in usable if o["moved"]), moved, found, hit,
                         ratio(hit, found), ratio(hit, moved), free))
        fixes = [o["fix"] for o in usable if o.get("fix") is not None]
        lines.append("  --fix on %d of those edits (files lint finds nothing misplaced in before the edit): "
                     "nothing misplaced left after %d (%s); edit undone and fixed again, the original bytes back in %d (%s)" % (
                         len(fixes), sum(1 for c, _ in fixes if c), ratio(sum(1 for c, _ in fixes if c), len(fixes)),
                         sum(1 for _, b in fixes if b), ratio(sum(1 for _, b in fixes if b), len(fixes))))
    return lines
