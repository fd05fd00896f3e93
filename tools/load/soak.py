"""Soak: minutes of mixed load (hits, resizes, misses) on a layoutd with a small cache, so the
caches fill early, while RSS and open file descriptors are sampled every second. Once the
caches are full neither may grow: RSS at the end must stay within a margin of RSS at the
end of the warm-up, and the fds must come back to their idle count when the load stops.
Usage: python3 tools/load/soak.py [--minutes M] [--cache-mb N] [--png FILE]"""
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "integration"))
import loadtest  # noqa: E402
import pauses  # noqa: E402
from harness import Server  # noqa: E402


def soak(seconds, cache_mb=8, connections=32, png=None, progress=True, margin_mb=16, margin_ratio=0.10):
    """Returns (ok, lines): lines describe what was measured, for logs and BENCHMARKS."""
    with Server("--log-level", "error", "--cache-mb", str(cache_mb)) as server:
        base, pid = f"http://127.0.0.1:{server.port}", server.process.pid
        time.sleep(0.5)
        idle_fds = loadtest.process_stats(pid)[1]
        result = loadtest.run(base, pid, seconds, connections, 2, "hit:40,resize:30,miss:30", png=png,
                              title=f"soak: layoutd --cache-mb {cache_mb}, wrk -c{connections}, {seconds}s",
                              progress=progress)
        time.sleep(1.0)  # let closed connections be reaped
        after_fds = loadtest.process_stats(pid)[1]
    samples = [s for s in result["samples"] if s["rss"] is not None]
    third = max(1, len(samples) // 3)
    # Warm-up is the first third: by then an 8 MiB cache is full many times over.
    warm = max(s["rss"] for s in samples[third:2 * third]) if len(samples) >= 3 else samples[0]["rss"]
    end = max(s["rss"] for s in samples[2 * third:])
    allowed = warm * (1 + margin_ratio) + margin_mb
    busy_fds = {s["fds"] for s in samples[:-1]}
    lines = [
        result["command"],
        loadtest.summary_line(result),
        f"RSS MiB: start {samples[0]['rss']:.0f}, max of 2nd third {warm:.0f}, max of last third {end:.0f}"
        f" (allowed {allowed:.0f})",
        f"fds: idle {idle_fds}, under load {min(busy_fds)}..{max(busy_fds)}, after {after_fds}",
        pauses.summary(result["pauses"]),
    ]
    bad = result.get("other", 0) + sum(result.get(k, 0) for k in ("connect", "read", "write", "timeout"))
    ok = end <= allowed and after_fds is not None and after_fds <= idle_fds and bad == 0
    return ok, lines, result


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--cache-mb", type=int, default=8)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--png", default="soak.png")
    args = parser.parse_args()
    ok, lines, _ = soak(int(args.minutes * 60), args.cache_mb, args.connections, args.png)
    print("\n".join(lines))
    print(f"picture: {args.png}")
    print("soak: " + ("steady" if ok else "GREW or failed"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
