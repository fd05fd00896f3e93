"""A benchmark document: a screen of N cards in rows, each with a title and a button, about
what a settings screen sends. __CONST__ and __WIDTH__ are replaced per request by the wrk
script to make each request a cold solve or a resize."""
import json
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 30
cards = []
constraints = []
for i in range(n):
    cards.append({"id": f"card{i}", "children": [
        {"id": f"title{i}", "kind": "label", "intrinsicSize": {"width": 120, "height": 21}},
        {"id": f"button{i}", "kind": "button", "intrinsicSize": {"width": 60, "height": 30}},
    ]})
    constraints += [
        f"H:|-16-[card{i}]-16-|",
        f"card{i}.height == 44",
        f"H:|-[title{i}]-(>=8)-[button{i}]-|",
        f"title{i}.centerY == card{i}.centerY",
        f"button{i}.centerY == card{i}.centerY",
    ]
    constraints.append(f"card{i}.top == root.safeArea.top + 8" if i == 0 else f"card{i}.top == card{i-1}.bottom + 8")
constraints.append("title0.width >= __CONST__ @250")
doc = {"root": {"id": "root", "children": cards}, "constraints": constraints,
       "sizes": [{"width": "__WIDTH__", "height": 812}], "safeAreaInsets": {"top": 44, "left": 0, "bottom": 34, "right": 0}}
print(json.dumps(doc).replace('"__WIDTH__"', "__WIDTH__"))
