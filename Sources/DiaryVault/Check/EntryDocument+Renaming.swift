extension EntryDocument {
    /// Renames a front-matter key in place, keeping its value, spacing, comment and line ending:
    /// only the key text of its first line changes (the `legacy-key` fix, `isStar:` to `starred:`).
    ///
    /// - Parameters:
    ///   - key: The key to rename, compared exactly.
    ///   - newKey: The new name; it must not be in the front matter already.
    /// - Returns: Whether the key was there and was renamed.
    @discardableResult
    mutating func renameKey(_ key: String, to newKey: String) -> Bool {
        guard var frontMatter, frontMatter.field(newKey) == nil, let newKeyText = frontMatter.keyText(for: newKey),
              let index = frontMatter.fieldIndex(key),
              case .field(let field) = frontMatter.items[index], field.layout.isEditable else { return false }
        var layout = field.layout
        let oldKeyText = layout.keyText
        precondition(field.source.utf8.starts(with: oldKeyText.utf8), "field source does not start with its key text: \(field.source)")
        layout.keyText = newKeyText
        let source = layout.keyText + String(field.source.utf8.dropFirst(oldKeyText.utf8.count))!
        frontMatter.items[index] = .field(FrontMatterField(key: newKey, node: field.node, source: source, layout: layout))
        self.frontMatter = frontMatter
        return true
    }
}
