extension EntryQuery {
    /// The dotted paths of `--where` (``Predicate/isPath``) that name nothing in any of the front
    /// matters given, each with the keys seen one level up (for the message): a misspelt path
    /// (`location.nmae`) is a mistake to say, not an empty result.
    ///
    /// - Parameter frontMatters: The front matters of the entries read (all of them, not only
    ///   those the query selects).
    /// - Returns: Each path no front matter has, in the query's order, with up to 8 keys found
    ///   under its parent path, sorted.
    public func unmatchedPaths(in frontMatters: some Sequence<FrontMatter>) -> [(path: String, nearby: [String])] {
        let paths = predicates.filter(\.isPath).map(\.key)
        guard !paths.isEmpty else { return [] }
        var missing = paths
        var nearby: [String: Set<String>] = [:]
        for frontMatter in frontMatters {
            missing.removeAll { frontMatter.value(atPath: $0) != nil }
            if missing.isEmpty { return [] }
            for path in missing {
                let parent = path.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
                switch frontMatter.value(atPath: parent) {
                case .mapping(let pairs)?: nearby[path, default: []].formUnion(pairs.map { parent + "." + $0.key })
                case .sequence(let items)? where !items.isEmpty: nearby[path, default: []].insert(parent + ".0")
                default: break
                }
            }
        }
        return missing.map { ($0, Array((nearby[$0] ?? []).sorted().prefix(8))) }
    }
}
