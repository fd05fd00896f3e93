"""The collection of real Interface Builder files that scripts/ib-fidelity measures.

The files are other people's code and stay out of the repository: a folder of them (named
owner__repo__path, with an optional SOURCES.tsv of `file` and `repo` columns) is given on
the command line. What is decided here, once and for everyone, is how that folder splits:

- by repository, so that no app has files in both halves (rules fitted on one screen of an
  app would otherwise be "confirmed" by its other screens);
- by a hash of the repository's name, so that the split needs no list, never changes when
  files are added, and cannot be steered by looking at the files.

Rules are written looking at the development half only; the held-out half is measured,
never read view by view while a rule is being written.

manifest.tsv beside this file lists the collection of 2026-12-07 (1,636 files from 590
repositories): each file's name in the folder, its repository, its path there, the commit it
was taken at, and `kind`, what the repository is: `app` (a published app: an App Store link
or a well-known shipped app), `org` (an organisation's repository that is not a published
app: SDK demo apps, apps not confirmed released) or `other` (personal and tutorial
projects). The 521 rows of the collection of 2026-12-04 (../shared/corpus) have no kind;
the 646 added on 2026-12-06 have one. 19 more (2026-12-06, later: Xcode 8-9 storyboards
with table cell prototypes and size-class variations, which the held-out half had and the
development half lacked) come mostly from forks frozen at that era; their `upstream` column
names the repository they were forked from, and the split and the repository counts use it.
The last 450 rows (2026-12-07, 162 repositories none of the list or of validation-manifest.tsv
had, by `repo` or `upstream`) are the newest version in each repository's history of files
using Auto Layout with saved frames, Xcode 8 to Xcode 26 (a file without a <device>, the
format before Xcode 8's, left out), launch screens and vendored folders left out, none with
the bytes of a file already listed nor sharing a fifth of its IB ids with one (ids found in
five or more listed files left out of that count) or with another new file; at most 6 a
repository, the files of 40 KB or more or with 4 scenes or more first, then at most 2 smaller
ones. 240 of them are published apps' or organisations' files of 40 KB or more or 4 scenes or
more; 174 are Xcode 10-11.3 files.
The files themselves are not here; a folder made from
the list (each file the bytes of `git show COMMIT:PATH`, the manifest copied in as
SOURCES.tsv) is the collection the figures of that date in BENCHMARKS.md were measured on.

validation-manifest.tsv (same columns) is a validation set kept apart from the collection:
165 files from 77 repositories, gathered on 2026-12-06 because by then the held-out half had
been read view by view to name the causes of its misses (issue 47), so a rule written after
that reading can no longer be judged on it. No repository of the set is in manifest.tsv (by
`repo` or `upstream`, ignoring case), and no file has the bytes of one of the collection's, nor
shares a fifth of its IB ids with one (copies and forks). The files use Auto Layout with saved
frames, from Xcode 8 to Xcode 26; launch screens and vendored folders are left out; at most 4 a
repository, the ones of 40 KB or more or with 4 scenes or more first. Nobody has read them view
by view. The set is measured as one set, in totals only (`scripts/ib-fidelity --set validation
FOLDER`, FOLDER made from the list like the collection's), and is never read view by view
while a rule is being written; once it has been, it no longer validates anything and a new
set is needed.
"""

import hashlib
import os
import re

SALT = "layoutd corpus split 2026-12"
HALVES = ("development", "held-out")


def half_of(repository):
    """'development' or 'held-out' for `owner/name` (case-insensitive)."""
    digest = hashlib.sha256((SALT + ":" + repository.lower()).encode("utf-8")).digest()
    return HALVES[digest[0] & 1]


# Xcode eras by the document's toolsVersion: the versions each Xcode writes.
ERAS = (
    (0, "Xcode 7 and older"),
    (11000, "Xcode 8-9"),
    (14000, "Xcode 10-11.3"),
    (16000, "Xcode 11.4-12"),
    (19000, "Xcode 13-14"),
    (22000, "Xcode 15-16"),
    (24090, "Xcode 26"),  # its betas wrote 24093.x (XcodeReleases.xcode26 in Sources/InterfaceBuilder)
)


# The iOS release whose San Francisco each Xcode drew with, by toolsVersion: the same ranges as
# TextRelease.drawn(byToolsVersion:) in Sources/InterfaceBuilder/Screen/TextRelease+Xcode.swift.
TEXT_RELEASES = ((13000, "iOS 10"), (14000, "iOS 11"), (15000, "iOS 12"), (17000, "iOS 13"), (19000, "iOS 14"),
                 (21000, "iOS 15"), (22000, "iOS 16"), (24090, "iOS 17"))


def text_release(tools_version):
    """The `textRelease` `layoutd import --text measured` writes for a file of this toolsVersion."""
    if tools_version is None:
        return "iOS 26"
    return next((name for below, name in TEXT_RELEASES if tools_version < below), "iOS 26")


def era_of(tools_version):
    name = "unknown"
    for start, label in ERAS:
        if tools_version is not None and tools_version >= start:
            name = label
    return name


# Some Xcode 15 builds write this placeholder in place of their toolsVersion; the Cocoa Touch
# plug-in's version beside it (22684, 22685 in the collection) is the real one.
PLACEHOLDER_TOOLS_VERSION = 32700


def tools_version_of(text):
    """The version a label TSV's `toolsVersion` column stands for (the attribute as written,
    "24128" or "32700.99.1234"), or None: its digits before the first dot, and for the
    placeholder the version of Xcode 15.0-15.2 that wrote it (22684: every placeholder file
    of the collections carries a Cocoa Touch plug-in of 22684 or 22685, which the TSV does
    not keep). So a placeholder file measures as iOS 17, as `layoutd import` reads it
    (ToolsVersion.of in Sources/InterfaceBuilder), not as the newest release."""
    match = re.match(r"\d+", text or "")
    if not match:
        return None
    version = int(match.group())
    return 22684 if version == PLACEHOLDER_TOOLS_VERSION else version


def tools_version(path):
    """The toolsVersion of a file's <document> element (digits only), or None; for the
    placeholder 32700.99.1234, the IBCocoaTouchPlugin's version."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(4096).decode("utf-8", "replace")
    except OSError:
        return None
    match = re.search(r'<document\b[^>]*\btoolsVersion="(\d+)', head)
    if not match:
        return None
    version = int(match.group(1))
    if version == PLACEHOLDER_TOOLS_VERSION:
        plugin = re.search(r'<plugIn\b[^>]*identifier="com\.apple\.InterfaceBuilder\.IBCocoaTouchPlugin"[^>]*version="(\d+)', head)
        if plugin:
            return int(plugin.group(1))
    return version


def ib_files(folder):
    found = []
    for directory, _, names in os.walk(folder):
        for name in names:
            if name.endswith((".storyboard", ".xib")):
                found.append(os.path.join(directory, name))
    return sorted(found)


def repositories_by_file(folder):
    """File name -> repository, from SOURCES.tsv when the folder (or its parent) has one. A
    fork counts as the repository it was forked from (the `upstream` column, where given), so
    that one app's storyboards never land in both halves."""
    table = {}
    for candidate in (os.path.join(folder, "SOURCES.tsv"), os.path.join(os.path.dirname(folder.rstrip("/")), "SOURCES.tsv")):
        if not os.path.exists(candidate):
            continue
        with open(candidate, encoding="utf-8") as handle:
            header = handle.readline().rstrip("\n").split("\t")
            if "file" not in header or "repo" not in header:
                continue
            file_column, repo_column = header.index("file"), header.index("repo")
            upstream_column = header.index("upstream") if "upstream" in header else None
            for row in handle:
                cells = row.rstrip("\n").split("\t")
                if len(cells) > max(file_column, repo_column):
                    repo = cells[repo_column]
                    if upstream_column is not None and len(cells) > upstream_column and cells[upstream_column]:
                        repo = cells[upstream_column]
                    table[cells[file_column]] = repo
        break
    return table


def repository_of(path, folder, table):
    name = os.path.basename(path)
    if name in table:
        return table[name]
    parts = name.split("__")
    if len(parts) >= 3:
        return parts[0] + "/" + parts[1]
    # Without a naming convention, a top-level folder under FOLDER stands for a repository.
    relative = os.path.relpath(path, folder).split(os.sep)
    return relative[0] if len(relative) > 1 else "(unknown)"


def document_id_forms(ib_id):
    """The ids the importer may give an IB id (docs/interface-builder.md#views)."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", ib_id):
        return {ib_id}
    cleaned = re.sub(r"[^A-Za-z0-9_-]", "_", ib_id)
    return {"_" + cleaned, "_" + ib_id, cleaned}
