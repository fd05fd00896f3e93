"""Who paused during a load run: layoutd, or the machine under it.

wrk 4.1 counts a socket "timeout" only for an answer that arrived later than --timeout
(src/wrk.c, response_complete: stats_record refuses a latency over the limit), never for
one that never came. So a timeout count close to the number of connections means one
pause, longer than the timeout, during which no connection was answered: the whole server
stopped, or the machine did. This module tells the two apart:

- a heartbeat thread in this process wakes every 50 ms; a gap in its beats means this
  process was not scheduled either, that is the machine (or its hypervisor) stopped;
- the gaps between successful scrapes of /metrics are the server's: a paused server
  answers no scrape until it runs again;
- the machine's counters over the run: CPU steal (/proc/stat), the time every task
  stalled on memory or I/O (/proc/pressure, "full"), and the server's major page faults:
  this machine's kernel pages cold memory out on its own (DAMON's `pageout` scheme), so code
  the server has not run for a while may have to be read back from disk."""
import threading
import time

BEAT = 0.05
# A beat this late is a pause of the machine, not the scheduler's ordinary jitter.
MACHINE_GAP = 0.5
# Scrapes are a second apart and may each wait up to 5 s; a gap this long is a pause.
SERVER_GAP = 2.5


class Heartbeat(threading.Thread):
    """Records (seconds since start, length) of every gap between beats over MACHINE_GAP."""

    def __init__(self):
        super().__init__(daemon=True)
        self.start_time = time.monotonic()
        self.gaps = []
        self.stopping = threading.Event()

    def run(self):
        last = time.monotonic()
        while not self.stopping.wait(BEAT):
            now = time.monotonic()
            if now - last - BEAT > MACHINE_GAP:
                self.gaps.append((last - self.start_time, now - last - BEAT))
            last = now

    def stop(self):
        self.stopping.set()
        self.join(timeout=1)
        return self.gaps


def machine_counters(pid=None):
    """Seconds of CPU steal and of full memory and I/O stalls so far, and the major page faults
    of process `pid`; missing ones are None."""
    counters = {"steal": None, "memory": None, "io": None, "server major faults": None}
    if pid:
        try:
            with open(f"/proc/{pid}/stat") as f:
                counters["server major faults"] = int(f.read().rsplit(")", 1)[1].split()[9])
        except (OSError, IndexError, ValueError):
            pass
    try:
        with open("/proc/stat") as f:
            fields = f.readline().split()
        counters["steal"] = int(fields[8]) / 100  # USER_HZ, 100 on Linux
    except (OSError, IndexError, ValueError):
        pass
    for name in ("memory", "io"):
        try:
            with open(f"/proc/pressure/{name}") as f:
                full = next(line for line in f if line.startswith("full"))
            counters[name] = int(full.split("total=")[1]) / 1e6
        except (OSError, StopIteration, IndexError, ValueError):
            pass
    return counters


def server_gaps(scrape_times, start):
    """(seconds since start, length) of every gap between successful scrapes over SERVER_GAP."""
    times = [start] + list(scrape_times)
    return [(a - start, b - a) for a, b in zip(times, times[1:]) if b - a > SERVER_GAP]


def summary(pauses):
    """One line for logs: the longest pause of each side and the machine's counters."""
    def longest(gaps):
        if not gaps:
            return "none"
        t, length = max(gaps, key=lambda g: g[1])
        return f"{length:.1f} s at t={t:.0f} s ({len(gaps)} in all)"
    def shown(name, value):
        if value is None:
            return f"{name} n/a"
        return f"{name} {value:.0f}" if name == "server major faults" else f"{name} {value:.1f} s"
    deltas = ", ".join(shown(name, value) for name, value in pauses["machine_counters"].items())
    return (f"pauses: server (no /metrics answer) {longest(pauses['server'])}; machine (this script's "
            f"heartbeat) {longest(pauses['machine'])}; over the run: CPU steal, full memory and I/O stalls, "
            f"the server's major page faults: {deltas}")


def machine_paused_for(pauses, seconds):
    """True when the machine itself stopped for at least `seconds`: no server can answer then."""
    return any(length >= seconds for _, length in pauses["machine"])


class Watch:
    """Use around a load run: `watch = Watch(server_pid)`, `watch.scraped()` after each successful
    scrape, `watch.finish()` for the pauses."""

    def __init__(self, pid=None):
        self.pid = pid
        self.heartbeat = Heartbeat()
        self.heartbeat.start()
        self.start = self.heartbeat.start_time
        self.scrapes = []
        self.before = machine_counters(pid)

    def scraped(self):
        self.scrapes.append(time.monotonic())

    def finish(self):
        after = machine_counters(self.pid)
        return {
            "server": server_gaps(self.scrapes, self.start),
            "machine": self.heartbeat.stop(),
            "machine_counters": {k: (after[k] - self.before[k]) if after[k] is not None and self.before[k] is not None
                                 else None for k in after},
        }
