import Testing
@testable import DiaryVault

/// A comment on an item of a block list (`- a  # note`) survives an edit of the list, or the edit
/// is refused: found by a new user, whose `vault set FILE tags=...` dropped it.
@Suite struct BlockListCommentTests {
    static let entry = """
        ---
        uuid: 5D0C1F1E-8A43-4B52-9D0B-3C1C2E7F0A11
        date: 2026-12-01
        tags:   # kept by hand
          # the places
          - a  # note
          - "b # not a comment"
          # after b
          - c
        title: x
        ---
        body

        """

    private func edited(_ value: FrontMatterValue) throws -> (text: String, refusal: String?) {
        var document = try EntryDocument(parsing: Self.entry)
        let refusal = document.editRefusal(forKey: "tags", value: value)
        document.setValue(value, forKey: "tags")
        return (document.serializedText(), refusal)
    }

    @Test func anItemThatStaysKeepsItsComment() throws {
        let (text, refusal) = try edited(.sequence([.string("a"), .string("b # not a comment"), .string("c"), .string("d")]))
        #expect(refusal == nil)
        #expect(text == Self.entry.replacing("  - c\n", with: "  - c\n  - d\n"))
    }

    /// A new item takes the quoting of the item that stood at its place before (`"b..."`).
    @Test func itemsThatStayKeepTheirLinesInTheNewOrder() throws {
        let (text, refusal) = try edited(.sequence([.string("c"), .string("new"), .string("a"), .string("b # not a comment")]))
        #expect(refusal == nil)
        #expect(text == """
            ---
            uuid: 5D0C1F1E-8A43-4B52-9D0B-3C1C2E7F0A11
            date: 2026-12-01
            tags:   # kept by hand
              # the places
              - c
              - "new"
              - a  # note
              - "b # not a comment"
              # after b
            title: x
            ---
            body

            """)
    }

    /// Removing the item with the comment would lose it: refused with the reason, file unchanged.
    @Test func removingACommentedItemIsRefused() throws {
        let (text, refusal) = try edited(.sequence([.string("b # not a comment"), .string("c")]))
        #expect(refusal == "'tags' would lose the item 'a', with the comment '# note' (an edit never drops a comment); move the comment or edit the file by hand")
        #expect(text == Self.entry)
        // A `#` inside quotes is no comment, but a comment line after the item goes with it.
        let (_, second) = try edited(.sequence([.string("a"), .string("c")]))
        #expect(second == "'tags' would lose the item 'b # not a comment', with the comment '# after b' (an edit never drops a comment); move the comment or edit the file by hand")
    }

    /// An empty list is written `[]`: the comments of the block would go.
    @Test func anEmptyListIsRefusedWhenTheBlockHasComments() throws {
        let (text, refusal) = try edited(.sequence([]))
        #expect(refusal == "'tags' would lose a comment '# the places' (an edit never drops a comment); move the comment or edit the file by hand")
        #expect(text == Self.entry)
    }

    /// The new user's input, through `vault set`.
    @Test func setKeepsTheCommentOrRefuses() throws {
        try TemporaryVault.with { vault in
            let path = "2026/12/2026-12-01.md"
            let entry = "---\nuuid: 5d0c1f1e-8a43-4b52-9d0b-3c1c2e7f0a11\ndate: 2026-12-01\ntags:\n  - a  # note\n  - b\n---\nbody\n"
            try vault.write(path, entry)
            let added = vault.run(["set", path, "tags=a,b,c"])
            #expect(added.status == 0)
            #expect(try vault.text(path) == entry.replacing("  - b\n", with: "  - b\n  - c\n"))
            let removed = vault.run(["set", path, "tags=b,c"])
            #expect(removed.status == 1)
            #expect(removed.stderr.contains("'tags' would lose the item 'a', with the comment '# note'"))
            #expect(try vault.text(path) == entry.replacing("  - b\n", with: "  - b\n  - c\n"))
        }
    }

    /// CRLF files keep their line endings, and a new item gets the file's.
    @Test func crlfItemsStayAsWritten() throws {
        let entry = "---\r\ndate: 2026-12-01\r\ntags:\r\n  - a # note\r\n---\r\n"
        var document = try EntryDocument(parsing: entry)
        document.setValue(.sequence([.string("a"), .string("b")]), forKey: "tags")
        #expect(document.serializedText() == "---\r\ndate: 2026-12-01\r\ntags:\r\n  - a # note\r\n  - b\r\n---\r\n")
    }
}
