/// Format-preserving edits: each changes only the lines of one key (DESIGN section 4).
extension EntryDocument {
    /// Sets a front-matter key to a value, changing only that key's lines.
    ///
    /// An existing key keeps its position, key spelling, spacing, trailing comment, line ending
    /// and, where the value allows, its quoting and sequence style. A new key goes right after the
    /// last key, with the file's line ending. A file without front matter gets one. Setting the
    /// value a key already has changes nothing. Values are quoted exactly when YAML needs it, so
    /// any YAML 1.2 reader reads back the same value (see `ScalarWriter`). A TOML front matter is
    /// edited in TOML syntax; what ``editRefusal(forKey:value:)`` refuses (JSON front matter, a
    /// TOML table) changes nothing and returns `false`.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: The key, compared exactly.
    /// - Returns: Whether the document changed.
    @discardableResult
    public mutating func setValue(_ value: FrontMatterValue, forKey key: String) -> Bool {
        // TOML is edited in TOML syntax; JSON is not edited (``editRefusal(forKey:value:)``).
        switch self.frontMatter?.format {
        case .toml?: return setTOMLValue(value, forKey: key)
        case .json?: return false
        case .yaml?, nil: if editRefusal(forKey: key, value: value) != nil { return false }
        }
        var frontMatter = self.frontMatter ?? FrontMatter(
            opening: "---" + lineEnding.text, items: [], closing: "---" + lineEnding.text)
        // Held here alone while it is edited, so that changing an item does not copy every item
        // (an import builds each entry key by key); put back on every way out.
        self.frontMatter = nil
        defer { self.frontMatter = frontMatter }
        let eol = frontMatter.lineEnding
        if let index = frontMatter.fieldIndex(key),
           case .field(let existing) = frontMatter.items[index] {
            guard existing.node.value != value else { return false }
            let field = FieldWriter.field(key: key, value: value, replacing: existing, lineEnding: eol)
            frontMatter.items[index] = .field(field)
            // A block scalar would take the blank lines and indented comments after it when its
            // indentation or chomping differs from the old one's: write the value quoted instead.
            if case .scalar(let scalar) = field.node, scalar.style == .literal, !frontMatter.readsBack(field) {
                frontMatter.items[index] = .field(FieldWriter.field(
                    key: key, value: value, replacing: existing, lineEnding: eol, allowsBlockScalar: false))
            }
        } else {
            let field = FieldWriter.field(key: key, value: value, replacing: nil, lineEnding: eol)
            let lastField = frontMatter.items.lastIndex(where: { if case .field = $0 { true } else { false } })
            frontMatter.items.insert(.field(field), at: lastField.map { $0 + 1 } ?? frontMatter.items.count)
        }
        return true
    }

    /// Removes a front-matter key and all its lines; comments and blank lines around it stay.
    ///
    /// One exception keeps the other keys' values: when the key comes right after a block scalar
    /// (`|`, `>`), the blank lines and indented comments after the key that the block scalar would
    /// otherwise take as its own text (YAML 1.2 section 8.1.1) are removed with it.
    ///
    /// - Parameter key: The key, compared exactly.
    /// - Returns: Whether the key was there.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Bool {
        switch self.frontMatter?.format {
        case .toml?: return removeTOMLValue(forKey: key)
        case .json?: return false
        case .yaml?, nil: if editRefusal(forKey: key, value: nil) != nil { return false }
        }
        guard var frontMatter,
              let index = frontMatter.fieldIndex(key)
        else { return false }
        frontMatter.items.remove(at: index)
        if let previous = frontMatter.items[..<index].lastIndex(where: { if case .field = $0 { true } else { false } }),
           case .field(let field) = frontMatter.items[previous], case .scalar(let scalar) = field.node,
           scalar.style == .literal || scalar.style == .folded {
            while index < frontMatter.items.count, case .trivia = frontMatter.items[index], !frontMatter.readsBack(field) {
                frontMatter.items.remove(at: index)
            }
        }
        self.frontMatter = frontMatter
        return true
    }
}

extension FrontMatter {
    /// Whether parsing this front matter again gives `field` exactly its source lines (a block
    /// scalar can take the blank and indented lines that follow it).
    ///
    /// - Parameter field: A field of this front matter.
    func readsBack(_ field: FrontMatterField) -> Bool {
        guard let reparsed = try? EntryDocument(parsing: source) else { return false }
        return reparsed.frontMatter?.field(field.key)?.source == field.source
    }
}
