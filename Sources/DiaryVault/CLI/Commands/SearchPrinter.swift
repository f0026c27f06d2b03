/// Prints the matching entries of `vault search` as they come, in the form the command line
/// asks for (``ListingOutput``), within the `--limit`.
struct SearchPrinter {
    /// The form: text, JSON, paths or a count.
    var output: ListingOutput
    /// Where to write.
    var context: CLIContext
    /// The locale and style of the text.
    var settings: RenderSettings
    /// At most this many entries, or `nil` for all.
    var limit: Int?
    /// Whether context lines are shown (so `--` separates groups).
    var showsContext = false
    /// How many entries were printed so far.
    private(set) var entryCount = 0
    /// How many matches they hold.
    private(set) var matchCount = 0
    /// The JSON listing, for `--json` (one document across every batch).
    private var envelope: JSONEnvelope?
    /// Whether the JSON document was opened.
    private var started = false
    /// The locale's short weekday names, for the headings.
    private let weekdays: [String]

    /// Creates a printer.
    init(output: ListingOutput, context: CLIContext, settings: RenderSettings, limit: Int?) {
        self.output = output
        self.context = context
        self.settings = settings
        self.limit = limit
        weekdays = IndexRenderer.shortWeekdays(localeIdentifier: settings.localeIdentifier)
    }

    /// Whether `--limit` entries were printed: the rest need not be searched.
    var isFull: Bool { limit.map { entryCount >= $0 } ?? false }

    /// Prints entries, in order, until the limit.
    mutating func print(_ entries: [(EntrySummary, [TextSearch.Line])]) {
        begin()
        for (entry, lines) in entries {
            if isFull { return }
            switch output {
            case .entries(.text):
                context.standardOutput.write((entryCount > 0 ? "\n" : "")
                    + SearchRenderer.render(entry, lines: lines, weekdays: weekdays, style: settings.style,
                                          separatesGroups: showsContext, words: Catalogue(localeIdentifier: settings.localeIdentifier)))
            case .entries(.json):
                if var listing = envelope {
                    envelope = nil  // written in place, not copied
                    SearchRenderer.writeJSON(entry, lines: lines, to: &listing.json)
                    context.standardOutput.write(bytes: listing.json.takeBytes())
                    envelope = listing
                }
            case .paths(let terminator):
                context.standardOutput.write(bytes: Array(entry.path.utf8) + [terminator])
            case .count:
                break
            }
            entryCount += 1
            matchCount += lines.reduce(0) { $0 + $1.matches.count }
        }
    }

    /// Opens the JSON document once.
    private mutating func begin() {
        guard !started else { return }
        started = true
        if case .entries(.json) = output { envelope = JSONEnvelope(collection: "entries") }
    }

    /// Ends the output: closes the JSON listing (``JSONEnvelope``) with the counts and the
    /// problems, or prints the count.
    ///
    /// - Parameter problems: The problems met while searching, for `--json`.
    mutating func finish(problems: [VaultProblem]) {
        begin()
        switch output {
        case .entries(.json):
            let matches = matchCount
            if var listing = envelope {
                context.standardOutput.write(bytes: listing.finish(count: entryCount, problems: problems) { $0.field("matchCount", matches) })
            }
        case .count:
            context.standardOutput.write("\(entryCount)\n")
        case .entries(.text), .paths:
            break
        }
    }
}
