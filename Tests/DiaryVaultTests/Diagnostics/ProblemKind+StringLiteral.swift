@testable import DiaryVault

/// Lets tests compare kinds with the identifiers the user sees (`problem.kind == "duplicate-uuid"`);
/// a literal that names no kind stops the test.
extension ProblemKind: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        guard let kind = ProblemKind(rawValue: value) else { preconditionFailure("no problem kind '\(value)'") }
        self = kind
    }
}
