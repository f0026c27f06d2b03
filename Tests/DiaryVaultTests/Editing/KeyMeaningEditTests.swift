import Testing
@testable import DiaryVault

/// An edit never hands a meaning to another key: with keys in another case and legacy aliases in
/// a file, writing or removing one key must not make a twin the one vault reads.
@Suite struct KeyMeaningEditTests {
    static let twins = """
        ---
        uuid: DDDDDDDD-1111-4111-8111-111111111111
        date: 2026-11-05
        isStar: false
        ISSTAR: true
        mood: good
        Mood: bad
        tags: [p]
        TAGS: [q]
        ---
        # D

        """

    /// `set id=x` next to `UUID:` made `id` the uuid (an exact alias outranks another case).
    @Test func refusesAnEditThatWouldChangeTheUUID() throws {
        try TemporaryVault.with { vault in
            let file = "---\nUUID: AAAAAAAA-1111-4111-8111-111111111111\ndate: 2026-11-02\n---\n# A\n"
            try vault.write("2026/11/2026-11-02-a.md", file)
            let run = vault.run(["set", "aaaa", "id=x"])
            #expect(run.status == 1)
            #expect(run.stderr == "2026/11/2026-11-02-a.md: error: refusing to change 'id': the entry's uuid would then be read from 'id'; the uuid is the entry's identity and never changes\n")
            #expect(try vault.text("2026/11/2026-11-02-a.md") == file)
            // Any case of uuid is refused as a usage error, like uuid itself.
            #expect(vault.run(["set", "aaaa", "UUID=x"]).status == 64)
        }
    }

    @Test(arguments: [("starred", "ISSTAR", "isStar"), ("mood", "Mood", "mood"), ("tags", "TAGS", "tags")])
    func refusesToUnsetAKeyWhoseTwinWouldTakeOver(name: String, twin: String, stored: String) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-05-d.md", Self.twins)
            let run = vault.run(["unset", "dddd", name])
            #expect(run.status == 1)
            #expect(run.stderr == "2026/11/2026-11-05-d.md: error: refusing to change '\(stored)': '\(twin)' also gives the entry's \(name), so vault would read that key instead; keep one of the two keys ('vault check' names both)\n")
            #expect(try vault.text("2026/11/2026-11-05-d.md") == Self.twins)
        }
    }

    /// `set Mood=great` on a file that writes `MOOD:` edits `MOOD:` (a second key would never be
    /// read); `set isstar=yes` refuses a value that is not a boolean rather than write "yes".
    @Test func editsTheKeyAsStoredWhateverTheCaseTyped() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-a.md", "---\nuuid: AAAAAAAA-1111-4111-8111-111111111111\ndate: 2026-11-02\nMOOD: Good\n---\n# A\n")
            let run = vault.run(["set", "aaaa", "Mood=great"])
            #expect(run.stdout == "updated 2026/11/2026-11-02-a.md \"A\": MOOD=great\n")
            #expect(try vault.text("2026/11/2026-11-02-a.md") == "---\nuuid: AAAAAAAA-1111-4111-8111-111111111111\ndate: 2026-11-02\nMOOD: great\n---\n# A\n")
            let star = vault.run(["set", "aaaa", "isstar=yes"])
            #expect(star.status == 64)
            #expect(star.stderr.hasPrefix("error: the value 'yes' is invalid for 'isstar': expected true or false\n"))
        }
    }

    /// Keys nothing else reads still change freely next to twins.
    @Test func allowsEditsThatKeepTheMeaning() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-05-d.md", Self.twins)
            #expect(vault.run(["set", "dddd", "weather=sunny"]).status == 0)
            #expect(vault.run(["star", "dddd"]).status == 0)
            #expect(try vault.text("2026/11/2026-11-05-d.md") == Self.twins
                .replacing("isStar: false", with: "isStar: true").replacing("TAGS: [q]\n", with: "TAGS: [q]\nweather: sunny\n"))
        }
    }

    /// `star` on a file with a blank line (or spaces) above its `---` put a second front matter on
    /// top and buried the real uuid and date in the body; CR-only files got LF lines added.
    @Test(arguments: [
        ("\n---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\n---\n# Blank first\n",
         "the '---' must be the very first line; remove the blank lines above it"),
        (" ---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02\n---\n# Indented\n",
         "the '---' must start the first line; remove the spaces before it"),
        ("---\ruuid: 22222222-2222-4222-8222-222222222222\rdate: 2026-11-02\r---\r# Old Mac\r",
         "the file uses CR alone as its line ending (old Mac OS), so its '---' is not a line of its own; convert it to LF or CRLF line endings"),
    ] as [(String, String)])
    func refusesToBuryAMisplacedFrontMatter(file: String, hint: String) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-odd.md", file)
            for arguments in [["star"], ["set", "mood=good"]] {
                let run = vault.run([arguments[0], "2026/11/2026-11-02-odd.md"] + arguments.dropFirst())
                #expect(run.status == 1)
                #expect(run.stderr == "2026/11/2026-11-02-odd.md: error: refusing to edit: the file's front matter is not where YAML reads it, and a new one would bury it in the body\nhint: \(hint)\n")
            }
            #expect(try vault.text("2026/11/2026-11-02-odd.md") == file)
        }
    }

    /// A semantic key or alias typed in any case edits the key the file uses for that meaning, or
    /// writes the canonical name; a key the file has exactly as typed is edited as it is:
    /// `set created=` beside `Date:` edits `Date:` (no new `created:` key), `set Mood=great` writes
    /// `mood:`, and a stray `Mood:` can be removed.
    @Test(arguments: [
        ("Date: 2026-11-05\n", ["set", "created=2026-11-09"], "Date: 2026-11-09\n"),
        ("date: 2026-11-05\nISSTAR: false\n", ["set", "isStar=true"], "date: 2026-11-05\nISSTAR: true\n"),
        ("date: 2026-11-05\n", ["set", "Mood=great"], "date: 2026-11-05\nmood: great\n"),
        ("date: 2026-11-05\n", ["set", "STARRED=true"], "date: 2026-11-05\nstarred: true\n"),
        ("date: 2026-11-05\n", ["set", "Tags=a,b"], "date: 2026-11-05\ntags: [a, b]\n"),
        ("date: 2026-11-05\nmood: good\nMood: bad\n", ["unset", "Mood"], "date: 2026-11-05\nmood: good\n"),
    ] as [(String, [String], String)])
    func editsTheKeyThatHoldsTheMeaning(keys: String, arguments: [String], edited: String) throws {
        try TemporaryVault.with { vault in
            let uuid = "uuid: 44444444-E81A-44AD-A1F9-64C7EB41C9AC\n"
            try vault.write("2026/11/2026-11-05-x.md", "---\n\(uuid)\(keys)---\nhi\n")
            let run = vault.run([arguments[0], "2026/11/2026-11-05-x.md"] + arguments.dropFirst())
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try vault.text("2026/11/2026-11-05-x.md") == "---\n\(uuid)\(edited)---\nhi\n")
        }
    }
}
