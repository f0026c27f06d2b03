import Foundation
import Testing
@testable import DiaryVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies of an entry that had no uuid, named files in folders meant as month folders, and links
/// in month folders: a copy refused by the first `--fix` is refused by the second too (not moved
/// as `-2`); `check --fix 2026/11/sub/2026-11-06.md` reports the file as the whole vault's check
/// does, never editing it as an entry; a link in a month folder to a root file is not broken by a
/// move.
@Suite struct UnreadCopyAndMisfiledTests {
    /// The copy made before `--fix` gave the entry a uuid stays a copy on every later `--fix`.
    @Test(arguments: ["---\ndate: 2026-11-29\n---\ntext\n", "text\n"])
    func aCopyOfAnEntryWithoutUUIDIsNeverMoved(text: String) throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", text)
        try vault.write("old/2026-11-29.md", text)
        let first = vault.run(["check", "--fix"])
        #expect(first.stderr == "old/2026-11-29.md: error: not fixed: not moved: it is a copy of 2026/11/2026-11-29.md (the same bytes); remove it if you do not need it\n",
                "\(first.stderr)")
        let reason = "it is a copy of 2026/11/2026-11-29.md (the same text, but for the uuid vault gave that entry); remove it if you do not need it"
        #expect(first.stdout.contains("hint: 2026-11-29.md cannot be moved by --fix: \(reason)\n"), "\(first.stdout)")
        #expect(!first.stdout.contains("--fix moves"), "\(first.stdout)")
        let fixed = try vault.text("2026/11/2026-11-29.md")
        #expect(fixed.contains("uuid: "))
        let second = vault.run(["check", "--fix"])
        #expect(second.stderr == "old/2026-11-29.md: error: not fixed: not moved: \(reason)\n", "\(second.stderr)")
        #expect(!FileManager.default.fileExists(atPath: vault.path("2026/11/2026-11-29-2.md")))
        #expect(try vault.text("old/2026-11-29.md") == text)
        #expect(try vault.text("2026/11/2026-11-29.md") == fixed)
    }

    /// Exact: a copy that differs by more than the uuid line is not one.
    @Test func anEditedFileIsNotACopy() {
        let entry = Array("---\ndate: 2026-11-29\nuuid: 8A3DA686-0144-5EFD-ADAE-CDDAF91D9DC4\n---\ntext\n".utf8)
        #expect(VaultFixer.isCopy(Array("---\ndate: 2026-11-29\n---\ntext\n".utf8), ofFixed: entry))
        #expect(!VaultFixer.isCopy(Array("---\ndate: 2026-11-29\n---\ntext!\n".utf8), ofFixed: entry))
        #expect(!VaultFixer.isCopy(Array("---\ndate: 2026-11-28\n---\ntext\n".utf8), ofFixed: entry))
        #expect(!VaultFixer.isCopy(Array("text\n".utf8), ofFixed: entry))
        let added = Array("---\nuuid: 85FEBC3F-7E1C-5D54-84CE-E79AB35AA62D\ndate: 2026-11-28\n---\ntext\n".utf8)
        #expect(VaultFixer.isCopy(Array("text\n".utf8), ofFixed: added))
        #expect(!VaultFixer.isCopy(Array("text\n\n".utf8), ofFixed: added))
        #expect(!VaultFixer.isCopy(Array("text\n".utf8), ofFixed: Array("---\ndate: 2026-11-28\n---\ntext\n".utf8)))
    }

    /// Two identical files outside the month folders, no entry yet: the second shares the uuid
    /// of the first, which is not an entry until it is moved.
    @Test func theSecondOfTwoCopiesSharesTheUUIDOfTheFirst() throws {
        let vault = try TemporaryVault()
        let text = "---\nuuid: \(UnreadNamedFileTests.uuid)\ndate: 2026-11-29\n---\nWalk.\n"
        try vault.write("2026-11-29.md", text)
        try vault.write("notes/2026-11-29.md", text)
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stdout.hasPrefix("fixed 2026-11-29.md: moved to 2026/11/2026-11-29.md [unread-markdown]\n"), "\(fix.stdout)")
        #expect(fix.stderr == "notes/2026-11-29.md: error: not fixed: not moved: it shares its uuid with 2026-11-29.md, which --fix moves first; "
            + "if it is a copy, remove it; if it is another entry, delete its uuid line, then run 'vault check --fix' again (it moves the file and gives it a uuid)\n",
            "\(fix.stderr)")
    }

    /// A named markdown file in a folder meant as a month folder is reported as the whole
    /// vault's check reports it, and never edited.
    @Test(arguments: [("2026/11/sub", "2026-11-06.md", "2026/11"), ("2026/1", "2026-01-05.md", "2026/01"), ("202/11", "2026-11-08.md", nil)])
    func aNamedFileOutsideAMonthFolderIsReportedNotChecked(folder: String, name: String, meant: String?) throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(atPath: vault.path("2026/11"), withIntermediateDirectories: true)
        let path = folder + "/" + name
        try vault.write(path, "---\ncreated: 2026-11-06\nstarred: yes\n---\nBody.\n")
        let before = try vault.snapshot()
        let hint = meant.map { "if it is an entry, move it into \($0)/, or the YYYY/MM folder of its date" }
            ?? "if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)"
        let warning = "\(path): warning: markdown file in '\(folder)', which is not a YYYY/MM folder; vault does not read it [entry-outside-month-folder]\n"
            + "hint: \(hint)\n"
        #expect(vault.run(["check"]).stdout.hasPrefix(warning))
        let fix = vault.run(["check", "--fix", path])
        #expect(fix == CLIRun(status: 1, stdout: warning + "checked 0 entries, made 0 fixes: 1 problem (0 errors, 1 warning)\n", stderr: ""), "\(fix.stdout)")
        #expect(try vault.snapshot() == before)
    }

    /// A link in a month folder to a root file keeps its target in place.
    @Test func theTargetOfALinkInAMonthFolderIsNotMoved() throws {
        let vault = try TemporaryVault()
        try vault.write("2026-11-29.md", "Walk.\n")
        try FileManager.default.createDirectory(atPath: vault.path("2026/11"), withIntermediateDirectories: true)
        #expect(symlink("../../2026-11-29.md", vault.path("2026/11/2026-11-23.md")) == 0)
        #expect(symlink("../../2026-11-29.md", vault.path("2026/11/walk.txt")) == 0)
        let before = try vault.snapshot()
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stderr == "2026-11-29.md: error: not fixed: not moved: the symbolic link 2026/11/2026-11-23.md leads to it, and moving it would break the link; "
            + "move both yourself, or make it a file\n", "\(fix.stderr)")
        #expect(try vault.snapshot() == before)
        #expect(try vault.text("2026/11/2026-11-23.md") == "Walk.\n")
    }
}
