#!/usr/bin/env bash
# The documents the cold-solve sessions measure and compare, written into DIR:
#   DIR/screens/   tools/bench/screens.py's six written screens
#   DIR/gen/       generate_screens.py's 40 screens, seed 2026
#   DIR/ib/        every scene of Tests/InterfaceBuilderTests/Fixtures, imported by LAYOUTD
#                  (`layoutd import`), one document per scene: ib-NAME-N.json
#   DIR/examples/  examples/*.json
#   DIR/one_view.json  tools/bench/one_view.json with a constant of 17 and a width of 390
# Usage: tools/bench/cold_documents.sh DIR LAYOUTD
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: tools/bench/cold_documents.sh DIR LAYOUTD" >&2; exit 2; }
dir=$1 layoutd=$2
cd "$(dirname "$0")/../.."
mkdir -p "$dir/screens" "$dir/gen" "$dir/ib" "$dir/examples"
python3 tools/bench/screens.py "$dir/screens" >/dev/null 2>&1
python3 tools/bench/generate_screens.py "$dir/gen" 40 2026 >/dev/null 2>&1
for ib in Tests/InterfaceBuilderTests/Fixtures/*.storyboard Tests/InterfaceBuilderTests/Fixtures/*.xib; do
    base=$(basename "$ib"); base=${base%.*}
    "$layoutd" import "$ib" 2>/dev/null | python3 -c '
import json, sys
answer = json.load(sys.stdin)
for i, scene in enumerate(answer.get("scenes", [])):
    if scene.get("document"):
        with open(f"{sys.argv[1]}-{i}.json", "w") as f:
            json.dump(scene["document"], f)
' "$dir/ib/ib-$base" || true
done
cp examples/*.json "$dir/examples/"
sed -e 's/__CONST__/17/' -e 's/__WIDTH__/390/' tools/bench/one_view.json > "$dir/one_view.json"
