@testable import DiaryVault

/// The words, characters, escapes and raw values the generator builds front matters from.
extension FrontMatterGenerator {
    /// Plain words that may start a plain scalar.
    static let plainStart = [
        "walk", "river", "Seoul", "산책", "가족", "비", "🌧", "🙂", "12", "-3", "1.5", "2026-11-29", "21:14",
        "v1.2", "a/b", "it's", "C#", "50%", "x-y", "a:b", "true", "False", "null", "yes", "no", "On", "~",
        "0x1F", "0o17", ".inf", "-.5", "1e3", "1_000", "café", "emoji🙂text", "a\"b", "(paren)", "x=y",
        "<html>", "3.0.1", "+1", "0.1", "100", ".5", "Mon", "2026-11-29T21:14:00+09:00", "1:30", "012",
        "<<x", "👩‍👩‍👧", "1.0e+3", "-0", "TRUE", ".NaN", "0",
    ]
    /// Plain words for later positions.
    static let plainInner = plainStart + ["and", "그리고", "-", "a#b", "x:", "?", "&amp", "*", "!"].filter {
        !$0.hasSuffix(":")
    }
    /// Plain words that are safe inside `[...]`.
    static let flowPlain = plainStart.filter { !$0.contains(":") }
    /// Characters of quoted scalars: anything printable, quotes, backslashes and tabs included.
    static let quotedCharacters = [
        "a", "b", "Z", "가", "힣", "🌧", "👩‍👩‍👧", " ", " ", "#", ":", "'", "\"", "\\", "-", "[", "]", "{", "}",
        ",", "&", "*", "!", "|", ">", "%", "@", "`", "\t", "é", "e\u{301}", "~", "1", ".",
    ]
    /// Double-quoted escapes and what they stand for (YAML 1.2 section 5.7).
    static let escapes: [(String, String)] = [
        ("\\\\", "\\"), ("\\\"", "\""), ("\\/", "/"), ("\\0", "\u{0}"), ("\\a", "\u{7}"), ("\\b", "\u{8}"),
        ("\\t", "\t"), ("\\\t", "\t"), ("\\n", "\n"), ("\\v", "\u{B}"), ("\\f", "\u{C}"), ("\\r", "\r"),
        ("\\e", "\u{1B}"), ("\\ ", " "), ("\\N", "\u{85}"), ("\\_", "\u{A0}"), ("\\L", "\u{2028}"),
        ("\\P", "\u{2029}"), ("\\x41", "A"), ("\\u00e9", "é"), ("\\uAC00", "가"), ("\\U0001F600", "😀"),
    ]
    /// Lines of literal block scalars (after the indentation).
    static let literalLines = [
        "line one", "  indented more", "# not a comment", "key: value", "- item", "'quoted'", "\"dq\"",
        "비 오는 날 🌧", "trailing  ", "a\tb", "---x", "[x, y]", "  ", "\tstarts with a tab",
    ]
    /// Lines of folded block scalars: no leading or trailing blanks.
    static let foldedLines = ["one", "two words", "# hash", "a: b", "비 오는 날 🌧", "- dash", "x\ty"]
    /// Comments after values.
    static let comments = ["# note", "# 메모 🌧", "#x", "# a: b - [c]", "#"]
    /// Values beyond one-line scalars and lists: their lines after the key's colon, and the
    /// value read (nested values as a tree, what a node property gives, or the raw text kept
    /// when it cannot be represented).
    static let rawValues: [([String], FrontMatterValue)] = [
        ([" {a: 1, b: [x, y]}"], .mapping([FrontMatterPair(key: "a", value: .integer(1)),
                                           FrontMatterPair(key: "b", value: .sequence([.string("x"), .string("y")]))])),
        ([" [a,", "  b]"], .sequence([.string("a"), .string("b")])),
        ([" [[a, b], c]"], .sequence([.sequence([.string("a"), .string("b")]), .string("c")])),
        ([" &anchor value"], .string("value")),
        ([" !!str 12"], .string("12")),
        ([" !!int '12'"], .integer(12)),
        ([" &anchor [a, !!str 1]"], .sequence([.string("a"), .string("1")])),
        (["", "  a: 1", "  b: [x, y]"], .mapping([FrontMatterPair(key: "a", value: .integer(1)),
                                                  FrontMatterPair(key: "b", value: .sequence([.string("x"), .string("y")]))])),
        (["", "  a: 1", "  # inside", "  b: 2"], .mapping([FrontMatterPair(key: "a", value: .integer(1)),
                                                            FrontMatterPair(key: "b", value: .integer(2))])),
        (["", "- name: a", "  v: 1", "- name: b"], .sequence([
            .mapping([FrontMatterPair(key: "name", value: .string("a")), FrontMatterPair(key: "v", value: .integer(1))]),
            .mapping([FrontMatterPair(key: "name", value: .string("b"))])])),
        (["", "  ? a", "  : b"], .raw("  ? a\n  : b")),
    ]
    /// Lines of bodies.
    static let bodyLines = [
        "# 저녁 산책", "Walked by the river 🌉.", "", "---", "...", "오늘은 비가 왔다 🌧", "- list item",
        "key: value", "## Sub", "```", "    code", "\tindented with a tab", "👩‍👩‍👧 family",
    ]
}
