/// Nested values kept raw, and where they go wrong (for `vault check`).
extension FrontMatter {
    /// A YAML value kept as its text because ``NestedValueReader`` cannot represent it.
    public struct UnrepresentedValue: Hashable, Sendable {
        /// The front-matter key holding it.
        public var key: String
        /// What was met, in YAML's terms (`a complex key ('? ')`).
        public var reason: String
        /// Where, in the file (the opening `---` is line 1).
        public var location: SourceLocation
        /// The text of that line, without its line ending.
        public var sourceLine: String
    }

    /// The YAML values kept raw, each with the reason and the place the reader stopped: the same
    /// reading the parser does (anchors carried from field to field), repeated for the report.
    /// Empty for TOML and JSON front matter.
    public func unrepresentedValues() -> [UnrepresentedValue] {
        guard format == .yaml, fields.contains(where: { if case .raw = $0.node { true } else { false } }) else { return [] }
        var anchors: [String: NodeProperties.Anchored] = [:]
        var found: [UnrepresentedValue] = []
        var line = 1 + opening.utf8.lazy.filter { $0 == 0x0A }.count
        for item in items {
            guard case .field(let field) = item else {
                line += item.source.utf8.lazy.filter { $0 == 0x0A }.count
                continue
            }
            defer { line += field.source.utf8.lazy.filter { $0 == 0x0A }.count }
            let text: String
            switch field.node {
            case .raw(let raw): text = raw
            case .typed(_, let source): text = source
            default: continue
            }
            var reader = NestedValueReader(text, anchors: anchors, budget: FrontMatterParser.aliasNodeBudget)
            do {
                _ = try reader.read()
                anchors = reader.anchors
            } catch let failure as NestedValueReader.Unrepresentable {
                anchors = reader.anchors
                guard case .raw = field.node else { continue }
                found.append(locate(failure, in: field, text: text, keyLine: line))
            } catch {
                anchors = reader.anchors
            }
        }
        return found
    }

    /// The file position of a reader's failure inside a field's raw text.
    private func locate(_ failure: NestedValueReader.Unrepresentable, in field: FrontMatterField, text: String,
                        keyLine: Int) -> UnrepresentedValue {
        let bytes = Array(text.utf8)
        let before = bytes[..<min(failure.offset, bytes.count)]
        let lineInText = before.lazy.filter { $0 == 0x0A }.count
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let sourceLines = field.source.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        var line: Int
        var column = failure.offset - lineStart + 1
        if field.layout.gap.isEmpty {
            // The text starts on the first line below the key that has content.
            var first = 1
            while first < sourceLines.count, sourceLines[first].allSatisfy({ $0 == " " || $0 == "\t" }) || sourceLines[first].drop(while: { $0 == " " }).hasPrefix("#") {
                first += 1
            }
            line = keyLine + first + lineInText
        } else {
            line = keyLine + lineInText
            if lineInText == 0 { column += field.layout.keyText.utf8.count + field.layout.gap.utf8.count }
        }
        let index = line - keyLine
        let lineText = index < sourceLines.count ? String(sourceLines[index]) : String(sourceLines.first ?? "")
        if index >= sourceLines.count { line = keyLine; column = 1 }
        return UnrepresentedValue(key: field.key, reason: failure.reason,
                                  location: SourceLocation(line: line, column: column), sourceLine: lineText)
    }
}
