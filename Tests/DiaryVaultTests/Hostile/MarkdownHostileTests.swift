import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// `MarkdownRenderer` on hostile and random input: no crash, no runaway time on deep nesting
/// (the stacks are bounded or iterative), and with the default options no raw tag, event
/// handler or unsafe link ever reaches the output.
@Suite struct MarkdownHostileTests {
    /// Pieces that make the parser work hard when shuffled together.
    static let pieces = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<iframe src=//e.org>", "<!--", "-->", "<?", "?>",
        "<![CDATA[", "]]>", "<a href=\"javascript:alert(1)\">", "</a>", "[", "]", "(", ")", "![", "[[", "]]", "![[x.png]]",
        "*", "**", "_", "__", "~~", "`", "``", "\\", "&amp;", "&#0;", "&#x110000;", "&bogus;", "\n", "\n\n", "> ", "- ",
        "1. ", "    ", "\t", "# ", "---", "===", "```", "~~~", "| a | b |\n|---|---|\n", "javascript:alert(1)",
        "[x](javascript:alert(1))", "[x]: javascript:alert(1)\n", "<javascript:alert(1)>", "www.e.org", "a@b.co",
        "https://e.org/(x)", "서울", "é", "\u{0}", "\r\n", "\"", "'", "<", ">", "&", " ",
    ]

    @Test func survivesRandomInputWithoutLettingScriptsThrough() {
        var random = SplitMix64(seed: 29)
        let renderer = MarkdownRenderer()
        for _ in 0..<600 {
            var text = ""
            for _ in 0..<Int.random(in: 1...60, using: &random) {
                text += Self.pieces.randomElement(using: &random)!
            }
            let html = renderer.html(text)
            for forbidden in ["<script", "<img src=x", "<iframe", "href=\"javascript", "src=\"javascript", "<!--", "<a href=\"javascript"] {
                #expect(!html.lowercased().contains(forbidden), "\(forbidden) in the HTML of \(text.debugDescription): \(html)")
            }
        }
    }

    @Test func survivesMutatedSpecExamples() throws {
        var random = SplitMix64(seed: 2026)
        let renderer = MarkdownRenderer()
        let commonMark = MarkdownRenderer(options: .commonMark)
        for example in try MarkdownSpecTests.examples() {
            var bytes = Array(example.markdown.utf8)
            for _ in 0..<3 where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(bytes[Int.random(in: 0..<bytes.count, using: &random)], at: index)
                default: bytes[index] = UInt8.random(in: 0...127, using: &random)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = commonMark.html(text)
            let html = renderer.html(text).lowercased()
            #expect(!html.contains("<script") && !html.contains("javascript:alert(1)\""), "\(text.debugDescription)")
        }
    }

    /// Deep nesting and long runs of openers: each finishes (about linearly: the stacks are
    /// iterative and the searches remember what they did not find).
    @Test(arguments: [
        String(repeating: ">", count: 20_000) + " deep",
        String(repeating: "- ", count: 5_000) + "deep",
        String(repeating: "[", count: 20_000) + "x",
        String(repeating: "[[", count: 10_000),
        String(repeating: "![", count: 10_000),
        String(repeating: "*a ", count: 10_000) + String(repeating: "a* ", count: 10_000),
        String(repeating: "**_", count: 10_000),
        String(repeating: "`", count: 5_000) + "x" + String(repeating: "``a", count: 3_000),
        String(repeating: "<!--", count: 10_000),
        String(repeating: "<![CDATA[", count: 5_000),
        String(repeating: "<?", count: 10_000),
        String(repeating: "<a ", count: 10_000),
        String(repeating: "[a](", count: 10_000),
        String(repeating: "[a](<", count: 10_000),
        String(repeating: "(", count: 10_000) + "www.e.org" + String(repeating: ")", count: 10_000),
        String(repeating: "a@", count: 10_000) + "b.co",
        String(repeating: "~~a ", count: 10_000),
        String(repeating: "| a ", count: 5_000) + "\n" + String(repeating: "|-", count: 5_000) + "\n" + String(repeating: "x\n", count: 200),
        String(repeating: "&#", count: 10_000),
        String(repeating: "\\", count: 20_000),
    ])
    func rendersPathologicalInput(_ text: String) {
        let html = MarkdownRenderer().html(text)
        #expect(!html.isEmpty)
        #expect(!html.contains("<script"))
    }

    @Test func nestsTenThousandBlockQuotesWithoutOverflow() {
        let html = MarkdownRenderer().html(String(repeating: ">", count: 10_000) + " x\n")
        #expect(html.hasPrefix("<blockquote>\n<blockquote>\n"))
        #expect(html.components(separatedBy: "</blockquote>").count == 10_001)
    }
}
