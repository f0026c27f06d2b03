import Foundation
import Testing
@testable import DiaryVault

/// The text view of the index is drawn on several threads in parts, and the
/// list's lines write their date in place: the bytes must be those of the one-line-at-a-time way.
@Suite struct IndexRendererPartsTests {
    /// Three entries a month over 80 months (more months than the 32 parts, so parts hold several
    /// months and the batches of four parts run out mid-way), every seventh starred, some moods.
    static func index(starring: Bool) -> VaultIndex {
        var entries: [EntrySummary] = []
        for month in 0..<80 {
            let year = 2020 + month / 12
            for day in [3, 14, 28] {
                let number = entries.count
                let date = "\(year)-\(CivilDate.pad(month % 12 + 1, 2))-\(CivilDate.pad(day, 2))" + (number % 2 == 0 ? "T0\(number % 10):15:00+09:00" : "")
                entries.append(VaultIndexTests.entry(date, uuid: number + 1, mood: number % 3 == 0 ? .good : nil,
                                                     starred: starring && number % 7 == 0, title: "Entry \(number)"))
            }
        }
        return VaultIndex(entries: entries)
    }

    /// The text drawn the simple way: favorites, then each month, one line at a time.
    static func serialText(_ index: VaultIndex, style: TextStyle) -> String {
        let lines = EntryLineRenderer(localeIdentifier: "en_US", style: style, width: nil)
        let titles = MonthTitleFormatter(localeIdentifier: "en_US")
        var groups: [String] = []
        if !index.favorites.isEmpty {
            groups.append(style.apply(lines.words[.favorites], .bold) + " (\(index.favorites.count))\n"
                + index.favorites.map { lines.line($0, dayText: $0.day.description) + "\n" }.joined())
        }
        for month in index.months {
            groups.append(style.apply(titles.title(year: month.year, month: month.month), .bold) + " (\(month.entries.count))\n"
                + month.entries.map { lines.line($0, dayText: CivilDate.pad($0.day.day, 2)) + "\n" }.joined())
        }
        return groups.joined(separator: "\n")
    }

    @Test(arguments: [false, true], [false, true])
    func drawsTheBytesOfTheSerialText(starring: Bool, colour: Bool) {
        let index = Self.index(starring: starring)
        let style = TextStyle(isColorEnabled: colour)
        var chunks: [[UInt8]] = []
        IndexRenderer.render(index, settings: RenderSettings(style: style)) { chunks.append($0) }
        let text = String(decoding: chunks.joined(), as: UTF8.self)
        #expect(text == Self.serialText(index, style: style))
        #expect(text == IndexRenderer.render(index, settings: RenderSettings(style: style)))
        #expect(text.hasPrefix(starring ? "Favorites (35)\n" : "August 2026 (3)\n") || colour)
        #expect(chunks.count > 1)
    }

    /// More favorites than one part holds (2,048): 5,000 entries over 100 months, all but every
    /// tenth starred, in both views.
    @Test func drawsFavoritesInSeveralParts() throws {
        var entries: [EntrySummary] = []
        for number in 0..<5_000 {
            let month = number % 100
            let date = "\(2010 + month / 12)-\(CivilDate.pad(month % 12 + 1, 2))-\(CivilDate.pad(number % 28 + 1, 2))T10:\(CivilDate.pad(number % 60, 2)):00Z"
            entries.append(VaultIndexTests.entry(date, uuid: number + 1, starred: number % 10 != 0, title: "E\(number) \"q\""))
        }
        let index = VaultIndex(entries: entries)
        #expect(index.favorites.count == 4_500)
        let text = IndexRenderer.render(index, settings: RenderSettings())
        #expect(text == Self.serialText(index, style: .plain))
        let json = IndexRenderer.renderJSON(index, problems: [])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let favorites = try #require(object["favorites"] as? [[String: Any]])
        #expect(favorites.compactMap { $0["path"] as? String } == index.favorites.map(\.path))
        #expect(favorites.compactMap { $0["title"] as? String } == index.favorites.map(\.title))
        #expect(object["entryCount"] as? Int == 5_000)
        #expect(json.hasSuffix("\"entryCount\":5000,\"problems\":[]}\n"))
    }

    /// `vault list` writes each line's date in place; the bytes are those of ``EntryLineRenderer/line(_:dayText:indent:showsTags:)``
    /// with the date as text, for every kind of title, mood and year (`0007`) the line tests use.
    @Test func listLinesWriteTheDateInPlace() {
        let entries = EntryLineRendererBytesTests.entries
        for style in [TextStyle.plain, TextStyle(isColorEnabled: true)] {
            let lines = EntryLineRenderer(localeIdentifier: "en_US", style: style, width: nil)
            var bytes: [UInt8] = []
            ListRenderer.render(entries, lines: lines) { bytes += $0 }
            let expected = entries.map { lines.line($0, dayText: $0.day.description, indent: "", showsTags: true) + "\n" }.joined()
            #expect(String(decoding: bytes, as: UTF8.self) == expected)
        }
    }

    /// The uuid the index's JSON writes is the canonical form in quotes.
    @Test func writesTheCanonicalUUID() {
        for text in ["00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
                     "0123ABCD-4567-89EF-FEDC-BA9876543210", "8f14e45f-ceea-467f-a0f6-fc8a1d0e4f2b"] {
            let uuid = EntryID(parsing: text)!
            var bytes: [UInt8] = []
            IndexRenderer.appendQuotedUUID(uuid, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "\"" + uuid.canonical + "\"")
            #expect(String(decoding: bytes, as: UTF8.self) == "\"" + text.uppercased() + "\"")
        }
    }
}
