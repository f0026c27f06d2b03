extension Session {
    /// Times the selection of the writing commands (issue 11 item 3) without writing anything:
    /// standard input is `/dev/null`, so a selection of several entries without `--yes` is
    /// refused after every target is selected and checked, and a selection of nothing exits 1.
    ///
    /// - `unstar --starred`: the scan (through the cache when the vault has one), the query, and
    ///   the check of every starred entry as a file vault may write; refused, exit 1.
    /// - `star --where has:KEY` on a key no entry has: the front matter of every entry is read;
    ///   nothing selected, exit 1.
    ///
    /// Both are compared with `vault --version` only for the table; their ratio to the warm
    /// `index --json` row is read from the same run. A vault whose `star` has no selection
    /// options (before issue 11) gets a note instead of a timing.
    ///
    /// - Returns: The two figures.
    /// - Throws: The errors of ``time(_:command:_:warmups:floor:)``.
    mutating func measureBulk() throws -> [Figure] {
        var starred = Figure(name: "unstar --starred, refused", command: "vault --vault VAULT unstar --starred < /dev/null",
                             note: "vault star has no selection options yet")
        var frontMatter = Figure(name: "star --where has:KEY, none", command: "vault --vault VAULT star --where has:vault-bench-none",
                                 note: "vault star has no selection options yet")
        let help = work + "/star-help.out"
        _ = try bench.runner.run(vault(["help", "star"]), output: help)
        guard Bench.text(of: help).contains("--where") else { return [starred, frontMatter] }
        starred = try time(starred.name, command: starred.command, vault(["unstar", "--starred"]), warmups: 1)
        starred.comparedTo = .version
        frontMatter = try time(frontMatter.name, command: frontMatter.command,
                               vault(["star", "--where", "has:vault-bench-none"]), warmups: 1)
        frontMatter.comparedTo = .version
        return [starred, frontMatter]
    }
}
