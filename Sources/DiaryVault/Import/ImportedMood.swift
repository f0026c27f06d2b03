/// How a source's mood value becomes an entry's `mood:` key (docs/IMPORT.md, "Moods").
///
/// - One of the five names in any spelling ``Mood/init(parsing:)`` accepts (`notGreat`,
///   `not great`, `Okay`, the levels `1` to `5`) is written as vault's name: **kept** when the
///   source wrote that name already, else **converted**.
/// - Any other value (Obsidian's `mood: content`, `7` on a 1-10 scale, an emoji) is written as the
///   source wrote it, **kept as text**: vault shows the text and `vault check` warns that the
///   calendar shows no mood for it (`unknown-mood`). It is never dropped.
/// - An empty value (`null`, `""`) writes nothing and is counted as **dropped**, reason "empty".
enum ImportedMood {
    /// The reason the fidelity report gives for a mood kept as text.
    static let keptAsText = "kept as text: not one of the five moods"
    /// The reason the fidelity report gives for a mood written as vault's name.
    static let convertedToName = "written as vault's mood name"

    /// Reads one mood value and records its fate under `field`.
    ///
    /// - Parameters:
    ///   - value: The value as the source wrote it.
    ///   - field: The source's name for the field (`mood`, `mood::`), for the report.
    ///   - fidelity: The counts.
    /// - Returns: The mood when the value names one of the five, else the value to write as it
    ///   is (``ImportedEntry/moodAsWritten``); both `nil` for an empty value.
    static func read(_ value: FrontMatterValue, field: String,
                     fidelity: inout ImportFidelity) -> (mood: Mood?, asWritten: FrontMatterValue?) {
        let text = value.stringValue
        if case .null = value {
            fidelity.record(field, .dropped, reason: "empty")
            return (nil, nil)
        }
        if let text, text.trimmingASCIISpaces.isEmpty {
            fidelity.record(field, .dropped, reason: "empty")
            return (nil, nil)
        }
        if let text, let mood = Mood(parsing: text) {
            let exact = text == mood.rawValue
            fidelity.record(field, exact ? .kept : .converted, reason: exact ? "" : convertedToName)
            return (mood, nil)
        }
        fidelity.record(field, .kept, reason: keptAsText)
        return (nil, value)
    }
}
