import Foundation
import Testing
@testable import DiaryVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reasons `vault check` and `check --fix` give for unread markdown they do not move, and
/// hints that promise no move `--fix` refuses: a name not in UTF-8 and a vanished file each get
/// their own reason (not "not a regular file"), a hidden file is left alone, the hint after a
/// refusal does not say "--fix moves them", a check of a folder reports what it holds,
/// `.markdown`, `.MD` and `2024-02-30.md` are explained, and a decomposed name is moved once.
@Suite struct UnreadMoveReasonsTests {
    static let uuid = "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F"

    /// Writes a file whose name holds the byte 0xFF, which is not UTF-8.
    static func writeInvalidName(_ vault: TemporaryVault, prefix: String, text: String) throws {
        let path = Array(vault.root.utf8) + Array("/\(prefix)".utf8) + [0xFF] + Array(".md".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { pointer in
            pointer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        try #require(descriptor >= 0)
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
    }

    @Test func aNameNotInUTF8IsRefusedForThatAndTheHintSaysSo() throws {
        let vault = try TemporaryVault()
        try Self.writeInvalidName(vault, prefix: "2024-03-05-", text: "---\ndate: 2024-03-05\n---\nLatin-1.\n")
        try vault.write("2024-03-06.md", "Sixth.\n")
        let hint = "hint: 1 of them is named by date: vault check --fix moves it to its YYYY/MM/ folder (try --dry-run); "
            + "2024-03-05-\\xFF.md cannot be moved by --fix: its name is not valid UTF-8 (bad bytes shown as \\xXX), so vault cannot name it in a path safely; "
            + "rename it to UTF-8, for example with convmv -f latin1 -t utf-8, then run 'vault check --fix' again\n"
        let check = vault.run(["check"])
        #expect(check == CLIRun(status: 1, stdout: ".: warning: 2 markdown files at the vault root are outside the YYYY/MM/ folders, so vault does not read them: 2024-03-05-\\xFF.md, 2024-03-06.md [unread-markdown]\n"
            + hint + "checked 0 entries: 1 problem (0 errors, 1 warning)\n", stderr: ""))
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stderr == "2024-03-05-\\xFF.md: error: not fixed: not moved: its name is not valid UTF-8 (bad bytes shown as \\xXX), so vault cannot name it in a path safely; "
            + "rename it to UTF-8, for example with convmv -f latin1 -t utf-8, then run 'vault check --fix' again\n")
        #expect(try vault.text("2024/03/2024-03-06.md") == "Sixth.\n")
        // The next check promises no move: the one file left cannot be moved.
        let after = vault.run(["check"])
        #expect(after.stdout.hasPrefix(".: warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: 2024-03-05-\\xFF.md [unread-markdown]\n"
            + "hint: 2024-03-05-\\xFF.md cannot be moved by --fix: its name is not valid UTF-8"), "\(after.stdout)")
        #expect(!after.stdout.contains("--fix moves"), "\(after.stdout)")
    }

    /// A name not in UTF-8 in a folder is counted too, never skipped without a word.
    @Test func aNameNotInUTF8InAFolderIsCounted() throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(atPath: vault.path("notes"), withIntermediateDirectories: true)
        try Self.writeInvalidName(vault, prefix: "notes/idea-", text: "An idea.\n")
        let check = vault.run(["check"])
        #expect(check.stdout == """
            notes: warning: 1 markdown file in notes/ is outside the YYYY/MM/ folders, so vault does not read it: idea-\\xFF.md [unread-markdown]
            hint: the name of idea-\\xFF.md is not valid UTF-8 (bad bytes shown as \\xXX), so vault cannot name it in a path safely: rename it to UTF-8, for example with convmv -f latin1 -t utf-8
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """)
    }

    @Test func aFileGoneBeforeThePlanOrTheMoveIsSaidToBeGone() throws {
        let vault = try TemporaryVault()
        try vault.write("2024-03-05.md", "Fifth.\n")
        try vault.write("2024-03-06.md", "Sixth.\n")
        let checker = VaultChecker(vault: try vault.vault)
        let fixer = VaultFixer(vault: try vault.vault)
        let report = checker.check()
        try FileManager.default.removeItem(atPath: vault.path("2024-03-05.md"))
        let (plans, failures) = fixer.plan(report)
        #expect(failures == [VaultFixer.Failure(path: "2024-03-05.md", reason: "not moved: it is gone: it was removed or renamed after vault listed its folder")])
        #expect(plans.map(\.path) == ["2024-03-06.md"])
        try FileManager.default.removeItem(atPath: vault.path("2024-03-06.md"))
        let (done, applyFailures) = fixer.apply(plans)
        #expect(done.isEmpty)
        #expect(applyFailures == [VaultFixer.Failure(path: "2024-03-06.md", reason: "the file is gone: it was removed or renamed since vault read it; nothing was moved")])
    }

    /// Hidden files are left alone, at the root as in every folder: not counted, not offered.
    @Test func aHiddenFileAtTheRootIsLeftAlone() throws {
        let vault = try TemporaryVault()
        try vault.write(".2024-03-05.md", "---\nuuid: \(Self.uuid)\ndate: 2024-03-05\n---\nHidden.\n")
        let before = try vault.snapshot()
        #expect(vault.run(["check"]) == CLIRun(status: 0, stdout: "checked 0 entries: no problems\n", stderr: ""))
        #expect(vault.run(["check", "--fix"]).stderr == "")
        #expect(try vault.snapshot() == before)
    }

    @Test func aCheckOfAFolderReportsItsUnreadMarkdownAndMovesNothing() throws {
        let vault = try TemporaryVault()
        try vault.write("journal/2024-03-05.md", "Fifth.\n")
        try vault.write("journal/2024-03-06.md", "Sixth.\n")
        try vault.write("other/2024-03-07.md", "Seventh.\n")
        let before = try vault.snapshot()
        let check = vault.run(["check", "journal"])
        #expect(check == CLIRun(status: 1, stdout: """
            journal: warning: 2 markdown files in journal/ are outside the YYYY/MM/ folders, so vault does not read them: 2024-03-05.md, 2024-03-06.md [unread-markdown]
            hint: they are named by date: only 'vault check --fix' of the whole vault moves them to their YYYY/MM/ folder (try 'vault check --fix --dry-run')
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """, stderr: ""))
        let fix = vault.run(["check", "--fix", "journal"])
        #expect(fix.status == 1)
        #expect(fix.stdout.hasSuffix("checked 0 entries, made 0 fixes: 1 problem (0 errors, 1 warning)\n"), "\(fix.stdout)")
        #expect(try vault.snapshot() == before)
        let json = vault.run(["check", "journal", "--json"])
        #expect(json.stdout.contains(#""fixable":false"#))
        #expect(!json.stdout.contains("other/"))
    }

    @Test func namesThatLookDatedButGiveNoDateAreExplained() throws {
        let vault = try TemporaryVault()
        for name in ["2024-03-05.markdown", "2024-03-06.MD", "2024-02-30.md", "notes.md"] {
            try vault.write(name, "Text.\n")
        }
        let check = vault.run(["check"])
        #expect(check.stdout == """
            .: warning: 4 markdown files at the vault root are outside the YYYY/MM/ folders, so vault does not read them: 2024-02-30.md, 2024-03-05.markdown, 2024-03-06.MD, and 1 more [unread-markdown]
            hint: 2024-03-05.markdown, 2024-03-06.MD are named by date, but vault reads only names ending in .md (lowercase): rename them, and vault check --fix moves them; 2024-02-30.md is named by a day that does not exist (2024-02-30), so vault takes no date from its name
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """)
    }

    @Test(arguments: [
        ("2024-03-05.md", nil), ("2024-03-05.markdown", UnreadMarkdown.NameMiss.extensionNotRead),
        ("2024_03_05.MD", .extensionNotRead), ("2024-03-05-walk.Markdown", .extensionNotRead),
        ("2024-02-30.md", .noSuchDay("2024-02-30")), ("2023_02_29.md", .noSuchDay("2023_02_29")),
        ("2024-13-01-walk.md", .noSuchDay("2024-13-01")), ("2024-02-30.markdown", .noSuchDay("2024-02-30")),
        ("notes.md", nil), ("2024-3-5.md", nil), ("2024_03_05-walk.md", nil),
    ] as [(String, UnreadMarkdown.NameMiss?)])
    func nameMisses(name: String, miss: UnreadMarkdown.NameMiss?) {
        #expect(UnreadMarkdown.nameMiss(name) == miss)
    }

    /// A decomposed (NFD) name is moved to its composed (NFC) name; a taken composed name gets
    /// the next number, and nothing is replaced.
    @Test func aDecomposedNameIsMovedToItsComposedName() throws {
        let vault = try TemporaryVault()
        let composed = "2024-03-05-한글.md"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(!decomposed.utf8.elementsEqual(composed.utf8))
        try vault.write(decomposed, "Root.\n")
        try vault.write("notes/" + decomposed, "Notes.\n")
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stdout.hasPrefix("fixed \(decomposed): moved to 2024/03/\(composed) [unread-markdown]\n"
            + "fixed notes/\(decomposed): moved to 2024/03/2024-03-05-한글-2.md [unread-markdown]\n"), "\(fix.stdout)")
        #expect(!fix.stdout.contains("non-nfc-file-name"), "\(fix.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: vault.path("2024/03")).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        #expect(names == [Array("2024-03-05-한글-2.md".utf8), Array(composed.utf8)])
        #expect(try vault.text("2024/03/" + composed) == "Root.\n")
        #expect(try vault.text("2024/03/2024-03-05-한글-2.md") == "Notes.\n")
    }

    @Test func theModeIsShownAsLsShowsIt() {
        #expect(EntryMover.modeText(0o555) == "r-xr-xr-x")
        #expect(EntryMover.modeText(0o750) == "rwxr-x---")
        #expect(EntryMover.parent(of: "notes/a/2024-03-05.md") == "notes/a")
        #expect(EntryMover.parent(of: "2024-03-05.md") == "")
    }
}
