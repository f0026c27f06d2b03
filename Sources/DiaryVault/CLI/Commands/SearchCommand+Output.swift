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
    /// The JSON writer, for `--json` (one document across every batch).
    private var json = JSONWriter()
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
                SearchRenderer.writeJSON(entry, lines: lines, to: &json)
                context.standardOutput.write(bytes: json.takeBytes())
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
        if case .entries(.json) = output {
            json.beginObject()
            json.key("entries")
            json.beginArray()
        }
    }

    /// Ends the output: closes the JSON document with the counts, or prints the count.
    mutating func finish() {
        begin()
        switch output {
        case .entries(.json):
            json.endArray()
            json.field("entryCount", entryCount)
            json.field("matchCount", matchCount)
            json.endObject()
            context.standardOutput.write(bytes: json.takeBytes() + [0x0A])
        case .count:
            context.standardOutput.write("\(entryCount)\n")
        case .entries(.text), .paths:
            break
        }
    }
}
