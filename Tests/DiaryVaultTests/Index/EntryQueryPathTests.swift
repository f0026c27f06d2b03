import Foundation
import Testing
@testable import DiaryVault

/// `--where` with dotted paths into nested values (`location.name`, `items.0.n`), and the usage
/// error for a path that names nothing in any entry.
@Suite struct EntryQueryPathTests {
    static let front = """
        ---
        uuid: 0F1AE62B-02AC-4651-A418-092A7665E75F
        date: 2026-11-29
        location:
          name: 서울 시청
          lat: 37.5665
        items:
          - n: 3
          - n: 4
        a.b: dotted key
        ---
        Body

        """

    static func frontMatter() throws -> FrontMatter {
        try #require(try EntryDocument(parsing: front).frontMatter)
    }

    @Test(arguments: [
        ("location.name", FrontMatterValue.string("서울 시청")),
        ("location.lat", .float(37.5665)),
        ("items.0.n", .integer(3)),
        ("items.1.n", .integer(4)),
        ("a.b", .string("dotted key")),
    ])
    func pathsNameNestedValues(path: String, value: FrontMatterValue) throws {
        #expect(try Self.frontMatter().value(atPath: path) == value)
    }

    @Test(arguments: ["location.nmae", "items.2.n", "items.-1.n", "items.x", "location.name.more", "mood.x", "a.b.c"])
    func pathsThatNameNothing(path: String) throws {
        #expect(try Self.frontMatter().value(atPath: path) == nil)
    }

    @Test func queriesCompareAndTestPresenceOnPaths() throws {
        let frontMatter = try Self.frontMatter()
        let summary = try #require(EntrySummary(try Entry(parsing: Array(Self.front.utf8)), path: "2026/11/2026-11-29-a.md"))
        for (text, holds) in [("location.name=서울 시청", true), ("location.name~서울", true), ("location.lat>37", true),
                              ("items.0.n=3", true), ("items.0.n=4", false), ("items.n=3", false),
                              ("has:location.lat", true), ("!has:location.lat", false), ("!has:location.zip", true)] {
            var query = EntryQuery()
            query.predicates = [try EntryQuery.predicate(parsing: text)]
            #expect(query.matches(summary, frontMatter: frontMatter) == holds, "\(text)")
        }
        var paths = EntryQuery()
        paths.predicates = [try EntryQuery.predicate(parsing: "location.nmae=x"), try EntryQuery.predicate(parsing: "location.name=x"),
                            try EntryQuery.predicate(parsing: "!has:no.such")]
        #expect(paths.unmatchedPaths(in: [frontMatter]).map(\.path) == ["location.nmae"])
        #expect(paths.unmatchedPaths(in: [frontMatter]).first?.nearby == ["location.lat", "location.name"])
    }

    @Test func aMisspeltPathIsAUsageError() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", Self.front)
        let found = vault.run(["list", "--where", "location.name~서울", "--json"])
        #expect(found.status == 0)
        #expect(found.stdout.contains(#""count":1"#))
        let none = vault.run(["list", "--where", "items.1.n=3"])
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
        let misspelt = vault.run(["list", "--where", "location.nmae=Seoul"])
        #expect(misspelt.status == 64)
        #expect(misspelt.stderr.hasPrefix("""
            error: the value 'location.nmae' is invalid for '--where': expected a key or dotted path that some entry has; \
            no entry has 'location.nmae' (paths there: 'location.lat', 'location.name')
            """))
    }
}
