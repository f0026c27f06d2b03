import Foundation
import Testing
@testable import DiaryVault

/// `IndexRenderer.escapeMarkdown` (INDEX.md's link text) gives the bytes of the character loop
/// it had before its printable-ASCII byte loop: every title renders as it did.
@Suite struct EscapeMarkdownDifferentialTests {
    /// The character loop as it was: every character checked on its own.
    static func reference(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control })
                || character.unicodeScalars.contains(where: { TerminalText.needsEscape($0, keepTabs: false) }) {
                result += " "
            } else if "\\`*_[]<>#|!~".contains(character) {
                result += "\\" + String(character)
            } else {
                result.append(character)
            }
        }
        return result
    }

    static let samples = [
        "", "Evening walk", "a*b_c", "[link](x)", "#1 | 2 ! ~tilde~ `code` <tag> \\back", "50% off? \"quoted\" 'single'",
        "비 오는 날", "Morning meeting 🌸", "*\u{301} combined", "line\nbreak", "cr\r\nlf", "tab\there", "\u{7F}del",
        "\u{85}next line", "\u{2028}separator", "bidi \u{202E}override", "zero\u{200B}width", "e\u{301}*", "🇰🇷 flag [x]",
        "한국어 *강조* _밑줄_", "\u{FEFF}bom", "ctrl\u{1B}[31m", "~", "\\", "!!!",
    ]

    @Test(arguments: EscapeMarkdownDifferentialTests.samples)
    func sameBytesAsTheCharacterLoop(_ text: String) {
        #expect(Array(IndexRenderer.escapeMarkdown(text).utf8) == Array(Self.reference(text).utf8))
    }

    @Test func sameBytesForEveryPrintableASCIIByteAndSeededStrings() {
        for byte in UInt8(0x20)...UInt8(0x7E) {
            let text = "a" + String(UnicodeScalar(byte)) + "b"
            #expect(IndexRenderer.escapeMarkdown(text) == Self.reference(text))
        }
        // Seeded strings over ASCII punctuation, controls and a few non-ASCII characters.
        let alphabet: [String] = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) } + ["\n", "\r", "\t", "\u{0}", "é", "가", "\u{301}", "🌸", "\u{200E}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 59) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // Mostly printable ASCII, as titles are.
                let pick = Int((state >> 33) % UInt64(alphabet.count + 40))
                text += pick < alphabet.count ? alphabet[pick] : alphabet[pick % 95]
            }
            #expect(Array(IndexRenderer.escapeMarkdown(text).utf8) == Array(Self.reference(text).utf8), "\(text.debugDescription)")
        }
    }
}
