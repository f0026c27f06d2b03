import Testing
@testable import DiaryVault

/// The vault order's fast path (an insertion sort, ``EntrySummary/vaultOrder(_:)``) against its
/// fallback, the standard library's stable sort (``EntrySummary/stableOrder(_:keys:)``): the same
/// permutation for every list, nearly ordered or not, with ties on every key.
@Suite struct EntrySummaryVaultOrderTests {
    /// A summary with the given date, uuid and path.
    private func summary(_ date: String, uuid: UInt64?, path: String) -> EntrySummary {
        EntrySummary(path: path, uuid: uuid.map { EntryID(high: $0 >> 2, low: $0 & 3) }, date: EntryDate(parsing: date)!,
                     mood: nil, moodText: nil, isStarred: false, title: "", tags: [])
    }

    /// The fallback's permutation.
    private func stable(_ entries: [EntrySummary]) -> [Int] {
        EntrySummary.stableOrder(entries, keys: entries.map(EntrySummary.OrderKey.init))
    }

    /// Lists of every kind: shuffled, reversed, nearly ordered, heavy with ties on date, uuid and
    /// path length (NFC and NFD names, which Swift compares as equal, keep their places).
    @Test func theInsertionSortGivesTheStableSortsOrder() {
        var generator = SeededShuffle(seed: 16)
        let dates = ["2026-11-29", "2026-11-29T08:00:00", "2026-11-29T21:14:00+09:00", "2026-11-30", "2025-01-02"]
        let names = ["walk.md", "walk-2.md", "a.md", "b.md", "caf\u{E9}.md", "cafe\u{301}.md", "walk (conflicted copy).md"]
        var tally = Differential()
        for round in 0..<300 {
            let count = Int(generator.next() % 60)
            var entries = (0..<count).map { _ in
                summary(dates[Int(generator.next() % UInt64(dates.count))],
                        uuid: generator.next() % 3 == 0 ? nil : generator.next() % 4,
                        path: names[Int(generator.next() % UInt64(names.count))])
            }
            if round % 3 == 0 {
                // Nearly ordered: sorted, then a few neighbours swapped.
                entries = stable(entries).map { entries[$0] }
                for _ in 0..<(count / 5) where count > 1 {
                    let at = Int(generator.next() % UInt64(count - 1))
                    entries.swapAt(at, at + 1)
                }
            } else if round % 3 == 1 {
                entries = stable(entries).reversed().map { entries[$0] }
            }
            tally.check("round \(round)", fast: { EntrySummary.chronologicalOrder(entries) }, oracle: { stable(entries) })
            // The check that spares a scan in order its sort: in order exactly when the stable
            // order is the identity, and the index built from it the same either way.
            tally.check("round \(round), in order", fast: { EntrySummary.isInVaultOrder(entries) },
                        oracle: { stable(entries) == Array(entries.indices) })
            tally.check("round \(round), index", fast: { VaultIndex(entries: entries).entries },
                        oracle: { stable(entries).reversed().map { entries[$0] } })
            tally.check("round \(round), insertion sort", fast: { () -> [Int]? in
                var order = Array(entries.indices)
                return EntrySummary.insertionSort(&order, entries: entries,
                                                  moveLimit: .max) ? order : nil
            }, oracle: { stable(entries) })
        }
        #expect(tally.mismatches == [])
        #expect(tally.answered > 300)
    }

    /// A list in vault order is seen as one, and one pair out of place is seen.
    @Test func aListInOrderIsSeenAsOne() {
        let entries = (0..<50).map { day in
            summary(CivilDate(daysSinceEpoch: 20_000 + day / 2).description, uuid: UInt64(day % 3), path: "\(day).md")
        }
        let ordered = stable(entries).map { entries[$0] }
        #expect(EntrySummary.isInVaultOrder(ordered))
        #expect(EntrySummary.isInVaultOrder([]))
        var swapped = ordered
        swapped.swapAt(10, 11)
        #expect(!EntrySummary.isInVaultOrder(swapped))
        #expect(VaultIndex(entries: ordered).entries == Array(ordered.reversed()))
        #expect(VaultIndex(entries: swapped).entries == Array(ordered.reversed()))
    }

    /// A list in reverse order passes the bound on moves: the fallback orders it, the same way.
    @Test func aListFarOutOfOrderFallsBackToTheStableSort() {
        let entries = (0..<400).reversed().map { day in
            summary(CivilDate(daysSinceEpoch: 20_000 + day).description, uuid: UInt64(day % 7), path: "\(day).md")
        }
        var order = Array(entries.indices)
        #expect(!EntrySummary.insertionSort(&order, entries: entries,
                                            moveLimit: 4 * entries.count + 64))
        #expect(EntrySummary.chronologicalOrder(entries) == Array(entries.indices.reversed()))
        #expect(EntrySummary.chronologicalOrder(entries) == stable(entries))
    }
}
