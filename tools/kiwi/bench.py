"""scripts/bench-solver's driver: writes the families, times kiwisolver and our solver on
each of them in this run, checks that both give the same values, and prints both with
ratios.

usage: bench.py WORKDIR LAYOUTD_BENCH [--quick] [--kiwi-timeout SECONDS (default 120)]
                [--before LAYOUTD_BENCH] [--rounds N]
  LAYOUTD_BENCH: the release build of the layoutd-bench executable (its `solver`
  subcommand times our side)
  --before B: another build (before a change), run alternately with LAYOUTD_BENCH in the
              same run, N rounds (default 3; the order flips each round), each figure the
              least of its rounds; its extra sizes are printed beside the new ones, both
              against the same kiwi figures, and its values checked too
  --rounds N: rounds of our side (default 1, or 3 with --before)

Like for like:
  - kiwi gets its best order: each family is built twice, with the root width's edit
    variable added first and added last, and the faster build is kept (each order in its
    own process, so a slow one can be stopped at the timeout). Where both run out of time
    (kiwi picks a row's subject by its symbols' order, and some in-order chains make every
    add rewrite the rows before it), the constraints are added once more in a shuffled
    order (seeded: the same every run), edit variable first. A build that runs out of
    time in every order prints "> T" and the ratio as a lower bound ("> Nx"); no stored
    figure is used.
  - kiwi gets the allocator ours has: our release build links mimalloc, so the faster
    order runs once more with mimalloc preloaded, and the faster of the two is kept.
  - A resize reads every value on both sides: kiwi's suggestValue + updateVariables
    (which writes every variable), ours setConstant on the root's given + reading every
    variable. Best of 5 batches of 100 widths on both sides.
  - An extra size (issue 49, item 4): what the engine does for each size beyond the first
    of a request (`SolvedBuild.resize`, then the layout read): setConstant on the root's
    given, the ambiguity asked again with the build's memo, every value read; against
    kiwi's resize above. `layoutd-bench solver` checks that it gives exactly the values of
    the plain resize. "extra/kiwi" is the slower of our two modes over kiwi's resize (goal:
    at most 1).
  - Our values after the last extra size (width + 500), in both modes, are compared with
    kiwi's, every variable, within 1e-6 (relative to the value's size).
  - Our solver runs every family twice: priorities as weights (kiwi's objective, level 0)
    and as levels (each weight its own level, the default for documents).
"""
import ctypes.util
import os
import random
import subprocess
import sys
import time

import kiwisolver as kiwi

import families

WIDTHS = 100
# The shuffled order kiwi gets where both plain orders run out of time.
SHUFFLE_SEED = 1


def kiwi_worker(path, name, order):
    """Runs in a child process: build (best of several) and resize one family in one
    order, then print `build resize` and the values at width + 500."""
    fam = next(b for b in families.read(path) if b.name == name)
    repeats = 1 if len(fam.cons) > 1500 else 5
    best_build = float("inf")
    for _ in range(repeats):
        kv = [kiwi.Variable(f"v{i}") for i in range(fam.nvars)]
        cons = []
        constraints = list(fam.cons)
        if order == "shuffled":
            random.Random(SHUFFLE_SEED).shuffle(constraints)
        for rel, req, w, const, terms in constraints:
            e = kiwi.Expression([kiwi.Term(kv[v], c) for v, c in terms], const)
            c = (e == 0) if rel == "eq" else (e <= 0) if rel == "le" else (e >= 0)
            cons.append(c if req else (c | w))
        t0 = time.perf_counter()
        s = kiwi.Solver()
        if order in ("edit-first", "shuffled"):
            s.addEditVariable(kv[0], "strong")
            s.suggestValue(kv[0], fam.width)
        for c in cons:
            s.addConstraint(c)
        if order == "edit-last":
            s.addEditVariable(kv[0], "strong")
            s.suggestValue(kv[0], fam.width)
        s.updateVariables()
        best_build = min(best_build, time.perf_counter() - t0)
    resize = float("inf")
    for batch in range(5):
        t0 = time.perf_counter()
        for i in range(WIDTHS):
            s.suggestValue(kv[0], fam.width + 1 + i + WIDTHS * batch)
            s.updateVariables()
        resize = min(resize, (time.perf_counter() - t0) / WIDTHS)
    print(best_build, resize)
    print(" ".join(repr(v.value()) for v in kv))


MIMALLOC = ctypes.util.find_library("mimalloc")


def time_kiwi(path, name, timeout):
    """kiwi's fastest configuration: both orders with glibc's malloc, then the faster
    order with mimalloc. (build, resize, values, configuration) or, when none finished in
    time, (None, None, None, None)."""
    best = (None, None, None, None)

    def run(order, preload):
        nonlocal best
        env = dict(os.environ, LD_PRELOAD=preload) if preload else None
        try:
            done = subprocess.run([sys.executable, __file__, "--kiwi-worker", path, name, order],
                                  capture_output=True, text=True, timeout=timeout, check=True, env=env)
        except subprocess.TimeoutExpired:
            return
        lines = done.stdout.splitlines()
        build, resize = (float(x) for x in lines[0].split())
        values = [float(x) for x in lines[1].split()]
        if best[0] is None or build < best[0]:
            best = (build, resize, values, order + ("+mimalloc" if preload else ""))

    for order in ("edit-first", "edit-last"):
        run(order, None)
    if best[0] is None:
        run("shuffled", None)
    if MIMALLOC:
        run(best[3] or "edit-first", MIMALLOC)
    return best


def fmt(t):
    if t is None:
        return "-"
    if t >= 1:
        return f"{t:.2f} s"
    if t >= 1e-3:
        return f"{t * 1e3:.2f} ms"
    return f"{t * 1e6:.1f} µs"


def ratio(kiwi_time, ours, timeout):
    if kiwi_time is None:
        return f"> {timeout / ours:.0f}x"
    return f"{kiwi_time / ours:.0f}x"


def same_values(ours, theirs):
    worst = 0.0
    for a, b in zip(ours, theirs):
        worst = max(worst, abs(a - b) / (1 + abs(b)))
    return worst <= 1e-6, worst


def run_ours(binary, path, work, tag):
    """One run of `layoutd-bench solver`: its figures by (mode, family) and its values by
    (mode, family)."""
    out = os.path.join(work, f"swift-bench-{tag}.txt")
    values_path = os.path.join(work, f"swift-values-{tag}.txt")
    subprocess.run([binary, "solver", path, out, values_path], check=True)
    figures = {}
    with open(out) as f:
        for line in f:
            p = line.split()
            figures[(p[0], p[1])] = dict(build=float(p[2]), setconst=float(p[3]), suggest=float(p[4]),
                                         rows=int(p[5]), terms=int(p[6]), bytes=float(p[7]), ncons=int(p[8]),
                                         ambiguity=float(p[9]), ambiguous=int(p[10]), extra=float(p[11]))
    values = {}
    with open(values_path) as f:
        for line in f:
            p = line.split()
            values[(p[1], p[2])] = [float(x) for x in p[3:]]
    return figures, values


TIMES = ("build", "setconst", "suggest", "ambiguity", "extra")


def least(runs):
    """Each timing the least of the runs; counts and values from the last run."""
    figures, values = runs[-1]
    figures = {k: dict(v) for k, v in figures.items()}
    for other, _ in runs[:-1]:
        for key, fig in figures.items():
            for t in TIMES:
                fig[t] = min(fig[t], other[key][t])
    return figures, values


def values_agree(values, name, kvals):
    """Whether both modes' values of family `name` equal kiwi's, and the worst difference."""
    ok, worst = True, 0.0
    for mode in ("weights", "levels"):
        mode_ok, mode_worst = same_values(values[(mode, name)], kvals)
        ok, worst = ok and mode_ok, max(worst, mode_worst)
    return ok, worst


def main():
    if sys.argv[1] == "--kiwi-worker":
        kiwi_worker(*sys.argv[2:5])
        return
    work = sys.argv[1]
    bench_binary = sys.argv[2]
    quick = "--quick" in sys.argv
    timeout = 120.0
    if "--kiwi-timeout" in sys.argv:
        timeout = float(sys.argv[sys.argv.index("--kiwi-timeout") + 1])
    fams = families.all_families(big=not quick)
    path = os.path.join(work, "families.txt")
    families.write(fams, path)
    before_binary = sys.argv[sys.argv.index("--before") + 1] if "--before" in sys.argv else None
    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 3 if before_binary else 1
    runs = {"after": [], "before": []}
    for r in range(rounds):
        order = [("after", bench_binary), ("before", before_binary)]
        if r % 2:
            order.reverse()
        for which, binary in order:
            if binary:
                runs[which].append(run_ours(binary, path, work, f"{which}-{r}"))
    swift, ours_values = least(runs["after"])
    before = least(runs["before"]) if before_binary else None
    print(f"kiwisolver {kiwi.__version__}, best of its two orders (a shuffled third where both time out) and two allocators"
          f" ({'mimalloc: ' + MIMALLOC if MIMALLOC else 'no mimalloc found'}), timeout {timeout:.0f} s; "
          f"ours in weights mode (W) and levels mode (L)")
    if rounds > 1:
        print(f"ours: the least of {rounds} rounds" + (f", alternated with the before build {before_binary}" if before else ""))
    print(f"{'family':22} {'constraints':>11} {'kiwi build':>11} {'W build':>10} {'ratio':>7} {'L build':>10}"
          f" {'kiwi resize':>11} {'W resize':>10} {'ratio':>7} {'L resize':>10}"
          f" {'W extra':>10} {'L extra':>10} {'extra/kiwi':>10}"
          + (f" {'before extra':>12} {'before/kiwi':>11}" if before else "") +
          f" {'same values':>11} {'kiwi config':>20} {'terms/row':>9} {'bytes/constr':>12} {'ambiguity (all vars)':>20}")
    mismatches = 0
    extra_ratios = []
    before_ratios = []
    for b in fams:
        w, lv = swift[("weights", b.name)], swift[("levels", b.name)]
        kb, kr, kvals, order = time_kiwi(path, b.name, timeout)
        if kvals is None:
            same = "no kiwi"
        else:
            ok, worst = values_agree(ours_values, b.name, kvals)
            if before:
                before_ok, before_worst = values_agree(before[1], b.name, kvals)
                ok, worst = ok and before_ok, max(worst, before_worst)
            same = "yes" if ok else f"NO {worst:.1e}"
            mismatches += 0 if ok else 1
        extra = max(w["extra"], lv["extra"])
        before_extra = max(before[0][("weights", b.name)]["extra"], before[0][("levels", b.name)]["extra"]) if before else None
        if kr:
            extra_ratios.append((extra / kr, b.name))
            if before:
                before_ratios.append((before_extra / kr, b.name))
        before_columns = (f" {fmt(before_extra):>12} {f'{before_extra / kr:.2f}' if kr else '-':>11}" if before else "")
        kbs = fmt(kb) if kb is not None else f"> {fmt(timeout)}"
        print(f"{b.name:22} {w['ncons']:>11} {kbs:>11} {fmt(w['build']):>10} {ratio(kb, w['build'], timeout):>7}"
              f" {fmt(lv['build']):>10}"
              f" {fmt(kr):>11} {fmt(w['setconst']):>10} {ratio(kr, w['setconst'], timeout) if kr else '-':>7}"
              f" {fmt(lv['setconst']):>10}"
              f" {fmt(w['extra']):>10} {fmt(lv['extra']):>10} {f'{extra / kr:.2f}' if kr else '-':>10}"
              f"{before_columns}"
              f" {same:>11} {order or '-':>20}"
              f" {w['terms'] / max(1, w['rows']):>9.2f} {w['bytes'] / w['ncons']:>12.0f}"
              f" {fmt(w['ambiguity']) + ' (' + str(w['ambiguous']) + ')':>20}", flush=True)
    for label, ratios in (("", extra_ratios), ("before: ", before_ratios)):
        if ratios:
            met = sum(1 for r, _ in ratios if r <= 1)
            worst, name = max(ratios)
            print(f"{label}extra size at most kiwi's resize: {met} of {len(ratios)} families where kiwi finished;"
                  f" worst {worst:.2f} ({name})")
    if mismatches:
        print(f"{mismatches} families give other values than kiwi")
        sys.exit(1)


if __name__ == "__main__":
    main()
