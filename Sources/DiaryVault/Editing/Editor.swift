import Foundation

/// The user's text editor: which command to run, and running it on one file.
///
/// The command is the first of: `editor` in `.vault/config`, `$VISUAL`, `$EDITOR`, `vi` (the
/// order git uses). It is split into words at blanks, with `'...'` and `"..."` grouping words
/// (`code --wait`, `"/Applications/My Editor.app/bin/edit" -w`); no other shell syntax is read,
/// and no shell runs. The file's path is passed as the last argument. The editor shares vault's
/// terminal, and vault waits for it to exit.
struct Editor: Hashable, Sendable {
    /// The program and its leading arguments, such as `["code", "--wait"]`.
    var words: [String]

    /// The editor to use.
    ///
    /// A choice that is unset or blank is skipped; one that cannot be split into words (a quote
    /// never closed, a backslash at the end) is an error, never skipped for the next: running
    /// another editor than the one the user set would be a surprise.
    ///
    /// - Parameters:
    ///   - configured: The `editor` setting of `.vault/config`, if any.
    ///   - environment: The environment, for `VISUAL` and `EDITOR`.
    /// - Returns: The first choice that is not blank, else `vi`.
    /// - Throws: ``VaultError/editorNotStarted(command:reason:)`` naming the setting and what is
    ///   wrong with it.
    static func choose(configured: String?, environment: [String: String]) throws -> Editor {
        let candidates = [("'editor' in .vault/config", configured), ("$VISUAL", environment["VISUAL"]),
                          ("$EDITOR", environment["EDITOR"])]
        for case let (source, candidate?) in candidates {
            let (words, problem) = splitting(candidate)
            if let problem {
                throw VaultError.editorNotStarted(command: candidate, reason: "from \(source) cannot be split into words: \(problem)")
            }
            if !words.isEmpty { return Editor(words: words) }
        }
        return Editor(words: ["vi"])
    }

    /// The command as the user would type it, for messages.
    var commandLine: String { words.joined(separator: " ") }

    /// Opens a file in the editor and waits for it to exit.
    ///
    /// - Parameters:
    ///   - path: The absolute path of the file to edit.
    ///   - environment: The environment the editor runs with (also searched for the program).
    ///   - currentDirectory: The working directory, for a relative program path.
    ///   - terminal: A terminal device (`/dev/tty`) for the editor's input and output when this
    ///     process's standard input is not a terminal, or `nil` to share this process's.
    /// - Throws: ``VaultError/editorNotStarted(command:reason:)`` when the program is not found or
    ///   cannot be started; ``VaultError/editorFailed(command:status:)`` when it exits with a
    ///   status other than 0.
    func edit(_ path: String, environment: [String: String], currentDirectory: String, terminal: String? = nil) throws {
        guard let program = words.first,
              let executable = ExternalProgram.find(program, environment: environment, currentDirectory: currentDirectory) else {
            throw VaultError.editorNotStarted(command: commandLine, reason: "was not found")
        }
        let output: ExternalProgram.Output
        do {
            output = try ExternalProgram.run(executable, Array(words.dropFirst()) + [path], in: currentDirectory,
                                             environment: environment, capture: false, terminal: terminal)
        } catch {
            throw VaultError.editorNotStarted(command: commandLine, reason: "could not be started: \(error.localizedDescription)")
        }
        guard output.status == 0 else {
            throw VaultError.editorFailed(command: commandLine, status: output.status)
        }
    }

    /// Splits a command into words (see ``splitting(_:)``).
    ///
    /// - Parameter command: The command as written.
    /// - Returns: The words, or `nil` when a quote is not closed or a backslash ends the command.
    static func split(_ command: String) -> [String]? {
        let (words, problem) = splitting(command)
        return problem == nil ? words : nil
    }

    /// Splits a command into words: blanks separate words, quotes group them and are removed, a
    /// backslash outside single quotes keeps the next character as it is.
    ///
    /// - Parameter command: The command as written.
    /// - Returns: The words, and what makes the command unreadable (`nil` when nothing does): a
    ///   quote that is never closed, or a backslash with nothing after it.
    static func splitting(_ command: String) -> (words: [String], problem: String?) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if let quote { return (words, "the \(quote) quote is never closed") }
        if escaped { return (words, "it ends with a backslash") }
        if inWord { words.append(word) }
        return (words, nil)
    }
}
