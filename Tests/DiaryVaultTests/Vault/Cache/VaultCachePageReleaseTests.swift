import Foundation
import Testing
@testable import DiaryVault

/// A large index cache's pages let go behind each pass (`SharedBytes.releasePages`,
/// `madvise(MADV_DONTNEED)` on the read-only mapping): the bytes read afterwards are the file's,
/// and everything read from such a mapping is what reading the file gives. The size from which
/// pages are let go (64 MiB) is lowered to 0 here, so a small vault's cache takes that path.
@Suite struct VaultCachePageReleaseTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    /// Writes `count` entries over about 100 days, dated an hour ago so the cache trusts them,
    /// and fills the cache; returns its absolute path.
    func filledCache(_ count: Int) throws -> String {
        for number in 0..<count {
            let day = CivilDate(daysSinceEpoch: CivilDate(year: 2026, month: 8, day: 1)!.daysSinceEpoch + number / 3)
            let path = "\(CivilDate.pad(day.year, 4))/\(CivilDate.pad(day.month, 2))/\(day.description)-entry-\(number).md"
            try temporary.write(path, """
                ---
                uuid: 6F1C2B9E-2D4A-4C1B-9E0F-\(String(format: "%012X", number))
                date: \(day.description)T0\(number % 10):15:00+09:00
                mood: \(["good", "bad", "okay"][number % 3])
                starred: \(number % 4 == 0)
                tags: [walk, "t\(number % 7)", "\(String(repeating: "long", count: number % 50))"]
                ---
                # Entry \(number) \(String(repeating: "가", count: number % 90))

                Body \(number).

                """)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)],
                                                  ofItemAtPath: temporary.path(path))
        }
        #expect(temporary.run(["index"]).status == 0)
        return temporary.path(VaultCache.relativePath)
    }

    @Test func releasedPagesReadAsTheFile() throws {
        let path = try filledCache(600)
        let file = try temporary.bytes(VaultCache.relativePath)
        #expect(file.count > 3 * 4096)
        let mapped = try #require(VaultCache.mapped(path, releasingFrom: 0))
        #expect(mapped.releasesPages)
        mapped.withBytes { #expect($0.elementsEqual(file)) }
        // Every page, then ranges that start and end inside pages, and beyond the ends.
        mapped.releasePages(0..<mapped.count)
        mapped.withBytes { #expect($0.elementsEqual(file)) }
        for range in [5..<4100, 4095..<4097, 8000..<mapped.count + 9000, -20..<10, mapped.count - 1..<mapped.count] {
            mapped.releasePages(range)
            mapped.withBytes { #expect($0.elementsEqual(file)) }
        }
        // A copy lets nothing go.
        let copy = SharedBytes.copying(file)
        #expect(!copy.releasesPages)
        copy.releasePages(0..<copy.count)
        copy.withBytes { #expect($0.elementsEqual(file)) }
        // The size decides: a file smaller than it is mapped whole and keeps its pages.
        #expect(VaultCache.mapped(path, releasingFrom: file.count + 1)?.releasesPages == false)
        #expect(VaultCache.mapped(path)?.releasesPages == (file.count >= VaultCache.pageReleaseSize))
    }

    @Test func aCacheReadWithReleasesGivesTheSameSummaries() throws {
        let path = try filledCache(400)
        let released = try #require(VaultCache.mapped(path, releasingFrom: 0).flatMap(VaultCache.decode))
        let whole = try #require(VaultCache.decode(try temporary.bytes(VaultCache.relativePath)))
        #expect(released.count == 400)
        // The decode let every page go; the records read again are the same.
        var summaries: [EntrySummary] = []
        released.bytes.withBytes { buffer in
            for index in 0..<released.count {
                let result = released.result(ofRecord: index, in: buffer)
                #expect(result.summary == whole.result(ofRecord: index, in: whole.bytes.buffer).summary)
                if let summary = result.summary { summaries.append(summary) }
                if index % 37 == 0 { released.releaseRecords(0..<index + 1) }
            }
        }
        released.releaseRecords(0..<released.count)
        #expect(summaries.count == 400)
        // Texts read after their pages went, in windows, as the renderers let them go.
        let titles = summaries.map(\.title)
        for start in stride(from: 0, to: summaries.count, by: 64) {
            EntrySummary.releasePages(of: summaries[start..<min(start + 64, summaries.count)])
            #expect(summaries[start].title == titles[start])
        }
        EntrySummary.releasePages(of: summaries)
        #expect(summaries.map(\.title) == titles)
        #expect(summaries.map(\.tags) == whole.records.compactMap(\.result.summary).map(\.tags))
    }

    @Test func checksumWindowsCoverEveryByteOnce() {
        for count in [0, 7, 8, 4_194_303, 4_194_304, 4_194_311, 9_000_001] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) }
            var windows: [Range<Int>] = []
            let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) { windows.append($0) } }
            #expect(sum == bytes.withUnsafeBufferPointer { VaultCache.checksum($0) })
            #expect(windows.first?.lowerBound ?? 0 == 0)
            #expect(zip(windows, windows.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(windows.last?.upperBound ?? 0 == count - count % 8)
            #expect(windows.allSatisfy { $0.count <= 1 << 22 && !$0.isEmpty })
        }
    }

    @Test func aStreamedChecksumIsTheJoinedBytesChecksum() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            var stream = AnniversaryCache.ChecksumStream()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...20, using: &random))
                bytes[start..<end].withUnsafeBufferPointer { stream.add($0) }
                start = end
            }
            #expect(stream.count == bytes.count)
            #expect(stream.finish() == bytes.withUnsafeBufferPointer { VaultCache.checksum($0) })
        }
    }

    @Test func streamedSlotsAreTheListsSlots() {
        var random = SystemRandomNumberGenerator()
        var entries: [EntrySummary] = []
        for number in 0..<500 {
            let day = CivilDate(daysSinceEpoch: 19_000 + Int.random(in: 0...1_500, using: &random))
            let name = String(repeating: "x", count: Int.random(in: 0...30, using: &random))
            entries.append(EntrySummary(path: "\(CivilDate.pad(day.year, 4))/\(CivilDate.pad(day.month, 2))/\(day.description)-\(name)\(number).md",
                                        uuid: nil, date: EntryDate(parsing: day.description)!, mood: nil, moodText: nil, isStarred: false,
                                        title: "", tags: []))
        }
        #expect(AnniversaryCache.listedSlots(entries) == AnniversaryCache.listedSlots(AnniversaryCache.monthDayLists(entries)))
        #expect(AnniversaryCache.listedSlots([]) == AnniversaryCache.listedSlots(AnniversaryCache.monthDayLists([])))
    }

    @Test func aLookupThroughTheSamplesFindsWhatASearchOfEveryRecordFinds() throws {
        let path = try filledCache(700)
        let cache = try #require(VaultCache.mapped(path, releasingFrom: 0).flatMap(VaultCache.decode))
        let paths = cache.records.map(\.path)
        #expect(paths.count == 700)
        /// The plain binary search over every record.
        func plain(_ wanted: String) -> Int {
            var low = 0, high = cache.count
            while low < high {
                let middle = (low + high) / 2
                if cache.comparePath(at: middle, with: wanted) < 0 { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var wanted = ["", "0", "2026/", "2026/08/", "2026/09/", "2026/10/", "2026/11/", "9999/", "\u{10FFFF}"]
        for (index, path) in paths.enumerated() {
            wanted.append(path)
            if index % 5 == 0 { wanted += [path + "x", String(path.dropLast()), String(path.dropLast(4)) + "-.md"] }
        }
        for path in wanted {
            #expect(cache.firstIndex(notBefore: path) == plain(path), "\(path)")
        }
        // A record at each sample and on either side of it is found at its own index.
        for index in [0, 1, 255, 256, 257, 511, 512, 513, 699] {
            #expect(cache.firstIndex(notBefore: paths[index]) == index)
        }
        // A new cache has no samples and searches every record.
        let new = VaultCache(records: cache.records)
        #expect(wanted.allSatisfy { new.firstIndex(notBefore: $0) == plain($0) })
    }

    @Test func permutingInPlaceIsMappingThroughTheOrder() {
        var random = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 10, 257] {
            for _ in 0..<20 {
                let order = Array(0..<count).shuffled(using: &random)
                var elements = (0..<count).map { "e\($0)" }
                let mapped = order.map { elements[$0] }
                var used = order
                elements.permute(by: &used)
                #expect(elements == mapped)
                #expect(used.allSatisfy { $0 == -1 })
            }
        }
    }
}
