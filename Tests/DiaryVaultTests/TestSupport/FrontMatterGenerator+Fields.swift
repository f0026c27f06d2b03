@testable import DiaryVault
@testable import vault_bench

/// One field in each supported value style, with the value a correct reader gives it.
extension FrontMatterGenerator {
    mutating func field(keyText: String) -> Field {
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

    mutating func separator() -> String {
        rng.chance(0.85) ? " " : "  "
    }

    /// Blanks and a comment after a value, or nothing.
    mutating func trailing() -> String {
        if rng.chance(0.2) { return rng.pick([" ", "  ", "   "]) + rng.pick(Self.comments) }
        return rng.chance(0.05) ? "  " : ""
    }

    /// A plain scalar, sometimes continued on indented lines (folded, YAML 1.2 section 6.5).
    mutating func plainField(_ keyText: String) -> Field {
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
    mutating func singleQuotedField(_ keyText: String) -> Field {
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
    mutating func doubleQuotedField(_ keyText: String) -> Field {
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
    mutating func foldedQuoted(_ source: [String], _ words: [String], keyText: String,
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

    mutating func quotedText() -> String {
        String((0..<rng.int(0...10)).map { _ in rng.pick(Self.quotedCharacters) }.joined())
    }

    mutating func quotedWord() -> String {
        let characters = Self.quotedCharacters.filter { $0 != " " && $0 != "\t" }
        return (0..<rng.int(1...5)).map { _ in rng.pick(characters) }.joined()
    }

    /// One scalar of a sequence: its source text and value.
    mutating func sequenceItem(inFlow: Bool) -> (String, FrontMatterValue) {
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
    mutating func flowSequenceField(_ keyText: String) -> Field {
        let items = (0..<rng.int(0...4)).map { _ in sequenceItem(inFlow: true) }
        let comma = rng.pick([", ", ",", " , ", ",  "])
        var inside = items.map(\.0).joined(separator: comma)
        if !items.isEmpty, rng.chance(0.15) { inside += "," }
        let pad = rng.chance(0.2) ? " " : ""
        let line = keyText + ":" + separator() + "[" + pad + inside + pad + "]" + trailing()
        return Field(lines: [line], value: .sequence(items.map(\.1)))
    }

    /// `- item` lines at indent 0, 2 or 4, with comments and blank lines between them.
    mutating func blockSequenceField(_ keyText: String) -> Field {
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
    mutating func blockScalarField(_ keyText: String) -> Field {
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
    mutating func nullField(_ keyText: String) -> Field {
        let line = keyText + ":" + rng.pick(["", " ~", " null", " Null", " NULL", "  ", " # nothing yet", " ~  # c"])
        return Field(lines: [line], value: .null)
    }

    /// A scalar on the lines after an empty key line.
    mutating func valueBelowField(_ keyText: String) -> Field {
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
    mutating func rawField(_ keyText: String) -> Field {
        var (lines, raw) = rng.pick(Self.rawValues)
        anchors += 1
        lines = lines.map { $0.replacing("&anchor", with: "&anchor\(anchors)") }
        if case .raw(let text) = raw { raw = .raw(text.replacing("&anchor", with: "&anchor\(anchors)")) }
        return Field(lines: [keyText + ":" + lines[0]] + lines.dropFirst(), value: raw)
    }
}
