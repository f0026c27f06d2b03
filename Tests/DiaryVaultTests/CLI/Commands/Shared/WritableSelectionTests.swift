import Foundation
import Testing
@testable import DiaryVault

/// ``WritableSelection`` gives, file by file, the answer of
/// ``EntryReference/Match/checkedForWriting(in:)``: the same match, or the same error.
@Suite struct WritableSelectionTests {
    /// The answer of a check, as a value to compare: the match, or the error's text.
    static func answer(_ check: () throws -> EntryReference.Match) -> String {
        do {
            let match = try check()
            return "match \(match.absolutePath) \(match.displayPath) \(match.vaultPath ?? "nil")"
        } catch {
            return "error \(error)"
        }
    }

    /// Entries, links to files and folders in and out of the vault, a pipe, missing files and
    /// files outside the month folders, through the vault's path and through a link to it.
    @Test func everyFileGetsTheAnswerOfTheCheckForWriting() throws {
        try TemporaryVault.with { (vault) throws in
            let manager = FileManager.default
            try vault.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\n# Walk\n")
            try vault.write("2026/11/2026-11-30-rain.md", "---\ndate: 2026-11-30\n---\n# Rain\n")
            try vault.write("2025/01/2025-01-01.md", "# New year\n")
            try vault.write("notes/2026-11-29.md", "# Notes\n")
            try vault.write("2026/11/notes.txt", "text\n")
            try manager.createSymbolicLink(atPath: vault.path("2026/11/2026-11-28-link.md"), withDestinationPath: "2026-11-29-walk.md")
            try manager.createSymbolicLink(atPath: vault.path("2026/12"), withDestinationPath: "11")
            try manager.createSymbolicLink(atPath: vault.path("2026/11/2026-11-27-notes.md"), withDestinationPath: "../../notes/2026-11-29.md")
            let outside = vault.base + "/home/outside"
            try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try "# Out\n".write(toFile: outside + "/2026-10-01.md", atomically: false, encoding: .utf8)
            try manager.createSymbolicLink(atPath: vault.path("2026/10"), withDestinationPath: outside)
            try manager.createSymbolicLink(atPath: vault.path("2024"), withDestinationPath: "2026")
            #expect(mkfifo(vault.path("2026/11/2026-11-26-pipe.md"), 0o600) == 0)
            try manager.createSymbolicLink(atPath: vault.base + "/tools/link", withDestinationPath: vault.root)
            let relatives = ["2026/11/2026-11-29-walk.md", "2026/11/2026-11-30-rain.md", "2025/01/2025-01-01.md", "notes/2026-11-29.md",
                             "2026/11/notes.txt", "2026/11/2026-11-28-link.md", "2026/12/2026-11-29-walk.md", "2026/11/2026-11-27-notes.md",
                             "2026/10/2026-10-01.md", "2024/11/2026-11-30-rain.md", "2026/11/2026-11-26-pipe.md", "2026/11/missing.md",
                             "2026/11/.md", "2026/11/2026-11-29-walk.md/x.md", "2026/13/a.md"]
            var answers: Set<String> = []
            var tally = Differential()
            for root in [vault.root, vault.base + "/tools/link"] {
                let opened = try Vault(root: root, currentDirectory: "/")
                var writable = WritableSelection(vault: opened)
                // Twice over, so that the second round reads the folders remembered in the first.
                for relative in relatives + relatives {
                    let match = EntryReference.Match(absolutePath: opened.absolutePath(relative), displayPath: opened.displayPath(relative),
                                                     vaultPath: relative)
                    let expected = Self.answer { try match.checkedForWriting(in: opened) }
                    tally.check("\(root) \(relative)", fast: { Self.answer { try writable.checked(match) } }, oracle: { expected })
                    answers.insert(String(expected.prefix(5)))
                }
            }
            #expect(tally.mismatches == [])
            #expect(answers == ["match", "error"])
        }
    }
}
