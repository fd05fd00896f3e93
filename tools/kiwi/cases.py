"""Random constraint systems for the solver differential test, in a line format the Swift
test reads (see Tests/CassowaryTests/DifferentialTests.swift):

    case <id> <nvars>
    add <cid> <le|eq|ge> <req|opt> <weight> <constant> <v> <coef> [<v> <coef> ...]
    remove <cid>
    setconst <cid> <constant>
    edit <var> <weight>
    suggest <var> <value>
    end

A constraint reads `sum(coef * v) + constant OP 0`.
"""
import random

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
                nterms = rng.randint(1, 3)
                vs = rng.sample(range(nvars), min(nterms, nvars))
                terms = [(v, float(rng.choice([-3, -2, -1, 1, 1, 1, 2, 3]))) for v in vs]
                op = rng.choice(["le", "eq", "ge"])
                required = rng.random() < 0.55
                weight = 0.0 if required else rng.choice(WEIGHTS)
                ops.append(("add", next_cid, op, required, weight, float(rng.randint(-25, 25)), terms))
                live.append(next_cid)
                next_cid += 1
        cases.append((case_id, nvars, ops))
    return cases


def write(cases, path):
    with open(path, "w") as f:
        for case_id, nvars, ops in cases:
            f.write(f"case {case_id} {nvars}\n")
            for op in ops:
                if op[0] == "add":
                    _, cid, rel, req, w, const, terms = op
                    t = " ".join(f"{v} {c!r}" for v, c in terms)
                    f.write(f"add {cid} {rel} {'req' if req else 'opt'} {w!r} {const!r} {t}\n")
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
                cur[2].append(("add", int(p[1]), p[2], p[3] == "req", float(p[4]), float(p[5]), terms))
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
    import sys
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    out = sys.argv[3] if len(sys.argv) > 3 else "/dev/stdout"
    write(generate(seed, count), out)
