#!/usr/bin/env python3
# Interleaved: git pull && vault index --json (floor) vs vault sync, B reset (untimed) before each.
import subprocess, sys, time, statistics, os
V = sys.argv[1]; rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
B = os.environ.get("WORK", "/tmp/sync-bench") + "/b"; S = open(os.environ.get("WORK", "/tmp/sync-bench") + "/start").read().strip()
def reset():
    subprocess.run(["git", "-C", B, "reset", "--quiet", "--hard", S], check=True)
    subprocess.run(["git", "-C", B, "update-ref", "refs/remotes/origin/main", S], check=True)
floor_cmd = f"git -C {B} pull --quiet && {V} --vault {B} index --json > /dev/null"
sync_cmd = f"{V} --vault {B} sync > /dev/null"
subprocess.run(f"{V} --vault {B} index --json > /dev/null", shell=True, check=True)
F, Sy = [], []
for r in range(rounds + 1):
    for name, cmd, acc in (("floor", floor_cmd, F), ("sync", sync_cmd, Sy)):
        reset()
        t = time.perf_counter(); p = subprocess.run(cmd, shell=True); d = time.perf_counter() - t
        if p.returncode != 0: print(name, "failed", p.returncode); sys.exit(1)
        if r > 0: acc.append(d)
        print(f"round {r} {name} {d:.3f}s", flush=True)
print("load:", open("/proc/loadavg").read().strip())
mf, ms = statistics.median(F), statistics.median(Sy)
print(f"floor {min(F):.2f}-{max(F):.2f} s median {mf:.3f}; sync {min(Sy):.2f}-{max(Sy):.2f} s median {ms:.3f}; ratio {ms/mf:.2f}x")
