import Foundation
import Testing
@testable import DiaryVault

/// `vault import posts`: Jekyll `_posts/` and Hugo `content/`, through vault's own YAML, TOML and
/// JSON front-matter reader; the sample imports to exactly its `expected.json`.
@Suite struct PostsSourceTests {
    @Test func theSampleReadsAsExpected() throws {
        let sample = try ImportSample.load("posts")
        let batch = try PostsSource().read(ImportSampleTests.options(sample, ""))
        ImportSampleHarness.check(batch, against: sample)
        #expect(batch.warnings == [])
    }

    @Test func theSampleImportsOnceAndOnlyOnce() throws {
        try ImportSampleTests().importTwice("posts", "posts", "") { try PostsSource().read($0) }
    }

    @Test func aSiteOrItsPostsFolderAloneReadsTheSame() throws {
        let sample = try ImportSample.load("posts")
        let site = try PostsSource().read(ImportSampleTests.options(sample, "jekyll"))
        #expect(site.entries.map(\.sourceFile) == ["_posts/2026-11-05-bonfire-night.md", "_posts/2026-11-18-quiet-week.md",
                                                    "_posts/2026-11-22-salt-orchard.markdown", "_posts/2026-11-29-evening-walk.md"])
        let posts = try PostsSource().read(ImportSampleTests.options(sample, "jekyll/_posts"))
        #expect(posts.entries.map(\.date.text) == site.entries.map(\.date.text))
        #expect(posts.entries.first?.date.text == "2026-11-05T19:30:00+09:00")  // the zone of ../_config.yml
        let hugo = try PostsSource().read(ImportSampleTests.options(sample, "hugo/content"))
        #expect(hugo.entries.count == 3)
        // Importing the site, then its posts folder, then the folder of both sites makes no post
        // twice: the uuid does not depend on the folder given.
        let all = try PostsSource().read(ImportSampleTests.options(sample, ""))
        #expect(Set(posts.entries.map(\.uuid)) == Set(site.entries.map(\.uuid)))
        #expect(Set(site.entries.map(\.uuid) + hugo.entries.map(\.uuid)) == Set(all.entries.map(\.uuid)))
    }

    @Test func readsJSONAndYAMLHugoPostsAndSkipsWhatMakesNoEntry() throws {
        try TemporaryVault.withFolder { folder in
            let site = folder.appendingPathComponent("site")
            try TemporaryVault.write("timeZone = 'Europe/Berlin'\n", to: "site/config.toml", in: folder)
            try TemporaryVault.write("{\n  \"title\": \"In JSON\",\n  \"date\": \"2026-10-25T02:30:00\",\n  \"tags\": [\"a\"],\n  \"draft\": true\n}\nJSON body.\n",
                                     to: "site/content/posts/json.md", in: folder)
            try TemporaryVault.write("---\ntitle: In YAML\ndate: 2026-07-01 10:00\nmood: good\nparams:\n  x: 1\n---\nYAML body.\n",
                                     to: "site/content/posts/yaml.md", in: folder)
            try TemporaryVault.write("+++\ntitle = \"No date\"\n+++\nBody\n", to: "site/content/posts/undated.md", in: folder)
            try TemporaryVault.write("+++\ntitle = broken\n+++\n", to: "site/content/posts/broken.md", in: folder)
            try TemporaryVault.write("+++\ntitle = \"Posts\"\n+++\n", to: "site/content/posts/_index.md", in: folder)
            let batch = try PostsSource().read(ImportOptions(displayPath: "site", path: site.path, timeZone: TimeZone(identifier: "UTC")!))
            #expect(batch.entries.map(\.date.text) == ["2026-10-25T02:30:00+02:00", "2026-07-01T10:00:00+02:00"])
            #expect(batch.entries.map(\.title) == ["In JSON", "In YAML"])
            #expect(batch.entries.first?.extra == [ImportedField("draft", .bool(true))])
            #expect(batch.entries.last?.extra == [ImportedField("posts-mood", .string("good")),
                                                  ImportedField("params", .mapping([FrontMatterPair(key: "x", value: .integer(1))]))])
            #expect(batch.skipped == [
                ImportSkip(path: "content/posts/broken.md", reason: "the front matter does not parse: invalid TOML front matter: 'broken' is not a TOML value (strings are quoted in TOML) (line 2)"),
                ImportSkip(path: "content/posts/undated.md", reason: "no date: no 'date' key"),
            ])
        }
    }

    @Test func refusesAFolderWithNoSite() throws {
        try TemporaryVault.withFolder { folder in
            try TemporaryVault.write("# notes\n", to: "notes/a.md", in: folder)
            #expect(throws: ImportError(path: "notes", "no Jekyll _posts/ folder and no Hugo content/ folder (with hugo.toml or config.toml beside it) was found")) {
                try PostsSource().read(ImportOptions(displayPath: "notes", path: folder.appendingPathComponent("notes").path, timeZone: .current))
            }
        }
    }

    /// Issue 26: an unreadable `date` was replaced silently by the file name's day.
    @Test func anUnreadableDateIsKeptAndReported() throws {
        try TemporaryVault.withFolder { folder in
            try TemporaryVault.write("timezone: Asia/Seoul\n", to: "site/_config.yml", in: folder)
            try TemporaryVault.write("---\ntitle: Loose\ndate: next tuesday\n---\nBody.\n", to: "site/_posts/2026-11-05-loose.md", in: folder)
            try TemporaryVault.write("---\ntitle: Lost\ndate: someday\n---\nBody.\n", to: "site/_posts/lost.md", in: folder)
            let batch = try PostsSource().read(ImportOptions(displayPath: "site", path: folder.path + "/site", timeZone: TemporaryVault.seoul))
            let entry = try #require(batch.entries.first)
            #expect(entry.date.text == "2026-11-05")
            #expect(entry.extra.contains(ImportedField("posts-date", .string("next tuesday"))))
            #expect(batch.fidelity.counts.contains { $0.outcome == ImportFieldOutcome(field: "date", fate: .converted, reason: "not a date vault reads: the file name's day is the date, the text kept as posts-date") })
            #expect(batch.skipped == [ImportSkip(path: "_posts/lost.md", reason: "the date 'someday' is not a date vault reads (YYYY-MM-DD, with an optional time and offset) and the file name has no YYYY-MM-DD-")])
        }
    }

    /// Issue 26: Hugo's `config/_default/` layout was not recognised, and a `content/` folder
    /// given alone was refused although the docs accept it.
    @Test func findsAConfigInConfigDefaultAndTakesAContentFolderAlone() throws {
        try TemporaryVault.withFolder { folder in
            try TemporaryVault.write("timeZone = 'Europe/Berlin'\n", to: "site/config/_default/hugo.toml", in: folder)
            try TemporaryVault.write("+++\ntitle = \"Walk\"\ndate = 2026-07-01T10:00:00\n+++\nBody.\n", to: "site/content/posts/walk.md", in: folder)
            try TemporaryVault.write("+++\ntitle = \"Alone\"\ndate = 2026-07-02\n+++\nBody.\n", to: "bare/content/alone.md", in: folder)
            let site = try PostsSource().read(ImportOptions(displayPath: "site", path: folder.path + "/site", timeZone: TemporaryVault.seoul))
            #expect(site.entries.map(\.date.text) == ["2026-07-01T10:00:00+02:00"])
            let bare = try PostsSource().read(ImportOptions(displayPath: "content", path: folder.path + "/bare/content", timeZone: TemporaryVault.seoul))
            #expect(bare.entries.map(\.title) == ["Alone"])
        }
    }
}
