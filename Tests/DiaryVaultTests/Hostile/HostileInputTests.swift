import Foundation
import Testing
@testable import DiaryVault

/// Files nobody should write but somebody will: huge, deep, binary, unreadable. Each is checked
/// (and fixed where that is safe) to completion, with a clear problem where one is due. Time and
/// memory are measured by hand (see the issue's closing note), not asserted here.
@Suite struct HostileInputTests {
    static let uuid = "uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n"

    @Test func checksAndFixesA50MegabyteEntry() throws {
        let vault = try TemporaryVault()
        let line = "A long day, written down in full, line after line after line of it.\n"
        let body = String(repeating: line, count: 50_000_000 / line.utf8.count + 1)
        try vault.write("2026/11/2026-11-29-long.md", "---\ndate: 2026-11-29\n---\n" + body)
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/2026-11-29-long.md: error: the entry has no uuid, so nothing identifies it if the file is renamed [missing-uuid]
            hint: vault check --fix adds a new uuid
            checked 1 entry: 1 problem (1 error, 0 warnings), 1 fixable with 'vault check --fix'

            """)
        let dryRun = vault.run(["check", "--dry-run"])
        #expect(dryRun.stdout.split(separator: "\n").count == 10)
        #expect(vault.run(["check", "--fix"]).status == 0)
        let fixed = try vault.bytes("2026/11/2026-11-29-long.md")
        #expect(fixed.count == 25 + 43 + body.utf8.count)
        #expect(fixed.suffix(line.utf8.count) == Array(line.utf8)[...])
    }

    @Test func checksAOneMegabyteLine() throws {
        let vault = try TemporaryVault()
        let long = String(repeating: "한강", count: 1_000_000 / 6)
        try vault.write("2026/11/2026-11-28-wide.md", "---\n\(Self.uuid)date: 2026-11-28\ntitle: \(long)\n---\n\(long)\n")
        try vault.write("2026/11/2026-11-29-broken.md", "---\n\(Self.uuid.replacing("0C1E", with: "1C1E"))date: 2026-11-29\ntitle: \(long): \(long)\n---\nText.\n")
        let result = vault.run(["check"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6)
        #expect(lines[0] == "2026/11/2026-11-29-broken.md:4:\(7 + long.utf8.count + 1): error: unquoted value contains ': ', which YAML reads as a nested mapping [colon-in-plain-value]")
        // The source line is cut to 100 columns around the column, the caret under the ':'.
        #expect(lines[1] == "…" + String(repeating: "한강", count: 10) + ": " + String(repeating: "한강", count: 14) + "…")
        #expect(lines[2] == String(repeating: " ", count: 41) + "^")
        #expect(lines[4] == "checked 2 entries: 1 problem (1 error, 0 warnings)")
    }

    @Test func checksAndFixesAnEntryWith10000Keys() throws {
        let vault = try TemporaryVault()
        let keys = (0..<10_000).map { "key\($0): value number \($0)\n" }.joined()
        try vault.write("2026/11/2026-11-29-keys.md", "---\ndate: 2026-11-29\n\(keys)isStar: yes\n---\nText.\n")
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/2026-11-29-keys.md: error: the entry has no uuid, so nothing identifies it if the file is renamed [missing-uuid]
            hint: vault check --fix adds a new uuid
            2026/11/2026-11-29-keys.md:10003:1: warning: 'isStar' is a legacy key; vault reads it as 'starred' [legacy-key]
            isStar: yes
            ^
            hint: vault check --fix renames it to 'starred'
            2026/11/2026-11-29-keys.md:10003:9: warning: 'isStar' is 'yes', which YAML 1.1 tools read as true but YAML 1.2 reads as a string [starred-not-boolean]
            isStar: yes
                    ^
            hint: vault check --fix writes 'starred: true'
            checked 1 entry: 3 problems (1 error, 2 warnings), 3 fixable with 'vault check --fix'

            """)
        #expect(vault.run(["check", "--fix"]).status == 0)
        let document = try EntryDocument(parsing: try vault.bytes("2026/11/2026-11-29-keys.md"))
        #expect(document.frontMatter?.keys.count == 10_003)
        #expect(document["starred"] == .bool(true))
        #expect(document.frontMatter?.keys.last == "uuid")
    }

    @Test(arguments: ["[", "{"])
    func rejectsOrKeepsDeeplyNestedFlowCollections(opening: String) throws {
        let closing = opening == "[" ? "]" : "}"
        let depth = 100_000
        let unclosed = "---\n\(Self.uuid)date: 2026-11-29\ntags: \(String(repeating: opening, count: depth))\n---\nText.\n"
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: unclosed) }
        let closed = "---\n\(Self.uuid)date: 2026-11-29\ntags: \(String(repeating: opening, count: depth))\(String(repeating: closing, count: depth))\n---\nText.\n"
        let document = try EntryDocument(parsing: closed)
        #expect(document.serializedText() == closed)
        #expect(document["tags"] == .raw(String(repeating: opening, count: depth) + String(repeating: closing, count: depth)))

        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-deep.md", unclosed)
        let result = vault.run(["check"])
        #expect(result.stdout.hasPrefix("2026/11/2026-11-29-deep.md:4:7: error: "))
        #expect(result.stdout.hasSuffix("checked 1 entry: 1 problem (1 error, 0 warnings)\n"))
    }

    @Test func checksDeeplyNestedBlockSequences() throws {
        let nested = (0..<2_000).map { String(repeating: " ", count: $0 * 2) + "- a\n" }.joined()
        let text = "---\n\(Self.uuid)date: 2026-11-29\ntags:\n\(String(repeating: "- ", count: 10_000))x\n\(nested)---\nText.\n"
        let result = EntryChecker().check(Array(text.utf8), target: EntryChecker.Target(path: "a.md"))
        // At most: tags that are no list of tags, and the value kept raw (nested deeper than 64).
        #expect(result.problems.count <= 2)
        #expect(result.problems.dropFirst().allSatisfy { $0.kind == .unsupportedYAML })
    }

    @Test func escapesNULBytesAndKeepsThemInTheBody() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-nul-body.md", "---\n\(Self.uuid)date: 2026-11-28\n---\nText\u{0}with a NUL.\n")
        try vault.write("2026/11/2026-11-29-nul-key.md", "---\n\(Self.uuid.replacing("0C1E", with: "1C1E"))date: 2026-11-29\nti\u{0}tle: x\n---\nText.\n")
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/2026-11-29-nul-key.md:4:3: error: control character U+0000 is not allowed in front matter [control-character]
            ti\\u{0}tle: x
              ^
            expected: printable text; write control characters as escapes in a double-quoted value, such as "\\t"
            checked 2 entries: 1 problem (1 error, 0 warnings)

            """)
        #expect(!result.stdout.utf8.contains(0))
        let show = vault.run(["show", "2026/11/2026-11-28-nul-body.md"])
        #expect(show.stdout.contains("Text\\u{0}with a NUL."))
        #expect(!show.stdout.utf8.contains(0))
    }

    /// A folder named like an entry is skipped with a warning, and the rest is read.
    @Test func skipsAFolderNamedLikeAnEntryAndReadsTheRest() throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(atPath: vault.path("2026/11/2026-11-01-folder.md"), withIntermediateDirectories: true)
        try vault.write("2026/11/2026-11-02-fine.md", "---\n\(Self.uuid)date: 2026-11-02\n---\nText.\n")
        let warning = """
            2026/11/2026-11-01-folder.md: warning: a folder named like an entry; vault reads entries only from files, so it does not read it [folder-named-like-entry]
            hint: rename the folder so its name does not end in .md; if an entry is inside, move the file up into 2026/11/

            """
        #expect(vault.run(["check"]).stdout == warning + "checked 1 entry: 1 problem (0 errors, 1 warning)\n")
        #expect(vault.run(["check", "2026/11/2026-11-01-folder.md"]).stdout == warning + "checked 0 entries: 1 problem (0 errors, 1 warning)\n")
        #expect(throws: VaultError.readFailed(path: vault.path("2026/11/2026-11-01-folder.md"), reason: "Is a directory")) {
            try FileSystem.read(vault.path("2026/11/2026-11-01-folder.md"))
        }
    }

    /// A named pipe called `2026-11-19-fifo.md` is told it is not a regular file (not to "rename
    /// it to end in .md (lowercase)", which it does), and nothing opens it.
    @Test func tellsANamedPipeNamedLikeAnEntryThatItIsNotARegularFile() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-fine.md", "---\n\(Self.uuid)date: 2026-11-02\n---\nText.\n")
        #expect(mkfifo(vault.path("2026/11/2026-11-19-fifo.md"), 0o644) == 0)
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/2026-11-19-fifo.md: warning: '2026-11-19-fifo.md' is not a regular file (a named pipe, a socket or a device), so vault does not read it [stray-file]
            hint: an entry must be a regular file; remove this one if nothing needs it
            checked 1 entry: 1 problem (0 errors, 1 warning)

            """)
        #expect(vault.run(["check", "--fix"]).stdout.hasSuffix("checked 1 entry, made 0 fixes: 1 problem (0 errors, 1 warning)\n"))
        #expect(vault.run(["check", "2026/11/2026-11-19-fifo.md"]).stdout == """
            2026/11/2026-11-19-fifo.md: warning: '2026-11-19-fifo.md' is not a regular file (a named pipe, a socket or a device), so vault does not read it [stray-file]
            hint: an entry must be a regular file; remove this one if nothing needs it
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """)
    }

    @Test func reportsAFileNameThatIsNotUTF8() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-fine.md", "---\n\(Self.uuid)date: 2026-11-02\n---\nText.\n")
        // "café" in Latin-1, as old Windows archives name files; APFS refuses such names.
        let name = Array("\(vault.path("2026/11"))/2026-11-01-caf".utf8) + [0xE9] + Array(".md".utf8)
        let descriptor = (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { creat($0, 0o644) }
        }
        guard descriptor >= 0 else { return }  // this file system refuses names that are not UTF-8
        close(descriptor)
        // An attachment with such a name is only a warning: vault never reads attachments.
        let photo = Array("\(vault.path("2026/11"))/caf".utf8) + [0xE9] + Array(".jpg".utf8)
        let photoDescriptor = (photo + [0]).withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { creat($0, 0o644) }
        }
        close(photoDescriptor)
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/2026-11-01-caf\\xE9.md: error: the file name is not valid UTF-8 (its bad bytes are shown as \\xXX); not read [invalid-file-name]
            hint: rename it to UTF-8, for example with convmv -f latin1 -t utf-8
            2026/11/caf\\xE9.jpg: warning: the file name is not valid UTF-8 (its bad bytes are shown as \\xXX); not read [invalid-file-name]
            hint: rename it to UTF-8, for example with convmv -f latin1 -t utf-8
            checked 1 entry: 2 problems (1 error, 1 warning)

            """)
        #expect(result.status == 1)
        // The entry is missing from the index, so index says so and fails, as for an unreadable file.
        let index = vault.run(["index"])
        #expect(index.status == 1)
        #expect(index.stderr.contains("2026-11-01-caf\\xE9.md: error: the file name is not valid UTF-8"))
    }

    /// A write killed between writing its temporary file and the rename leaves that hidden file;
    /// check names it, so one left by kill -9 does not stay unmentioned.
    @Test func reportsATemporaryFileLeftByAKilledWrite() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-fine.md", "---\n\(Self.uuid)date: 2026-11-02\n---\nText.\n")
        try vault.write("2026/11/.2026-11-02-fine.md.vault-tmp-Ab12Cd", "---\n\(Self.uuid)date: 2026-11-02\nmood: go")
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/.2026-11-02-fine.md.vault-tmp-Ab12Cd: warning: a temporary file left by an interrupted vault write; the entry itself is whole [leftover-temporary-file]
            hint: a write may still be in progress; vault check --fix removes it once it is a minute old
            checked 1 entry: 1 problem (0 errors, 1 warning)

            """)
    }

    /// A draft kept after an editor failure (or a killed `vault new`) sits in a git-ignored
    /// folder; check points at it so the words are not forgotten.
    @Test func reportsDraftsLeftBehind() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-fine.md", "---\n\(Self.uuid)date: 2026-11-02\n---\nText.\n")
        try vault.write(".vault/drafts/draft-1A2B.md", Draft.template + "My lost words\n")
        try vault.write(".vault/drafts/draft-3C4D.md", Draft.template)
        let result = vault.run(["check"])
        #expect(result.stdout == """
            .vault/drafts/draft-1A2B.md: warning: a draft kept by 'vault new' (its editor failed or was stopped); its text is not in the diary [stray-file]
            hint: create the entry from it with: vault new < .vault/drafts/draft-1A2B.md (then delete the draft)
            .vault/drafts/draft-3C4D.md: warning: an empty draft left by an interrupted 'vault new' [stray-file]
            hint: delete it (rm .vault/drafts/draft-3C4D.md)
            checked 1 entry: 2 problems (0 errors, 2 warnings)

            """)
    }

    @Test func reportsAnUnreadableFileAndFolder() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-secret.md", "---\n\(Self.uuid)date: 2026-11-01\n---\nText.\n")
        try vault.write("2026/12/2026-12-01-locked.md", "---\n\(Self.uuid.replacing("0C1E", with: "1C1E"))date: 2026-12-01\n---\nText.\n")
        chmod(vault.path("2026/11/2026-11-01-secret.md"), 0)
        chmod(vault.path("2026/12"), 0)
        defer {
            chmod(vault.path("2026/11/2026-11-01-secret.md"), 0o644)
            chmod(vault.path("2026/12"), 0o755)
        }
        let result = vault.run(["check"])
        // Running as root, permissions do not stop reading: then both read normally.
        guard access(vault.path("2026/11/2026-11-01-secret.md"), R_OK) != 0 else {
            #expect(result.stdout == "checked 2 entries: no problems\n")
            return
        }
        #expect(result.stdout == """
            2026/11/2026-11-01-secret.md: error: cannot read: Permission denied [unreadable-file]
            2026/12: error: cannot read the folder: Permission denied [unreadable-folder]
            checked 1 entry: 2 problems (2 errors, 0 warnings)

            """)
    }
}
