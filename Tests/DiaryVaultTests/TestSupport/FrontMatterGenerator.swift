@testable import DiaryVault
@testable import vault_bench

/// One key of a generated front matter and the value a correct reader gives it.
struct GeneratedField: Sendable {
    /// The key after unquoting.
    var key: String
    /// The value under the YAML 1.2 core schema.
    var value: FrontMatterValue
}

/// One generated entry file, and what a correct reader finds in it.
struct GeneratedFile: Sendable {
    /// The file's bytes.
    var bytes: [UInt8]
    /// The keys in file order with their values, or `nil` when the file has no front matter.
    var fields: [GeneratedField]?
    /// The exact text after the closing delimiter line (the whole file without front matter).
    var body: String
}

/// Builds entry files from a seed: keys of every kind, values in every supported style, comments,
/// blank lines, CRLF or LF (sometimes mixed), a byte order mark, a missing final newline, Korean
/// and emoji text. Each file comes with the values a correct YAML 1.2 reader finds in it.
///
/// The generated YAML is also valid for PyYAML (no tabs outside quotes and comments, no `=` or `<<`
/// values, no aliases), so the interop check can read every file.
struct FrontMatterGenerator {
    var rng: SplitMix64
    /// Anchors written so far: each file's anchors get distinct names (PyYAML rejects a redefined one).
    var anchors = 0

    /// A field's lines and value, and what the lines after it may look like.
    struct Field {
        var lines: [String]
        var value: FrontMatterValue
        /// The most spaces a blank line after it may hold without joining its block scalar.
        var maxBlankSpaces = Int.max
        /// Whether blank lines may follow (not after a `+` block scalar, which would take them).
        var allowsBlankAfter = true
        /// Whether an indented comment may follow (not after a block scalar, whose content it would be).
        var allowsIndentedComment = true
    }

    /// Creates a generator.
    ///
    /// - Parameter seed: The seed; the same seed gives the same files.
    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    // MARK: Files

    /// The next file.
    mutating func file() -> GeneratedFile {
        let crlf = rng.chance(0.4)
        let mixed = rng.chance(0.06)
        let bom = rng.chance(0.12)
        let finalNewline = !rng.chance(0.15)
        var headLines: [String] = []
        var fields: [GeneratedField]?
        if !rng.chance(0.05) {
            headLines.append("---" + rng.pick(["", "", "", " ", "  "]))
            var used: Set<String> = []
            var generated: [GeneratedField] = []
            var previous: Field?
            for _ in 0..<rng.int(0...8) {
                while rng.chance(0.25) { headLines.append(trivia(after: previous)) }
                let (keyText, key) = self.key(avoiding: used)
                used.insert(key)
                let field = self.field(keyText: keyText)
                headLines += field.lines
                generated.append(GeneratedField(key: key, value: field.value))
                previous = field
            }
            while rng.chance(0.25) { headLines.append(trivia(after: previous)) }
            headLines.append(rng.pick(["---", "---", "---", "...", "--- "]))
            fields = generated
        }
        var bodyLines = (0..<rng.int(0...5)).map { _ in rng.pick(Self.bodyLines) }
        if fields == nil {
            if bodyLines.isEmpty { bodyLines = [rng.pick(Self.bodyLines)] }
            if bodyLines[0].hasPrefix("---") { bodyLines[0] = "# 제목 " + bodyLines[0] }
        }
        func ending() -> String {
            mixed ? rng.pick(["\n", "\r\n"]) : (crlf ? "\r\n" : "\n")
        }
        var text = bom ? "\u{FEFF}" : ""
        for (index, line) in headLines.enumerated() {
            let isLast = index == headLines.count - 1 && bodyLines.isEmpty
            text += line + (isLast && !finalNewline ? "" : ending())
        }
        var body = ""
        for (index, line) in bodyLines.enumerated() {
            body += line + (index == bodyLines.count - 1 && !finalNewline ? "" : ending())
        }
        text += body
        return GeneratedFile(bytes: Array(text.utf8), fields: fields, body: body)
    }

    /// A blank or comment line that cannot join the value of the field before it.
    mutating func trivia(after previous: Field?) -> String {
        let choices = ["", "", " ", "   ", "# comment", "#", "# 메모 🌧: - [x]", "  # indented note"]
        while true {
            let line = rng.pick(choices)
            let spaces = line.prefix { $0 == " " }.count
            if line.trimmingCharacters(" ").isEmpty {
                if let previous, !previous.allowsBlankAfter || spaces > previous.maxBlankSpaces { continue }
            } else if spaces > 0, let previous, !previous.allowsIndentedComment {
                continue
            }
            return line
        }
    }

    // MARK: Keys

    /// A key as written and as read, different from every key in `used`.
    mutating func key(avoiding used: Set<String>) -> (String, String) {
        while true {
            let (text, key) = anyKey()
            if !used.contains(key) { return (text + (rng.chance(0.04) ? " " : ""), key) }
        }
    }

    mutating func anyKey() -> (String, String) {
        switch rng.int(0...9) {
        case 0...3:
            let key = asciiWord(3...9)
            return Self.isPlainSafeKey(key) ? (key, key) : anyKey()
        case 4:
            let key = asciiWord(1...4) + rng.pick(["_", "-", "", "2"]) + asciiWord(1...4)
            return Self.isPlainSafeKey(key) ? (key, key) : anyKey()
        case 5, 6:
            let key = String((0..<rng.int(1...4)).map { _ in Character(Unicode.Scalar(0xAC00 + UInt32(rng.int(0...11_171)))!) })
            return (key, key)
        case 7:
            let key = rng.pick(["my key", "기분 점수", "🌧 weather", "last seen", "Day One id"])
            return (key, key)
        case 8:
            let key = rng.pick(["a: b", "#hash", "yes", "12", "- item", "key \"quoted\"", "tab\there"])
            return (ScalarWriter.doubleQuoted(key), key)
        default:
            let key = rng.pick(["it's", "[x]", "on", "@mention", "null"])
            return ("'" + key.replacing("'", with: "''") + "'", key)
        }
    }

    mutating func asciiWord(_ length: ClosedRange<Int>) -> String {
        String((0..<rng.int(length)).map { _ in rng.pick(Array("abcdefghijklmnopqrstuvwxyzAZ")) })
    }

    /// Whether a key can be written plain and reads as that string under YAML 1.2 and 1.1.
    static func isPlainSafeKey(_ key: String) -> Bool {
        !key.isEmpty && !ScalarWriter.needsQuotes(key, inFlow: false) && !key.contains(":")
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    func trimmingCharacters(_ set: String) -> Substring {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return slice
    }
}
