// Shared by the test target and the libFuzzer harness (`scripts/fuzz.sh` compiles this file into
// one module with the library sources and defines FUZZING, so there is nothing to import there).
#if !FUZZING
@testable import DiaryVault
#endif

/// The properties every input of the front-matter parser must satisfy, checked by the fuzzer on
/// random bytes and by the regression tests on every input the fuzzer ever failed on.
///
/// For any bytes: parsing never crashes; it either throws a ``FrontMatterError`` or gives a
/// document whose ``EntryDocument/serialized()`` is the input byte for byte. On a parsed document,
/// a few format-preserving edits chosen from the input (existing keys, new keys, awkward values,
/// text taken from the body) must each re-parse, read back the value that was set, and leave
/// every other item of the front matter and the body byte for byte as they were. The same holds
/// for TOML front matter (edited in TOML syntax); edits that ``EntryDocument/editRefusal(forKey:value:)``
/// refuses (JSON front matter, TOML tables) must leave the bytes unchanged.
enum FormatProperties {
    /// A violated property, described for a crash report or a test failure.
    struct Failure: Error, CustomStringConvertible, Equatable {
        /// What went wrong, with the key and value involved.
        var description: String
    }

    /// Values that are hard to write back: YAML 1.1 booleans, indicators, quotes, escapes, line
    /// breaks, Hangul and emoji, control and bidi characters.
    static let awkwardStrings: [String] = [
        "", " ", "yes", "No", "true", "null", "~", "1.0", "0x1F", "1_000", "12:30", "2026-11-29",
        "a: b", "a:b", "x #y", "#tag", "- x", "-", "?", ":", "[a, b]", "{a: 1}", "&anchor", "*alias",
        "!tag", "|", ">", "%", "@home", "`code`", "'", "\"", "\\", "it's", "say \"hi\"", "\t", "tab\there",
        "two\nlines", "ends with break\n", "\n\nleading breaks", "trailing  ", "  leading",
        "한강 산책", "😀 party", "\u{1B}[31mred", "\u{85}next", "\u{2028}", "\u{FEFF}bom", "\u{202E}evil",
        "\0nul", "a,b", "]", "=", "<<",
    ]

    /// Keys tried besides the ones already in the file.
    static let extraKeys: [String] = ["starred", "uuid", "new key", "date", "tags", "\"quoted\"", "a: b", "한글"]

    /// Checks every property on one input.
    ///
    /// - Parameter bytes: Any bytes, as an entry file.
    /// - Returns: The first violated property, or `nil` when all hold (including when the input
    ///   is rejected with a ``FrontMatterError``).
    static func check(_ bytes: [UInt8]) -> Failure? {
        let document: EntryDocument
        do {
            document = try EntryDocument(parsing: bytes, path: "fuzz.md")
        } catch let error as FrontMatterError {
            // The diagnostic must render without trapping, for any input.
            _ = error.errorDescription
            return nil
        } catch {
            return Failure(description: "parse threw a non-FrontMatterError: \(error)")
        }
        guard document.serialized() == bytes else {
            return Failure(description: "round trip changed the bytes")
        }
        _ = Entry(document: document)
        var hash = fnv1a(bytes)
        for (key, value) in edits(for: document, hash: &hash) {
            if let failure = checkSet(value, forKey: key, in: document) { return failure }
        }
        if let key = document.frontMatter?.keys.first, let failure = checkRemove(key, in: document) {
            return failure
        }
        return checkFixes(bytes, document: document)
    }

    /// Where the fuzzed file pretends to be: a November 2026 entry.
    static let target = EntryChecker.Target(path: "2026/11/2026-11-29-fuzz.md", folderYear: 2026, folderMonth: 11)

    /// Checks and fixes a parsed file as `vault check --fix` would: the fixed file parses, keeps
    /// the body, has no fixable problem left (but a move), and fixing it again changes nothing.
    static func checkFixes(_ bytes: [UInt8], document: EntryDocument) -> Failure? {
        let checker = EntryChecker()
        for problem in checker.check(bytes, target: target).problems {
            _ = CheckRenderer.render(problem, displayPath: problem.path)
        }
        let fixer = EntryFixer(path: target.path, contents: bytes, duplicateOf: nil)
        let (fixed, _) = fixer.fix(document)
        let fixedBytes = fixed.serialized()
        guard let reread = try? EntryDocument(parsing: fixedBytes) else {
            return Failure(description: "the fixed file does not parse")
        }
        guard reread.body == document.body else { return Failure(description: "a fix changed the body") }
        // A fix may add a YAML front matter to a file without one (named by its date); it never
        // turns one format into another.
        guard document.frontMatter == nil || reread.frontMatter?.format == document.frontMatter?.format else {
            return Failure(description: "a fix changed the front-matter format")
        }
        let left = checker.check(fixedBytes, target: target).problems
            .filter { $0.isFixable && $0.kind != ProblemKind.misplacedEntry }
        guard left.isEmpty else {
            return Failure(description: "fixable problems left after the fix: \(left.map(\.kind))")
        }
        let (again, moreFixes) = EntryFixer(path: target.path, contents: fixedBytes, duplicateOf: nil).fix(reread)
        guard moreFixes.isEmpty, again.serialized() == fixedBytes else {
            return Failure(description: "fixing twice changed the file again: \(moreFixes.map(\.description))")
        }
        _ = UnifiedDiff.render(old: bytes, new: fixedBytes, oldPath: target.path, newPath: target.path)
        return nil
    }

    /// The edits to try on a document: a few keys and values chosen by the input's hash, plus
    /// the body's last line as a value and its first word as a key, so the fuzzer steers them.
    static func edits(for document: EntryDocument, hash: inout UInt64) -> [(String, FrontMatterValue)] {
        let keys = (document.frontMatter?.keys ?? []) + extraKeys
        var edits: [(String, FrontMatterValue)] = []
        for _ in 0..<3 {
            let key = keys[Int(next(&hash) % UInt64(keys.count))]
            edits.append((key, value(choice: next(&hash))))
        }
        let lines = document.body.split(separator: "\n", omittingEmptySubsequences: true)
        if let last = lines.last {
            let text = String(last.prefix(80))
            let key = keys[Int(next(&hash) % UInt64(keys.count))]
            edits.append((key, .string(text)))
            edits.append((key, .sequence([.string(text), .string("x")])))
        }
        if let first = lines.first?.split(separator: " ").first {
            edits.append((String(first.prefix(40)), value(choice: next(&hash))))
        }
        return edits
    }

    /// A value of every kind the writer handles, chosen by a number.
    static func value(choice: UInt64) -> FrontMatterValue {
        let strings = awkwardStrings
        let pick = strings[Int((choice >> 8) % UInt64(strings.count))]
        switch choice % 8 {
        case 0: return .bool(choice & 0x100 != 0)
        case 1: return .integer(Int(truncatingIfNeeded: choice >> 8) % 100_000)
        case 2: return .float(Double(Int(truncatingIfNeeded: choice >> 8) % 1000) / 8)
        case 3: return .null
        case 4: return .sequence([.string(pick), .string(strings[Int((choice >> 16) % UInt64(strings.count))])])
        case 5: return .sequence([])
        default: return .string(pick)
        }
    }

    /// Sets a key and checks the result re-parses to the value with everything else unchanged.
    static func checkSet(_ value: FrontMatterValue, forKey key: String, in document: EntryDocument) -> Failure? {
        var edited = document
        edited.setValue(value, forKey: key)
        let bytes = edited.serialized()
        // An edit the format cannot take (JSON front matter, a TOML table, null in TOML) changes nothing.
        if document.editRefusal(forKey: key, value: value) != nil {
            return bytes == document.serialized() ? nil : Failure(description: "refused set \(key.debugDescription) changed the file")
        }
        let reread: EntryDocument
        do {
            reread = try EntryDocument(parsing: bytes)
        } catch {
            return Failure(description: "set \(key.debugDescription) to \(value) gives a file that does not parse: \(error)")
        }
        guard reread.serialized() == bytes else {
            return Failure(description: "set \(key.debugDescription): edited file does not round-trip")
        }
        let expected: FrontMatterValue = if case .sequence(let items) = value, items.isEmpty { .sequence([]) } else { value }
        let actual = reread[key]
        guard actual == expected || (expected == .sequence([]) && actual == .raw("[]")) else {
            return Failure(description: "set \(key.debugDescription) to \(value), read back \(String(describing: actual))")
        }
        guard reread.body == document.body else {
            return Failure(description: "set \(key.debugDescription) changed the body")
        }
        return compareOthers(document, reread, except: key, action: "set \(key.debugDescription) to \(value)")
    }

    /// Removes a key and checks it is gone with everything else unchanged.
    static func checkRemove(_ key: String, in document: EntryDocument) -> Failure? {
        var edited = document
        edited.removeValue(forKey: key)
        let bytes = edited.serialized()
        if document.editRefusal(forKey: key, value: nil) != nil {
            return bytes == document.serialized() ? nil : Failure(description: "refused remove \(key.debugDescription) changed the file")
        }
        guard let reread = try? EntryDocument(parsing: bytes) else {
            return Failure(description: "remove \(key.debugDescription) gives a file that does not parse")
        }
        guard reread[key] == nil, reread.body == document.body else {
            return Failure(description: "remove \(key.debugDescription) left the key or changed the body")
        }
        return compareOthers(document, reread, except: key, action: "remove \(key.debugDescription)")
    }

    /// Whether every item other than `key`'s has the same source text in both documents.
    private static func compareOthers(_ before: EntryDocument, _ after: EntryDocument, except key: String,
                                      action: String) -> Failure? {
        func others(_ document: EntryDocument) -> [String] {
            (document.frontMatter?.items ?? []).compactMap { item in
                if case .field(let field) = item, field.key == key { return nil }
                return item.source
            }
        }
        guard others(before) == others(after) else {
            return Failure(description: "\(action) changed other lines of the front matter")
        }
        return nil
    }

    /// The 64-bit FNV-1a hash of the input, the seed of the edit choices.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The next number of a xorshift sequence.
    static func next(_ state: inout UInt64) -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
