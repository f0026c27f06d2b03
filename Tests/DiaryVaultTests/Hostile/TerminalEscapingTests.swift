import Foundation
import Testing
@testable import DiaryVault

/// No text from a file or a file name may drive the user's terminal: every command's output is
/// free of control characters (but line feeds and tabs), C1 controls and bidi overrides, whatever
/// titles, tags, moods, keys, bodies and file names hold.
@Suite struct TerminalEscapingTests {
    /// A vault whose entries and names carry escape sequences: CSI, OSC (window title), BEL, the
    /// C1 CSI U+009B, and a right-to-left override.
    static func hostileVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-title.md", """
            ---
            uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
            date: 2026-11-01
            mood: "\\e[5mcalm"
            starred: true
            tags: ["\\e[31mred", "\\u202Eevil"]
            title: "\\e]0;pwned\\a\\e[2J\\u009B31mTitle\\u202E"
            "\\e[1mkey": "\\e[32mvalue"
            ---
            Body \u{1B}[31mred\u{202E} and \u{9B}1m.

            """)
        try vault.write("2026/11/2026-11-02-\u{1B}[31mred.md", """
            ---
            uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
            date: 2026-11-02
            ---
            # \u{1B}[41mHeading\u{7}

            """)
        try vault.write("2026/11/2026-11-03-\u{1B}]0;x\u{7}dup.md", """
            ---
            date: 2026-11-03
            "\\e[31mk": 1
            "\\e[31mk": 2
            ---

            """)
        return vault
    }

    /// The characters a terminal may act on, found in a text.
    static func unsafeCharacters(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            scalar != "\n" && scalar != "\t" && TerminalText.needsEscape(scalar, keepTabs: true)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test(arguments: [
        ["index"], ["calendar", "2026-11"], ["calendar", "2026-11", "--mood"], ["calendar", "2026"],
        ["show", "2026-11-01"], ["show", "2026-11-02"], ["show", "2026/11/2026-11-03-\u{1B}]0;x\u{7}dup.md"],
        ["check"], ["check", "--dry-run"], ["check", "--fix"],
    ])
    func printsNothingATerminalActsOn(arguments: [String]) throws {
        let vault = try Self.hostileVault()
        let result = vault.run(arguments)
        #expect(Self.unsafeCharacters(result.stdout) == [], "stdout of \(arguments)")
        #expect(Self.unsafeCharacters(result.stderr) == [], "stderr of \(arguments)")
    }

    /// Every JSON output escapes the same characters the same way: C0, DEL, C1 and bidi controls as
    /// `\uXXXX` with uppercase hex (the calendar's JSON once left U+202E raw and wrote `\u001b`).
    @Test(arguments: [["index", "--json"], ["show", "2026-11-01", "--json"], ["calendar", "2026-11", "--json"],
                      ["calendar", "2026", "--json"], ["check", "--json"]])
    func printsNothingATerminalActsOnInJSON(arguments: [String]) throws {
        let vault = try Self.hostileVault()
        let result = vault.run(arguments)
        #expect(Self.unsafeCharacters(result.stdout) == [], "stdout of \(arguments)")
        #expect(!result.stdout.contains("\\u001b"), "lowercase escapes in \(arguments)")
        #expect(Self.unsafeCharacters(result.stderr) == [], "stderr of \(arguments)")
    }

    @Test func escapesTitlesTagsAndPathsInTheCalendarJSONAsTheIndexDoes() throws {
        let vault = try Self.hostileVault()
        let calendar = vault.run(["calendar", "2026-11", "--json"]).stdout
        #expect(calendar.contains(#""tags":["\u001B[31mred","\u202Eevil"]"#))
        #expect(calendar.contains(#""path":"2026/11/2026-11-02-\u001B[31mred.md""#))
        let index = vault.run(["index", "--json"]).stdout
        #expect(index.contains(#""tags":["\u001B[31mred","\u202Eevil"]"#))
    }

    /// `INDEX.md` is read with `cat` as often as on GitHub: titles fold terminal-driving
    /// characters (bidi overrides included) to spaces, link targets percent-encode them.
    @Test func writesAnIndexFileWithNothingATerminalActsOn() throws {
        let vault = try Self.hostileVault()
        try vault.write("2026/11/2026-11-04-\u{202E}evil.md", """
            ---
            date: 2026-11-04
            ---
            # Left \u{202E}right\u{200B}

            """)
        _ = vault.run(["index", "--write"])
        let written = String(decoding: try vault.bytes("INDEX.md"), as: UTF8.self)
        #expect(Self.unsafeCharacters(written) == [])
        #expect(written.contains("[Left  right ](2026/11/2026-11-04-%E2%80%AEevil.md)"))
    }

    @Test func escapesThePathAndTheKeyOfAParseError() throws {
        let document = "---\n\"\\e[31mk\": 1\n\"\\e[31mk\": 2\n---\n"
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: document, path: "a\u{1B}]0;x\u{7}.md") }
        do {
            _ = try EntryDocument(parsing: document, path: "a\u{1B}]0;x\u{7}.md")
        } catch let error as FrontMatterError {
            #expect(error.errorDescription == """
                a\\e]0;x\\u{7}.md:3:1: error: duplicate key '\\e[31mk' (lines 2 and 3)
                "\\e[31mk": 2
                ^
                expected: each key at most once; remove or rename one of them
                """)
        }
    }
}
