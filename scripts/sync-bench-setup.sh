#!/bin/sh
# vault sync against git pull + warm vault index, by hand (docs/PERFORMANCE.md, "`vault sync`"): the
# generated vault (SRC, read-only: copied) committed in clone A, a bare remote and clone B, A pushing
# 100 changed entries. Then: python3 scripts/sync-bench-time.py VAULT ROUNDS (WORK as here).
set -e
V=${VAULT:-$(cd "$(dirname "$0")/.." && pwd)/.build/release/vault}
F=${WORK:-/tmp/sync-bench}; SRC=${SRC:-/tmp/bench-v100k}; mkdir -p "$F"
cd $F
rm -rf a b remote.git
cp -a "$SRC" a
rm -rf a/.vault/cache
mkdir -p a/.vault
printf '# vault-bench\n' > a/.vault/config
printf 'cache/\n' > a/.vault/.gitignore
$V --vault a index --write
G="git -c user.name=bench -c user.email=bench@localhost"
$G -C a init --quiet -b main
$G -C a add -A
$G -C a commit --quiet -m start
$G clone --quiet --bare a remote.git
$G clone --quiet remote.git b
$G -C a remote add origin $F/remote.git
$G -C a fetch --quiet origin
git -C b rev-parse HEAD > start
(cd a && find . -path './[0-9]*/*/*.md' | sed 's|^\./||' | sort) > entries
n=$(wc -l < entries); step=$((n/100))
awk -v s=$step 'NR%s==1' entries | head -100 > changed
while read p; do printf '\nAdded on the other device.\n' >> "a/$p"; done < changed
$V --vault a index --write
$G -C a commit --quiet -a -m 'on the other device'
$G -C a push --quiet origin main

echo setup-done
