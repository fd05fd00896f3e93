"""scripts/bench-solver's driver: writes the families, times kiwisolver on them, runs the
Swift benchmark (a release-built test reading the same file) and prints both with ratios.

usage: bench.py WORKDIR [--quick] [--kiwi-max-constraints N]
"""
import os
import subprocess
import sys
import time

import kiwisolver as kiwi

import families

WIDTHS = 100


def time_kiwi(b, repeats):
    best_build = float("inf")
    for _ in range(repeats):
        kv = [kiwi.Variable(f"v{i}") for i in range(b.nvars)]
        cons = []
        for rel, req, w, const, terms in b.cons:
            e = kiwi.Expression([kiwi.Term(kv[v], c) for v, c in terms], const)
            c = (e == 0) if rel == "eq" else (e <= 0) if rel == "le" else (e >= 0)
            cons.append(c if req else (c | w))
        t0 = time.perf_counter()
        s = kiwi.Solver()
        s.addEditVariable(kv[0], "strong")
        s.suggestValue(kv[0], b.width)
        for c in cons:
            s.addConstraint(c)
        s.updateVariables()
        best_build = min(best_build, time.perf_counter() - t0)
    resize = float("inf")
    for batch in range(5):  # best of 5 batches of 100 widths, as on the Swift side
        t0 = time.perf_counter()
        for i in range(WIDTHS):
            s.suggestValue(kv[0], b.width + 1 + i + WIDTHS * batch)
            s.updateVariables()
        resize = min(resize, (time.perf_counter() - t0) / WIDTHS)
    return best_build, resize


def fmt(t):
    if t is None:
        return "-"
    if t >= 1:
        return f"{t:.2f} s"
    if t >= 1e-3:
        return f"{t * 1e3:.2f} ms"
    return f"{t * 1e6:.1f} µs"


def main():
    work = sys.argv[1]
    quick = "--quick" in sys.argv
    kiwi_max = 10 ** 9
    if "--kiwi-max-constraints" in sys.argv:
        kiwi_max = int(sys.argv[sys.argv.index("--kiwi-max-constraints") + 1])
    fams = families.all_families(big=not quick)
    path = os.path.join(work, "families.txt")
    families.write(fams, path)
    out = os.path.join(work, "swift-bench.txt")
    env = dict(os.environ, LAYOUTD_BENCH="1", LAYOUTD_BENCH_FILE=path, LAYOUTD_BENCH_OUT=out)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    subprocess.run(["swift", "test", "-c", "release", "-Xswiftc", "-enable-testing", "--filter", "CassowaryTests.benchFamilies"],
                   cwd=root, env=env, check=True, stdout=subprocess.DEVNULL)
    swift = {}
    with open(out) as f:
        for line in f:
            p = line.split()
            swift[p[0]] = dict(build=float(p[1]), setconst=float(p[2]), suggest=float(p[3]),
                               rows=int(p[4]), terms=int(p[5]), bytes=float(p[6]), ncons=int(p[7]))
    print(f"{'family':22} {'constraints':>11} {'kiwi build':>11} {'ours build':>11} {'ratio':>7}"
          f" {'kiwi resize':>11} {'ours resize':>11} {'ratio':>7} {'ours suggest':>12}"
          f" {'terms/row':>9} {'bytes/constraint':>16}")
    for b in fams:
        s = swift[b.name]
        kb = kr = None
        if len(b.cons) <= kiwi_max:
            kb, kr = time_kiwi(b, 1 if len(b.cons) > 3000 else 5)
        rb = f"{kb / s['build']:.0f}x" if kb else "-"
        rr = f"{kr / s['setconst']:.0f}x" if kr else "-"
        print(f"{b.name:22} {s['ncons']:>11} {fmt(kb):>11} {fmt(s['build']):>11} {rb:>7}"
              f" {fmt(kr):>11} {fmt(s['setconst']):>11} {rr:>7} {fmt(s['suggest']):>12}"
              f" {s['terms'] / max(1, s['rows']):>9.2f} {s['bytes'] / s['ncons']:>16.0f}", flush=True)


if __name__ == "__main__":
    main()
