import Foundation

/// The checks of how keys and values are written, beyond their meaning: keys that look alike but
/// are two keys, and YAML vault keeps without reading.
extension KeyChecks {
    /// `equivalent-keys` for each key canonically equivalent to an earlier one but not equal to it
    /// (the same Hangul word composed and decomposed): YAML reads two keys (it compares code
    /// points), but they look like one.
    func equivalentKeyProblems() -> [VaultProblem] {
        // `String`'s hashing is canonical equivalence: one bucket per look-alike group.
        var firstByText: [String: String] = [:]
        var problems: [VaultProblem] = []
        for field in fields {
            guard let first = firstByText[field.key] else {
                firstByText[field.key] = field.key
                continue
            }
            guard first.isEquivalentKey(field.key) else { continue }
            problems.append(problem(.equivalentKeys, key: field.key, column: 1,
                                    message: "'\(TerminalText.safe(TerminalText.clipped(field.key)))' looks like the key '\(TerminalText.safe(TerminalText.clipped(first)))' "
                                        + "but is written in another Unicode normalization (\(Self.form(field.key)) and \(Self.form(first))), "
                                        + "so YAML reads two keys",
                                    hint: "write both the same way (NFC, as most editors do), then merge them"))
        }
        return problems
    }

    /// `unsupported-yaml` for each value vault keeps but cannot read: a merge key, a tag outside
    /// the core schema, an alias of something it does not read, and a nested value it keeps as
    /// text (a complex key, a key written twice in one mapping...), at the line and column where
    /// the reading stopped.
    func unsupportedValueProblems() -> [VaultProblem] {
        let unknown = fields.filter { $0.value.holdsUnknown }.map { field in
            problem(.unsupportedYAML, key: field.key,
                    message: field.key == "<<"
                        ? "merge keys ('<<') at the top level are not supported: the merged keys are not read"
                        : "'\(TerminalText.safe(TerminalText.clipped(field.key)))' uses YAML that is not supported (a tag outside the core schema, "
                            + "or an alias of a value vault does not read): its value is unknown",
                    hint: "the text is kept as written; write the value out plainly for vault to read it")
        }
        let raw = frontMatter.unrepresentedValues().map { value in
            VaultProblem(.unsupportedYAML, path: path, location: value.location, sourceLine: value.sourceLine,
                         message: "'\(TerminalText.safe(TerminalText.clipped(value.key)))' holds \(value.reason), which vault cannot represent: "
                            + "the value is kept as its text (a string in JSON)",
                         hint: "the text is kept as written; write the value as plain mappings, lists and scalars for vault to read it")
        }
        return unknown + raw
    }

    /// `NFC`, `NFD` or `mixed`, for messages.
    private static func form(_ key: String) -> String {
        let composed = key.precomposedStringWithCanonicalMapping
        if composed.isSameKey(key) { return "NFC" }
        return key.decomposedStringWithCanonicalMapping.isSameKey(key) ? "NFD" : "mixed"
    }
}
