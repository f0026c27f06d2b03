extension Session {
    /// Times the selection of the writing commands (`--starred`, `--tag`, ...) without writing anything:
    /// standard input is `/dev/null`, so a selection of several entries without `--yes` is
    /// refused after every target is selected and checked, and a selection of nothing exits 1.
    ///
    /// - `unstar --starred`: the scan (through the cache when the vault has one), the query, and
    ///   the check of every starred entry as a file vault may write; refused, exit 1.
    /// - `star --where has:KEY` on a key no entry has: the front matter of every entry is read;
    ///   nothing selected, exit 1.
    ///
    /// Both run interleaved with a warm `index --json`. Budgets (picked from measurements of 1.2x
    /// and 5.6x with the front matters read on one core, so with room): at most 1.5x and 3x the
    /// warm index. A vault whose `star` has no selection options (an older vault binary) gets a
    /// note instead of a timing.
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
        starred.target = 1.5
        frontMatter.target = 3
        return try timeInterleaved([(starred, vault(["unstar", "--starred"])),
                                    (frontMatter, vault(["star", "--where", "has:vault-bench-none"]))],
                                   floor: .warm, floorArguments: index(noCache: false)).figures
    }
}
