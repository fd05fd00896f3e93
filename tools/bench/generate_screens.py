"""Random but realistic screens for scripts/bench-generated: compositions of the patterns
real UIKit apps are made of, seeded, so nobody tuned the solver to them.

usage: generate_screens.py OUTDIR [COUNT (200)] [SEED (2026)]
       writes OUTDIR/gen-NNN.json, one request document each, and prints one line per
       screen to stderr: its name, views, and the patterns it holds

A screen is a phone or an iPad, with a navigation bar and a tab bar or not, and a column of
sections under them until it has at least a target drawn from 50 to 600 views (the last
section may take it past 600):
  list    rows of nested stacks (icon, title over subtitle, value, chevron); some subtitles
          hidden, as an app hides an empty detail (hidden arranged subviews)
  form    caption and field rows aligned on their first baselines, captions of one width
  cards   a photo at 16:9, a heading, a detail and a button, pinned by anchors
  grid    rows of equal tiles (fillEqually), each a small vertical stack
  ties    a badge whose width two optional constraints of one priority pull apart, which
          layout cannot decide (ambiguous, as real files often are)
The patterns' building blocks are tools/bench/screens.py's.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from screens import PHONE, PHONE_SAFE, bars, button, count, image, label, stack  # noqa: E402

IPAD = {"width": 1024, "height": 1366}
IPAD_SAFE = {"top": 24, "left": 0, "bottom": 20, "right": 0}


class Screen:
    def __init__(self, rng):
        self.rng = rng
        self.n = 0
        self.patterns = []

    def id(self, kind):
        self.n += 1
        return f"{kind}{self.n}"

    def text_width(self, lo, hi):
        return self.rng.randrange(lo, hi)

    def list_section(self):
        rows = []
        for _ in range(self.rng.randrange(3, 16)):
            subtitle = label(self.id("subtitle"), self.text_width(80, 220), 16)
            if self.rng.random() < 0.25:
                subtitle["hidden"] = True
            text = stack(self.id("text"), [label(self.id("title"), self.text_width(60, 200), 20), subtitle],
                         axis="vertical", spacing=2)
            items = [image(self.id("icon"), 29, 29), text]
            if self.rng.random() < 0.6:
                value = label(self.id("value"), self.text_width(30, 90), 20)
                value["huggingPriority"] = {"horizontal": 251, "vertical": 250}
                items.append(value)
            items.append(image(self.id("chevron"), 8, 13))
            rows.append(stack(self.id("row"), items, alignment="center", spacing=12,
                              layoutMarginsRelativeArrangement=True,
                              layoutMargins={"top": 8, "left": 16, "bottom": 8, "right": 16}))
        return stack(self.id("list"), rows, axis="vertical", spacing=1), []

    def form_section(self):
        rows, constraints, captions = [], [], []
        for _ in range(self.rng.randrange(3, 10)):
            caption = label(self.id("caption"), self.text_width(50, 110), 21, first=17)
            captions.append(caption["id"])
            field = {"id": self.id("input"), "kind": "control", "intrinsicSize": {"width": None, "height": 34},
                     "huggingPriority": {"horizontal": 200, "vertical": 250},
                     "baselines": {"first": 23, "last": 23}}
            rows.append(stack(self.id("field"), [caption, field], alignment="firstBaseline", spacing=8))
        constraints += [f"{c}.width == {captions[0]}.width" for c in captions[1:]]
        return stack(self.id("form"), rows, axis="vertical", spacing=12,
                     layoutMarginsRelativeArrangement=True,
                     layoutMargins={"top": 0, "left": 20, "bottom": 0, "right": 20}), constraints

    def cards_section(self):
        cards, constraints = [], []
        for _ in range(self.rng.randrange(1, 5)):
            card, photo, caption, more = self.id("card"), self.id("photo"), self.id("captions"), self.id("more")
            cards.append({"id": card, "children": [
                image(photo, 340, 180),
                stack(caption, [label(self.id("heading"), self.text_width(100, 260), 22),
                                label(self.id("detail"), self.text_width(120, 300), 36)], axis="vertical", spacing=4),
                button(more, 80, 30)]})
            constraints += [f"H:|[{photo}]|", f"H:|-12-[{caption}]-12-|",
                            f"V:|[{photo}]-8-[{caption}]-8-[{more}]-12-|", f"{more}.trailing == {card}.trailingMargin",
                            f"{photo}.height == {photo}.width * 0.5625"]
        return stack(self.id("cards"), cards, axis="vertical", spacing=12,
                     layoutMarginsRelativeArrangement=True,
                     layoutMargins={"top": 12, "left": 16, "bottom": 12, "right": 16}), constraints

    def grid_section(self):
        columns = self.rng.randrange(2, 5)
        rows = []
        for _ in range(self.rng.randrange(1, 5)):
            tiles = [stack(self.id("tile"), [image(self.id("tileIcon"), 24, 24),
                                             label(self.id("tileTitle"), self.text_width(40, 90), 18),
                                             label(self.id("tileValue"), self.text_width(30, 70), 28)],
                           axis="vertical", alignment="center", spacing=4) for _ in range(columns)]
            rows.append(stack(self.id("tileRow"), tiles, distribution="fillEqually", spacing=12))
        return stack(self.id("grid"), rows, axis="vertical", spacing=12), []

    def ties_section(self):
        badge, holder = self.id("badge"), self.id("badgeRow")
        p = self.rng.choice([250, 500, 750])
        return ({"id": holder, "children": [{"id": badge}]},
                [f"{badge}.leading == {holder}.leading + 16", f"{badge}.top == {holder}.top + 4",
                 f"{holder}.bottom == {badge}.bottom + 4", f"{badge}.height == 24",
                 f"{badge}.width == 60 @{p}", f"{badge}.width == 120 @{p}"])

    def make(self):
        ipad = self.rng.random() < 0.2
        size, safe = (IPAD, IPAD_SAFE) if ipad else (PHONE, PHONE_SAFE)
        target = self.rng.randrange(50, 601)
        with_bars = self.rng.random() < 0.7
        makers = {"list": self.list_section, "form": self.form_section, "cards": self.cards_section,
                  "grid": self.grid_section, "ties": self.ties_section}
        weights = {"list": 4, "form": 2, "cards": 2, "grid": 2, "ties": 0.5}
        sections, constraints = [], []
        views = 1 + (22 if with_bars else 0)
        while views < target:
            kind = self.rng.choices(list(weights), weights=list(weights.values()))[0]
            section, extra = makers[kind]()
            sections.append(section)
            constraints += extra
            self.patterns.append(kind)
            views += count(section)
        children = [stack("content", sections, axis="vertical", spacing=self.rng.choice([0, 8, 16]))]
        constraints += ["H:|[content]|"]
        if with_bars:
            constraints.append("content.top == navBar.bottom")
            bars(children, constraints)
        else:
            constraints.append("content.top == root.safeArea.top")
        return {"root": {"id": "root", "children": children}, "constraints": constraints,
                "sizes": [size], "safeAreaInsets": safe}


if __name__ == "__main__":
    out = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 2026
    os.makedirs(out, exist_ok=True)
    for i in range(total):
        screen = Screen(random.Random(seed * 100_003 + i))
        doc = screen.make()
        name = f"gen-{i:03d}"
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(doc, f)
        print(name, count(doc["root"]), "views", " ".join(sorted(set(screen.patterns))), file=sys.stderr)
