import Testing
@testable import DiaryVault

/// Positions of LSP 3.17 in UTF-16 code units and UTF-8 bytes, on Hangul (3 UTF-8 bytes, one
/// UTF-16 unit) and emoji (4 bytes, two units, a surrogate pair), and the changes of
/// `textDocument/didChange`.
@Suite struct TextDocumentTests {
    static let text = "---\ntitle: 산책 🌿 walk\n---\n한글 😀x\r\nlast\rcr"

    @Test func utf16PositionsCountHangulAsOneAndEmojiAsTwo() throws {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: Self.text, encoding: .utf16)
        // "title: " is 7 units; 산책 2 more; a space; 🌿 two units.
        let walk = try #require(document.offset(of: .init(line: 1, character: 13)))
        #expect(String(decoding: document.bytes[walk..<walk + 4], as: UTF8.self) == "walk")
        #expect(document.position(ofByte: walk) == .init(line: 1, character: 13))
        // Inside the surrogate pair of 🌿 (character 11): the start of the emoji.
        let inside = try #require(document.offset(of: .init(line: 1, character: 11)))
        #expect(document.position(ofByte: inside) == .init(line: 1, character: 10))
        let x = try #require(document.offset(of: .init(line: 3, character: 5)))
        #expect(document.bytes[x] == UInt8(ascii: "x"))
    }

    @Test func utf8PositionsCountBytes() throws {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: Self.text, encoding: .utf8)
        let walk = try #require(document.offset(of: .init(line: 1, character: 19)))
        #expect(String(decoding: document.bytes[walk..<walk + 4], as: UTF8.self) == "walk")
        #expect(document.position(ofByte: walk) == .init(line: 1, character: 19))
        // Inside 산 (byte 8 of the line): the start of the character.
        let inside = try #require(document.offset(of: .init(line: 1, character: 8)))
        #expect(document.position(ofByte: inside) == .init(line: 1, character: 7))
    }

    @Test func linesEndAtLFCRLFAndCR() {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: Self.text, encoding: .utf16)
        #expect(document.lineCount == 6)
        #expect(String(decoding: document.bytes[document.lineRange(3)], as: UTF8.self) == "한글 😀x")
        #expect(String(decoding: document.bytes[document.lineRange(4)], as: UTF8.self) == "last")
        #expect(String(decoding: document.bytes[document.lineRange(5)], as: UTF8.self) == "cr")
    }

    @Test func characterPastTheLineEndIsTheLineEndAndLinePastTheEndIsNil() {
        let document = TextDocument(uri: "file:///a.md", version: 1, text: "ab\ncd", encoding: .utf16)
        #expect(document.offset(of: .init(line: 0, character: 99)) == 2)
        #expect(document.offset(of: .init(line: 2, character: 0)) == nil)
        #expect(document.offset(of: .init(line: -1, character: 0)) == nil)
        #expect(document.offset(of: .init(line: 0, character: -1)) == nil)
    }

    @Test func incrementalChangesReplaceRanges() throws {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "mood: 좋음\n😀 day\n", encoding: .utf16)
        try document.apply(range: (.init(line: 0, character: 6), .init(line: 0, character: 8)), text: "great")
        try document.apply(range: (.init(line: 1, character: 2), .init(line: 1, character: 2)), text: "a")
        #expect(document.text == "mood: great\n😀a day\n")
        try document.apply(range: nil, text: "new")
        #expect(document.text == "new")
        #expect(document.lineCount == 1)
    }

    @Test func aChangeOutsideTheTextOrReversedIsRefusedAndChangesNothing() {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "ab\ncd", encoding: .utf16)
        #expect(throws: TextDocument.ChangeError.self) {
            try document.apply(range: (.init(line: 5, character: 0), .init(line: 6, character: 0)), text: "x")
        }
        #expect(throws: TextDocument.ChangeError.self) {
            try document.apply(range: (.init(line: 1, character: 1), .init(line: 0, character: 0)), text: "x")
        }
        #expect(document.text == "ab\ncd")
    }
}
