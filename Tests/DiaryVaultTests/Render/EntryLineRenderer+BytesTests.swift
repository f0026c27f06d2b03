@testable import DiaryVault
import Testing

/// The byte path of the entry line (``EntryLineRenderer/appendLine(_:day:indent:showsTags:to:)``)
/// writes exactly the bytes of the text path (``EntryLineRenderer/textLine(_:dayText:indent:showsTags:)``)
/// for every kind of title, mood, tag, width, colour and locale.
@Suite struct EntryLineRendererBytesTests {
    /// Titles the byte path takes (printable ASCII) and ones it hands to the text path.
    static let titles = [
        "Evening walk by the river", "", "   ", "trailing blanks   ", "a", "exactly-ten",
        "A title long enough to be cut on any narrow terminal, and then some more words", "한강 산책",
        "tab\there", "escape \u{1B}[31m red", "e\u{301}", "\u{0600} ", "emoji 🙂 walk", "del\u{7F}",
        // The writer's wider fast path: Latin letters and Hangul measured on
        // bytes, other scripts measured whole, escapes and trailing blanks handed on.
        "한강에서 자전거 타기, 그리고 저녁의 긴 산책", "Schöne Grüße aus Köln am Rhein, ein langer Tag", "한강   ",
        "🌸 an emoji title long enough to be cut", "co\u{AD}operation of many hands, all day", "c1 \u{85} here",
        "\u{202E}reversed", "zero\u{200B}width", "가\u{11A8} jamo", "Ａ fullwidth ＡＢＣ title to cut", "👍🏽 ok",
    ]

    /// The entries: each title with and without a time, star, known mood, unknown mood and tags.
    static var entries: [EntrySummary] {
        var entries: [EntrySummary] = []
        let dates = ["2026-11-29T21:14:00+09:00", "2026-11-29", "0007-01-02T00:00", "2026-06-30T23:59:60.5Z", "1999-12-31 07:05:09"]
        let moods: [(Mood?, String?)] = [(.good, "good"), (nil, nil), (nil, "sleepy"), (.notGreat, "Not-Great"), (nil, "\u{1B}x")]
        let tags: [[String]] = [[], ["walk", "han-river"], ["서울"], [""], ["a b"]]
        for (index, title) in titles.enumerated() {
            for variant in 0..<5 {
                let date = EntryDate(parsing: dates[(index + variant) % dates.count])!
                let mood = moods[(index * 3 + variant) % moods.count]
                entries.append(EntrySummary(path: "2026/11/x.md", uuid: nil, date: date, mood: mood.0, moodText: mood.1,
                                            isStarred: (index + variant) % 2 == 0, title: title,
                                            tags: tags[(index + 2 * variant) % tags.count]))
            }
        }
        return entries
    }

    @Test(arguments: ["en_US", "ko_KR", "de_DE", "ja_JP", "zh_CN", "fr_FR"])
    func writesTheBytesOfTheTextPath(localeIdentifier: String) {
        let entries = Self.entries
        var tally = Differential()
        for isColorEnabled in [false, true] {
            for width in [nil, 30, 43, 52, 80, 200] as [Int?] {
                let renderer = EntryLineRenderer(localeIdentifier: localeIdentifier, style: TextStyle(isColorEnabled: isColorEnabled),
                                                 width: width)
                for entry in entries {
                    for (indent, showsTags) in [(2, false), (0, true), (2, true)] {
                        let days: [(EntryLineRenderer.DayText, String)] = [
                            (.dayOfMonth, CivilDate.pad(entry.day.day, 2)), (.date, entry.day.description),
                            (.text(entry.day.description), entry.day.description),
                        ]
                        for (day, dayText) in days {
                            tally.check("\(localeIdentifier) colour \(isColorEnabled) width \(String(describing: width)) \(entry.title.debugDescription)",
                                        fast: { () -> String? in
                                            var bytes: [UInt8] = [0x41]
                                            renderer.appendLine(entry, day: day, indent: indent, showsTags: showsTags, to: &bytes)
                                            return String(decoding: bytes.dropFirst(), as: UTF8.self)
                                        },
                                        oracle: { renderer.textLine(entry, dayText: dayText, indent: String(repeating: " ", count: indent), showsTags: showsTags) })
                        }
                    }
                }
            }
        }
        #expect(tally.mismatches == [])
        #expect(tally.answered > 100)
    }

    @Test func takesTheBytePathForPlainLines() {
        let renderer = EntryLineRenderer(localeIdentifier: "en_US", style: .plain, width: nil)
        #expect(renderer.parts.isExact)
        let entry = EntrySummary(path: "2026/11/29.md", uuid: nil, date: EntryDate(parsing: "2026-11-29T21:14:00+09:00")!, mood: .good,
                                 moodText: "good", isStarred: true, title: "Evening walk", tags: ["walk"])
        var bytes: [UInt8] = []
        renderer.appendLine(entry, day: .dayOfMonth, indent: 2, showsTags: true, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "  29 Sun 21:14 * good      Evening walk  #walk")
        #expect(renderer.line(entry, dayText: "2026-11-29", indent: "") == "2026-11-29 Sun 21:14 * good      Evening walk")
    }

    @Test func keepsCharactersOfPlainNames() {
        #expect(EntryLineRenderer.Parts.keepsCharacters("Sun"))
        #expect(EntryLineRenderer.Parts.keepsCharacters("일  "))
        #expect(!EntryLineRenderer.Parts.keepsCharacters("\u{301}x"))
        #expect(!EntryLineRenderer.Parts.keepsCharacters("x\u{0600}"))
    }
}
