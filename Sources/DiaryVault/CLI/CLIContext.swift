import Foundation

/// Everything a command may read from outside the program: arguments, environment, working
/// directory, standard streams, terminal, clock and time zone.
///
/// Commands never ask the process directly, so tests run them in-process with a context of their
/// own (captured output, a fixed clock, a chosen environment). ``live(arguments:)`` builds the
/// real one in one place.
struct CLIContext: Sendable {
    /// The full argument vector, program name first.
    var arguments: [String]
    /// The environment variables.
    var environment: [String: String]
    /// The working directory, as a file URL.
    var currentDirectory: URL
    /// Standard input.
    var standardInput: StandardInput
    /// Standard output, for results.
    var standardOutput: any TextWriter
    /// Standard error, for diagnostics.
    var standardError: any TextWriter
    /// Whether standard output is a terminal; decides `--color auto`.
    var isOutputTerminal: Bool
    /// Whether standard error is a terminal.
    var isErrorTerminal: Bool
    /// The width to lay output out in, in columns: `COLUMNS`, else the terminal's, else 80.
    var terminalWidth: Int
    /// The controlling terminal's path (`/dev/tty`) when one can be opened, else `nil`: where an
    /// editor reads and writes when standard input is a pipe (`ssh host vault new`, an IDE task).
    var controllingTerminal: String?
    /// The current instant.
    var now: Date
    /// The time zone that decides which day ``now`` falls on.
    var timeZone: TimeZone

    /// Creates a context; every value is given, so tests state what they depend on.
    init(
        arguments: [String], environment: [String: String], currentDirectory: URL,
        standardInput: StandardInput, standardOutput: any TextWriter, standardError: any TextWriter,
        isOutputTerminal: Bool, isErrorTerminal: Bool, terminalWidth: Int, now: Date, timeZone: TimeZone,
        controllingTerminal: String? = nil
    ) {
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isOutputTerminal = isOutputTerminal
        self.isErrorTerminal = isErrorTerminal
        self.terminalWidth = terminalWidth
        self.now = now
        self.timeZone = timeZone
        self.controllingTerminal = controllingTerminal
    }

    /// Today's date in ``timeZone``, on the Gregorian calendar.
    ///
    /// From the time zone's offset at ``now`` and day arithmetic (RFC 3339 dates are proleptic
    /// Gregorian, as ``CivilDate`` counts them), without building a `Calendar`; a clock before
    /// 1583 (only a test sets one) goes through Foundation's Gregorian calendar, which is Julian
    /// before 15 October 1582.
    var today: CivilDate {
        let local = now.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: now))
        if local >= -12_212_553_600 {  // 1583-01-01T00:00:00Z
            return CivilDate(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day,
            let date = CivilDate(year: year, month: month, day: day)
        else { preconditionFailure("no Gregorian date for \(now) in \(timeZone.identifier)") }
        return date
    }

    /// A path typed by the user as a file URL: `~` and `~/...` use `HOME`, relative paths start
    /// at ``currentDirectory``.
    ///
    /// - Parameter path: The path as typed, such as the value of `--vault`.
    func fileURL(forPath path: String) -> URL {
        var expanded = path
        if let home = environment["HOME"], path == "~" || path.hasPrefix("~/") {
            expanded = home + path.dropFirst()
        }
        return URL(fileURLWithPath: expanded, relativeTo: currentDirectory).standardizedFileURL
    }

    /// The running `vault` as git's drivers and hooks should run it: the program name it was
    /// started by (``arguments``' first), made absolute through ``currentDirectory`` or `PATH`
    /// (``GitSetup/program(invokedAs:environment:currentDirectory:)``); `vault` when not found.
    var vaultProgram: String {
        GitSetup.program(invokedAs: arguments.first, environment: environment, currentDirectory: currentDirectory.path)
    }
}
