import Foundation
import Testing
@testable import DiaryVault

/// Every way a front matter fails to parse: the case, its 1-based line and byte column, and the
/// compiler-style message with the source line and a caret.
@Suite struct FrontMatterErrorTests {
    /// One invalid input and the error it must raise.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: [UInt8]
        var kind: String
        var line: Int
        var column: Int

        init(_ name: String, _ input: String, _ kind: String, _ line: Int, _ column: Int) {
            self.init(name, Array(input.utf8), kind, line, column)
        }

        init(_ name: String, _ input: [UInt8], _ kind: String, _ line: Int, _ column: Int) {
            self.name = name
            self.input = input
            self.kind = kind
            self.line = line
            self.column = column
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case("invalid UTF-8 byte", Array("---\nmood: ".utf8) + [0xFF] + Array("\n---\n".utf8), "invalid-utf8", 2, 7),
        Case("CP949 text", Array("---\ntitle: ".utf8) + [0xC7, 0xD1, 0xB1, 0xDB] + Array("\n---\n".utf8), "invalid-utf8", 2, 8),
        Case("invalid UTF-8 after a byte order mark", [0xEF, 0xBB, 0xBF] + Array("---\na: ".utf8) + [0xC0, 0xAF], "invalid-utf8", 2, 4),
        Case("C0 control character", "---\nmood: a\u{7}b\n---\n", "control-character", 2, 8),
        Case("C1 control character", "---\nmood: a\u{86}b\n---\n", "control-character", 2, 8),
        Case("lone carriage return", "---\nmood: a\rb\n---\n", "control-character", 2, 8),
        Case("no closing delimiter", "---\nmood: good\n\nBody\n", "unterminated-front-matter", 1, 1),
        Case("no closing delimiter after a byte order mark", "\u{FEFF}---\nmood: good\n", "unterminated-front-matter", 1, 1),
        Case("tab before a sequence item", "---\ntags:\n\t- a\n---\n", "tab-indentation", 3, 1),
        Case("tab before a key", "---\n\tmood: good\n---\n", "tab-indentation", 2, 1),
        Case("duplicate key", "---\nmood: good\nstarred: true\nmood: bad\n---\n", "duplicate-key", 4, 1),
        Case("colon and space in a plain value", "---\ntitle: Seoul: day two\n---\n", "colon-in-plain-value", 2, 13),
        Case("colon and space in a continued plain value", "---\ntags:\n  - a\n   b: c\n---\n", "colon-in-plain-value", 4, 5),
        Case("value starting with @", "---\nhandle: @vault\n---\n", "reserved-indicator", 2, 9),
        Case("value starting with a backtick", "---\ncode: `x`\n---\n", "reserved-indicator", 2, 7),
        Case("value starting with a dash and a space", "---\nx: - a\n---\n", "reserved-indicator", 2, 4),
        Case("flow item starting with @", "---\nx: [a, @b]\n---\n", "reserved-indicator", 2, 8),
        Case("flow sequence cut by a comment", "---\ntags: [a, #diary]\n---\n", "unclosed-flow-sequence", 2, 7),
        Case("flow sequence never closed", "---\ntags: [a, b\nmood: good\n---\n", "unclosed-flow-sequence", 2, 7),
        Case("double quote never closed", "---\ntitle: \"open\nmood: good\n---\n", "unclosed-quoted-value", 2, 8),
        Case("single quote never closed", "---\ntitle: 'open\n---\n", "unclosed-quoted-value", 2, 8),
        Case("unknown escape", "---\ntitle: \"a\\qb\"\n---\n", "invalid-escape", 2, 10),
        Case("short hex escape", "---\ntitle: \"a\\x4\"\n---\n", "invalid-escape", 2, 10),
        Case("escape past U+10FFFF", "---\ntitle: \"\\UFFFFFFFF\"\n---\n", "invalid-escape", 2, 9),
        Case("bare words", "---\njust words\n---\n", "not-a-mapping", 2, 1),
        Case("top-level sequence", "---\n- a\n- b\n---\n", "not-a-mapping", 2, 1),
        Case("no space after the colon", "---\nmood:good\n---\n", "not-a-mapping", 2, 1),
        Case("text after a quoted key", "---\n\"a\" b: c\n---\n", "not-a-mapping", 2, 1),
        Case("indented key", "---\n  mood: good\n---\n", "unexpected-indentation", 2, 3),
        Case("text after a quoted value", "---\ntitle: \"a\" b\n---\n", "unexpected-text", 2, 12),
        Case("text after a flow sequence", "---\ntags: [a] b\n---\n", "unexpected-text", 2, 11),
        Case("comma with no item", "---\ntags: [a, , b]\n---\n", "unexpected-text", 2, 11),
        Case("unknown block scalar indicator", "---\nnotes: |x\n  a\n---\n", "invalid-block-scalar-header", 2, 8),
        Case("indentation indicator 0", "---\nnotes: >0\n  a\n---\n", "invalid-block-scalar-header", 2, 8),
    ]

    @Test(arguments: cases)
    func reportsKindAndLocation(_ testCase: Case) {
        do {
            _ = try EntryDocument(parsing: testCase.input, path: "entry.md")
            Issue.record("parsed, expected \(testCase.kind)")
        } catch let error as FrontMatterError {
            #expect(error.kind == testCase.kind)
            #expect(error.location == SourceLocation(line: testCase.line, column: testCase.column))
            #expect(error.path == "entry.md")
            #expect(error.errorDescription?.hasPrefix("entry.md:\(testCase.line):\(testCase.column): error: \(error.message)\n") == true)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// The caret sits under the column in terminal cells: each Hangul syllable takes two.
    @Test func printsPathLocationSourceLineAndCaretUnderWideCharacters() throws {
        let error = try #require(throws: FrontMatterError.self) {
            try EntryDocument(parsing: "---\nmood: good\n제목: 서울: 둘째 날\n---\n", path: "2026/11/2026-11-29-walk.md")
        }
        #expect(error.localizedDescription == """
            2026/11/2026-11-29-walk.md:3:15: error: unquoted value contains ': ', which YAML reads as a nested mapping
            제목: 서울: 둘째 날
                      ^
            expected: a quoted value, such as 제목: "서울: 둘째 날"
            """)
    }

    /// A control character is shown as an escape, never sent to the terminal raw.
    @Test func printsControlCharactersEscapedWithTheCaretUnderThem() throws {
        let error = try #require(throws: FrontMatterError.self) {
            try EntryDocument(parsing: "---\ntitle: bell\u{7} 🔔\n---\n", path: "entry.md")
        }
        #expect(error.localizedDescription == """
            entry.md:2:12: error: control character U+0007 is not allowed in front matter
            title: bell\\u{7} 🔔
                       ^
            expected: printable text; write control characters as escapes in a double-quoted value, such as "\\t"
            """)
    }

    @Test func namesTheInputWhenThereIsNoPath() throws {
        let error = try #require(throws: FrontMatterError.self) { try EntryDocument(parsing: "---\na: 1\na: 2\n---\n") }
        #expect(error.path == nil)
        #expect(error.errorDescription?.hasPrefix("<input>:3:1: error: duplicate key 'a' (lines 2 and 3)\n") == true)
        let named = error.withPath("2026/11/x.md")
        #expect(named.path == "2026/11/x.md")
        #expect(named.kind == error.kind)
        #expect(named.location == error.location)
        #expect(named.errorDescription?.hasPrefix("2026/11/x.md:3:1: error:") == true)
    }

    @Test func carriesTheDuplicateKeyAndBothLines() throws {
        let error = try #require(throws: FrontMatterError.self) {
            try EntryDocument(parsing: "---\nmood: good\n# c\nmood: bad\n---\n")
        }
        guard case .duplicateKey(let context, let key, let firstLine) = error else {
            Issue.record("expected duplicateKey, got \(error)")
            return
        }
        #expect(key == "mood")
        #expect(firstLine == 2)
        #expect(context.sourceLine == "mood: bad")
        #expect(error.message == "duplicate key 'mood' (lines 2 and 4)")
    }

    @Test func reportsTheByteOffsetOfInvalidUTF8() throws {
        let error = try #require(throws: FrontMatterError.self) {
            try EntryDocument(parsing: Array("---\nmood: ".utf8) + [0xFF] + Array("\n---\n".utf8))
        }
        guard case .invalidUTF8(_, let offset) = error else {
            Issue.record("expected invalidUTF8, got \(error)")
            return
        }
        #expect(offset == 10)
        #expect(error.message == "file is not valid UTF-8: invalid byte 0xFF at byte offset 10")
        #expect(error.context.sourceLine == "mood: \\xFF")
    }
}
