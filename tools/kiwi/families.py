"""The solver benchmark families (chains, grids, nested rows, shuffled orders), as
constraint lists both solvers read (kiwi here, ours through `layoutd-bench solver`).

Each view has x and width (and y and height in grids and trees). Constraints read
`sum(coef * v) + constant OP 0`; the root width is variable 0, fixed by the harness (a
required given whose constant moves, or an edit variable in kiwi).

File format:
    family <name> <nvars> <root-width>
    c <le|eq|ge> <req|opt> <weight> <constant> <v> <coef> [<v> <coef> ...]
    end
"""
import random

GAP = 8.0


class Builder:
    def __init__(self, name, width):
        self.name, self.width = name, width
        self.nvars = 1  # variable 0: the root width
        self.cons = []

    def var(self):
        self.nvars += 1
        return self.nvars - 1

    def eq(self, terms, const=0.0, req=True, w=0.0):
        self.cons.append(("eq", req, w, const, terms))

    def ge(self, terms, const=0.0, req=True, w=0.0):
        self.cons.append(("ge", req, w, const, terms))


def chain_into(b, n, left, width_of_parent, x0=None):
    """n views in a row: 8-point gaps inside [left, left + parent width], equal widths.
    `left`/`width_of_parent` are (var or None, constant) pairs; returns the views."""
    views = []
    for _ in range(n):
        views.append((b.var(), b.var()))
    (lv, lc), pw = left, width_of_parent
    x, w = views[0]
    # first.x == left + 8
    b.eq([(x, 1.0)] + ([(lv, -1.0)] if lv is not None else []), -(lc + GAP))
    for i in range(1, n):
        px, pwid = views[i - 1]
        x, w = views[i]
        b.eq([(x, 1.0), (px, -1.0), (pwid, -1.0)], -GAP)      # x_i == x_{i-1} + w_{i-1} + 8
        b.eq([(w, 1.0), (views[0][1], -1.0)])                 # w_i == w_0
    x, w = views[-1]
    # last.x + last.w + 8 == left + parent width
    terms = [(x, 1.0), (w, 1.0), (pw, -1.0)] + ([(lv, -1.0)] if lv is not None else [])
    b.eq(terms, GAP - lc)
    return views


def chain(n):
    b = Builder(f"chain-{n}", 20.0 * n)
    chain_into(b, n, (None, 0.0), 0)
    return b


def prio(n):
    b = Builder(f"prio-{n}", 20.0 * n)
    views = chain_into(b, n, (None, 0.0), 0)
    for _, w in views:
        b.ge([(w, 1.0)], -30.0, req=False, w=750.0)   # width >= 30 @750
        b.eq([(w, 1.0)], -50.0, req=False, w=250.0)   # width == 50 @250
    return b


def grid(rows, cols):
    """rows x cols views: each row a horizontal chain in the root width; each column a
    vertical chain (8-point gaps, equal heights) in a root height of 20 * rows."""
    b = Builder(f"grid-{rows}x{cols}", 20.0 * cols)
    tops = [[None] * cols for _ in range(rows)]
    heights = [[None] * cols for _ in range(rows)]
    for r in range(rows):
        chain_into(b, cols, (None, 0.0), 0)
        for c in range(cols):
            tops[r][c], heights[r][c] = b.var(), b.var()
    root_h = 20.0 * rows
    for c in range(cols):
        b.eq([(tops[0][c], 1.0)], -GAP)
        for r in range(1, rows):
            b.eq([(tops[r][c], 1.0), (tops[r - 1][c], -1.0), (heights[r - 1][c], -1.0)], -GAP)
            b.eq([(heights[r][c], 1.0), (heights[0][c], -1.0)])
        b.eq([(tops[-1][c], 1.0), (heights[-1][c], 1.0)], GAP - root_h)
    return b


def nested(depth):
    """A binary tree of views: each node's two children sit side by side inside it, 8-point
    insets all round, 8-point gap between them, equal widths."""
    b = Builder(f"nested-{depth}", 20.0 * 2 ** depth)
    root_h = b.var()   # the root is at 0,0 with width var 0 and a fixed height
    b.eq([(root_h, 1.0)], -400.0)
    stack = [((None, 0), 0, (None, 0), root_h, 0)]
    while stack:
        (px, pxc), pw, (py, pyc), ph, d = stack.pop()
        if d == depth:
            continue
        kids = []
        for _ in range(2):
            x, w, y, h = b.var(), b.var(), b.var(), b.var()
            # y == parent.y + 8 ; y + h == parent.y + parent.h - 8
            b.eq([(y, 1.0)] + ([(py, -1.0)] if py is not None else []), -GAP)
            b.eq([(y, 1.0), (h, 1.0), (ph, -1.0)] + ([(py, -1.0)] if py is not None else []), GAP)
            kids.append((x, w, y, h))
        (x1, w1, _, _), (x2, w2, _, _) = kids
        b.eq([(x1, 1.0)] + ([(px, -1.0)] if px is not None else []), -GAP)
        b.eq([(x2, 1.0), (x1, -1.0), (w1, -1.0)], -GAP)
        b.eq([(w2, 1.0), (w1, -1.0)])
        b.eq([(x2, 1.0), (w2, 1.0), (pw, -1.0)] + ([(px, -1.0)] if px is not None else []), GAP)
        for x, w, y, h in kids:
            stack.append(((x, 0), w, (y, 0), h, d + 1))
    return b


def shuffled(b, seed=1):
    s = Builder(b.name + "-shuffled", b.width)
    s.nvars, s.cons = b.nvars, list(b.cons)
    random.Random(seed).shuffle(s.cons)
    return s


def all_families(big=True):
    fams = [chain(10), chain(100), chain(1000)]
    if big:
        fams.append(chain(5000))
    fams += [grid(10, 10), grid(30, 30)]
    if big:
        fams.append(grid(70, 70))
    fams += [nested(6), nested(10)]
    if big:
        fams.append(nested(12))
    fams += [prio(1000), shuffled(chain(1000)), shuffled(grid(30, 30))]
    return fams


def write(fams, path):
    with open(path, "w") as f:
        for b in fams:
            f.write(f"family {b.name} {b.nvars} {b.width!r}\n")
            for rel, req, w, const, terms in b.cons:
                t = " ".join(f"{v} {c!r}" for v, c in terms)
                f.write(f"c {rel} {'req' if req else 'opt'} {w!r} {const!r} {t}\n")
            f.write("end\n")


def read(path):
    """The families `write` wrote, as Builders."""
    fams = []
    with open(path) as f:
        for line in f:
            p = line.split()
            if not p:
                continue
            if p[0] == "family":
                b = Builder(p[1], float(p[3]))
                b.nvars = int(p[2])
            elif p[0] == "c":
                terms = [(int(p[i]), float(p[i + 1])) for i in range(5, len(p), 2)]
                b.cons.append((p[1], p[2] == "req", float(p[3]), float(p[4]), terms))
            elif p[0] == "end":
                fams.append(b)
    return fams
