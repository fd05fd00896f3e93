"""An independent lexicographic LP checks the solver's `levels` mode.

For each case it replays the operations on plain constraint lists: a required add (or a
required constant change) is kept only when the kept required constraints stay feasible
with it, as the solver does. Then, with scipy's linprog (HiGHS), it minimises the total
|error| of the highest priority level, restricts the problem to that level's optimal
face (see `LexLP.lexicographic`), goes on to the next level, and so on. Checked against
the Swift output:
  - the same adds and constant changes refused;
  - every kept required constraint holds at the Swift values;
  - each level's total |error| equals the LP's optimum for that level;
  - every variable the LP finds unique (its min and max over the lexicographic optimum
    agree) has that value, and is not reported ambiguous; every variable whose range is
    clearly wider is reported ambiguous.

usage: compare.py CASES SWIFT_RESULTS
"""
import sys

import numpy as np
from scipy.optimize import linprog

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/kiwi")
from cases import check_all, read, read_results, residual  # noqa: E402

TOL = 1e-6


class LexLP:
    """Variables: the case's n free variables, then one error (>= 0) per optional
    constraint side: eq gets two (above and below), le and ge one."""

    def __init__(self, nvars, required, optional):
        self.n = nvars
        self.a_ub, self.b_ub, self.a_eq, self.b_eq = [], [], [], []
        self.level_cols = {}
        self.fixed = set()
        self.ncols = nvars
        for rel, const, terms in required:
            self.add_row(rel, const, terms, [])
        for level, rel, const, terms in optional:
            if rel == "eq":
                up, down = self.new_col(level), self.new_col(level)
                self.add_row("eq", const, terms, [(up, -1.0), (down, 1.0)])
            else:
                e = self.new_col(level)
                # le: expr <= e; ge: expr >= -e.
                self.add_row(rel, const, terms, [(e, -1.0 if rel == "le" else 1.0)])

    def new_col(self, level):
        c = self.ncols
        self.ncols += 1
        self.level_cols.setdefault(level, []).append(c)
        return c

    def add_row(self, rel, const, terms, extra):
        row = {}
        for v, c in terms:
            row[v] = row.get(v, 0.0) + c
        for v, c in extra:
            row[v] = row.get(v, 0.0) + c
        if rel == "eq":
            self.a_eq.append(row)
            self.b_eq.append(-const)
        elif rel == "le":
            self.a_ub.append(row)
            self.b_ub.append(-const)
        else:
            self.a_ub.append({k: -v for k, v in row.items()})
            self.b_ub.append(const)

    def dense(self, rows):
        m = np.zeros((len(rows), self.ncols))
        for i, row in enumerate(rows):
            for k, v in row.items():
                m[i, k] = v
        return m

    def solve(self, cost, presolve=True):
        bounds = [(None, None)] * self.n + [(0, 0) if c in self.fixed else (0, None) for c in range(self.n, self.ncols)]
        res = linprog(cost, A_ub=self.dense(self.a_ub) if self.a_ub else None,
                      b_ub=self.b_ub or None, A_eq=self.dense(self.a_eq) if self.a_eq else None,
                      b_eq=self.b_eq or None, bounds=bounds, method="highs",
                      options={"presolve": presolve})
        return res

    def lexicographic(self):
        """Minimises each level's total error, highest first, and restricts the problem to
        that level's optimal face before the next: by complementary slackness with the
        optimal duals, an error column with a positive reduced cost is fixed at 0 and an
        inequality with a nonzero dual becomes an equality. This is exact (no tolerance
        on the totals, which lower levels could otherwise exploit). Returns
        {level: total error}."""
        totals = {}
        for level in sorted(self.level_cols, reverse=True):
            cost = np.zeros(self.ncols)
            cost[self.level_cols[level]] = 1.0
            res = self.solve(cost)
            if res.status != 0:
                raise RuntimeError(f"level {level}: {res.message}")
            totals[level] = res.fun
            for c in range(self.n, self.ncols):
                if res.lower.marginals[c] > 1e-9:
                    self.fixed.add(c)
            if self.a_ub:
                duals = res.ineqlin.marginals
                keep = [i for i in range(len(self.a_ub)) if abs(duals[i]) <= 1e-9]
                for i in range(len(self.a_ub)):
                    if abs(duals[i]) > 1e-9:
                        self.a_eq.append(self.a_ub[i])
                        self.b_eq.append(self.b_ub[i])
                self.a_ub = [self.a_ub[i] for i in keep]
                self.b_ub = [self.b_ub[i] for i in keep]
        return totals

    def value_range(self, v):
        """The least and greatest value of variable v over the lexicographic optimum."""
        cost = np.zeros(self.ncols)
        cost[v] = 1.0
        ends = []
        for sign in (1.0, -1.0):
            res = self.solve(sign * cost)
            if res.status == 2:
                # HiGHS's presolve can call an unbounded problem infeasible (the problem
                # was feasible a moment ago): ask again without it.
                res = self.solve(sign * cost, presolve=False)
            if res.status == 3:
                ends.append(-sign * np.inf)
            elif res.status == 0:
                ends.append(sign * res.fun)
            else:
                raise RuntimeError(f"range of v{v}: {res.message}")
        return ends[0], ends[1]


def feasible(nvars, required):
    if not required:
        return True
    lp = LexLP(nvars, required, [])
    res = lp.solve(np.zeros(lp.ncols))
    return res.status == 0


def check_case(case, lines):
    _, nvars, ops = case
    kept = {}  # cid -> [rel, req, level, const, terms], in addition order
    it = iter(lines)

    def required_specs(extra=None, skip=None):
        specs = [(s[0], s[3], s[4]) for cid, s in kept.items() if s[1] != "opt" and cid != skip]
        return specs + ([extra] if extra else [])

    for op in ops:
        got = next(it).split()
        if op[0] == "add":
            _, cid, rel, req, level, const, terms = op
            ok = req == "opt" or feasible(nvars, required_specs((rel, const, terms)))
            if ok:
                kept[cid] = [rel, req, level, const, terms]
            if ok != (got[0] == "ok"):
                return f"add {cid}: the LP {'kept' if ok else 'refused'} it, swift {' '.join(got)}"
        elif op[0] in ("remove", "setconst") and op[1] not in kept:
            continue
        elif op[0] == "remove":
            del kept[op[1]]
        elif op[0] == "setconst":
            cid, const = op[1], op[2]
            rel, req, _, _, terms = kept[cid]
            ok = req == "opt" or feasible(nvars, required_specs((rel, const, terms), skip=cid))
            if ok:
                kept[cid][3] = const
            if ok != (got[0] == "ok"):
                return f"setconst {cid}: the LP {'kept' if ok else 'refused'} it, swift {' '.join(got)}"
    values = [float(x) for x in next(it).split()[1:]]
    levels = {float(a): float(b) for a, b in (x.split(":") for x in next(it).split()[1:])}
    ambiguous = [x == "1" for x in next(it).split()[1:]]
    for cid, (rel, req, _, const, terms) in kept.items():
        if req != "opt" and residual(rel, const, terms, values) > TOL * (1 + abs(const)):
            return f"required {cid} violated by swift values {values}"
    optional = [(s[2], s[0], s[3], s[4]) for s in kept.values() if s[1] == "opt"]
    lp = LexLP(nvars, required_specs(), optional)
    totals = lp.lexicographic()
    for level, total in totals.items():
        mine = levels.get(level, 0.0)
        if abs(mine - total) > 1e-5 * (1 + abs(total)):
            return f"level {level}: swift error {mine}, LP {total} (swift values {values})"
    for v in range(nvars):
        low, high = lp.value_range(v)
        if np.isfinite(low) and np.isfinite(high) and high - low <= 1e-6 * (1 + abs(low)):
            if abs(values[v] - low) > 1e-5 * (1 + abs(low)):
                return f"v{v}: swift {values[v]}, LP {low} (unique)"
            if ambiguous[v]:
                return f"v{v}: swift reports it ambiguous, the LP finds it unique ({low})"
        elif high - low > 1e-4 and not ambiguous[v]:
            return f"v{v}: the LP lets it range over [{low}, {high}], swift reports it unique"
    return None


def main():
    check_all(read(sys.argv[1]), read_results(sys.argv[2]), check_case, expected=(RuntimeError, StopIteration, ValueError))


if __name__ == "__main__":
    main()
