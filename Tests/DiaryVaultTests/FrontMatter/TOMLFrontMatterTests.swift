import Testing
@testable import DiaryVault

/// TOML front matter between `+++` lines: read with the lossless
/// contract, edited in TOML syntax one line at a time, or refused; never a second, YAML block.
@Suite struct TOMLFrontMatterTests {
    /// A Hugo entry as `hugo new` writes it, with the TOML forms Hugo users write.
    static let hugo = """
        +++
        title = "Seoul: day one"
        date = 2026-11-29T21:14:00+09:00
        draft = true
        tags = ["walk", 'family']
        weight = 1_000
        ratio = 1.5
        path = 'C:\\Users\\me'
        local = 2026-11-29
        stamp = 1979-05-27 07:32:00Z
        categories = [
          "diary",  # a comment
          "seoul",
        ]
        notes = \"\"\"
        first line
        second line\"\"\"
        author = { name = "Mina", email = "m@example.com" }  # kept raw
        [params]
          mood = "good"
        [[menu.main]]
          name = "Home"
        +++
        Body text.

        """

    @Test func readsEveryValueOfTheHugoSubset() throws {
        let document = try EntryDocument(parsing: Self.hugo)
        #expect(document.frontMatter?.format == .toml)
        #expect(document.frontMatter?.keys == ["title", "date", "draft", "tags", "weight", "ratio", "path", "local", "stamp",
                                               "categories", "notes", "author", "params"])
        #expect(document["title"] == .string("Seoul: day one"))
        #expect(document["date"] == .string("2026-11-29T21:14:00+09:00"))
        #expect(document["draft"] == .bool(true))
        #expect(document["tags"] == .sequence([.string("walk"), .string("family")]))
        #expect(document["weight"] == .integer(1000))
        #expect(document["ratio"] == .float(1.5))
        #expect(document["path"] == .string("C:\\Users\\me"))
        #expect(document["local"] == .string("2026-11-29"))
        #expect(document["stamp"] == .string("1979-05-27 07:32:00Z"))
        #expect(document["categories"] == .sequence([.string("diary"), .string("seoul")]))
        #expect(document["notes"] == .string("first line\nsecond line"))
        #expect(document["author"] == .mapping([FrontMatterPair(key: "name", value: .string("Mina")),
                                                 FrontMatterPair(key: "email", value: .string("m@example.com"))]))
        #expect(document["params"] == .mapping([FrontMatterPair(key: "mood", value: .string("good"))]))
        #expect(document.body == "Body text.\n")
        #expect(document.serializedText() == Self.hugo)
    }

    @Test func theEntryReadsTitleDateTagsAndDraft() throws {
        let entry = try Entry(parsing: Array(Self.hugo.utf8), path: "post.md")
        #expect(entry.title == "Seoul: day one")
        #expect(entry.date?.text == "2026-11-29T21:14:00+09:00")
        #expect(entry.tags == ["walk", "family"])
    }

    @Test func starringAddsOneTOMLLineBeforeTheTables() throws {
        var document = try EntryDocument(parsing: "+++\ntitle = \"x\"\ndraft = true\n\n[params]\n  a = 1\n+++\nBody\n")
        let changed1 = document.setValue(.bool(true), forKey: "starred")
        #expect(changed1)
        #expect(document.serializedText() == "+++\ntitle = \"x\"\ndraft = true\nstarred = true\n\n[params]\n  a = 1\n+++\nBody\n")
        let reread = try EntryDocument(parsing: document.serializedText())
        #expect(reread["starred"] == .bool(true))
        #expect(reread["draft"] == .bool(true))
    }

    @Test func setKeepsTheKeyTextSpacingAndComment() throws {
        var document = try EntryDocument(parsing: "+++\r\nmood  =  'okay'   # how it felt\r\ndraft = true\r\n+++\r\n")
        let changed2 = document.setValue(.string("good"), forKey: "mood")
        #expect(changed2)
        let changed3 = document.setValue(.bool(false), forKey: "draft")
        #expect(changed3)
        #expect(document.serializedText() == "+++\r\nmood  =  'good'   # how it felt\r\ndraft = false\r\n+++\r\n")
    }

    @Test func writesStringsDatesAndListsInTOMLSyntax() throws {
        var document = try EntryDocument(parsing: "+++\ndate = 2026-11-29\ntitle = 'old'\n+++\n")
        document.setValue(.string("2026-11-30T08:00:00+09:00"), forKey: "date")
        document.setValue(.string("it's \"new\"\n"), forKey: "title")
        document.setValue(.sequence([.string("a"), .integer(2), .float(.infinity)]), forKey: "tags")
        document.setValue(.string("yes"), forKey: "answer")
        #expect(document.serializedText() == """
            +++
            date = 2026-11-30T08:00:00+09:00
            title = "it's \\"new\\"\\n"
            tags = ["a", 2, inf]
            answer = "yes"
            +++

            """)
        let reread = try EntryDocument(parsing: document.serializedText())
        #expect(reread["title"] == .string("it's \"new\"\n"))
        #expect(reread["tags"] == .sequence([.string("a"), .integer(2), .float(.infinity)]))
    }

    @Test func unsetRemovesTheKeysLines() throws {
        var document = try EntryDocument(parsing: "+++\ntitle = \"x\"\ntags = [\n  \"a\",\n]\ndraft = true\n+++\n")
        let changed4 = document.removeValue(forKey: "tags")
        #expect(changed4)
        #expect(document.serializedText() == "+++\ntitle = \"x\"\ndraft = true\n+++\n")
    }

    @Test func refusesWhatTOMLCannotTakeFaithfully() throws {
        var document = try EntryDocument(parsing: "+++\nsite.name = \"x\"\n[params]\n  a = 1\n+++\n")
        #expect(document.editRefusal(forKey: "params", value: .bool(true))?.contains("TOML table") == true)
        #expect(document.editRefusal(forKey: "site.name", value: .string("y"))?.contains("dotted TOML key") == true)
        #expect(document.editRefusal(forKey: "mood", value: .null)?.contains("TOML has no null") == true)
        #expect(document.editRefusal(forKey: "mood", value: .string("good")) == nil)
        let before = document.serializedText()
        let changed5 = document.setValue(.bool(true), forKey: "params")
        #expect(!changed5)
        let changed6 = document.removeValue(forKey: "params")
        #expect(!changed6)
        #expect(document.serializedText() == before)
    }

    /// `vault star` and `vault set` on a Hugo entry edit the TOML block (no YAML block above it).
    @Test func starAndSetOnAHugoEntryEditTheTOMLBlock() throws {
        let vault = try TemporaryVault()
        let file = "+++\ntitle = \"Hugo post\"\ndate = 2026-11-20T10:00:00+09:00\ndraft = true\ntags = [\"a\"]\n+++\nBody\n"
        try vault.write("2026/11/2026-11-20-hugo-post.md", file)
        let star = vault.run(["star", "2026-11-20"])
        #expect(star.status == 0, "\(star.stderr)")
        let set = vault.run(["set", "2026-11-20", "mood=good"])
        #expect(set.status == 0, "\(set.stderr)")
        let text = try vault.text("2026/11/2026-11-20-hugo-post.md")
        #expect(text == "+++\ntitle = \"Hugo post\"\ndate = 2026-11-20T10:00:00+09:00\ndraft = true\ntags = [\"a\"]\nstarred = true\nmood = \"good\"\n+++\nBody\n")
        #expect(!text.contains("---"))
    }

    @Test func reportsTOMLErrorsWithLineAndColumn() {
        let cases: [(String, Int, Int)] = [
            ("+++\ntitle = unquoted words\n+++\n", 2, 9),
            ("+++\ntitle = \"open\n+++\n", 2, 9),
            ("+++\ntitle\n+++\n", 2, 6),
            ("+++\na = 1\na = 2\n+++\n", 3, 1),
            ("+++\nn = 007\n+++\n", 2, 5),
            ("+++\nt = [1, 2\n+++\n", 2, 5),
        ]
        for (text, line, column) in cases {
            #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: text) }
            do {
                _ = try EntryDocument(parsing: text, path: "post.md")
            } catch let error as FrontMatterError {
                #expect(error.location == SourceLocation(line: line, column: column), "\(text.debugDescription): \(error.errorDescription ?? "")")
            } catch {}
        }
    }

    @Test func anUnclosedTOMLBlockNamesItsDelimiter() throws {
        do {
            _ = try EntryDocument(parsing: "+++\ntitle = \"x\"\n", path: "post.md")
            Issue.record("parsed")
        } catch let error as FrontMatterError {
            #expect(error.kind == "unterminated-front-matter")
            #expect(error.message == "unterminated front matter: the '+++' on line 1 has no closing '+++' line")
        }
    }
}

/// TOML inline tables and `[table]` sections as nested mappings (issue 26: they were raw text).
@Suite struct TOMLNestedTablesTests {
    static func pair(_ key: String, _ value: FrontMatterValue) -> FrontMatterPair { FrontMatterPair(key: key, value: value) }

    @Test func inlineTablesAndSectionsAreMappings() throws {
        let text = "+++\nlocation = {lat = 1, name = \"x\", where.city = 'Seoul', empty = {}}\n[params]\n  a.b = 2\n  c = [1, {d = true}]\n+++\n"
        let document = try EntryDocument(parsing: text)
        #expect(document["location"] == .mapping([Self.pair("lat", .integer(1)), Self.pair("name", .string("x")),
                                                  Self.pair("where", .mapping([Self.pair("city", .string("Seoul"))])),
                                                  Self.pair("empty", .mapping([]))]))
        #expect(document["params"] == .mapping([Self.pair("a", .mapping([Self.pair("b", .integer(2))])),
                                                Self.pair("c", .sequence([.integer(1), .mapping([Self.pair("d", .bool(true))])]))]))
        #expect(document.frontMatter?.value(atPath: "location.where.city") == .string("Seoul"))
        #expect(document.serializedText() == text)
    }

    @Test func aKeyTwiceIsAnErrorInAnInlineTableAndRawInASection() throws {
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: "+++\nx = {a = 1, a = 2}\n+++\n") }
        let document = try EntryDocument(parsing: "+++\n[t]\na.b = 1\na = 2\n+++\n")
        #expect(document["t"] == .raw("[t]\na.b = 1\na = 2"))
    }
}
