import Foundation

extension Session {
    /// The word `vault search` looks for: a title topic and tag of both generators, in about 3 %
    /// of their entries (3,441 of the 100,000 of `gen_vault.py` seed 42).
    static let searchWord = "money"

    /// The words of the `--paths` rows: rare (`money`), common (`kitchen`, a word of the body
    /// text in most entries) and Hangul (`저녁에`, in the Korean entries).
    static let pathWords = ["money", "kitchen", "저녁에"]

    /// Times `vault search WORD` (warm cache) against ripgrep listing the files that hold the
    /// word in either case (`rg -F -i -l WORD VAULT`), its floor: at most 1.2x, and
    /// at most 150 MB. Then, for each of ``pathWords``, `vault search WORD --paths` with the
    /// search index (at most 0.5x) and with `--no-cache` (a scan, at most 1.1x), interleaved
    /// with that word's `rg`. Without `rg` on `PATH` the floor and the ratio are n/a (with a note).
    mutating func measureSearch() throws -> [Figure] {
        let word = Self.searchWord
        var search = try time("search \(word)", command: "vault --vault VAULT search \(word)", vault(["search", word]), warmups: 1)
        search.comparedTo = .ripgrep
        search.target = 1.2
        search.memoryTarget = 150
        let ripgrep = ["rg", "-F", "-i", "-l", word, subject.root]
        let floor: Figure
        guard (try? bench.runner.run(["rg", "--version"]))?.status == 0 else {
            floor = Figure(name: "rg -F -i -l \(word)", command: "rg -F -i -l \(word) VAULT",
                           note: "rg is not installed (apt-get install ripgrep)", floor: .ripgrep)
            return [floor, search]
        }
        floor = try time("rg -F -i -l \(word)", command: "rg -F -i -l \(word) VAULT", ripgrep, warmups: 1, floor: .ripgrep)
        var figures = [floor, search]
        for word in Self.pathWords {
            let indexed = Figure(name: "search \(word) --paths", command: "vault --vault VAULT search \(word) --paths",
                                 comparedTo: .ripgrep, target: 0.5, memoryTarget: 150)
            let scan = Figure(name: "search \(word) --paths --no-cache", command: "vault --vault VAULT search \(word) --paths --no-cache",
                              comparedTo: .ripgrep, target: 1.1, memoryTarget: 150)
            let timed = try timeInterleaved([(indexed, vault(["search", word, "--paths"])),
                                             (scan, vault(["search", word, "--paths", "--no-cache"]))],
                                            floor: .ripgrep, floorArguments: ["rg", "-F", "-i", "-l", word, subject.root])
            figures.append(Figure(name: "rg -F -i -l \(word) (interleaved)", command: "rg -F -i -l \(word) VAULT",
                                  timing: timed.floor, floor: .ripgrep))
            figures += timed.figures
        }
        return figures
    }
}
