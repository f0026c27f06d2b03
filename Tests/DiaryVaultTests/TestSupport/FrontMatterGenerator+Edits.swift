@testable import DiaryVault
@testable import vault_bench

/// Keys and values to set in the property tests: the strings YAML needs quoted, numbers, booleans,
/// null, lists of such scalars, Korean and emoji, multi-line text.
extension FrontMatterGenerator {
    /// Strings that are easy to get wrong: YAML 1.1 and 1.2 non-strings, indicators, blanks,
    /// comments, line breaks, controls, Korean and emoji.
    static let trickyStrings = [
        "yes", "no", "on", "off", "y", "n", "Y", "N", "1.0", "0o7", "~", "null", "", "a: b", "x #y", "- x", "-",
        "@x", "`x", "[x]", "{x}", " lead", "trail ", "line1\nline2", "tab\there", "🌧 비", "한국어", "\u{7}",
        "#tag", "it's", "\"q\"", "back\\slash", "2026-11-29", "12:30", "1_000", "1:30", "=", "<<", "0x1F", "012",
        "1e3", ".5", "-.5", "true", "TRUE", "%x", "!x", "&x", "*x", "|", ">", "?", ":", ",x", "a,b", "\u{2028}",
        "\u{85}", "\u{FEFF}x", "a\r\nb", "x\n", "a\n\nb\n", "  indented\nline", "\n", "a\n\n", "\tlead tab",
        "x:", "a:b", "---", "...", "# title", "--- x", "\u{FFFE}", "x\u{FFFF}", "ok", "good", "👩‍👩‍👧", "e\u{301}",
        "2026-11-29T21:14:00+09:00", ".inf", "-.inf", ".nan", "+1", "0b101", "a\tb", "a \t# c", "x\u{1F}",
        "\r", "a\n b", "last line\n\n\n", "C#", "50%", "<<x", "?x", "-x", ":x", "[", "]", "'", "\"",
        // YAML 1.1 timestamps, sexagesimals, octal-like numbers and booleans in other cases.
        "2026-11-29 21:14:00", "2026-1-2", "2026-11-29t21:14:00.5Z", "2026-11-29 21:14:00 +09:00", "1:20", "-1:20:30",
        "190:20:30.15", "0777", "08", "1,000", "+0o17", "yEs", "oN", "OfF", "Nil", "nULL", "1_0.5", "!!str 02700",
    ]

    /// Characters of random strings.
    static let editCharacters = [
        "a", "b", "z", "Q", "0", "9", ".", "-", " ", " ", "\n", "\t", "'", "\"", "\\", "#", ":", ",", "[", "]",
        "{", "}", "가", "힣", "🌧", "🙂", "é", "\u{7}", "\u{85}", "\u{2028}", "\r", "\u{A0}", "%", "@", "`", "!",
        "&", "*", "|", ">", "?", "~",
    ]

    /// A value to set.
    mutating func editValue() -> FrontMatterValue {
        switch rng.int(0...99) {
        case 0..<70: return editScalar()
        default: return .sequence((0..<rng.int(0...4)).map { _ in editScalar() })
        }
    }

    /// A scalar value to set: mostly strings, some numbers, booleans and null.
    mutating func editScalar() -> FrontMatterValue {
        switch rng.int(0...99) {
        case 0..<35: return .string(rng.pick(Self.trickyStrings))
        case 35..<60: return .string((0..<rng.int(0...12)).map { _ in rng.pick(Self.editCharacters) }.joined())
        case 60..<72:
            let lines = (0..<rng.int(2...4)).map { _ in
                rng.pick(["line", "  indented", "", "비 오는 날 🌧", "# hash", "key: value", "- item", "tab\tin"])
            }
            return .string(lines.joined(separator: "\n") + String(repeating: "\n", count: rng.int(0...2)))
        case 72..<80: return .integer(rng.pick([0, -1, 42, 2026, Int.max, Int.min, rng.int(-100_000...100_000)]))
        case 80..<88: return .float(rng.pick([1.5, -0.25, 1e-5, 1e20, 0.1, 100.0, -0.0, .infinity, -.infinity, .nan, 3.14159]))
        case 88..<95: return .bool(rng.chance(0.5))
        default: return .null
        }
    }

    /// A key to set: one of `existing` or a new one, sometimes one that needs quotes.
    mutating func editKey(existing: [String]) -> String {
        if !existing.isEmpty, rng.chance(0.5) { return rng.pick(existing) }
        while true {
            let key = rng.chance(0.5)
                ? rng.pick(["yes", "a: b", "#x", "", "- k", "키 🌧", "x\ny", " k", "title", "tags", "[x]", "null", "12", "tab\tkey", "k:"])
                : rng.pick(["mood", "weather", "날씨", "location", "starred", "new key"])
            if !existing.contains(key) { return key }
            if rng.chance(0.3) { return rng.pick(existing) }
        }
    }

    /// A new entry in canonical form with random fields: tags and extra values that need quoting,
    /// titles and bodies in Korean and emoji.
    mutating func canonicalEntry() -> Entry {
        let hex = (0..<32).map { _ in rng.pick(Array("0123456789abcdefABCDEF")) }
        let uuid = EntryID(parsing: String(hex))!
        let date = EntryDate(parsing: rng.pick([
            "2026-11-29", "2026-11-29T21:14:00+09:00", "2026-11-29 23:50", "2028-02-29T00:00:00Z", "1999-12-31T23:59:59.5-05:00",
        ]))!
        let tags = (0..<rng.int(0...3)).map { _ in rng.pick(Self.trickyStrings + ["walk", "가족", "🌧"]) }
        var extra: [(String, FrontMatterValue)] = []
        for _ in 0..<rng.int(0...3) {
            let key = editKey(existing: ["uuid", "date", "mood", "starred", "tags"] + extra.map(\.0))
            extra.append((key, editValue()))
        }
        let title = rng.chance(0.5) ? rng.pick(["Evening walk", "저녁 산책 🌉", "# not a heading", "a: b", " spaced "]) : nil
        let text = rng.pick(["", "Body.", "오늘은 비가 왔다 🌧\n\n두 번째 줄", "# Heading\n\ntext\n", "\n\nlines\r\nwith CRLF\n\n\n"])
        return Entry.canonical(uuid: uuid, date: date, mood: rng.chance(0.7) ? rng.pick(Mood.allCases) : nil,
                               starred: rng.chance(0.3), tags: tags, extra: extra, title: title, text: text)
    }
}
