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

run() { # name sanitizer env...
    local name=$1 sanitizer=$2; shift 2
    local scratch=".build/$name" log
    log=$(mktemp)
    step "$name: building"
    if ! swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >"$log" 2>&1; then
        tail -30 "$log"; failed+=("$name (build)"); rm -f "$log"; return
    fi
    local skip=()
    if [ -n "${SANITIZER_SKIP:-}" ]; then skip=(--skip "$SANITIZER_SKIP"); step "$name: skipping $SANITIZER_SKIP"; fi
    step "$name: testing"
    if ! env "$@" SWIFT_BACKTRACE=enable=no swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" \
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

run asan address "ASAN_OPTIONS=detect_leaks=1" "LSAN_OPTIONS=suppressions=$PWD/fuzz/sanitizers/lsan.supp"
run tsan thread "TSAN_OPTIONS=suppressions=$PWD/fuzz/sanitizers/tsan.supp"
step "done"
if [ ${#failed[@]} -gt 0 ]; then echo "sanitizers: FAILED: ${failed[*]}"; exit 1; fi
echo "sanitizers: ASan and TSan clean"
