import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// The short cuts of `check` and the writing commands against the ways they shorten, over every input we have
/// (``DifferentialInputs``): each must give the same answer, and fall back where it cannot.
@Suite struct FastPathDifferentialTests {
    /// `check`'s text scans skip a file without a CR (line endings) or without a line starting
    /// with `<` or `>` (conflict markers); they find what the line-by-line scans find.
    @Test func theTextScansAgreeWithTheLineByLineScans() {
        var mixed = 0, markers = 0
        var tally = Differential()
        for input in DifferentialInputs.all {
            let scan = TextScan(input.bytes)
            let lineEndings = scan.mixedLineEndings(path: "x.md")
            tally.check(input.name, fast: { lineEndings }, oracle: { scan.mixedLineEndingsLineByLine(path: "x.md") })
            let conflicts = scan.conflictMarkers(path: "x.md")
            tally.check(input.name, fast: { conflicts }, oracle: { scan.conflictMarkersLineByLine(path: "x.md") })
            mixed += lineEndings.count
            markers += conflicts.count
        }
        #expect(tally.mismatches == [])
        // The inputs hold both problems, so the scans were not all skipped.
        #expect(mixed > 0 && markers > 0)
        #expect(DifferentialInputs.all.count > 5_000)
    }

    /// A conflict marker after a byte order mark, at the end without a line feed, and after a CR
    /// alone (one line to the scan) are found, or not, as line by line.
    @Test(arguments: ["\u{FEFF}<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> main\n", ">>>>>>>", "a\r<<<<<<< HEAD\r", "a\n<\n", "", "\n\n"])
    func theConflictShortCutAgreesOnEdgeFiles(text: String) {
        let scan = TextScan(Array(text.utf8))
        #expect(scan.conflictMarkers(path: "x.md") == scan.conflictMarkersLineByLine(path: "x.md"))
        #expect(scan.mixedLineEndings(path: "x.md") == scan.mixedLineEndingsLineByLine(path: "x.md"))
    }

    /// `Entry(keysOf:fileName:)` derives once what `Entry(keysOf:)` then
    /// `readDate(fromFileName:)` derives twice.
    @Test func theEntryOfOneDerivationIsTheEntryOfTwo() {
        let names = ["2026-11-29-walk.md", "2026_11_29.md", "walk.md", "2026/11/2026-11-30.md", "2026-02-30.md", ""]
        var parsed = 0
        var tally = Differential()
        for input in DifferentialInputs.all {
            guard let document = try? EntryDocument(parsing: input.bytes) else { continue }
            parsed += 1
            for name in names {
                tally.check("\(input.name) as \(name)", fast: { Entry(keysOf: document, fileName: name) }, oracle: { () -> Entry in
                    var twice = Entry(keysOf: document)
                    twice.readDate(fromFileName: name)
                    return twice
                })
            }
        }
        #expect(tally.mismatches == [])
        #expect(parsed > 5_000)
    }

    /// The texts ``ScalarWriter`` no longer hands to its YAML 1.1 regexes (those whose first byte
    /// no alternative can start with) are the ones the regexes reject: every line and every
    /// value-like piece of every input, and texts made to trip a byte test.
    @Test func theRegexShortCutsRejectOnlyWhatTheRegexesReject() {
        var texts: Set<String> = ["", "\u{FEFF}1", "\u{0600}1", "\u{0301}1", "１２", "٣", "²", "e1", "_1", " 1", "\t1", "⁺1", "−1", "․5",
                                  "inf", "nan", "ınf", "Ｔ", "\u{200B}2026-11-29", "ⅰ", "𝟙"]
        // At most 40 lines of each input: the debug build's regex engine is slow.
        for input in DifferentialInputs.all {
            for line in String(decoding: input.bytes.prefix(4096), as: UTF8.self).split(whereSeparator: \.isNewline).prefix(40) {
                texts.insert(String(line.prefix(120)))
                if let colon = line.firstIndex(of: ":") { texts.insert(String(line[line.index(after: colon)...].prefix(120))) }
            }
        }
        var rejected = 0
        for text in texts {
            let first = text.utf8.first
            if first.map(ScalarWriter.numberStarts.contains) != true {
                rejected += 1
                #expect(!ScalarWriter.matchesNumberPatterns(text), "\(text.debugDescription)")
                #expect(!ScalarWriter.resolvesAsNonStringInYAML11(text) || ["y", "yes", "n", "no", "on", "off", "true", "false", "~", "null"]
                    .contains(text.lowercased()), "\(text.debugDescription)")
            }
            if !(first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
                #expect(!ScalarWriter.matchesTimestampPattern(text), "\(text.debugDescription)")
                #expect(!ScalarWriter.isYAML11Timestamp(text))
            } else {
                #expect(ScalarWriter.isYAML11Timestamp(text) == ScalarWriter.matchesTimestampPattern(text))
            }
        }
        #expect(rejected > 1_000)
    }

    /// The byte tests before the regexes answer as the regexes do on texts made of the bytes
    /// numbers, timestamps, uuids and dates are made of, and on every short text of the inputs.
    @Test func theYAML11ShortCutsAgreeWithTheRegexes() {
        var random = SplitMix64(seed: 1_116)
        let alphabet = Array("0123456789-+.eE_:,xXbBaAfFinNI Tt\t")
        var texts: [String] = (0..<20_000).map { _ in
            String((0..<(1 + Int(random.next() % 28))).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
        }
        texts += ["2026-11-29", "2026-11-29T21:14:00+09:00", "2026-1-2 3:", "1e-5", "1.5e-10", "1.5e-", "-1", "1-2", "0e-1x",
                  "6f1c2b3a-0000-4000-8000-00000000000e", "1,000", "1:30", "-.inf", ".NaN", "0x1F", "0b101", "1\u{301}234-", "12\r\n"]
        for input in DifferentialInputs.all.prefix(4_000) {
            for line in String(decoding: input.bytes.prefix(2048), as: UTF8.self).split(whereSeparator: \.isNewline).prefix(20) {
                if line.utf8.count <= 40 { texts.append(String(line)) }
                if let colon = line.firstIndex(of: ":") { texts.append(String(String(line[line.index(after: colon)...].prefix(40)).trimmingASCIISpaces)) }
            }
        }
        let words: Set<String> = ["y", "yes", "n", "no", "on", "off", "true", "false", "~", "null"]
        var numbers = 0, timestamps = 0
        for text in texts {
            let number = ScalarWriter.matchesNumberPatterns(text)
            #expect(ScalarWriter.resolvesAsNonStringInYAML11(text) == (number || (text.count <= 5 && words.contains(text.lowercased()))),
                    "\(text.debugDescription)")
            let timestamp = ScalarWriter.matchesTimestampPattern(text)
            #expect(ScalarWriter.isYAML11Timestamp(text) == timestamp, "\(text.debugDescription)")
            numbers += number ? 1 : 0
            timestamps += timestamp ? 1 : 0
        }
        #expect(numbers > 100 && timestamps > 10)
    }

    /// `KeyPresence` says a file lacks a key only when its parsed front matter has no such key:
    /// every plain key of every input that parses is found in its bytes, and each key it is
    /// sure is absent is absent.
    @Test func aKeyTheBytesLackIsAKeyTheFrontMatterLacks() {
        let probes = ["vault-bench-none", "weather", "location", "a", "k", "tags", "Title", "x-y_z", "0", "-"]
        var present = 0
        // The fast path answers "absent" or declines; the oracle is the parsed front matter.
        var tally = Differential()
        for input in DifferentialInputs.all {
            guard let frontMatter = (try? EntryDocument(parsing: input.bytes))?.frontMatter else { continue }
            let plain = frontMatter.fields.map(\.key).filter(KeyPresence.isPlainKey)
            present += plain.count
            for key in plain + probes {
                tally.check("\(input.name): \(key)", fast: { KeyPresence.lacksEvery([Array(key.utf8)], in: input.bytes) ? true : nil },
                            oracle: { frontMatter.field(key) == nil })
            }
        }
        #expect(tally.mismatches == [])
        #expect(present > 10_000 && tally.answered > 1_000)
    }

    /// Only `has:` and `!has:` on plain keys without a meaning are looked for in the bytes.
    @Test(arguments: [("has:weather", true), ("!has:vault-bench-none", true), ("has:weather has:sky", true), ("has:mood", false),
                      ("weather=sunny", false), ("has:weather weather=sunny", false), ("has:Mood", false)])
    func whichQueriesAreLookedForInTheBytes(whereText: String, looks: Bool) throws {
        var query = EntryQuery()
        for part in whereText.split(separator: " ") { query.predicates.append(try EntryQuery.predicate(parsing: String(part))) }
        #expect((KeyPresence.keysToLookFor(query) != nil) == looks)
        // A key with another byte (a dot, a space, a letter beyond ASCII) is always parsed.
        for key in ["we.ather", "we ather", "wéather", ""] {
            query.predicates = [EntryQuery.Predicate(key: key, test: .exists)]
            #expect(KeyPresence.keysToLookFor(query) == nil)
        }
    }
}
