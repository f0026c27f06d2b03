import Foundation
import Testing
@testable import DiaryVault

/// `docs/FORMAT.md` shows what the code does: each error example prints exactly the message
/// beside it, every error case is documented, and the canonical entry is the one vault writes.
@Suite struct FormatDocumentationTests {
    /// A fenced code block of the document: its info string and its lines.
    struct Block {
        var info: String
        var text: String
    }

    static let document: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/FORMAT.md"), encoding: .utf8)) ?? ""
    }()

    /// The fenced blocks of the document, in order.
    static let blocks: [Block] = {
        var blocks: [Block] = []
        var current: Block?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(info: String(line.dropFirst(3)), text: "")
                }
            } else if current != nil {
                current!.text += line + "\n"
            }
        }
        return blocks
    }()

    /// Each error example (a `markdown file=PATH` block) and the console block after it.
    static let errorExamples: [(path: String, input: [UInt8], output: String)] = {
        var examples: [(String, [UInt8], String)] = []
        for (index, block) in blocks.enumerated() where block.info.hasPrefix("markdown file=") && index + 1 < blocks.count {
            let words = block.info.split(separator: " ")
            let path = String(words[1].dropFirst("file=".count))
            let input = words.contains("escaped") ? unescape(block.text) : Array(block.text.utf8)
            examples.append((path, input, String(blocks[index + 1].text.dropLast())))
        }
        return examples
    }()

    /// The text with each `\xHH` replaced by that byte.
    static func unescape(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            if byte == UInt8(ascii: "\\"), utf8.count >= 4, utf8.dropFirst().first == UInt8(ascii: "x"),
               let value = UInt8(String(decoding: utf8.dropFirst(2).prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(4)
            } else {
                bytes.append(byte)
                utf8 = utf8.dropFirst()
            }
        }
        return bytes
    }

    @Test func printsEachDocumentedErrorExactly() throws {
        try #require(!Self.errorExamples.isEmpty, "no error examples found in docs/FORMAT.md")
        for example in Self.errorExamples {
            let error = try #require(throws: FrontMatterError.self) { try EntryDocument(parsing: example.input, path: example.path) }
            #expect(error.errorDescription == example.output)
        }
    }

    @Test func documentsEveryErrorCase() throws {
        var documented: Set<String> = []
        for example in Self.errorExamples {
            let error = try #require(throws: FrontMatterError.self) { try EntryDocument(parsing: example.input, path: example.path) }
            documented.insert(error.kind)
            #expect(Self.document.contains("### `\(error.kind)`"), "heading for \(error.kind)")
        }
        #expect(documented == [
            "invalid-utf8", "control-character", "unterminated-front-matter", "tab-indentation", "duplicate-key",
            "colon-in-plain-value", "reserved-indicator", "unclosed-flow-sequence", "unclosed-quoted-value", "invalid-escape",
            "not-a-mapping", "unexpected-indentation", "unexpected-text", "invalid-block-scalar-header",
            "undefined-alias", "alias-expansion-limit", "invalid-toml", "invalid-json",
        ])
    }

    @Test func showsTheCanonicalEntryVaultWrites() throws {
        let entry = Entry.canonical(
            uuid: try #require(EntryID(parsing: "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F")),
            date: try #require(EntryDate(parsing: "2026-11-29T21:14:00+09:00")), mood: .notGreat, starred: true,
            tags: ["walk", "family", "yes"], extra: [("weather", .string("맑음 ☀️")), ("steps", .integer(8000))],
            title: "Evening walk", text: "Body in markdown...")
        let shown = Self.blocks.filter { $0.info == "markdown" }.map(\.text)
        #expect(shown.contains(entry.document.serializedText()))
    }
}
