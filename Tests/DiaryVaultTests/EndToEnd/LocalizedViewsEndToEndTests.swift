import Foundation
import Testing
@testable import DiaryVault

/// Every view people read, in en_US, ko_KR and de_DE, on `SampleVault` at 80 columns: the exact
/// output (snapshots under `Fixtures/Snapshots/Localized/`), and the display width of every ko_KR
/// line measured against the width.
///
/// Record with `VAULT_RECORD_SNAPSHOTS=1 swift test --skip-build --filter LocalizedViewsEndToEndTests`
/// and read the diff: each snapshot is what a reader of that language sees.
@Suite struct LocalizedViewsEndToEndTests {
    /// One view: its name in the snapshot files and its arguments after `--vault SampleVault`.
    struct View: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// Whether the view lays its lines out to the width (not `show` and `search`, which print the file's lines).
        var fitsTheWidth = true
        var testDescription: String { name }
    }

    static let views: [View] = [
        View(name: "index", arguments: ["index"]),
        View(name: "calendar-month", arguments: ["calendar", "2026-11"]),
        View(name: "calendar-month-mood", arguments: ["calendar", "2026-11", "--mood"]),
        View(name: "calendar-year", arguments: ["calendar", "2026"]),
        View(name: "show", arguments: ["show", "2026-11-29"], fitsTheWidth: false),
        View(name: "list", arguments: ["list", "2026-11"]),
        View(name: "search", arguments: ["search", "snow"], fitsTheWidth: false),
        View(name: "stats", arguments: ["stats"]),
        View(name: "heatmap", arguments: ["heatmap"]),
        View(name: "heatmap-mood", arguments: ["heatmap", "--by", "mood", "--from", "2026-09-01", "--to", "2026-11-29"]),
        View(name: "on-this-day", arguments: ["on-this-day", "2026-11-29", "--window", "3"]),
        View(name: "dday", arguments: ["dday", "--on", "2026-11-29"]),
        View(name: "check", arguments: ["check"]),
    ]

    static let locales = ["en_US", "ko_KR", "de_DE"]

    /// A view on a terminal of `width` columns, colour off.
    static func run(_ view: View, locale: String, width: Int = 80) -> CLIRun {
        EndToEnd.run(["--vault", "SampleVault", "--color", "never", "--locale", locale] + view.arguments,
                     in: EndToEnd.sampleVault.deletingLastPathComponent(), isOutputTerminal: true, terminalWidth: width)
    }

    @Test(arguments: views, locales)
    func printsTheViewInTheLocale(view: View, locale: String) throws {
        let run = Self.run(view, locale: locale)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try EndToEnd.expectSnapshot(run.stdout, named: "Localized/\(locale)/\(view.name).txt")
    }

    /// Hangul is 2 columns: every ko_KR line the view lays out fits 80 columns.
    @Test(arguments: views.filter(\.fitsTheWidth))
    func fitsEveryKoreanLineInTheWidth(view: View) {
        let lines = Self.run(view, locale: "ko_KR").stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        for line in lines { #expect(line.displayWidth <= 80, "\(line.displayWidth): \(line)") }
    }

    /// `show`'s own lines (title, date, facts) fit; its body is the file's text, as written.
    @Test func fitsTheKoreanHeaderOfShow() {
        let text = Self.run(View(name: "show", arguments: ["show", "2026-11-29"]), locale: "ko_KR").stdout
        let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(header.map { String($0).displayWidth } == [25, 40, 44, 19, 15])
    }

    /// Below the width a line of entries needs, the entry views print one note instead of broken
    /// columns: 45 for the index with favorites, 43 for a list, 44 for on-this-day in German (39 and 37 in Korean).
    @Test(arguments: [
        ("en_US", "index", 44, "The terminal is 44 columns wide; these lines need 45. Widen it, or pipe the output."),
        ("en_US", "list", 42, "The terminal is 42 columns wide; these lines need 43. Widen it, or pipe the output."),
        ("ko_KR", "index", 20, "터미널 폭이 20칸이라 좁습니다. 이 목록은 39칸이 필요합니다. 창을 넓히거나 출력을 파이프로 보내세요."),
        ("ko_KR", "list", 36, "터미널 폭이 36칸이라 좁습니다. 이 목록은 37칸이 필요합니다. 창을 넓히거나 출력을 파이프로 보내세요."),
        ("de_DE", "on-this-day", 30, "Das Terminal ist 30 Spalten breit; diese Zeilen brauchen 44. Verbreitern oder die Ausgabe umleiten."),
    ])
    func printsOneNoteBelowTheMinimumWidth(locale: String, name: String, width: Int, note: String) throws {
        let view = try #require(Self.views.first { $0.name == name })
        let run = Self.run(view, locale: locale, width: width)
        #expect(run.status == 0)
        #expect(run.stdout == note + "\n")
    }

    /// At the minimum width itself, lines: each one fits exactly, its title cut.
    @Test(arguments: [("en_US", 43), ("ko_KR", 37), ("de_DE", 44)])
    func printsLinesAtTheMinimumWidth(locale: String, width: Int) throws {
        let view = try #require(Self.views.first { $0.name == "list" })
        let lines = Self.run(view, locale: locale, width: width).stdout.split(separator: "\n")
        #expect(lines.count == 14)
        #expect(lines.allSatisfy { String($0).displayWidth <= width })
    }
}

/// The index of an empty vault or an empty selection says so in the locale's words.
@Suite struct LocalizedEmptyIndexTests {
    @Test(arguments: [
        ("en_US", "no entries in empty\n", "no entries match the selection\n"),
        ("ko_KR", "empty에 일기가 없습니다\n", "조건에 맞는 일기가 없습니다\n"),
        ("de_DE", "keine Einträge in empty\n", "keine Einträge passen zur Auswahl\n"),
    ])
    func saysTheIndexIsEmpty(locale: String, empty: String, noMatch: String) throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("", to: "empty/.vault/config", in: directory)
            #expect(EndToEnd.run(["--vault", "empty", "--locale", locale, "index"], in: directory).stdout == empty)
        }
        let run = EndToEnd.run(["--vault", "SmallVault", "--locale", locale, "index", "--tag", "no-such-tag"])
        #expect(run.stdout == noMatch)
    }
}
