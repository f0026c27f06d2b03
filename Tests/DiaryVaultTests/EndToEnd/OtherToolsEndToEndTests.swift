import Foundation
import Testing
@testable import DiaryVault

/// Folders and keys of other tools: Obsidian's `created` is kept,
/// a date in the file name is the entry's date, unread markdown is reported with the import
/// command to use, and a broken entry is found by its uuid or date.
@Suite struct OtherToolsEndToEndTests {
    static let uuid = "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F"

    @Test func checkFixAddsDateBesideObsidiansCreated() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/walk.md", "---\nuuid: \(Self.uuid)\ncreated: 2026-11-29T09:30:00\ntags: [daily]\n---\nWalk.\n")
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/walk.md:3:1: warning: 'created' is another tool's key (Obsidian, Logseq); vault reads it as 'date' while 'date' is missing [legacy-key]
            created: 2026-11-29T09:30:00
            ^
            hint: vault check --fix adds 'date' with the same value and keeps 'created'
            checked 1 entry: 1 problem (0 errors, 1 warning), 1 fixable with 'vault check --fix'

            """)
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stdout == """
            fixed 2026/11/walk.md: added 'date' with the value of 'created', which stays for the tool that owns it [legacy-key]
            checked 1 entry, made 1 fix: no problems

            """)
        #expect(try vault.text("2026/11/walk.md")
            == "---\nuuid: \(Self.uuid)\ncreated: 2026-11-29T09:30:00\ntags: [daily]\ndate: 2026-11-29T09:30:00\n---\nWalk.\n")
        // Both kept, even when they later differ: a note's creation time is not always its date.
        try vault.write("2026/11/walk.md", "---\nuuid: \(Self.uuid)\ncreated: 2026-11-30T08:00:00\ndate: 2026-11-29\n---\nWalk.\n")
        #expect(vault.run(["check"]).stdout == "checked 1 entry: no problems\n")
    }

    @Test(arguments: [
        ("2026/11/2026-11-29.md", "2026-11-29"),
        ("2026/11/2026_11_28.md", "2026-11-28"),
        ("2026/11/2026-11-27-evening-walk.md", "2026-11-27"),
    ])
    func theFileNameGivesTheDate(path: String, day: String) throws {
        let vault = try TemporaryVault()
        try vault.write(path, "---\ntags: [daily]\n---\n# Walk\n")
        let index = vault.run(["index", "--json"])
        #expect(index.status == 0)
        #expect(index.stdout.contains(#""date":"\#(day)","day":"\#(day)""#))
        let show = vault.run(["show", path])
        #expect(show.stdout.hasPrefix("Walk\n"))
        #expect(show.stdout.contains("(from the file name)\n"))
        let json = vault.run(["show", path, "--json"])
        #expect(json.stdout.contains(#""dateSource":"file-name""#))
        #expect(vault.run(["list", "--json"]).stdout.contains(#""day":"\#(day)""#))
    }

    @Test(arguments: ["2026-11-29x.md", "2026_11_29-walk.md", "2026-11-31.md", "20261129.md", "2026-11-29.markdown"])
    func otherNamesGiveNoDate(name: String) {
        #expect(VaultPath.fileNameDate(ofFileName: name) == nil)
    }

    @Test func showsTheFileNameDateInEachLanguage() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", "# Walk\n")
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "ko_KR"]).stdout.hasPrefix("Walk\n2026년 11월 29일 일요일 (파일 이름의 날짜)\n"))
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "de_DE"]).stdout.hasPrefix("Walk\nSonntag, 29. November 2026 (aus dem Dateinamen)\n"))
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "en_US"]).stdout.hasPrefix("Walk\nSunday, November 29, 2026 (from the file name)\n"))
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "ja_JP"]).stdout.hasPrefix("Walk\n2026年11月29日 日曜日 (ファイル名の日付)\n"))
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "zh_CN"]).stdout.hasPrefix("Walk\n2026年11月29日 星期日 (取自文件名)\n"))
        // Traditional Chinese and a language without words of its own get the English note.
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "zh_TW"]).stdout.hasPrefix("Walk\n2026年11月29日 星期日 (from the file name)\n"))
        #expect(vault.run(["show", "2026/11/2026-11-29.md", "--locale", "fr_FR"]).stdout.hasPrefix("Walk\ndimanche 29 novembre 2026 (from the file name)\n"))
    }

    @Test func checkFixWritesTheFileNameDate() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", "---\nuuid: \(Self.uuid)\ntags: [daily]\n---\n# Walk\n")
        try vault.write("2026/11/2026_11_28.md", "# Run\n")
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/2026-11-29.md: warning: the front matter has no date; vault takes 2026-11-29 from the file name [date-from-file-name]
            hint: vault check --fix writes 'date: 2026-11-29' into the front matter
            2026/11/2026_11_28.md: error: the file has no front matter, so the entry has no uuid; vault takes its date, 2026-11-28, from the file name [missing-front-matter]
            hint: vault check --fix adds a front matter with a new uuid and 'date: 2026-11-28'
            checked 2 entries: 2 problems (1 error, 1 warning), 2 fixable with 'vault check --fix'

            """)
        let fix = vault.run(["check", "--fix"])
        #expect(fix.status == 0)
        #expect(try vault.text("2026/11/2026-11-29.md") == "---\nuuid: \(Self.uuid)\ntags: [daily]\ndate: 2026-11-29\n---\n# Walk\n")
        let run = try vault.text("2026/11/2026_11_28.md")
        #expect(run.hasPrefix("---\nuuid: "))
        #expect(run.hasSuffix("\ndate: 2026-11-28\n---\n# Run\n"))
        #expect(vault.run(["check"]).stdout == "checked 2 entries: no problems\n")
    }

    @Test func starGivesAnUndatedFileItsFileNameDate() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", "# Walk\n")
        let star = vault.run(["star", "2026/11/2026-11-29.md"])
        #expect(star.status == 0)
        #expect(try vault.text("2026/11/2026-11-29.md") == "---\nstarred: true\ndate: 2026-11-29\n---\n# Walk\n")
    }

    @Test func starRefusesAnEntryWithNoDateAtAll() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/walk.md", "# Walk\n")
        let star = vault.run(["star", "2026/11/walk.md"])
        #expect(star == CLIRun(status: 1, stdout: "", stderr: """
            2026/11/walk.md: error: the entry has no date, so it has no place in the diary and the change would show nowhere; nothing was written
            hint: give it a date first: 'vault set 2026/11/walk.md date=YYYY-MM-DD' (or name the file YYYY-MM-DD.md)

            """))
        #expect(try vault.text("2026/11/walk.md") == "# Walk\n")
        #expect(vault.run(["set", "2026/11/walk.md", "date=2026-11-29"]).status == 0)
    }

    @Test func aBrokenEntryIsFoundByItsUUIDAndDate() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", "---\nuuid: \(Self.uuid)\ndate: 2026-11-29\ntitle: a: b\n---\nWalk.\n")
        let star = vault.run(["star", "6f1c2b9e"])
        #expect(star.status == 1)
        #expect(star.stderr.hasPrefix("2026/11/2026-11-29-walk.md:4:9: error: unquoted value contains ': '"))
        let byDate = vault.run(["show", "2026-11-29"])
        #expect(byDate.stderr.hasPrefix("2026/11/2026-11-29-walk.md:4:9: error:"))
        let tools = vault.base + "/tools/fix.sh"
        try "#!/bin/sh\nsed -i 's/title: a: b/title: \"a: b\"/' \"$1\"\n".write(toFile: tools, atomically: true, encoding: .utf8)
        chmod(tools, 0o755)
        let edit = vault.run(["edit", Self.uuid], environment: ["VISUAL": tools])
        #expect(edit == CLIRun(status: 0, stdout: "edited 2026/11/2026-11-29-walk.md \"a: b\"\n", stderr: ""))
    }

    @Test func unreadableFilesAreNamedWhenNothingMatches() throws {
        let vault = try TemporaryVault()
        let problems = [VaultProblem(.unreadableFile, path: "2026/11/2026-11-29-walk.md", message: "cannot read: Permission denied")]
        let found = EntryReference.unparsedMatches(prefix: "6F1C", day: nil, problems: problems, vault: try vault.vault)
        #expect(found.matches == [])
        #expect(found.unreadable == ["2026/11/2026-11-29-walk.md: cannot read: Permission denied"])
        #expect(VaultError.entryNotFoundAmongReadable(reference: "6F1C", unreadable: found.unreadable).errorDescription == """
            error: no entry that vault can read matches '6F1C'; 1 file could not be read:
              2026/11/2026-11-29-walk.md: cannot read: Permission denied
            hint: the entry may be one of them: let vault read them (such as 'chmod u+r FILE') and try again
            """)
    }

    @Test func editReportsAnInvalidDateWithItsLineAndColumn() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", "---\nuuid: \(Self.uuid)\ndate: 2026-11-29\n---\nWalk.\n")
        let tools = vault.base + "/tools/bad-date.sh"
        try "#!/bin/sh\nsed -i 's/date: 2026-11-29/date: 2026-02-30/' \"$1\"\n".write(toFile: tools, atomically: true, encoding: .utf8)
        chmod(tools, 0o755)
        let edit = vault.run(["edit", "2026/11/2026-11-29-walk.md"], environment: ["VISUAL": tools])
        #expect(edit == CLIRun(status: 1, stdout: "edited 2026/11/2026-11-29-walk.md \"Walk.\"\n", stderr: """
            2026/11/2026-11-29-walk.md:3:7: error: '2026-02-30' is not a date
            date: 2026-02-30
                  ^
            expected: YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00 (RFC 3339)
            hint: your edit is kept; run 'vault edit 2026/11/2026-11-29-walk.md' to fix it

            """))
    }
}
