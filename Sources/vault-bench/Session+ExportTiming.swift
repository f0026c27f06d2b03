extension Session {
    /// Times `vault export json` (every entry, front matter and body, to standard output) against
    /// `cat` of every entry file, the floor of an export: both read every byte of every file.
    ///
    /// The two commands run interleaved (``timeInterleaved(_:floor:floorArguments:measuresPeak:)``).
    /// Budget (picked from a measurement of 2.8x): at most 3x `cat`, and 150 MB (the
    /// entries are read in chunks, so memory does not grow with the vault). Without an `export`
    /// command in `vault --help` both figures are n/a with a note.
    ///
    /// - Returns: The `cat` row and the export row.
    /// - Throws: `BenchError.commandFailed` when a run exits with a status other than 0 or 1.
    mutating func measureExport() throws -> [Figure] {
        let root = Self.shellQuoted(subject.root)
        let catCommand = ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 cat > /dev/null"]
        var cat = Figure(name: "find | xargs cat", command: "find VAULT -name '*.md' -print0 | xargs -0 cat > /dev/null", floor: .cat)
        var export = Figure(name: "export json, warm", command: "vault --vault VAULT export json > /dev/null",
                            comparedTo: .cat, target: 3, memoryTarget: 150)
        let hasExport = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drops(prefix: "export ") }
        guard hasExport else {
            (cat.note, export.note) = ("vault has no export command yet", "vault has no export command yet")
            return [cat, export]
        }
        let (floor, timed) = try timeInterleaved([(export, vault(["export", "json"]))], floor: .cat, floorArguments: catCommand)
        cat.timing = floor
        return [cat] + timed
    }
}
