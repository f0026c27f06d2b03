extension ReadPipeline {
    /// Refuses a `--where` dotted path that names nothing in any entry read
    /// (``EntryQuery/unmatchedPaths(in:)``), naming the keys found one level up. Called only
    /// when the query selected nothing, so a query that finds entries reads no more files.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - entries: Every entry the scan read.
    ///   - vault: The vault their paths are relative to.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` (exit 64).
    static func checkPaths(of query: EntryQuery, in entries: [EntrySummary], vault: Vault) throws {
        guard query.predicates.contains(where: \.isPath) else { return }
        let frontMatters = entries.lazy.compactMap { summary in
            (try? FileSystem.read(vault.absolutePath(summary.path))).flatMap { try? EntryDocument(parsing: $0) }?.frontMatter
        }
        guard let (path, nearby) = query.unmatchedPaths(in: frontMatters).first else { return }
        let seen = nearby.isEmpty ? "" : " (paths there: " + nearby.map { "'\($0)'" }.joined(separator: ", ") + ")"
        throw CLIError.invalidValue(path, for: "--where",
                                    expected: "a key or dotted path that some entry has; no entry has '\(path)'\(seen)")
    }
}
