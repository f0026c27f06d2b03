import Testing
@testable import DiaryVault

/// The `starred` key: YAML 1.2 booleans, and the spellings YAML 1.1 tools read as booleans.
@Suite struct StarredTests {
    @Test(arguments: [
        (FrontMatterValue.bool(true), Starred.canonical(true)), (.bool(false), .canonical(false)),
        (.string("yes"), .lenient(true, written: "yes")), (.string("No"), .lenient(false, written: "No")),
        (.string("y"), .lenient(true, written: "y")), (.string("N"), .lenient(false, written: "N")),
        (.string("ON"), .lenient(true, written: "ON")), (.string("off"), .lenient(false, written: "off")),
        (.string("true"), .lenient(true, written: "true")), (.string("False"), .lenient(false, written: "False")),
        (.integer(1), .lenient(true, written: "1")), (.integer(0), .lenient(false, written: "0")),
        (.integer(2), .invalid(written: "2")), (.string("maybe"), .invalid(written: "maybe")), (.null, .invalid(written: "")),
        (.string(""), .invalid(written: "")), (.float(1), .invalid(written: "1.0")),
    ])
    func interpretsEachSpelling(value: FrontMatterValue, starred: Starred) {
        #expect(Starred.interpret(value) == starred)
    }

    @Test func countsOnlyTrueReadingsAsStarred() {
        #expect(Starred.canonical(true).isStarred)
        #expect(Starred.lenient(true, written: "yes").isStarred)
        #expect(!Starred.lenient(false, written: "no").isStarred)
        #expect(!Starred.invalid(written: "maybe").isStarred)
    }
}
