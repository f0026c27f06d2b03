/// Resolving a uuid or a date to an entry that the index cannot read, so that `vault edit <uuid>`
/// opens an entry that fails to parse to repair it (rather than saying "no entry matches"), and
/// an unreadable file is called unreadable, not missing.
///
/// When no entry of the scan matches, the files the scan reported as not read into an entry (a
/// parse error, no front matter, no valid date, a conflict marker) are looked at with what can
/// still be read from them: a `uuid:` line (or `id:`, `uuidString:`, in any ASCII case) among the
/// first lines, the file name's date (``VaultPath/fileNameDate(ofFileName:)``, or a name that
/// starts with the day), or a `date:` (`created:`) line that starts with the day. Files that
/// could not be read at all are named in the error, so the reason is never "missing".
extension EntryReference {
    /// The most bytes read from each broken file to find its uuid or date line.
    static let unparsedReadLimit = 64 * 1024

    /// The kinds of problem that keep a file out of the scan's entries.
    static let unindexedKinds: Set<ProblemKind> = Set(ProblemKind.parseErrorKinds)
        .union([.gitConflictMarker, .missingFrontMatter, .missingDate, .invalidDate])

    /// The entries among a scan's problem files that a uuid prefix or a day names, and the files
    /// that could not be read.
    ///
    /// - Parameters:
    ///   - prefix: The uuid prefix as typed, or `nil`.
    ///   - day: The day, or `nil`.
    ///   - problems: The scan's problems.
    ///   - vault: The vault.
    /// - Returns: The matches, in path order, and the vault-relative paths of unreadable files
    ///   with the reason, `path: reason`.
    static func unparsedMatches(prefix: String?, day: CivilDate?, problems: [VaultProblem],
                                vault: Vault) -> (matches: [Match], unreadable: [String]) {
        var matches: [Match] = []
        var unreadable: [String] = []
        var seen = Set<String>()
        for problem in problems where problem.path.hasSuffix(".md") && seen.insert(problem.path).inserted {
            if problem.kind == .unreadableFile {
                unreadable.append(problem.path + ": " + problem.message)
                continue
            }
            guard unindexedKinds.contains(problem.kind) else { continue }
            let bytes = (try? FileSystem.read(vault.absolutePath(problem.path), limit: unparsedReadLimit)) ?? []
            let name = problem.path.split(separator: "/").last.map(String.init) ?? problem.path
            if Self.matches(bytes, name: name, prefix: prefix, day: day) {
                matches.append(Match(absolutePath: vault.absolutePath(problem.path), displayPath: vault.displayPath(problem.path),
                                     vaultPath: problem.path))
            }
        }
        return (matches, unreadable)
    }

    /// Whether a broken file's bytes or name carry the uuid prefix or the day.
    static func matches(_ bytes: [UInt8], name: String, prefix: String?, day: CivilDate?) -> Bool {
        let lines = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .prefix(200)
        if let prefix {
            let wanted = prefix.uppercased().filter { $0 != "-" }
            return lines.contains { line in
                guard let value = value(of: line, key: .uuid) else { return false }
                let digits = value.uppercased().filter { $0 != "-" }
                return digits.count == 32 && digits.allSatisfy(\.isHexDigit) && digits.hasPrefix(wanted)
            }
        }
        guard let day else { return false }
        if VaultPath.fileNameDate(ofFileName: name) == day || VaultPath.leadingDate(ofFileName: name) == day { return true }
        return lines.contains { line in value(of: line, key: .date)?.hasPrefix(day.description) == true }
    }

    /// The value of a `key: value` line whose key names `semantic` (its name or an alias in any
    /// ASCII case, ``SemanticKey/init(naming:)``), without quotes and surrounding spaces, or `nil`.
    private static func value(of line: Substring, key semantic: SemanticKey) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon].trimmingCharacters(in: " \t\"'")
        guard SemanticKey(naming: key) == semantic else { return nil }
        return line[line.index(after: colon)...].trimmingCharacters(in: " \t\"'")
    }
}

extension Substring {
    /// The text without the given characters at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        let trimmed = drop { set.contains($0) }
        return String(trimmed.reversed().drop { set.contains($0) }.reversed())
    }
}
