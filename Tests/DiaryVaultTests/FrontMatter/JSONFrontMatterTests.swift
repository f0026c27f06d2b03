import Testing
@testable import DiaryVault

/// JSON front matter (docs/FORMAT.md): a top-level object at the start of the file,
/// with or without `---` lines, read with its bytes kept; every edit refused with a clear error.
@Suite struct JSONFrontMatterTests {
    static let bare = """
        {
          "title": "Hugo in JSON",
          "date": "2026-11-28T09:00:00+09:00",
          "draft": false,
          "tags": ["json", "hugo"],
          "weight": 3,
          "ratio": 2.5e1,
          "params": {"mood": "good", "list": [1, {"a": "}"}]},
          "note": "caf\\u00e9 \\ud83d\\ude00 \\"q\\""
        }
        Body after the object.

        """

    @Test func readsABareObjectWithItsBytesKept() throws {
        let document = try EntryDocument(parsing: Self.bare)
        #expect(document.frontMatter?.format == .json)
        #expect(document.frontMatter?.keys == ["title", "date", "draft", "tags", "weight", "ratio", "params", "note"])
        #expect(document["title"] == .string("Hugo in JSON"))
        #expect(document["draft"] == .bool(false))
        #expect(document["tags"] == .sequence([.string("json"), .string("hugo")]))
        #expect(document["weight"] == .integer(3))
        #expect(document["ratio"] == .float(25))
        #expect(document["params"] == .mapping([FrontMatterPair(key: "mood", value: .string("good")),
                                                FrontMatterPair(key: "list", value: .sequence([.integer(1), .mapping([FrontMatterPair(key: "a", value: .string("}"))])]))]))
        #expect(document["note"] == .string("café 😀 \"q\""))
        #expect(document.body == "Body after the object.\n")
        #expect(document.serializedText() == Self.bare)
        #expect(document.frontMatter?.line(ofKey: "draft") == 4)
        let entry = Entry(document: document)
        #expect(entry.title == "Hugo in JSON")
        #expect(entry.tags == ["json", "hugo"])
        #expect(entry.date?.text == "2026-11-28T09:00:00+09:00")
    }

    @Test func readsAnObjectBetweenDashLines() throws {
        let text = "---\n{\"title\": \"x\", \"date\": \"2026-11-28\", \"n\": null}\n---\nBody\n"
        let document = try EntryDocument(parsing: text)
        #expect(document.frontMatter?.format == .json)
        #expect(document["n"] == .null)
        #expect(document["date"] == .string("2026-11-28"))
        #expect(document.body == "Body\n")
        #expect(document.serializedText() == text)
    }

    @Test func everyEditIsRefusedAndChangesNothing() throws {
        var document = try EntryDocument(parsing: Self.bare)
        #expect(document.editRefusal(forKey: "starred", value: .bool(true))?.contains("does not edit JSON front matter") == true)
        let changed1 = document.setValue(.bool(true), forKey: "starred")
        #expect(!changed1)
        let changed2 = document.removeValue(forKey: "title")
        #expect(!changed2)
        #expect(document.serializedText() == Self.bare)
    }

    @Test func starOnAJSONEntryIsRefusedWithAClearError() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-json.md", Self.bare)
        let run = vault.run(["star", "2026-11-28"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("2026/11/2026-11-28-json.md: error: cannot edit the front matter: vault does not edit JSON front matter"))
        #expect(try vault.text("2026/11/2026-11-28-json.md") == Self.bare)
    }

    @Test func reportsJSONErrorsWithLineAndColumn() {
        let cases: [(String, Int, Int)] = [
            ("{\n  \"a\": 1,\n}\n", 3, 1),
            ("{\"a\": tru}\n", 1, 7),
            ("{\"a\": 1} trailing\n", 1, 10),
            ("{\n\"a\": 1,\n\"a\": 2}\n", 3, 1),
            ("{\"a\": \"open\n", 1, 12),
            ("---\n{\"a\": 1}\nb: 2\n---\n", 3, 1),
        ]
        for (text, line, column) in cases {
            do {
                _ = try EntryDocument(parsing: text, path: "post.md")
                Issue.record("parsed \(text.debugDescription)")
            } catch let error as FrontMatterError {
                #expect(error.location == SourceLocation(line: line, column: column), "\(text.debugDescription): \(error.errorDescription ?? "")")
            } catch {}
        }
    }
}
