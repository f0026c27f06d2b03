import Testing
@testable import DiaryVault

/// Other spellings, end to end: semantic keys in another case (`UUID:`, `Date:`) and
/// semantic values vault keeps as raw text (`tags: [walk,` + `  family]`).
@Suite struct KeySpellingEndToEndTests {
    /// `UUID:` and `Date:` are read: `check` finds the entry's uuid and date and reports the case,
    /// and `--fix` renames them rather than add a fresh `uuid:`, which would give two identities.
    @Test func readsAndRenamesKeysInAnotherCase() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-x.md", "---\nUUID: 22222222-2222-4222-8222-222222222222\nDate: 2026-11-02\n---\nx\n")
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/2026-11-02-x.md:2:1: warning: 'UUID' is 'uuid' in another case; vault reads it as 'uuid', but YAML keys are case-sensitive and other tools may not [miscased-key]
            UUID: 22222222-2222-4222-8222-222222222222
            ^
            hint: vault check --fix renames it to 'uuid'
            2026/11/2026-11-02-x.md:3:1: warning: 'Date' is 'date' in another case; vault reads it as 'date', but YAML keys are case-sensitive and other tools may not [miscased-key]
            Date: 2026-11-02
            ^
            hint: vault check --fix renames it to 'date'
            checked 1 entry: 2 problems (0 errors, 2 warnings), 2 fixable with 'vault check --fix'

            """)
        #expect(check.status == 1)
        let dryRun = vault.run(["check", "--fix", "--dry-run"])
        #expect(dryRun.stdout == """
            diff --git a/2026/11/2026-11-02-x.md b/2026/11/2026-11-02-x.md
            --- a/2026/11/2026-11-02-x.md
            +++ b/2026/11/2026-11-02-x.md
            @@ -1,5 +1,5 @@
             ---
            -UUID: 22222222-2222-4222-8222-222222222222
            -Date: 2026-11-02
            +uuid: 22222222-2222-4222-8222-222222222222
            +date: 2026-11-02
             ---
             x

            """)
        #expect(dryRun.stderr == "dry run: --fix would make 2 fixes in 1 file; nothing was written\n")
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed.status == 0)
        #expect(try vault.bytes("2026/11/2026-11-02-x.md")
            == Array("---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\n---\nx\n".utf8))
    }

    /// The exact key wins over one in another case; the other is reported, never renamed over it.
    @Test func keepsTheExactKeyAndReportsTheOther() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-x.md", "---\nuuid: 22222222-2222-4222-8222-222222222222\nUUID: 33333333-3333-4333-8333-333333333333\ndate: 2026-11-02\n---\nx\n")
        let check = vault.run(["check", "--fix"])
        #expect(check.stdout == """
            2026/11/2026-11-02-x.md:3:1: warning: 'UUID' is 'uuid' in another case, and its value differs from 'uuid'; vault ignores it [miscased-key]
            UUID: 33333333-3333-4333-8333-333333333333
            ^
            hint: keep the right value in 'uuid' and delete the 'UUID' line
            checked 1 entry, made 0 fixes: 1 problem (0 errors, 1 warning)

            """)
        #expect(vault.run(["show", "2026-11-02", "--json"]).stdout.contains(#""uuid":"22222222-2222-4222-8222-222222222222""#))
    }

    /// `show` and `set` use the key the file already has: no second `mood` is added.
    @Test func showsAndEditsTheKeyAsWritten() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-x.md", "---\nUUID: 22222222-2222-4222-8222-222222222222\nDate: 2026-11-02\nMood: good\nTags: [walk]\n---\nx\n")
        #expect(vault.run(["show", "2026-11-02"]).stdout == "x\nMonday, November 2, 2026\nmood: good   tags: walk\n\nx\n")
        #expect(vault.run(["set", "2026-11-02", "mood=bad"]).status == 0)
        #expect(try vault.bytes("2026/11/2026-11-02-x.md")
            == Array("---\nUUID: 22222222-2222-4222-8222-222222222222\nDate: 2026-11-02\nMood: bad\nTags: [walk]\n---\nx\n".utf8))
    }

    /// `tags: [walk,` + `  family]` (valid YAML the parser keeps raw) gives two tags: a flow list
    /// over several lines is read when YAML reads its line breaks as spaces.
    @Test func readsTagsWrittenOverSeveralLines() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-x.md", "---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\ntags: [walk,\n  family]\n---\n# t\n")
        #expect(vault.run(["check"]).stdout == "checked 1 entry: no problems\n")
        #expect(vault.run(["show", "2026-11-02"]).stdout == "t\nMonday, November 2, 2026\ntags: walk, family\n")
        #expect(vault.run(["index", "--json"]).stdout.contains(#""tags":["walk","family"]"#))
    }

    /// A `tags` value vault keeps raw and cannot read is reported by `check`, never passed over.
    @Test(arguments: [
        ("tags:\n  a: 1", "4:1", "tags:", "^"),
        ("tags: {a: 1}", "4:7", "tags: {a: 1}", "      ^"),
        ("tags: [a, [b]]", "4:7", "tags: [a, [b]]", "      ^"),
    ])
    func reportsTagsItCannotRead(line: String, place: String, source: String, caret: String) throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-02-x.md", "---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\n\(line)\n---\n# t\n")
        let check = vault.run(["check"])
        #expect(check.stdout == """
            2026/11/2026-11-02-x.md:\(place): warning: vault keeps the value of 'tags' as written but cannot read it as a list of tags, so the entry has no tags [unreadable-value]
            \(source)
            \(caret)
            hint: write the list on one line, such as 'tags: [walk, family]', or one '  - walk' line per tag under 'tags:'
            checked 1 entry: 1 problem (0 errors, 1 warning)

            """)
        #expect(check.status == 1)
        // Not fixable: the value is the user's and is never rewritten.
        #expect(vault.run(["check", "--fix"]).stdout.hasSuffix("made 0 fixes: 1 problem (0 errors, 1 warning)\n"))
        #expect(try vault.bytes("2026/11/2026-11-02-x.md")
            == Array("---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\n\(line)\n---\n# t\n".utf8))
    }
}
