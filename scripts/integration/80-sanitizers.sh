#!/usr/bin/env bash
# The whole `swift test` suite under AddressSanitizer (with LeakSanitizer) and under
# ThreadSanitizer, each in its own scratch path so the normal .build is not invalidated.
# Timings and the choice of scope are in BENCHMARKS.md.
#
# Instrumented code runs several times slower: a test that asserts a wall-clock budget meant
# for an uninstrumented build would fail here for no fault. Name such a test in SANITIZER_SKIP
# (a --skip pattern) rather than loosening it; the script prints what it skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$SECONDS
step() { printf '  [%4ds] %s\n' "$((SECONDS - start))" "$*"; }
failed=()

# Line tables instead of full debug info: a sanitizer report still names each frame's function,
# file and line, and the builds write and link less (BENCHMARKS.md, "2026-12-07 (ninth
# session)"). The index store stays: SwiftPM finds the XCTest tests on Linux through it
# (--disable-index-store fails the test build: "index store path does not exist").
flags=(-Xswiftc -gline-tables-only)

build() { # name sanitizer log
    swift build --build-tests --sanitize="$2" --scratch-path ".build/$1" "${flags[@]}" >"$3" 2>&1
}

test_under() { # name sanitizer env...
    local name=$1 sanitizer=$2; shift 2
    local scratch=".build/$name" log
    log=$(mktemp)
    local skip=()
    if [ -n "${SANITIZER_SKIP:-}" ]; then skip=(--skip "$SANITIZER_SKIP"); step "$name: skipping $SANITIZER_SKIP"; fi
    step "$name: testing"
    if ! env "$@" SWIFT_BACKTRACE=enable=no swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${flags[@]}" \
            "${skip[@]}" >"$log" 2>&1 \
       || grep -qE 'WARNING: (ThreadSanitizer|AddressSanitizer)|ERROR: (AddressSanitizer|LeakSanitizer)' "$log"; then
        grep -E -A30 'WARNING: ThreadSanitizer|ERROR: (Address|Leak)Sanitizer' "$log" | head -80 || true
        grep -E '✘' "$log" | head -20 || true
        tail -5 "$log"; failed+=("$name")
    else
        grep -E 'Test run with' "$log" | sed 's/^/    /' || true
    fi
    rm -f "$log"
}

# The two builds run at once, the test runs one after the other (undisturbed, as before). Each
# build alone leaves a core idle much of the time (one module's emit-module step before the
# next can start, test discovery, one single-threaded link of the test bundle); side by side
# each fills the other's gaps, for the same CPU time in all.
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
declare -A name_of=() built=()
step "asan, tsan: building (both at once)"
build asan address "$work/asan.log" & name_of[$!]=asan
build tsan thread "$work/tsan.log" & name_of[$!]=tsan
for _ in 1 2; do
    status=0; wait -n -p pid || status=$?
    name=${name_of[$pid]}
    if [ "$status" -eq 0 ]; then
        built[$name]=1; step "$name: built"
    else
        step "$name: the build failed"; tail -30 "$work/$name.log"; failed+=("$name (build)")
    fi
done
[ -z "${built[asan]:-}" ] || test_under asan address "ASAN_OPTIONS=detect_leaks=1" "LSAN_OPTIONS=suppressions=$PWD/fuzz/sanitizers/lsan.supp"
[ -z "${built[tsan]:-}" ] || test_under tsan thread "TSAN_OPTIONS=suppressions=$PWD/fuzz/sanitizers/tsan.supp"
step "done"
if [ ${#failed[@]} -gt 0 ]; then echo "sanitizers: FAILED: ${failed[*]}"; exit 1; fi
echo "sanitizers: ASan and TSan clean"
