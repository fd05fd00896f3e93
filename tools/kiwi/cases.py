"""Random constraint systems for the solver differential test, in a line format the solver's
runner reads (Tests/TestSupport/SolverCases.swift, run by `layoutd-bench solver-cases`):

    case <id> <nvars>
    add <cid> <le|eq|ge> <req|opt|giv> <weight> <constant> <v> <coef> [<v> <coef> ...]
      (giv: a required given, like the root size: in every feasibility test, never listed)
    remove <cid>
    setconst <cid> <constant>
    edit <var> <weight>
    suggest <var> <value>
    end

A constraint reads `sum(coef * v) + constant OP 0`.
"""
import random
import sys

WEIGHTS = [1.0, 10.0, 100.0, 250.0, 750.0, 999.0]


def generate(seed: int, count: int):
    rng = random.Random(seed)
    cases = []
    for case_id in range(count):
        nvars = rng.randint(2, 7)
        ops = []
        live = []
        next_cid = 0
        edits = []
        if rng.random() < 0.3:
            # A given pin on v0 (the root size); later constant changes move it.
            ops.append(("add", next_cid, "eq", "giv", 0.0, float(rng.randint(-30, 30)), [(0, 1.0)]))
            live.append(next_cid)
            next_cid += 1
        for _ in range(rng.randint(3, 16)):
            roll = rng.random()
            if roll < 0.08 and live:
                cid = rng.choice(live)
                ops.append(("remove", cid))
                live.remove(cid)
            elif roll < 0.16 and live:
                ops.append(("setconst", rng.choice(live), float(rng.randint(-30, 30))))
            elif roll < 0.22 and len(edits) < nvars:
                v = rng.choice([i for i in range(nvars) if i not in edits])
                edits.append(v)
                ops.append(("edit", v, rng.choice(WEIGHTS)))
            elif roll < 0.30 and edits:
                ops.append(("suggest", rng.choice(edits), float(rng.randint(-40, 40))))
            else:
                ops.append(random_add(rng, nvars, next_cid, 0.55, WEIGHTS))
                live.append(next_cid)
                next_cid += 1
        cases.append((case_id, nvars, ops))
    return cases


def random_add(rng, nvars, cid, required_share, weights):
    """One `add`: 1 to 3 terms with small integer coefficients, any relation, required with
    probability `required_share`, else optional with a weight (or level) from `weights`."""
    nterms = rng.randint(1, 3)
    vs = rng.sample(range(nvars), min(nterms, nvars))
    terms = [(v, float(rng.choice([-3, -2, -1, 1, 1, 1, 2, 3]))) for v in vs]
    op = rng.choice(["le", "eq", "ge"])
    required = "req" if rng.random() < required_share else "opt"
    weight = 0.0 if required == "req" else rng.choice(weights)
    return ("add", cid, op, required, weight, float(rng.randint(-25, 25)), terms)


def residual(rel, const, terms, values):
    """How far `sum(coef * v) + const OP 0` is from holding at `values`."""
    e = const + sum(c * values[v] for v, c in terms)
    if rel == "eq":
        return abs(e)
    if rel == "le":
        return max(0.0, e)
    return max(0.0, -e)


def read_results(path):
    """The Swift side's output: {case id: [lines]}."""
    blocks, cur = {}, None
    with open(path) as f:
        for line in f:
            if line.startswith("case "):
                cur = int(line.split()[1])
                blocks[cur] = []
            elif cur is not None and line.strip():
                blocks[cur].append(line)
    return blocks


def check_all(cases, blocks, check_case, expected=()):
    """Runs `check_case(case, lines)` (None when it passes, else why) on every case, prints
    the first ten failures and the closing count, and exits 1 on any failure. Exceptions
    of the types in `expected` count as failures of that case."""
    passed = failed = 0
    for case in cases:
        try:
            err = check_case(case, blocks[case[0]]) if case[0] in blocks else "no swift result"
        except tuple(expected) as e:
            err = f"could not check: {e!r}"
        if err:
            failed += 1
            if failed <= 10:
                print(f"case {case[0]}: {err}")
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


def write(cases, path):
    with open(path, "w") as f:
        for case_id, nvars, ops in cases:
            f.write(f"case {case_id} {nvars}\n")
            for op in ops:
                if op[0] == "add":
                    _, cid, rel, req, w, const, terms = op
                    t = " ".join(f"{v} {c!r}" for v, c in terms)
                    f.write(f"add {cid} {rel} {req} {w!r} {const!r} {t}\n")
                elif op[0] == "remove":
                    f.write(f"remove {op[1]}\n")
                elif op[0] == "setconst":
                    f.write(f"setconst {op[1]} {op[2]!r}\n")
                elif op[0] == "edit":
                    f.write(f"edit {op[1]} {op[2]!r}\n")
                elif op[0] == "suggest":
                    f.write(f"suggest {op[1]} {op[2]!r}\n")
            f.write("end\n")


def read(path):
    cases = []
    with open(path) as f:
        for line in f:
            p = line.split()
            if not p:
                continue
            if p[0] == "case":
                cur = (int(p[1]), int(p[2]), [])
            elif p[0] == "add":
                terms = [(int(p[i]), float(p[i + 1])) for i in range(6, len(p), 2)]
                cur[2].append(("add", int(p[1]), p[2], p[3], float(p[4]), float(p[5]), terms))
            elif p[0] == "remove":
                cur[2].append(("remove", int(p[1])))
            elif p[0] == "setconst":
                cur[2].append(("setconst", int(p[1]), float(p[2])))
            elif p[0] == "edit":
                cur[2].append(("edit", int(p[1]), float(p[2])))
            elif p[0] == "suggest":
                cur[2].append(("suggest", int(p[1]), float(p[2])))
            elif p[0] == "end":
                cases.append(cur)
    return cases


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    out = sys.argv[3] if len(sys.argv) > 3 else "/dev/stdout"
    write(generate(seed, count), out)
