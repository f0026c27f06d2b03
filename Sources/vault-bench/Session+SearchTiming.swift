import Foundation

extension Session {
    /// The word `vault search` looks for: a title topic and tag of both generators, in about 3 %
    /// of their entries (3,441 of the 100,000 of `gen_vault.py` seed 42).
    static let searchWord = "money"

    /// Times `vault search WORD` (warm cache) against ripgrep listing the files that hold the
    /// word in either case (`rg -F -i -l WORD VAULT`), its floor: at most 1.2x, and
    /// at most 150 MB. Without `rg` on `PATH` the floor and the ratio are n/a (with a note).
    mutating func measureSearch() throws -> [Figure] {
        let word = Self.searchWord
        var search = try time("search \(word)", command: "vault --vault VAULT search \(word)", vault(["search", word]), warmups: 1)
        search.comparedTo = .ripgrep
        search.target = 1.2
        search.memoryTarget = 150
        let ripgrep = ["rg", "-F", "-i", "-l", word, subject.root]
        let floor: Figure
        if (try? bench.runner.run(["rg", "--version"]))?.status == 0 {
            floor = try time("rg -F -i -l \(word)", command: "rg -F -i -l \(word) VAULT", ripgrep, warmups: 1, floor: .ripgrep)
        } else {
            floor = Figure(name: "rg -F -i -l \(word)", command: "rg -F -i -l \(word) VAULT",
                           note: "rg is not installed (apt-get install ripgrep)", floor: .ripgrep)
        }
        return [floor, search]
    }
}
