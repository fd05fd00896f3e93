#!/usr/bin/env python3
"""Which moved views lint misses after an edit, and why: the development half only.

    python3 tools/corpus/edit_misses.py FOLDER --layoutd BIN [--edits 3] [--seed S]

Runs `scripts/ib-fidelity --lint --edits`'s edits (`lint_agreement.edits`, the same seed and
stale scenes) on the development half of FOLDER, and sorts each moved view lint does not
call misplaced by what the edited constraint reads: whether lint took its break as evidence
(`savedFramesBreak`) and, where it did not, the kind of value or view that made lint doubt
it (SavedFrameCheck's trust: a value layoutd models, a view Xcode marks ambiguous, a
constraint below required). The held-out half is never read: fitting rules on it is
forbidden, so this tool refuses it.
"""

import argparse
import collections
import concurrent.futures
import os
import sys
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402
import lint_agreement  # noqa: E402
import stale as stale_frames  # noqa: E402

GUIDES = {"viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide"}
SCROLLERS = {"scrollView"}


def index(path):
    """(IB id -> element, element -> parent), both empty when the XML does not parse."""
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return {}, {}
    by_id, parent_of = {}, {}
    for parent in root.iter():
        for child in parent:
            parent_of[child] = parent
            if "id" in child.attrib:
                by_id[child.attrib["id"]] = child
    return by_id, parent_of


def ancestors(parent_of, element):
    seen = 0
    while element is not None and seen < 200:
        yield element
        element = parent_of.get(element)
        seen += 1


def reason(constraint_id, by_id, parent_of):
    """Why lint may not believe the edited constraint, from the file alone."""
    if constraint_id not in by_id:
        return "constraint not found in the XML"
    element = by_id[constraint_id]
    attributes = element.attrib
    if float(attributes.get("priority", "1000")) < 1000:
        return "below required"
    # A constraint without firstItem is its holding view's (the parent of <constraints>).
    owner = parent_of.get(parent_of.get(element))
    items = [by_id.get(attributes["firstItem"]) if "firstItem" in attributes else owner]
    if "secondItem" in attributes:
        items.append(by_id.get(attributes["secondItem"]))
    items = [i for i in items if i is not None]
    if any(i.attrib.get("ambiguous") == "YES" for i in items):
        return "reads a view Xcode marks ambiguous"
    if any(i.tag in GUIDES for i in items):
        return "reads the safe area or a layout guide (layoutd's model of the screen's bars)"
    if "Margin" in attributes.get("firstAttribute", "") + attributes.get("secondAttribute", ""):
        cell = any(a.tag in ("tableViewCell", "collectionViewCell") for i in items for a in ancestors(parent_of, i))
        return "reads a cell's margins" if cell else "reads a view's margins"
    scrolled = [any(a.tag in SCROLLERS for a in list(ancestors(parent_of, i))[1:]) for i in items]
    if any(scrolled) and not all(scrolled):
        return "between a scroll view's content and a view outside it"
    if attributes.get("firstAttribute") in ("baseline", "firstBaseline", "lastBaseline"):
        return "reads a baseline (layoutd's font metrics)"
    return "other"


def file_outcomes(layoutd, path, edits, seed):
    answer, error = lint_agreement.run_json([layoutd, "import", path])
    if error is not None:
        return []
    with open(path, "rb") as handle:
        data = handle.read()
    stale = stale_frames.stale_scenes_by_stacks(data, answer.get("scenes") or [])
    return lint_agreement.edits(layoutd, path, edits, seed, stale)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("folder")
    arguments.add_argument("--layoutd", required=True)
    arguments.add_argument("--edits", type=int, default=3)
    arguments.add_argument("--seed", default="20261202", help="scripts/ib-fidelity's default")
    arguments.add_argument("--jobs", type=int, default=2)
    arguments.add_argument("--list", action="store_true", help="also list each missed view")
    options = arguments.parse_args()
    table = corpus.repositories_by_file(options.folder)
    paths = [p for p in corpus.ib_files(options.folder)
             if corpus.half_of(corpus.repository_of(p, options.folder, table)) == "development"]
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        runs = list(pool.map(lambda p: (p, file_outcomes(options.layoutd, p, options.edits, options.seed)), paths))
    edits = moved = missed = 0
    by_reason = collections.Counter()
    edits_by_reason = collections.Counter()
    listed = []
    for path, outcomes in runs:
        parsed = None
        for o in outcomes:
            if o["stale"]:
                continue
            edits += 1
            moved += len(o["moved"])
            gone = sorted(set(o["moved"]) - set(o["found"]))
            if not gone:
                continue
            missed += len(gone)
            if o["evidence"]:
                why = "evidence, the view not named: " + ("some named" if o["found"] else "none named")
            else:
                if parsed is None:
                    parsed = index(path)
                why = "not evidence: " + reason(o["constraint"], *parsed)
            by_reason[why] += len(gone)
            edits_by_reason[why] += 1
            listed.append((os.path.relpath(path, options.folder), o["constraint"], why, gone))
    print("development: %d edits outside stale scenes, %d moved views (with a saved frame), %d not named (recall %s)"
          % (edits, moved, missed, lint_agreement.ratio(moved - missed, moved)))
    for why, views in by_reason.most_common():
        print("  %5d views, %4d edits: %s" % (views, edits_by_reason[why], why))
    if options.list:
        for file, constraint, why, gone in listed:
            print("    %s: %s (%s): %s" % (file, constraint, why, " ".join(gone)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
