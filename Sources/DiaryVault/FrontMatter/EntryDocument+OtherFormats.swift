import Foundation

/// Edits of front matter in another tool's format: TOML keys are rewritten in TOML syntax, one
/// line each; what cannot be written faithfully (a TOML table, a dotted key, a null, any JSON
/// front matter) is refused with a reason, never written as a second, YAML block.
extension EntryDocument {
    /// Why setting (or, with `value` `nil`, removing) a key cannot be done faithfully, or `nil`
    /// when ``setValue(_:forKey:)`` or ``removeValue(forKey:)`` can do it.
    ///
    /// - Parameters:
    ///   - key: The key, compared by code points.
    ///   - value: The new value, or `nil` for a removal.
    /// - Returns: A sentence for the user, or `nil`.
    public func editRefusal(forKey key: String, value: FrontMatterValue?) -> String? {
        guard let frontMatter else { return nil }
        switch frontMatter.format {
        case .yaml:
            if let anchor = frontMatter.anchorUsedByAliases(inField: key) {
                return "'\(key)' holds the anchor '&\(anchor)' that aliases ('*\(anchor)') after it repeat; "
                    + "changing it would change them too, so edit the file by hand"
            }
            // An item that goes takes its comment with it: refused rather than lost.
            if let value, let field = frontMatter.field(key), let (item, comment) = FieldWriter.droppedComments(setting: value, in: field).first {
                let what = item == .null ? "a comment" : "the item '\(item.stringValue ?? "")', with the comment"
                return "'\(key)' would lose \(what) '\(comment)' (an edit never drops a comment); "
                    + "move the comment or edit the file by hand"
            }
            return nil
        case .json:
            return "vault does not edit JSON front matter (it keeps another tool's file as written); "
                + "edit the file by hand, or convert its front matter to YAML between '---' lines"
        case .toml:
            if let field = frontMatter.field(key), !field.layout.isEditable {
                return field.layout.isTable
                    ? "'\(key)' is a TOML table; vault edits only top-level 'key = value' lines of TOML front matter"
                    : "'\(key)' is a dotted TOML key; vault edits only top-level 'key = value' lines of TOML front matter"
            }
            if let value, TOMLWriter.value(value, replacing: nil) == nil {
                return "TOML has no way to write this value (TOML has no null); use 'vault unset' to remove the key"
            }
            return nil
        }
    }

    /// Sets a key of a TOML front matter: an existing key's line is rewritten in TOML syntax with
    /// its key text, spacing and trailing comment; a new key goes after the last top-level key,
    /// before any table.
    ///
    /// - Returns: Whether the document changed; `false` also when ``editRefusal(forKey:value:)``
    ///   refuses the edit.
    mutating func setTOMLValue(_ value: FrontMatterValue, forKey key: String) -> Bool {
        guard var frontMatter, editRefusal(forKey: key, value: value) == nil else { return false }
        let eol = frontMatter.lineEnding
        if let index = frontMatter.fieldIndex(key), case .field(let existing) = frontMatter.items[index] {
            guard existing.value != value, case .typed(_, let previous) = existing.node,
                  let written = TOMLWriter.value(value, replacing: previous) else { return false }
            var layout = existing.layout
            layout.isMultiline = false
            let source = layout.keyText + (layout.gap.isEmpty ? " " : layout.gap) + written + layout.trailing + layout.lineEnding.text
            frontMatter.items[index] = .field(FrontMatterField(key: existing.key, node: .typed(value, source: written),
                                                               source: source, layout: layout))
        } else {
            guard let written = TOMLWriter.value(value, replacing: nil) else { return false }
            let keyText = TOMLWriter.key(key) + " ="
            let layout = FrontMatterField.Layout(keyText: keyText, gap: " ", trailing: "", lineEnding: eol, isMultiline: false)
            let field = FrontMatterField(key: key, node: .typed(value, source: written),
                                         source: keyText + " " + written + eol.text, layout: layout)
            let firstTable = frontMatter.items.firstIndex(where: Self.startsTOMLTable) ?? frontMatter.items.count
            let lastKey = frontMatter.items[..<firstTable].lastIndex { if case .field = $0 { true } else { false } }
            // Every line before the closing `+++` has its line ending, so the new line can follow any.
            frontMatter.items.insert(.field(field), at: lastKey.map { $0 + 1 } ?? 0)
        }
        self.frontMatter = frontMatter
        return true
    }

    /// Removes a top-level key of a TOML front matter with its lines.
    ///
    /// - Returns: Whether the key was there and was removed; `false` also when refused.
    mutating func removeTOMLValue(forKey key: String) -> Bool {
        guard var frontMatter, editRefusal(forKey: key, value: nil) == nil,
              let index = frontMatter.fieldIndex(key) else { return false }
        frontMatter.items.remove(at: index)
        self.frontMatter = frontMatter
        return true
    }

    /// Whether an item starts a TOML table: a `[table]` field or an `[[array]]` kept as trivia.
    private static func startsTOMLTable(_ item: FrontMatterItem) -> Bool {
        switch item {
        case .field(let field): return field.layout.isTable
        case .trivia(let text): return text.drop { $0 == " " || $0 == "\t" }.first == "["
        }
    }
}

extension FrontMatter {
    /// The first anchor (`&name`) in a field's text that an alias (`*name`) in a later field uses,
    /// or `nil`: such a field is not edited, since the aliases would lose or change their value.
    /// Quotes do not hide names here: a name inside a quoted scalar makes the check refuse an
    /// edit it could have made, never allow one that breaks an alias (fuzz finding: in
    /// `<<: !"wo` the quote of a tag hid the `*y` on the next line).
    ///
    /// - Parameter key: The field's key.
    func anchorUsedByAliases(inField key: String) -> String? {
        guard let index = fieldIndex(key), case .field(let field) = items[index], field.source.utf8.contains(UInt8(ascii: "&"))
        else { return nil }
        // The value's text only: a quote in a plain key (`it's: *x`) must not hide what follows.
        func value(_ field: FrontMatterField) -> [UInt8] { Array(field.source.utf8.dropFirst(field.layout.keyText.utf8.count)) }
        let anchors = NodeProperties.tokens(after: UInt8(ascii: "&"), in: value(field), skippingQuotes: false).map(\.0)
        guard !anchors.isEmpty else { return nil }
        for case .field(let later) in items[(index + 1)...] where later.source.utf8.contains(UInt8(ascii: "*")) {
            let aliases = NodeProperties.tokens(after: UInt8(ascii: "*"), in: value(later), skippingQuotes: false).map(\.0)
            if let used = anchors.first(where: aliases.contains) { return used }
        }
        return nil
    }

    /// A key as this front matter's language writes it before its value: `mood:` in YAML,
    /// `mood =` in TOML; `nil` for JSON, which vault does not edit.
    func keyText(for key: String) -> String? {
        switch format {
        case .yaml: FieldWriter.writeKey(key) + ":"
        case .toml: TOMLWriter.key(key) + " ="
        case .json: nil
        }
    }
}
