import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// The matcher of `vault search`: normalisation, graphemes, case, words, regex, the prefilter.
@Suite struct TextSearchTests {
    /// The matched texts of one line, with their byte and character columns.
    static func found(_ pattern: String, in line: String, regex: Bool = false, caseMode: TextSearch.CaseMode = .smart,
                      word: Bool = false) throws -> [String] {
        let search = try TextSearch(pattern, isRegex: regex, caseMode: caseMode, wholeWord: word)
        let lines = Array(line.utf8).withUnsafeBufferPointer { search.search($0) }
        return lines.flatMap { line in line.matches.map { "\(line.number):\($0.byteColumn)/\($0.column):\($0.text)" } }
    }

    static let nfcHan = "\u{D55C}\u{AD6D}"  // 한국
    static let nfdHan = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"

    @Test func nfdTextMatchesAnNFCPatternAndTheReverse() throws {
        #expect(try Self.found(Self.nfcHan, in: "오늘 \(Self.nfdHan) 음식") == ["1:8/4:\(Self.nfdHan)"])
        #expect(try Self.found(Self.nfdHan, in: "오늘 \(Self.nfcHan) 음식") == ["1:8/4:\(Self.nfcHan)"])
        #expect(try Self.found("caf\u{E9}", in: "a cafe\u{301} au lait") == ["1:3/3:cafe\u{301}"])
    }

    @Test func neverSplitsACharacter() throws {
        #expect(try Self.found("e", in: "cafe\u{301}").isEmpty)
        #expect(try Self.found("cafe", in: "cafe\u{301}").isEmpty)
        #expect(try Self.found("\u{1F1F0}", in: "flag \u{1F1F0}\u{1F1F7} here").isEmpty)
        #expect(try Self.found("\u{1F1F0}\u{1F1F7}", in: "flag \u{1F1F0}\u{1F1F7} here") == ["1:6/6:\u{1F1F0}\u{1F1F7}"])
        #expect(try Self.found("e", in: "cafe\u{301}", regex: true).isEmpty)
    }

    @Test func smartCaseIgnoresCaseUnlessThePatternHasAnUpperCaseLetter() throws {
        #expect(try Self.found("kimchi", in: "Kimchi and KIMCHI") == ["1:1/1:Kimchi", "1:12/12:KIMCHI"])
        #expect(try Self.found("Kimchi", in: "Kimchi and KIMCHI") == ["1:1/1:Kimchi"])
        #expect(try Self.found("Kimchi", in: "kimchi", caseMode: .insensitive) == ["1:1/1:kimchi"])
        #expect(try Self.found("kimchi", in: "Kimchi", caseMode: .sensitive).isEmpty)
        // Beyond ASCII: Foundation's folding, one character against one.
        #expect(try Self.found("äpfel", in: "ÄPFEL") == ["1:1/1:ÄPFEL"])
        #expect(try Self.found("σοφία", in: "ΣΟΦΊΑ") == ["1:1/1:ΣΟΦΊΑ"])
        #expect(try Self.found("straße", in: "STRASSE").isEmpty)
    }

    @Test func wholeWordsOnly() throws {
        #expect(try Self.found("cold", in: "colder, cold; cold_snap", word: true) == ["1:9/9:cold"])
        #expect(try Self.found("일기", in: "일기를 쓴다. 일기 끝", word: true) == ["1:19/9:일기"])
        #expect(try Self.found("cold|warm", in: "colder warm", regex: true, word: true) == ["1:8/8:warm"])
    }

    @Test func regexMatchesEachLine() throws {
        #expect(try Self.found("^#+ (.*)", in: "x\n# 첫눈\n", regex: true) == ["2:1/1:# 첫눈"])
        #expect(try Self.found("[0-9]+°", in: "-1°C and 21°C", regex: true) == ["1:2/2:1°", "1:11/10:21°"])
    }

    @Test(arguments: [("ab(c", 3), ("a[b", 2), ("a(b)[", 5), ("*a", 1), ("x\\", 2)])
    func aBadRegexPointsWhereItStopsMakingSense(pattern: String, column: Int) {
        #expect(throws: TextSearch.PatternError(column: column, expected: TextSearch.diagnose(pattern)?.expected ?? "")) {
            try TextSearch(pattern, isRegex: true)
        }
    }

    /// The message of a bad regex names the mistake and points at it (not just "a regular
    /// expression in ICU syntax").
    @Test(arguments: [
        ("walk(ed", 5, "a ')' to close the '(' here (write \\( for a parenthesis)"),
        ("a)b", 2, "a '(' before this ')' (write \\) for a parenthesis)"),
        ("x|*y", 3, "something to repeat before '*' (write \\* for the character itself)"),
        ("(+a)", 2, "something to repeat before '+' (write \\+ for the character itself)"),
        ("[a-z", 1, "a ']' to close the '[' here (write \\[ for a bracket)"),
        ("ab\\", 3, "a character after '\\' (write \\\\ for a backslash)"),
        ("(a(b)", 1, "a ')' to close the '(' here (write \\( for a parenthesis)"),
    ])
    func aBadRegexSaysWhatWasExpected(pattern: String, column: Int, expected: String) {
        #expect(throws: TextSearch.PatternError(column: column, expected: expected)) { try TextSearch(pattern, isRegex: true) }
    }

    @Test func theFrontMatterMatchesOnlyInValues() throws {
        let file = "---\ntitle: Moody title\nmood: good # mood\ntags:\n  - mood\n---\nmood swing\n"
        let result = try Self.found("mood", in: file)
        #expect(result == ["2:8/8:Mood", "3:14/14:mood", "5:5/5:mood", "7:1/1:mood"], "\(result)")
    }

    @Test func contextLinesSurroundEachMatch() throws {
        let search = try TextSearch("x")
        let lines = Array("a\nx\nb\nc\nd\nx\n".utf8).withUnsafeBufferPointer { search.search($0, context: 1) }
        #expect(lines.map { "\($0.number)\($0.matches.isEmpty ? "-" : ":")\($0.text)" } == ["1-a", "2:x", "3-b", "5-d", "6:x"])
    }

    /// `--paths` and `--count` ask only whether a file matches: the search stops at the first
    /// matching line, which is the full search's first (a word in most entries, `kitchen` in the
    /// bench vault, cost every line's decoding in every file: 7.6x `rg -l`).
    @Test func firstOnlyStopsAtTheFullSearchsFirstMatchingLine() throws {
        let files = ["---\ntitle: Moody title\nmood: good # mood\ntags:\n  - mood\n---\nmood swing\n",
                     "---\ntitle: x\n---\nno\nMOOD\nmood mood\n", "---\n# mood\n---\n", "mood", "",
                     "\u{1112}\u{1161}\u{11AB} mood\r\nmood\r\n"]
        for pattern in ["mood", "Mood", "\u{D55C}"] {
            let search = try TextSearch(pattern)
            for file in files {
                let (all, first) = Array(file.utf8).withUnsafeBufferPointer { (search.search($0), search.search($0, firstOnly: true)) }
                #expect(first == Array(all.prefix(1)), "\(pattern) in \(file.debugDescription)")
            }
        }
        let search = try TextSearch("mood")
        let first = Array(files[0].utf8).withUnsafeBufferPointer { search.search($0, firstOnly: true) }
        #expect(first.map { "\($0.number):\($0.matches.map(\.text))" } == ["2:[\"Mood\"]"])
    }

    /// The byte matcher of ASCII lines gives the character matcher's answer: random ASCII lines
    /// and patterns (case, `--word`, a front-matter value's start), 20,000 cases.
    @Test func asciiMatchesEqualTheCharacterMatches() throws {
        var random = SplitMix64(seed: 0x7E57_A5C1)
        func next(_ bound: Int) -> Int { random.int(0...(bound - 1)) }
        let alphabet = Array("aAbB _-1:\t\r#.")
        var checked = 0
        for _ in 0..<20_000 {
            let line = String((0..<next(24)).map { _ in alphabet[next(alphabet.count)] })
            let pattern = String((0..<(1 + next(3))).map { _ in alphabet[next(8)] })
            let search = try TextSearch(pattern, caseMode: [.smart, .insensitive, .sensitive][next(3)], wholeWord: next(2) == 0)
            let fromByte = next(4) == 0 ? next(line.utf8.count + 1) : 0
            let bytes = Array(line.utf8).withUnsafeBufferPointer { search.asciiMatches(in: $0, fromByte: fromByte) }
            let characters = search.matches(in: line, fromByte: fromByte)
            #expect(bytes == characters, "\(pattern.debugDescription) in \(line.debugDescription) from \(fromByte)")
            if !characters.isEmpty { checked += 1 }
        }
        #expect(checked > 2_000)
        // Not for a line or a pattern beyond ASCII, nor a regex.
        let plain = try TextSearch("cafe")
        #expect(Array("un café".utf8).withUnsafeBufferPointer { plain.asciiMatches(in: $0) } == nil)
        #expect(Array("cafe".utf8).withUnsafeBufferPointer { try! TextSearch("café").asciiMatches(in: $0) } == nil)
        #expect(Array("cafe".utf8).withUnsafeBufferPointer { try! TextSearch("c.fe", isRegex: true).asciiMatches(in: $0) } == nil)
    }

    @Test func thePrefilterFindsEitherCaseAndSkipsTheRest() throws {
        let bytes = Array("The quick brown FOX jumps".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(TextSearch.find(Array("fox".utf8), in: buffer, foldASCII: true) == 16)
            #expect(TextSearch.find(Array("fox".utf8), in: buffer, foldASCII: false) == nil)
            #expect(TextSearch.find(Array("jumps".utf8), in: buffer, foldASCII: false) == 20)
            #expect(TextSearch.find(Array("jumpsx".utf8), in: buffer, foldASCII: false) == nil)
        }
        // A pattern with a cased letter beyond ASCII still prefilters on its ASCII run.
        #expect(try TextSearch("äpfel", caseMode: .insensitive).needles == [Array("pfel".utf8)])
        #expect(try TextSearch("Ärger").needles == [Array("Ärger".utf8), Array("A\u{308}rger".utf8)])
    }

    /// The caseless shortcut of ``TextSearch/fold(_:)`` gives what Foundation's folding gives, for
    /// every assigned scalar it takes (the search compares folded characters with `==`).
    @Test func theCaselessShortcutFoldsAsFoundationDoes() {
        var taken = 0
        var differing: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .unassigned, .privateUse, .surrogate: continue
            default: break
            }
            let character = Character(scalar)
            guard TextSearch.isCaseless(character) else { continue }
            taken += 1
            let folded = String(character).folding(options: [.caseInsensitive], locale: nil)
            if TextSearch.fold(character) != folded { differing.append(String(value, radix: 16)) }
        }
        #expect(taken > 100_000)
        #expect(differing.isEmpty)
        // The blocks taken without the property tables hold only caseless scalars.
        for value in UInt32(0x1100)...0xD7A3 {
            guard let scalar = Unicode.Scalar(value), TextSearch.isCommonCaseless(scalar) else { continue }
            if scalar.properties.changesWhenCaseMapped || scalar.properties.changesWhenCaseFolded {
                differing.append(String(value, radix: 16))
            }
        }
        #expect(differing.isEmpty)
        // Characters of several scalars: Hangul in NFD, a base with a caseless mark.
        for text in [Self.nfdHan, "\u{1100}\u{1161}", "\u{D55C}\u{302}", "1\u{20E3}", "\u{4E2D}\u{FE0F}"] {
            for character in text {
                #expect(TextSearch.isCaseless(character))
                #expect(TextSearch.fold(character) == String(character).folding(options: [.caseInsensitive], locale: nil))
            }
        }
        #expect(!TextSearch.isCaseless("a"))
        #expect(!TextSearch.isCaseless("\u{E9}"))
        #expect(!TextSearch.isCaseless("e\u{301}"))
        #expect(!TextSearch.isCaseless("\u{345}"))  // COMBINING GREEK YPOGEGRAMMENI folds to iota
        #expect(TextSearch.fold("\u{C4}") == "\u{E4}")
    }

    /// Each needle's rarest byte is chosen once, when the pattern is compiled, and finding a
    /// needle from it finds what the search without it finds.
    @Test func theNeedlesAnchorsAreChosenOnce() throws {
        let search = try TextSearch("저녁에")
        #expect(search.needles.count == 2)
        #expect(search.needleAnchors == search.needles.map(TextSearch.rarestIndex))
        let text = Array("오늘 저녁에 두부를\n\u{110C}\u{1165}\u{1102}\u{1167}\u{11A8}\u{110B}\u{1166}".utf8)
        text.withUnsafeBufferPointer { buffer in
            for (needle, anchor) in zip(search.needles, search.needleAnchors) {
                #expect(TextSearch.find(needle, in: buffer, foldASCII: true, anchor: anchor)
                    == TextSearch.find(needle, in: buffer, foldASCII: true))
                #expect(TextSearch.find(needle, in: buffer, foldASCII: true, anchor: anchor) != nil)
            }
            // An anchor outside the needle is not trusted.
            #expect(TextSearch.find(Array("두부".utf8), in: buffer, foldASCII: false, anchor: 99) == 17)
        }
        #expect(try Self.found("저녁에", in: "오늘 저녁에 두부를") == ["1:8/4:저녁에"])
    }

    /// A fence is three `-` (or, closing, `.`) between spaces, tabs and byte order marks, read
    /// from the bytes as Foundation's trimming reads them.
    @Test func fencesAreTrimmedAsFoundationTrims() throws {
        let lines = ["---", " --- ", "\t---\t", "\u{FEFF}---", "---\u{FEFF}", "\u{FEFF} \u{FEFF}--- \u{FEFF}", "...", " ... ",
                     "----", "-- -", "—", "---\u{301}", "\u{FEFF}", "", "  ", "a---", "--", "\u{FEFF}\u{FEFF}\u{FEFF}---x"]
        for text in lines {
            let expected = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\u{FEFF}"))
            Array(text.utf8).withUnsafeBufferPointer { line in
                #expect(String(decoding: Array(TextSearch.trimmed(line)), as: UTF8.self) == expected, "\(Array(text.unicodeScalars))")
            }
        }
        // Invalid UTF-8 around the bytes is not trimmed away.
        [0xFF, 0x2D, 0x2D, 0x2D].withUnsafeBufferPointer { #expect(Array(TextSearch.trimmed($0)) == [0xFF, 0x2D, 0x2D, 0x2D]) }
        #expect(try Self.found("x", in: " \u{FEFF}--- \ntitle: x\n...\nx") == ["2:8/8:x", "4:1/1:x"])
    }
}
