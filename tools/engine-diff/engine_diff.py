#!/usr/bin/env python3
"""Differential test of the layout engine against kiwisolver 1.5.1.

  engine_diff.py gen DIR COUNT SEED   writes DIR/docs/NNNN.json (random valid documents)
  engine_diff.py check DIR            compares DIR/answers/NNNN.json (the engine's answers,
                                      `layoutd solve DIR/docs/NNNN.json`) with the same
                                      documents translated to kiwisolver

The translation below is an independent reading of docs/requests.md#how-the-layout-is-computed
(root-space variables, positions in the nearest common ancestor's space, margins guides, safe
area, right-to-left mirroring, frame and intrinsic constraints, addition order). For every layout it checks:
the same required constraints are refused, in the same order; every kept required
constraint holds on the engine's frames; outsideSuperview and negativeSize follow the frames
(hidden views and subtrees skipped); the engine's objective in `"priorities": "weights"`
mode (sum of priority x |error| over optional constraints) equals kiwi's optimum; and, for every AMBIGUITY_EVERY-th
document (default 4), the ambiguous diagnostics match a linear-programming check. Kiwi keeps part of a refused
constraint (a bug in 1.5.1), so its solver is rebuilt from the kept constraints after every
refusal. Every answer carries a SHA-256 `hash`, and two answers carry the same hash
exactly when their documents are the same JSON value.
"""
import json
import os
import random
import re
import sys

X_ABS = ["left", "right", "centerX"]
X_DIR = ["leading", "trailing", "centerX"]
Y_ATTRS = ["top", "bottom", "centerY"]
MARGIN_OF = {"leftMargin": "left", "rightMargin": "right", "topMargin": "top", "bottomMargin": "bottom",
             "leadingMargin": "leading", "trailingMargin": "trailing",
             "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY"}
MARGIN_FORM = {v: k for k, v in MARGIN_OF.items()}


def fmt(v):
    """The number spelling of docs/requests.md#rounding for the generator's numbers (few decimals)."""
    if v == int(v):
        return str(int(v))
    s = ("%.6f" % v).rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# ---------------------------------------------------------------- generation

def gen_document(rng):
    direction = rng.choice(["leftToRight", "rightToLeft"])
    views = []  # (id, parent_id)
    guides = []  # (id, owner_id)

    def margins():
        r = rng.random()
        if r < 0.6:
            return None
        if r < 0.8:
            return {"layoutMargins": {k: rng.choice([0, 4, 8, 16]) for k in ("top", "left", "bottom", "right")}}
        return {"directionalLayoutMargins": {k: rng.choice([0, 4, 8, 16]) for k in ("top", "leading", "bottom", "trailing")}}

    def make_view(vid, parent, depth):
        v = {"id": vid}
        views.append((vid, parent))
        m = margins()
        if m:
            v.update(m)
        if parent is not None and rng.random() < 0.35:
            iw = rng.choice([None, 20, 44, 100])
            ih = rng.choice([None, 10, 21, 44])
            v["intrinsicSize"] = {"width": iw, "height": ih}
            if rng.random() < 0.5:
                v["huggingPriority"] = {"horizontal": rng.choice([250, 251, 750]), "vertical": rng.choice([250, 251])}
            if rng.random() < 0.3:
                v["compressionResistance"] = {"horizontal": rng.choice([750, 751, 1000]), "vertical": rng.choice([500, 750])}
        if parent is not None and rng.random() < 0.1:
            v["hidden"] = True
        if parent is not None and rng.random() < 0.1:
            v["frame"] = {"x": rng.randint(0, 50), "y": rng.randint(0, 50), "width": rng.randint(0, 80), "height": rng.randint(0, 80)}
        if rng.random() < 0.25:
            gid = "g%d" % len(guides)
            guides.append((gid, vid))
            v["layoutGuides"] = [{"id": gid}]
        if depth < 2:
            kids = [make_view("%s_%d" % (vid if parent else "v", i), vid, depth + 1) for i in range(rng.randint(0, 3 if depth == 0 else 2))]
            if kids:
                v["children"] = kids
        return v

    root = make_view("root", None, 0)
    view_ids = [v for v, _ in views]
    parent_of = dict(views)
    items = view_ids + [g for g, _ in guides] + [v + ".margins" for v in view_ids] + ["root.safeArea"]

    def ref(attr_family, allow_margin_forms=True):
        item = rng.choice(items)
        attr = rng.choice(attr_family)
        if allow_margin_forms and item in view_ids and rng.random() < 0.2 and attr in MARGIN_FORM:
            return "%s.%s" % (item, MARGIN_FORM[attr])
        return "%s.%s" % (item, attr)

    def priority():
        return 1000 if rng.random() < 0.6 else rng.choice([1, 250, 300.5, 500, 750, 999])

    constraints = []
    for _ in range(rng.randint(3, 22)):
        kind = rng.random()
        rel = rng.choice(["==", "==", "<=", ">="])
        p = priority()
        c = rng.randint(-40, 200)
        if kind < 0.2:
            first = ref(["width", "height"], False)
            text = "%s %s %s" % (first, rel, fmt(c))
        elif kind < 0.4:
            first, second = ref(["width", "height"], False), ref(["width", "height"], False)
            m = rng.choice([1, 1, 0.5, 2])
            text = "%s %s %s" % (first, rel, second)
            if m != 1:
                text += " * %s" % fmt(m)
            text += (" + %s" % fmt(c)) if c >= 0 else (" - %s" % fmt(-c))
        elif kind < 0.85:
            family = rng.choice([X_ABS, X_DIR, Y_ATTRS])
            first, second = ref(family), ref(family)
            directional = family is X_DIR and any(a.split(".")[-1] in ("leading", "trailing", "leadingMargin", "trailingMargin") for a in (first, second))
            m = 1 if directional else rng.choice([1, 1, 1, 0.5, 2, 1.5])
            text = "%s %s %s" % (first, rel, second)
            if m != 1:
                text += " * %s" % fmt(m)
            text += (" + %s" % fmt(c)) if c >= 0 else (" - %s" % fmt(-c))
        else:
            # a visual format between siblings
            siblings = [v for v in view_ids if v != "root"]
            if not siblings:
                continue
            a = rng.choice(siblings)
            same = [v for v in siblings if parent_of[v] == parent_of[a] and v != a]
            orient = rng.choice(["H", "V"])
            n = rng.randint(0, 30)
            if same and rng.random() < 0.5:
                text = "%s:|-%d-[%s]-(>=%d)-[%s(%s%d@%s)]" % (orient, n, a, n // 2, rng.choice(same), rng.choice(["==", "<=", ">="]), rng.randint(10, 90), fmt(rng.choice([250, 750, 1000])))
            else:
                text = "%s:[%s(>=%d)]-%d-|" % (orient, a, rng.randint(0, 60), n)
            constraints.append(text)
            continue
        if p != 1000:
            text += " @%s" % fmt(p)
        if rng.random() < 0.15:
            # The object spelling of the same constraint, named by its id.
            first, rel_, second, m, c, p = parse_expression(text)
            obj = {"id": "k%d" % len(constraints), "first": first, "relation": rel_, "priority": p}
            if second is not None:
                obj.update({"second": second, "multiplier": m})
            obj["constant"] = c
            constraints.append(obj)
            continue
        constraints.append(text)
        if rng.random() < 0.08:
            constraints.append(text)  # a repeat: named "#2"
    # some constraints owned by views, the rest top-level
    owned = {}
    top = []
    for text in constraints:
        if rng.random() < 0.2:
            owner = rng.choice(view_ids)
            owned.setdefault(owner, []).append(text)
        else:
            top.append(text)

    def attach(v):
        if v["id"] in owned:
            v["constraints"] = owned[v["id"]]
        for k in v.get("children", []):
            attach(k)
    attach(root)
    # Give the object spelling a turn: the first top-level expression with an id.
    doc = {"root": root, "constraints": top,
           "sizes": [{"width": rng.choice([0, 120, 320, 375, 768]), "height": rng.choice([0, 200, 480, 812])} for _ in range(rng.randint(1, 3))],
           "safeAreaInsets": {"top": rng.choice([0, 20, 44]), "left": 0, "bottom": rng.choice([0, 34]), "right": 0},
           "layoutDirection": direction,
           # kiwi solves Cassowary's weighted sum; the levels default has its own oracle
           # (tools/levels, a lexicographic LP).
           "priorities": "weights"}
    return doc


# ---------------------------------------------------------------- translation

class Model:
    def __init__(self, doc):
        self.doc = doc
        self.rtl = doc.get("layoutDirection") == "rightToLeft"
        self.items = {}      # id -> dict(kind, parent, view, depth)
        self.order = []      # pre-order ids (views and guides)
        self.views = []      # pre-order view dicts
        sa = doc.get("safeAreaInsets", {})
        self.safe = {k: sa.get(k, 0) for k in ("top", "left", "bottom", "right")}
        self._walk(doc["root"], None, 0)
        self.root_id = doc["root"]["id"]

    def _walk(self, v, parent, depth):
        vid = v["id"]
        self.items[vid] = {"kind": "view", "parent": parent, "view": vid, "depth": depth, "margins": self._margins(v), "doc": v}
        self.order.append(vid)
        self.views.append(v)
        for g in v.get("layoutGuides", []):
            self.items[g["id"]] = {"kind": "guide", "parent": vid, "view": vid, "depth": depth}
            self.order.append(g["id"])
        for k in v.get("children", []):
            self._walk(k, vid, depth + 1)

    def _margins(self, v):
        if "layoutMargins" in v:
            return dict(v["layoutMargins"])
        if "directionalLayoutMargins" in v:
            d = v["directionalLayoutMargins"]
            lead, trail = d["leading"], d["trailing"]
            if self.rtl:
                lead, trail = trail, lead
            return {"top": d["top"], "left": lead, "bottom": d["bottom"], "right": trail}
        return {"top": 8, "left": 8, "bottom": 8, "right": 8}

    def nca(self, a, b):
        p, q = self.items[a]["view"], self.items[b]["view"]
        while self.items[p]["depth"] > self.items[q]["depth"]:
            p = self.items[p]["parent"]
        while self.items[q]["depth"] > self.items[p]["depth"]:
            q = self.items[q]["parent"]
        while p != q:
            p, q = self.items[p]["parent"], self.items[q]["parent"]
        return p

    # A linear form is a dict: key (item, 'x'|'y'|'w'|'h') or 1 (constant) -> coefficient.
    def rect(self, item_written):
        def v(i, k):
            return {(i, k): 1.0}
        if item_written.endswith(".safeArea"):
            base, inset = self.root_id, self.safe
        elif item_written.endswith(".margins"):
            base = item_written[:-len(".margins")]
            m = self.items[base]["margins"]
            if self.items[base]["parent"] is None:
                s = self.safe
                inset = {k: s[k] + m[k] for k in s}
            else:
                inset = m
        else:
            base, inset = item_written, {"top": 0, "left": 0, "bottom": 0, "right": 0}
        x = add(v(base, "x"), {1: inset["left"]})
        y = add(v(base, "y"), {1: inset["top"]})
        w = add(v(base, "w"), {1: -inset["left"] - inset["right"]})
        h = add(v(base, "h"), {1: -inset["top"] - inset["bottom"]})
        return base, x, y, w, h

    def attribute(self, item_written, attr):
        base, x, y, w, h = self.rect(item_written)
        return base, {"left": x, "leading": x, "right": add(x, w), "trailing": add(x, w),
                      "centerX": add(x, scale(w, 0.5)), "top": y, "bottom": add(y, h),
                      "centerY": add(y, scale(h, 0.5)), "width": w, "height": h}[attr]


def add(a, b):
    r = dict(a)
    for k, c in b.items():
        r[k] = r.get(k, 0.0) + c
    return r


def scale(a, m):
    return {k: c * m for k, c in a.items()}


def split_ref(ref):
    item, attr = ref.rsplit(".", 1)
    if attr in MARGIN_OF:
        return item + ".margins", MARGIN_OF[attr], True
    return item, attr, False


def parse_expression(text):
    """The generator's own expressions: 'first REL second [* m] (+|-) c [@p]' or 'first REL c [@p]'."""
    p = 1000.0
    if "@" in text:
        text, ps = text.split("@")
        p = float(ps)
    parts = text.split()
    first, rel = parts[0], parts[1]
    if len(parts) == 3:
        return first, rel, None, 1.0, float(parts[2]), p
    second = parts[2]
    m, i = 1.0, 3
    if i < len(parts) and parts[i] == "*":
        m = float(parts[i + 1])
        i += 2
    c = float(parts[i + 1]) * (1 if parts[i] == "+" else -1)
    return first, rel, second, m, c, p


def expand_vfl(text, model):
    """The generator's visual formats, as (name, first, rel, second, m, c, p) rows."""
    orient, body = text.split(":", 1)
    lead, trail, length = ("leading", "trailing", "width") if orient == "H" else ("top", "bottom", "height")
    rows = []
    if body.startswith("|-"):
        # |-n-[a]-(>=k)-[b(REL n@p)]
        n, rest = body[2:].split("-[", 1)
        a, rest = rest.split("]-(>=", 1)
        k, rest = rest.split(")-[", 1)
        b, pred = rest.split("(", 1)
        pred = pred.rstrip(")]")
        rel, val = pred[:2], pred[2:]
        val, pr = val.split("@")
        sup = model.items[a]["parent"]
        rows.append((a, lead, "==", sup, lead, 1.0, float(n), 1000.0))
        rows.append((b, lead, ">=", a, trail, 1.0, float(k), 1000.0))
        rows.append((b, length, rel, None, None, 1.0, float(val), float(pr)))
    else:
        # [a(>=k)]-n-|
        a, rest = body[1:].split("(>=", 1)
        k, rest = rest.split(")]-", 1)
        n = rest.rstrip("-|")
        sup = model.items[a]["parent"]
        rows.append((a, length, ">=", None, None, 1.0, float(k), 1000.0))
        rows.append((sup, trail, "==", a, trail, 1.0, float(n), 1000.0))
    out = []
    for (fi, fa, rel, si, sa, m, c, p) in rows:
        first = "%s.%s" % (fi, fa)
        second = "%s.%s" % (si, sa) if si else None
        out.append((name_of(first, rel, second, m, c, p), first, rel, second, m, c, p))
    return out


def name_of(first, rel, second, m, c, p):
    t = "%s %s " % (first, rel)
    if second is None:
        t += fmt(c)
    else:
        t += second
        if m != 1:
            t += " * " + fmt(m)
        if c > 0:
            t += " + " + fmt(c)
        elif c < 0:
            t += " - " + fmt(-c)
    if p != 1000:
        t += " @" + fmt(p)
    return t


def constraint_rows(model):
    """(name, form, op, priority) in the order of docs/requests.md#order-of-addition; form is lhs - rhs."""
    rows = []
    used = {}

    def unique(n):
        used[n] = used.get(n, 0) + 1
        return n if used[n] == 1 else "%s#%d" % (n, used[n])

    for v in model.views:
        it = model.items[v["id"]]
        if "frame" in v and it["parent"] is not None:
            f, par = v["frame"], it["parent"]
            for key, k, val in (("x", "x", f["x"]), ("y", "y", f["y"])):
                rows.append((unique("%s.frame.%s" % (v["id"], key)), {(v["id"], k): 1.0, (par, k): -1.0, 1: -val}, "==", 1000.0))
            rows.append((unique(v["id"] + ".frame.width"), {(v["id"], "w"): 1.0, 1: -f["width"]}, "==", 1000.0))
            rows.append((unique(v["id"] + ".frame.height"), {(v["id"], "h"): 1.0, 1: -f["height"]}, "==", 1000.0))
    for v in model.views:
        if "intrinsicSize" not in v:
            continue
        hug = v.get("huggingPriority", {})
        comp = v.get("compressionResistance", {})
        for axis, key, var, side in (("h", "width", "w", "horizontal"), ("v", "height", "h", "vertical")):
            metric = v["intrinsicSize"].get(key)
            if metric is None:
                continue
            form = {(v["id"], var): 1.0, 1: -float(metric)}
            rows.append((unique("%s.hug.%s" % (v["id"], axis)), form, "<=", float(hug.get(side, 250))))
            rows.append((unique("%s.compress.%s" % (v["id"], axis)), form, ">=", float(comp.get(side, 750))))
    texts = []
    for v in model.views:
        texts += v.get("constraints", [])
    texts += model.doc.get("constraints", [])
    for text in texts:
        if isinstance(text, dict):
            first, rel, second = text["first"], text["relation"], text.get("second")
            m, c, p = float(text.get("multiplier", 1)), float(text.get("constant", 0)), float(text.get("priority", 1000))
            parsed = [(text["id"], first, rel, second, m, c, p)]
        elif text.startswith("H:") or text.startswith("V:"):
            parsed = expand_vfl(text, model)
        else:
            first, rel, second, m, c, p = parse_expression(text)
            parsed = [(name_of(first, rel, second, m, c, p), first, rel, second, m, c, p)]
        for (name, first, rel, second, m, c, p) in parsed:
            rows.append((unique(name), resolve(model, first, rel, second, m, c), flip(model, first, second, rel), p))
    return rows


def directional(ref):
    return ref is not None and split_ref(ref)[1] in ("leading", "trailing")


def flip(model, first, second, rel):
    if model.rtl and (directional(first) or directional(second)):
        return {"==": "==", "<=": ">=", ">=": "<="}[rel]
    return rel


def resolve(model, first, rel, second, m, c):
    fi, fa, _ = split_ref(first)
    mirror = model.rtl and (directional(first) or directional(second))

    def phys(attr):
        if not mirror:
            return attr
        return {"leading": "right", "trailing": "left"}.get(attr, attr)
    if mirror:
        c = -c
    fbase, fexpr = model.attribute(fi, phys(fa))
    if second is None:
        return add(fexpr, {1: -c})
    si, sa, _ = split_ref(second)
    sbase, sexpr = model.attribute(si, phys(sa))
    if fa not in ("width", "height"):
        anc = model.nca(fbase, sbase)
        k = "x" if fa in ("left", "right", "leading", "trailing", "centerX") else "y"
        origin = {(anc, k): 1.0}
        fexpr = add(fexpr, scale(origin, -1))
        sexpr = add(sexpr, scale(origin, -1))
    return add(add(fexpr, scale(sexpr, -m)), {1: -c})


# ---------------------------------------------------------------- kiwi

def kiwi_solve(model, rows, size):
    import kiwisolver as kiwi
    variables = {}
    for i in model.order:
        for k in "xywh":
            variables[(i, k)] = kiwi.Variable("%s.%s" % (i, k))
    r = model.root_id
    givens = [variables[(r, "x")] == 0, variables[(r, "y")] == 0,
              variables[(r, "w")] == size["width"], variables[(r, "h")] == size["height"]]

    def expr(form):
        e = 0
        for k, c in form.items():
            e = e + (c if k == 1 else c * variables[k])
        return e

    def make(form, op, p):
        e = expr(form)
        c = (e == 0) if op == "==" else (e <= 0) if op == "<=" else (e >= 0)
        return c | (kiwi.strength.required if p >= 1000 else p)

    def fresh(kept):
        s = kiwi.Solver()
        for g in givens:
            s.addConstraint(g)
        for c in kept:
            s.addConstraint(c)
        return s
    kept, refused = [], []
    solver = fresh(kept)
    for (name, form, op, p) in rows:
        c = make(form, op, p)
        try:
            solver.addConstraint(c)
            kept.append(c)
        except kiwi.UnsatisfiableConstraint:
            refused.append(name)
            solver = fresh(kept)
    solver.updateVariables()
    values = {k: v.value() for k, v in variables.items()}
    return refused, values


def lp_ambiguity(model, rows, refused, size):
    """Which of x, y, w, h of each item's frame differ between optimal solutions, by linear
    programming (scipy's HiGHS): the optimum first, then each frame attribute minimised and
    maximised over the optimal face. A frame is in its superview's space (a guide's, its
    owner's), so x and y are the item's minus its parent's: a view that only moves with its
    superview is not ambiguous. Independent of both Cassowary implementations."""
    import numpy as np
    from scipy.optimize import linprog
    keys = [(i, k) for i in model.order for k in "xywh"]
    col = {k: n for n, k in enumerate(keys)}
    r = model.root_id
    eq_rows, eq_rhs, ub_rows, ub_rhs, cost = [], [], [], [], []
    n_errors = 0
    live = [(name, form, op, p) for (name, form, op, p) in rows if name not in refused]
    for (name, form, op, p) in live:
        if p < 1000:
            n_errors += 2 if op == "==" else 1
    width = len(keys) + n_errors
    cost = np.zeros(width)

    def vec(form):
        v = np.zeros(width)
        for k, c in form.items():
            if k != 1:
                v[col[k]] += c
        return v, -form.get(1, 0.0)
    for k, val in (((r, "x"), 0.0), ((r, "y"), 0.0), ((r, "w"), size["width"]), ((r, "h"), size["height"])):
        v = np.zeros(width)
        v[col[k]] = 1
        eq_rows.append(v)
        eq_rhs.append(val)
    e = len(keys)
    for (name, form, op, p) in live:
        v, rhs = vec(form)
        if p < 1000:
            if op == "==":
                v[e], v[e + 1] = -1, 1   # form - e+ + e- == 0
                cost[e] = cost[e + 1] = p
                e += 2
            else:
                v[e] = -1 if op == "<=" else 1  # form - e <= 0  /  form + e >= 0
                cost[e] = p
                e += 1
        if op == "==":
            eq_rows.append(v)
            eq_rhs.append(rhs)
        elif op == "<=":
            ub_rows.append(v)
            ub_rhs.append(rhs)
        else:
            ub_rows.append(-v)
            ub_rhs.append(-rhs)
    bounds = [(None, None)] * len(keys) + [(0, None)] * n_errors
    a_ub = np.array(ub_rows) if ub_rows else None
    b_ub = np.array(ub_rhs) if ub_rows else None
    a_eq, b_eq = np.array(eq_rows), np.array(eq_rhs)
    base = linprog(cost, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs")
    if base.status != 0:
        return None
    opt = base.fun
    face_rows = list(ub_rows) + [cost]
    # HiGHS is accurate to about 1e-9 relative; a variable that can move by δ costs at
    # least 0.5·δ (weights ≥ 1, coefficients ≥ 0.5), so the face bound lets a fixed
    # variable drift by ~4e-9·max(1, |opt|): spreads under 1e-2 are taken as noise (the
    # generator's numbers make genuine spreads whole or unbounded).
    face_rhs = list(ub_rhs) + [opt + 1e-9 * max(1.0, abs(opt))]
    a_face, b_face = np.array(face_rows), np.array(face_rhs)
    out = {}
    for n, (item, k) in enumerate(keys):
        if item == r or model.items[item].get("generated"):
            continue
        c = np.zeros(width)
        c[n] = 1
        parent = model.items[item]["parent"]
        if k in "xy" and parent is not None and parent != r:
            c[col[(parent, k)]] -= 1
        lo = linprog(c, A_ub=a_face, b_ub=b_face, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs")
        hi = linprog(-c, A_ub=a_face, b_ub=b_face, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method="highs")
        if lo.status == 3 or hi.status == 3:
            spread = float("inf")
        elif lo.status != 0 or hi.status != 0:
            return None
        else:
            spread = -hi.fun - lo.fun
        if spread > 1e-2:
            out.setdefault(item, []).append({"x": "x", "y": "y", "w": "width", "h": "height"}[k])
    return out


def evaluate(form, values):
    return sum(c if k == 1 else c * values[k] for k, c in form.items())


def objective(rows, refused, values):
    total = 0.0
    for (name, form, op, p) in rows:
        if p >= 1000 or name in refused:
            continue
        e = evaluate(form, values)
        total += p * (abs(e) if op == "==" else max(0.0, e) if op == "<=" else max(0.0, -e))
    return total


def engine_values(model, frames):
    """Root-space x, y, w, h from frames in superview (owner) space."""
    values = {}
    for i in model.order:
        f = frames[i]
        parent = model.items[i]["parent"]
        px = values[(parent, "x")] if parent is not None else 0.0
        py = values[(parent, "y")] if parent is not None else 0.0
        values[(i, "x")] = f["x"] + px
        values[(i, "y")] = f["y"] + py
        values[(i, "w")] = f["width"]
        values[(i, "h")] = f["height"]
    return values


def frame_diagnostics(model, frames):
    """outsideSuperview and negativeSize as docs/requests.md#diagnostics words them, from the
    answered frames (the rule, not the solve, is what is checked here)."""
    out = []
    hidden = {}
    for i in model.order:
        it = model.items[i]
        if it["kind"] != "view":
            continue
        parent = it["parent"]
        hidden[i] = it["doc"].get("hidden", False) or (parent is not None and hidden[parent])
        if parent is None or hidden[i]:
            continue
        f, b = frames[i], frames[parent]
        x0, x1 = sorted((f["x"], f["x"] + f["width"]))
        y0, y1 = sorted((f["y"], f["y"] + f["height"]))
        if x0 < -1e-6 or y0 < -1e-6 or x1 > b["width"] + 1e-6 or y1 > b["height"] + 1e-6:
            out.append(("outsideSuperview", i))
    for i in model.order:
        attrs = [a for a in ("width", "height") if frames[i][a] < -1e-6]
        if attrs:
            out.append(("negativeSize", i, attrs))
    return out


def check_case(doc, answer, ambiguity=False):
    model = Model(doc)
    rows = constraint_rows(model)
    errors = []
    if "layouts" not in answer:
        return ["engine refused the document: %s" % answer.get("detail")]
    if not re.fullmatch(r"sha256:[0-9a-f]{64}", str(answer.get("hash"))):
        errors.append("the answer's hash %r is not sha256:<64 hex digits>" % answer.get("hash"))
    for layout in answer["layouts"]:
        size = layout["size"]
        refused, kiwi_values = kiwi_solve(model, rows, size)
        engine_refused = [d["constraint"] for d in layout["diagnostics"] if d["kind"] == "unsatisfiable"]
        if engine_refused != refused:
            errors.append("at %s refused: engine %s, kiwi %s" % (size, engine_refused, refused))
            continue
        values = engine_values(model, layout["frames"])
        reported = []
        for d in layout["diagnostics"]:
            if d["kind"] == "outsideSuperview":
                reported.append(("outsideSuperview", d["item"]))
            elif d["kind"] == "negativeSize":
                reported.append(("negativeSize", d["item"], d["attributes"]))
        expected = frame_diagnostics(model, layout["frames"])
        if reported != expected:
            errors.append("at %s frame diagnostics: engine %s, expected %s" % (size, reported, expected))
        for (name, form, op, p) in rows:
            if p < 1000 or name in refused:
                continue
            e = evaluate(form, values)
            bad = abs(e) > 1e-3 if op == "==" else e > 1e-3 if op == "<=" else e < -1e-3
            if bad:
                errors.append("at %s required %s off by %g" % (size, name, e))
        ours, theirs = objective(rows, refused, values), objective(rows, refused, kiwi_values)
        if abs(ours - theirs) > 1e-2 + 1e-6 * abs(theirs):
            errors.append("at %s objective: engine %.6f, kiwi %.6f" % (size, ours, theirs))
        if ambiguity:
            expected = lp_ambiguity(model, rows, refused, size)
            reported = {d["item"]: d["attributes"] for d in layout["diagnostics"] if d["kind"] == "ambiguous"}
            if expected is not None and expected != reported:
                errors.append("at %s ambiguity: engine %s, linear programming %s" % (size, reported, expected))
    return errors


def same_value_key(doc):
    """The document as text that two documents share exactly when they are the same JSON
    value (1 and 1.0 are one number, member order does not count)."""
    def normal(v):
        if isinstance(v, float) and v.is_integer():
            return int(v)
        if isinstance(v, dict):
            return {k: normal(x) for k, x in v.items()}
        if isinstance(v, list):
            return [normal(x) for x in v]
        return v
    return json.dumps(normal(doc), sort_keys=True, separators=(",", ":"))


def hash_mismatches(hashed):
    """Prints and counts the hashes that name two documents and the documents answered
    under two hashes: the hash must tell documents apart and nothing else. `hashed` holds
    (name, document, hash) per answer."""
    documents, hashes = {}, {}
    for name, doc, h in hashed:
        key = same_value_key(doc)
        documents.setdefault(h, {}).setdefault(key, name)
        hashes.setdefault(key, {}).setdefault(h, name)
    failed = 0
    for h, named in documents.items():
        if len(named) > 1:
            failed += 1
            print("FAIL %s: one hash %s for different documents" % (", ".join(sorted(named.values())), h))
    for named in hashes.values():
        if len(named) > 1:
            failed += 1
            print("FAIL %s: one document under different hashes" % ", ".join(sorted(named.values())))
    return failed


def main():
    if len(sys.argv) >= 5 and sys.argv[1] == "gen":
        out, count, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        os.makedirs(os.path.join(out, "docs"), exist_ok=True)
        rng = random.Random(seed)
        for n in range(count):
            with open(os.path.join(out, "docs", "%04d.json" % n), "w") as f:
                json.dump(gen_document(rng), f)
        return 0
    if len(sys.argv) == 3 and sys.argv[1] == "check":
        base = sys.argv[2]
        names = sorted(os.listdir(os.path.join(base, "docs")))
        passed, failed = 0, 0
        every = int(os.environ.get("AMBIGUITY_EVERY", "4"))
        hashed = []
        for number, name in enumerate(names):
            with open(os.path.join(base, "docs", name)) as f:
                doc = json.load(f)
            path = os.path.join(base, "answers", name)
            if not os.path.exists(path):
                errors = ["no answer from the engine"]
            else:
                with open(path) as f:
                    answer = json.load(f)
                errors = check_case(doc, answer, ambiguity=every > 0 and number % every == 0)
                if "hash" in answer:
                    hashed.append((name, doc, answer["hash"]))
            if errors:
                failed += 1
                if failed <= 10:
                    print("FAIL %s: %s" % (name, "; ".join(errors[:3])))
            else:
                passed += 1
        mismatches = hash_mismatches(hashed)
        print("%d passed, %d failed" % (passed, failed))
        if mismatches:
            print("%d hash mismatches" % mismatches)
        return 1 if failed or mismatches or not passed else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
