import Foundation
@testable import DiaryVault

extension CLIContext {
    /// 2026-11-29T21:14:00+09:00, the instant test contexts are created at.
    static let testNow = Date(timeIntervalSince1970: 1_795_954_440)

    /// A context for tests: nothing is a terminal, width 80, Seoul time, `/tmp/diary` as the
    /// working directory, an empty environment unless given.
    static func test(
        arguments: [String] = ["vault"], environment: [String: String] = [:],
        standardInput: StandardInput = StandardInput(text: ""),
        standardOutput: any TextWriter = CapturingWriter(), standardError: any TextWriter = CapturingWriter(),
        isOutputTerminal: Bool = false, terminalWidth: Int = 80, now: Date = CLIContext.testNow,
        timeZone: TimeZone = TimeZone(identifier: "Asia/Seoul")!
    ) -> CLIContext {
        CLIContext(
            arguments: arguments, environment: environment,
            currentDirectory: URL(fileURLWithPath: "/tmp/diary", isDirectory: true),
            standardInput: standardInput, standardOutput: standardOutput, standardError: standardError,
            isOutputTerminal: isOutputTerminal, isErrorTerminal: false, terminalWidth: terminalWidth,
            now: now, timeZone: timeZone)
    }
}
