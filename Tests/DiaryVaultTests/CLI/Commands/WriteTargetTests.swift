import Foundation
import Testing
@testable import DiaryVault

/// Which files the writing commands may change: only `.md` entries in the vault's `YYYY/MM/`
/// folders, never through a symbolic link; `vault show` reads any `.md` path but no link out.
@Suite struct WriteTargetTests {
    static let entry = "---\ndate: 2026-11-13\n---\n# Outside\n"

    /// Each writing command, with the path it acts on put where `PATH` is.
    static let commands: [[String]] = [
        ["star", "PATH"], ["unstar", "PATH"], ["set", "PATH", "mood=good"], ["unset", "PATH", "mood"],
        ["delete", "PATH", "--yes"], ["edit", "PATH"],
    ]

    /// The commands with `PATH` replaced.
    static func arguments(_ command: [String], _ path: String) -> [String] {
        command.map { $0 == "PATH" ? path : $0 }
    }

    /// An editor that leaves a mark when it runs, so a test can tell it never started.
    static func markingEditor(_ vault: TemporaryVault) throws -> [String: String] {
        ["EDITOR": try vault.script("mark", "touch \"\(vault.base)/editor-ran\"")]
    }

    /// `vault star /tmp/fake-passwd` is refused: no front matter is added to a file that is not an entry.
    @Test(arguments: commands)
    func refusesAFileThatIsNotMarkdown(command: [String]) throws {
        try TemporaryVault.with { vault in
            let passwd = vault.base + "/fake-passwd"
            try Data("root:x:0:0\n".utf8).write(to: URL(fileURLWithPath: passwd))
            let run = vault.run(Self.arguments(command, passwd), environment: try Self.markingEditor(vault))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                \(passwd): error: refusing to change this file: it is not a .md file
                hint: writing commands change only entries: .md files in the YYYY/MM/ folders of the vault

                """))
            #expect(try FileSystem.read(passwd) == Array("root:x:0:0\n".utf8))
            #expect(FileSystem.status(vault.base + "/editor-ran") == nil)
        }
    }

    /// `vault delete /tmp/othervault/2026/11/x.md --yes` deleted an entry of another vault.
    @Test(arguments: commands)
    func refusesAnEntryOfAnotherVault(command: [String]) throws {
        try TemporaryVault.with { vault in
            let other = vault.base + "/home/other"
            try FileManager.default.createDirectory(atPath: other + "/.vault", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: other + "/2026/11", withIntermediateDirectories: true)
            try Data(Self.entry.utf8).write(to: URL(fileURLWithPath: other + "/2026/11/x.md"))
            let run = vault.run(Self.arguments(command, other + "/2026/11/x.md"), environment: try Self.markingEditor(vault))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                \(other)/2026/11/x.md: error: refusing to change this file: it is outside the vault
                hint: writing commands change only entries: .md files in the YYYY/MM/ folders of the vault

                """))
            #expect(try FileSystem.read(other + "/2026/11/x.md") == Array(Self.entry.utf8))
            #expect(FileSystem.status(vault.base + "/editor-ran") == nil)
        }
    }

    @Test func refusesMarkdownOutsideTheMonthFolders() throws {
        try TemporaryVault.with { vault in
            try vault.write("notes.md", Self.entry)
            try vault.write("2026/notes/x.md", Self.entry)
            #expect(vault.run(["star", "notes.md"]).stderr == """
                notes.md: error: refusing to change this file: it is not in a YYYY/MM/ folder of the vault
                hint: writing commands change only entries: .md files in the YYYY/MM/ folders of the vault

                """)
            #expect(vault.run(["set", "2026/notes/x.md", "mood=good"]).status == 1)
            #expect(try vault.text("notes.md") == Self.entry)
            #expect(try vault.text("2026/notes/x.md") == Self.entry)
        }
    }

    @Test func refusesAFileOutsideEveryVault() throws {
        try TemporaryVault.with(marked: false) { vault in
            try vault.write("loose.md", Self.entry)
            #expect(vault.run(["star", "loose.md"]) == CLIRun(status: 1, stdout: "", stderr: """
                loose.md: error: refusing to change this file: it is not in a vault
                hint: writing commands change only entries: .md files in the YYYY/MM/ folders of the vault; pass --vault DIR, or create one with 'vault init DIR'

                """))
            #expect(try vault.text("loose.md") == Self.entry)
        }
    }

    /// Outside any vault, a path into a vault finds that vault: the entry is changed (and can be committed).
    @Test func findsTheVaultOfAPathGivenFromOutside() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-13-x.md", Self.entry)
            let run = vault.run(["star", "vault/2026/11/2026-11-13-x.md"], in: "..")
            #expect(run == CLIRun(status: 0, stdout: "starred vault/2026/11/2026-11-13-x.md \"Outside\"\n", stderr: ""))
            #expect(try vault.text("2026/11/2026-11-13-x.md") == "---\ndate: 2026-11-13\nstarred: true\n---\n# Outside\n")
        }
    }

    /// `vault star 2026/11/2026-11-13-link-out.md` is refused: the link out of the vault is not
    /// replaced by a regular file holding the outside file's text.
    @Test(arguments: commands)
    func refusesALinkOutOfTheVault(command: [String]) throws {
        try TemporaryVault.with { vault in
            let outside = vault.base + "/outside.md"
            try Data(Self.entry.utf8).write(to: URL(fileURLWithPath: outside))
            try FileManager.default.createDirectory(atPath: vault.path("2026/11"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-13-link-out.md"), withDestinationPath: outside)
            let run = vault.run(Self.arguments(command, "2026/11/2026-11-13-link-out.md"), environment: try Self.markingEditor(vault))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                2026/11/2026-11-13-link-out.md: error: symbolic link leads outside the vault; not followed
                hint: move the file into the vault, or remove the link

                """))
            #expect(FileSystem.status(vault.path("2026/11/2026-11-13-link-out.md"))?.kind == .symlink)
            #expect(try FileSystem.read(outside) == Array(Self.entry.utf8))
            #expect(FileSystem.status(vault.base + "/editor-ran") == nil)
        }
    }

    @Test func refusesAMonthFolderLinkedOutOfTheVault() throws {
        try TemporaryVault.with { vault in
            try FileManager.default.createDirectory(atPath: vault.base + "/away", withIntermediateDirectories: true)
            try Data(Self.entry.utf8).write(to: URL(fileURLWithPath: vault.base + "/away/x.md"))
            try FileManager.default.createDirectory(atPath: vault.path("2026"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: vault.path("2026/12"), withDestinationPath: vault.base + "/away")
            #expect(vault.run(["star", "2026/12/x.md"]).stderr.hasPrefix(
                "2026/12/x.md: error: symbolic link leads outside the vault; not followed\n"))
            #expect(try FileSystem.read(vault.base + "/away/x.md") == Array(Self.entry.utf8))
        }
    }

    /// A link that stays in the vault is refused too, naming the file to act on instead: the link
    /// and its target stay as they are.
    @Test(arguments: commands)
    func refusesALinkInsideTheVaultNamingItsTarget(command: [String]) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-13-real.md", Self.entry)
            try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-13-link.md"),
                                                       withDestinationPath: "2026-11-13-real.md")
            let run = vault.run(Self.arguments(command, "2026/11/2026-11-13-link.md"), environment: try Self.markingEditor(vault))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                2026/11/2026-11-13-link.md: error: refusing to change this file: it is a symbolic link (to 2026/11/2026-11-13-real.md), and vault does not write through links
                hint: name the file it points to: '2026/11/2026-11-13-real.md'

                """))
            #expect(FileSystem.status(vault.path("2026/11/2026-11-13-link.md"))?.kind == .symlink)
            #expect(try vault.text("2026/11/2026-11-13-real.md") == Self.entry)
            #expect(FileSystem.status(vault.base + "/editor-ran") == nil)
        }
    }

    /// The README promises that links out of the vault are never followed; `vault show` read one.
    @Test func showRefusesALinkOutOfTheVault() throws {
        try TemporaryVault.with { vault in
            try Data(Self.entry.utf8).write(to: URL(fileURLWithPath: vault.base + "/outside.md"))
            try FileManager.default.createDirectory(atPath: vault.path("2026/11"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-13-link-out.md"),
                                                       withDestinationPath: vault.base + "/outside.md")
            let expected = CLIRun(status: 1, stdout: "", stderr: """
                vault/2026/11/2026-11-13-link-out.md: error: symbolic link leads outside the vault; not followed
                hint: move the file into the vault, or remove the link

                """)
            #expect(vault.run(["show", "2026/11/2026-11-13-link-out.md"]).stderr.hasPrefix(
                "2026/11/2026-11-13-link-out.md: error: symbolic link leads outside the vault; not followed\n"))
            // From outside the vault the link is still recognised as the vault's.
            #expect(vault.run(["show", "vault/2026/11/2026-11-13-link-out.md"], in: "..") == expected)
        }
    }

    /// `vault show` still reads any `.md` file outside a vault, by design.
    @Test func showStillReadsAFileOutsideTheVault() throws {
        try TemporaryVault.with { vault in
            try Data(Self.entry.utf8).write(to: URL(fileURLWithPath: vault.base + "/home/loose.md"))
            let run = vault.run(["show", vault.base + "/home/loose.md"])
            #expect(run.status == 0)
            #expect(run.stdout.contains("Outside"))
        }
    }
}
