import Foundation
import Testing
@testable import DiaryVault

/// `check`'s fast path (``EntryChecker/checkSimple(_:target:)``, the simple front-matter reading)
/// against the full check it shortens, over every input we have and edge files: whenever it
/// answers, its problems, uuid, date and uuid position are the full check's.
@Suite struct CheckFastPathTests {
    /// What the checks across files get from one file's check.
    struct Checked: Equatable, CustomStringConvertible {
        var problems: [VaultProblem]
        var uuid: EntryID?
        var date: EntryDate?
        var uuidPosition: FieldPosition?

        init(_ result: EntryChecker.Result) {
            problems = result.problems
            uuid = result.uuid
            date = result.date
            uuidPosition = result.uuidPosition
        }

        var description: String {
            "\(problems.map { "\($0.kind.rawValue)@\($0.location.map { "\($0)" } ?? "-") \($0.message) [\($0.sourceLine ?? "")]" }) "
                + "\(uuid?.canonical ?? "nil") \(date?.text ?? "nil") \(uuidPosition.map { "\($0.location) \($0.sourceLine)" } ?? "nil")"
        }
    }

    /// The places each input is checked at: a month folder that matches most dates, one that
    /// does not, a file name with another date, and no month folder.
    static let targets = [
        EntryChecker.Target(path: "2026/11/2026-11-29-walk.md", folderYear: 2026, folderMonth: 11),
        EntryChecker.Target(path: "2019/03/2019-03-02.md", folderYear: 2019, folderMonth: 3),
        EntryChecker.Target(path: "notes/walk.md"),
    ]

    /// The fast path's result, or `nil` when it declines; and the full check's.
    static func both(_ bytes: [UInt8], target: EntryChecker.Target) -> (fast: Checked?, full: Checked) {
        let checker = EntryChecker()
        let fast = bytes.withUnsafeBufferPointer { checker.checkSimple($0, target: target) }.map(Checked.init)
        return (fast, Checked(checker.check(bytes, target: target)))
    }

    @Test func theFastPathAgreesWithTheFullCheckOnEveryInput() {
        var tally = Differential()
        for input in DifferentialInputs.all {
            var targets = Self.targets
            // The generator's entries at their own place too (their dates match their folders).
            if input.name.first?.isNumber == true { targets.append(VaultChecker.explicitTarget(input.name)) }
            for target in targets {
                let (fast, full) = Self.both(input.bytes, target: target)
                tally.check("\(input.name) at \(target.path)", fast: { fast }, oracle: { full })
            }
        }
        #expect(tally.mismatches == [])
        // Most generated entries are of the simple subset; the rest fell back.
        #expect(tally.answered > 8_000)
        #expect(tally.answered < tally.inputs)
    }

    static let uuid = "uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8"

    /// Edge files the fast path answers, with what both checks find.
    @Test(arguments: [
        ("---\n\(uuid)\ndate: 2026-11-29\n---\nText.\n", [String]()),
        ("\u{FEFF}---\n\(uuid)\ndate: 2026-11-29\n---\nText.\n", []),
        ("---\r\n\(uuid)\r\ndate: 2026-11-29\r\n---\r\nText.\r\n", []),
        ("---\r\n\(uuid)\r\ndate: 2026-11-29\r\n---\r\nText.\nMore.\r\n", ["mixed-line-endings@5:6"]),
        ("---\n\(uuid)\ndate: 2026-11-29\n---\n \n\t\n", ["empty-body"]),
        ("---\n\(uuid)\ndate: 2026-11-29\n---\n", ["empty-body"]),
        ("---\n# a comment\nuuid: \"0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\"  # the id\ndate: '2026-12-01T08:00:00+09:00'\n---\nText.\n",
         ["misplaced-entry@4:7", "file-name-date-mismatch"]),
        ("---\ndate:   2026-10-29\nmood: ~\nstarred: FALSE\ntags:\n  - a\n\(uuid)\n---\nText.\n",
         ["misplaced-entry@2:9", "file-name-date-mismatch"]),
        ("---\n\(uuid)\ndate: 2026-11-29\nmood: notGreat\nstarred: True\ntitle: \"Re: walk\"\nweather: 맑음\n---\n한국어.\n", []),
    ])
    func theFastPathAnswersEdgeFiles(text: String, kinds: [String]) throws {
        let target = Self.targets[0]
        let (fast, full) = Self.both(Array(text.utf8), target: target)
        let answer = try #require(fast)
        #expect(answer == full)
        #expect(answer.problems.map { $0.kind.rawValue + ($0.location.map { "@\($0)" } ?? "") } == kinds)
        #expect(answer.uuid?.canonical == "0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8")
    }

    /// Files whose checks the simple reading cannot prove empty fall back to the full check.
    @Test(arguments: [
        "---\ndate: 2026-11-29\n---\nText.\n",
        "---\nuuid: ~\ndate: 2026-11-29\n---\nText.\n",
        "---\nuuid: nope\ndate: 2026-11-29\n---\nText.\n",
        "---\n\(uuid)\n---\nText.\n",
        "---\n\(uuid)\ndate: 29.11.2026\n---\nText.\n",
        "---\n\(uuid)\ndate: 2026-11-29\nmood: calm\n---\nText.\n",
        "---\n\(uuid)\ndate: 2026-11-29\nstarred: yes\n---\nText.\n",
        "---\n\(uuid)\ndate: 2026-11-29\nstarred: \"true\"\n---\nText.\n",
        "---\n\(uuid)\ndate: 2026-11-29\nstarred:\n---\nText.\n",
        "---\n\(uuid)\ndate: 2026-11-29\nIsStar: true\n---\nText.\n",
        "---\n\(uuid)\ndate: 2026-11-29\n---\nText.\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> main\n",
        "\(uuid)\ndate: 2026-11-29\n",
    ])
    func theFastPathDeclinesWhatItCannotProve(text: String) {
        let fast = Array(text.utf8).withUnsafeBufferPointer { EntryChecker().checkSimple($0, target: Self.targets[0]) }
        #expect(fast == nil)
    }

    /// A byte that is not UTF-8 in the body sends the file to the full check.
    @Test func aFileThatIsNotUTF8FallsBack() {
        let bytes = Array("---\n\(Self.uuid)\ndate: 2026-11-29\n---\nText ".utf8) + [0xFF, 0x0A]
        let fast = bytes.withUnsafeBufferPointer { EntryChecker().checkSimple($0, target: Self.targets[0]) }
        #expect(fast == nil)
    }

    /// `vault check` reads a file larger than the reader's buffer whole, and one it cannot read
    /// is reported, as before.
    @Test func aLargeFileAndAnUnreadableOneAreChecked() throws {
        let vault = try TemporaryVault()
        let large = "---\n\(Self.uuid)\ndate: 2026-10-29\n---\n" + String(repeating: "A long day. ", count: 20_000) + "\n"
        try vault.write("2026/11/2026-11-29-long.md", large)
        try vault.write("2026/11/2026-11-30.md", "---\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-30\n---\nx\n")
        chmod(vault.path("2026/11/2026-11-30.md"), 0)
        defer { chmod(vault.path("2026/11/2026-11-30.md"), 0o644) }
        let report = VaultChecker(vault: try vault.vault).check()
        let kinds = report.problems.map { "\($0.path) \($0.kind.rawValue)" }
        #expect(kinds.contains("2026/11/2026-11-29-long.md misplaced-entry"))
        #expect(kinds.contains("2026/11/2026-11-29-long.md file-name-date-mismatch"))
        if getuid() != 0 { #expect(kinds.contains("2026/11/2026-11-30.md unreadable-file")) }
        #expect(report.filesChecked == 2)
    }
}
