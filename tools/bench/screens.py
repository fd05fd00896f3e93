"""The realistic screens of scripts/bench-screens, written as an iOS developer would lay them
out with stack views and anchors (priorities are UIKit's; every document is solved in the
default `levels` mode).

usage: screens.py OUTDIR     writes OUTDIR/<name>.json for each screen below

  settings    a navigation bar, 12 rows of nested stacks (icon, title over subtitle, value,
              chevron), a tab bar: about 100 views
  settings-hidden  the same with four rows' subtitles hidden (hidden arranged subviews, as an
              app hides an empty detail): the answer reports them ambiguous, as real screens'
  feed        20 cells in a scroll view's content: avatar image, name and body labels,
              a row of three buttons
  form        label/field rows aligned on baselines, a keyboard toolbar with equal buttons
  cards       navigation bar, tab bar and a content column of cards between them
  dashboard   an iPad dashboard of about 500 views: a sidebar and a grid of 60 tiles
"""
import json
import os
import sys

PHONE = {"width": 390, "height": 844}
PHONE_SAFE = {"top": 47, "left": 0, "bottom": 34, "right": 0}


def label(vid, w, h, first=None):
    v = {"id": vid, "kind": "label", "intrinsicSize": {"width": w, "height": h}}
    if first is not None:
        v["baselines"] = {"first": first, "last": first}
    return v


def image(vid, w, h, hug=251):
    # Icons and avatars hug a little harder than text, as a developer sets them so that a
    # fill stack knows which item stretches (equal lowest hugging is ambiguous).
    return {"id": vid, "kind": "image", "intrinsicSize": {"width": w, "height": h},
            "huggingPriority": {"horizontal": hug, "vertical": hug}}


def button(vid, w, h):
    return {"id": vid, "kind": "button", "intrinsicSize": {"width": w, "height": h}}


def stack(vid, children, axis="horizontal", **props):
    v = {"id": vid, "kind": "stack", "axis": axis, "children": children}
    v.update(props)
    return v


def bars(children, constraints, top_below="root.safeArea.top"):
    """A navigation bar under the status bar and a tab bar of five items on the bottom."""
    children.insert(0, {"id": "navBar", "children": [label("navTitle", 120, 22), button("navBack", 44, 44)]})
    constraints += ["H:|[navBar]|", f"navBar.top == {top_below}", "navBar.height == 44",
                    "navTitle.centerX == navBar.centerX", "navTitle.centerY == navBar.centerY",
                    "navBack.leading == navBar.leadingMargin", "navBack.centerY == navBar.centerY"]
    items = [stack(f"tab{i}", [image(f"tabIcon{i}", 28, 28), label(f"tabLabel{i}", 40, 12)],
                   axis="vertical", alignment="center", spacing=2) for i in range(5)]
    children.append({"id": "tabBar", "children": [stack("tabs", items, distribution="fillEqually")]})
    constraints += ["H:|[tabBar]|", "tabBar.bottom == root.bottom", "tabBar.top == root.safeArea.bottom - 49",
                    "H:|[tabs]|", "tabs.top == tabBar.top + 4"]


def settings(hidden=()):
    rows = []
    for i in range(12):
        subtitle = label(f"subtitle{i}", 180, 16)
        if i in hidden:
            subtitle["hidden"] = True
        text = stack(f"text{i}", [label(f"title{i}", 140, 20), subtitle],
                     axis="vertical", spacing=2)
        value = label(f"value{i}", 60, 20)
        value["huggingPriority"] = {"horizontal": 251, "vertical": 250}
        rows.append(stack(f"row{i}", [image(f"icon{i}", 29, 29), text, value,
                                      image(f"chevron{i}", 8, 13)],
                          alignment="center", spacing=12, layoutMarginsRelativeArrangement=True,
                          layoutMargins={"top": 8, "left": 16, "bottom": 8, "right": 16}))
    children = [stack("list", rows, axis="vertical", spacing=1)]
    constraints = ["H:|[list]|", "list.top == navBar.bottom + 20"]
    bars(children, constraints)
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [PHONE], "safeAreaInsets": PHONE_SAFE}


def feed():
    cells = []
    constraints = []
    for i in range(20):
        buttons = stack(f"actions{i}", [button(f"like{i}", 60, 30), button(f"comment{i}", 80, 30),
                                        button(f"share{i}", 60, 30)], distribution="equalSpacing")
        text = stack(f"texts{i}", [label(f"name{i}", 120, 20), label(f"body{i}", 200, 60), buttons],
                     axis="vertical", spacing=4, alignment="fill")
        cells.append({"id": f"cell{i}", "children": [image(f"avatar{i}", 40, 40), text]})
        constraints += [f"H:|[cell{i}]|", f"H:|-16-[avatar{i}(40)]-12-[texts{i}]-16-|",
                        f"V:|-12-[avatar{i}(40)]", f"V:|-12-[texts{i}]-12-|"]
        constraints.append(f"cell{i}.top == content.top" if i == 0 else f"cell{i}.top == cell{i - 1}.bottom")
    # The cells sit in a scroll view's content, taller than the screen.
    constraints += ["H:|[content]|", "content.top == root.safeArea.top", "content.bottom == cell19.bottom"]
    return {"root": {"id": "root", "children": [{"id": "content", "children": cells}]}, "constraints": constraints,
            "sizes": [PHONE], "safeAreaInsets": PHONE_SAFE}


def form():
    rows = []
    for i in range(10):
        rows.append(stack(f"field{i}", [label(f"caption{i}", 90, 21, first=17),
                                        {"id": f"input{i}", "kind": "control",
                                         "intrinsicSize": {"width": None, "height": 34},
                                         "huggingPriority": {"horizontal": 200, "vertical": 250},
                                         "baselines": {"first": 23, "last": 23}}],
                          alignment="firstBaseline", spacing=8))
    keys = [button(f"key{i}", 44, 36) for i in range(4)]
    done = button("done", 60, 36)
    done["huggingPriority"] = {"horizontal": 251, "vertical": 250}
    children = [stack("fields", rows, axis="vertical", spacing=12),
                {"id": "toolbar", "children": [stack("keys", keys, distribution="fillEqually", spacing=8), done]}]
    constraints = ["H:|-20-[fields]-20-|", "fields.top == root.safeArea.top + 20",
                   "caption0.width == caption1.width", "H:|[toolbar]|", "toolbar.height == 44",
                   "toolbar.bottom == root.bottom - 336", "H:|-8-[keys]-16-[done]-8-|",
                   "keys.centerY == toolbar.centerY", "done.centerY == toolbar.centerY"]
    for i in range(2, 10):
        constraints.append(f"caption{i}.width == caption0.width")
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [PHONE], "safeAreaInsets": PHONE_SAFE}


def cards():
    cards = []
    constraints = []
    for i in range(8):
        cards.append({"id": f"card{i}", "children": [
            image(f"photo{i}", 340, 180),
            stack(f"caption{i}", [label(f"heading{i}", 200, 22), label(f"detail{i}", 260, 36)],
                  axis="vertical", spacing=4),
            button(f"more{i}", 80, 30)]})
        constraints += [f"H:|-16-[card{i}]-16-|", f"H:|[photo{i}]|", f"H:|-12-[caption{i}]-12-|",
                        f"V:|[photo{i}]-8-[caption{i}]-8-[more{i}]-12-|", f"more{i}.trailing == card{i}.trailingMargin",
                        f"photo{i}.height == photo{i}.width * 0.5625"]
        constraints.append(f"card{i}.top == content.top + 12" if i == 0 else f"card{i}.top == card{i - 1}.bottom + 12")
    children = [{"id": "content", "children": cards}]
    constraints += ["H:|[content]|", "content.top == navBar.bottom", f"content.bottom == card{len(cards) - 1}.bottom + 12"]
    bars(children, constraints)
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [PHONE], "safeAreaInsets": PHONE_SAFE}


def dashboard():
    side = [stack(f"nav{i}", [image(f"navIcon{i}", 24, 24), label(f"navLabel{i}", 120, 20)],
                  alignment="center", spacing=10) for i in range(12)]
    children = [stack("sidebar", side, axis="vertical", spacing=6)]
    constraints = ["sidebar.leading == root.safeArea.leading + 20", "sidebar.top == root.safeArea.top + 20",
                   "sidebar.width == 220"]
    tiles = []
    n = 0
    for r in range(10):
        row = []
        for c in range(6):
            row.append(stack(f"tile{n}", [
                stack(f"tileHead{n}", [image(f"tileIcon{n}", 20, 20), label(f"tileTitle{n}", 100, 18)],
                      alignment="center", spacing=6),
                label(f"tileValue{n}", 80, 34, first=28),
                stack(f"tileFoot{n}", [label(f"tileDelta{n}", 50, 14), label(f"tileNote{n}", 80, 14)],
                      alignment="lastBaseline", spacing=4, distribution="equalSpacing"),
            ], axis="vertical", spacing=4))
            n += 1
        tiles.append(stack(f"tileRow{r}", row, distribution="fillEqually", spacing=12))
    children.append(stack("grid", tiles, axis="vertical", spacing=12))
    constraints += ["grid.leading == sidebar.trailing + 24", "grid.trailing == root.safeArea.trailing - 20",
                    "grid.top == root.safeArea.top + 20"]
    return {"root": {"id": "root", "children": children}, "constraints": constraints,
            "sizes": [{"width": 1366, "height": 1024}], "safeAreaInsets": {"top": 24, "left": 0, "bottom": 20, "right": 0}}


def settings_hidden():
    return settings(hidden=(2, 5, 8, 11))


SCREENS = {"settings": settings, "settings-hidden": settings_hidden, "feed": feed, "form": form, "cards": cards, "dashboard": dashboard}


def count(view):
    return 1 + sum(count(c) for c in view.get("children", []))


if __name__ == "__main__":
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, make in SCREENS.items():
        doc = make()
        with open(os.path.join(out, name + ".json"), "w") as f:
            json.dump(doc, f)
        print(name, count(doc["root"]), "views", file=sys.stderr)
