import Foundation

extension Session {
    /// The budget of `vault merge-driver` on one entry, as a ratio to `vault --version`: git runs
    /// it once per file both sides changed, and its budget is 20 ms per file, process start
    /// included (about 2x `--version`'s 0.011 s on a quiet machine).
    static let mergeDriverTarget = 2.0

    /// Times `vault merge-driver` as git runs it on one entry both devices changed: one stars it,
    /// the other sets its mood and adds a tag, interleaved with `vault --version`. The result is
    /// written over OURS each run, so every run after the first merges a change already in OURS,
    /// the same work. A vault binary
    /// without the command gets a note instead of a timing.
    ///
    /// - Returns: The figure.
    /// - Throws: The errors of ``timeInterleaved(_:floor:floorArguments:measuresPeak:warmups:runs:)``.
    mutating func measureMergeDriver() throws -> [Figure] {
        var figure = Figure(name: "merge-driver, one entry", command: "vault merge-driver BASE OURS THEIRS 7 PATH",
                            note: "vault has no merge-driver yet")
        let folder = work + "/merge-driver"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let base = """
            ---
            uuid: 3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b
            date: 2026-11-28T21:14:00+09:00
            mood: calm
            starred: false
            tags: [walk, river]
            ---
            # By the river

            \((0..<12).map { "Paragraph \($0) of a typical entry, a few sentences long, as people write them." }.joined(separator: "\n\n"))

            """
        let files = [("base.md", base), ("ours.md", base.replacingOccurrences(of: "starred: false", with: "starred: true")),
                     ("theirs.md", base.replacingOccurrences(of: "mood: calm", with: "mood: happy")
                        .replacingOccurrences(of: "[walk, river]", with: "[walk, river, autumn]"))]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let arguments = [build.binary, "merge-driver", folder + "/base.md", folder + "/ours.md", folder + "/theirs.md", "7",
                         "2026/11/2026-11-28-by-the-river.md"]
        guard (try? bench.runner.run(arguments))?.status == 0,
              Bench.text(of: folder + "/ours.md").contains("mood: happy") else { return [figure] }
        figure.note = nil
        figure.target = Self.mergeDriverTarget
        return try timeInterleaved([(figure, arguments)], floor: .version, floorArguments: [build.binary, "--version"]).figures
    }
}
