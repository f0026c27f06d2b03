import Foundation
import Testing
@testable import DiaryVault

/// `SiteHTML` and `SitePaths`: escaping, URL paths, relative links, where pages go.
@Suite struct SiteHTMLTests {
    @Test func escapesTheFiveCharactersAndNothingElse() {
        #expect(SiteHTML.escape(#"<script>alert("x" & 'y')</script>"#)
            == "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;")
        #expect(SiteHTML.escape("감기 · café") == "감기 · café")
    }

    @Test func percentEncodesEveryByteOutsideUnreservedAndSlash() {
        #expect(SiteHTML.percentEncoded("2026/11/2026-11-05-감기.html") == "2026/11/2026-11-05-%EA%B0%90%EA%B8%B0.html")
        #expect(SiteHTML.percentEncoded("a b#?c.jpg") == "a%20b%23%3Fc.jpg")
    }

    @Test func linksAreRelativeToThePage() {
        #expect(SiteHTML.href("tags/walk.html", from: "2026/11/x.html") == "../../tags/walk.html")
        #expect(SiteHTML.href("2026/11/index.html", fragment: "2026-11-29", from: "index.html") == "2026/11/index.html#2026-11-29")
        #expect(SiteHTML.href("style.css", from: "tags/index.html") == "../style.css")
        #expect(SiteHTML.href("2026/11/b.html", from: "2026/11/a.html") == "b.html")
        #expect(SiteHTML.href("2026/10/b.html", from: "2026/11/a.html") == "../10/b.html")
        #expect(SiteHTML.href("2026/11/index.html", fragment: "2026-11-03", from: "2026/11/index.html") == "#2026-11-03")
        // A `#` in the path is a file name's (an entry `2026-11-02 a#b.md`), never a fragment.
        #expect(SiteHTML.href("2026/11/2026-11-02 a#b.html", from: "2026/11/index.html") == "2026-11-02%20a%23b.html")
        #expect(SiteHTML.href("2026/11/index.html", from: "2026/index.html") == "11/index.html")
    }

    @Test func pagesMirrorTheVaultsFolders() {
        #expect(SitePaths.entry("2026/11/2026-11-29-walk.md") == "2026/11/2026-11-29-walk.html")
        #expect(SitePaths.entry("2026/11/index.md") == "2026/11/index.md.html")
        #expect(SitePaths.entry("2026/11/notes.markdown") == "2026/11/notes.markdown.html")
        #expect(SitePaths.month(year: 2026, month: 3) == "2026/03/index.html")
        #expect(SitePaths.year(987) == "0987/index.html")
        #expect(SitePaths.day(CivilDate(year: 2026, month: 11, day: 5)!) == ("2026/11/index.html", "2026-11-05"))
    }

    @Test func tagFilesNeverCollideOnCaseOrScript() {
        #expect(SitePaths.tag("walk") == "tags/walk.html")
        #expect(SitePaths.tag("night-walk") == "tags/night-walk.html")
        #expect(SitePaths.tag("Walk") == "tags/_57616c6b.html")
        #expect(SitePaths.tag("산책") == "tags/_ec82b0ecb185.html")
        #expect(SitePaths.tag("a/b") == "tags/_612f62.html")
        #expect(SitePaths.tag("") == "tags/_.html")
    }

    @Test func searchFoldsCaseAndNormalizationForm() {
        let nfd = "\u{1100}\u{1161}\u{11B7}\u{1100}\u{1175}"  // 감기 in conjoining jamo
        #expect(SiteSearch.fold(nfd) == "감기")
        #expect(SiteSearch.fold("CAFE\u{0301} Straße") == "café straße")
    }

    @Test func theFastFoldIsTheFullRuleWhereverItAnswers() {
        let samples = ["Evening WALK by the river", "한강 노을 Han River 저녁", "日本語のテキスト、東京。", "「かぎ」ＡＢＣ", "ㄱㄴ 가나", "Ä ß Σ", "\u{1100}\u{1161}", "が か\u{3099}",
                       "Tabs\tand\nlines 123 !?", ""]
        for sample in samples {
            let full = sample.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
            if let fast = SiteSearch.foldedFast(sample) { #expect(fast == full, "\(sample)") }
            #expect(SiteSearch.fold(sample) == full, "\(sample)")
        }
        #expect(SiteSearch.foldedFast("한강 River") == "한강 river")
        #expect(SiteSearch.foldedFast("Café À ÿ ß × 🌸\u{FE0F} a\u{200D}b “x”") == "café à ÿ ß × 🌸\u{FE0F} a\u{200D}b “x”")
        #expect(SiteSearch.foldedFast("cafe\u{301}") == nil)
        #expect(SiteSearch.foldedFast("\u{2000}") == nil)
        // Every scalar the fast path takes, alone and after a letter, a syllable and itself.
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0xFF, 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3041...0x3096, 0x30A0...0x30FF,
                                             0x3000...0x303F, 0x200B...0x205E, 0xFE0E...0xFE0F, 0x2600...0x27BF, 0x1F300...0x1FAFF]
        for range in ranges {
            for value in range {
                guard let scalar = UnicodeScalar(value) else { continue }
                for sample in [String(scalar), "E" + String(scalar), "한" + String(scalar), String(scalar) + String(scalar)] {
                    let full = sample.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
                    let fast = SiteSearch.foldedFast(sample)
                    if fast != full { Issue.record("U+\(String(value, radix: 16)): \(String(describing: fast)) against \(full)") }
                }
            }
        }
    }

    @Test func longDatesAreFoundationsWithoutAFormatterPerDate() {
        for locale in ["en_US", "ko_KR", "de_DE", "ja_JP", "zh_CN", "fr_FR", "ar_EG"] {
            let dates = SiteLongDates(localeIdentifier: locale)
            if ["en_US", "ko_KR", "de_DE", "ja_JP", "zh_CN"].contains(locale) { #expect(dates.pieces != nil, "\(locale)") }
            var day = CivilDate(year: 2024, month: 1, day: 1)!
            for _ in 0..<400 {
                #expect(dates.string(day) == EntryRenderer.longDate(day, localeIdentifier: locale), "\(locale) \(day)")
                day = day.adding(days: 1)
            }
            for old in [CivilDate(year: 1582, month: 10, day: 10)!, CivilDate(year: 5, month: 3, day: 1)!, CivilDate(year: 9999, month: 12, day: 31)!] {
                #expect(dates.string(old) == EntryRenderer.longDate(old, localeIdentifier: locale), "\(locale) \(old)")
            }
        }
        #expect(SiteLongDates.pieces(of: "EEEE, MMMM d, y") == [.weekday, .literal(", "), .monthName, .literal(" "), .day(1), .literal(", "), .year(1)])
        #expect(SiteLongDates.pieces(of: "y'年'M'月'd'日' EEEE") == [.year(1), .literal("年"), .month(1), .literal("月"), .day(1), .literal("日 "), .weekday])
        #expect(SiteLongDates.pieces(of: "G y") == nil)
    }

    /// The href rule as first written (components split and compared), against the byte one.
    @Test func hrefsAreTheComponentRule() {
        func reference(_ target: (path: String, fragment: String?), from page: String) -> String {
            let (path, fragment) = (target.path, target.fragment.map { "#" + $0 } ?? "")
            if path == page, !fragment.isEmpty { return fragment }
            var from = page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            var to = path.split(separator: "/", omittingEmptySubsequences: false)
            while let first = from.first, to.count > 1, to.first == first {
                from.removeFirst()
                to.removeFirst()
            }
            return String(repeating: "../", count: from.count) + SiteHTML.percentEncoded(to.joined(separator: "/")) + fragment
        }
        let paths: [(path: String, fragment: String?)] = [
            ("index.html", nil), ("style.css", nil), ("tags/walk.html", nil), ("tags/_ec82b0ecb185.html", nil), ("2026/index.html", nil),
            ("2026/11/index.html", nil), ("2026/11/index.html", "2026-11-29"), ("2026/11/a.html", nil), ("2026/11/b c#d.html", nil),
            ("2026/10/a.html", nil), ("2025/11/a.html", nil), ("2026/11/attachments/x y.png", nil), ("2026/11/감기.html", "h"),
            ("2026//a.html", nil), ("a/b/c/d.html", nil), ("", "top"), ("", nil)]
        for target in paths {
            for page in paths.filter({ $0.fragment == nil }).map(\.path) {
                #expect(SiteHTML.href(target.path, fragment: target.fragment, from: page) == reference(target, from: page), "\(target) from \(page)")
            }
        }
        #expect(SiteHTML.percentEncoded("2026/11/2026-11-05-감기 #?.html") == "2026/11/2026-11-05-%EA%B0%90%EA%B8%B0%20%23%3F.html")
    }
}
