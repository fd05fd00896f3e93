"""Turns request documents (examples/*.json by default) into wrk templates for mix.lua:
one size with __WIDTH__ x __HEIGHT__, and an extra guide pinned to __CONST__ so that a new
constant is a new structure (a cold solve) while the rest of the document stays the same."""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def write_templates(directory, documents=None):
    documents = documents or sorted(glob.glob(os.path.join(ROOT, "examples", "*.json")))
    os.makedirs(directory, exist_ok=True)
    for index, path in enumerate(documents, start=1):
        with open(path) as f:
            doc = json.load(f)
        doc.pop("frame", None)
        doc["sizes"] = [{"width": "__WIDTH__", "height": "__HEIGHT__"}]
        guides = doc["root"].setdefault("layoutGuides", [])
        guides.append({"id": "loadgenGuide"})
        doc.setdefault("constraints", []).append("loadgenGuide.width == __CONST__")
        text = json.dumps(doc, separators=(",", ":"))
        text = text.replace('"__WIDTH__"', "__WIDTH__").replace('"__HEIGHT__"', "__HEIGHT__")
        with open(os.path.join(directory, f"{index}.json"), "w") as f:
            f.write(text)
    return len(documents)


def fill(directory, index, width=375, height=667, constant=1):
    """The body mix.lua would send, for tests that want to check one by hand."""
    with open(os.path.join(directory, f"{index}.json")) as f:
        text = f.read()
    return text.replace("__WIDTH__", str(width)).replace("__HEIGHT__", str(height)).replace(
        "__CONST__", str(constant)).encode()


if __name__ == "__main__":
    print(write_templates(sys.argv[1], sys.argv[2:] or None))
