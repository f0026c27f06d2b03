import Testing
@testable import DiaryVault

@Suite struct SpellingSuggestionTests {
    static let commands = ["index", "calendar", "show", "list", "search", "new", "edit", "star", "unstar", "set", "unset", "delete", "init", "check", "help"]

    @Test(arguments: [
        ("", "abc", 3),
        ("abc", "abc", 0),
        ("calnedar", "calendar", 1),
        ("kitten", "sitting", 3),
        ("ca", "abc", 3),
        ("일기", "일거", 1),
        ("lsit", "list", 1),
    ])
    func countsEditsWithAdjacentTranspositions(a: String, b: String, distance: Int) {
        #expect(SpellingSuggestion.distance(a, b) == distance)
        #expect(SpellingSuggestion.distance(b, a) == distance)
    }

    @Test(arguments: [
        ("calnedar", "calendar"),
        ("calender", "calendar"),
        ("lsit", "list"),
        ("shwo", "show"),
        ("serach", "search"),
        ("chek", "check"),
        ("delet", "delete"),
        ("Index", "index"),
        ("cal", "calendar"),
        ("unstr", "unstar"),
        ("CALENDAR", "calendar"),
        ("SHWO", "show"),
    ] as [(String, String)])
    func suggestsCloseCommand(typed: String, expected: String) {
        #expect(SpellingSuggestion.closest(to: typed, among: Self.commands) == expected)
    }

    @Test(arguments: ["x", "ls", "foo", "nosuch", "calendars-and-more", "in"])
    func suggestsNothingForDistantNames(typed: String) {
        #expect(SpellingSuggestion.closest(to: typed, among: Self.commands) == nil)
    }

    /// `vault index --JSON` gets a hint: by case `JSON` is 4 edits from `json`, so case is ignored.
    @Test func ignoresCaseInOptionNames() {
        #expect(SpellingSuggestion.closest(to: "JSON", among: ["json", "write", "check", "no-cache"]) == "json")
        #expect(SpellingSuggestion.closest(to: "No-Cache", among: ["json", "write", "check", "no-cache"]) == "no-cache")
    }

    @Test func prefersTheEarlierCandidateOnATie() {
        #expect(SpellingSuggestion.closest(to: "sat", among: ["set", "sit"]) == "set")
        #expect(SpellingSuggestion.closest(to: "sat", among: ["sit", "set"]) == "sit")
    }
}
