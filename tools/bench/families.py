"""Synthetic engine families for scripts/bench-engine: large documents of one shape each,
to see how the engine scales (the realistic screens are tools/bench/screens.py's).

usage: families.py OUTDIR     writes OUTDIR/<family>.json

  chain-N        N views in a row, equal widths, 8-pt gaps, each with an intrinsic height
                 and a top offset (about 3 constraints per view)
  tree-D         a binary tree of views D levels deep, each child half its parent inset by 4
  list-N         a vertical list stack of N horizontal rows (icon, label, chevron)
  fill-list-N    the same list with fill-aligned rows
  row-D-A-N      one horizontal stack row of N 20x20 buttons, distribution D, alignment A
  conflicts-N    N kept and N contradicting required widths on one view
"""
import json
import os
import sys


def chain(n):
    children, constraints = [], []
    for i in range(n):
        children.append({"id": f"v{i}", "intrinsicSize": {"height": 20}})
        constraints.append("v0.leading == root.leading + 20" if i == 0 else f"v{i}.leading == v{i - 1}.trailing + 8")
        if i > 0:
            constraints.append(f"v{i}.width == v0.width")
        constraints.append(f"v{i}.top == root.top + {i % 7}")
    constraints.append(f"v{n - 1}.trailing == root.trailing - 20")
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [{"width": 10 * n, "height": 480}]}


def tree(depth):
    constraints = []

    def node(vid, level):
        if level == depth:
            return {"id": vid}
        left, right = vid + "l", vid + "r"
        for c in (left, right):
            constraints.append(f"{c}.top == {vid}.top + 4")
            constraints.append(f"{c}.bottom == {vid}.bottom - 4")
        constraints.extend([f"{left}.leading == {vid}.leading + 4", f"{right}.leading == {left}.trailing + 4",
                        f"{right}.trailing == {vid}.trailing - 4", f"{right}.width == {left}.width"])
        return {"id": vid, "children": [node(left, level + 1), node(right, level + 1)]}

    root = node("n", 0)
    return {"root": root, "constraints": constraints, "sizes": [{"width": 100000, "height": 1000}]}


def box(vid, w, h, hug=None):
    v = {"id": vid, "intrinsicSize": {"width": w, "height": h}}
    if hug:
        v["huggingPriority"] = {"horizontal": hug, "vertical": 250}
    return v


def stack(vid, children, **props):
    v = {"id": vid, "kind": "stack", "children": children}
    v.update(props)
    return v


def list_of_rows(rows, alignment="center"):
    items = [stack(f"row{i}", [box(f"icon{i}", 40, 40), box(f"label{i}", 200, 21, hug=249), box(f"chevron{i}", 12, 20)],
                   alignment=alignment, spacing=8) for i in range(rows)]
    return {"root": {"id": "root", "children": [stack("list", items, axis="vertical", spacing=8)]},
            "constraints": ["H:|[list]|", "list.top == root.top"], "sizes": [{"width": 375, "height": rows * 48}]}


def long_row(distribution, alignment, n):
    row = stack("row", [box(f"b{i}", 20, 20) for i in range(n)], distribution=distribution,
                alignment=alignment, spacing=2)
    return {"root": {"id": "root", "children": [row]}, "constraints": ["H:|[row]|", "row.top == root.top"],
            "sizes": [{"width": 30 * n, "height": 100}]}


def conflicts(n):
    return {"root": {"id": "root", "children": [{"id": "a"}]},
            "constraints": ["a.width == 1"] * n + ["a.width == 2"] * n, "sizes": [{"width": 100, "height": 100}]}


FAMILIES = {
    **{f"chain-{n}": (lambda n=n: chain(n)) for n in (100, 1000, 4000)},
    **{f"tree-{d}": (lambda d=d: tree(d)) for d in (10, 11)},
    **{f"list-{n}": (lambda n=n: list_of_rows(n)) for n in (25, 100)},
    **{f"fill-list-{n}": (lambda n=n: list_of_rows(n, "fill")) for n in (100, 400)},
    **{f"row-{d}-{a}-{n}": (lambda d=d, a=a, n=n: long_row(d, a, n))
       for d, a, n in (("fill", "fill", 200), ("equalSpacing", "center", 200), ("fillEqually", "fill", 200))},
    "conflicts-1000": lambda: conflicts(1000),
}

if __name__ == "__main__":
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make in FAMILIES.items():
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(make(), f)
