/// The status the `vault` process exits with: 0 success, 1 failure, 64 usage error.
///
/// The usage status is `EX_USAGE` from BSD `sysexits.h`, the code shells and swift-argument-parser
/// use for a command line that could not be understood. Everything else that goes wrong (a file
/// that failed to parse, a missing vault) is a plain failure.
struct ExitCode: RawRepresentable, Hashable, Sendable {
    /// The numeric status passed to `exit(3)`.
    var rawValue: Int32

    /// Creates an exit code from its numeric status.
    ///
    /// - Parameter rawValue: The status, 0 to 255.
    init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The command did what was asked (0).
    static let success = ExitCode(rawValue: 0)
    /// The command failed, or found problems it reports (1).
    static let failure = ExitCode(rawValue: 1)
    /// The command line could not be understood (64, `EX_USAGE` in `sysexits.h`).
    static let usage = ExitCode(rawValue: 64)
}

extension ExitCode {
    /// Every status vault exits with and what it means, for the manual page's EXIT STATUS.
    static let documented: [(code: ExitCode, meaning: String)] = [
        (.success, "Done."),
        (.failure, "Failed: a file could not be read or parsed (the rest was still shown), no entry matched, "
            + "'index --check' found the index stale, no vault was found above the current folder, a write or the editor failed."),
        (.usage, "Usage error: an unknown command or option (with a \"did you mean\"), a bad value, a missing argument, "
            + "a --vault DIR or VAULT_DIR that is not a vault (no .vault/ folder)."),
    ]
}
