import Testing
@testable import DiaryVault

/// `vault set` end to end, and how `key=value` arguments are read.
@Suite struct SetCommandTests {
    static let entry = """
        ---
        uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
        date: 2026-11-29T21:14:00+09:00
        mood: okay
        weather: 'clear'   # as seen at dinner
        tags:
          - walk
        ---
        # Evening walk

        """
    static let path = "2026/11/2026-11-29-evening-walk.md"

    @Test func setsSeveralKeysKeepingTheirStyle() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["set", "2026-11-29", "mood=Great", "weather=light rain", "tags=walk, family", "rating=4", "went=no"])
            #expect(run == CLIRun(status: 0, stdout: """
                updated \(Self.path) "Evening walk": mood=great, weather=light rain, tags=walk,family, rating=4, went=no

                """, stderr: ""))
            #expect(try vault.text(Self.path) == """
                ---
                uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
                date: 2026-11-29T21:14:00+09:00
                mood: great
                weather: 'light rain'   # as seen at dinner
                tags:
                  - walk
                  - family
                rating: "4"
                went: "no"
                ---
                # Evening walk

                """)
        }
    }

    @Test func leavesAnEntryThatAlreadyHasTheValues() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["set", Self.path, "mood=3", "tags=walk", "weather=clear"])
            #expect(run == CLIRun(status: 0, stdout: "unchanged \(Self.path) \"Evening walk\"\n", stderr: ""))
            #expect(try vault.text(Self.path) == Self.entry)
        }
    }

    @Test func setsEveryEntryOfADay() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            try vault.write("2026/11/2026-11-29-late.md", "---\ndate: 2026-11-29T23:40\ncreated: 2026-11-29\n---\nLate\n")
            let run = vault.run(["set", "--day", "2026-11-29", "starred=true", "date=2026-11-30"])
            #expect(run.status == 0)
            #expect(run.stdout == """
                updated \(Self.path) "Evening walk": starred=true, date=2026-11-30
                updated 2026/11/2026-11-29-late.md "Late": starred=true, date=2026-11-30

                """)
            #expect(try vault.text("2026/11/2026-11-29-late.md") == "---\ndate: 2026-11-30\ncreated: 2026-11-29\nstarred: true\n---\nLate\n")
        }
    }

    @Test func writesTheDateToTheLegacyKeyTheFileUses() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/old.md", "---\ncreated: 2026-11-29\nfavorite: no\n---\nOld app\n")
            #expect(vault.run(["set", "2026/11/old.md", "date=2026-11-28", "starred=true"]).status == 0)
            #expect(try vault.text("2026/11/old.md") == "---\ncreated: 2026-11-28\nfavorite: true\n---\nOld app\n")
        }
    }

    static let refused: [(arguments: [String], message: String)] = [
        (["mood=happy"], "error: the value 'happy' is invalid for 'mood': expected 'bad', 'not-great', 'okay', 'good' or 'great'"),
        (["date=2026-11-31"], "error: the value '2026-11-31' is invalid for 'date': expected a day of the calendar; 2026-11-31 is not a day (November 2026 has 30 days)"),
        (["date=29/11/2026"], "error: the value '29/11/2026' is invalid for 'date': expected a date YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00"),
        (["starred=yes"], "error: the value 'yes' is invalid for 'starred': expected true or false"),
        // `anniversary` is a boolean like `starred` (it was written as the unchecked text "yes").
        (["anniversary=yes"], "error: the value 'yes' is invalid for 'anniversary': expected true or false"),
        (["anniversary=maybe"], "error: the value 'maybe' is invalid for 'anniversary': expected true or false"),
        (["Private=no"], "error: the value 'no' is invalid for 'Private': expected true or false"),
        (["UUID=0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42"], "error: the value 'UUID=0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42' is invalid for '<key>=<value>': expected a key other than uuid: the uuid is the entry's identity and never changes"),
        (["Uuid=x"], "error: the value 'Uuid=x' is invalid for '<key>=<value>': expected a key other than uuid: the uuid is the entry's identity and never changes"),
        (["uuid=0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42"], "error: the value 'uuid=0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42' is invalid for '<key>=<value>': expected a key other than uuid: the uuid is the entry's identity and never changes"),
        (["mood"], "error: the value 'mood' is invalid for '<key>=<value>': expected an assignment key=value, such as mood=good"),
        (["=x"], "error: the value '=x' is invalid for '<key>=<value>': expected an assignment key=value, such as mood=good"),
        ([], "error: missing expected argument '<key>=<value>'"),
    ]

    /// `anniversary=true` and `private=true` are written as YAML booleans, which vault reads, not
    /// as the quoted string `"true"` of a new text key.
    @Test func writesTheBooleanKeysAsBooleans() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["set", "2026-11-29", "anniversary=true", "private=true"])
            #expect(run == CLIRun(status: 0, stdout: "updated \(Self.path) \"Evening walk\": anniversary=true, private=true\n", stderr: ""))
            let text = try vault.text(Self.path)
            #expect(text.contains("\nanniversary: true\nprivate: true\n---\n"))
            let entry = try Entry(parsing: Array(text.utf8))
            #expect(entry.isAnniversary && entry.isPrivate)
        }
    }

    @Test(arguments: refused)
    func refusesInvalidAssignmentsBeforeWriting(arguments: [String], message: String) throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["set", "2026-11-29"] + arguments)
            #expect(run == CLIRun(status: 64, stdout: "", stderr: message + "\nhint: see 'vault help set'\n"))
            #expect(try vault.text(Self.path) == Self.entry)
        }
    }

    /// With `c: 0x1F` and `a: 012`, `vault set REF c=31 a=12` writes numbers, not the strings
    /// `c: "31"` and `a: "12"`.
    @Test func keepsTheKindOfValueTheKeyHolds() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/n.md", """
                ---
                date: 2026-11-29
                c: 0x1F
                a: 012
                rating: 4.5
                done: false
                note: plain
                count: 3
                ---
                Numbers

                """)
            let run = vault.run(["set", "2026/11/n.md", "c=32", "a=13", "rating=5", "done=True", "note=7", "count=many", "new=4"])
            #expect(run == CLIRun(status: 0, stdout: """
                updated 2026/11/n.md "Numbers": c=32, a=13, rating=5, done=true, note=7, count=many, new=4

                """, stderr: ""))
            #expect(try vault.text("2026/11/n.md") == """
                ---
                date: 2026-11-29
                c: 32
                a: 13
                rating: 5
                done: true
                note: "7"
                count: many
                new: "4"
                ---
                Numbers

                """)
        }
    }

    /// 31 is the number `0x1F` already holds and 12 the one `012` holds, so nothing changes (as
    /// for any value a key already has).
    @Test func leavesANumberSetToTheSameValue() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/n.md", "---\ndate: 2026-11-29\nc: 0x1F\na: 012\n---\nNumbers\n")
            #expect(vault.run(["set", "2026/11/n.md", "c=31", "a=12"]) == CLIRun(status: 0, stdout: "unchanged 2026/11/n.md \"Numbers\"\n", stderr: ""))
            #expect(try vault.text("2026/11/n.md") == "---\ndate: 2026-11-29\nc: 0x1F\na: 012\n---\nNumbers\n")
        }
    }

    @Test func refusesTheKeyHoldingALegacyUUID() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/old.md", "---\nid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\n---\nOld\n")
            let run = vault.run(["set", "2026/11/old.md", "id=x"])
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                2026/11/old.md: error: refusing to change 'id': the uuid is the entry's identity and never changes

                """))
        }
    }

    /// An escape sequence in the key is echoed escaped, as the value's is, and so is one in a tag.
    @Test func escapesControlCharactersInTheKeyAndTagsItEchoes() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/y.md", "---\ndate: 2026-11-03\n---\n# y\n")
            let run = vault.run(["set", "2026/11/y.md", "k\u{1B}[31m=v\u{1B}", "tags=a\u{1B}[31m,b"])
            #expect(run == CLIRun(status: 0, stdout: """
                updated 2026/11/y.md "y": k\\e[31m=v\\e, tags=a\\e[31m,b

                """, stderr: ""))
            #expect(try vault.text("2026/11/y.md") == "---\ndate: 2026-11-03\n\"k\\e[31m\": \"v\\e\"\ntags: [\"a\\e[31m\", b]\n---\n# y\n")
        }
    }

    /// A date in another month is written with a note that the file is now in the wrong month
    /// folder, as `vault edit` says it.
    @Test func notesADateThatBelongsInAnotherMonthFolder() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["set", "2026-11-29", "date=2026-10-05"])
            #expect(run == CLIRun(status: 0, stdout: """
                updated \(Self.path) "Evening walk": date=2026-10-05

                """, stderr: """
                note: the entry is dated 2026-10-05, which belongs in 2026/10/, but the file is in 2026/11/
                hint: run 'vault edit \(Self.path) --move' to move it there

                """))
            #expect(vault.files(under: "2026") == [Self.path])
            // Other keys, and a date within the month, say nothing more.
            #expect(vault.run(["set", Self.path, "mood=good"]).stderr == "")
            #expect(vault.run(["set", Self.path, "date=2026-11-28"]) == CLIRun(status: 0, stdout: """
                updated \(Self.path) "Evening walk": date=2026-11-28

                """, stderr: ""))
        }
    }
}
