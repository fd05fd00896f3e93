// LD_PRELOAD shim for scripts/callgrind-small-requests: the monotonic clock runs SLOW_CLOCK
// (default 100) times slower, so that under valgrind (30-100x slower than the machine) no
// solve on the event loop passes its 5 ms inline deadline and is solved again on a worker,
// which a server at full speed does not do and which would count its work twice. The wall
// clock (CLOCK_REALTIME) is left alone.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>

static int (*real_clock_gettime)(clockid_t, struct timespec *);
static long long base = -1;
static long long factor = 100;

int clock_gettime(clockid_t id, struct timespec *ts) {
    if (!real_clock_gettime) {
        real_clock_gettime = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
        const char *f = getenv("SLOW_CLOCK");
        if (f && atoll(f) > 0) factor = atoll(f);
    }
    int r = real_clock_gettime(id, ts);
    if (r == 0 && (id == CLOCK_MONOTONIC || id == CLOCK_MONOTONIC_RAW || id == CLOCK_BOOTTIME)) {
        long long ns = ts->tv_sec * 1000000000LL + ts->tv_nsec;
        if (base < 0) base = ns;
        ns = base + (ns - base) / factor;
        ts->tv_sec = ns / 1000000000LL;
        ts->tv_nsec = ns % 1000000000LL;
    }
    return r;
}
