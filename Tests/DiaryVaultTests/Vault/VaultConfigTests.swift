import Testing
@testable import DiaryVault

/// `.vault/config`: `key = value` lines and `#` comments.
@Suite struct VaultConfigTests {
    @Test func defaultTextSetsNothing() throws {
        let config = try VaultConfig(parsing: VaultConfig.defaultText, path: ".vault/config")
        #expect(config == VaultConfig())
    }

    @Test func readsEveryKey() throws {
        let text = """
            # mine
            editor = code --wait   # VS Code
            default-mood=Good
            locale = ko_KR
            week-start = Monday\r
            commit = true

            """
        let config = try VaultConfig(parsing: text, path: ".vault/config")
        #expect(config.editor == "code --wait")
        #expect(config.defaultMood == .good)
        #expect(config.locale == "ko_KR")
        #expect(config.weekStart == .monday)
        #expect(config.commit)
        #expect(config.warnings.isEmpty)
    }

    @Test func keepsAHashThatIsPartOfAValue() throws {
        let config = try VaultConfig(parsing: "editor = my#editor\n", path: "c")
        #expect(config.editor == "my#editor")
    }

    @Test func warnsAboutUnknownKeys() throws {
        let config = try VaultConfig(parsing: "\ncomit = true\n", path: "d/.vault/config")
        #expect(config.warnings == ["d/.vault/config:2:1: warning: unknown key 'comit' ignored; known keys: editor, default-mood, locale, week-start, commit, sync, sort, leap-day, counting, anniversary, day-end, heatmap-words, default-template"])
        #expect(!config.commit)
    }

    static let errors: [(text: String, message: String)] = [
        ("commit = yes\n", "c:1:9: error: 'yes' is not a valid commit; expected true or false"),
        ("# x\ndefault-mood = happy\n", "c:2:15: error: 'happy' is not a valid default-mood; expected bad, not-great, okay, good or great"),
        ("week-start = friday\n", "c:1:13: error: 'friday' is not a valid week-start; expected monday or sunday"),
        ("editor\n", "c:1:1: error: expected 'key = value', found 'editor'"),
        (" = vi\n", "c:1:1: error: missing key before '='"),
        // A locale --locale refuses is an error, never English with Monday first.
        ("locale = xx_YY\n", "c:1:9: error: 'xx_YY' is not a valid locale; expected a locale identifier such as 'ko_KR' or 'en-US'"),
        ("locale=garbage.UTF-8\n", "c:1:8: error: 'garbage.UTF-8' is not a valid locale; expected a locale identifier such as 'ko_KR' or 'en-US'"),
        ("locale = ko KR\n", "c:1:9: error: 'ko KR' is not a valid locale; expected a locale identifier such as 'ko_KR' or 'en-US'"),
        // A key set twice is an error, rather than the last one silently winning.
        ("locale = ko_KR\n# later\nlocale = de_DE\n", "c:3:1: error: 'locale' is already set on line 1; keep one of the two lines"),
        // The keys of docs/TIME.md: only `anniversary` may repeat.
        ("leap-day = feb28\nleap-day = mar1\n", "c:2:1: error: 'leap-day' is already set on line 1; keep one of the two lines"),
        ("counting = from-one\ncounting = from-one\n", "c:2:1: error: 'counting' is already set on line 1; keep one of the two lines"),
        ("leap-day = feb29\n", "c:1:11: error: 'feb29' is not a valid leap-day; expected feb28 or mar1"),
        ("# x\ncounting = korean\n", "c:2:11: error: 'korean' is not a valid counting; expected from-one or from-zero"),
        ("anniversary = 2021-05-04\n", "c:1:14: error: '2021-05-04' is not a valid anniversary; expected a date and a name, such as 2021-05-04 We met"),
        ("anniversary = 2023-02-29 Leap\n", "c:1:14: error: '2023-02-29 Leap' is not a valid anniversary; expected a date and a name, such as 2021-05-04 We met"),
        ("anniversary = We met 2021-05-04\n", "c:1:14: error: 'We met 2021-05-04' is not a valid anniversary; expected a date and a name, such as 2021-05-04 We met"),
    ]

    /// `anniversary` is the one key that may be set on several lines; each adds one, in order.
    @Test func readsEveryAnniversaryAndTheRulesOfTime() throws {
        let text = """
            anniversary = 2021-05-04 We met
            leap-day = MAR1
            anniversary = 2024-02-29\t 우리 집   # moved in
            counting = from-one

            """
        let config = try VaultConfig(parsing: text, path: "c")
        #expect(config.anniversaries == [Anniversary(date: CivilDate(year: 2021, month: 5, day: 4)!, name: "We met"),
                                         Anniversary(date: CivilDate(year: 2024, month: 2, day: 29)!, name: "우리 집")])
        #expect(config.leapDay == .mar1)
        #expect(config.counting == .fromOne)
        #expect(config.timeRules(localeIdentifier: "en_US") == TimeRules(leapDay: .mar1, counting: .fromOne))
        #expect(try VaultConfig(parsing: "", path: "c").timeRules(localeIdentifier: "ko_KR").counting == .fromOne)
    }

    @Test(arguments: errors)
    func rejectsInvalidLines(text: String, message: String) {
        let error = #expect(throws: VaultError.self) { try VaultConfig(parsing: text, path: "c") }
        #expect(error?.errorDescription == message)
    }

    /// Values `--locale` accepts are accepted as they are, and an empty value means no setting.
    @Test(arguments: [("locale = ko_KR.UTF-8\n", "ko_KR.UTF-8"), ("locale = en-US\n", "en-US"), ("locale = C\n", "C"), ("locale =\n", nil)] as [(String, String?)])
    func acceptsTheLocalesTheOptionAccepts(text: String, locale: String?) throws {
        #expect(try VaultConfig(parsing: text, path: "c").locale == locale)
    }
}

/// `sync = rebase | merge`, how `vault sync` pulls.
@Suite struct VaultConfigSyncTests {
    @Test func readsTheSyncMode() throws {
        #expect(try VaultConfig(parsing: "", path: "c").sync == .rebase)
        #expect(try VaultConfig(parsing: "sync = merge\n", path: "c").sync == .merge)
        #expect(try VaultConfig(parsing: "sync = Rebase\n", path: "c").sync == .rebase)
        #expect(throws: VaultError.self) { try VaultConfig(parsing: "sync = squash\n", path: "c") }
    }
}
