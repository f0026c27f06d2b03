#!/usr/bin/env python3
"""Compares vault's JSON of nested front-matter values with PyYAML's reading of the same files.

Usage: interop_nested.py [--vault PATH] [--cases DIR] [--generated N] [--seed S]

Reads every .md file of DIR (default: ../shared/cases beside the repository, else the repository's
Tests/DiaryVaultTests/Fixtures/cases) and N generated front matters of nested shapes (block and
flow mappings and sequences, lists of maps, nested lists, anchors, aliases, merge keys, block
and quoted scalars, comments) with `vault export json` and with yaml.safe_load, and compares
each key's value, keys in order. Where YAML 1.1 (PyYAML) and the YAML 1.2 core schema read a
scalar differently (`yes`, `017`, `1_000`, `0o17`, `1e3`, timestamps) the value is skipped, as
scripts/interop_pyyaml.py does. A file vault refuses by design (a duplicate key, an alias
expansion beyond its budget, bytes that are not UTF-8...) or PyYAML cannot read is counted apart,
and so are values vault keeps as text and reports (`vault check`: unsupported-yaml). Prints each
difference and a summary; exits 1 on any difference, 0 otherwise.
"""

import argparse
import datetime
import json
import math
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

# The front-matter text of an entry file: one reading for both interop checks.
from interop_pyyaml import front_matter  # noqa: E402 (the script's own folder is on sys.path)

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Plain scalars YAML 1.1 reads otherwise than the 1.2 core schema.
YAML11_BOOL = re.compile(r"^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$")
YAML11_NUMBER = re.compile(r"^[-+]?(0[0-7_]+|0b[01_]+|[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?|[0-9][0-9_]*_[0-9_]*(\.[0-9_]*)?|\.[0-9_]+)$")
YAML12_ONLY_NUMBER = re.compile(r"^[-+]?(0o[0-7]+|[0-9]+([eE][-+]?[0-9]+)|[0-9]+\.([eE][-+]?[0-9]+)?|\.[0-9]+([eE][-+]?[0-9]+)?|[0-9]+\.[0-9]*[eE][-+]?[0-9]+)$")

class Comparison:
    """Counts and differences of one run."""

    def __init__(self):
        self.compared = 0
        self.skipped = 0
        self.differences = []

    def value(self, where, ours, theirs):
        """Compares vault's value (from JSON) with PyYAML's, recursively."""
        if isinstance(theirs, (datetime.date, datetime.datetime)) and isinstance(ours, str):
            self.skipped += 1  # a YAML 1.1 timestamp; YAML 1.2 has none
            return
        if isinstance(ours, str) and isinstance(theirs, bool) and YAML11_BOOL.match(ours):
            self.skipped += 1
            return
        if isinstance(ours, str) and isinstance(theirs, (int, float)) and not isinstance(theirs, bool) \
                and YAML11_NUMBER.match(ours.strip()):
            self.skipped += 1
            return
        if isinstance(theirs, str) and isinstance(ours, (int, float)) and not isinstance(ours, bool) \
                and YAML12_ONLY_NUMBER.match(theirs.strip()):
            self.skipped += 1
            return
        if isinstance(ours, dict):
            if not isinstance(theirs, dict):
                self.differ(where, ours, theirs)
                return
            if any(not isinstance(key, str) for key in theirs):
                self.skipped += 1  # a key PyYAML reads as a number, boolean, null or date
                return
            if list(ours) != list(theirs):
                self.differ(where, list(ours), list(theirs))
                return
            for key in ours:
                self.value(f"{where}.{key}", ours[key], theirs[key])
            return
        if isinstance(ours, list):
            if not isinstance(theirs, list) or len(ours) != len(theirs):
                self.differ(where, ours, theirs)
                return
            for index, (a, b) in enumerate(zip(ours, theirs)):
                self.value(f"{where}.{index}", a, b)
            return
        self.compared += 1
        if not same_scalar(ours, theirs):
            self.differ(where, ours, theirs)

    def differ(self, where, ours, theirs):
        self.compared += 1
        self.differences.append(f"{where}: vault reads {ours!r}, PyYAML reads {theirs!r}")


def same_scalar(ours, theirs):
    """Whether two scalars are equal: numbers by value (NaN equals NaN), types otherwise exact."""
    if isinstance(ours, bool) or isinstance(theirs, bool):
        return type(ours) is type(theirs) and ours == theirs
    if ours is None or theirs is None:
        return ours is None and theirs is None
    if isinstance(ours, (int, float)) and isinstance(theirs, (int, float)):
        if isinstance(ours, float) and math.isnan(ours):
            return isinstance(theirs, float) and math.isnan(theirs)
        return ours == theirs
    return type(ours) is type(theirs) and ours == theirs


# Generated shapes: leaves that YAML 1.1 and 1.2 read alike, written in several styles.
WORDS = ["walk", "서울 시청", "Han river", "café", "a b c", "비 오는 날", "x-y", "42", "3.5", "true",
         "null", "-7", "", "it's", "quote \" in", "colon: inside", "#hash", "[bracket]", "🌧 rain"]


def leaf(rng):
    """A scalar value for a generated document."""
    kind = rng.randrange(6)
    if kind == 0:
        return rng.randrange(-1000, 1000)
    if kind == 1:
        return rng.choice([0.5, 37.5665, -126.978, 1.25])
    if kind == 2:
        return rng.choice([True, False, None])
    return rng.choice(WORDS)


def scalar_text(value, in_flow):
    """A scalar as YAML text both readers read alike."""
    if value is None:
        return rng_choice(["null", "~"]) if in_flow else rng_choice(["null", "~", ""])
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    plain_ok = value and re.match(r"^[A-Za-z가-힣é][^:#\[\]{},\"']*$", value) and value == value.strip() \
        and value not in ("true", "false", "null", "y", "n", "yes", "no", "on", "off")
    if plain_ok and rng_choice([True, True, False]):
        return value
    if "'" not in value and rng_choice([True, False]):
        return "'" + value + "'"
    # Escapes only for the Basic Multilingual Plane: YAML reads `\\uD83C` as a lone surrogate.
    return json.dumps(value, ensure_ascii=False) if any(ord(c) > 0xFFFF for c in value) or rng_choice([True, False]) \
        else json.dumps(value, ensure_ascii=True)


_RNG = random.Random(0)


def rng_choice(items):
    return _RNG.choice(items)


def tree(rng, depth):
    """A random nested value."""
    if depth >= 4 or rng.random() < 0.3:
        return leaf(rng)
    if rng.random() < 0.5:
        return {f"k{index}" if rng.random() < 0.8 else rng.choice(["이름", "lat", "a b"]) + str(index): tree(rng, depth + 1)
                for index in range(rng.randrange(1, 4))}
    return [tree(rng, depth + 1) for _ in range(rng.randrange(0, 4))]


def flow(value):
    """A value in flow style."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{scalar_text(key, True)}: {flow(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(item) for item in value) + "]"
    return scalar_text(value, True)


def block(value, indent, rng):
    """The lines of a value in block style at an indentation (a mapping or a sequence)."""
    pad = " " * indent
    lines = []
    if isinstance(value, dict):
        for key, item in value.items():
            head = f"{pad}{scalar_text(key, False)}:"
            lines.extend(item_lines(head, item, indent, rng))
            if rng.random() < 0.1:
                lines.append(pad + "# a comment")
    else:
        for item in value:
            lines.extend(item_lines(f"{pad}-", item, indent, rng, in_sequence=True))
    return lines


def item_lines(head, item, indent, rng, in_sequence=False):
    """A key's or an item's lines: the value on the head line, or below it."""
    if isinstance(item, (dict, list)) and item:
        if rng.random() < 0.25:
            return [f"{head} {flow(item)}"]
        if in_sequence and isinstance(item, dict) and rng.random() < 0.6:
            # A compact mapping: its first key on the dash's line.
            inner = block(item, indent + 2, rng)
            return [head + " " + inner[0].lstrip()] + inner[1:]
        return [head] + block(item, indent + 2, rng)
    if isinstance(item, (dict, list)):
        return [f"{head} {flow(item)}"]
    if isinstance(item, str) and "\n" not in item and item and rng.random() < 0.1:
        return [f"{head} |-", " " * (indent + 2) + item] if item == item.strip() and not item.startswith("#") else [f"{head} {scalar_text(item, False)}"]
    text = scalar_text(item, False)
    return [f"{head} {text}" if text else head]


# Shapes written by hand: what generated trees do not produce.
FIXED = [
    "merge:\n  base: &b {x: 1, y: 2}\n  more: &m\n    y: 20\n    z: 30\n  one:\n    <<: *b\n    y: 3\n  two:\n    w: 0\n    <<: [*m, *b]\n",
    "seq_at_key_indent:\n- a\n- - b\n  - c\n- k: v\n  l: w\n",
    "scalars:\n  lit: |\n    one\n      two\n\n  keep: |+\n    kept\n\n  fold: >\n    a\n    b\n\n    c\n  q: 'it''s\n    folded'\n  d: \"tab\\there \\u00e9\"\n  plain: one\n    two\n",
    "flow: {a: [1, 2,\n    3], # comment\n  b: {c: d},\n  e: , f: 'g'}\n",
    "empty:\n  a:\n  b: ~\n  c: []\n  d: {}\n  e: ''\n",
    "anchors:\n  s: &s 서울\n  t: [*s, *s]\n  u: {v: *s}\n",
    "props: !!map\n  a: !!str 1\n  b: !!int '2'\n  c: !!seq [x]\n",
    "location:\n  name: 서울특별시 중구 세종대로 110\n  lat: 37.5663\n  lng: 126.9779\n  place: {locality: Seoul, country: 대한민국}\nweather:\n  temperature: -2.5\n  conditions: Snow\n",
]


def generated(count, seed):
    """Generated entry files: (name, text)."""
    rng = random.Random(seed)
    _RNG.seed(seed + 1)
    files = []
    for number in range(count):
        lines = ["---", f"uuid: {number:08X}-0000-4000-8000-000000000000", "date: 2026-11-29"]
        anchors = []
        for key_number in range(rng.randrange(1, 5)):
            value = tree(rng, 0)
            if not isinstance(value, (dict, list)) or not value:
                value = {"v": value}
            key = f"key{key_number}"
            if rng.random() < 0.2 and isinstance(value, dict):
                name = f"a{key_number}"
                anchors.append((name, value))
                lines.append(f"{key}: &{name}" if rng.random() < 0.5 else f"{key}: &{name} {flow(value)}")
                if not lines[-1].endswith("}"):
                    lines.extend(block(value, 2, rng))
                continue
            if anchors and rng.random() < 0.3:
                name, _ = rng.choice(anchors)
                shape = rng.randrange(3)
                if shape == 0:
                    lines.append(f"{key}: *{name}")
                elif shape == 1:
                    lines += [f"{key}:", f"  <<: *{name}", "  own: 1"]
                else:
                    names = " ,".join(f"*{n}" for n, _ in anchors[-2:])
                    lines += [f"{key}:", "  first: 0", f"  <<: [{names}]"]
                continue
            lines.append(f"{key}:")
            lines.extend(block(value, 2 if rng.random() < 0.8 or isinstance(value, dict) else 0, rng))
        lines += ["---", "Body", ""]
        files.append((f"gen-{number:04d}.md", "\n".join(lines)))
    for number, text in enumerate(FIXED):
        files.append((f"fixed-{number:02d}.md", f"---\nuuid: F{number:07X}-0000-4000-8000-000000000000\ndate: 2026-11-29\n{text}---\nBody\n"))
    return files


def run_vault(vault, files):
    """vault's front matter of each file by name, and the keys it reports as kept raw."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="interop-nested-"))
    try:
        subprocess.run([vault, "init", str(folder)], check=True, capture_output=True)
        month = folder / "2026" / "11"
        month.mkdir(parents=True)
        for name, data in files:
            (month / name).write_bytes(data)
        export = subprocess.run([vault, "export", "json"], cwd=folder, capture_output=True)
        result = {}
        for entry in json.loads(export.stdout.decode("utf-8"))["entries"]:
            result[pathlib.Path(entry["path"]).name] = entry.get("frontMatter", {})
        check = subprocess.run([vault, "check", "--json"], cwd=folder, capture_output=True)
        raw = set()
        refused = {}
        for problem in json.loads(check.stdout.decode("utf-8"))["problems"]:
            name = pathlib.Path(problem["path"]).name
            if problem["kind"] == "unsupported-yaml":
                raw.add(name)
            elif problem["severity"] == "error" and name not in result:
                refused[name] = problem["kind"]
        return result, raw, refused
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--vault", default=str(ROOT / ".build" / "debug" / "vault"))
    parser.add_argument("--cases")
    parser.add_argument("--generated", type=int, default=300)
    parser.add_argument("--seed", type=int, default=26)
    options = parser.parse_args(argv[1:])
    cases = pathlib.Path(options.cases) if options.cases else next(
        (path for path in (ROOT.parent / "shared" / "cases", ROOT / "Tests" / "DiaryVaultTests" / "Fixtures" / "cases")
         if path.is_dir()))
    files = [(path.name, path.read_bytes()) for path in sorted(cases.glob("*.md")) if path.name != "README.md"]
    files += [(name, text.encode("utf-8")) for name, text in generated(options.generated, options.seed)]
    ours, raw, refused = run_vault(options.vault, files)
    comparison = Comparison()
    unreadable = 0
    kept_raw = 0
    refused_by_design = 0
    for name, data in files:
        try:
            source = front_matter(data.decode("utf-8"))
            theirs = yaml.safe_load(source) if source is not None else {}
        except Exception:  # noqa: BLE001 - PyYAML refuses the file; vault must too
            unreadable += 1
            if name in ours:
                comparison.differences.append(f"{name}: PyYAML cannot read it, vault reads it")
            continue
        if name not in ours:
            refused_by_design += 1  # vault refuses it (duplicate key, alias budget...) and says why
            if name not in refused and name not in raw:
                comparison.differences.append(f"{name}: vault gives no entry and no error")
            continue
        if name in raw:
            kept_raw += 1
            continue
        theirs = theirs or {}
        if not isinstance(theirs, dict):
            comparison.differences.append(f"{name}: PyYAML reads a {type(theirs).__name__}")
            continue
        comparison.value(name, ours[name], {str(key): value for key, value in theirs.items()}
                         if all(isinstance(key, str) for key in theirs) else theirs)
    for line in comparison.differences:
        print(line)
    print(f"interop-nested: {len(files)} files ({options.generated} generated, {len(FIXED)} written by hand), {comparison.compared} values compared, "
          f"{comparison.skipped} skipped (YAML 1.1), {refused_by_design} refused by vault, {unreadable} refused by PyYAML, "
          f"{kept_raw} with values kept raw and reported, {len(comparison.differences)} differences (PyYAML {yaml.__version__})")
    return 1 if comparison.differences else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
