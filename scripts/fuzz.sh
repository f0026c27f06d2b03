#!/usr/bin/env bash
# Builds the libFuzzer harness of every reader that takes outside bytes and runs one of them.
#
#   scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags...]
#   scripts/fuzz.sh SECONDS                  the front-matter target (FUZZ_TARGET=NAME picks another)
#   scripts/fuzz.sh --list                   the targets
#   FUZZ_NO_BUILD=1 scripts/fuzz.sh ...      fuzz the binary as it is, even when a source is newer
#   scripts/fuzz.sh --totals                 CPU seconds and inputs per target so far (.build/fuzz-cpu.log)
#
# Targets (Fuzz/*.swift, one binary, chosen by VAULT_FUZZ_TARGET at run time):
#   frontmatter     front-matter parser, serializer, editor, check --fix, the index's fast path
#                   (Tests/DiaryVaultTests/Hostile/FormatProperties.swift)
#   zip             the zip reader and the JSON reader of `vault import`
#   dayone-json     a Day One journal JSON file        dayone-classic  a Day One Classic .doentry
#   jrnl            jrnl's text file or JSON export    vault-json      vault's own export document
#   mood-json       the mood diary's diary_list.json   mood-plist      a property list of records
#   query           --where, --mood, --in              dates           relative days, day and date arguments
#   markdown        the markdown renderer (safe by default)
#   merge           the merge driver: BASE NUL OURS NUL THEIRS
#   lsp             the language server's Content-Length framing
# Each harness checks a property beyond "no crash" (see its doc comment).
#
# The library imports the system zlib (`CZlib`), so the build passes `-I Sources/CZlib -lz`. The
# binary ($FUZZ_BIN, default .build/fuzz-bin/vault-fuzz) is rebuilt when a source is newer, as
# one whole module (-wmo: the sources are parsed once, not once per file; 23 minutes at a load
# of 15 on 2 cores). Do not edit a source while it builds: the binary would be older than it.
#
# Each target's folder ($FUZZ_DIR, default .build/fuzz for frontmatter, .build/fuzz-TARGET for
# the others) keeps its corpus between runs; the seeds (Fuzz/make_seeds.py: the samples and
# fixtures) are written afresh each run. A violated property or a crash stops the run, saves the
# input under artifacts/ and exits non-zero: add it to Tests/DiaryVaultTests/Fixtures/fuzz/ with
# a regression test. libFuzzer's -timeout=10 turns any input slower than 10 seconds into a failure.
#
# CPU time: every run appends one line to .build/fuzz-cpu.log (UTC end time, target, wall
# seconds, user and system CPU seconds of the fuzzer process, inputs run, exit status), the
# figure docs/PERFORMANCE.md adds up ("Fuzzing").
set -euo pipefail
cd "$(dirname "$0")/.."

targets="frontmatter zip dayone-json dayone-classic jrnl vault-json mood-json mood-plist query dates markdown merge lsp"
if [[ "${1:-}" == --list ]]; then echo "$targets" | tr ' ' '\n'; exit 0; fi
if [[ "${1:-}" == --totals ]]; then  # CPU seconds and inputs per target, from .build/fuzz-cpu.log
    awk '{ split($4, u, "="); split($5, s, "="); split($6, r, "="); cpu[$2] += u[2] + s[2]; runs[$2] += r[2]; n[$2]++ }
         END { for (t in cpu) printf "%-15s %4d runs %10.1f CPU-s %12d inputs\n", t, n[t], cpu[t], runs[t] }' .build/fuzz-cpu.log | sort
    awk '{ split($4, u, "="); split($5, s, "="); all += u[2] + s[2] } END { printf "total %.1f CPU-s (%.2f CPU-hours)\n", all, all / 3600 }' .build/fuzz-cpu.log
    exit 0
fi
if [[ "${1:-}" =~ ^[0-9]+$ || -z "${1:-}" ]]; then
    target="${FUZZ_TARGET:-frontmatter}"
else
    target="$1"
    shift
fi
[[ " $targets " == *" $target "* ]] || { echo "fuzz.sh: no target '$target'; one of: $targets" >&2; exit 2; }
seconds="${1:-60}"
shift || true

binary="${FUZZ_BIN:-.build/fuzz-bin/vault-fuzz}"
mkdir -p "$(dirname "$binary")"
sources=$(find Sources/DiaryVault -name '*.swift' | sort)
harness=(Tests/DiaryVaultTests/Hostile/FormatProperties.swift Fuzz/*.swift)
# Only the sources count (a change to this script's build flags needs the binary removed).
newest=$(ls -t $sources "${harness[@]}" | sed -n 1p)  # sed reads it all: head would end ls with SIGPIPE, fatal under pipefail
if [[ -x "$binary" && "$newest" -nt "$binary" && -n "${FUZZ_NO_BUILD:-}" ]]; then
    # A build under load takes long: FUZZ_NO_BUILD=1 fuzzes the binary as it is, and says so.
    echo "fuzz.sh: FUZZ_NO_BUILD: $binary is older than $newest" >&2
elif [[ ! -x "$binary" || "$newest" -nt "$binary" ]]; then
    echo "fuzz.sh: building $binary" >&2
    swiftc -swift-version 6 -sanitize=fuzzer,address -O -wmo -num-threads 2 -g -parse-as-library -module-name DiaryVaultFuzz -D FUZZING \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
        -I Sources/CZlib -lz $sources "${harness[@]}" -o "$binary.new"
    mv "$binary.new" "$binary"
    rm -f DiaryVaultFuzz*.swiftdoc DiaryVaultFuzz*.swiftmodule DiaryVaultFuzz*.swiftsourceinfo  # swiftc leaves them in the folder it ran in
fi

if [[ "$target" == frontmatter ]]; then out="${FUZZ_DIR:-.build/fuzz}"; else out="${FUZZ_DIR:-.build/fuzz-$target}"; fi
mkdir -p "$out/corpus" "$out/artifacts" "$out/tmp"
rm -rf "$out/seeds"
n=$(python3 Fuzz/make_seeds.py "$target" "$out/seeds")
flags=(-max_len=65536)
case "$target" in
    frontmatter) flags=(-max_len=16384 -dict=Fuzz/yaml.dict) ;;
    query|dates) flags=(-max_len=512) ;;
esac

echo "fuzz.sh: running $target for ${seconds}s with $n seeds" >&2
start=$(date +%s)
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 VAULT_FUZZ_TARGET="$target" TMPDIR="$out/tmp" \
    /usr/bin/time -f '%U %S' -o "$out/time" "$binary" "$out/corpus" "$out/seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 "${flags[@]}" \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 -detect_leaks=0 "$@" 2> >(tee "$out/log" >&2) || status=$?
wait  # the tee
rm -rf "$out/tmp"/vault-fuzz-*
read -r user system < <(tail -n 1 "$out/time")
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/log" | tail -n 1)
line="$(date -u +%Y-%m-%dT%H:%M:%SZ) $target wall=$(( $(date +%s) - start )) user=$user sys=$system runs=${runs:-?} status=$status"
echo "$line" >> .build/fuzz-cpu.log
echo "fuzz.sh: $line" >&2
exit "$status"
