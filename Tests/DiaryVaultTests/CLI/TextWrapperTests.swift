import Testing
@testable import DiaryVault

@Suite struct TextWrapperTests {
    @Test(arguments: [
        ("one two three four", 10, 0, 0, ["one two", "three four"]),
        ("one two three four", 14, 4, 2, ["one two", "three four"]),
        ("a b", 80, 0, 0, ["a b"]),
        ("", 80, 0, 0, []),
        ("tiny enormous-unbreakable-word end", 10, 0, 0, ["tiny", "enormous-unbreakable-word", "end"]),
        ("  spaced   out\nwords ", 80, 0, 0, ["spaced out words"]),
        ("일기 쓰기 좋은 날", 7, 0, 0, ["일기 쓰기", "좋은 날"]),
    ] as [(String, Int, Int, Int, [String])])
    func fillsLinesGreedily(text: String, width: Int, firstIndent: Int, indent: Int, lines: [String]) {
        #expect(TextWrapper.wrap(TextWrapper.words(text), width: width, firstIndent: firstIndent, indent: indent) == lines)
    }

    @Test(arguments: [
        ("vault new [--tag <tag> ...] [<title>]", ["vault", "new", "[--tag <tag> ...]", "[<title>]"]),
        ("vault  show <ref>", ["vault", "show", "<ref>"]),
        ("vault x [--a [--b <c d>]] e", ["vault", "x", "[--a [--b <c d>]]", "e"]),
    ])
    func keepsBracketedUsagePartsTogether(usage: String, parts: [String]) {
        #expect(TextWrapper.unbreakableParts(usage) == parts)
    }

    @Test func joinsLinesAfterAPrefix() {
        #expect(TextWrapper.join(["a", "b"], after: "X: ", indent: 3) == "X: a\n   b\n")
        #expect(TextWrapper.join([], after: "  label   ", indent: 3) == "  label\n")
    }
}
