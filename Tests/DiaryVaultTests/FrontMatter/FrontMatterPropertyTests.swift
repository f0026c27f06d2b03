import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// Properties of the parser and the format-preserving editor over a few thousand generated files
/// (see ``FrontMatterGenerator``): parsing then serializing gives back the bytes; setting a key
/// gives that value back and leaves every other line byte-identical; removing a key removes
/// exactly its lines; a canonical new entry reads back equal. Every document these tests edit or
/// write is also exported for the PyYAML interop check when `VAULT_INTEROP_DIR` is set (see
/// ``InteropExport``).
@Suite struct FrontMatterPropertyTests {
    /// The number of generated files.
    static let count = 3000

    /// The generated files, the same on every run.
    static let corpus: [GeneratedFile] = {
        var generator = FrontMatterGenerator(seed: 0x5EED_2026_1129)
        return (0..<count).map { _ in generator.file() }
    }()

    @Test func parsesGeneratedValuesAndSerializesTheSameBytes() throws {
        var failures = Failures()
        for (number, file) in Self.corpus.enumerated() {
            let document: EntryDocument
            do {
                document = try EntryDocument(parsing: file.bytes)
            } catch {
                failures.add(number, file.bytes, "parse failed: \(error)")
                continue
            }
            if document.serialized() != file.bytes {
                failures.add(number, file.bytes, "serialized differently:\n\(Failures.show(document.serialized()))")
            }
            if document.body != file.body {
                failures.add(number, file.bytes, "body \(document.body.debugDescription), expected \(file.body.debugDescription)")
            }
            guard let fields = file.fields else {
                if document.frontMatter != nil { failures.add(number, file.bytes, "front matter found, expected none") }
                continue
            }
            let keys = document.frontMatter?.keys ?? []
            if keys != fields.map(\.key) {
                failures.add(number, file.bytes, "keys \(keys), expected \(fields.map(\.key))")
                continue
            }
            for field in fields where document[field.key] != field.value {
                failures.add(number, file.bytes, "\(field.key): \(String(describing: document[field.key])), expected \(field.value)")
            }
        }
        failures.report()
    }

    /// Bytes YAML gives meaning to, and bytes that break UTF-8 or are controls.
    static let mutationBytes: [UInt8] = Array(":- \t\n\r#'\"[]{}|>&*!\\,.?%@`~09ax+".utf8)
        + [0xFF, 0xC2, 0x85, 0xE2, 0x80, 0xA8, 0xEF, 0xBB, 0xBF, 0x00, 0x07]

    /// Any bytes either parse, and then serialize back unchanged, or throw: never a crash.
    @Test func mutatedFilesParseAndRoundTripOrThrow() {
        var rng = SplitMix64(seed: 0xF022_0001)
        var failures = Failures()
        var parsed = 0
        for (number, file) in Self.corpus.enumerated() {
            for _ in 0..<4 {
                var bytes = file.bytes
                for _ in 0..<rng.int(1...4) {
                    let position = rng.int(0...bytes.count)
                    switch rng.int(0...2) {
                    case 0: bytes.insert(rng.pick(Self.mutationBytes), at: position)
                    case 1 where position < bytes.count: bytes.remove(at: position)
                    default: if position < bytes.count { bytes[position] = rng.pick(Self.mutationBytes) }
                    }
                }
                guard let document = try? EntryDocument(parsing: bytes) else { continue }
                parsed += 1
                if document.serialized() != bytes { failures.add(number, bytes, "mutated file serialized differently") }
            }
        }
        #expect(parsed > Self.count)
        failures.report()
    }

    @Test func settingAKeyGivesItsValueBackAndKeepsEveryOtherLine() throws {
        var generator = FrontMatterGenerator(seed: 0xED17_0001)
        var failures = Failures()
        for (number, file) in Self.corpus.enumerated() {
            guard let original = try? EntryDocument(parsing: file.bytes) else { continue }
            for attempt in 0..<2 {
                let key = generator.editKey(existing: original.frontMatter?.keys ?? [])
                let value = generator.editValue()
                var edited = original
                let changed = edited.setValue(value, forKey: key)
                let context = "set \(key.debugDescription) to \(value)"
                // An edit that would drop a comment (or break an alias) is refused, the file kept.
                if original.editRefusal(forKey: key, value: value) != nil {
                    if changed || edited.serialized() != original.serialized() { failures.add(number, file.bytes, "\(context): refused but changed") }
                    continue
                }
                if changed != (original[key] != value) {
                    failures.add(number, file.bytes, "\(context): returned \(changed)")
                }
                checkEdit(original, edited, key: key, removed: false, number: number, file.bytes, context, &failures)
                guard let reparsed = try? EntryDocument(parsing: edited.serialized()) else { continue }
                if reparsed[key] != value {
                    failures.add(number, file.bytes, "\(context): read back \(String(describing: reparsed[key]))")
                }
                try InteropExport.write(edited, number: number * 4 + attempt)
            }
        }
        failures.report()
    }

    @Test func removingAKeyRemovesExactlyItsLines() throws {
        var generator = FrontMatterGenerator(seed: 0xDE1E_7E00)
        var failures = Failures()
        for (number, file) in Self.corpus.enumerated() {
            guard let original = try? EntryDocument(parsing: file.bytes),
                  let keys = original.frontMatter?.keys, !keys.isEmpty else { continue }
            let key = generator.rng.pick(keys)
            var edited = original
            if !edited.removeValue(forKey: key) { failures.add(number, file.bytes, "remove \(key.debugDescription) returned false") }
            checkEdit(original, edited, key: key, removed: true, number: number, file.bytes, "remove \(key.debugDescription)", &failures)
            if edited.removeValue(forKey: key) { failures.add(number, file.bytes, "second remove of \(key.debugDescription) returned true") }
            try InteropExport.write(edited, number: number * 4 + 2)
        }
        failures.report()
    }

    @Test func canonicalEntriesReadBackEqual() throws {
        var generator = FrontMatterGenerator(seed: 0xCA40_11CA)
        var failures = Failures()
        for number in 0..<Self.count / 3 {
            let entry = generator.canonicalEntry()
            let bytes = entry.document.serialized()
            do {
                let reparsed = try Entry(parsing: bytes)
                if reparsed != entry { failures.add(number, bytes, "Entry(parsing: serialized) != entry") }
                if reparsed.document.serialized() != bytes { failures.add(number, bytes, "not a byte round trip") }
                // Canonical form: `uuid` first, LF line endings, a final newline.
                if !bytes.starts(with: Array("---\nuuid: ".utf8)) || bytes.contains(0x0D) || bytes.last != 0x0A {
                    failures.add(number, bytes, "not in canonical form")
                }
            } catch {
                failures.add(number, bytes, "does not parse: \(error)")
            }
            try InteropExport.write(entry.document, number: number * 4 + 3)
        }
        failures.report()
    }

    /// Checks an edit of one key: the file's lines outside that key's lines are unchanged, the
    /// other keys keep their values and order, the body and byte order mark are unchanged, and
    /// the edited document reads back equal to itself.
    private func checkEdit(_ original: EntryDocument, _ edited: EntryDocument, key: String, removed: Bool,
                           number: Int, _ bytes: [UInt8], _ context: String, _ failures: inout Failures) {
        let editedBytes = edited.serialized()
        let reparsed: EntryDocument
        do {
            reparsed = try EntryDocument(parsing: editedBytes)
        } catch {
            failures.add(number, bytes, "\(context): edited file does not parse: \(error)\n\(Failures.show(editedBytes))")
            return
        }
        if reparsed != edited {
            failures.add(number, bytes, "\(context): parse(serialize(edited)) != edited\n\(Failures.show(editedBytes))")
        }
        if reparsed.body != original.body || reparsed.hasByteOrderMark != original.hasByteOrderMark {
            failures.add(number, bytes, "\(context): body or byte order mark changed")
        }
        let originalKeys = original.frontMatter?.keys ?? []
        let expectedKeys = removed ? originalKeys.filter { $0 != key }
            : originalKeys.contains(key) ? originalKeys : originalKeys + [key]
        if reparsed.frontMatter?.keys ?? [] != expectedKeys {
            failures.add(number, bytes, "\(context): keys \(reparsed.frontMatter?.keys ?? []), expected \(expectedKeys)")
        }
        for other in originalKeys where other != key && reparsed[other] != original[other] {
            failures.add(number, bytes, "\(context): \(other.debugDescription) changed to \(String(describing: reparsed[other]))")
        }

        // Lines: only the key's lines may differ.
        let before = Self.lines(Self.dropBOM(original.serialized()))
        let after = Self.lines(Self.dropBOM(editedBytes))
        guard let frontMatter = original.frontMatter else {
            // A front matter was added before the untouched text.
            let kept = Array(after.suffix(before.count))
            if kept != before || after.count < before.count + 3 {
                failures.add(number, bytes, "\(context): text after the new front matter changed\n\(Failures.show(editedBytes))")
            }
            return
        }
        let range = Self.lineRange(of: key, in: frontMatter)
        let keptPrefix = after.count >= range.lowerBound && Array(after.prefix(range.lowerBound)) == Array(before.prefix(range.lowerBound))
        if removed {
            // The blank lines and indented comments after a removed key go with it when they
            // would otherwise join a block scalar before it.
            let extra = Self.joiningTriviaLines(after: key, in: frontMatter)
            let matches = (0...extra).contains { dropped in
                Array(after.suffix(from: min(range.lowerBound, after.count))) == Array(before.suffix(from: min(range.upperBound + dropped, before.count)))
            }
            if !keptPrefix || !matches {
                failures.add(number, bytes, "\(context): lines other than the key's lines \(range) changed\n\(Failures.show(editedBytes))")
            }
            return
        }
        let suffixCount = before.count - range.upperBound
        let keptSuffix = after.count >= suffixCount && Array(after.suffix(suffixCount)) == Array(before.suffix(suffixCount))
        let middle = after.count - range.lowerBound - suffixCount
        if !keptPrefix || !keptSuffix || (middle < 1 && reparsed[key] != original[key]) {
            failures.add(number, bytes, "\(context): lines outside the key's lines \(range) changed\n\(Failures.show(editedBytes))")
        }
    }

    /// The 0-based lines (after any byte order mark) that a key's field holds in the serialized
    /// document; for a key not in the front matter, the empty range where a new key goes.
    static func lineRange(of key: String, in frontMatter: FrontMatter) -> Range<Int> {
        var line = 1
        var insertion = 1
        for item in frontMatter.items {
            let count = item.source.utf8.lazy.filter { $0 == 0x0A }.count
            if case .field(let field) = item {
                if field.key == key { return line..<line + count }
                insertion = line + count
            }
            line += count
        }
        return frontMatter.fields.isEmpty ? line..<line : insertion..<insertion
    }

    /// The number of trivia lines after a key's field when the field before it is a block scalar
    /// (which those lines could join once the key is gone), else 0.
    static func joiningTriviaLines(after key: String, in frontMatter: FrontMatter) -> Int {
        guard let index = frontMatter.items.firstIndex(where: { if case .field(let f) = $0 { f.key == key } else { false } }),
              let previous = frontMatter.items[..<index].last(where: { if case .field = $0 { true } else { false } }),
              case .field(let field) = previous, case .scalar(let scalar) = field.node,
              scalar.style == .literal || scalar.style == .folded else { return 0 }
        return frontMatter.items[(index + 1)...].prefix { if case .trivia = $0 { true } else { false } }.count
    }

    /// The bytes split after each `\n`; each line keeps its ending.
    static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { result.append(bytes[start...]) }
        return result
    }

    static func dropBOM(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    }
}

/// Collects property failures and reports the first few with their inputs.
struct Failures {
    private(set) var messages: [String] = []
    private(set) var total = 0

    mutating func add(_ number: Int, _ bytes: [UInt8], _ message: String) {
        total += 1
        if messages.count < 8 { messages.append("case \(number): \(message)\ninput:\n\(Self.show(bytes))") }
    }

    func report(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        if total > messages.count { Issue.record("\(total - messages.count) more failures", sourceLocation: sourceLocation) }
    }

    /// The bytes as text with line endings and other controls made visible.
    static func show(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).debugDescription
    }
}
