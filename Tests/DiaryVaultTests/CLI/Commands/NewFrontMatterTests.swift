import Foundation
import Testing
@testable import DiaryVault

/// `vault new` with text that starts with front matter of its own, and text that cannot be read.
@Suite struct NewFrontMatterTests {
    /// `printf -- '---\nmood: good\n---\n# has fm\n' | vault new --date 2026-11-05` writes one
    /// front-matter block, the text's merged with vault's keys.
    @Test func usesTheFrontMatterOfPipedText() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new", "--date", "2026-11-05"], input: StandardInput(text: "---\nmood: good\n---\n# has fm\n"))
            let path = "2026/11/2026-11-05-has-fm.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let uuid = try NewCommandTests.uuid(vault, path)
            #expect(try vault.text(path) == """
                ---
                uuid: \(uuid)
                date: 2026-11-05
                mood: good
                starred: false
                ---
                # has fm

                """)
        }
    }

    /// `--title` replaces the text's title, and only it: the text's `anniversary` and `private`
    /// were dropped with it, so a private text became a public entry.
    @Test func keepsTheKeysWithMeaningTheCanonicalFormDoesNotWrite() throws {
        try TemporaryVault.with { vault in
            let text = "---\ntitle: Old\nanniversary: true\nprivate: true\n---\nText\n"
            let run = vault.run(["new", "--date", "2026-11-05", "--title", "New"], input: StandardInput(text: text))
            let path = "2026/11/2026-11-05-new.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.title == "New")
            #expect(entry.isAnniversary && entry.isPrivate)
            // The old title is replaced (the new one is the body's first heading).
            #expect(entry.document.frontMatter?.field("title") == nil)
        }
    }

    static let exported = """
        ---
        uuid: 0c1e2a3b-4d5e-4f60-8172-93a4b5c6d7e8
        weather: 'light rain'   # as seen
        created: 2026-11-03T10:00
        mood: calm
        isStar: yes
        tags: [walk, 007]
        location: Seoul
        ---

        Body text.

        """

    @Test func takesItsValuesAsDefaultsAndKeepsTheOtherKeysInOrder() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new"], input: StandardInput(text: Self.exported))
            let path = "2026/11/2026-11-03-body-text.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let text = try vault.text(path)
            #expect(text == """
                ---
                uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
                date: 2026-11-03T10:00
                mood: calm
                starred: true
                tags: [walk, "007"]
                weather: light rain
                location: Seoul
                ---
                Body text.

                """)
        }
    }

    /// A Hugo post piped in: `Date:`, `Tags:` and `Title:` are all written canonically, so the
    /// new entry starts without a miscased-key warning.
    @Test func writesKeysInAnotherCaseCanonically() throws {
        try TemporaryVault.with { vault in
            let hugo = "---\nTitle: Hugo post\nDate: 2024-05-06T07:08:09+02:00\nTags: [x, z]\n---\nHugo body\n"
            let run = vault.run(["new"], input: StandardInput(text: hugo))
            let path = "2024/05/2024-05-06-hugo-post.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let uuid = try NewCommandTests.uuid(vault, path)
            #expect(try vault.text(path) == "---\nuuid: \(uuid)\ndate: 2024-05-06T07:08:09+02:00\nstarred: false\ntags: [x, z]\ntitle: Hugo post\n---\nHugo body\n")
            #expect(vault.run(["check"]).status == 0)
        }
    }

    @Test func optionsWinOverTheFrontMatter() throws {
        try TemporaryVault.with { vault in
            let text = "---\ndate: 2026-11-03\nmood: bad\ntags: [old]\ntitle: Old title\nstarred: false\nnote: kept\n---\nBody.\n"
            let run = vault.run(["new", "--date", "2026-11-04", "--mood", "great", "--tag", "new", "--title", "New title", "--star"],
                                input: StandardInput(text: text))
            let path = "2026/11/2026-11-04-new-title.md"
            #expect(run.stdout == path + "\n")
            let uuid = try NewCommandTests.uuid(vault, path)
            #expect(try vault.text(path) == """
                ---
                uuid: \(uuid)
                date: 2026-11-04
                mood: great
                starred: true
                tags: [new]
                note: kept
                ---
                # New title

                Body.

                """)
        }
    }

    @Test func givesANewUUIDWhenTheVaultHasItsOwn() throws {
        try TemporaryVault.with { vault in
            let text = "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n---\nAgain\n"
            #expect(vault.run(["new", "--date", "2026-11-01"], input: StandardInput(text: text)).status == 0)
            let second = vault.run(["new", "--date", "2026-11-01"], input: StandardInput(text: text))
            #expect(second == CLIRun(status: 0, stdout: "2026/11/2026-11-01-again-2.md\n", stderr: """
                note: the uuid 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8 of the text's front matter is already in the vault; the entry gets a new one

                """))
            let kept = try NewCommandTests.uuid(vault, "2026/11/2026-11-01-again.md")
            let replaced = try NewCommandTests.uuid(vault, "2026/11/2026-11-01-again-2.md")
            #expect(kept == "0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8")
            #expect(replaced != kept)
            let invalid = vault.run(["new", "--date", "2026-11-01"], input: StandardInput(text: "---\nuuid: 12\n---\nThird\n"))
            #expect(invalid.stderr == "note: the text's 'uuid: 12' is not a UUID; the entry gets a new one\n")
        }
    }

    @Test func refusesFrontMatterThatDoesNotParse() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new"], input: StandardInput(text: "---\nmood: [\n---\nx\n"))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                <stdin>:2:7: error: flow sequence '[' is never closed
                mood: [
                      ^
                expected: ']' to close the list, on the same line or a later indented one; quote items that start with '#', such as ["#diary"]
                nothing was created

                """))
            #expect(vault.files().isEmpty)
        }
    }

    @Test func refusesAFrontMatterDateThatIsNotADate() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new"], input: StandardInput(text: "---\ndate: 2026-02-30\n---\nx\n"))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: '2026-02-30' is not a valid date
                hint: expected YYYY-MM-DD, such as 2026-11-29

                """))
            #expect(vault.files().isEmpty)
            #expect(vault.run(["new", "--date", "2026-11-01"], input: StandardInput(text: "---\ndate: 2026-02-30\n---\nx\n")).status == 0)
        }
    }

    /// Standard input that is not UTF-8 is a read error that says so (exit 1), not a usage error
    /// of '<text>'.
    @Test func refusesStandardInputThatIsNotUTF8() throws {
        try TemporaryVault.with { vault in
            let input = StandardInput(isTerminal: false, read: { Data([0x61, 0x62, 0xFF, 0x63, 0x0A]) })
            let run = vault.run(["new"], input: input)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                <stdin>:1:3: error: file is not valid UTF-8: invalid byte 0xFF at byte offset 2
                ab\\xFFc
                  ^
                expected: UTF-8 text; convert the file, for example with iconv -f CP949 -t UTF-8
                nothing was created

                """))
            #expect(vault.files().isEmpty)
        }
    }

    @Test func readsFrontMatterTypedBelowTheDraftComment() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("write", #"printf -- '---\nmood: great\n---\n# Typed\n' >> "$1""#)
            let run = vault.run(["new"], environment: ["EDITOR": editor], input: NewEditorTests.terminal)
            #expect(run == CLIRun(status: 0, stdout: "2026/11/2026-11-29-typed.md\n", stderr: ""))
            let entry = try Entry(parsing: try vault.bytes("2026/11/2026-11-29-typed.md"))
            #expect(entry.mood == .great)
            #expect(entry.body == "# Typed\n")
        }
    }

    @Test func keepsTheDraftWhenItsFrontMatterDoesNotParse() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("write", #"printf -- '---\nmood: [\n---\n# Typed\n' >> "$1""#)
            let run = vault.run(["new"], environment: ["EDITOR": editor], input: NewEditorTests.terminal)
            let drafts = vault.files(under: ".vault/drafts")
            try #require(drafts.count == 1)
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("\(drafts[0]):2:7: error: flow sequence '[' is never closed\n"))
            #expect(run.stderr.hasSuffix("hint: your draft is kept at \(drafts[0]); create the entry from it with: vault new < \(drafts[0])\n"))
            #expect(vault.files().filter { !$0.hasPrefix(".vault/") }.isEmpty)
        }
    }
}
