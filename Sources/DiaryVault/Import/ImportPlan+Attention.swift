extension ImportPlan {
    /// What the new entries hold that `vault check` warns about, one sentence per kind, so that
    /// an import never leaves a warning behind unannounced (docs/IMPORT.md, "After an import"):
    /// - entries with no body text (`empty-body`): the source had only a title, or nothing but
    ///   the date and keys, which are data and are imported all the same;
    /// - moods kept as text (`unknown-mood`, ``ImportedMood``).
    ///
    /// Every other check of an entry passes on what an import writes. Empty in a plan with no
    /// new entry of these kinds.
    var attention: [String] {
        var empty = 0
        var moodEntries = 0
        var moods: [String] = []
        for item in items {
            guard case .new = item.action else { continue }
            if item.entry.writtenBody.isEmpty { empty += 1 }
            guard item.entry.mood == nil, let written = item.entry.moodAsWritten else { continue }
            moodEntries += 1
            let text = written.stringValue ?? "\(written)"
            if !moods.contains(text) { moods.append(text) }
        }
        var notes = sharedIDs
        if empty > 0 {
            notes.append("\(empty) new \(empty == 1 ? "entry has" : "entries have") no body text (the source had none); "
                         + "vault check warns about \(empty == 1 ? "it" : "them") (empty-body) until text is written below the front matter")
        }
        if moodEntries > 0 {
            let shown = moods.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (moods.count > 5 ? ", ..." : "")
            notes.append("\(moodEntries) new \(moodEntries == 1 ? "entry keeps" : "entries keep") a mood that is not one of the five (\(shown)); "
                         + "vault check warns about \(moodEntries == 1 ? "it" : "them") (unknown-mood): the text is shown, the calendar shows no mood")
        }
        return notes
    }
}
