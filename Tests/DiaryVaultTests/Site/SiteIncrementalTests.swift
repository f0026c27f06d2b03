import Foundation
import Testing
@testable import DiaryVault

/// `vault site` after a build: the pages an edit, an addition, a deletion or a rename touches
/// are made again, and nothing else; the folder then holds exactly the bytes a full build makes.
@Suite struct SiteIncrementalTests {
    /// A vault of 24 entries over six months of 2025 and one of 2024: tags, a star, a private
    /// entry, one entry linking another by title, and one with a photo.
    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        for number in 0..<24 {
            let month = 1 + number / 4, day = 1 + (number % 4) * 7
            let date = String(format: "2025-%02d-%02d", month, day)
            var keys = "date: \(date)T09:00:00\nmood: \(["good", "okay", "bad"][number % 3])\n"
            if number % 2 == 0 { keys += "tags: [walk" + (number % 4 == 0 ? ", cafe" : "") + "]\n" }
            if number == 5 { keys += "starred: true\n" }
            if number == 9 { keys += "private: true\n" }
            var body = "# Day \(number)\n\nWrote \(number) lines.\n"
            if number == 12 { body += "\nSee [[Day 3]] and ![](attachments/p.png).\n" }
            try vault.write("2025/\(String(format: "%02d", month))/\(date)-day\(number).md", "---\n" + keys + "---\n" + body)
        }
        try vault.write("2025/04/attachments/p.png", [0x89, 0x50, 0x4E, 0x47])
        try vault.write("2024/12/2024-12-31-eve.md", "---\ndate: 2024-12-31T22:00:00\ntags: [walk]\n---\n# Eve\n\nLast day.\n")
        return vault
    }

    /// Every file of a site folder but its manifest, with its bytes.
    static func site(_ vault: TemporaryVault, _ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for file in vault.files(under: folder) where !file.hasSuffix("/" + SiteOutput.manifestName) {
            files[String(file.dropFirst(folder.count + 1))] = try vault.bytes(file)
        }
        return files
    }

    /// Each file's inode: a file written again (always through a new file) gets a new one.
    static func inodes(_ vault: TemporaryVault, _ folder: String) -> [String: FileSystem.Identity] {
        var inodes: [String: FileSystem.Identity] = [:]
        for file in vault.files(under: folder) { inodes[String(file.dropFirst(folder.count + 1))] = FileSystem.identity(vault.path(file)) }
        return inodes
    }

    /// The files written between two listings: new, or with a new inode.
    static func written(_ before: [String: FileSystem.Identity], _ after: [String: FileSystem.Identity]) -> [String] {
        after.filter { before[$0.key] != $0.value }.map(\.key).filter { $0 != SiteOutput.manifestName }.sorted()
    }

    /// Builds `site` again, then a fresh site elsewhere, and checks that the two are the same bytes.
    static func rebuildMatchesFull(_ vault: TemporaryVault, _ arguments: [String] = [], fresh: String) throws -> String {
        let result = vault.run(["site", "-o", "../site"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(vault.run(["site", "-o", fresh] + arguments).status == 0)
        let incremental = try site(vault, "../site"), full = try site(vault, fresh)
        #expect(incremental.keys.sorted() == full.keys.sorted())
        for (path, bytes) in full where incremental[path] != bytes { Issue.record("\(path) differs from a full build") }
        // The manifest, written whole or in place, has the bytes of the full build's.
        let manifest = try vault.bytes("../site/" + SiteOutput.manifestName), fullManifest = try vault.bytes(fresh + "/" + SiteOutput.manifestName)
        #expect(manifest == fullManifest, "the manifest differs from a full build's")
        #expect(SiteManifest(parsing: manifest)?.bytes == manifest)
        return result.stderr
    }

    /// Every relative link of every page names a file of the site.
    static func brokenLinks(_ files: [String: [UInt8]]) -> [String] {
        var broken: [String] = []
        for (path, bytes) in files where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            let folder = path.split(separator: "/").dropLast()
            for part in html.components(separatedBy: "href=\"").dropFirst() + html.components(separatedBy: "src=\"").dropFirst() {
                var target = String(part.prefix { $0 != "\"" })
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                guard !target.isEmpty, !target.contains(":") else { continue }
                var parts = Array(folder.map(String.init))
                for piece in (target.removingPercentEncoding ?? target).split(separator: "/") {
                    if piece == ".." { _ = parts.popLast() } else { parts.append(String(piece)) }
                }
                if files[parts.joined(separator: "/")] == nil { broken.append(path + " → " + target) }
            }
        }
        return broken
    }

    @Test func nothingChangedWritesNothing() throws {
        let vault = try Self.vault()
        let first = vault.run(["site", "-o", "../site"])
        #expect(first.status == 0)
        #expect(Self.brokenLinks(try Self.site(vault, "../site")) == [])
        let before = Self.inodes(vault, "../site")
        let second = vault.run(["site", "-o", "../site"])
        #expect(second.stderr.contains(": nothing changed ("), "\(second.stderr)")
        #expect(Self.inodes(vault, "../site") == before)
    }

    @Test func oneEditRewritesItsPageItsYearsSearchAndStats() throws {
        let vault = try Self.vault()
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        let before = Self.inodes(vault, "../site")
        let path = "2025/02/2025-02-15-day6.md"
        try vault.write(path, try vault.text(path) + "One more line.\n")
        let stderr = try Self.rebuildMatchesFull(vault, fresh: "../fresh")
        #expect(Self.written(before, Self.inodes(vault, "../site")) == ["2025/02/2025-02-15-day6.html", "search/2025.js", "stats.html"])
        #expect(stderr.contains("3 files written"), "\(stderr)")
    }

    @Test func aNewTitleRewritesNeighboursListsAndLinkingPages() throws {
        let vault = try Self.vault()
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        let before = Self.inodes(vault, "../site")
        let path = "2025/01/2025-01-22-day3.md"
        try vault.write(path, try vault.text(path).replacingOccurrences(of: "# Day 3", with: "# Day three"))
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh")
        let written = Self.written(before, Self.inodes(vault, "../site"))
        // Its page, its neighbours (their pager names it), its month and tag lists, the search part, home; and the page that linked "Day 3".
        #expect(written.contains("2025/01/2025-01-22-day3.html"))
        #expect(written.contains("2025/01/2025-01-15-day2.html") && written.contains("2025/02/2025-02-01-day4.html"))
        #expect(written.contains("2025/01/index.html"))
        #expect(written.contains("2025/04/2025-04-01-day12.html"))
        #expect(written.count <= 12, "\(written)")
        #expect(try vault.text("../site/2025/04/2025-04-01-day12.html").contains("<span class=\"wikilink unresolved\">Day 3</span>"))
    }

    @Test func deletingAddingAndMovingEntriesKeepsLinksRight() throws {
        let vault = try Self.vault()
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        try FileManager.default.removeItem(atPath: vault.path("2025/03/2025-03-08-day9.md"))
        try FileManager.default.removeItem(atPath: vault.path("2025/02/2025-02-22-day7.md"))
        try vault.write("2025/07/2025-07-04-new.md", "---\ndate: 2025-07-04\ntags: [new-tag]\n---\n# New\n\nLinks [[Day 5]].\n")
        try FileManager.default.moveItem(atPath: vault.path("2025/06/2025-06-22-day23.md"), toPath: vault.path("2025/06/2025-06-22-moved.md"))
        let stderr = try Self.rebuildMatchesFull(vault, fresh: "../fresh")
        #expect(stderr.contains("removed"), "\(stderr)")
        #expect(!vault.exists("../site/2025/02/2025-02-22-day7.html"))
        #expect(!vault.exists("../site/2025/06/2025-06-22-day23.html") && vault.exists("../site/2025/06/2025-06-22-moved.html"))
        #expect(vault.exists("../site/tags/new-tag.html"))
        #expect(Self.brokenLinks(try Self.site(vault, "../site")) == [])
        // Private now: its page goes.
        let path = "2025/01/2025-01-01-day0.md"
        try vault.write(path, try vault.text(path).replacingOccurrences(of: "mood: good\n", with: "mood: good\nprivate: true\n"))
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh2")
        #expect(!vault.exists("../site/2025/01/2025-01-01-day0.html"))
        #expect(Self.brokenLinks(try Self.site(vault, "../site")) == [])
    }

    /// A site made by another vault program is made again whole (a new user found pages left
    /// stale after an upgrade that changed links to files with `#` in their names, which the
    /// options key's sample page does not show): the key holds the program's size and time.
    @Test func theOptionsKeyHoldsTheProgramsIdentity() throws {
        let identity = String(decoding: SiteGenerator.executableIdentity, as: UTF8.self)
        let parts = identity.split(separator: " ")
        #expect(parts.count == 2 && Int(parts[0]).map { $0 > 0 } == true && Int64(parts[1]) != nil, "\(identity)")
    }

    @Test func optionsConfigAndBrokenManifestsMakeEverythingAgain() throws {
        let vault = try Self.vault()
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        _ = try Self.rebuildMatchesFull(vault, ["--locale", "de_DE"], fresh: "../fresh-de")
        #expect(try vault.text("../site/index.html").contains("<html lang=\"de-DE\">"))
        try vault.write(".vault/config", "week-start = monday\n")
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh-config")
        try vault.write("../site/.vault-site", "vault-site 2 zz\n")
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh-broken")
        // A build that stopped half-way leaves its marker: the next one trusts nothing.
        try vault.write("../site/2025/01/index.html", "half")
        try vault.write("../site/.vault-site-building", "")
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh-marker")
        #expect(!vault.exists("../site/.vault-site-building"))
    }

    @Test func theOptionsKeyFollowsEveryOption() {
        let base = SiteBuilder.Options(title: "Diary", localeIdentifier: "en_US", today: CivilDate(year: 2026, month: 12, day: 7)!)
        var later = base
        later.today = CivilDate(year: 2027, month: 1, day: 1)!
        #expect(SiteBuilder.optionsKey(base) == SiteBuilder.optionsKey(later))
        var html = base
        html.allowsRawHTML = true
        var korean = base
        korean.localeIdentifier = "ko_KR"
        var titled = base
        titled.title = "Other"
        let keys = Set([base, html, korean, titled].map(SiteBuilder.optionsKey))
        #expect(keys.count == 4)
    }

    /// A manifest read is written back with its lines as they were; one whose entries changed
    /// in place (lines of the same length) is the bytes of the new manifest once its changed
    /// lines and header are written over the old bytes, and one whose lines change length or
    /// whose files change is written whole.
    @Test func aManifestUpdatedInPlaceIsTheBytesOfOneWrittenWhole() throws {
        func entry(_ name: String, size: Int, tags: [String] = [], links: Bool = false) -> SiteManifest.Entry {
            SiteManifest.Entry(path: "2026/11/\(name).md", size: size, modified: 1_700_000_000_000_000_000 + Int64(size), changed: 1_700_000_000_000_000_001,
                               isPrivate: false, isAnniversary: false, linksEntries: links, hasMissingFile: false,
                               day: CivilDate(year: 2026, month: 11, day: 29)!, tags: tags, attachments: [])
        }
        let entries = [entry("a", size: 120, tags: ["산책"]), entry("b%c", size: 130), entry("d", size: 140, tags: ["x", "y"])]
        let old = SiteManifest(optionsKey: 0xABCD, linksKey: 0x1234, today: CivilDate(year: 2026, month: 11, day: 29), entries: entries,
                               files: ["index.html"])
        let oldBytes = old.bytes
        let read = try #require(SiteManifest(parsing: oldBytes))
        #expect(read.bytes == oldBytes)
        #expect(read.changes(from: read)?.isEmpty == true)
        // An edited entry: size and times of the same digits, and another links key.
        var records = read.entries
        records[1] = SiteManifest.Record(entry("b%c", size: 131, links: true))
        let edited = SiteManifest(optionsKey: 0xABCD, linksKey: 0x5678, today: read.today, records: records, files: read.files)
        let changes = try #require(edited.changes(from: read))
        #expect(changes.count == 2)
        var patched = oldBytes
        for change in changes { patched.replaceSubrange(change.offset..<change.offset + change.bytes.count, with: change.bytes) }
        #expect(patched == edited.bytes)
        #expect(SiteManifest(parsing: patched) == edited)
        // Another length, another count of entries or other files: written whole.
        records[1] = SiteManifest.Record(entry("b%c", size: 1310))
        #expect(SiteManifest(optionsKey: 0xABCD, linksKey: 0x1234, today: read.today, records: records, files: read.files).changes(from: read) == nil)
        #expect(SiteManifest(optionsKey: 0xABCD, linksKey: 0x1234, today: read.today, records: Array(read.entries.prefix(2)), files: read.files)
            .changes(from: read) == nil)
        #expect(SiteManifest(optionsKey: 0xABCD, linksKey: 0x1234, today: read.today, records: read.entries, files: ["tags.html"]).changes(from: read) == nil)
    }

    /// After a body edit that keeps the file size's digits, the manifest is changed in place
    /// (the same file, so the same inode) and holds the bytes a full build writes.
    @Test func aBodyEditChangesTheManifestInPlace() throws {
        let vault = try Self.vault()
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        let manifest = "../site/" + SiteOutput.manifestName
        let before = FileSystem.identity(vault.path(manifest))
        let eve = "2024/12/2024-12-31-eve.md"
        let text = try vault.text(eve)
        #expect((10..<94).contains(text.utf8.count))
        try vault.write(eve, text + "More.\n")
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh")
        #expect(FileSystem.identity(vault.path(manifest)) == before)
        #expect(!vault.exists("../site/" + SiteOutput.markerName))
    }

    /// A manifest of an earlier build has no home key: it is read as unknown, never as another
    /// key, and the next rebuild makes the home page (which a body edit alone would not).
    @Test func aManifestWithoutAHomeKeyMakesTheHomePageAgain() throws {
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2 20000\n".utf8))?.homeKey == nil)
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2 20000\n".utf8))?.today == CivilDate(daysSinceEpoch: 20000))
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2 20000 00ff\n".utf8))?.homeKey == 0xFF)
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2 20000 zz\n".utf8)) == nil)
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2 20000 1 2\n".utf8)) == nil)
        let vault = try Self.vault()
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        let path = "../site/" + SiteOutput.manifestName
        var lines = try vault.text(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var words = lines[0].split(separator: " ")
        #expect(words.count == 6)
        words.removeLast()
        lines[0] = words.joined(separator: " ")
        try vault.write(path, lines.joined(separator: "\n"))
        try vault.write("../site/index.html", "stale")
        let eve = "2024/12/2024-12-31-eve.md"
        try vault.write(eve, try vault.text(eve) + "More.\n")
        _ = try Self.rebuildMatchesFull(vault, fresh: "../fresh")
        // With the key known again, a body edit leaves the home page alone.
        try vault.write("../site/index.html", "kept")
        try vault.write(eve, try vault.text(eve) + "Again.\n")
        #expect(vault.run(["site", "-o", "../site"]).status == 0)
        #expect(try vault.text("../site/index.html") == "kept")
    }

    /// A line read is compared with a summary by its bytes, and by string where bytes differ
    /// but the texts may still be equal (canonically equivalent, or escaped).
    @Test func aRecordReadFindsItsSummaryByBytesOrByString() throws {
        let nfc = "2026/11/산책.md", nfd = nfc.decomposedStringWithCanonicalMapping
        func summary(_ path: String, tags: [String]) -> EntrySummary {
            EntrySummary(path: path, uuid: nil, date: EntryDate(parsing: "2026-11-29T10:00")!, mood: nil, moodText: nil, isStarred: false,
                         title: "T", tags: tags, counts: TextCounts(words: 1, characters: 1))
        }
        let status = FileSystem.Status(kind: .regular, size: 10, modified: 20, changed: 30, permissions: 0o644)
        for (path, tags) in [(nfc, ["산책"]), ("2026/11/a%b\t.md", ["x%y", ""]), ("2026/11/plain.md", [])] {
            let made = SiteManifest.Entry(path: path, size: 10, modified: 20, changed: 30, isPrivate: false, isAnniversary: false, linksEntries: false,
                                          hasMissingFile: false, day: CivilDate(year: 2026, month: 11, day: 29)!, tags: tags, attachments: [])
            let record = try #require(SiteManifest(parsing: SiteManifest(optionsKey: 1, entries: [made]).bytes)?.entries.first)
            #expect(record.hasPath(of: summary(path, tags: tags)))
            #expect(record.isAsBuilt(summary(path, tags: tags), status: status))
            #expect(!record.isAsBuilt(summary(path, tags: tags + ["z"]), status: status))
            #expect(!record.isAsBuilt(summary(path, tags: tags), status: FileSystem.Status(kind: .regular, size: 11, modified: 20, changed: 30, permissions: 0o644)))
            #expect(!record.hasPath(of: summary(path + "x", tags: tags)))
        }
        let record = try #require(SiteManifest(parsing: SiteManifest(optionsKey: 1, entries: [
            SiteManifest.Entry(path: nfc, size: 10, modified: 20, changed: 30, isPrivate: false, isAnniversary: false, linksEntries: false,
                               hasMissingFile: false, day: CivilDate(year: 2026, month: 11, day: 29)!, tags: [""], attachments: [])]).bytes)?.entries.first)
        // As a string compares paths, the NFD spelling is the same path; a single empty tag
        // cannot be told from none, so such an entry is read again.
        #expect(record.hasPath(of: summary(nfd, tags: [])))
        #expect(!record.isAsBuilt(summary(nfc, tags: [""]), status: status))
    }

    @Test func manifestRoundTripsAndRefusesWhatItCannotRead() throws {
        let entry = SiteManifest.Entry(path: "2026/11/a\tb%c.md", size: 12, modified: 1_700_000_000_123_456_789, changed: -5, isPrivate: true,
                                       isAnniversary: false, linksEntries: true, hasMissingFile: false, day: CivilDate(year: 1850, month: 2, day: 3)!,
                                       tags: ["산책", "a\u{1F}b", ""], attachments: ["2026/11/attachments/x y.png"])
        let manifest = SiteManifest(optionsKey: 0xDEAD_BEEF, linksKey: 42, entries: [entry], files: ["index.html", "tags/%.html"])
        #expect(SiteManifest(parsing: manifest.bytes) == manifest)
        #expect(SiteManifest(parsing: Array("index.html\nstyle.css\n".utf8)) == SiteManifest(optionsKey: nil, files: ["index.html", "style.css"]))
        #expect(SiteManifest(parsing: Array("vault-site 1 0 0\n".utf8)) == nil)
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2\ne\tx.md\t1\n".utf8)) == nil)
        #expect(SiteManifest(parsing: Array("vault-site 2 1 2\nf\ta\n".utf8))?.files == ["a"])
    }

    /// A full build takes each entry's privacy from its summary (it reads every file once, to
    /// make its page), so the index's readers and its cache must say what the full parse says.
    @Test func summariesSayWhatTheParseSaysOfPrivacy() throws {
        let cases: [(text: String, isPrivate: Bool)] = [
            ("---\ndate: 2026-11-29\n---\nA private walk.\n", false),
            ("---\ndate: 2026-11-29\nprivate: true\n---\nA walk.\n", true),
            ("---\ndate: 2026-11-29\nprivate: false\n---\n", false),
            ("---\ndate: 2026-11-29\nprivate: True\ntags:\n  - a\n---\n", true),
            ("---\ndate: 2026-11-29\n\"\\x70rivate\": true\n---\n", true),
            ("---\ndate: 2026-11-29\nPrivate: true\n---\n", true),
        ]
        for (text, isPrivate) in cases {
            let bytes = Array(text.utf8)
            #expect(try Entry(parsing: bytes, path: "2026/11/a.md").isPrivate == isPrivate, "\(text)")
            let reading = bytes.withUnsafeBufferPointer { EntrySummary.read($0, path: "2026/11/a.md") }
            guard case .summary(let summary) = reading else {
                Issue.record("no summary for \(text)")
                continue
            }
            #expect(summary.isPrivate == isPrivate, "\(text)")
        }
    }
}
