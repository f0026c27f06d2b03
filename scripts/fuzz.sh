#!/usr/bin/env bash
# Builds the libFuzzer harness for the front-matter parser and serializer and runs it.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     (default 60 seconds)
#   FUZZ_TARGET=zip scripts/fuzz.sh [SECONDS]                 the zip and JSON readers of `vault import`
#
# The library imports the system zlib (`CZlib`), so every build passes `-I Sources/CZlib -lz`.
#
# What it checks is Tests/DiaryVaultTests/Hostile/FormatProperties.swift: no crash, parse then
# serialize gives the input back, set-then-read gives the value and leaves every other line,
# and check --fix on the input leaves a file that parses, keeps its body and needs no more fixes.
# The inputs are YAML (---), TOML (+++) and JSON ({ ... }) front matter, with YAML node properties
# (tags, anchors, aliases); the seeds in Fuzz/seeds/ start the fuzzer on each.
# libFuzzer's -timeout=10 turns any input slower than 10 seconds into a failure.
#
# The corpus in $FUZZ_DIR/corpus (default .build/fuzz) is seeded with Fuzz/seeds, the shared cases, the check
# fixtures, the fuzz regression inputs and every SampleVault entry, and kept between runs. A
# violated property or a crash stops the run, saves the input under $FUZZ_DIR/artifacts/ and
# exits non-zero: add it to Tests/DiaryVaultTests/Fixtures/fuzz/ as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
sources=$(find Sources/DiaryVault -name '*.swift' | sort)
zlib=(-I Sources/CZlib -lz)

if [[ "${FUZZ_TARGET:-frontmatter}" == zip ]]; then
    out="${FUZZ_DIR:-.build/fuzz-zip}"
    mkdir -p "$out/corpus" "$out/artifacts" "$out/seeds"
    binary="$out/zip-fuzz"
    newest=$(ls -t $sources Fuzz/ZipFuzz.swift "$0" | sed -n 1p)
    if [[ ! -x "$binary" || "$newest" -nt "$binary" ]]; then
        echo "fuzz.sh: building $binary" >&2
        swiftc -swift-version 6 -sanitize=fuzzer,address -O -g -parse-as-library -module-name DiaryVaultFuzz -D FUZZING \
            -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility "${zlib[@]}" \
            $sources Fuzz/ZipFuzz.swift -o "$binary"
    fi
    cp Tests/ImportSamples/dayone/DayOne-export.zip "$out/seeds/dayone.zip"
    cp Tests/ImportSamples/mood-diary/diary_list.json "$out/seeds/mood.json"
    echo "fuzz.sh: running the zip reader for ${seconds}s" >&2
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 exec "$binary" "$out/corpus" "$out/seeds" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$out/artifacts/" -print_final_stats=1 -detect_leaks=0 "$@"
fi

out="${FUZZ_DIR:-.build/fuzz}"
mkdir -p "$out/corpus" "$out/artifacts"

binary="$out/frontmatter-fuzz"
newest=$(ls -t $sources Fuzz/FrontMatterFuzz.swift Tests/DiaryVaultTests/Hostile/FormatProperties.swift "$0" | sed -n 1p)  # sed reads it all: head would end ls with SIGPIPE, fatal under pipefail
if [[ ! -x "$binary" || "$newest" -nt "$binary" ]]; then
    echo "fuzz.sh: building $binary" >&2
    swiftc -swift-version 6 -sanitize=fuzzer,address -O -g -parse-as-library -module-name DiaryVaultFuzz -D FUZZING \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility "${zlib[@]}" \
        $sources Tests/DiaryVaultTests/Hostile/FormatProperties.swift Fuzz/FrontMatterFuzz.swift \
        -o "$binary"
fi

seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
n=0
while IFS= read -r -d '' file; do
    n=$((n + 1))
    cp "$file" "$seeds/seed-$n.md"
done < <(find Tests/DiaryVaultTests/Fixtures/cases Tests/DiaryVaultTests/Fixtures/fuzz Fuzz/seeds \
              Tests/DiaryVaultTests/Fixtures/CheckVault Tests/DiaryVaultTests/Fixtures/FixVault SampleVault \
              -name '*.md' -print0 2>/dev/null)

echo "fuzz.sh: running for ${seconds}s with $n seed files" >&2
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 exec "$binary" "$out/corpus" "$seeds" \
    -dict=Fuzz/yaml.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 -detect_leaks=0 "$@"
