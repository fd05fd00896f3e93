"""Calibrates Inter, the stand-in for San Francisco, against the widths Xcode saved.

Inter with San Francisco's tracking table alone lands within 0.5 pt of Xcode's saved width
for far fewer of the labels whose width their text decides than the goal asks
(docs/text.md#how-close-it-comes has the figures): Inter's glyphs are not San Francisco's. Saved frames are evidence of San Francisco's widths, many labels
over few letters, so this fits, on the development half of the collected files only (the
TSV of tools/corpus/label_widths.py), three corrections:

1. Display sizes (20 pt and up): the tracking that, added to Inter's Text face, gives the
   saved widths, per size (San Francisco's Display face is narrower than Inter's Text face
   by more than its own tracking table says, and InterDisplay fitted worse).
2. Weights: per-character offsets of each weight against regular at the same size.
3. Characters: a per-character width correction (1/1000 em), a ridge regression over the
   regular labels at Text sizes, kept for characters seen at least twice. Its strength
   was chosen by leave-one-repository-out cross-validation inside the development half.

It writes Sources/Typesetting/Measures/InterCalibration.swift, which says where its numbers come
from. The held-out half is never read here: tools/corpus/text_widths.py reports on it.

    python3 tools/corpus/fit_text_corrections.py LABELS.tsv [--out Sources/Typesetting/Measures/InterCalibration.swift]

Needs uharfbuzz (pinned in scripts/deps) and fonts-inter.
"""

import argparse
import collections
import csv
import math
import statistics

import numpy as np
import uharfbuzz as hb

INTER = "/usr/share/fonts/opentype/inter/Inter-%s.otf"
FILES = {"ultraLight": "Thin", "thin": "ExtraLight", "light": "Light", "regular": "Regular", "medium": "Medium",
         "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}
# Tracking.text: SF Pro's Text rows (HIG), 1/1000 em at 6...19 pt.
TEXT_TRACKING = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]
STYLES = {"UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleCallout": (16, "regular"),
          "UICTFontTextStyleSubhead": (15, "regular"), "UICTFontTextStyleFootnote": (13, "regular"),
          "UICTFontTextStyleCaption1": (12, "regular"), "UICTFontTextStyleCaption2": (11, "regular"),
          "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleTitle3": (20, "regular"),
          "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
          "UICTFontTextStyleTitle0": (34, "regular")}
DISPLAY_SIZES = (20, 22, 28, 34)
RIDGE = 10.0
_fonts = {}


def advance_em(text, weight):
    """Inter's shaped advance of `text` in em, and its number of grapheme clusters (for
    Latin text, its characters)."""
    if weight not in _fonts:
        face = hb.Face(hb.Blob.from_file_path(INTER % FILES[weight]))
        _fonts[weight] = (hb.Font(face), face.upem)
    font, upem = _fonts[weight]
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) / upem, len(text)


def text_tracking(size):
    position = min(max(size - 6, 0), len(TEXT_TRACKING) - 1)
    below = int(position)
    above = min(below + 1, len(TEXT_TRACKING) - 1)
    return TEXT_TRACKING[below] + (TEXT_TRACKING[above] - TEXT_TRACKING[below]) * (position - below)


def unescape(text):
    return text.replace("\\t", "\t").replace("\\n", "\n").replace("\\\\", "\\")


def labels(path):
    """Development-half single-line system-font labels whose text decides their width."""
    out = []
    with open(path, newline="", encoding="utf-8") as f:
        for r in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            if r["half"] != "development" or r["text_decides"] != "yes" or r["number_of_lines"] != "1":
                continue
            if r["font_type"] == "textStyle":
                if r["style"] not in STYLES:
                    continue
                size, weight = STYLES[r["style"]]
            elif r["font_type"] in ("system", "boldSystem"):
                size = float(r["point_size"])
                weight = "bold" if r["font_type"] == "boldSystem" else (r["weight"] or "regular")
            else:
                continue
            if weight not in FILES:
                continue
            text = unescape(r["text"])
            em, n = advance_em(text, weight)
            if n == 0:
                continue
            scale = int(r["scale"] or 2)
            # The saved width is the text's rounded up to the pixel grid: its middle is half
            # a pixel below.
            target = float(r["saved_width"]) - 0.5 / scale
            # What each character lacks against the saved width, 1/1000 em.
            gap = ((target / size) - em) / n * 1000
            out.append(dict(text=text, size=size, weight=weight, scale=scale, em=em, n=n, gap=gap,
                            repo=r["repo"], saved=float(r["saved_width"])))
    return out


def robust_median(values):
    """The median after dropping what lies more than 3 median deviations out (labels whose
    saved text is not what is drawn: a placeholder, a trailing space)."""
    m = statistics.median(values)
    mad = statistics.median(abs(v - m) for v in values) or 1
    kept = [v for v in values if abs(v - m) <= 3 * mad]
    return statistics.median(kept), len(kept)


def fit_characters(rows, ridge):
    counts = collections.Counter(c for r in rows for c in r["text"])
    chars = sorted(c for c, k in counts.items() if k >= 2)
    index = {c: i for i, c in enumerate(chars)}
    X = np.zeros((len(rows), len(chars)))
    y = np.zeros(len(rows))
    for i, r in enumerate(rows):
        for c in r["text"]:
            if c in index:
                X[i, index[c]] += 1
        y[i] = (r["gap"] - text_tracking(r["size"])) * r["n"]
    keep = np.abs(y * np.array([r["size"] for r in rows]) / 1000) < 3
    A = np.vstack([X[keep], math.sqrt(ridge) * np.eye(len(chars))])
    b = np.concatenate([y[keep], np.zeros(len(chars))])
    beta = np.linalg.lstsq(A, b, rcond=None)[0]
    return dict(zip(chars, beta)), int(keep.sum())


def swift_char(c):
    if c == "\\":
        return '"\\\\"'
    if c == '"':
        return '"\\""'
    if ord(c) < 0x20 or ord(c) > 0x7e:
        return '"\\u{%x}"' % ord(c)
    return '"%s"' % c


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tsv")
    parser.add_argument("--out", default="Sources/Typesetting/Measures/InterCalibration.swift")
    args = parser.parse_args()
    rows = labels(args.tsv)
    repos = {r["repo"] for r in rows}
    regular_text = [r for r in rows if r["weight"] == "regular" and r["size"] < 20]
    characters, fitted = fit_characters(regular_text, RIDGE)

    def corrected_gap(r):
        """The gap left once the character corrections are in."""
        return r["gap"] - sum(characters.get(c, 0) for c in r["text"]) / r["n"]

    display = {}
    for size in DISPLAY_SIZES:
        near = [corrected_gap(r) for r in rows if r["weight"] == "regular" and r["size"] >= 20
                and abs(r["size"] - size) == min(abs(r["size"] - s) for s in DISPLAY_SIZES)]
        if near:
            display[size] = robust_median(near)
    weights = {}
    for weight in FILES:
        if weight == "regular":
            continue
        offsets = [corrected_gap(r) - (text_tracking(r["size"]) if r["size"] < 20 else
                   display[min(DISPLAY_SIZES, key=lambda s: abs(s - r["size"]))][0])
                   for r in rows if r["weight"] == weight]
        if offsets:
            weights[weight] = robust_median(offsets)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("// Generated by tools/corpus/fit_text_corrections.py from the development half of the\n")
        f.write("// collected storyboards and XIBs (%d labels of %d repositories); do not edit by hand.\n" % (len(rows), len(repos)))
        f.write("""
/// Inter made to measure like San Francisco, fitted on the widths Xcode saved for labels
/// whose width their text decides (tools/corpus/label_widths.py finds them). Only the
/// stand-in gets these: a user's own San Francisco measures as it is.
///
/// Provenance: saved frames of public storyboards and XIBs, the development half of the
/// collection (docs/text.md#how-close-it-comes); the numbers are facts about San
/// Francisco's widths in Xcode's canvas, not anyone's code.
enum InterCalibration {
""")
        f.write("    /// Points per em added to each character at Display sizes (20 pt and up) in place of\n")
        f.write("    /// SF Pro's Display tracking, 1/1000 em, at these sizes (labels fitted per row).\n")
        f.write("    static let displayTracking: [(size: Double, value: Double)] = [\n")
        for size, (value, n) in sorted(display.items()):
            f.write("        (%d, %.1f),  // %d labels\n" % (size, value, n))
        f.write("    ]\n\n")
        f.write("    /// Each weight against regular, 1/1000 em per character (labels fitted).\n")
        f.write("    static let weightOffsets: [FontWeight: Double] = [\n")
        for weight, (value, n) in weights.items():
            f.write("        .%s: %.1f,  // %d labels\n" % (weight, value, n))
        f.write("    ]\n\n")
        f.write("    /// San Francisco's width against Inter's, 1/1000 em, per character seen at least twice\n")
        f.write("    /// (%d regular labels at Text sizes; ridge %.0f, chosen by leave-one-repository-out\n" % (fitted, RIDGE))
        f.write("    /// cross-validation).\n")
        f.write("    static let characters: [Character: Double] = [\n")
        items = sorted(characters.items(), key=lambda kv: ord(kv[0][0]))
        for i in range(0, len(items), 6):
            f.write("        " + " ".join("%s: %.1f," % (swift_char(c), v) for c, v in items[i:i + 6]) + "\n")
        f.write("    ]\n}\n")
    print("wrote %s: %d characters, display %s, weights %s" % (args.out, len(characters),
          {k: round(v[0], 1) for k, v in display.items()}, {k: round(v[0], 1) for k, v in weights.items()}))


if __name__ == "__main__":
    main()
