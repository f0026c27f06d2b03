import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// ``EntryMerge``: the BASE/OURS/THEIRS/EXPECTED cases of `Fixtures/merge/` byte for byte (run
/// with `VAULT_RECORD_MERGE=1` to write EXPECTED.md and CONFLICTS from the merge, then read the
/// diff), and the property that no line either side added is lost.
@Suite struct EntryMergeTests {
    static let folder = TemporaryVault.fixtures.appendingPathComponent("merge", isDirectory: true)

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static func read(_ name: String, _ file: String) -> [UInt8]? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).appendingPathComponent(file).path).map(Array.init)
    }

    @Test func thereAreAtLeastSixtyCases() {
        #expect(Self.cases.count >= 60)
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let base = try #require(Self.read(name, "BASE.md")), ours = try #require(Self.read(name, "OURS.md"))
        let theirs = try #require(Self.read(name, "THEIRS.md"))
        let size = Self.read(name, "MARKER-SIZE").flatMap { Int(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 7
        let result = EntryMerge.merge(base: base, ours: ours, theirs: theirs, markerSize: size)
        let again = EntryMerge.merge(base: base, ours: ours, theirs: theirs, markerSize: size)
        #expect(result == again)
        let caseFolder = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VAULT_RECORD_MERGE"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/merge/\(name)")
            try Data(result.bytes).write(to: source.appendingPathComponent("EXPECTED.md"))
            try Data("\(result.conflicts)\n".utf8).write(to: source.appendingPathComponent("CONFLICTS"))
            return
        }
        let expected = try #require(Self.read(name, "EXPECTED.md"), "no EXPECTED.md in \(caseFolder.path)")
        #expect(String(decoding: result.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(result.bytes == expected)
        let conflicts = Self.read(name, "CONFLICTS").flatMap { Int(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(result.conflicts == conflicts)
        // A conflict of keys alone leaves a file that parses.
        if !result.mergedAsLines, (try? EntryDocument(parsing: ours)) != nil {
            #expect((try? EntryDocument(parsing: result.bytes)) != nil)
        }
        #expect(Self.lostLines(base: base, ours: ours, theirs: theirs, merged: result.bytes).isEmpty)
    }

    /// The lines a side added (not in the base) that the merge does not hold, markers and CRLF aside.
    static func lostLines(base: [UInt8], ours: [UInt8], theirs: [UInt8], merged: [UInt8]) -> [String] {
        func lines(_ bytes: [UInt8]) -> [String] {
            bytes.split(separator: 0x0A).map { line in
                String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self).replacingOccurrences(of: "\u{FEFF}", with: "")
            }
        }
        let baseLines = Set(lines(base))
        let mergedText = String(decoding: merged, as: UTF8.self)
        var lost: [String] = []
        let baseText = String(decoding: base, as: UTF8.self)
        for line in lines(ours) + lines(theirs) where !baseLines.contains(line) && !line.isEmpty && !mergedText.contains(line) {
            // A list merged into a flow list is rewritten: each item added must be in it.
            if let open = line.firstIndex(of: "["), line.hasSuffix("]") {
                let items = line[line.index(after: open)..<line.index(before: line.endIndex)].split(separator: ",")
                    .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
                if items.allSatisfy({ baseText.contains($0) || mergedText.contains($0) }) { continue }
            }
            let item = line.trimmingCharacters(in: CharacterSet(charactersIn: "- "))
            if !mergedText.contains(item) { lost.append(line) }
        }
        return lost
    }

    @Test func theStarOfOneSideAndTheMoodOfTheOtherBothLand() {
        let base = "---\nmood: calm\nstarred: false\n---\nBody.\n"
        let result = EntryMerge.merge(base: Array(base.utf8),
                                      ours: Array(base.replacingOccurrences(of: "false", with: "true").utf8),
                                      theirs: Array(base.replacingOccurrences(of: "calm", with: "happy").utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "---\nmood: happy\nstarred: true\n---\nBody.\n")
        #expect(result.conflicts == 0)
    }

    @Test func aMoodSetTwoWaysIsOneConflictBlockInTheBody() {
        let base = "---\nmood: calm\n---\nBody.\n"
        let result = EntryMerge.merge(base: Array(base.utf8), ours: Array(base.replacingOccurrences(of: "calm", with: "happy").utf8),
                                      theirs: Array(base.replacingOccurrences(of: "calm", with: "sad").utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == """
            ---
            mood: happy
            ---
            <<<<<<< ours (front matter key mood)
            mood: happy
            ||||||| base
            mood: calm
            =======
            mood: sad
            >>>>>>> theirs (front matter key mood)
            Body.

            """)
        #expect(result.conflicts == 1)
        #expect(result.conflictedKeys == ["mood"])
    }

    /// Random front-matter and body edits on both sides: every line either side added is in the
    /// merge, and merging again gives the same bytes.
    @Test func noAddedLineIsLost() {
        var random = SplitMix64(seed: 2_707)
        let keys = ["mood", "starred", "title", "weather", "rating", "place"]
        let words = ["calm", "happy", "sad", "true", "false", "rain", "3", "Seoul", "a b", "x"]
        func edited(_ fields: [(String, String)], _ body: [String]) -> String {
            var fields = fields, body = body
            for _ in 0..<random.int(0...3) {
                switch random.int(0...3) {
                case 0 where !fields.isEmpty: fields[random.int(0...fields.count - 1)].1 = words[random.int(0...words.count - 1)]
                case 1: let key = keys[random.int(0...keys.count - 1)]
                    if !fields.contains(where: { $0.0 == key }) { fields.insert((key, words[random.int(0...words.count - 1)]), at: random.int(0...fields.count)) }
                case 2: body.insert("line \(random.int(0...99))", at: random.int(0...body.count))
                default: if !body.isEmpty { body[random.int(0...body.count - 1)] = "edit \(random.int(0...99))" }
                }
            }
            return "---\n" + fields.map { "\($0.0): \($0.1)\n" }.joined() + "---\n" + body.map { $0 + "\n" }.joined()
        }
        var failures: [String] = []
        for _ in 0..<300 {
            let fields = [("uuid", "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b"), ("mood", "calm"), ("starred", "false")]
            let body = (0..<random.int(0...6)).map { "para \($0)" }
            let base = edited(fields, body)
            let baseDocument = try? EntryDocument(parsing: base)
            let baseFields = baseDocument?.frontMatter?.fields.map { ($0.key, $0.writtenText ?? "") } ?? fields
            let baseBody = baseDocument.map { $0.body.split(separator: "\n").map(String.init) } ?? body
            let ours = edited(baseFields, baseBody), theirs = edited(baseFields, baseBody)
            let result = EntryMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
            let lost = Self.lostLines(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), merged: result.bytes)
            if !lost.isEmpty { failures.append("\(base.debugDescription) \(ours.debugDescription) \(theirs.debugDescription) lost \(lost)") }
            if result != EntryMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8)) {
                failures.append("not deterministic: \(base.debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.first ?? "")")
    }
}
