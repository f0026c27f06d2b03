#!/usr/bin/env python3
"""Reads front matters that vault wrote with PyYAML and compares PyYAML's values with vault's.

Usage: interop_pyyaml.py DIR

DIR holds NNNNN.md files (entry files that vault's serializer wrote or edited, exported by
FrontMatterPropertyTests when VAULT_INTEROP_DIR is set) and beside each an NNNNN.json: vault's
value of every key on which YAML 1.1 (PyYAML) and the YAML 1.2 core schema agree. The front
matter is the text between a first line '---' and the next line '---' or '...' (after an optional
UTF-8 byte order mark); it is loaded with yaml.safe_load. Numbers compare by value (an int equals
an equal float; NaN equals NaN). Prints each mismatch and a summary line; exits 1 on any mismatch,
on a file PyYAML cannot read, or when DIR holds no files.
"""

import json
import math
import pathlib
import re
import sys

import yaml

DELIMITER = re.compile(r"^(---|\.\.\.)[ \t]*$")


def front_matter(text):
    """The front-matter text of an entry file, or None when it has none."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip("\r\n").rstrip(" \t") != "---":
        return None
    for index in range(1, len(lines)):
        if DELIMITER.match(lines[index].rstrip("\r\n")):
            return "".join(lines[1:index])
    raise ValueError("front matter is not closed")


def same(ours, theirs):
    """Whether vault's value (from JSON) equals PyYAML's."""
    if isinstance(ours, bool) or isinstance(theirs, bool):
        return type(ours) is type(theirs) and ours == theirs
    if ours is None:
        return theirs is None
    if isinstance(ours, (int, float)):
        if not isinstance(theirs, (int, float)):
            return False
        if isinstance(ours, float) and math.isnan(ours):
            return isinstance(theirs, float) and math.isnan(theirs)
        return ours == theirs
    if isinstance(ours, str):
        return isinstance(theirs, str) and ours == theirs
    if isinstance(ours, list):
        return isinstance(theirs, list) and len(ours) == len(theirs) and all(
            same(a, b) for a, b in zip(ours, theirs))
    if isinstance(ours, dict):
        return isinstance(theirs, dict) and list(ours) == [str(key) for key in theirs] and all(
            same(ours[key], theirs[original]) for key, original in zip(ours, theirs))
    return False


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    directory = pathlib.Path(argv[1])
    files = sorted(directory.glob("*.md"))
    compared = 0
    mismatches = 0
    for path in files:
        expected = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        text = path.read_bytes().decode("utf-8")
        try:
            source = front_matter(text)
            loaded = yaml.safe_load(source) if source is not None else None
        except Exception as error:  # noqa: BLE001 - any failure to read is a mismatch
            mismatches += 1
            print(f"{path.name}: PyYAML cannot read the front matter: {error}")
            continue
        if loaded is None:
            loaded = {}
        if not isinstance(loaded, dict):
            mismatches += 1
            print(f"{path.name}: PyYAML reads a {type(loaded).__name__}, not a mapping")
            continue
        for key, ours in expected.items():
            compared += 1
            if key not in loaded:
                mismatches += 1
                print(f"{path.name}: key {key!r} missing in PyYAML's reading")
            elif not same(ours, loaded[key]):
                mismatches += 1
                print(f"{path.name}: {key!r}: vault reads {ours!r}, PyYAML reads {loaded[key]!r}")
    print(f"interop: {len(files)} files, {compared} values compared, {mismatches} mismatches "
          f"(PyYAML {yaml.__version__})")
    if not files:
        print(f"interop: no .md files in {directory}", file=sys.stderr)
        return 1
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
