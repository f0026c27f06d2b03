import Foundation
import Testing
@testable import DiaryVault

/// The byte reading of titles and tags (``EntryLineRenderer/scan(_:)``) against
/// the text rules it stands for: ``TerminalText/safe(_:)`` for what prints as it is, and
/// ``Swift/Character/displayWidth`` and grapheme clusters for the width; and the written-out
/// weekday names against Foundation's.
@Suite struct EntryLineRendererScanTests {
    /// The scan of a text's UTF-8 bytes.
    static func scan(_ text: String) -> EntryLineRenderer.TextScan? {
        Array(text.utf8).withUnsafeBufferPointer { EntryLineRenderer.scan($0) }
    }

    /// Every scalar of the first three planes (and the last one's start): the scan finds it
    /// printable exactly when ``TerminalText/safe(_:)`` leaves it alone, and a width it gives is
    /// ``Swift/String/displayWidth``'s.
    @Test func agreesWithTheTextRulesForEveryScalar() {
        var simple = 0
        for value in Array(0...0x3FFFF) + Array(0xE0000...0xE01EF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let scan = Self.scan(text)
            #expect((scan == nil) == (TerminalText.safe(text) != text), "U+\(String(value, radix: 16))")
            if let scan { #expect(scan.isASCII == (value < 0x80), "U+\(String(value, radix: 16))") }
            if let width = scan?.width {
                simple += 1
                #expect(width == text.displayWidth, "U+\(String(value, radix: 16))")
            }
        }
        // Printable ASCII (95), U+00A0-U+017F without U+00AD (223), the Hangul syllables (11,172).
        #expect(simple == 95 + 223 + 11_172)
    }

    /// Each simple scalar is a character of its own next to every kind of simple scalar (the
    /// grapheme break classes among them: Other, and Hangul LV and LVT), so widths add up and a
    /// cut between scalars is a cut between characters.
    @Test func simpleScalarsAreCharactersOfTheirOwn() {
        let neighbours = ["a", "é", "가", "각", " "]
        for value in Array(0x20...0x7E) + Array(0xA0...0x17F) + Array(0xAC00...0xD7A3) where value != 0xAD {
            let scalar = String(Character(Unicode.Scalar(value)!))
            for neighbour in neighbours {
                #expect((neighbour + scalar + neighbour).count == 3, "U+\(String(value, radix: 16)) \(neighbour)")
            }
            #expect((scalar + scalar).count == 2)
        }
    }

    @Test func measuresAndCutsTextsOnBytes() {
        #expect(Self.scan("Evening walk") == EntryLineRenderer.TextScan(width: 12, isASCII: true))
        #expect(Self.scan("한강 산책") == EntryLineRenderer.TextScan(width: 9, isASCII: false))
        #expect(Self.scan("Schöne Grüße") == EntryLineRenderer.TextScan(width: 12, isASCII: false))
        #expect(Self.scan("") == EntryLineRenderer.TextScan(width: 0, isASCII: true))
        // Measured elsewhere: an emoji, a combining mark, a jamo, a soft hyphen.
        for text in ["walk 🌸", "Cafe\u{301}", "\u{1100}\u{1161}", "co\u{AD}op", "❤️"] {
            #expect(Self.scan(text) == EntryLineRenderer.TextScan(width: nil, isASCII: false), "\(text)")
        }
        // Escaped: controls, DEL, C1, the bidirectional and invisible ones.
        for text in ["tab\there", "a\u{1B}[31m", "del\u{7F}", "c1\u{85}", "\u{202E}evil", "zero\u{200B}width", "\u{2066}x"] {
            #expect(Self.scan(text) == nil, "\(text.debugDescription)")
        }
        // Long texts across the eight-byte steps.
        #expect(Self.scan(String(repeating: "abcdefgh", count: 9) + "한") == EntryLineRenderer.TextScan(width: 74, isASCII: false))
        #expect(Self.scan(String(repeating: "abcdefgh", count: 9) + "\t") == nil)
        for (text, columns, kept) in [("한강에서 자전거", 10, "한강에서 "), ("Schöne Grüße", 9, "Schöne Gr"), ("abc", 10, "abc"),
                                      ("한강", 3, "한"), ("한강", 1, "")] {
            let length = Array(text.utf8).withUnsafeBufferPointer { EntryLineRenderer.prefixLength($0, columns: columns) }
            #expect(String(decoding: Array(text.utf8)[0..<length], as: UTF8.self) == kept)
            #expect(kept == text.truncated(toWidth: columns))
        }
    }

    /// Bytes that are not well-formed UTF-8 (a damaged cache is refused before this, but the scan
    /// must not trust it) are left to the text path.
    @Test func leavesMalformedBytesToTheTextPath() {
        for bytes: [UInt8] in [[0x80], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x61, 0xC3]] {
            #expect(bytes.withUnsafeBufferPointer { EntryLineRenderer.scan($0) } == nil, "\(bytes)")
        }
    }

    /// The written-out weekday names are Foundation's for every locale they serve.
    @Test(arguments: CalendarNames.identifiers)
    func writtenWeekdaysAreFoundations(identifier: String) {
        #expect(EntryLineRenderer.writtenWeekdays(localeIdentifier: identifier) != nil)
        #expect(EntryLineRenderer.shortWeekdays(localeIdentifier: identifier)
                == EntryLineRenderer.shortWeekdays(localeIdentifier: identifier, writtenNames: false))
    }

    @Test func leavesOtherLocalesToFoundation() {
        for identifier in ["en_GB", "de_AT", "fr_FR", "zh_TW"] {
            #expect(EntryLineRenderer.writtenWeekdays(localeIdentifier: identifier) == nil)
        }
        #expect(EntryLineRenderer.shortWeekdays(localeIdentifier: "fr_FR") == ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."])
    }
}
