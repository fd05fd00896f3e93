"""Replays the differential cases in kiwisolver 1.5.1 and checks the Swift solver's results.

For each case: the same constraints refused; every kept required constraint satisfied by
the Swift values; the same optimal objective (sum of weight * |error| over kept optional
constraints and edits, computed from each solver's values). Each refusal's conflict list is
checked with kiwi too: with the new constraint it is infeasible, and dropping any one of
its members makes it feasible. kiwi 1.5.1 keeps part of a refused constraint, so its solver
is rebuilt from the kept constraints after every refusal.

usage: compare.py CASES SWIFT_RESULTS
"""
import sys
import kiwisolver as kiwi

from cases import check_all, read, read_results, residual

TOL = 1e-6


def make(kv, rel, const, terms, weight=None):
    e = kiwi.Expression([kiwi.Term(kv[v], c) for v, c in terms], const)
    c = (e == 0) if rel == "eq" else (e <= 0) if rel == "le" else (e >= 0)
    return c if weight is None else (c | weight)


class Replay:
    def __init__(self, nvars):
        self.nvars = nvars
        self.kept = {}      # cid -> [rel, req, weight, const, terms], in addition order
        self.edits = {}     # var -> weight
        self.suggested = {}
        self.build()

    def build(self):
        self.s = kiwi.Solver()
        self.kv = [kiwi.Variable(f"v{i}") for i in range(self.nvars)]
        self.kc = {}
        for cid, (rel, req, w, const, terms) in self.kept.items():
            self.kc[cid] = make(self.kv, rel, const, terms, None if req != "opt" else w)
            self.s.addConstraint(self.kc[cid])
        for v, w in self.edits.items():
            self.s.addEditVariable(self.kv[v], w)
            self.s.suggestValue(self.kv[v], self.suggested[v])

    def try_add(self, cid, spec):
        rel, req, w, const, terms = spec
        c = make(self.kv, rel, const, terms, None if req != "opt" else w)
        try:
            self.s.addConstraint(c)
        except kiwi.UnsatisfiableConstraint:
            self.build()
            return False
        self.kept[cid] = list(spec)
        self.kc[cid] = c
        return True

    def objective(self, values):
        total = 0.0
        for rel, req, w, const, terms in self.kept.values():
            if req == "opt":
                total += w * residual(rel, const, terms, values)
        for v, w in self.edits.items():
            total += w * abs(values[v] - self.suggested[v])
        return total


def feasible(nvars, specs):
    s = kiwi.Solver()
    kv = [kiwi.Variable(f"v{i}") for i in range(nvars)]
    try:
        for rel, const, terms in specs:
            s.addConstraint(make(kv, rel, const, terms))
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def check_case(case, lines):
    case_id, nvars, ops = case
    r = Replay(nvars)
    it = iter(lines)
    for op in ops:
        got = next(it).split()
        if op[0] == "add":
            _, cid, rel, req, w, const, terms = op
            ok = r.try_add(cid, (rel, req, w, const, terms))
            if ok != (got[0] == "ok"):
                return f"add {cid}: kiwi {'kept' if ok else 'refused'} it, swift {' '.join(got)}"
            if not ok:
                err = check_conflicts(r, nvars, [int(x) for x in got[1:]], (rel, const, terms))
                if err:
                    return f"add {cid}: {err}"
        elif op[0] in ("remove", "setconst") and op[1] not in r.kept:
            continue  # the constraint was refused earlier: both sides skip it
        elif op[0] == "remove":
            r.s.removeConstraint(r.kc.pop(op[1]))
            del r.kept[op[1]]
        elif op[0] == "setconst":
            cid, const = op[1], op[2]
            old = r.kept[cid]
            r.s.removeConstraint(r.kc.pop(cid))
            del r.kept[cid]
            spec = (old[0], old[1], old[2], const, old[4])
            ok = r.try_add(cid, spec)
            if not ok:
                # Refused: put the old constraint back where it was (a rebuild keeps order).
                r.kept[cid] = old
            # Keep addition order stable for later rebuilds.
            order = [k for k in r.kept]
            r.kept = {k: r.kept[k] for k in sorted(order)}
            r.build()
            if ok != (got[0] == "ok"):
                return f"setconst {cid}: kiwi {'kept' if ok else 'refused'} it, swift {' '.join(got)}"
            if not ok:
                err = check_conflicts(r, nvars, [int(x) for x in got[1:]], (spec[0], spec[3], spec[4]), exclude=cid)
                if err:
                    return f"setconst {cid}: {err}"
        elif op[0] == "edit":
            r.edits[op[1]] = op[2]
            r.suggested[op[1]] = 0.0
            r.s.addEditVariable(r.kv[op[1]], op[2])
        elif op[0] == "suggest":
            r.suggested[op[1]] = op[2]
            r.s.suggestValue(r.kv[op[1]], op[2])
    got = next(it).split()
    assert got[0] == "values", got
    sw = [float(x) for x in got[1:]]
    r.s.updateVariables()
    kw = [v.value() for v in r.kv]
    for cid, (rel, req, w, const, terms) in r.kept.items():
        if req != "opt" and residual(rel, const, terms, sw) > TOL * (1 + abs(const)):
            return f"required {cid} violated by swift values {sw}"
    o_s, o_k = r.objective(sw), r.objective(kw)
    if abs(o_s - o_k) > TOL * max(1.0, abs(o_k)):
        return f"objective swift {o_s} kiwi {o_k} (swift {sw}, kiwi {kw})"
    return None


def check_conflicts(r, nvars, conflicts, new, exclude=None):
    specs = []
    for cid in conflicts:
        if cid not in r.kept or cid == exclude or r.kept[cid][1] != "req":
            return f"conflict {cid} is not a kept required non-given constraint"
        rel, _, _, const, terms = r.kept[cid]
        specs.append((rel, const, terms))
    givens = [(rel, const, terms) for cid, (rel, req, _, const, terms) in r.kept.items()
              if req == "giv" and cid != exclude]
    new = [new] + givens
    if feasible(nvars, specs + new):
        return f"conflicts {conflicts} do not make it infeasible"
    for i in range(len(specs)):
        if not feasible(nvars, specs[:i] + specs[i + 1:] + new):
            return f"conflicts {conflicts} not minimal: {conflicts[i]} is not needed"
    if conflicts != sorted(conflicts):
        return f"conflicts {conflicts} not in addition order"
    return None


def main():
    check_all(read(sys.argv[1]), read_results(sys.argv[2]), check_case)


if __name__ == "__main__":
    main()
