import Foundation
import Testing
@testable import DiaryVault

/// `vault new --template NAME` and `default-template`.
@Suite struct NewTemplateTests {
    /// A template with front matter that sets mood and tags.
    static let daily = """
        ---
        # a comment, not copied
        mood: good
        tags: [daily]
        place: home
        ---
        # {{weekday}} {{date}}

        Notes at {{time}}.

        """

    /// Standard input on a terminal answering with the given lines, one per question.
    static func terminal(answering lines: [String]) -> StandardInput {
        let answers = Answers(lines)
        return StandardInput(isTerminal: true, read: { Data() }, readLine: { answers.next() })
    }

    @Test func startsFromTheTemplatesFrontMatterAndBody() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", Self.daily)
            let run = vault.run(["new", "--template", "daily", "Walked", "by", "the", "river"])
            let path = "2026/11/2026-11-29-sunday-2026-11-29.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let uuid = try NewCommandTests.uuid(vault, path)
            #expect(try vault.text(path) == """
                ---
                uuid: \(uuid)
                date: 2026-11-29T21:14:00+09:00
                mood: good
                starred: false
                tags: [daily]
                place: home
                ---
                # Sunday 2026-11-29

                Walked by the river

                Notes at 21:14.

                """)
        }
    }

    /// A template's uuid is never copied (the template and its entries would share it); only its
    /// line goes.
    @Test func dropsTheTemplatesUUID() throws {
        try TemporaryVault.with { vault in
            let template = "---\nUUID: 11111111-2222-4333-8444-555555555555\nmood: good\n---\n# {{date}}\n"
            try vault.write(".vault/templates/t.md", template)
            let first = vault.run(["new", "--template", "t", "one"])
            let second = vault.run(["new", "--template", "t", "--date", "2026-11-28", "two"])
            let warning = "warning: .vault/templates/t.md: its uuid is not copied; each new entry gets its own\n"
            #expect(first == CLIRun(status: 0, stdout: "2026/11/2026-11-29-2026-11-29.md\n", stderr: warning))
            #expect(second == CLIRun(status: 0, stdout: "2026/11/2026-11-28-2026-11-28.md\n", stderr: warning))
            let uuids = try ["2026/11/2026-11-29-2026-11-29.md", "2026/11/2026-11-28-2026-11-28.md"].map {
                try NewCommandTests.uuid(vault, $0)
            }
            #expect(!uuids.contains("11111111-2222-4333-8444-555555555555"))
            #expect(Set(uuids).count == 2)
            #expect(try vault.text("2026/11/2026-11-29-2026-11-29.md").contains("mood: good\n"))
            // The template file itself is untouched.
            #expect(try vault.text(".vault/templates/t.md") == template)
        }
    }

    /// A template that parses only once filled in, every spelling of the uuid, and an anchored
    /// uuid: none keeps its uuid.
    @Test(arguments: [
        "---\nuuid: 36363636-3636-4363-8363-363636363636\nweather: {{prompt:Weather}} today\n---\nbody\n",
        "---\nuuid: &a 27272727-2727-4272-8272-727272727272\nmood: good\n---\nbody\n",
        "---\nUUID: 18181818-1818-4181-8181-818181818181\nuuid: 19191919-1919-4191-8191-919191919191\n---\nbody\n",
        "---\nid: EEEEEEEE-EEEE-4EEE-8EEE-EEEEEEEEEEEE\nuuidString: FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF\n---\nbody\n",
    ])
    func dropsEveryUUIDSpellingAfterFillingIn(template: String) throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/t.md", template)
            let run = vault.run(["new", "--template", "t", "--no-editor", "x"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains("its uuid is not copied"), "\(run.stderr)")
            let path = String(run.stdout.dropLast())
            let text = try vault.text(path)
            for copied in ["3636", "2727", "1818", "1919", "EEEE", "FFFF"] { #expect(!text.contains(copied + "-"), "\(text)") }
            #expect(try Entry(parsing: try vault.bytes(path)).uuid != nil)
        }
    }

    /// A uuid that cannot be removed faithfully (JSON front matter is never edited) refuses the
    /// template instead of copying it.
    @Test func refusesAUUIDItCannotRemove() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/j.md", "{\"uuid\": \"22222222-2222-4222-8222-222222222222\"}\nbody\n")
            let run = vault.run(["new", "--template", "j", "--no-editor", "x"])
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix(".vault/templates/j.md: error: cannot edit the front matter: a template's uuid is never copied"), "\(run.stderr)")
            #expect(vault.files().filter { $0.hasPrefix("2026/") } == [])
        }
    }

    /// A template is a regular file of the folder: a link out of the vault or a folder named
    /// `NAME.md` is neither used nor listed; names with escape sequences are shown escaped.
    @Test func takesOnlyRegularFilesAndEscapesNames() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", "# {{date}}\n")
            try vault.write("outside.md", "secret\n")
            symlink(vault.root + "/outside.md", vault.root + "/.vault/templates/linked.md")
            try FileManager.default.createDirectory(atPath: vault.root + "/.vault/templates/isdir.md", withIntermediateDirectories: true)
            try vault.write(".vault/templates/\u{1B}[2J.md", "x\n")
            for name in ["linked", "isdir"] {
                let run = vault.run(["new", "--template", name, "--no-editor", "x"])
                #expect(run.status == 64)
                #expect(run.stderr.contains("one of the templates in .vault/templates/: \\e[2J, daily\n"), "\(run.stderr)")
            }
            let escaped = vault.run(["new", "--template", "\u{1B}]0;pwned\u{07}", "--no-editor", "x"])
            #expect(escaped.status == 64)
            #expect(!escaped.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            #expect(escaped.stderr.hasPrefix("error: the value '\\e]0;pwned\\u{7}' is invalid for '--template <template>'"), "\(escaped.stderr)")
        }
    }

    /// --mood and --tag win over the template's front matter; the text's own front matter too.
    @Test func optionsAndTheTextWinOverTheTemplate() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", Self.daily)
            let run = vault.run(["new", "--template", "daily.md", "--mood", "bad", "--tag", "walk", "Rain"])
            let path = "2026/11/2026-11-29-sunday-2026-11-29.md"
            #expect(run.status == 0)
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.mood == .bad)
            #expect(entry.tags == ["walk"])

            let input = StandardInput(text: "---\nMood: great\nplace: office\n---\nPiped\n")
            let piped = vault.run(["new", "--template", "daily", "--date", "2026-11-28"], input: input)
            let second = "2026/11/2026-11-28-saturday-2026-11-28.md"
            #expect(piped == CLIRun(status: 0, stdout: second + "\n", stderr: ""))
            let text = try vault.text(second)
            #expect(text.contains("mood: great\n"))
            #expect(text.contains("place: office\n"))
            #expect(!text.contains("home"))
            // A date without a time: the template's {{time}} is the time of writing.
            #expect(text.hasSuffix("---\n# Saturday 2026-11-28\n\nPiped\n\nNotes at 21:14.\n"))
        }
    }

    @Test func fillsMonthEndsAndKoreanWeekdays() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/day.md", "# {{date:YYYY년 M월 D일}} {{weekday}}\n\n{{date:MMMM Do, dddd}} {{time:A h:mm}}\n")
            let run = vault.run(["new", "--template", "day", "--date", "2026-02-28T23:59", "--locale", "ko_KR", "x"])
            #expect(run.status == 0)
            let path = "2026/02/2026-02-28-2026년-2월-28일-토요일.md"
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.body == "# 2026년 2월 28일 토요일\n\nx\n\n2월 28일, 토요일 오후 11:59\n")

            let english = vault.run(["new", "--template", "day", "--date", "2024-02-29", "--title", "Leap", "y"])
            #expect(english.status == 0)
            let leap = try Entry(parsing: try vault.bytes("2024/02/2024-02-29-leap.md"))
            #expect(leap.body == "# 2024년 2월 29일 Thursday\n\ny\n\nFebruary 29th, Thursday PM 9:14\n")
        }
    }

    @Test func warnsAboutUnknownPlaceholders() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/odd.md", "# {{date}} {{mood}} {{Weekday}}\n")
            let run = vault.run(["new", "--template", "odd", "text"])
            let path = "2026/11/2026-11-29-2026-11-29-mood-weekday.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: """
                warning: .vault/templates/odd.md: unknown placeholders '{{mood}}', '{{Weekday}}' left as written; \
                known: {{date}}, {{time}}, {{weekday}}, {{title}}, {{text}}, {{date:FORMAT}}, {{time:FORMAT}}, {{prompt:QUESTION}}

                """))
            #expect(try Entry(parsing: try vault.bytes(path)).body == "# 2026-11-29 {{mood}} {{Weekday}}\n\ntext\n")
        }
    }

    @Test func asksPromptsOnATerminalAndLeavesThemEmptyWithout() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/q.md", "# {{title}}\n\nWell: {{prompt:What went well?}}\nBetter: {{prompt:What could be better?}}\n")
            let asked = vault.run(["new", "--template", "q", "--title", "Day", "done"],
                                  input: Self.terminal(answering: ["The walk", "Sleep"]))
            #expect(asked == CLIRun(status: 0, stdout: "2026/11/2026-11-29-day.md\n", stderr: "What went well? What could be better? "))
            let entry = try Entry(parsing: try vault.bytes("2026/11/2026-11-29-day.md"))
            // {{title}} placed the title: it is not written again as a heading.
            #expect(entry.body == "# Day\n\ndone\n\nWell: The walk\nBetter: Sleep\n")

            let piped = vault.run(["new", "--template", "q", "--title", "Night"], input: StandardInput(text: "piped\n"))
            #expect(piped == CLIRun(status: 0, stdout: "2026/11/2026-11-29-night.md\n", stderr: ""))
            #expect(try Entry(parsing: try vault.bytes("2026/11/2026-11-29-night.md")).body == "# Night\n\npiped\n\nWell: \nBetter: \n")
        }
    }

    @Test func usesTheDefaultTemplateUnlessTold() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", "---\ntags: [daily]\n---\n")
            try vault.write(".vault/config", "default-template = daily\n")
            #expect(vault.run(["new", "One"]).status == 0)
            #expect(try Entry(parsing: try vault.bytes("2026/11/2026-11-29-one.md")).tags == ["daily"])
            #expect(vault.run(["new", "Two", "--no-template"]).status == 0)
            #expect(try Entry(parsing: try vault.bytes("2026/11/2026-11-29-two.md")).tags == [])
            let both = vault.run(["new", "Three", "--no-template", "--template", "daily"])
            #expect(both.status == 64)
        }
    }

    @Test func refusesAMissingTemplateListingTheOthers() throws {
        try TemporaryVault.with { vault in
            let none = vault.run(["new", "--template", "daily", "x"])
            #expect(none == CLIRun(status: 64, stdout: "", stderr: """
                error: the value 'daily' is invalid for '--template <template>': expected the name of a file NAME.md in .vault/templates/, which has none
                hint: see 'vault help new'

                """))
            try vault.write(".vault/templates/work.md", "# Work\n")
            try vault.write(".vault/templates/daily.md", "# Day\n")
            let other = vault.run(["new", "--template", "../config", "x"])
            #expect(other.status == 64)
            #expect(other.stderr.hasPrefix("error: the value '../config' is invalid for '--template <template>': expected one of the templates in .vault/templates/: daily, work\n"))
            try vault.write(".vault/config", "default-template = gone\n")
            let configured = vault.run(["new", "x"])
            #expect(configured.status == 64)
            #expect(configured.stderr.hasPrefix("error: the value 'gone' is invalid for 'default-template in .vault/config': expected one of the templates"))
            #expect(vault.files().allSatisfy { $0.hasPrefix(".vault/") })
        }
    }

    @Test func opensTheEditorOnTheTemplateAndCreatesNothingFromAnUnchangedDraft() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", "---\ntags: [daily]\n---\n# {{weekday}}\n")
            let unchanged = try vault.script("keep", "exit 0")
            let run = vault.run(["new", "--template", "daily"], environment: ["EDITOR": unchanged], input: NewEditorTests.terminal)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "the entry is empty; nothing was created\n"))
            #expect(vault.files().allSatisfy { $0.hasPrefix(".vault/templates/") })

            let writer = try vault.script("write", #"printf 'A good day.\n' >> "$1""#)
            let written = vault.run(["new", "--template", "daily"], environment: ["EDITOR": writer], input: NewEditorTests.terminal)
            #expect(written == CLIRun(status: 0, stdout: "2026/11/2026-11-29-sunday-2026-11-29-2114.md\n", stderr: ""))
            let entry = try Entry(parsing: try vault.bytes("2026/11/2026-11-29-sunday-2026-11-29-2114.md"))
            #expect(entry.tags == ["daily"])
            #expect(entry.body == "# Sunday 2026-11-29 21:14\nA good day.\n")
        }
    }

    /// The text goes in place of `{{text}}` (the first; others are dropped), else after the
    /// first heading, not under the last one; without a heading, after the body.
    @Test func putsTheTextAtTheTextPlaceholderElseAfterTheFirstHeading() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/token.md", "Before\n\n{{text}}\n\n## Later {{ text }}\n")
            try vault.write(".vault/templates/questions.md", "# {{date}}\n\n## What went well?\n\n## What could be better?\n")
            try vault.write(".vault/templates/plain.md", "A line\n")
            for (name, body) in [("token", "Before\n\nWalked by the river\n\n## Later \n"),
                                 ("questions", "# 2026-11-29\n\nWalked by the river\n\n## What went well?\n\n## What could be better?\n"),
                                 ("plain", "A line\n\nWalked by the river\n")] {
                let run = vault.run(["new", "--template", name, "--title", name, "Walked", "by", "the", "river"])
                #expect(run.status == 0, "\(name): \(run.stderr)")
                let entry = try Entry(parsing: try vault.bytes(String(run.stdout.dropLast())))
                #expect(entry.body == "# \(name)\n\n" + body || entry.body == body, "\(name): \(entry.body)")
            }
            // From standard input, the same place.
            let piped = vault.run(["new", "--template", "questions"], input: StandardInput(text: "Piped\n"))
            #expect(try Entry(parsing: try vault.bytes(String(piped.stdout.dropLast()))).body
                == "# 2026-11-29\n\nPiped\n\n## What went well?\n\n## What could be better?\n")
        }
    }

    /// The draft shows the template without its front matter's comment lines (the 9 lines of
    /// `vault init`'s example) and without `{{text}}`; its weekday heading says the date and time.
    @Test func theDraftLeavesOutTheTemplatesCommentsAndDatesAWeekdayTitle() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", EntryTemplate.example + "{{text}}\n")
            let copier = try vault.script("copy", #"cp "$1" "$(dirname "$1")/../../seen.txt"; printf 'A good day.\n' >> "$1""#)
            let run = vault.run(["new", "--template", "daily"], environment: ["EDITOR": copier], input: NewEditorTests.terminal)
            #expect(run == CLIRun(status: 0, stdout: "2026/11/2026-11-29-sunday-2026-11-29-2114.md\n",
                                  stderr: "What went well? What could be better? "))
            #expect(try vault.text("seen.txt") == Draft.template + """
                ---
                tags: [daily]
                ---
                # Sunday 2026-11-29 21:14

                ## What went well?


                ## What could be better?



                """)
            // Two entries of one day from it get titles and files of their own.
            let later = vault.run(["new", "--template", "daily", "--date", "2026-11-29T22:05", "Late"])
            #expect(later == CLIRun(status: 0, stdout: "2026/11/2026-11-29-sunday-2026-11-29-2205.md\n", stderr: ""))
        }
    }
}

/// Answers read one by one, for a pretend terminal.
private final class Answers: @unchecked Sendable {
    private var lines: [String]
    private let lock = NSLock()

    init(_ lines: [String]) { self.lines = lines }

    /// The next answer, or `nil` at the end.
    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}
