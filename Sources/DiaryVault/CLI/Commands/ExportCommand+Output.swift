import Foundation

/// Where an export's bytes go: standard output as they come, or a file written atomically at
/// the end (a temporary file in the same folder, then a rename: ``AtomicWriter``).
struct ExportSink {
    /// The outside world.
    var context: CLIContext
    /// The output path as typed, or `nil` for standard output.
    var path: String?
    /// The bytes for the file, held until ``finish()``.
    private var pending: [UInt8] = []

    /// A sink for `-o PATH`, or standard output when `path` is `nil`.
    init(context: CLIContext, path: String?) {
        self.context = context
        self.path = path
    }

    /// The output path as the summary names it (escaped for the terminal).
    var displayPath: String { TerminalText.safe(path ?? "-") }

    /// Writes bytes: to standard output now, or to the file at the end.
    mutating func write(_ bytes: [UInt8]) {
        if path == nil { context.standardOutput.write(bytes: bytes) } else { pending += bytes }
    }

    /// Writes the file, when there is one.
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when the folder does not exist, the
    ///   path is a folder, or the system refuses.
    func finish() throws {
        guard let path else { return }
        let absolute = context.fileURL(forPath: path).path
        if FileSystem.status(absolute, follow: true)?.kind == .directory {
            throw VaultError.writeFailed(path: path, reason: "it is a folder; give a file name, such as \(path)/diary.zip")
        }
        try AtomicWriter.write(pending, to: absolute, displayPath: path)
    }
}

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
        if !export.droppedKeys.isEmpty {
            notes.append("vault: Day One has no field for these keys, left out: "
                + export.droppedKeys.map { "\(TerminalText.safe($0.key)) (\(count($0.count, "entry", "entries")))" }.joined(separator: ", "))
        }
        return notes
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
