import Testing
@testable import DiaryVault

@Suite struct ArgumentLexerTests {
    /// Arguments after the program name, and the tokens they give as `[index] text`.
    static let cases: [(arguments: [String], tokens: [String])] = [
        ([], []),
        (["index"], ["[1] 'index'"]),
        (["--vault", "D", "index"], ["[1] --vault", "[2] 'D'", "[3] 'index'"]),
        (["--vault=D"], ["[1] --vault='D'"]),
        (["--title=a=b"], ["[1] --title='a=b'"]),
        (["--title="], ["[1] --title=''"]),
        (["-y"], ["[1] -y"]),
        (["-yv"], ["[1] -yv"]),
        (["-"], ["[1] '-'"]),
        ([""], ["[1] ''"]),
        (["--", "--star", "-y", "-", "--"], ["[1] --", "[2] '--star'", "[3] '-y'", "[4] '-'", "[5] '--'"]),
        (["new", "--star", "--", "--title"], ["[1] 'new'", "[2] --star", "[3] --", "[4] '--title'"]),
        (["일기", "-d2026-11-29"], ["[1] '일기'", "[2] -d2026-11-29"]),
        // Text that starts with a dash but no option could be: a negative number, or words.
        (["--title", "-5 degrees"], ["[1] --title", "[2] '-5 degrees'"]),
        (["-5"], ["[1] '-5'"]),
        (["-a b"], ["[1] '-a b'"]),
        (["-x5"], ["[1] -x5"]),
    ]

    @Test(arguments: cases)
    func classifiesArgumentsAndKeepsTheirIndex(arguments: [String], tokens: [String]) {
        let lexed = ArgumentLexer.tokens(["vault"] + arguments)
        #expect(lexed.map(\.description) == tokens)
    }

    @Test func skipsOnlyTheProgramName() {
        #expect(ArgumentLexer.tokens(["vault"]).isEmpty)
        #expect(ArgumentLexer.tokens(["a", "b"], from: 0).map(\.index) == [0, 1])
    }

    @Test func splitsLongOptionAtFirstEqualsSign() {
        let token = ArgumentLexer.tokens(["vault", "--title=x=y"])[0]
        #expect(token.kind == .longOption(name: "title", value: "x=y"))
    }
}
