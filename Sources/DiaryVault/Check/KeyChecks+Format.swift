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
    /// the core schema, an alias of something it does not read.
    func unsupportedValueProblems() -> [VaultProblem] {
        fields.filter { Self.holdsUnknown($0.value) }.map { field in
            problem(.unsupportedYAML, key: field.key,
                    message: field.key == "<<"
                        ? "merge keys ('<<') are not supported: the merged keys are not read"
                        : "'\(TerminalText.safe(TerminalText.clipped(field.key)))' uses YAML that is not supported (a tag outside the core schema, "
                            + "or an alias of a mapping): its value is unknown",
                    hint: "the text is kept as written; write the value out plainly for vault to read it")
        }
    }

    /// Whether a value is, or holds, an unknown value.
    static func holdsUnknown(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .unknown: true
        case .sequence(let items): items.contains(where: holdsUnknown)
        case .null, .bool, .integer, .float, .string, .raw: false
        }
    }

    /// `NFC`, `NFD` or `mixed`, for messages.
    private static func form(_ key: String) -> String {
        let composed = key.precomposedStringWithCanonicalMapping
        if composed.isSameKey(key) { return "NFC" }
        return key.decomposedStringWithCanonicalMapping.isSameKey(key) ? "NFD" : "mixed"
    }
}
