import Foundation
import Testing
@testable import DiaryVault

/// `vault site`: the folder it writes, privacy, and rewriting only what changed.
@Suite struct SiteCommandTests {
    /// The modification time of every file under a folder, by relative path.
    static func times(_ vault: TemporaryVault, _ folder: String) -> [String: Int64] {
        var times: [String: Int64] = [:]
        for file in vault.files(under: folder) { times[file] = FileSystem.status(vault.path(file))?.modified }
        return times
    }

    @Test func writesTheSiteAndLeavesPrivateEntriesOut() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["site"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("vault: site of 3 entries in .vault/site: "))
        #expect(result.stderr.hasSuffix(" written, 0 unchanged; 1 private entry left out (--include-private includes them)\n"))
        #expect(vault.exists(".vault/site/2026/11/2026-11-29-river.html"))
        #expect(!vault.exists(".vault/site/2026/10/2026-10-25-market.html"))
        #expect(try vault.text(".vault/site/.gitignore") == "*\n")
        #expect(try vault.text(".vault/site/robots.txt") == "User-agent: *\nDisallow: /\n")
        #expect(try vault.bytes(".vault/site/2026/11/attachments/river night.jpg") == ExportFixture.photo)
        let search = try vault.files(under: ".vault/site/search").map { try vault.text($0) }.joined()
        #expect(search.contains("river"))
        #expect(!search.contains("plum butter"))
        let river = try vault.text(".vault/site/2026/11/2026-11-29-river.html")
        #expect(river.contains("<p><img src=\"attachments/river%20night.jpg\" alt=\"\" /></p>"))
        #expect(river.contains("<h2 id=\"다리\">다리</h2>"))
        #expect(river.contains("<dt>location</dt><dd>Dalbit Riverside Park, Seoul, South Korea</dd>"))
    }

    @Test func includePrivateShowsThem() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["site", "--include-private"])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("private"))
        #expect(vault.exists(".vault/site/2026/10/2026-10-25-market.html"))
    }

    @Test func secondRunWritesNothingAndSaysSo() throws {
        let vault = try ExportFixture.vault()
        let first = vault.run(["site"])
        #expect(first.status == 0)
        let before = try vault.snapshot()
        let times = Self.times(vault, ".vault/site")
        let second = vault.run(["site"])
        #expect(second.status == 0)
        #expect(second.stderr.contains(": nothing changed ("))
        #expect(try vault.snapshot() == before)
        #expect(Self.times(vault, ".vault/site") == times)
    }

    @Test func anEditRewritesOnlyThePagesThatShowTheEntry() throws {
        let vault = try ExportFixture.vault()
        #expect(vault.run(["site"]).status == 0)
        let coffee = try vault.text("2026/11/2026-11-29-coffee.md")
        try vault.write("2026/11/2026-11-29-coffee.md", coffee.replacingOccurrences(of: "Mondays.", with: "Tuesdays."))
        let result = vault.run(["site", "--no-cache"])
        #expect(result.status == 0)
        // The body changed: its page, the search index and the stats' word count; not the
        // calendar, tags, home or the other entries.
        #expect(result.stderr.contains("3 files written, "), "\(result.stderr)")
        let deleted = vault.run(["delete", "2026/11/2026-11-29-coffee.md", "--yes"])
        if deleted.status != 0 { try FileManager.default.removeItem(atPath: vault.path("2026/11/2026-11-29-coffee.md")) }
        let after = vault.run(["site", "--no-cache"])
        #expect(after.stderr.contains(", 2 removed, "), "\(after.stderr)")
        #expect(!vault.exists(".vault/site/2026/11/2026-11-29-coffee.html"))
        #expect(!vault.exists(".vault/site/tags/coffee.html"))
    }

    @Test func refusesAFolderItDidNotWrite() throws {
        let vault = try ExportFixture.vault()
        try vault.write("../elsewhere/notes.txt", "mine\n")
        let result = vault.run(["site", "-o", "../elsewhere"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("../elsewhere"))
        #expect(result.stderr.contains("did not write"))
        #expect(try vault.text("../elsewhere/notes.txt") == "mine\n")
        #expect(vault.run(["site", "-o", "../fresh/site", "--title", "Mine"]).status == 0)
        #expect(try vault.text("../fresh/site/index.html").contains("<h1>Mine</h1>"))
        #expect(!vault.exists("../fresh/site/.gitignore"))
    }

    /// Found by a new user: `vault site -o 2026/12` wrote pages among the entries. An output inside
    /// the vault but not under `.vault/` is refused (also through a symbolic link), nothing written.
    @Test func refusesAnOutputInsideTheVaultButUnderItsDotVault() throws {
        let vault = try ExportFixture.vault()
        let before = vault.files().filter { !$0.hasPrefix(".vault/") }
        let expected = "a folder outside the vault, or under its .vault/ folder (the default is .vault/site): inside the vault the site's pages would sit among the entries"
        for output in ["2026/12", "site", ".", "2026/../notes", vault.root + "/2026/11/pages"] {
            let result = vault.run(["site", "-o", output])
            #expect(result.status == 64, "\(output)")
            #expect(result.stderr == "error: the value '\(output)' is invalid for '--output': expected \(expected)\nhint: see 'vault help site'\n", "\(output)")
        }
        try FileManager.default.createSymbolicLink(atPath: vault.base + "/link", withDestinationPath: vault.root + "/2026")
        #expect(vault.run(["site", "-o", "../link/site"]).status == 64)
        #expect(vault.files().filter { !$0.hasPrefix(".vault/") } == before)
        // Under .vault/ and outside the vault it is written.
        #expect(vault.run(["site", "-o", ".vault/site-copy"]).status == 0)
        #expect(vault.exists(".vault/site-copy/index.html"))
        #expect(vault.run(["site", "-o", "../outside"]).status == 0)
        #expect(vault.exists("../outside/index.html"))
    }
}
