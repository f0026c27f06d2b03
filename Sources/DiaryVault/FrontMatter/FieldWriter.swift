/// Renders the lines of one front-matter field for a new value, in the style of the field it
/// replaces: same key text, gap, trailing comment, quoting and sequence style where possible.
enum FieldWriter {
    /// The field for `key` with a new value.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The new value.
    ///   - existing: The field being replaced, whose layout and styles are kept, or `nil` for a new key.
    ///   - lineEnding: The line ending of new lines (the file's).
    ///   - allowsBlockScalar: Whether a multi-line string may be written as a literal block scalar
    ///     (when it replaces one); `false` writes it double-quoted.
    /// - Returns: The field with its source text and node.
    static func field(key: String, value: FrontMatterValue, replacing existing: FrontMatterField?,
                      lineEnding: LineEnding, allowsBlockScalar: Bool = true) -> FrontMatterField {
        let eol = (existing?.layout.lineEnding).flatMap { $0 == .none ? nil : $0 } ?? lineEnding
        let layout = existing?.layout ?? FrontMatterField.Layout(
            keyText: writeKey(key) + ":", gap: " ", trailing: "", lineEnding: eol, isMultiline: false)
        let gap = layout.gap.isEmpty ? " " : layout.gap
        let trailing = layout.trailing
        var newLayout = layout
        newLayout.lineEnding = eol

        // The value as YAML outside the subset: a sequence holding sequences (or raw values) is
        // written as a flow sequence and kept raw, as the parser reads it back.
        if case .sequence(let items) = value, items.contains(where: { if case .sequence = $0 { true } else if case .raw = $0 { true } else if case .mapping = $0 { true } else { false } }) {
            let text = "[" + items.map { writeScalar($0, preferring: nil, inFlow: true).0 }.joined(separator: ", ") + "]"
            var written = field(key: key, value: .raw(text), replacing: existing, lineEnding: lineEnding)
            if !items.contains(where: { if case .raw = $0 { true } else { false } }) { written.node = .typed(value, source: text) }
            return written
        }
        // A mapping is written as a block mapping below the key (nested mappings indented two
        // more spaces, sequences in flow style), and read back as the same value.
        if case .mapping(let pairs) = value {
            let text = pairs.isEmpty ? "{}" : blockMappingLines(pairs, indent: 2).joined(separator: "\n")
            var written = field(key: key, value: .raw(text), replacing: existing, lineEnding: lineEnding)
            written.node = .typed(value, source: text)
            return written
        }

        switch value {
        case .sequence(let items):
            var scalars: [FrontMatterScalar] = []
            var written: [String] = []
            let previousStyles: [ScalarStyle] = {
                if case .sequence(let old, _)? = existing?.node { return old.map(\.style) }
                return []
            }()
            // An empty sequence can only be written `[]`.
            let style: SequenceStyle
            if case .sequence(_, let oldStyle)? = existing?.node, !items.isEmpty { style = oldStyle } else { style = .flow }
            let inFlow = style == .flow
            for (index, item) in items.enumerated() {
                let preferred = index < previousStyles.count ? previousStyles[index] : nil
                let (text, scalar) = writeScalar(item, preferring: preferred, inFlow: inFlow)
                written.append(text)
                scalars.append(scalar)
            }
            let source: String
            switch style {
            case .flow:
                source = layout.keyText + gap + "[" + written.joined(separator: ", ") + "]" + trailing + eol.text
                newLayout.isMultiline = false
                newLayout.gap = gap
            case .block(let indent):
                // The key line keeps what followed its colon (blanks and a comment) as written.
                let pad = String(repeating: " ", count: indent)
                // A null item is a bare `-` (no trailing blank).
                // An item that stays keeps its lines as written, with its comments.
                let kept = existing.flatMap(blockItems(of:))
                let lines = blockLines(written, values: items, keeping: kept?.items ?? [], pad: pad, eol: eol)
                source = layout.keyText + trailing + eol.text + (kept?.head ?? "") + lines.text
                if case .sequence(let old, _)? = existing?.node {
                    for (index, keptIndex) in lines.kept.enumerated() {
                        if let keptIndex, keptIndex < old.count { scalars[index] = old[keptIndex] }
                    }
                }
                newLayout.isMultiline = true
                newLayout.gap = ""
            }
            return FrontMatterField(key: key, node: .sequence(scalars, style: style), source: source, layout: newLayout)

        case .string(let text) where allowsBlockScalar && text.contains("\n") && isBlockStyle(existing) && literalBlock(text) != nil:
            // The header keeps the blanks and comment that followed the old header.
            let (header, body) = literalBlock(text) ?? ("", [])
            let source = layout.keyText + gap + header + trailing + eol.text
                + body.map { ($0.isEmpty ? "" : "  " + $0) + eol.text }.joined()
            newLayout.isMultiline = true
            newLayout.gap = gap
            return FrontMatterField(key: key, node: .scalar(FrontMatterScalar(text: text, style: .literal)),
                                    source: source, layout: newLayout)

        case .raw(let text):
            // Raw text starting with a space or `- ` is a block node: it goes on the lines below
            // the key; anything else starts on the key line.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: eol.text)
            if text.hasPrefix(" ") || text.hasPrefix("- ") || text.hasPrefix("-\n") || text == "-" {
                newLayout.gap = ""
                newLayout.isMultiline = true
                return FrontMatterField(key: key, node: FrontMatterParser.node(forRaw: text), source: layout.keyText + trailing + eol.text + lines + eol.text,
                                        layout: newLayout)
            }
            newLayout.gap = gap
            newLayout.isMultiline = text.contains("\n")
            return FrontMatterField(key: key, node: FrontMatterParser.node(forRaw: text), source: layout.keyText + gap + lines + trailing + eol.text,
                                    layout: newLayout)

        default:
            let preferred: ScalarStyle? = if case .scalar(let old)? = existing?.node { old.style } else { nil }
            // The date key's value stays a timestamp for YAML 1.1 readers (Jekyll reads it as the date).
            let (text, scalar) = writeScalar(value, preferring: preferred, inFlow: false,
                                             allowsTimestamp: SemanticKey(naming: key) == .date)
            // The blanks and comment that followed the old value (or its key or block header)
            // follow the new one as written.
            let source = text.isEmpty
                ? layout.keyText + trailing + eol.text
                : layout.keyText + gap + text + trailing + eol.text
            newLayout.gap = text.isEmpty ? " " : gap
            newLayout.isMultiline = false
            return FrontMatterField(key: key, node: .scalar(scalar), source: source, layout: newLayout)
        }
    }

    /// The lines of a block mapping at an indentation (YAML 1.2.2 section 8.2.2): a nested
    /// non-empty mapping on the lines below its key, every other value on its key's line
    /// (sequences and empty mappings in flow style).
    static func blockMappingLines(_ pairs: [FrontMatterPair], indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for pair in pairs {
            let keyText = pad + writeKey(pair.key) + ":"
            if case .mapping(let inner) = pair.value, !inner.isEmpty {
                lines.append(keyText)
                lines += blockMappingLines(inner, indent: indent + 2)
                continue
            }
            let text = writeScalar(pair.value, preferring: nil, inFlow: false).0
            lines.append(text.isEmpty ? keyText : keyText + " " + text)
        }
        return lines
    }

    /// A key inside a flow mapping: plain when safe there, else double-quoted.
    static func flowKey(_ key: String) -> String {
        ScalarWriter.needsQuotes(key, inFlow: true) || key.contains(":") || key == "<<" ? ScalarWriter.doubleQuoted(key) : key
    }

    /// A key as written: plain when safe, else double-quoted.
    static func writeKey(_ key: String) -> String {
        ScalarWriter.needsQuotes(key, inFlow: false) || key.contains(":") || key == "<<" ? ScalarWriter.doubleQuoted(key) : key
    }

    /// One scalar value as source text, with the node that text parses to.
    private static func writeScalar(_ value: FrontMatterValue, preferring preferred: ScalarStyle?,
                                    inFlow: Bool, allowsTimestamp: Bool = false) -> (String, FrontMatterScalar) {
        let plain: String
        switch value {
        case .null: plain = inFlow ? "null" : ""
        case .bool(let b): plain = b ? "true" : "false"
        case .integer(let i): plain = String(i)
        case .float(let d): plain = ScalarWriter.float(d)
        case .raw(let text), .unknown(let text): return (text, FrontMatterScalar(text: text, style: .plain))
        case .sequence(let items):
            // Nested sequences are outside the subset: write them as a raw flow sequence.
            let text = "[" + items.map { writeScalar($0, preferring: nil, inFlow: true).0 }.joined(separator: ", ") + "]"
            return (text, FrontMatterScalar(text: text, style: .plain))
        case .mapping(let pairs):
            let text = "{" + pairs.map { flowKey($0.key) + ": " + writeScalar($0.value, preferring: nil, inFlow: true).0 }
                .joined(separator: ", ") + "}"
            return (text, FrontMatterScalar(text: text, style: .plain))
        case .string(let text):
            let block: ScalarStyle? = preferred == .literal || preferred == .folded ? nil : preferred
            let (written, style) = ScalarWriter.write(text, preferring: block, inFlow: inFlow, allowsTimestamp: allowsTimestamp)
            return (written, FrontMatterScalar(text: text, style: style))
        }
        return (plain, FrontMatterScalar(text: plain, style: .plain))
    }

    /// Whether the field being replaced is a block scalar.
    private static func isBlockStyle(_ existing: FrontMatterField?) -> Bool {
        guard case .scalar(let scalar)? = existing?.node else { return false }
        return scalar.style == .literal || scalar.style == .folded
    }

    /// A literal block scalar for a multi-line string: its header (`|`, `|-`, `|+`, with an
    /// indentation indicator when the first line starts with a space) and its lines, or `nil` when
    /// the text holds characters a block scalar cannot carry.
    static func literalBlock(_ text: String) -> (String, [String])? {
        guard !ScalarWriter.needsEscapes(text.replacing("\n", with: "")),
              text.contains(where: { $0 != "\n" }) else { return nil }
        var content = Substring(text)
        var trailingBreaks = 0
        while content.hasSuffix("\n") {
            content.removeLast()
            trailingBreaks += 1
        }
        let chomping = trailingBreaks == 0 ? "-" : trailingBreaks == 1 ? "" : "+"
        let lines = content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A first non-empty line that starts with a space would change the detected indentation.
        let needsIndicator = lines.first(where: { !$0.isEmpty })?.hasPrefix(" ") ?? false
        let header = "|" + (needsIndicator ? "2" : "") + chomping
        let keep = trailingBreaks > 1 ? Array(repeating: "", count: trailingBreaks - 1) : []
        return (header, lines + keep)
    }
}
