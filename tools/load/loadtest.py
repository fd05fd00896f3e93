"""Drives wrk with tools/load/mix.lua against layoutd and watches the server while it runs.

wrk measures the client side (req/s, p50/p90/p99/max, socket errors, statuses). wrk's Lua
cannot time single requests, so the time series come from the server: /metrics is sampled
every second (requests by status, the request-duration histogram) together with the RSS and
open file descriptors of the layoutd process when it is local. Standard library plus
matplotlib (only for the picture)."""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "integration"))
import pauses  # noqa: E402
import templates  # noqa: E402

SAMPLE = re.compile(r'^([a-z_]+)(?:\{([^}]*)\})? ([0-9.eE+-]+|NaN|\+Inf)$')
LAYOUT_ROUTE = "/v1/layout"


def scrape(base):
    """Every series of /metrics as {(name, frozenset(labels)): value}."""
    with urllib.request.urlopen(base + "/metrics", timeout=5) as r:
        text = r.read().decode()
    out = {}
    for line in text.splitlines():
        m = SAMPLE.match(line)
        if not m:
            continue
        labels = frozenset(re.findall(r'(\w+)="([^"]*)"', m.group(2) or ""))
        out[(m.group(1), labels)] = float(m.group(3))
    return out


def layout_counts(metrics):
    """Answers of POST /v1/layout so far, by status."""
    counts = {}
    for (name, labels), value in metrics.items():
        d = dict(labels)
        if name == "layoutd_requests_total" and d.get("route") == LAYOUT_ROUTE:
            counts[d["status"]] = counts.get(d["status"], 0) + value
    return counts


def layout_buckets(metrics):
    buckets = []
    for (name, labels), value in metrics.items():
        d = dict(labels)
        if name == "layoutd_request_duration_seconds_bucket" and d.get("route") == LAYOUT_ROUTE:
            le = float("inf") if d["le"] == "+Inf" else float(d["le"])
            buckets.append((le, value))
    return sorted(buckets)


def quantile(before, after, q):
    """The bucket bound under which q of the requests answered between two scrapes fell
    (Prometheus' histogram_quantile without interpolation: an upper bound)."""
    old = dict(before)
    deltas = [(le, value - old.get(le, 0)) for le, value in after]
    if not deltas or deltas[-1][1] <= 0:
        return None
    target = q * deltas[-1][1]
    for le, cumulative in deltas:
        if cumulative >= target:
            return le
    return None


def process_stats(pid):
    """(RSS in MiB, open file descriptors) of a local process, or (None, None)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            rss = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024
        fds = len(os.listdir(f"/proc/{pid}/fd"))
        return rss, fds
    except (OSError, StopIteration):
        return None, None


def parse_wrk(text):
    result = {}
    m = re.search(r"Requests/sec:\s+([0-9.]+)", text)
    result["rps"] = float(m.group(1)) if m else 0.0
    for line in text.splitlines():
        if line.startswith("LOADMIX "):
            result.update(json.loads(line[len("LOADMIX "):]))
    return result


def run(base, pid=None, duration=30, connections=32, threads=2, mix="hit:70,resize:20,miss:10",
        documents=None, png=None, title="layoutd under wrk", progress=True, timeout_s=10):
    """Runs one wrk session; returns the wrk summary plus the per-second samples."""
    work = tempfile.mkdtemp(prefix="layoutd-load-")
    try:
        templates.write_templates(work, documents)
        env = dict(os.environ, TEMPLATES=work, MIX=mix)
        command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{duration}s", f"--timeout={timeout_s}s",
                   "--latency", "-s", os.path.join(HERE, "mix.lua"), base + LAYOUT_ROUTE]
        wrk = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        output = []
        reader = threading.Thread(target=lambda: output.extend(wrk.stdout), daemon=True)
        reader.start()
        samples = []
        start = time.time()
        watch = pauses.Watch(pid)
        previous = scrape(base)
        watch.scraped()
        previous_time = start
        while wrk.poll() is None:
            time.sleep(1.0)
            try:
                current = scrape(base)
            except OSError:
                continue  # an overloaded server may refuse the scrape: skip a sample, keep going
            watch.scraped()
            now = time.time()
            dt = now - previous_time
            old, new = layout_counts(previous), layout_counts(current)
            per_status = {s: (new.get(s, 0) - old.get(s, 0)) / dt for s in new}
            rss, fds = process_stats(pid) if pid else (None, None)
            sample = {
                "t": now - start,
                "rps": per_status,
                "p50": quantile(layout_buckets(previous), layout_buckets(current), 0.50),
                "p99": quantile(layout_buckets(previous), layout_buckets(current), 0.99),
                "rss": rss, "fds": fds,
                "open": current.get(("layoutd_open_connections", frozenset()), None),
                "queue": current.get(("layoutd_solver_queue_depth", frozenset()), None),
            }
            samples.append(sample)
            previous, previous_time = current, now
            if progress:
                total = sum(per_status.values())
                p99 = f"{sample['p99'] * 1000:.0f}ms" if sample["p99"] not in (None, float("inf")) else "-"
                mem = f"  rss {rss:.0f} MiB  fds {fds}" if rss is not None else ""
                sys.stderr.write(f"\r  {sample['t']:5.0f}/{duration}s  {total:8.0f} req/s  "
                                 f"503/s {per_status.get('503', 0):6.0f}  p99<= {p99:>6}{mem}   ")
                sys.stderr.flush()
        reader.join()
        if progress:
            sys.stderr.write("\n")
        text = "".join(output)
        result = parse_wrk(text)
        result["wrk"] = text
        result["samples"] = samples
        result["pauses"] = watch.finish()
        result["command"] = " ".join(command)
        if png:
            plot(samples, png, title)
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def plot(samples, png, title):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    t = [s["t"] for s in samples]
    has_proc = any(s["rss"] is not None for s in samples)
    fig, axes = plt.subplots(3 if has_proc else 2, 1, figsize=(10, 9 if has_proc else 6.5), sharex=True)
    statuses = sorted({k for s in samples for k in s["rps"]})
    ax = axes[0]
    ax.stackplot(t, *[[s["rps"].get(k, 0) for s in samples] for k in statuses], labels=statuses)
    ax.set_ylabel("answers/s (server)")
    ax.legend(loc="upper right", title="status")
    ax.set_title(title)
    ax = axes[1]
    for key, style in (("p50", "-"), ("p99", "--")):
        ys = [s[key] * 1000 if s[key] not in (None, float("inf")) else float("nan") for s in samples]
        ax.plot(t, ys, style, label=f"{key} (bucket bound)")
    ax.set_yscale("log")
    ax.set_ylabel("request duration, ms")
    ax.legend(loc="upper right")
    if has_proc:
        ax = axes[2]
        ax.plot(t, [s["rss"] for s in samples], label="RSS MiB")
        ax.set_ylabel("RSS, MiB")
        twin = ax.twinx()
        twin.plot(t, [s["fds"] for s in samples], color="tab:red", label="open fds")
        twin.set_ylabel("open fds", color="tab:red")
        ax.legend(loc="upper left")
    axes[-1].set_xlabel("seconds")
    fig.tight_layout()
    fig.savefig(png, dpi=90)
    plt.close(fig)


def summary_line(result):
    ms = lambda us: f"{us / 1000:.2f}ms"  # noqa: E731
    return (f"{result['rps']:.0f} req/s  p50 {ms(result.get('p50us', 0))}  p90 {ms(result.get('p90us', 0))}  "
            f"p99 {ms(result.get('p99us', 0))}  max {ms(result.get('maxus', 0))}  "
            f"200: {result.get('s200', 0)}  503: {result.get('s503', 0)} (without Retry-After: "
            f"{result.get('noRetryAfter', 0)})  other: {result.get('other', 0)} {result.get('otherStatuses', '')}"
            f" socket errors: connect {result.get('connect', 0)} read {result.get('read', 0)} "
            f"write {result.get('write', 0)} timeout {result.get('timeout', 0)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", help="an already running layoutd (default: start one)")
    parser.add_argument("--duration", type=int, default=30)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--mix", default="hit:70,resize:20,miss:10")
    parser.add_argument("--png", default="loadtest.png")
    parser.add_argument("--json", help="write the summary and samples here")
    parser.add_argument("server_flags", nargs="*", help="flags for the layoutd started here (after --)")
    args = parser.parse_args()
    if args.url:
        base, pid, server = args.url.rstrip("/"), None, None
    else:
        from harness import Server
        server = Server("--log-level", "error", *args.server_flags)
        base, pid = f"http://127.0.0.1:{server.port}", server.process.pid
    try:
        title = f"layoutd: mix {args.mix}, wrk -c{args.connections} -t{args.threads}"
        if args.server_flags:
            title += " , layoutd " + " ".join(args.server_flags)
        result = run(base, pid, args.duration, args.connections, args.threads, args.mix, png=args.png, title=title)
    finally:
        if server:
            server.stop()
    print(result["command"])
    print(summary_line(result))
    print(f"picture: {args.png}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({k: v for k, v in result.items() if k != "wrk"}, f, indent=1)
    bad = result.get("other", 0) + result.get("noRetryAfter", 0) + sum(
        result.get(k, 0) for k in ("connect", "read", "write", "timeout"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
