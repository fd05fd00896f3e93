"""Calibrates Inter, the stand-in for San Francisco, against the widths Xcode saved.

Saved frames of labels whose width their text decides (the TSV of tools/corpus/label_widths.py)
are evidence of San Francisco's widths in Xcode's canvas. This fits, on the development half
only, what the published numbers leave over (docs/text.md#how-the-stand-in-measures):

- Two San Franciscos (Sources/Typesetting/Measures/TextRelease.swift, `SFGeneration`): static
  SF Pro Text and Display until iOS 13 (Xcode 11, toolsVersion below 17000), the variable
  SF Pro from iOS 14, whose letters narrow from Text to Display between 17 and 28 pt.
- A label's width is its letters at the Text optical size, blended toward its letters at the
  Display optical size by `OpticalSize` (0 below 17 pt, 1 from 28 pt; the static faces
  switch at 20 pt), plus the generation's tracking table (Tracking.swift). Text letters are
  Inter's shaped advances plus a correction per character; Display letters are San
  Francisco's own (SFDisplayWidths.swift, published) for ASCII, Inter's scaled for the rest.
- Chinese and Japanese characters are PingFang's, not San Francisco's: 1 em plus one fitted
  correction at every weight and size, untracked (`features`).
- Emoji are Apple Color Emoji's: a whole width by size, untracked, from the saved frames
  (Sources/Typesetting/Measures/EmojiWidths.swift; `features`), nothing fitted here.
- Fitted here: the per-character corrections (ridge), and per generation and per weight an
  offset per character, one for the Text letters and one for the Display letters; and for
  the releases in OWN_RELEASES an offset of their own on top of their generation's, Text and
  Display (iOS 10, Xcode 8: its SF UI Display letters came out 2-7 pt narrow at 20-31 pt in
  three repositories, about 16/1000 em a letter, while iOS 11-13 fit the static faces' numbers).

Robust least squares (Huber, 0.5 pt) in points, frames more than 4 pt off dropped as stale.
--cv reports leave-one-repository-out cross-validation inside the development half, what the
ridge strengths below were chosen by. It writes Sources/Typesetting/Measures/InterCalibration.swift.
The held-out half is never read here: tools/corpus/text_widths.py reports on it.

    python3 tools/corpus/fit_text_corrections.py LABELS.tsv [--cv [--by]] [--out FILE]

Needs numpy and uharfbuzz (scripts/deps --python) and fonts-inter.
"""

import argparse
import collections
import csv
import math
import os
import re

import numpy as np
import uharfbuzz as hb

from corpus import era_of, text_release, tools_version_of
from text_widths import unescape  # label_widths.py's escaping, read one way

HERE = os.path.dirname(os.path.abspath(__file__))
MEASURES = os.path.join(HERE, "..", "..", "Sources", "Typesetting", "Measures")
INTER = "/usr/share/fonts/opentype/inter/Inter-%s.otf"
FILES = {"ultraLight": "Thin", "thin": "ExtraLight", "light": "Light", "regular": "Regular", "medium": "Medium",
         "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold", "black": "Black"}
WEIGHT_VALUE = {w: 100 * (i + 1) for i, w in enumerate(FILES)}
STYLES = {"UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleCallout": (16, "regular"),
          "UICTFontTextStyleSubhead": (15, "regular"), "UICTFontTextStyleFootnote": (13, "regular"),
          "UICTFontTextStyleCaption1": (12, "regular"), "UICTFontTextStyleCaption2": (11, "regular"),
          "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleTitle3": (20, "regular"),
          "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
          "UICTFontTextStyleTitle0": (34, "regular")}
# Ridge strengths on 1/1000-em values, with the data in points (leave-one-repository-out, --cv).
RIDGE = {"c:": 1e-3, "w:": 1e-2, "g:": 1e-3, "dw:": 1e-2, "dg:": 1e-2, "kappa": 1e-4, "r:": 1e-2, "dr:": 1e-2}
# Releases whose letters get offsets of their own beside their generation's (TextRelease's
# names): chosen by --cv, where an offset for every release did no better than iOS 10's alone.
OWN_RELEASES = ("iOS 10",)
HUBER, STALE = 0.5, 4.0
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def swift_table(source, name):
    """`static let NAME = Table(firstSize: N, values: [...])` (or `anchors: [(size, value), ...]`,
    read between by straight lines as Tracking.Table does) of a Swift file: (N, values)."""
    match = re.search(r"static let %s = Table\(firstSize: (\d+), (values|anchors): \[(.*?)\]\)" % name, source, re.S)
    numbers = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", re.sub(r"//[^\n]*", "", match.group(3)))]
    first = int(match.group(1))
    if match.group(2) == "values":
        return first, numbers
    anchors = list(zip(numbers[0::2], numbers[1::2]))
    values = []
    for size in range(first, int(anchors[-1][0]) + 1):
        above = next(i for i, (s, _) in enumerate(anchors) if s >= size)
        (sa, va), (sb, vb) = anchors[max(above - 1, 0)], anchors[above]
        values.append(vb if sb == sa else va + (vb - va) * (size - sa) / (sb - sa))
    return first, values


def swift_bytes(source, name):
    code = re.sub(r"//[^\n]*", "", source)
    match = re.search(r"static let %s: \[UInt8\] = \[(.*?)\]" % name, code, re.S)
    return [int(v) for v in re.findall(r"\d+", match.group(1))]


TRACKING_SOURCE = open(os.path.join(MEASURES, "Tracking.swift"), encoding="utf-8").read()
TABLES = {name: swift_table(TRACKING_SOURCE, name) for name in ("text", "display", "staticText", "staticDisplay")}
WIDTHS_SOURCE = open(os.path.join(MEASURES, "SFDisplayWidths.swift"), encoding="utf-8").read()
SF_DISPLAY = {chr(0x20 + i): (r, b) for i, (r, b) in
              enumerate(zip(swift_bytes(WIDTHS_SOURCE, "regular"), swift_bytes(WIDTHS_SOURCE, "bold")))}


EMOJI_SOURCE = open(os.path.join(MEASURES, "EmojiWidths.swift"), encoding="utf-8").read()
EMOJI_ANCHORS = [(float(a), float(b)) for a, b in
                 re.findall(r"\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?)\)",
                            re.search(r"static let anchors[^=]*= \[(.*?)\]\n", EMOJI_SOURCE).group(1))]


def emoji_advance(size):
    """EmojiWidths.advance: an emoji's whole advance in points, straight lines between the
    sizes the saved frames show, in proportion below and above them."""
    (s0, w0), (s1, w1) = EMOJI_ANCHORS[0], EMOJI_ANCHORS[-1]
    if size <= s0:
        return size * w0 / s0
    if size >= s1:
        return size * w1 / s1
    for (sa, wa), (sb, wb) in zip(EMOJI_ANCHORS, EMOJI_ANCHORS[1:]):
        if size <= sb:
            return wa + (wb - wa) * (size - sa) / (sb - sa)
    return size * w1 / s1


def emoji_clusters(text):
    """(start, end) code-point ranges of the emoji in `text`, as Swift's Characters hold them
    and EmojiWidths.isEmoji tells them: a pictograph, flag or modifier from U+1F000 to
    U+1FAFF, or any character followed by U+FE0F; with what joins it (U+FE0F, the keycap
    U+20E3, skin tones, tags, U+200D and the next pictograph, a flag's second letter)."""
    out, i = [], 0
    while i < len(text):
        o = ord(text[i])
        follows = i + 1 < len(text) and text[i + 1] == "\ufe0f"
        if not (0x1F000 <= o <= 0x1FAFF or follows):
            i += 1
            continue
        j = i + 1
        if 0x1F1E6 <= o <= 0x1F1FF and j < len(text) and 0x1F1E6 <= ord(text[j]) <= 0x1F1FF:
            j += 1
        while j < len(text):
            n = ord(text[j])
            if n in (0xFE0F, 0x20E3) or 0x1F3FB <= n <= 0x1F3FF or 0xE0020 <= n <= 0xE007F:
                j += 1
            elif n == 0x200D and j + 1 < len(text):
                j += 2
            else:
                break
        out.append((i, j))
        i = j
    return out


def table_value(name, size):
    """Tracking.Table.value(at:): straight lines between whole sizes, held at the ends."""
    first, values = TABLES[name]
    position = size - first
    if not position > 0:
        return values[0]
    if position >= len(values) - 1:
        return values[-1]
    below = int(position)
    return values[below] + (values[below + 1] - values[below]) * (position - below)


def generation(tools_version):
    """TextRelease.generation of the release an Xcode of this toolsVersion drew with."""
    return "staticFaces" if tools_version < 17000 else "variable"


def optical(size, gen):
    """OpticalSize.displayShare: how far the letters are toward San Francisco's Display ones."""
    if gen == "staticFaces":
        return 1.0 if size >= 20 else 0.0
    return min(max((size - 17) / 11, 0.0), 1.0)


def tracking(size, gen):
    """Tracking.standIn's table part, 1/1000 em."""
    if gen == "staticFaces":
        return table_value("staticText", size) if size < 20 else table_value("staticDisplay", size)
    return table_value("text", size) if size < 20 else table_value("display", size)


_fonts = {}


def advances(text, weight):
    """Inter's shaped advances of `text` in em, one per character (a cluster's to its first)."""
    if weight not in _fonts:
        face = hb.Face(hb.Blob.from_file_path(INTER % FILES[weight]))
        _fonts[weight] = (hb.Font(face), face.upem)
    font, upem = _fonts[weight]
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    out = [0.0] * len(text)
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        out[info.cluster] += pos.x_advance / upem
    return out


def display_ratio(weight):
    """SFDisplayWidths.standInRatio: San Francisco's Display letters over Inter's, over a-z A-Z,
    for characters the table lacks."""
    sf = sum(display_width(c, weight) for c in LETTERS)
    return sf / sum(advances(c, weight)[0] for c in LETTERS)


def display_mean(weight):
    """SFDisplayWidths.em less Inter's advance, over a-z A-Z, em: how much narrower San
    Francisco's Display letters are than Inter's on the whole."""
    return sum(display_width(c, weight) - advances(c, weight)[0] for c in LETTERS) / len(LETTERS)


def display_width(c, weight):
    """SFDisplayWidths.width: em, the regular and bold columns read along the weight by a
    straight line (and past them for lighter and heavier weights)."""
    regular, bold = SF_DISPLAY[c]
    return (regular + (bold - regular) * (WEIGHT_VALUE[weight] - 400) / 300) / 100


IDEOGRAPHIC = "ideographic"


def correction_key(c):
    """The correction a character takes: its own, or for Chinese and Japanese characters
    (which Inter lacks and iOS draws in PingFang, 1 em and a little over, untracked: see
    `features`) one shared by all of them (InterCalibration.ideographic)."""
    o = ord(c)
    if 0x3000 <= o <= 0x30FF or 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xFF00 <= o <= 0xFF60:
        return IDEOGRAPHIC
    return c


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
            text = unescape(r["text"]).replace("\n", " ")
            if weight not in FILES or not text:
                continue
            tools = tools_version_of(r["toolsVersion"]) or 0
            out.append(dict(text=text, size=size, weight=weight, scale=int(r["scale"] or 2),
                            saved=float(r["saved_width"]), gen=generation(tools), tools=tools, repo=r["repo"],
                            release=text_release(tools or None)))
    return out


def features(r, ratios, means):
    """The label's fixed width in points and its fitted parameters' coefficients (points per
    1/1000 em of each). `kappa` is how much of a character's departure from the average
    difference between San Francisco's Display letters and Inter's its Text letter shares:
    the published widths tell which of Inter's letters are unlike San Francisco's (an
    underscore, 0.45 em in Inter, is 0.53 em in SF's table and fitted 0.10 em wider in Text).

    Chinese and Japanese characters are not San Francisco's: iOS draws them in PingFang, one
    em wide at every weight and size, and San Francisco's tracking does not reach them. They
    take 1 em plus one fitted correction (`ideographic`), no tracking, no weight or generation
    offsets and no Display letters. (Read as Inter's .notdef, 0.94-1.09 em by weight, plus
    San Francisco's offsets and tracking, medium labels of them came out 27/1000 em a
    character too wide, bold ones 63, and 17-pt ones 26/1000 em too narrow.)"""
    text, size, weight, gen = r["text"], r["size"], r["weight"], r["gen"]
    t = optical(size, gen)
    inter = advances(text, weight)
    k = size / 1000
    track = tracking(size, gen) * size / 1000
    fixed = 0.0
    coefficients = collections.Counter()
    # Emoji are Apple Color Emoji's: a whole advance by size (EmojiWidths), nothing fitted.
    emoji = set()
    for start, end in emoji_clusters(text):
        fixed += emoji_advance(size)
        emoji.update(range(start, end))
    for i, (c, a) in enumerate(zip(text, inter)):
        if i in emoji:
            continue
        key = correction_key(c)
        if key == IDEOGRAPHIC:
            fixed += size
            coefficients["c:" + key] += k
            continue
        display = display_width(c, weight) if c in SF_DISPLAY else a * ratios[weight]
        fixed += ((1 - t) * a + t * display) * size + track
        if t < 1:
            coefficients["g:" + gen] += (1 - t) * k
            if weight != "regular":
                coefficients["w:" + weight] += (1 - t) * k
            coefficients["c:" + key] += (1 - t) * k
            if c in SF_DISPLAY:
                coefficients["kappa"] += (1 - t) * (display_width(c, weight) - a - means[weight]) * 1000 * k
            if r["release"] in OWN_RELEASES:
                coefficients["r:" + r["release"]] += (1 - t) * k
        if t > 0:
            coefficients["dg:" + gen] += t * k
            if weight != "regular":
                coefficients["dw:" + weight] += t * k
            if r["release"] in OWN_RELEASES:
                coefficients["dr:" + r["release"]] += t * k
    return fixed, coefficients


class Fit:
    def __init__(self, rows):
        ratios = {w: display_ratio(w) for w in FILES}
        means = {w: display_mean(w) for w in FILES}
        self.ratios, self.means, self.rows = ratios, means, rows
        built = [features(r, ratios, means) for r in rows]
        counts = collections.Counter(n for _, f in built for n in f)
        # A character seen once is fitted to its one label; it keeps no correction.
        self.names = sorted(n for n in counts if not n.startswith("c:") or counts[n] >= 2)
        index = {n: i for i, n in enumerate(self.names)}
        self.X = np.zeros((len(rows), len(self.names)))
        for i, (_, f) in enumerate(built):
            for n, v in f.items():
                if n in index:
                    self.X[i, index[n]] += v
        self.fixed = np.array([fixed for fixed, _ in built])
        # The saved width is the text's rounded up to the pixel grid: its middle is half a pixel below.
        self.y = np.array([r["saved"] - 0.5 / r["scale"] for r in rows]) - self.fixed
        self.saved = np.array([r["saved"] for r in rows])
        self.scale = np.array([r["scale"] for r in rows])
        self.repos = np.array([r["repo"] for r in rows])
        self.ridge = np.sqrt([next(v for p, v in RIDGE.items() if n.startswith(p)) for n in self.names])

    def solve(self, mask):
        X, y = self.X[mask], self.y[mask]
        weights = np.ones(len(y))
        beta = np.zeros(len(self.names))
        ridge = np.diag(self.ridge ** 2)
        for _ in range(10):
            # The ridge-augmented least squares by its normal equations: the same solution as
            # lstsq on the stacked rows, a tenth of the time (--cv solves it 1,300 times).
            weighted = X * weights[:, None]
            beta = np.linalg.solve(X.T @ weighted + ridge, weighted.T @ y)
            off = np.abs(y - X @ beta)
            weights = np.where(off <= HUBER, 1.0, HUBER / np.maximum(off, 1e-9))
            weights[off > STALE] = 0
        return beta

    def errors(self, beta, mask):
        raw = self.fixed[mask] + self.X[mask] @ beta
        scale = self.scale[mask]
        return np.ceil(raw * scale - 1e-9) / scale - self.saved[mask]

    def cross_validated(self):
        errors = np.zeros(len(self.y))
        for repo in sorted(set(self.repos)):
            held = self.repos == repo
            errors[held] = self.errors(self.solve(~held), held)
        return errors


def share(errors, limit):
    return 100 * float(np.mean(np.abs(errors) <= limit + 1e-9)) if len(errors) else 0.0


def size_band(size):
    """Where a size stands for the letters: below the variable font's blend (17 pt), Text
    sizes up to the static faces' switch (20 pt), the blend's rest, and Display sizes."""
    return ("a: under 17 pt" if size < 17 else "b: 17-19 pt" if size < 20 else "c: 20-27 pt" if size < 28
            else "d: 28-39 pt" if size < 40 else "e: 40 pt and up")


def breakdown(rows, errors):
    """The cross-validated errors by size band and generation, by weight and by Xcode era, and
    per letter at each size from 17 pt: where the development half's misses are, each label as
    measured by a fit that never saw its repository (the held-out half is not read here)."""
    keys = (("size band, generation", lambda r: "%s, %s" % (size_band(r["size"]), r["gen"])),
            ("weight", lambda r: r["weight"]), ("Xcode era", lambda r: era_of(r["tools"] or None)))
    for title, key in keys:
        groups = collections.defaultdict(list)
        for r, e in zip(rows, errors):
            groups[key(r)].append(e)
        print("\n| %s | labels | within 0.5 pt | within 1 pt | median error (pt) |\n|---|---|---|---|---|" % title)
        for name in sorted(groups):
            values = np.array(groups[name])
            print("| %s | %d | %.0f%% | %.0f%% | %+.2f |" % (name, len(values), share(values, 0.5), share(values, 1),
                                                         float(np.median(values))))
    # Per letter at each size from 17 pt, where the letters blend toward Display ones: how far
    # off a letter is on average, in 1/1000 em, over labels less than STALE off and with no
    # character beyond U+2000 (emoji, whose frames say little about letters).
    sizes = collections.defaultdict(list)
    for r, e in zip(rows, errors):
        if r["size"] >= 17 and abs(e) < STALE and all(ord(c) < 0x2000 for c in r["text"]):
            sizes[(r["gen"], min(r["size"], 40))].append((1000 * e / (len(r["text"]) * r["size"]), r["repo"]))
    print("\n| generation, size (pt; 40 and up as 40) | labels | repositories | mean error a letter (1/1000 em) |\n|---|---|---|---|")
    for (gen, size), values in sorted(sizes.items()):
        print("| %s, %g | %d | %d | %+.1f |" % (gen, size, len(values), len({repo for _, repo in values}),
                                               float(np.mean([v for v, _ in values]))))


def swift_char(c):
    if c == "\\":
        return '"\\\\"'
    if c == '"':
        return '"\\""'
    if ord(c) < 0x20 or ord(c) > 0x7e:
        return '"\\u{%x}"' % ord(c)
    return '"%s"' % c


def write(path, fit, params):
    rows = fit.rows
    by = lambda prefix: {n[len(prefix):]: v for n, v in params.items() if n.startswith(prefix)}
    counts = collections.Counter()
    for r in rows:
        counts["g:" + r["gen"]] += 1
        counts["w:" + r["weight"]] += 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("// Generated by tools/corpus/fit_text_corrections.py from the development half of the\n")
        f.write("// collected storyboards and XIBs (%d labels of %d repositories); do not edit by hand.\n"
                % (len(rows), len(set(r["repo"] for r in rows))))
        f.write("""
/// Inter made to measure like San Francisco: what the published numbers (Tracking,
/// SFDisplayWidths) leave over, fitted on the widths Xcode saved for labels whose width their
/// text decides (tools/corpus/label_widths.py finds them). Only the stand-in gets these: a
/// user's own San Francisco measures as it is.
///
/// Provenance: saved frames of public storyboards and XIBs, the development half of the
/// collection (docs/text.md#how-close-it-comes); the numbers are facts about San
/// Francisco's widths in Xcode's canvas, not anyone's code.
enum InterCalibration {
""")

        def dictionary(name, doc, values, key, counted):
            f.write(doc)
            f.write("    static let %s: [%s: Double] = [\n" % (name, key))
            for k, v in sorted(values.items()):
                f.write("        .%s: %.1f,%s\n" % (k, v, "  // %d labels" % counts[counted + k] if counted else ""))
            f.write("    ]\n\n")

        dictionary("generationOffsets", "    /// Text letters, per generation, 1/1000 em per character.\n",
                   by("g:"), "SFGeneration", "g:")
        dictionary("weightOffsets", "    /// Text letters, each weight against regular, 1/1000 em per character.\n",
                   by("w:"), "FontWeight", "w:")
        dictionary("displayGenerationOffsets", "    /// Display letters, per generation, 1/1000 em per character.\n",
                   by("dg:"), "SFGeneration", "g:")
        dictionary("displayWeightOffsets", "    /// Display letters, each weight against the table's reading, 1/1000 em per character.\n",
                   by("dw:"), "FontWeight", "w:")
        def releases(name, doc, prefix):
            f.write(doc)
            f.write("    static let %s: [TextRelease: Double] = [\n" % name)
            for release in OWN_RELEASES:
                f.write("        .iOS%s: %.1f,\n" % (release.split()[1], params.get(prefix + release, 0.0)))
            f.write("    ]\n\n")

        releases("releaseOffsets", "    /// Text letters of the releases that differ from their generation, 1/1000 em per character.\n", "r:")
        releases("displayReleaseOffsets", "    /// Display letters of the releases that differ from their generation, 1/1000 em per character.\n", "dr:")
        f.write("    /// How much of a character's departure from `displayDifferences` its Text letter takes.\n")
        f.write("    static let departureShare = %.4f\n\n" % params.get("kappa", 0))
        f.write("    /// SFDisplayWidths less Inter's advances, over a–z and A–Z, em, per weight.\n")
        f.write("    static let displayDifferences: [FontWeight: Double] = [\n")
        for w in FILES:
            f.write("        .%s: %.5f,\n" % (w, fit.means[w]))
        f.write("    ]\n\n")
        f.write("    /// San Francisco's Display letters over Inter's, for characters SFDisplayWidths lacks\n")
        f.write("    /// (the tables' a–z and A–Z over Inter's, per weight).\n")
        f.write("    static let displayRatios: [FontWeight: Double] = [\n")
        for w in FILES:
            f.write("        .%s: %.4f,\n" % (w, fit.ratios[w]))
        f.write("    ]\n\n")
        characters = by("c:")
        f.write("    /// Chinese and Japanese characters (U+3000–U+30FF, U+3400–U+4DBF, U+4E00–U+9FFF,\n")
        f.write("    /// U+FF00–U+FF60), which iOS draws in PingFang: 1/1000 em over 1 em, at every weight\n")
        f.write("    /// and size, with no tracking (`StandInLetters.fallbackAdvance`).\n")
        f.write("    static let ideographic = %.1f\n\n" % characters.pop(IDEOGRAPHIC, 0.0))
        f.write("    /// San Francisco's Text letters against Inter's, 1/1000 em, per character seen at least\n")
        f.write("    /// twice (ridge, strength chosen by leave-one-repository-out cross-validation).\n")
        f.write("    static let characters: [Character: Double] = [\n")
        items = sorted(characters.items(), key=lambda kv: ord(kv[0][0]))
        for i in range(0, len(items), 6):
            f.write("        " + " ".join("%s: %.1f," % (swift_char(c), v) for c, v in items[i:i + 6]) + "\n")
        f.write("    ]\n}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tsv")
    parser.add_argument("--out", default=os.path.join(MEASURES, "InterCalibration.swift"))
    parser.add_argument("--cv", action="store_true", help="report leave-one-repository-out cross-validation")
    parser.add_argument("--by", action="store_true",
                        help="with --cv: the cross-validated errors by size band and generation, weight and era, "
                             "and per letter by size from 17 pt")
    args = parser.parse_args()
    fit = Fit(labels(args.tsv))
    if args.cv:
        errors = fit.cross_validated()
        display = np.array([r["size"] >= 20 for r in fit.rows])
        print("leave one repository out, %d labels of %d repositories: within 0.5 pt %.1f%%, 1 pt %.1f%% "
              "(Display sizes %.1f%% / %.1f%%)" % (len(errors), len(set(fit.repos)), share(errors, 0.5),
                                                  share(errors, 1), share(errors[display], 0.5), share(errors[display], 1)))
        if args.by:
            breakdown(fit.rows, errors)
    params = dict(zip(fit.names, fit.solve(np.ones(len(fit.rows), bool))))
    write(args.out, fit, params)
    print("wrote %s: %d characters; %s" % (args.out, sum(n.startswith("c:") for n in params),
          {n: round(v, 1) for n, v in params.items() if not n.startswith("c:")}))


if __name__ == "__main__":
    main()
