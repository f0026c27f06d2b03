/// Format-preserving edits of `.vault/config`: one key set to one value, every other byte kept.
///
/// Used by `vault list --sort ORDER --remember`. Comments, blank lines, other keys, the order of
/// lines and each line's ending (`\n` or `\r\n`) stay as they are. A key already set is changed in
/// place, on its line: the value is replaced and a comment after it kept; a key only mentioned in
/// a comment (`# sort = newest`) is not set, so the new line is appended at the end, with the
/// file's line ending (that of its first line, else `\n`).
extension VaultConfig {
    /// The text of a config with `key` set to `value`.
    ///
    /// - Parameters:
    ///   - text: The file's contents, valid (``init(parsing:path:)`` accepts it, so a known key
    ///     appears at most once).
    ///   - key: The key, such as `sort`.
    ///   - value: The value, one that the key accepts, without `#` or line breaks.
    /// - Returns: The new contents.
    static func setting(_ key: String, to value: String, in text: String) -> String {
        var lines = splitLines(text)
        for index in lines.indices {
            let content = lines[index].content
            let (setting, comment) = splitComment(content)
            guard let equals = setting.firstIndex(of: "="),
                  setting[..<equals].trimmingCharacters(in: " \t") == key else { continue }
            let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            var valueStart = setting.index(after: equals)
            while valueStart < setting.endIndex, isBlank(setting[valueStart]) { valueStart = setting.index(after: valueStart) }
            var valueEnd = setting.endIndex
            while valueEnd > valueStart, isBlank(setting[setting.index(before: valueEnd)]) { valueEnd = setting.index(before: valueEnd) }
            let head = String(setting[..<valueStart]) + (valueStart == valueEnd && !isBlank(setting[equals...].last ?? "=") ? " " : "")
            let beforeComment = comment.isEmpty ? "" : (valueEnd == setting.endIndex ? " " : String(setting[valueEnd...]))
            lines[index].content = head + value + beforeComment + comment
            return lines.map { $0.content + $0.ending }.joined()
        }
        let ending = lines.first { !$0.ending.isEmpty }?.ending ?? "\n"
        if let last = lines.last, last.ending.isEmpty, !last.content.isEmpty { lines[lines.count - 1].ending = ending }
        if lines.last?.content.isEmpty == true, lines.last?.ending.isEmpty == true { lines.removeLast() }
        lines.append((content: "\(key) = \(value)", ending: ending))
        return lines.map { $0.content + $0.ending }.joined()
    }

    /// Sets `key` to `value` in a vault's `.vault/config`, creating the file if there is none,
    /// with an atomic write that refuses when the file changed since it was read.
    ///
    /// - Parameters:
    ///   - key: The key, such as `sort`.
    ///   - value: The value, one that the key accepts.
    ///   - vault: The vault.
    /// - Throws: The errors of ``load(_:)`` for a file that cannot be read or is not valid (it is
    ///   then left as it is); ``VaultError/changedOnDisk(path:)`` and
    ///   ``VaultError/writeFailed(path:reason:)`` from ``AtomicWriter``.
    static func set(_ key: String, to value: String, in vault: Vault) throws {
        let absolute = vault.absolutePath(relativePath)
        let displayPath = vault.displayPath(relativePath)
        let exists = FileSystem.status(absolute, follow: true) != nil
        let original = exists ? try FileSystem.read(absolute) : []
        let text = String(decoding: original, as: UTF8.self)
        _ = try VaultConfig(parsing: text, path: displayPath)
        let edited = setting(key, to: value, in: text)
        _ = try VaultConfig(parsing: edited, path: displayPath)
        if !exists { _ = FileSystem.makeFolder(vault.absolutePath(".vault")) }  // a failure is the write's error
        try AtomicWriter.write(Array(edited.utf8), to: absolute, expectedOriginal: original, displayPath: displayPath)
    }

    /// The lines of a text, each with its ending (`\n`, `\r\n`, or empty for the last line).
    private static func splitLines(_ text: String) -> [(content: String, ending: String)] {
        var lines: [(content: String, ending: String)] = []
        var current = ""
        for character in text {
            if character == "\n" || character == "\r\n" {
                lines.append((current, String(character)))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append((current, "")) }
        return lines
    }

    /// A line cut before its comment (a `#` at the start or after a blank, as
    /// ``init(parsing:path:)`` reads it); the blanks before the comment stay with the setting,
    /// and the comment is empty when there is none.
    private static func splitComment(_ line: String) -> (setting: Substring, comment: Substring) {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#", previous == " " || previous == "\t" {
                return (line[..<index], line[index...])
            }
            previous = line[index]
        }
        return (line[...], "")
    }
}

extension Substring {
    /// The text without the leading and trailing characters of `set`.
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var slice = self
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return slice
    }
}
