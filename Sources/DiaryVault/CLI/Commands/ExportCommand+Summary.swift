import Foundation

extension ExportCommand {
    /// The summary line: `vault: exported 12 entries to diary.zip; 2 private entries left out
    /// (--include-private exports them)`, and the entries that could not be read.
    ///
    /// - Parameters:
    ///   - tally: What was exported and left out.
    ///   - destination: The output path as shown, or `nil` for standard output.
    static func summary(_ tally: ExportReader.Tally, destination: String?) -> String {
        var text = "vault: exported " + count(tally.exported, "entry", "entries")
        if let destination { text += " to " + destination }
        if tally.privateLeftOut > 0 {
            text += "; " + count(tally.privateLeftOut, "private entry", "private entries") + " left out (--include-private exports them)"
        }
        if !tally.unreadable.isEmpty {
            text += "; " + count(tally.unreadable.count, "entry", "entries") + " could not be read: "
                + tally.unreadable.map(TerminalText.safe).joined(separator: ", ")
        }
        return text
    }

    /// `1 entry`, `2 entries`.
    static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) " + (number == 1 ? one : many)
    }

    /// The notes of a Day One export: links to missing files, and the keys with no Day One field.
    static func dayOneNotes(_ export: DayOneExport) -> [String] {
        var notes = export.missingLinks.map { "vault: warning: \(TerminalText.safe($0)): no such file beside the entry; the link is kept as written" }
        notes += export.uncarriedLinks.map {
            "vault: warning: \(TerminalText.safe($0)): Day One holds photos, videos, audio and PDFs only; the file is not in the archive, the link is kept as written"
        }
        if !export.droppedKeys.isEmpty {
            notes.append("vault: Day One has no field for these keys, left out: "
                + export.droppedKeys.map { "\(TerminalText.safe($0.key)) (\(count($0.count, "entry", "entries")))" }.joined(separator: ", "))
        }
        return notes
    }

    /// The note of a jrnl export: the tags jrnl cannot hold (no letter, digit or `_`), left out.
    static func jrnlNotes(_ unwritten: [(key: String, count: Int)]) -> [String] {
        guard !unwritten.isEmpty else { return [] }
        return ["vault: jrnl has no tag for these tags (no letter, digit or _), left out: "
            + unwritten.map { "'\(TerminalText.safe($0.key))' (\(count($0.count, "entry", "entries")))" }.joined(separator: ", ")]
    }

    /// The zip members' timestamp: the clock in the local time zone.
    static func timestamp(_ context: CLIContext) -> ZipWriter.Timestamp {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: context.now)
        return ZipWriter.Timestamp(year: parts.year ?? 1980, month: parts.month ?? 1, day: parts.day ?? 1,
                                   hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0)
    }
}
