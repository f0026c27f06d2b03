#!/usr/bin/env python3
"""Fuzzes the framing and JSON reader of `vault lsp` over real pipes (issue 28, point 7).

Each round starts `vault lsp` on a small vault, initializes it, opens an entry, then writes a
seeded mix of random and mutated messages: valid requests with mutated parameters, bit flips,
inserted and deleted bytes, truncated content, wrong or huge Content-Length values, bad header
lines, invalid UTF-8, deep nesting, lone surrogate escapes, huge numbers. Half of the rounds keep
the framing intact and end with a sentinel request that must be answered (the server is alive and
in step); every round then closes the input, and the server must exit within 10 s with status 0 or
1 (no signal: no crash; no timeout: no hang; a round over 10 s is run again with 120 s, and counted
as slow, not hung, when it then ends) and its output must be well-framed JSON.

Usage: fuzz_lsp.py VAULT_EXECUTABLE [--minutes M] [--seed S] [--out DIR]
A failing round's input is saved as DIR/failure-<seed>.bin with a note; the summary (rounds,
messages, CPU seconds of the servers and of this driver) is written to DIR/status.json.
"""
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time

ENTRY = ("---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001\ndate: 2026-11-29\nmood: good\n"
         "tags: [walk, 산책]\n---\n# 산책 😀 day\nSee [[2026-11-01]], [rain](2026-11-01.md) and #walk.\n")
OTHER = ("---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000002\ndate: 2026-11-01\ntitle: Rain day\n"
         "tags:\n  - walk\n  - rain\n---\nRain #walk #walking\n")

METHODS = ["textDocument/completion", "textDocument/hover", "textDocument/definition",
           "textDocument/references", "textDocument/documentSymbol", "textDocument/documentLink",
           "textDocument/codeAction", "textDocument/prepareRename", "textDocument/rename",
           "workspace/symbol", "initialize", "shutdown", "unknown/method", "$/cancelRequest"]
NOTIFICATIONS = ["textDocument/didChange", "textDocument/didOpen", "textDocument/didClose",
                 "textDocument/didSave", "workspace/didChangeWatchedFiles", "initialized"]


def frame(content: bytes, length=None) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % (len(content) if length is None else length) + content


def rand_value(rng, depth=0):
    kind = rng.randrange(10 if depth < 4 else 6)
    if kind == 0: return None
    if kind == 1: return rng.choice([True, False])
    if kind == 2: return rng.choice([0, -1, 1, 2**31, -2**63, 2**64, 10**30, 1.5, -0.0, 1e308])
    if kind == 3: return rng.choice(["", "a", "산책", "😀", "\u0000", "\ud800"[:0] + "x" * rng.randrange(300)])
    if kind == 4: return rng.randrange(-3, 40)
    if kind == 5: return "file:///" + "".join(rng.choice("abc/.%é😀") for _ in range(rng.randrange(20)))
    if kind in (6, 7): return [rand_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["line", "character", "uri", "textDocument", "position", "text", "range",
                        "start", "end", "query", "newName", "contentChanges", "version", "context"]):
            rand_value(rng, depth + 1) for _ in range(rng.randrange(5))}


def position(rng):
    return {"line": rng.choice([0, 1, 3, 4, 6, 7, 8, 99, -1, 2**40]),
            "character": rng.choice([0, 2, 5, 6, 8, 13, 47, 48, 1000, -5])}


def valid_message(rng, uri, next_id):
    if rng.random() < 0.3:
        method = rng.choice(NOTIFICATIONS)
        if method == "textDocument/didChange":
            change = {"text": rng.choice(["x", "", "😀", "산책\n", "---\n", "mood: gr"])}
            if rng.random() < 0.8:
                change["range"] = {"start": position(rng), "end": position(rng)}
            params = {"textDocument": {"uri": uri, "version": rng.randrange(1000)}, "contentChanges": [change]}
        elif method == "textDocument/didOpen":
            params = {"textDocument": {"uri": uri, "version": 1, "languageId": "markdown", "text": ENTRY}}
        else:
            params = {"textDocument": {"uri": uri}, "changes": [{"uri": uri, "type": 2}]}
        return {"jsonrpc": "2.0", "method": method, "params": params}
    method = rng.choice(METHODS)
    params = {"textDocument": {"uri": uri}, "position": position(rng)}
    if method == "workspace/symbol":
        params = {"query": rng.choice(["", "rain", "2026", "산", "😀", "r d", "x" * 500])}
    elif method == "textDocument/rename":
        params["newName"] = rng.choice(["stroll", "", "a b", "#x", "산책2"])
    elif method == "textDocument/references":
        params["context"] = {"includeDeclaration": rng.choice([True, False])}
    elif method == "textDocument/codeAction":
        params = {"textDocument": {"uri": uri}, "range": {"start": position(rng), "end": position(rng)},
                  "context": {"diagnostics": []}}
    if rng.random() < 0.2:
        params = rand_value(rng)
    return {"jsonrpc": "2.0", "id": next_id, "method": method, "params": params}


def mutate(rng, data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randrange(1, 6)):
        op = rng.randrange(6)
        if not data:
            data += bytes([rng.randrange(256)])
            continue
        at = rng.randrange(len(data))
        if op == 0: data[at] ^= 1 << rng.randrange(8)
        elif op == 1: data.insert(at, rng.choice(b'{}[]":,\\0123456789eE.-+ \r\n\x00\xff\xc3\xed'))
        elif op == 2: del data[at]
        elif op == 3: data = data[:at]
        elif op == 4: data[at:at] = rng.choice([b"\\u", b"\\ud800", b"\\udc00\\ud800", b"1e99999", b"[" * 50, b'"'])
        else: data[at:at + rng.randrange(1, 8)] = bytes(rng.randrange(256) for _ in range(rng.randrange(8)))
    return bytes(data)


def fuzz_bytes(rng, uri, keep_framing, ids):
    out = bytearray()
    for _ in range(rng.randrange(20, 120)):
        message = valid_message(rng, uri, next(ids))
        content = json.dumps(message, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
        choice = rng.randrange(10)
        if choice < 3:
            out += frame(content)
        elif choice < 6:
            out += frame(mutate(rng, content))
        elif choice == 6:
            out += frame(rng.choice([b"[" * rng.randrange(1, 3000), b"{\"a\":" * rng.randrange(1, 2000),
                                     bytes(rng.randrange(256) for _ in range(rng.randrange(200))),
                                     b"\"\\ud83d\"", b"[1,2,", b"null", b"[]", b"123", b"\xef\xbb\xbf{}",
                                     b'{"jsonrpc":"2.0","id":[1],"method":"x"}',
                                     b'{"jsonrpc":"2.0","id":1.5e400,"method":"shutdown"}']))
        elif choice == 7 and not keep_framing:
            out += frame(content, rng.choice([0, 1, len(content) - 1, len(content) + 5, 2**40, 33 << 20]))
        elif choice == 8 and not keep_framing:
            out += mutate(rng, frame(content))
        elif choice == 9:
            header = rng.choice([b"Content-Type: x\r\n", b"content-length:  %d \r\n" % len(content),
                                 b"X: y\n", b"Content-Length: -1\r\n", b"Content-Length: 99999999999999999999\r\n",
                                 b"NoColon\r\n", b"\r\n\r\n"])
            if keep_framing:
                out += frame(content)
            else:
                out += header + b"\r\n" + content
        else:
            out += frame(content)
    return bytes(out)


def parse_output(data: bytes):
    """The messages of the server's output; raises ValueError when it is not well framed."""
    messages = []
    while data:
        end = data.find(b"\r\n\r\n")
        if end < 0:
            raise ValueError("output ends inside a header")
        length = None
        for line in data[:end].split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None:
            raise ValueError("output header without Content-Length")
        content = data[end + 4:end + 4 + length]
        if len(content) != length:
            raise ValueError("output content shorter than its Content-Length")
        messages.append(json.loads(content))
        data = data[end + 4 + length:]
    return messages


def main():
    args = sys.argv[1:]
    # Absolute, because each round runs in the temporary vault (cwd=root).
    executable = os.path.abspath(args[0])
    minutes = float(args[args.index("--minutes") + 1]) if "--minutes" in args else 1.0
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else int(time.time())
    out = args[args.index("--out") + 1] if "--out" in args else tempfile.mkdtemp(prefix="vault-lsp-fuzz-")
    os.makedirs(out, exist_ok=True)
    root = tempfile.mkdtemp(prefix="vault-lsp-fuzz-vault-")
    subprocess.run([executable, "--vault", root, "init"], check=False, capture_output=True)
    os.makedirs(os.path.join(root, ".vault"), exist_ok=True)
    os.makedirs(os.path.join(root, "2026/11"), exist_ok=True)
    path = os.path.join(root, "2026/11/2026-11-29.md")
    with open(path, "w") as f: f.write(ENTRY)
    with open(os.path.join(root, "2026/11/2026-11-01.md"), "w") as f: f.write(OTHER)
    uri = "file://" + path
    deadline = time.time() + minutes * 60
    rounds = messages = failures = slow = 0
    env = dict(os.environ, LANG="en_US.UTF-8")
    started = time.time()
    status_path = os.path.join(out, "status.json")

    def cpu():
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        me = resource.getrusage(resource.RUSAGE_SELF)
        return children.ru_utime + children.ru_stime, me.ru_utime + me.ru_stime

    while time.time() < deadline:
        round_seed = seed * 1_000_003 + rounds
        rng = random.Random(round_seed)
        keep_framing = rng.random() < 0.5
        counter = iter(range(2, 10**9))
        head = frame(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                                 "params": {"rootUri": "file://" + root, "capabilities": {}}}).encode())
        head += frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": uri, "version": 1, "languageId": "markdown", "text": ENTRY}}}).encode())
        body = fuzz_bytes(rng, uri, keep_framing, counter)
        tail = frame(b'{"jsonrpc":"2.0","id":"sentinel","method":"textDocument/documentSymbol","params":'
                     b'{"textDocument":{"uri":"file:///nowhere.md"}}}') if keep_framing else b""
        data = head + body + tail
        messages += body.count(b"Content-Length") + 2
        problem = None
        try:
            process = subprocess.run([executable, "lsp"], input=data, capture_output=True, timeout=10,
                                     cwd=root, env=env)
            if process.returncode not in (0, 1):
                problem = "exit status %d (a signal when negative)" % process.returncode
            else:
                answers = parse_output(process.stdout)
                if keep_framing and not any(m.get("id") == "sentinel" for m in answers):
                    problem = "the sentinel request got no answer"
        except subprocess.TimeoutExpired:
            # On a loaded machine a starved server can miss 10 s; a hang misses 120 s too.
            try:
                subprocess.run([executable, "lsp"], input=data, capture_output=True, timeout=120, cwd=root, env=env)
                slow += 1
            except subprocess.TimeoutExpired:
                problem = "hang: no exit within 10 s, then 120 s, after the input closed"
        except (ValueError, json.JSONDecodeError) as error:
            problem = "bad output: %s" % error
        if problem:
            failures += 1
            with open(os.path.join(out, "failure-%d.bin" % round_seed), "wb") as f: f.write(data)
            with open(os.path.join(out, "failure-%d.txt" % round_seed), "w") as f: f.write(problem + "\n")
        rounds += 1
        if rounds % 20 == 0 or time.time() >= deadline:
            servers, driver = cpu()
            with open(status_path + ".tmp", "w") as f:
                json.dump({"seed": seed, "rounds": rounds, "messages": messages, "failures": failures, "slow_rounds": slow,
                           "server_cpu_seconds": round(servers, 1), "driver_cpu_seconds": round(driver, 1),
                           "wall_seconds": round(time.time() - started, 1)}, f)
            os.replace(status_path + ".tmp", status_path)
    servers, driver = cpu()
    print("rounds %d, messages %d, failures %d, server CPU %.1f s, driver CPU %.1f s"
          % (rounds, messages, failures, servers, driver))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
