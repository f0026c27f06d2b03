#!/usr/bin/env bash
# Builds the libFuzzer harness for the front-matter parser and serializer and runs it.
#
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     (default 60 seconds)
#
# The corpus in .build/fuzz/corpus is seeded with Tests/DiaryVaultTests/Fixtures/cases, the
# fuzz regression inputs and every SampleVault entry, and kept between runs. A property violation
# or crash stops the run, saves the input under .build/fuzz/artifacts/ and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"

sources=$(find Sources/DiaryVault -name '*.swift' | sort)
binary="$out/frontmatter-fuzz"
newest=$(ls -t $sources Fuzz/FrontMatterFuzz.swift Tests/DiaryVaultTests/Hostile/FormatProperties.swift "$0" | head -1)
if [[ ! -x "$binary" || "$newest" -nt "$binary" ]]; then
    echo "fuzz.sh: building $binary" >&2
    swiftc -swift-version 6 -sanitize=fuzzer,address -O -g -parse-as-library -module-name DiaryVaultFuzz -D FUZZING \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
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
done < <(find Tests/DiaryVaultTests/Fixtures/cases Tests/DiaryVaultTests/Fixtures/fuzz SampleVault \
              -name '*.md' -print0 2>/dev/null)

echo "fuzz.sh: running for ${seconds}s with $n seed files" >&2
SWIFT_BACKTRACE=enable=no exec "$binary" "$out/corpus" "$seeds" \
    -dict=Fuzz/yaml.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 -detect_leaks=0 "$@"
