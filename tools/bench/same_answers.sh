#!/usr/bin/env bash
# Whether two layoutd binaries answer every document the same, byte for byte: `layoutd solve`
# of each JSON file under DIR (tools/bench/cold_documents.sh makes the usual set) by BEFORE
# and by AFTER, stdout, stderr and exit status compared. Prints the count and every document
# that differs; exits 1 if any does.
# Usage: tools/bench/same_answers.sh BEFORE AFTER DIR
set -uo pipefail
[ $# -eq 3 ] || { echo "usage: tools/bench/same_answers.sh BEFORE AFTER DIR" >&2; exit 2; }
before=$1 after=$2 dir=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
total=0 differ=0
while IFS= read -r doc; do
    total=$((total + 1))
    "$before" solve "$doc" >"$work/a.out" 2>"$work/a.err"; echo "exit $?" >>"$work/a.err"
    "$after" solve "$doc" >"$work/b.out" 2>"$work/b.err"; echo "exit $?" >>"$work/b.err"
    if ! cmp -s "$work/a.out" "$work/b.out" || ! cmp -s "$work/a.err" "$work/b.err"; then
        differ=$((differ + 1))
        echo "differs: $doc"
    fi
done < <(find "$dir" -name '*.json' | sort)
echo "same answers: $((total - differ)) of $total documents"
[ "$differ" -eq 0 ]
