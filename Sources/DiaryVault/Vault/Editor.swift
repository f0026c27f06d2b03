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
    /// - Parameters:
    ///   - configured: The `editor` setting of `.vault/config`, if any.
    ///   - environment: The environment, for `VISUAL` and `EDITOR`.
    /// - Returns: The first non-empty choice that splits into words, else `vi`.
    static func choose(configured: String?, environment: [String: String]) -> Editor {
        for candidate in [configured, environment["VISUAL"], environment["EDITOR"]] {
            if let candidate, let words = split(candidate), !words.isEmpty { return Editor(words: words) }
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
    /// - Throws: ``VaultError/editorNotStarted(command:reason:)`` when the program is not found or
    ///   cannot be started; ``VaultError/editorFailed(command:status:)`` when it exits with a
    ///   status other than 0.
    func edit(_ path: String, environment: [String: String], currentDirectory: String) throws {
        guard let program = words.first,
              let executable = ExternalProgram.find(program, environment: environment, currentDirectory: currentDirectory) else {
            throw VaultError.editorNotStarted(command: commandLine, reason: "was not found")
        }
        let output: ExternalProgram.Output
        do {
            output = try ExternalProgram.run(executable, Array(words.dropFirst()) + [path], in: currentDirectory,
                                             environment: environment, capture: false)
        } catch {
            throw VaultError.editorNotStarted(command: commandLine, reason: "could not be started: \(error.localizedDescription)")
        }
        guard output.status == 0 else {
            throw VaultError.editorFailed(command: commandLine, status: output.status)
        }
    }

    /// Splits a command into words: blanks separate words, quotes group them and are removed, a
    /// backslash outside single quotes keeps the next character as it is.
    ///
    /// - Parameter command: The command as written.
    /// - Returns: The words, or `nil` when a quote is not closed.
    static func split(_ command: String) -> [String]? {
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
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
