/// The settings in `.vault/config`: `key = value` lines, `#` comments, blank lines.
///
/// A line is a key, `=`, and a value; blanks around both are ignored. A `#` at the start of a
/// line, or after a blank, starts a comment that runs to the end of the line. Keys:
/// - `editor`: the command `vault new` and `vault edit` run (before `$VISUAL` and `$EDITOR`);
/// - `default-mood`: the mood `vault new` gives when `--mood` is not given (any spelling ``Mood``
///   reads);
/// - `locale`: a locale identifier such as `ko_KR`, checked as `--locale` is
///   (``LocaleResolver/recognized(_:)``);
/// - `week-start`: `monday` or `sunday`;
/// - `commit`: `true` or `false`, whether every change is committed with git (as `--commit`);
/// - `sync`: `rebase` or `merge`, how `vault sync` brings in the remote's commits (``GitSync``);
/// - `sort`: the order of `vault list` when `--sort` is not given: `newest`, `oldest`,
///   `starred`, `unstarred` or `random` (written by `vault list --sort ORDER --remember`).
/// - `leap-day`: `feb28` or `mar1`, where 29 February falls in common years (docs/TIME.md);
/// - `counting`: `from-one` or `from-zero`, how D-days are numbered (docs/TIME.md);
/// - `anniversary`: `YYYY-MM-DD Name`, a date that matters; the one key that may be set more than
///   once (each line adds one).
/// - `day-end`: `HH:MM`, when a day ends for streaks, stats and the heatmap (``DayEnd``);
/// - `heatmap-words`: 1 to 3 increasing whole numbers, the word steps of `vault heatmap --by words`.
/// - `default-template`: the template `vault new` starts from without `--template`: the name of a
///   file NAME.md in `.vault/templates/` (``EntryTemplate``).
///
/// Unknown keys are kept as warnings (a typo should not go unnoticed, nor stop the diary).
struct VaultConfig: Hashable, Sendable {
    /// Where the file is, relative to the vault root.
    static let relativePath = ".vault/config"

    /// The editor command, as written.
    var editor: String?
    /// The mood of new entries when `--mood` is not given.
    var defaultMood: Mood?
    /// The locale identifier.
    var locale: String?
    /// The first day of the week (`week-start`), or `nil` for the locale's.
    var weekStart: WeekStart?
    /// Whether every change is committed with git.
    var commit = false
    /// How `vault sync` pulls: rebasing (the default) or merging.
    var sync = GitSync.PullMode.rebase
    /// The remembered order of `vault list` (``EntryQuery/Order/Name``), or `nil` for the default.
    var sort: String?
    /// Where 29 February falls in common years, or `nil` for the default (`feb28`).
    var leapDay: TimeRules.LeapDay?
    /// How D-days are numbered, or `nil` for the locale's default.
    var counting: TimeRules.Counting?
    /// The named dates, in file order.
    var anniversaries: [Anniversary] = []
    /// When a day ends for streaks, stats and the heatmap; midnight by default.
    var dayEnd = DayEnd.midnight
    /// The word steps of `vault heatmap --by words`, increasing.
    var heatmapWords = VaultConfig.defaultHeatmapWords
    /// The template `vault new` uses when `--template` is not given, or `nil`.
    var defaultTemplate: String?
    /// The steps when `heatmap-words` is not set: documented in docs/STATS.md.
    static let defaultHeatmapWords = [100, 300, 600]
    /// One message per line vault did not understand but could skip, as
    /// `path:line:column: warning: ...`.
    var warnings: [String] = []

    /// The keys vault reads, in the order the default file lists them.
    static let knownKeys = ["editor", "default-mood", "locale", "week-start", "commit", "sync", "sort", "leap-day", "counting", "anniversary", "day-end", "heatmap-words", "default-template"]

    /// The keys that may be set on several lines, each adding a value.
    static let repeatableKeys: Set<String> = ["anniversary"]

    /// The settings of no file: everything unset, no commits.
    init() {}

    /// Reads the text of a config file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The path to name in errors and warnings.
    /// - Throws: ``VaultError/invalidConfig(path:line:column:message:)`` for a line without `=`,
    ///   an empty key, a known key other than `anniversary` set twice, a mood, locale, week start,
    ///   `commit`, `sort`, `leap-day`, `counting`, `anniversary`, `day-end`, `heatmap-words` or
    ///   `default-template` value
    ///   that is not one of the allowed ones.
    init(parsing text: String, path: String) throws {
        // "\r\n" is one Character: split at it as well as at "\n" (STYLE item 6).
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var seen: [String: Int] = [:]
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            let line = Self.stripComment(rawLine)
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw VaultError.invalidConfig(path: path, line: lineNumber, column: 1,
                                               message: "expected 'key = value', found '\(line.trimmingBlanks)'")
            }
            let key = String(line[..<equals].trimmingBlanks)
            let value = String(line[line.index(after: equals)...].trimmingBlanks)
            let valueColumn = line.utf8.distance(from: line.startIndex, to: equals) + 2
            func invalid(_ expected: String) -> VaultError {
                .invalidConfig(path: path, line: lineNumber, column: valueColumn,
                               message: "'\(value)' is not a valid \(key); expected \(expected)")
            }
            // A key set twice is ambiguous (which one did the user mean?): an error, as in
            // docs/WRITING.md, rather than the last one silently winning.
            if !key.isEmpty, Self.knownKeys.contains(key), !Self.repeatableKeys.contains(key), let first = seen[key] {
                throw VaultError.invalidConfig(path: path, line: lineNumber, column: 1,
                                               message: "'\(key)' is already set on line \(first); keep one of the two lines")
            }
            seen[key] = seen[key] ?? lineNumber
            switch key {
            case "":
                throw VaultError.invalidConfig(path: path, line: lineNumber, column: 1, message: "missing key before '='")
            case "editor":
                editor = value.isEmpty ? nil : value
            case "default-mood":
                guard let mood = Mood(parsing: value) else { throw invalid("bad, not-great, okay, good or great") }
                defaultMood = mood
            case "locale":
                guard value.isEmpty || LocaleResolver.recognized(value) != nil else { throw invalid(LocaleResolver.expectedValue) }
                locale = value.isEmpty ? nil : value
            case "week-start":
                guard let start = WeekStart(rawValue: value.lowercased()) else {
                    throw invalid(WeekStart.allCases.map(\.rawValue).joined(separator: " or "))
                }
                weekStart = start
            case "commit":
                guard let flag = ["true": true, "false": false][value.lowercased()] else { throw invalid("true or false") }
                commit = flag
            case "sync":
                guard let mode = GitSync.PullMode(rawValue: value.lowercased()) else { throw invalid("rebase or merge") }
                sync = mode
            case "sort":
                guard EntryQuery.Order.Name(rawValue: value.lowercased()) != nil else { throw invalid(EntryQuery.Order.Name.listed) }
                sort = value.lowercased()
            case "leap-day":
                guard let rule = TimeRules.LeapDay(rawValue: value.lowercased()) else { throw invalid("feb28 or mar1") }
                leapDay = rule
            case "counting":
                guard let rule = TimeRules.Counting(rawValue: value.lowercased()) else { throw invalid("from-one or from-zero") }
                counting = rule
            case "anniversary":
                guard let anniversary = Anniversary(parsing: value) else { throw invalid("a date and a name, such as 2021-05-04 We met") }
                anniversaries.append(anniversary)
            case "day-end":
                guard let end = DayEnd(parsing: value) else { throw invalid("a time HH:MM from 00:00 to 23:59, such as 04:00") }
                dayEnd = end
            case "heatmap-words":
                let steps = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingBlanks) }
                guard (1...3).contains(steps.count), let first = steps[0], first > 0,
                      zip(steps, steps.dropFirst()).allSatisfy({ ($0 ?? 0) < ($1 ?? 0) }) else {
                    throw invalid("1 to 3 increasing whole numbers above 0, such as 100,300,600")
                }
                heatmapWords = steps.compactMap { $0 }
            case "default-template":
                let name = value.hasSuffix(".md") ? String(value.dropLast(3)) : value
                guard value.isEmpty || EntryTemplate.isValidName(name) else {
                    throw invalid("the name of a template in .vault/templates/, such as daily")
                }
                defaultTemplate = value.isEmpty ? nil : name
            default:
                warnings.append("\(path):\(lineNumber):1: warning: unknown key '\(key)' ignored; known keys: "
                                + Self.knownKeys.joined(separator: ", "))
            }
        }
    }

    /// Reads `.vault/config` of a vault; a vault without the file has the default settings.
    ///
    /// - Parameter vault: The vault.
    /// - Throws: ``VaultError/readFailed(path:reason:)`` when the file exists but cannot be read,
    ///   and the errors of ``init(parsing:path:)``.
    static func load(_ vault: Vault) throws -> VaultConfig {
        let absolute = vault.absolutePath(relativePath)
        guard FileSystem.status(absolute, follow: true) != nil else { return VaultConfig() }
        let bytes = try FileSystem.read(absolute)
        return try VaultConfig(parsing: String(decoding: bytes, as: UTF8.self), path: vault.displayPath(relativePath))
    }

    /// The text `vault init` writes: every key, commented out, with what it does.
    static let defaultText = """
        # vault configuration: `key = value` lines; # starts a comment.
        # Remove the # in front of a line to use it.

        # The editor for `vault new` and `vault edit`. Default: $VISUAL, else $EDITOR, else vi.
        # editor = nvim

        # The mood `vault new` gives an entry without --mood: bad, not-great, okay, good, great.
        # default-mood = okay

        # The locale for dates and names. Default: from LC_ALL, LC_TIME or LANG.
        # locale = ko_KR

        # The first day of the week in calendars: monday or sunday. Default: from the locale.
        # week-start = monday

        # Commit every change vault makes with git, as if --commit were given.
        # commit = false

        # How `vault sync` brings in the other devices' commits: rebase or merge. Default: rebase.
        # sync = rebase

        # Where a 29 February anniversary falls in common years: feb28 or mar1. Default: feb28.
        # leap-day = feb28

        # D-day counting: from-one (the date is day 1) or from-zero. Default: from-one in Korean.
        # counting = from-zero

        # A date that matters, for `vault dday` and the calendar; one line each, as many as you like.
        # anniversary = 2021-05-04 We met

        # When a day ends for streaks, stats and the heatmap: an entry written before this time
        # counts for the day before (its file and the calendar keep its own day). Default: 00:00.
        # day-end = 04:00

        # The word steps of `vault heatmap --by words`. Default: 100,300,600.
        # heatmap-words = 100,300,600

        # The template `vault new` starts from, a file NAME.md in .vault/templates/ (see daily.md there).
        # default-template = daily

        """

    /// The line without its comment: from a `#` at the start or after a blank.
    private static func stripComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#", previous == " " || previous == "\t" { return line[..<index] }
            previous = line[index]
        }
        return line
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingBlanks: Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}

extension VaultConfig {
    /// The first day of the week of a calendar or heatmap grid: the config's `week-start`, and
    /// `--monday` and `--sunday`.
    enum WeekStart: String, CaseIterable, Hashable, Sendable {
        /// The week starts on Monday (ISO 8601).
        case monday
        /// The week starts on Sunday.
        case sunday

        /// The day as Foundation's `Calendar.firstWeekday` numbers it: 1 for Sunday, 2 for Monday.
        var firstWeekday: Int {
            switch self {
            case .sunday: 1
            case .monday: 2
            }
        }
    }
}
