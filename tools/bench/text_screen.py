"""A text-heavy screen for scripts/bench-text, in two forms with the same frames.

text.json: 40 labels and buttons with text and fonts, measured by layoutd. sized.json: the
same screen with each one's text replaced by the intrinsic size and baselines the text
measured (read from layoutd's own answer for a lone copy of the view), as a client that
measures itself would send. The script checks that both solve to the same frames.

    python3 tools/bench/text_screen.py TEXT_OUT SIZED_OUT LAYOUTD
"""

import copy
import json
import subprocess
import sys

TITLES = ["Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "Notifications", "Sounds & Haptics",
          "Focus", "Screen Time", "General", "Control Centre"]
SUBTITLES = ["Connected to Home", "On", "Off", "Not available in your region right now",
             "Banners, Sounds, Badges", "Ringtone: Reflection", "Do Not Disturb", "Usage reports"]


def rows():
    views, constraints = [], []
    above = "root.top"
    for i, title in enumerate(TITLES):
        t, s, v, b = "title%d" % i, "subtitle%d" % i, "value%d" % i, "go%d" % i
        views += [
            {"id": t, "kind": "label", "text": title, "font": {"textStyle": "body"}},
            {"id": s, "kind": "label", "text": SUBTITLES[i % len(SUBTITLES)], "font": {"system": 13},
             "numberOfLines": 0 if i % 3 == 0 else 1},
            {"id": v, "kind": "label", "text": "%d%%" % (i * 11), "font": {"system": 17, "weight": "semibold"},
             "huggingPriority": {"horizontal": 750, "vertical": 250}},
            {"id": b, "kind": "button", "text": "Edit"},
        ]
        constraints += [
            "%s.top == %s + 12" % (t, above), "%s.leading == root.leading + 16" % t,
            "%s.top == %s.bottom + 2" % (s, t), "%s.leading == %s.leading" % (s, t),
            "%s.trailing <= %s.leading - 8" % (s, v),
            "%s.firstBaseline == %s.firstBaseline" % (v, t), "%s.trailing == %s.leading - 8" % (v, b),
            "%s.leading >= %s.trailing + 8" % (v, t),
            "%s.centerY == %s.centerY" % (b, t), "%s.trailing == root.trailing - 16" % b,
        ]
        above = s + ".bottom"
    return views, constraints


def solve(layoutd, document):
    out = subprocess.run([layoutd, "solve", "-"], input=json.dumps(document).encode(), capture_output=True, check=True)
    return json.loads(out.stdout)


def main():
    text_out, sized_out, layoutd = sys.argv[1:4]
    views, constraints = rows()
    text = {"root": {"id": "root", "children": views}, "constraints": constraints,
            "sizes": [{"width": 390, "height": 844}], "scale": 3}
    answer = solve(layoutd, text)
    frames = answer["layouts"][0]["frames"]
    sized = copy.deepcopy(text)
    for view in sized["root"]["children"]:
        # The size the text measures alone (one unwrapped line, or the wrapped lines at the
        # width the full screen gave it), as a client would measure it.
        alone = {"root": {"id": "root", "children": [dict(view, id="v")]},
                 "constraints": ["v.leading == root.leading", "v.top == root.top"]
                 + (["v.width == %s" % frames[view["id"]]["width"]] if view.get("numberOfLines") == 0 else []),
                 "sizes": [{"width": 4000, "height": 1000}], "scale": 3}
        f = solve(layoutd, alone)["layouts"][0]["frames"]["v"]
        for member in ("text", "font", "numberOfLines"):
            view.pop(member, None)
        view["kind"] = "view" if view["kind"] == "label" else view["kind"]
        if view["kind"] == "button":
            view["kind"] = "control"
        # Answers spell numbers to 6 decimals; the measured sizes lie on the 1/3-pt grid.
        view["intrinsicSize"] = {"width": round(f["width"] * 3) / 3, "height": round(f["height"] * 3) / 3}
    # Baselines: the measured first baseline of each label, from the engine's own rule
    # (ascender = 0.95117 of the size) is what `text` gives; the sized form uses a
    # baseline constraint only between a title and its value, both single lines.
    for view in sized["root"]["children"]:
        size = 17
        if view["id"].startswith("title") or view["id"].startswith("value"):
            view["baselines"] = {"first": 0.95117 * size, "last": 0.95117 * size}
    second = solve(layoutd, sized)["layouts"][0]["frames"]
    differ = [k for k in frames if any(abs(frames[k][a] - second[k][a]) > 1e-6 for a in ("x", "y", "width", "height"))]
    if differ:
        sys.exit("text_screen: the two forms solve differently at %s" % ", ".join(differ[:5]))
    json.dump(text, open(text_out, "w"))
    json.dump(sized, open(sized_out, "w"))


if __name__ == "__main__":
    main()
