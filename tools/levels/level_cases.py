"""Random constraint systems for the levels differential (tools/kiwi/cases.py's line format,
read by Tests/TestSupport/SolverCases.swift, through `layoutd-bench solver-cases --levels`), where an optional constraint's
weight field is its priority level. Shapes: the kiwi generator's (1 to 3 terms, all three
relations, removals, constant changes, infeasible required sets), plus many distinct
priorities, fractional ones (999.999 above 999), and ties (several constraints at one
level). No edit variables: the LP oracle models constraints only.
"""
import random
import sys

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/kiwi")
from cases import random_add, write  # noqa: E402

FIXED = [1.0, 25.0, 49.0, 50.0, 51.0, 150.0, 250.0, 251.0, 500.0, 749.0, 750.0, 751.0,
         752.0, 998.0, 999.0, 999.5, 999.999]


def generate(seed: int, count: int):
    rng = random.Random(seed)
    cases = []
    for case_id in range(count):
        nvars = rng.randint(2, 7)
        # A small pool per case makes ties likely; a wide one makes many levels.
        pool = rng.sample(FIXED, rng.randint(2, 6)) + [float(rng.randint(1, 999)) for _ in range(rng.randint(0, 4))]
        ops, live, next_cid = [], [], 0
        if rng.random() < 0.3:
            ops.append(("add", next_cid, "eq", "giv", 0.0, float(rng.randint(-30, 30)), [(0, 1.0)]))
            live.append(next_cid)
            next_cid += 1
        for _ in range(rng.randint(3, 18)):
            roll = rng.random()
            if roll < 0.08 and live:
                cid = rng.choice(live)
                ops.append(("remove", cid))
                live.remove(cid)
            elif roll < 0.16 and live:
                ops.append(("setconst", rng.choice(live), float(rng.randint(-30, 30))))
            else:
                ops.append(random_add(rng, nvars, next_cid, 0.45, pool))
                live.append(next_cid)
                next_cid += 1
        cases.append((case_id, nvars, ops))
    return cases


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    out = sys.argv[3] if len(sys.argv) > 3 else "/dev/stdout"
    write(generate(seed, count), out)
