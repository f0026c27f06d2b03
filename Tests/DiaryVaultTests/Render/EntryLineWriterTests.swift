import Foundation
import Testing
@testable import DiaryVault

/// The one-piece line writer (``EntryLineRenderer/LineWriter``): the exact bytes
/// of the titles its fast path takes or hands on (wide Hangul, combining marks, emoji, tabs and
/// controls, titles cut to the terminal, empty titles), and the same bytes as the text path
/// (``EntryLineRenderer/textLine(_:dayText:indent:showsTags:)``) for every input the tests hold.
@Suite struct EntryLineWriterTests {
    /// A starred entry with a good mood on 2026-11-29 at 21:14.
    static func entry(_ title: String, tags: [String] = []) -> EntrySummary {
        EntrySummary(path: "2026/11/x.md", uuid: nil, date: EntryDate(parsing: "2026-11-29T21:14:00+09:00")!, mood: .good,
                     moodText: "good", isStarred: true, title: title, tags: tags)
    }

    /// The line of an index month, through the writer, checked against the text path too.
    static func line(_ title: String, width: Int?, colour: Bool = false) -> String {
        let renderer = EntryLineRenderer(localeIdentifier: "en_US", style: TextStyle(isColorEnabled: colour), width: width)
        var bytes: [UInt8] = []
        renderer.appendLines([entry(title)][...], day: .dayOfMonth, indent: 2, showsTags: false, to: &bytes)
        let expected = renderer.textLine(entry(title), dayText: "29", indent: "  ", showsTags: false) + "\n"
        #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(title.debugDescription) \(String(describing: width))")
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// 40 columns leave 13 for the title after `  29 Sun 21:14 * good      ` (27 columns); a longer
    /// title is cut to 10 columns and `...`.
    @Test func writesTheEdgeCasesExactly() {
        let prefix = "  29 Sun 21:14 * good      "
        let cases: [(title: String, whole: String, at40: String)] = [
            ("한강 산책", "한강 산책", "한강 산책"),
            ("한강에서 자전거 타기", "한강에서 자전거 타기", "한강에서 ..."),
            ("Cafe\u{301} au lait", "Cafe\u{301} au lait", "Cafe\u{301} au lait"),
            ("Cafe\u{301} au lait with friends", "Cafe\u{301} au lait with friends", "Cafe\u{301} au la..."),
            ("Walk 🌸", "Walk 🌸", "Walk 🌸"),
            ("Rainy day walk ☔ with tea", "Rainy day walk ☔ with tea", "Rainy day ..."),
            ("👨‍👩‍👧 family day", "👨‍👩‍👧 family day", "👨‍👩‍👧 family day"),
            ("tab\there", "tab\\there", "tab\\there"),
            ("red \u{1B}[31m alert", "red \\e[31m alert", "red \\e[31m..."),
            ("c1 \u{85} and \u{202E}bidi", "c1 \\u{85} and \\u{202E}bidi", "c1 \\u{85} ..."),
            ("A title long enough to be cut on any narrow terminal", "A title long enough to be cut on any narrow terminal", "A title lo..."),
            ("Schöne Grüße aus Köln", "Schöne Grüße aus Köln", "Schöne Grü..."),
            ("co\u{AD}operation", "co\u{AD}operation", "co\u{AD}operation"),
            ("", "(untitled)", "(untitled)"),
            ("trailing   ", "trailing", "trailing"),
            ("한강   ", "한강", "한강"),
        ]
        for item in cases {
            #expect(Self.line(item.title, width: nil) == prefix + item.whole, "\(item.title.debugDescription)")
            #expect(Self.line(item.title, width: 40) == prefix + item.at40, "\(item.title.debugDescription)")
        }
        #expect(Self.line("한강 산책", width: nil, colour: true) == "  29 Sun 21:14 \u{1B}[1;33m*\u{1B}[0m \u{1B}[36mgood     \u{1B}[0m 한강 산책")
    }

    /// The whole index view with wide titles: heading, favorites, month, in one piece per part.
    @Test func rendersAnIndexOfWideTitles() {
        let plain = EntrySummary(path: "2026/11/y.md", uuid: nil, date: EntryDate(parsing: "2026-11-28")!, mood: nil, moodText: nil,
                                 isStarred: false, title: "늦은 밤 생각 🌙", tags: [])
        let index = VaultIndex(entries: [Self.entry("한강 산책"), plain])
        let text = IndexRenderer.render(index, settings: RenderSettings(localeIdentifier: "ko_KR"))
        #expect(text == """
            즐겨찾기 (1)
              2026-11-29 일 21:14 * 좋음 한강 산책

            2026년 11월 (2)
              29 일 21:14 * 좋음 한강 산책
              28 토              늦은 밤 생각 🌙

            """)
    }

    /// Every input the tests hold (``DifferentialInputs``), read as an entry: the writer's bytes
    /// are the text path's, in four locales, with and without colour, cut to four widths or not.
    @Test func writesTheTextPathsBytesForEveryInput() {
        // One summary per kind of line (title, mood, tags, star, time), so that the text path,
        // slow in a debug build, is not run a thousand times on the same generated line.
        var summaries: [EntrySummary] = []
        var seen = Set<String>()
        var read = 0
        for input in DifferentialInputs.all {
            let reading = input.bytes.withUnsafeBufferPointer { EntrySummary.read($0, path: "2026/11/2026-11-29-e.md") }
            guard case .summary(let summary) = reading else { continue }
            read += 1
            let key = [summary.title, summary.moodText ?? "\u{0}", "\(summary.isStarred)", "\(summary.date.time == nil)"] + summary.tags
            if seen.insert(key.joined(separator: "\u{1}")).inserted { summaries.append(summary) }
        }
        #expect(read > 5_000 && summaries.count > 1_000)
        let settings: [(String, Int?, Bool)] = [("en_US", nil, false), ("ko_KR", nil, true), ("en_US", 44, true), ("ko_KR", 61, false),
                                                ("de_DE", 80, false), ("ja_JP", 132, true)]
        for (localeIdentifier, width, isColorEnabled) in settings {
            do {
                let renderer = EntryLineRenderer(localeIdentifier: localeIdentifier, style: TextStyle(isColorEnabled: isColorEnabled),
                                                 width: width)
                var bytes: [UInt8] = []
                renderer.appendLines(summaries[...], day: .dayOfMonth, indent: 2, showsTags: false, to: &bytes)
                var tagged: [UInt8] = []
                renderer.appendLines(summaries[...], day: .date, indent: 0, showsTags: true, to: &tagged)
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                let taggedLines = tagged.split(separator: 0x0A, omittingEmptySubsequences: false)
                #expect(lines.count == summaries.count + 1 && taggedLines.count == summaries.count + 1)
                for (index, summary) in summaries.enumerated() where index < lines.count && index < taggedLines.count {
                    let expected = renderer.textLine(summary, dayText: CivilDate.pad(summary.day.day, 2), indent: "  ", showsTags: false)
                    #expect(String(decoding: lines[index], as: UTF8.self) == expected, "\(localeIdentifier) \(String(describing: width)) \(summary.title.debugDescription)")
                    let expectedTagged = renderer.textLine(summary, dayText: summary.day.description, indent: "", showsTags: true)
                    #expect(String(decoding: taggedLines[index], as: UTF8.self) == expectedTagged, "\(localeIdentifier) \(String(describing: width)) \(summary.title.debugDescription)")
                }
            }
        }
    }
}
