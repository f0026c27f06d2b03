import Foundation

/// What the `vault` under test supports, read from its help, so the benchmark neither fakes
/// figures for features that do not exist yet nor breaks when they arrive.
struct VaultFeatures: Sendable, Equatable {
    /// `vault index` has `--no-cache` (so it has a cache).
    var hasCache: Bool
    /// A `--stats` option exists (else `VAULT_STATS=1` is still tried).
    var hasStatsFlag: Bool

    /// Reads the features from the texts of `vault index --help` and `vault --help`.
    init(indexHelp: String, globalHelp: String) {
        hasCache = indexHelp.contains("--no-cache")
        hasStatsFlag = indexHelp.contains("--stats") || globalHelp.contains("--stats")
    }

    /// The number in a line such as `files read: 10` (any case, `:` or `=`), if stderr has one.
    ///
    /// - Parameter stderr: What vault wrote on standard error.
    static func filesRead(in stderr: String) -> Int? {
        for line in stderr.lowercased().split(whereSeparator: \.isNewline) {
            guard let range = line.range(of: "files read") else { continue }
            let rest = line[range.upperBound...].drop { $0 == ":" || $0 == "=" || $0 == " " }
            if let number = Int(rest.prefix { $0.isASCII && $0.isNumber }) { return number }
        }
        return nil
    }
}
