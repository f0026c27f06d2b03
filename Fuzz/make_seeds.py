#!/usr/bin/env python3
"""Writes the seed inputs of one fuzz target into a folder: `make_seeds.py TARGET FOLDER`.

Called by scripts/fuzz.sh before each run. The seeds are the project's own samples and fixtures,
shaped as the target's harness reads its input (Fuzz/*.swift): whole files for the importers, one
expression per file for the query and date readers, CommonMark's spec examples for the renderer,
BASE NUL OURS NUL THEIRS for the merge driver, framed messages for the language server.
"""
import glob
import io
import json
import os
import plistlib
import re
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIX = os.path.join(ROOT, "Tests/DiaryVaultTests/Fixtures")
SAMPLES = os.path.join(ROOT, "Tests/ImportSamples")


def read(path):
    with open(path, "rb") as f:
        return f.read()


def markdown_files():
    files = []
    for folder in ["cases", "fuzz", "CheckVault", "FixVault"]:
        files += glob.glob(os.path.join(FIX, folder, "**/*.md"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "Fuzz/seeds/*.md"))
    files += glob.glob(os.path.join(ROOT, "SampleVault/**/*.md"), recursive=True)
    return sorted(files)


def lines_of(name):
    with open(os.path.join(ROOT, "Fuzz/seeds", name), encoding="utf-8") as f:
        return [line.rstrip("\n").encode() for line in f if line.strip() and not line.startswith("#")]


def seeds(target):
    if target == "frontmatter":
        return [read(p) for p in markdown_files()]
    if target == "zip":
        return [read(os.path.join(SAMPLES, "dayone/DayOne-export.zip")), read(os.path.join(SAMPLES, "mood-diary/diary_list.json"))]
    if target == "dayone-json":
        with zipfile.ZipFile(os.path.join(SAMPLES, "dayone/DayOne-export.zip")) as archive:
            return [archive.read(n) for n in archive.namelist() if n.endswith(".json")]
    if target == "dayone-classic":
        return [read(p) for p in sorted(glob.glob(os.path.join(ROOT, "Fuzz/seeds/dayone-classic/*.doentry")))]
    if target == "jrnl":
        return [read(os.path.join(SAMPLES, "jrnl/journal.txt")), read(os.path.join(SAMPLES, "jrnl/export.json"))]
    if target == "vault-json":
        return [read(p) for p in sorted(glob.glob(os.path.join(ROOT, "Fuzz/seeds/vault-json/*.json")))]
    if target == "mood-json":
        return [read(os.path.join(SAMPLES, "mood-diary/diary_list.json"))]
    if target == "mood-plist":
        xml = read(os.path.join(SAMPLES, "diary-app/diaryList.plist"))
        return [xml, plistlib.dumps(plistlib.loads(xml), fmt=plistlib.FMT_BINARY)]
    if target == "query":
        return lines_of("query.txt")
    if target == "dates":
        return lines_of("dates.txt")
    if target == "markdown":
        spec = read(os.path.join(FIX, "commonmark/spec.txt")).decode()
        examples = re.findall(r"^`{32} example\n(.*?)^\.\n", spec, re.S | re.M)
        bodies = [e.replace("\u2192", "\t").encode() for e in examples]
        return bodies + [read(p) for p in markdown_files()]
    if target == "merge":
        triples = []
        for folder in sorted(glob.glob(os.path.join(FIX, "merge/*/"))):
            parts = [os.path.join(folder, n) for n in ["BASE.md", "OURS.md", "THEIRS.md"]]
            triples.append(b"\0".join(read(p) if os.path.exists(p) else b"" for p in parts))
        return triples
    if target == "lsp":
        messages = [
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": "file:///tmp/v", "capabilities": {}}},
            {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/v/2026/11/a.md", "languageId": "markdown", "version": 1, "text": "---\ndate: 2026-11-29\n---\n# A\n"}}},
            {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
        ]
        out = []
        for message in messages:
            body = json.dumps(message, ensure_ascii=False).encode()
            out.append(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        return [b"".join(out)] + out
    sys.exit("make_seeds.py: no target %r" % target)


def main():
    target, folder = sys.argv[1], sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    for n, data in enumerate(seeds(target), 1):
        with open(os.path.join(folder, "seed-%d" % n), "wb") as f:
            f.write(data)
    print(n if seeds(target) else 0)


if __name__ == "__main__":
    main()
