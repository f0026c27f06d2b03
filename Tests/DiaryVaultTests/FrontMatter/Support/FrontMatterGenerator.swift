@testable import DiaryVault

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
    private var anchors = 0

    /// A field's lines and value, and what the lines after it may look like.
    private struct Field {
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
    private mutating func trivia(after previous: Field?) -> String {
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
    private mutating func key(avoiding used: Set<String>) -> (String, String) {
        while true {
            let (text, key) = anyKey()
            if !used.contains(key) { return (text + (rng.chance(0.04) ? " " : ""), key) }
        }
    }

    private mutating func anyKey() -> (String, String) {
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

    private mutating func asciiWord(_ length: ClosedRange<Int>) -> String {
        String((0..<rng.int(length)).map { _ in rng.pick(Array("abcdefghijklmnopqrstuvwxyzAZ")) })
    }

    /// Whether a key can be written plain and reads as that string under YAML 1.2 and 1.1.
    static func isPlainSafeKey(_ key: String) -> Bool {
        !key.isEmpty && !ScalarWriter.needsQuotes(key, inFlow: false) && !key.contains(":")
    }

    // MARK: Fields

    private mutating func field(keyText: String) -> Field {
        switch rng.int(0...99) {
        case 0..<22: return plainField(keyText)
        case 22..<32: return singleQuotedField(keyText)
        case 32..<44: return doubleQuotedField(keyText)
        case 44..<56: return flowSequenceField(keyText)
        case 56..<68: return blockSequenceField(keyText)
        case 68..<82: return blockScalarField(keyText)
        case 82..<89: return nullField(keyText)
        case 89..<93: return valueBelowField(keyText)
        default: return rawField(keyText)
        }
    }

    private mutating func separator() -> String {
        rng.chance(0.85) ? " " : "  "
    }

    /// Blanks and a comment after a value, or nothing.
    private mutating func trailing() -> String {
        if rng.chance(0.2) { return rng.pick([" ", "  ", "   "]) + rng.pick(Self.comments) }
        return rng.chance(0.05) ? "  " : ""
    }

    /// A plain scalar, sometimes continued on indented lines (folded, YAML 1.2 section 6.5).
    private mutating func plainField(_ keyText: String) -> Field {
        var words = [rng.pick(Self.plainStart)]
        for _ in 0..<rng.int(0...3) { words.append(rng.pick(Self.plainInner)) }
        if words.count > 1, rng.chance(0.25) {
            var lines = [keyText + ":" + separator() + words[0]]
            var text = words[0]
            for word in words.dropFirst() {
                if rng.chance(0.4) {
                    lines[lines.count - 1] += " " + word
                    text += " " + word
                } else {
                    // A continuation line starts with a word that may start a plain scalar.
                    let word = Self.plainStart.contains(word) ? word : rng.pick(Self.plainStart)
                    let blanks = rng.chance(0.2) ? rng.int(1...2) : 0
                    lines += Array(repeating: "", count: blanks)
                    lines.append(String(repeating: " ", count: rng.int(1...4)) + word)
                    text += blanks == 0 ? " " + word : String(repeating: "\n", count: blanks) + word
                }
            }
            lines[lines.count - 1] += trailing()
            return Field(lines: lines, value: CoreSchema.resolve(text))
        }
        let text = words.joined(separator: rng.chance(0.9) ? " " : "  ")
        return Field(lines: [keyText + ":" + separator() + text + trailing()], value: CoreSchema.resolve(text))
    }

    /// A single-quoted scalar, on one line or folded over several at spaces.
    private mutating func singleQuotedField(_ keyText: String) -> Field {
        if rng.chance(0.2) {
            let words = (0..<rng.int(2...5)).map { _ in quotedWord() }
            let source = words.map { $0.replacing("'", with: "''") }
            let (lines, text) = foldedQuoted(source, words, keyText: keyText, quote: "'")
            return Field(lines: lines, value: .string(text))
        }
        let text = quotedText()
        let line = keyText + ":" + separator() + "'" + text.replacing("'", with: "''") + "'" + trailing()
        return Field(lines: [line], value: .string(text))
    }

    /// A double-quoted scalar with escapes, on one line or folded (with an escaped line break too).
    private mutating func doubleQuotedField(_ keyText: String) -> Field {
        if rng.chance(0.2) {
            let words = (0..<rng.int(2...5)).map { _ in quotedWord() }
            let source = words.map { $0.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") }
            let (lines, text) = foldedQuoted(source, words, keyText: keyText, quote: "\"")
            return Field(lines: lines, value: .string(text))
        }
        var source = ""
        var text = ""
        for _ in 0..<rng.int(0...8) {
            if rng.chance(0.3) {
                let (escape, decoded) = rng.pick(Self.escapes)
                source += escape
                text += decoded
            } else {
                let character = rng.pick(Self.quotedCharacters)
                source += character == "\\" ? "\\\\" : character == "\"" ? "\\\"" : character
                text += character
            }
        }
        return Field(lines: [keyText + ":" + separator() + "\"" + source + "\"" + trailing()], value: .string(text))
    }

    /// Quoted words spread over lines: a line break between words reads as a space; in double
    /// quotes, a `\` before the break joins the words with nothing.
    private mutating func foldedQuoted(_ source: [String], _ words: [String], keyText: String,
                                       quote: String) -> ([String], String) {
        var lines = [keyText + ":" + separator() + quote + source[0]]
        var text = words[0]
        for (word, written) in zip(words.dropFirst(), source.dropFirst()) {
            switch rng.int(0...3) {
            case 0:
                lines[lines.count - 1] += " " + written
                text += " " + word
            case 1 where quote == "\"":
                lines[lines.count - 1] += "\\"
                lines.append(String(repeating: " ", count: rng.int(1...3)) + written)
                text += word
            case 2:
                lines.append("")
                lines.append(String(repeating: " ", count: rng.int(1...3)) + written)
                text += "\n" + word
            default:
                lines[lines.count - 1] += rng.chance(0.3) ? "  " : ""
                lines.append(String(repeating: " ", count: rng.int(1...3)) + written)
                text += " " + word
            }
        }
        lines[lines.count - 1] += quote + trailing()
        return (lines, text)
    }

    private mutating func quotedText() -> String {
        String((0..<rng.int(0...10)).map { _ in rng.pick(Self.quotedCharacters) }.joined())
    }

    private mutating func quotedWord() -> String {
        let characters = Self.quotedCharacters.filter { $0 != " " && $0 != "\t" }
        return (0..<rng.int(1...5)).map { _ in rng.pick(characters) }.joined()
    }

    /// One scalar of a sequence: its source text and value.
    private mutating func sequenceItem(inFlow: Bool) -> (String, FrontMatterValue) {
        switch rng.int(0...5) {
        case 0, 1, 2:
            let words = (0..<rng.int(1...2)).map { _ in rng.pick(inFlow ? Self.flowPlain : Self.plainStart) }
            let text = words.joined(separator: " ")
            return (text, CoreSchema.resolve(text))
        case 3:
            let text = quotedText()
            return ("'" + text.replacing("'", with: "''") + "'", .string(text))
        default:
            let text = quotedText()
            return (ScalarWriter.doubleQuoted(text), .string(text))
        }
    }

    /// `[a, "b", 'c']` with varied spacing and sometimes a trailing comma (YAML 1.2 section 7.4.1).
    private mutating func flowSequenceField(_ keyText: String) -> Field {
        let items = (0..<rng.int(0...4)).map { _ in sequenceItem(inFlow: true) }
        let comma = rng.pick([", ", ",", " , ", ",  "])
        var inside = items.map(\.0).joined(separator: comma)
        if !items.isEmpty, rng.chance(0.15) { inside += "," }
        let pad = rng.chance(0.2) ? " " : ""
        let line = keyText + ":" + separator() + "[" + pad + inside + pad + "]" + trailing()
        return Field(lines: [line], value: .sequence(items.map(\.1)))
    }

    /// `- item` lines at indent 0, 2 or 4, with comments and blank lines between them.
    private mutating func blockSequenceField(_ keyText: String) -> Field {
        let indent = rng.pick([0, 2, 2, 4])
        let pad = String(repeating: " ", count: indent)
        var lines = [keyText + ":" + (rng.chance(0.2) ? "  " + rng.pick(Self.comments) : "")]
        var values: [FrontMatterValue] = []
        for number in 0..<rng.int(1...4) {
            if number > 0, rng.chance(0.2) {
                lines.append(rng.pick(["", "# between", pad + "# between 🌧", "  # x"]))
            }
            if rng.chance(0.08) {
                lines.append(pad + "-")
                values.append(.null)
            } else {
                let (text, value) = sequenceItem(inFlow: false)
                lines.append(pad + "-" + separator() + text + trailing())
                values.append(value)
            }
        }
        return Field(lines: lines, value: .sequence(values))
    }

    /// A literal or folded block scalar with every chomping indicator (YAML 1.2 section 8.1).
    private mutating func blockScalarField(_ keyText: String) -> Field {
        let isLiteral = rng.chance(0.6)
        let indent = rng.pick([2, 2, 4])
        let chomping = rng.pick(["", "-", "+"])
        var content: [String] = []
        var gaps: [Int] = []  // empty lines before each content line
        if !rng.chance(0.05) {
            for number in 0..<rng.int(1...4) {
                gaps.append(number > 0 && rng.chance(0.2) ? rng.int(1...2) : 0)
                content.append(rng.pick(isLiteral ? Self.literalLines : Self.foldedLines))
            }
        }
        let needsIndicator = content.first?.hasPrefix(" ") ?? false
        let indicator = needsIndicator || rng.chance(0.1) ? String(indent) : ""
        let header = (isLiteral ? "|" : ">") + (rng.chance(0.5) ? indicator + chomping : chomping + indicator)
        let headerComment = rng.chance(0.15) ? " " + rng.pick(Self.comments) : ""
        var lines = [keyText + ":" + separator() + header + headerComment]
        let pad = String(repeating: " ", count: indent)
        var text = ""
        for (number, line) in content.enumerated() {
            lines += Array(repeating: "", count: gaps[number])
            lines.append(pad + line)
            if number > 0 {
                if isLiteral {
                    text += String(repeating: "\n", count: gaps[number] + 1)
                } else {
                    text += gaps[number] == 0 ? " " : String(repeating: "\n", count: gaps[number])
                }
            }
            text += line
        }
        var field = Field(lines: lines, value: .null, maxBlankSpaces: indent, allowsIndentedComment: false)
        switch chomping {
        case "-":
            break
        case "+":
            if !content.isEmpty { text += "\n" }
            let extra = rng.int(0...2)
            field.lines += Array(repeating: "", count: extra)
            text += String(repeating: "\n", count: extra)
            field.allowsBlankAfter = false
        default:
            if !content.isEmpty { text += "\n" }
        }
        field.value = .string(text)
        return field
    }

    /// `key:`, `key: ~`, `key: null` and friends (YAML 1.2 section 10.3.2).
    private mutating func nullField(_ keyText: String) -> Field {
        let line = keyText + ":" + rng.pick(["", " ~", " null", " Null", " NULL", "  ", " # nothing yet", " ~  # c"])
        return Field(lines: [line], value: .null)
    }

    /// A scalar on the lines after an empty key line.
    private mutating func valueBelowField(_ keyText: String) -> Field {
        let pad = String(repeating: " ", count: rng.int(1...4))
        if rng.chance(0.5) {
            let words = [rng.pick(Self.plainStart)] + (0..<rng.int(0...2)).map { _ in rng.pick(Self.plainInner) }
            let text = words.joined(separator: " ")
            return Field(lines: [keyText + ":", pad + text], value: CoreSchema.resolve(text))
        }
        let text = quotedText()
        return Field(lines: [keyText + ":" + (rng.chance(0.3) ? " # below" : ""), pad + ScalarWriter.doubleQuoted(text)],
                     value: .string(text))
    }

    /// YAML outside the subset, which vault keeps as raw text.
    private mutating func rawField(_ keyText: String) -> Field {
        var (lines, raw) = rng.pick(Self.rawValues)
        anchors += 1
        lines = lines.map { $0.replacing("&anchor", with: "&anchor\(anchors)") }
        raw = raw.replacing("&anchor", with: "&anchor\(anchors)")
        return Field(lines: [keyText + ":" + lines[0]] + lines.dropFirst(), value: .raw(raw))
    }

    // MARK: Vocabularies

    /// Plain words that may start a plain scalar.
    static let plainStart = [
        "walk", "river", "Seoul", "산책", "가족", "비", "🌧", "🙂", "12", "-3", "1.5", "2026-11-29", "21:14",
        "v1.2", "a/b", "it's", "C#", "50%", "x-y", "a:b", "true", "False", "null", "yes", "no", "On", "~",
        "0x1F", "0o17", ".inf", "-.5", "1e3", "1_000", "café", "emoji🙂text", "a\"b", "(paren)", "x=y",
        "<html>", "3.0.1", "+1", "0.1", "100", ".5", "Mon", "2026-11-29T21:14:00+09:00", "1:30", "012",
        "<<x", "👩‍👩‍👧", "1.0e+3", "-0", "TRUE", ".NaN", "0",
    ]
    /// Plain words for later positions.
    static let plainInner = plainStart + ["and", "그리고", "-", "a#b", "x:", "?", "&amp", "*", "!"].filter {
        !$0.hasSuffix(":")
    }
    /// Plain words that are safe inside `[...]`.
    static let flowPlain = plainStart.filter { !$0.contains(":") }
    /// Characters of quoted scalars: anything printable, quotes, backslashes and tabs included.
    static let quotedCharacters = [
        "a", "b", "Z", "가", "힣", "🌧", "👩‍👩‍👧", " ", " ", "#", ":", "'", "\"", "\\", "-", "[", "]", "{", "}",
        ",", "&", "*", "!", "|", ">", "%", "@", "`", "\t", "é", "e\u{301}", "~", "1", ".",
    ]
    /// Double-quoted escapes and what they stand for (YAML 1.2 section 5.7).
    static let escapes: [(String, String)] = [
        ("\\\\", "\\"), ("\\\"", "\""), ("\\/", "/"), ("\\0", "\u{0}"), ("\\a", "\u{7}"), ("\\b", "\u{8}"),
        ("\\t", "\t"), ("\\\t", "\t"), ("\\n", "\n"), ("\\v", "\u{B}"), ("\\f", "\u{C}"), ("\\r", "\r"),
        ("\\e", "\u{1B}"), ("\\ ", " "), ("\\N", "\u{85}"), ("\\_", "\u{A0}"), ("\\L", "\u{2028}"),
        ("\\P", "\u{2029}"), ("\\x41", "A"), ("\\u00e9", "é"), ("\\uAC00", "가"), ("\\U0001F600", "😀"),
    ]
    /// Lines of literal block scalars (after the indentation).
    static let literalLines = [
        "line one", "  indented more", "# not a comment", "key: value", "- item", "'quoted'", "\"dq\"",
        "비 오는 날 🌧", "trailing  ", "a\tb", "---x", "[x, y]", "  ", "\tstarts with a tab",
    ]
    /// Lines of folded block scalars: no leading or trailing blanks.
    static let foldedLines = ["one", "two words", "# hash", "a: b", "비 오는 날 🌧", "- dash", "x\ty"]
    /// Comments after values.
    static let comments = ["# note", "# 메모 🌧", "#x", "# a: b - [c]", "#"]
    /// Values outside the subset: their lines after the key's colon, and the raw text kept.
    static let rawValues: [([String], String)] = [
        ([" {a: 1, b: [x, y]}"], "{a: 1, b: [x, y]}"),
        ([" [a,", "  b]"], "[a,\n  b]"),
        ([" [[a, b], c]"], "[[a, b], c]"),
        ([" &anchor value"], "&anchor value"),
        ([" !!str 12"], "!!str 12"),
        (["", "  a: 1", "  b: [x, y]"], "  a: 1\n  b: [x, y]"),
        (["", "  a: 1", "  # inside", "  b: 2"], "  a: 1\n  # inside\n  b: 2"),
        (["", "- name: a", "  v: 1", "- name: b"], "- name: a\n  v: 1\n- name: b"),
    ]
    /// Lines of bodies.
    static let bodyLines = [
        "# 저녁 산책", "Walked by the river 🌉.", "", "---", "...", "오늘은 비가 왔다 🌧", "- list item",
        "key: value", "## Sub", "```", "    code", "\tindented with a tab", "👩‍👩‍👧 family",
    ]
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
