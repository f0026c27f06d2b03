import Foundation
import Testing
@testable import DiaryVault

/// `MarkdownRenderer` measured against every example of the CommonMark 0.31.2 spec
/// (`Fixtures/commonmark/spec.txt`), rendered with `Options.commonMark` and compared after the
/// whitespace normalization of the spec's own test runner (`test/normalize.py`).
@Suite struct MarkdownSpecTests {
    /// One example of the spec: its number, section, markdown and expected HTML.
    struct Example: Sendable {
        var number: Int
        var section: String
        var markdown: String
        var html: String
    }

    /// The examples of `spec.txt`: between a line of 32 backticks and ` example` and a line of
    /// 32 backticks, the markdown, a line `.`, the HTML; `→` stands for a tab.
    static func examples() throws -> [Example] {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/commonmark/spec.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var section = ""
        var state = 0
        var markdown = "", html = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            switch state {
            case 0:
                if line == fence + " example" {
                    state = 1
                    markdown = ""
                    html = ""
                } else if line.hasPrefix("#") {
                    section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                }
            case 1:
                if line == "." { state = 2 } else { markdown += line + "\n" }
            default:
                if line == fence {
                    state = 0
                    examples.append(Example(number: examples.count + 1, section: section,
                                            markdown: markdown.replacingOccurrences(of: "→", with: "\t"),
                                            html: html.replacingOccurrences(of: "→", with: "\t")))
                } else {
                    html += line + "\n"
                }
            }
        }
        return examples
    }

    /// The numbers of the examples the renderer does not pass yet (listed in docs/SITE.md).
    static func failures() throws -> [Int] {
        let renderer = MarkdownRenderer(options: .commonMark)
        return try examples().filter {
            MarkdownHTMLNormalizer.normalize(renderer.html($0.markdown)) != MarkdownHTMLNormalizer.normalize($0.html)
        }.map(\.number)
    }

    @Test func readsAllExamplesOfTheSpec() throws {
        let examples = try Self.examples()
        #expect(examples.count == 652)
        #expect(examples[0].markdown == "\tfoo\tbaz\t\tbim\n")
        #expect(examples[0].html == "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n")
    }

    /// The pass count never goes down; raise it when more examples pass.
    @Test func passesTheSpecExamples() throws {
        let failures = try Self.failures()
        let passed = 652 - failures.count
        #expect(passed >= 652, "CommonMark 0.31.2: \(passed) of 652 pass; failing: \(failures.map(String.init).joined(separator: " "))")
    }
}
