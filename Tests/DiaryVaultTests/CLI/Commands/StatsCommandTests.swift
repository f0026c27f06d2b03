import Foundation
import Testing
@testable import DiaryVault

@Suite struct StatsCommandTests {
    static func run(_ arguments: [String], config: String? = nil) throws -> CLIRun {
        let vault = try TemporaryVault(copying: "SmallVault")
        if let config { try vault.write(".vault/config", config) }
        return vault.run(["stats"] + arguments)
    }

    @Test func englishLabelsAndTheLocalesMonthNames() throws {
        let result = try Self.run([])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Entries        10
            Days written    9
            Words         120
            Characters    492

            Streaks
                         current  longest
              every day     none   2 days 2025-12-31 – 2026-01-01
              weekdays      none   2 days 2025-12-31 – 2026-01-01

            Per month
                  Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec entries days words
            2025    -   -   -   -   -   -   -   -   -   -   -   3       3    3    42
            2026    5   -   2   -   -   -   -   -   -   -   -   -       7    6    78

            Moods
              great     ████████████████████ 2
              good      ████████████████████ 2
              okay      ██████████████████████████████ 3
              not-great ██████████ 1
              bad       ██████████ 1
              no mood   ██████████ 1

            Mood per month (median)
                  Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
            2025    -   -   -   -   -   -   -   -   -   -   -   g
            2026    o   -   b   -   -   -   -   -   -   -   -   -
              b bad  n not-great  o okay  g good  G great

            Top tags
              family   2
              food     1
              friends  1
              run      1
              walk     1
              weather  1
              회고     1

            """)
    }

    @Test func koreanLabelsAndMonthNames() throws {
        let result = try Self.run(["--locale", "ko_KR"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            일기    10
            쓴 날    9
            단어   120
            글자   492

            연속 기록
                      현재  최장
              매일    없음   2일 2025-12-31 – 2026-01-01
              평일만  없음   2일 2025-12-31 – 2026-01-01

            월별
                  1월 2월 3월 4월 5월 6월 7월 8월 9월 10월 11월 12월 일기 일수 단어
            2025    -   -   -   -   -   -   -   -   -    -    -    3    3    3   42
            2026    5   -   2   -   -   -   -   -   -    -    -    -    7    6   78

            기분
              최고      ████████████████████ 2
              좋음      ████████████████████ 2
              보통      ██████████████████████████████ 3
              별로      ██████████ 1
              나쁨      ██████████ 1
              기분 없음 ██████████ 1

            월별 기분 (중앙값)
                  1월 2월 3월 4월 5월 6월 7월 8월 9월 10월 11월 12월
            2025    -   -   -   -   -   -   -   -   -    -    -    g
            2026    o   -   b   -   -   -   -   -   -    -    -    -
              b 나쁨  n 별로  o 보통  g 좋음  G 최고

            많이 쓴 태그
              family   2
              food     1
              friends  1
              run      1
              walk     1
              weather  1
              회고     1

            """)
    }

    @Test func germanLabelsAndMonthNames() throws {
        let result = try Self.run(["--locale", "de_DE"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Einträge           10
            Tage mit Eintrag    9
            Wörter            120
            Zeichen           492

            Serien
                            aktuell  längste
              jeden Tag       keine   2 Tage 2025-12-31 – 2026-01-01
              nur werktags    keine   2 Tage 2025-12-31 – 2026-01-01

            Pro Monat
                  Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez Einträge Tage Wörter
            2025    -   -   -   -   -   -   -   -   -   -   -   3        3    3     42
            2026    5   -   2   -   -   -   -   -   -   -   -   -        7    6     78

            Stimmungen
              sehr gut       ████████████████████ 2
              gut            ████████████████████ 2
              okay           ██████████████████████████████ 3
              mäßig          ██████████ 1
              schlecht       ██████████ 1
              keine Stimmung ██████████ 1

            Stimmung pro Monat (Median)
                  Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez
            2025    -   -   -   -   -   -   -   -   -   -   -   g
            2026    o   -   b   -   -   -   -   -   -   -   -   -
              b schlecht  n mäßig  o okay  g gut  G sehr gut

            Häufigste Schlagwörter
              family   2
              food     1
              friends  1
              run      1
              walk     1
              weather  1
              회고     1

            """)
    }

    @Test func jsonHasTheSameFigures() throws {
        let result = try Self.run(["--json"])
        #expect(result.status == 0)
        #expect(result.stdout == #"{"dayEnd":"00:00","entryCount":10,"days":9,"words":120,"characters":492,"streaks":{"everyDay":{"current":null,"longest":{"days":2,"start":"2025-12-31","end":"2026-01-01"}},"weekdays":{"current":null,"longest":{"days":2,"start":"2025-12-31","end":"2026-01-01"}}},"moods":{"bad":1,"not-great":1,"okay":3,"good":2,"great":2,"none":1},"years":[{"year":2025,"entryCount":3,"days":3,"words":42,"characters":162},{"year":2026,"entryCount":7,"days":6,"words":78,"characters":330}],"months":[{"month":"2025-12","entryCount":3,"days":3,"words":42,"characters":162,"moods":{"bad":0,"not-great":0,"okay":1,"good":1,"great":1,"none":0},"median":"good"},{"month":"2026-01","entryCount":5,"days":4,"words":59,"characters":266,"moods":{"bad":0,"not-great":1,"okay":1,"good":1,"great":1,"none":1},"median":"okay"},{"month":"2026-03","entryCount":2,"days":2,"words":19,"characters":64,"moods":{"bad":1,"not-great":0,"okay":1,"good":0,"great":0,"none":0},"median":"bad"}],"tags":[{"tag":"family","count":2},{"tag":"food","count":1},{"tag":"friends","count":1},{"tag":"run","count":1},{"tag":"walk","count":1},{"tag":"weather","count":1},{"tag":"회고","count":1}],"problems":[]}"# + "\n")
    }

    @Test func aPeriodSelectsAsInDoes() throws {
        let result = try Self.run(["2026-01", "--json"])
        #expect(result.stdout == #"{"dayEnd":"00:00","entryCount":5,"days":4,"words":59,"characters":266,"streaks":{"everyDay":{"current":null,"longest":{"days":1,"start":"2026-01-31","end":"2026-01-31"}},"weekdays":{"current":null,"longest":{"days":1,"start":"2026-01-15","end":"2026-01-15"}}},"moods":{"bad":0,"not-great":1,"okay":1,"good":1,"great":1,"none":1},"years":[{"year":2026,"entryCount":5,"days":4,"words":59,"characters":266}],"months":[{"month":"2026-01","entryCount":5,"days":4,"words":59,"characters":266,"moods":{"bad":0,"not-great":1,"okay":1,"good":1,"great":1,"none":1},"median":"okay"}],"tags":[{"tag":"family","count":1},{"tag":"food","count":1},{"tag":"friends","count":1},{"tag":"run","count":1}],"problems":[]}"# + "\n")
    }

    /// With day-end 08:00 the 07:00 run of January 10 counts for the 9th and the New Year's
    /// morning entry for 2025: a streak of 2 days that midnight would not give.
    @Test func dayEndMovesEarlyEntriesToTheDayBefore() throws {
        let result = try Self.run(["--in", "2026-01"], config: "day-end = 08:00\n")
        #expect(result.status == 0)
        #expect(result.stdout == """
            Entries         5
            Days written    5
            Words          59
            Characters    266
            (day ends at 08:00)

            Streaks
                         current  longest
              every day     none   2 days 2026-01-09 – 2026-01-10
              weekdays      none    1 day 2026-01-15 – 2026-01-15

            Per month
                  Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec entries days words
            2025    -   -   -   -   -   -   -   -   -   -   -   1       1    1    10
            2026    4   -   -   -   -   -   -   -   -   -   -   -       4    4    49

            Moods
              great     ██████████████████████████████ 1
              good      ██████████████████████████████ 1
              okay      ██████████████████████████████ 1
              not-great ██████████████████████████████ 1
              bad       0
              no mood   ██████████████████████████████ 1

            Mood per month (median)
                  Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec
            2025    -   -   -   -   -   -   -   -   -   -   -   -
            2026    o   -   -   -   -   -   -   -   -   -   -   -
              b bad  n not-great  o okay  g good  G great

            Top tags
              family   1
              food     1
              friends  1
              run      1

            """)
    }

    /// A warm run takes the words from the cache and gives the same figures.
    @Test func aWarmCacheGivesTheSameWords() throws {
        let vault = try TemporaryVault(copying: "SmallVault")
        let cold = vault.run(["stats", "--json"])
        #expect(vault.exists(".vault/cache/index.bin"))
        let warm = vault.run(["stats", "--json"], environment: ["VAULT_STATS": "1"])
        #expect(warm.stdout == cold.stdout)
        #expect(cold.stdout.contains(#""words":120,"#))
    }

    @Test(arguments: [
        ("day-end = 4:00\n", "c:1:10: error: '4:00' is not a valid day-end; expected a time HH:MM from 00:00 to 23:59, such as 04:00"),
        ("day-end = 24:00\n", "c:1:10: error: '24:00' is not a valid day-end; expected a time HH:MM from 00:00 to 23:59, such as 04:00"),
        ("heatmap-words = 300,100\n", "c:1:16: error: '300,100' is not a valid heatmap-words; expected 1 to 3 increasing whole numbers above 0, such as 100,300,600"),
        ("heatmap-words = 0\n", "c:1:16: error: '0' is not a valid heatmap-words; expected 1 to 3 increasing whole numbers above 0, such as 100,300,600"),
        ("heatmap-words = 1,2,3,4\n", "c:1:16: error: '1,2,3,4' is not a valid heatmap-words; expected 1 to 3 increasing whole numbers above 0, such as 100,300,600"),
        ("heatmap-words = 50, x\n", "c:1:16: error: '50, x' is not a valid heatmap-words; expected 1 to 3 increasing whole numbers above 0, such as 100,300,600"),
    ])
    func aBadDayEndOrStepsIsAConfigErrorNamingTheLine(_ text: String, _ message: String) {
        let error = #expect(throws: VaultError.self) { try VaultConfig(parsing: text, path: "c") }
        #expect(error?.errorDescription == message)
    }

    @Test func dayEndAndStepsAreRead() throws {
        let config = try VaultConfig(parsing: "day-end = 04:30\nheatmap-words = 50, 200\n", path: "c")
        #expect(config.dayEnd == DayEnd(minutes: 270))
        #expect(config.heatmapWords == [50, 200])
        #expect(try VaultConfig(parsing: "", path: "c").heatmapWords == [100, 300, 600])
    }

    @Test func explainPrintsTheRules() throws {
        let result = try Self.run(["--explain"])
        // The day and day-end sentences are stated once, from the rules of time, not again among
        // the rules of the figures.
        #expect(result.stdout == """
            Day: an entry belongs to the date written in its front matter, never converted
            to another time zone.

            Day end: days end at midnight (set day-end = 04:00 to count an entry written
            before 04:00 for the day before, for streaks and stats only).

            Days written: the days with at least one selected entry.
            Streak: a run of days written without a gap. Current: the one that ends today or
              yesterday. Longest: the longest; of two as long, the later.
            Without weekends: Saturdays and Sundays neither break nor extend a streak; it counts
              weekdays, and on a weekend the current one ends on the Friday before.
            Words: runs of letters and digits (Hangul included); each CJK ideograph, hiragana or
              katakana is a word by itself; an apostrophe between letters joins them; punctuation,
              symbols, emoji and markdown syntax (# * - >) are not words.
            Characters: user-perceived characters (grapheme clusters) other than whitespace;
              markdown syntax counts.
            Moods: each entry once; the month's mood is the median of its entries' moods.

            """)
        #expect(result.stdout.components(separatedBy: "day-end").count == 2)
    }
}
