import Testing
@testable import DiaryVault

@Suite struct TerminalTests {
    @Test(arguments: [
        (["COLUMNS": "120"], 100, 120),
        (["COLUMNS": "120"], nil, 120),
        ([:], 100, 100),
        ([:], nil, 80),
        (["COLUMNS": "0"], nil, 80),
        (["COLUMNS": "-5"], 60, 60),
        (["COLUMNS": "wide"], nil, 80),
    ] as [([String: String], Int?, Int)])
    func choosesWidthFromColumnsThenTerminalThenDefault(environment: [String: String], measured: Int?, width: Int) {
        #expect(Terminal.width(environment: environment) { measured } == width)
    }

    @Test func doesNotMeasureWhenColumnsIsSet() {
        let width = Terminal.width(environment: ["COLUMNS": "90"]) {
            Issue.record("measured the terminal although COLUMNS was set")
            return nil
        }
        #expect(width == 90)
    }
}
