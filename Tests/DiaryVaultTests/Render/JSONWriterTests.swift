import Foundation
import Testing
@testable import DiaryVault

/// JSON strings: escaped per RFC 8259, plus DEL, C1 controls and bidi controls, wherever they fall
/// relative to the eight-byte fast path.
@Suite struct JSONWriterTests {
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nnext\ttab\r", #""line\nnext\ttab\r""#),
        ("\u{1B}[31mred", #""\u001B[31mred""#),
        ("del\u{7F}", #""del\u007F""#),
        ("csi\u{9B}2J", #""csi\u009B2J""#),
        ("\u{202E}evil", #""\u202Eevil""#),
        ("iso\u{2066}late", #""iso\u2066late""#),
        ("한글 🌧️ ok", "\"한글 🌧️ ok\""),
    ])
    func escapesWhatATerminalOrParserWouldMisread(text: String, expected: String) {
        #expect(Self.quoted(text) == expected)
    }

    /// A special byte at every offset of a long ASCII string is found (the word-at-a-time path).
    @Test(arguments: ["\"", "\\", "\n", "\u{7F}", "\u{1}", "é"])
    func findsASpecialCharacterAtEveryOffset(special: String) throws {
        for offset in 0..<24 {
            let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 23 - offset)
            let decoded = try JSONDecoder().decode(String.self, from: Data(Self.quoted(text).utf8))
            #expect(decoded == text, "offset \(offset)")
        }
    }
}
