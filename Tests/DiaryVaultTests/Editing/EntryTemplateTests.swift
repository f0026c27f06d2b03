import Foundation
import Testing
@testable import DiaryVault

/// Template placeholders and Moment.js formats at their edges, and templates loaded by name.
@Suite struct EntryTemplateTests {
    /// The values for a moment at +09:00.
    static func values(_ day: String, _ hour: Int = 21, _ minute: Int = 14, second: Int = 0, title: String? = nil,
                       locale: String = "en_US") -> TemplateValues {
        let date = EntryDate(parsing: day)!.day
        return TemplateValues(moment: MomentFormatter.Moment(day: date, hour: hour, minute: minute, second: second, offsetMinutes: 540),
                              title: title, localeIdentifier: locale)
    }

    /// The text of a template expanded with no terminal.
    static func expand(_ text: String, _ values: TemplateValues) -> String {
        EntryTemplate(name: "t", text: text).expand(values) { _ in nil }.text
    }

    @Test func fillsTheSimplePlaceholders() {
        let text = "{{date}} {{time}} {{weekday}} [{{title}}] {{ date }}"
        #expect(Self.expand(text, Self.values("2026-11-29", title: "Walk")) == "2026-11-29 21:14 Sunday [Walk] 2026-11-29")
        #expect(Self.expand(text, Self.values("2026-11-29")) == "2026-11-29 21:14 Sunday [] 2026-11-29")
    }

    @Test(arguments: [
        // Month ends, leap days, the ends of a year and ISO weeks.
        ("2026-01-31", "YYYY-MM-DD ddd DDDD W Q", "2026-01-31 Sat 031 5 1"),
        ("2026-02-28", "YYYY-MM-DD dddd DDD [week] WW", "2026-02-28 Saturday 59 week 09"),
        ("2024-02-29", "Do MMMM YYYY, dddd DDD", "29th February 2024, Thursday 60"),
        ("2026-04-30", "M/D/YY", "4/30/26"),
        ("2026-12-31", "YYYY-MM-DD E W DDDD Q", "2026-12-31 4 53 365 4"),
        ("2027-01-01", "YYYY-MM-DD d W", "2027-01-01 5 53"),
        ("2028-12-31", "DDDD [day] Do", "366 day 31st"),
        ("2026-11-01", "Do", "1st"), ("2026-11-02", "Do", "2nd"), ("2026-11-03", "Do", "3rd"),
        ("2026-11-11", "Do", "11th"), ("2026-11-12", "Do", "12th"), ("2026-11-13", "Do", "13th"), ("2026-11-22", "Do", "22nd"),
    ])
    func formatsMomentTokens(day: String, format: String, expected: String) {
        #expect(Self.expand("{{date:\(format)}}", Self.values(day)) == expected)
    }

    @Test func formatsTimes() {
        let values = Self.values("2026-11-29", 0, 5, second: 7)
        #expect(Self.expand("{{time:HH:mm:ss}} {{time:h:mm A}} {{time:hh a}} {{date:H ZZ Z}}", values)
                == "00:05:07 12:05 AM 12 am 0 +0900 +09:00")
        #expect(Self.expand("{{time:h A}}", Self.values("2026-11-29", 12, 0)) == "12 PM")
        #expect(Self.expand("{{time:h A}}", Self.values("2026-11-29", 23, 0)) == "11 PM")
    }

    @Test func namesDaysAndMonthsInTheLocale() {
        let format = "{{weekday}} {{date:dddd ddd dd MMMM MMM Do}} {{time:A h}}"
        #expect(Self.expand(format, Self.values("2026-11-29", locale: "ko_KR")) == "일요일 일요일 일 일 11월 11월 29일 오후 9")
        #expect(Self.expand(format, Self.values("2026-11-29", locale: "de_DE")) == "Sonntag Sonntag So. So November Nov. 29. PM 9")
        #expect(Self.expand(format, Self.values("2026-11-29", locale: "en_US")) == "Sunday Sunday Sun Su November Nov 29th PM 9")
        // Every weekday, in Korean, from Monday 2026-11-23.
        let week = (23...29).map { Self.expand("{{weekday}}", Self.values("2026-11-\($0)", locale: "ko_KR")) }
        #expect(week == ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"])
    }

    /// A heading that is only `{{weekday}}` gets the date and time; other uses of it do not.
    @Test func datesAHeadingThatIsOnlyTheWeekday() {
        #expect(EntryTemplate.datingWeekdayHeadings("# {{weekday}}\n## {{ weekday }} \r\nOn {{weekday}}\n#{{weekday}}\n# {{weekday}}s\n")
            == "# {{weekday}} {{date}} {{time}}\n## {{weekday}} {{date}} {{time}}\r\nOn {{weekday}}\n#{{weekday}}\n# {{weekday}}s\n")
        let expansion = EntryTemplate(name: "t", text: "# {{weekday}}\n{{text}}\n").expand(Self.values("2026-11-29")) { _ in nil }
        #expect(expansion.text.hasPrefix("# Sunday 2026-11-29 "))
        #expect(expansion.text.hasSuffix("\n{{text}}\n"))
        #expect(expansion.unknown.isEmpty)
        #expect(EntryTemplate.Expansion(text: "---\n# note\n  # indented note\ntags: [a] # kept\n---\nBody {{text}}\n").draftText
            == "---\ntags: [a] # kept\n---\nBody \n")
        #expect(EntryTemplate.Expansion(text: "---\n# only a note\n---\nBody\n").draftText == "Body\n")
    }

    @Test func leavesUnknownPlaceholdersAsWritten() {
        let template = EntryTemplate(name: "t", text: "{{mood}} {{Date}} {{date:YYYY}} {{mood}} {{ }} {{date\n}} {{prompt:}} {{")
        let expansion = template.expand(Self.values("2026-11-29")) { _ in nil }
        #expect(expansion.text == "{{mood}} {{Date}} 2026 {{mood}} {{ }} {{date\n}} {{prompt:}} {{")
        #expect(expansion.unknown == ["{{mood}}", "{{Date}}", "{{ }}", "{{prompt:}}"])
        #expect(EntryTemplate.unknownWarning(["{{mood}}"], path: ".vault/templates/t.md") == """
            warning: .vault/templates/t.md: unknown placeholder '{{mood}}' left as written; known: {{date}}, \
            {{time}}, {{weekday}}, {{title}}, {{text}}, {{date:FORMAT}}, {{time:FORMAT}}, {{prompt:QUESTION}}
            """)
    }

    @Test func asksEachPromptOnceInOrder() {
        var asked: [String] = []
        let template = EntryTemplate(name: "t", text: "A: {{prompt: Went well? }}\nB: {{prompt:Better?}}\nA again: {{prompt:Went well?}}\n")
        let expansion = template.expand(Self.values("2026-11-29")) { question in
            asked.append(question)
            return question == "Went well?" ? "the walk" : nil
        }
        #expect(asked == ["Went well?", "Better?"])
        #expect(expansion.text == "A: the walk\nB: \nA again: the walk\n")
        #expect(expansion.unknown.isEmpty)
    }

    @Test func checksNames() {
        #expect(EntryTemplate.isValidName("daily"))
        #expect(EntryTemplate.isValidName("일기"))
        for bad in ["", ".hidden", "../config", "a/b"] { #expect(!EntryTemplate.isValidName(bad)) }
    }

    /// A name with no template throws the library's own error, listing the templates there are
    /// (the CLI turns it into a usage error of the option that named it).
    @Test func loadingAMissingTemplateListsTheOnesThereAre() throws {
        let vault = try TemporaryVault()
        try vault.write(".vault/templates/daily.md", "# {{weekday}}\n")
        try vault.write(".vault/templates/일기.md", "# {{date}}\n")
        let opened = try vault.vault
        let shown = opened.displayPath(EntryTemplate.folder)
        #expect(throws: EntryTemplate.NotFound(name: "dialy", folder: shown, available: ["daily", "일기"])) {
            try EntryTemplate.load("dialy", in: opened)
        }
        #expect(try EntryTemplate.load("daily.md", in: opened) == EntryTemplate(name: "daily", text: "# {{weekday}}\n"))
        let empty = try TemporaryVault()
        let none = EntryTemplate.NotFound(name: "daily", folder: try empty.vault.displayPath(EntryTemplate.folder), available: [])
        #expect(throws: none) { try EntryTemplate.load("daily", in: try empty.vault) }
        #expect(none.expected == "the name of a file NAME.md in \(none.folder)/, which has none")
    }

    /// The example `vault init` writes reads as a template: front matter that parses, and only
    /// known placeholders.
    @Test func theExampleIsAWorkingTemplate() throws {
        let expansion = EntryTemplate(name: "daily", text: EntryTemplate.example).expand(Self.values("2026-11-29")) { _ in nil }
        #expect(expansion.unknown.isEmpty)
        let given = try GivenText(bytes: Array(expansion.text.utf8), source: "daily.md")
        #expect(given.frontMatter?.keys == ["tags"])
        #expect(given.body == "# Sunday 2026-11-29 21:14\n\n## What went well?\n\n\n## What could be better?\n\n")
    }
}
