import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CLIContext {
    /// The context of the running process: its environment, working directory, standard streams,
    /// terminal, clock and time zone.
    ///
    /// Standard output is buffered when it is not a terminal (``CLI`` flushes it before returning);
    /// standard error is never buffered.
    ///
    /// - Parameter arguments: The argument vector, program name first.
    static func live(arguments: [String]) -> CLIContext {
        let environment = ProcessInfo.processInfo.environment
        replaceUnusableLocaleVariables(environment)
        let isOutputTerminal = Terminal.isTerminal(1)
        return CLIContext(
            arguments: arguments,
            environment: environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            standardInput: StandardInput(isTerminal: Terminal.isTerminal(0),
                                         read: { try FileHandle.standardInput.readToEnd() ?? Data() },
                                         readLine: { Swift.readLine(strippingNewline: true) }),
            standardOutput: FileHandleWriter(handle: .standardOutput, isBuffered: !isOutputTerminal),
            standardError: FileHandleWriter(handle: .standardError, isBuffered: false),
            isOutputTerminal: isOutputTerminal,
            isErrorTerminal: Terminal.isTerminal(2),
            terminalWidth: Terminal.width(environment: environment) { Terminal.columns(of: 1) },
            now: Date(),
            timeZone: TimeZone.current,
            controllingTerminal: Terminal.isTerminal(0) ? nil : Terminal.controllingTerminal()
        )
    }

    /// The locale variables ICU reads by itself to find its default locale.
    static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LC_TIME", "LANG"]

    /// Sets to `C`, in this process only, each locale variable whose value vault would not use.
    ///
    /// ICU reads its default locale from the environment on its own, whatever locale vault passes
    /// it, and ICU 76 crashes on some values (a language part of 12 or more letters, such as
    /// `LANG=abcdefghijkl.UTF-8`). vault chooses its locale from the captured environment
    /// (``LocaleResolver``), which falls back to en_US for such values, and programs it starts
    /// (the editor, git) get the captured environment unchanged.
    ///
    /// - Parameter environment: The environment as the process received it.
    static func replaceUnusableLocaleVariables(_ environment: [String: String]) {
        for name in localeVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            // Checked by shape first: a long or odd value never reaches ICU, even to be looked up
            // (ICU 76 also crashed on `ko_KR@` followed by 200 letters). Locale names are short
            // ASCII (`ko_KR.UTF-8@euro`); anything else vault would not use anyway.
            let language = value.prefix { $0.isASCII && $0.isLetter }
            if language.count <= 8, value.utf8.count <= 32, value.allSatisfy(\.isASCII),
               LocaleResolver.recognized(value) != nil { continue }
            setenv(name, "C", 1)
        }
    }
}
