#!/usr/bin/env python3
"""Checks that every local link in Sherpa's Markdown resolves.

Usage: docs_links.py [ROOT]   (ROOT: the package root; default, this file's parent's parent)

Reads README.md, docs/*.md, Tests/README.md and CHANGELOG.md. Each link to a file (inline
`[text](path)`, an image, or a reference definition `[name]: path`) must name a file or
folder that exists, relative to the Markdown file; each anchor (`path.md#anchor`, `#anchor`)
must name a heading of that file by GitHub's rules: the heading's text lower-cased, every
character but letters, digits, spaces, hyphens and underscores dropped, spaces made hyphens,
and a repeated slug numbered `-1`, `-2`, …. Links with a scheme (https:, mailto:) are not
checked, nor anything inside code.

Prints one line per broken link, `FILE:LINE: 'TARGET': why`, and exits 1 when there is one;
prints nothing and exits 0 otherwise.
"""
import os
import re
import sys
from urllib.parse import unquote

FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_ANCHOR = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"", re.IGNORECASE)
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def documents(root):
    names = ["README.md", "CHANGELOG.md", os.path.join("Tests", "README.md")]
    docs = os.path.join(root, "docs")
    if os.path.isdir(docs):
        names += sorted(os.path.join("docs", n) for n in os.listdir(docs) if n.endswith(".md"))
    return [n for n in names if os.path.isfile(os.path.join(root, n))]


def lines_outside_code(text):
    """(line number, line) for each line not inside a fenced block."""
    fenced = None
    for number, line in enumerate(text.split("\n"), start=1):
        match = FENCE.match(line)
        if match:
            if fenced is None:
                fenced = match.group(1)
            elif match.group(1) == fenced:
                fenced = None
            continue
        if fenced is None:
            yield number, line


def heading_text(raw):
    """A heading's text as GitHub renders it: links' texts, no HTML tags. Code marks and
    emphasis need nothing here: `slug` drops them with the other punctuation."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", raw)
    return re.sub(r"<[^>]+>", "", text)


def slug(text):
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


_anchor_cache = {}


def anchors(path):
    if path not in _anchor_cache:
        found = set()
        counts = {}
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for _, line in lines_outside_code(text):
            for name in HTML_ANCHOR.findall(line):
                found.add(name)
            match = HEADING.match(line)
            if not match:
                continue
            base = slug(heading_text(match.group(2)))
            n = counts.get(base, 0)
            counts[base] = n + 1
            found.add(base if n == 0 else f"{base}-{n}")
        _anchor_cache[path] = found
    return _anchor_cache[path]


def targets(line):
    """The link targets on a line, code spans left out."""
    line = CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)
    for match in INLINE_LINK.finditer(line):
        yield match.group(1)
    match = REFERENCE.match(line)
    if match:
        yield match.group(1)


def check(root, name):
    path = os.path.join(root, name)
    with open(path, encoding="utf-8") as file:
        text = file.read()
    broken = []
    for number, line in lines_outside_code(text):
        for target in targets(line):
            target = target.strip("<>")
            if not target or SCHEME.match(target):
                continue
            file_part, _, anchor = target.partition("#")
            file_part = unquote(file_part)
            where = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            if not os.path.exists(where):
                broken.append((number, target, f"no file {os.path.relpath(where, root)}"))
                continue
            if anchor and where.endswith(".md") and os.path.isfile(where):
                if unquote(anchor) not in anchors(where):
                    shown = os.path.relpath(where, root)
                    broken.append((number, target, f"no heading '#{anchor}' in {shown}"))
    return [f"{name}:{number}: '{target}': {why}" for number, target, why in broken]


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    problems = []
    for name in documents(root):
        problems += check(root, name)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
