#!/usr/bin/env bash
# Two clones of one diary through 12 scenarios, merged by `git pull` with plain git (no drivers,
# no hooks) and with vault's setup (`vault git setup`): counts the conflicts (INDEX.md apart), the
# edits lost, and the entries lost, duplicated or fused, right after the pull. docs/GIT.md shows
# the table. "INDEX.md stale": after a pull with no conflict, `vault index --check` fails.
# "Hints followed": each conflict finished as vault's hints say (the first command `vault check`
# names, then what vault's refusals name), the merge or rebase finished, and the entries counted.
#
# Usage: scripts/merge-scenarios.sh [merge|rebase]   (default: merge; VAULT=path/to/vault)
# Each side writes INDEX.md afresh before it commits, as `--commit` and `vault sync` do.
set -u
mode=${1:-merge}
here=$(cd "$(dirname "$0")/.." && pwd)
vault_bin=${VAULT:-$here/.build/debug/vault}
[ -x "$vault_bin" ] || { echo "build vault first (swift build) or set VAULT" >&2; exit 2; }
PATH="$(dirname "$vault_bin"):$PATH"
export PATH HOME=/tmp GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME=Test GIT_AUTHOR_EMAIL=t@example.com \
    GIT_COMMITTER_NAME=Test GIT_COMMITTER_EMAIL=t@example.com TZ=Asia/Seoul LC_ALL=C
work=$(mktemp -d /tmp/merge-scenarios-XXXXXX)
trap 'rm -rf "$work"' EXIT

U1=3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b
U2=11111111-2222-4333-8444-555555555555
U3=66666666-7777-4888-9999-aaaaaaaaaaaa
P=2026/11/2026-11-28-by-the-river.md
base_entry() {
    printf -- '---\nuuid: %s\ndate: 2026-11-28T21:14:00+09:00\nmood: calm\nstarred: false\ntags: [walk, river]\n---\n# By the river\n\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n' "$U1"
}
entry() { # uuid date title
    printf -- '---\nuuid: %s\ndate: %s\n---\n# %s\n\nText of %s.\n' "$1" "$2" "$3" "$1"
}
put() { mkdir -p "$(dirname "$1")"; cat > "$1"; }
edit() { sed -i "$2" "$1"; }

# scenario NAME: the changes of each side, and the strings a clean result must hold.
a_1() { entry $U2 2026-11-29T20:00:00+09:00 "Evening" | put 2026/11/2026-11-29-evening.md; }
b_1() { entry $U3 2026-11-29T08:00:00+09:00 "Morning" | put 2026/11/2026-11-29-morning.md; }
want_1="Text of $U2|Text of $U3"
a_2() { edit $P 's/starred: false/starred: true/'; }
b_2() { edit $P 's/mood: calm/mood: happy/'; }
want_2="starred: true|mood: happy"
a_3() { edit $P 's/\[walk, river\]/[walk, river, autumn]/'; }
b_3() { edit $P 's/\[walk, river\]/[walk, river, evening]/'; }
want_3="autumn|evening"
a_4() { edit $P 's/First paragraph./First, from a./'; }
b_4() { edit $P 's/Third paragraph./Third, from b./'; }
want_4="First, from a.|Third, from b."
a_5() { edit $P 's/mood: calm/mood: sad/'; }
b_5() { edit $P 's/mood: calm/mood: happy/'; }
want_5="" # a genuine conflict
a_6() { mkdir -p 2026/12; sed 's/2026-11-28T21/2026-12-01T21/' $P > 2026/12/2026-12-01-by-the-river.md; rm $P; }
b_6() { edit $P 's/Second paragraph./Second, from b./'; }
want_6="2026-12-01T21|Second, from b."
a_7() { entry $U2 2026-11-29T21:14:00+09:00 "Walk" | put 2026/11/2026-11-29-walk.md; }
b_7() { entry $U3 2026-11-29T21:14:00+09:00 "Walk" | put 2026/11/2026-11-29-walk.md; }
want_7="Text of $U2|Text of $U3"
a_8() { rm $P; }
b_8() { edit $P 's/Second paragraph./Second, from b./'; }
want_8="" # delete against edit: a genuine conflict
a_9() { printf '\nAdded on a.\n' >> $P; }
b_9() { printf '\nAdded on b.\n' >> $P; }
want_9="Added on a.|Added on b."
a_10() { entry $U2 2026-11-29T07:00:00+09:00 "Sunday" | put 2026/11/2026-11-29-sunday.md; }
b_10() { entry $U3 2026-11-29T22:00:00+09:00 "Sunday" | put 2026/11/2026-11-29-sunday.md; }
want_10="Text of $U2|Text of $U3"
a_11() { edit $P 's/starred: false/starred: true/'; }
b_11() { edit $P 's/starred: false/starred: true/'; }
want_11="starred: true"
a_12() { edit $P 's/\[walk, river\]/[walk]/'; }
b_12() { edit $P 's/\[walk, river\]/[walk, river, autumn]/'; }
want_12="autumn"
names=("" "same-day entries, each writing INDEX.md" "star on one, mood on the other" "tags added on both"
    "different paragraphs of one body" "same key set two ways" "date change (move) + body edit"
    "same-minute entries, same title" "delete against edit" "paragraphs appended on both"
    "template title (weekday), same day" "the same star on both" "tag removed on one, added on other")

run() { # scenario setup -> "conflicts index lost-edits lost dup fused"
    local n=$1 setup=$2 dir="$work/$1-$2"
    mkdir -p "$dir/a/.vault" && cd "$dir/a" || exit 2
    git init -q -b main
    echo "# config" > .vault/config
    base_entry | put $P
    [ "$setup" = vault ] && vault git setup >/dev/null
    vault index --write >/dev/null
    git add -A && git commit -qm start
    git clone -q --bare . ../remote.git && git remote add origin ../remote.git && git fetch -q origin
    git branch -q --set-upstream-to=origin/main
    git clone -q ../remote.git ../b
    (cd ../b && [ "$setup" = vault ] && vault git setup >/dev/null)
    "a_$n"; vault index --write >/dev/null 2>&1; git add -A; git commit -qm "on a"; git push -q origin main
    cd ../b && "b_$n"; vault index --write >/dev/null 2>&1; git add -A; git commit -qm "on b"
    git pull -q "--$([ "$mode" = rebase ] && echo rebase || echo no-rebase)" origin main >/dev/null 2>&1
    local unmerged conflicts index=0 lostedits=0 lost=0 dup=0 fused=0
    unmerged=$(git diff --name-only --diff-filter=U)
    conflicts=$(printf '%s\n' "$unmerged" | grep -c -v -e '^$' -e '^INDEX.md$')
    printf '%s\n' "$unmerged" | grep -qx INDEX.md && index=1
    local files; files=$(find . -path ./.git -prune -o -path './[0-9]*.md' -print)
    local want="want_$n"
    if [ "$conflicts" = 0 ] && [ -n "${!want}" ]; then
        IFS='|' read -ra parts <<< "${!want}"
        for s in "${parts[@]}"; do
            # shellcheck disable=SC2086
            grep -qF -- "$s" $files /dev/null || lostedits=$((lostedits + 1))
        done
    fi
    for u in $U1 $U2 $U3; do
        local written=0 found
        grep -rqF "$u" "$dir/a" --include='*.md' --exclude=INDEX.md 2>/dev/null && written=1
        git log --all -p | grep -qF "uuid: $u" && written=1
        # shellcheck disable=SC2086
        found=$(grep -lF "uuid: $u" $files /dev/null | wc -l)
        [ "$written" = 1 ] && [ "$found" = 0 ] && [ "$n" != 8 ] && lost=$((lost + 1))
        [ "$found" -gt 1 ] && dup=$((dup + 1))
    done
    for f in $files; do
        [ "$(grep -c '^uuid: ' "$f")" -gt 1 ] && ! printf '%s\n' "$unmerged" | grep -qx "${f#./}" && fused=$((fused + 1))
    done
    local stale=0
    if [ "$conflicts" = 0 ] && [ "$index" = 0 ]; then
        vault index --check >/dev/null 2>&1 || stale=1
    fi
    # A newcomer who follows vault's hints: for each conflicted entry, the first command the hint
    # of `vault check` names ('vault resolve <path> --ours'), then, while vault refuses, the
    # command its message names ('--both' for two entries, 'git add' for a delete against an
    # edit); then the merge or rebase finished. Counted after: entries lost, duplicated or
    # fused, and files still holding markers.
    local hlost=0 hdup=0 hfused=0 hleft=0
    if [ -n "$unmerged" ]; then
        for f in $unmerged; do
            [ "$f" = INDEX.md ] && { git add INDEX.md; continue; }
            local out cmd tries=0
            out=$(vault check 2>&1 | grep -A6 -F "$f" | grep -o "'vault resolve [^']*'" | head -1 | tr -d "'")
            [ -z "$out" ] && out="vault resolve <path> --ours"
            cmd=${out//<path>/$f}
            while [ -n "$cmd" ] && [ $tries -lt 3 ]; do
                tries=$((tries + 1))
                # shellcheck disable=SC2086
                out=$($cmd 2>&1) && break
                cmd=$(printf '%s\n' "$out" | grep -o "'\(vault resolve\|git add\|git rm\) [^']*'" | head -1 | tr -d "'")
            done
        done
        if [ "$mode" = rebase ]; then GIT_EDITOR=true git rebase --continue >/dev/null 2>&1
        else git commit -q --no-edit >/dev/null 2>&1; fi
        files=$(find . -path ./.git -prune -o -path './[0-9]*.md' -print)
        for u in $U1 $U2 $U3; do
            local written=0 found
            grep -rqF "$u" "$dir/a" --include='*.md' --exclude=INDEX.md 2>/dev/null && written=1
            git log --all -p | grep -qF "uuid: $u" && written=1
            # shellcheck disable=SC2086
            found=$(grep -lF "uuid: $u" $files /dev/null | wc -l)
            [ "$written" = 1 ] && [ "$found" = 0 ] && [ "$n" != 8 ] && hlost=$((hlost + 1))
            [ "$found" -gt 1 ] && hdup=$((hdup + 1))
        done
        for f in $files; do
            [ "$(grep -c '^uuid: ' "$f")" -gt 1 ] && hfused=$((hfused + 1))
            grep -qE '^(<{7,}|>{7,})' "$f" && hleft=$((hleft + 1))
        done
    fi
    echo "$conflicts $index $lostedits $lost $dup $fused $stale $hlost $hdup $hfused $hleft"
}

echo "| # | Scenario ($mode) | plain git: conflicts, INDEX.md conflicted, edits lost, entries lost/duplicated/fused, INDEX.md stale; hints followed: entries lost/duplicated/fused, files with markers | vault's setup: the same |"
echo "|---|---|---|---|"
declare -a total_plain=(0 0 0 0 0 0 0 0 0 0 0) total_vault=(0 0 0 0 0 0 0 0 0 0 0)
row() { echo "${1}, ${2}, ${3}, ${4}/${5}/${6}, ${7}; ${8}/${9}/${10}, ${11}"; }
for n in $(seq 1 12); do
    read -ra p <<< "$(run "$n" plain)"
    read -ra v <<< "$(run "$n" vault)"
    for i in 0 1 2 3 4 5 6 7 8 9 10; do total_plain[$i]=$((total_plain[i] + p[i])); total_vault[$i]=$((total_vault[i] + v[i])); done
    echo "| $n | ${names[$n]} | $(row "${p[@]}") | $(row "${v[@]}") |"
done
echo "| | **total** | $(row "${total_plain[@]}") | $(row "${total_vault[@]}") |"
