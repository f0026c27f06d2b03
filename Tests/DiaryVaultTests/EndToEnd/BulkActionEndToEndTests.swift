import Foundation
import Testing
@testable import DiaryVault

/// `star`, `unstar`, `set`, `unset` and `delete` on a selection, end to end:
/// exact output and the bytes of every file.
@Suite struct BulkActionEndToEndTests {
    /// Three trip entries (one already starred) and a walk in November 2026.
    static let files: [String: String] = [
        "2026/11/2026-11-02-train.md": "---\ndate: 2026-11-02T08:00\ntags: [trip]\nweather: sunny\n---\n# Train to Busan\n",
        "2026/11/2026-11-03-beach.md": "---\ndate: 2026-11-03T18:30\ntags: [trip, sea]\nstarred: true\n---\n# Beach\n",
        "2026/11/2026-11-20-home.md": "---\ndate: 2026-11-20\ntags:\n  - trip\n---\n# Home again\n",
        "2026/11/2026-11-29-walk.md": "---\ndate: 2026-11-29T21:00\nmood: good\nweather: light rain\n---\n# Walk\n",
    ]

    /// Runs `body` in a vault holding ``files``.
    static func withVault(_ body: (TemporaryVault) throws -> Void) throws {
        try TemporaryVault.with { vault in
            for (path, text) in files { try vault.write(path, text) }
            try body(vault)
        }
    }

    /// Standard input that is a terminal on which the person types `answer`.
    static func terminal(_ answer: String) -> StandardInput {
        StandardInput(text: answer + "\n", isTerminal: true)
    }

    /// The listing and question on standard error for the three trip entries, newest first.
    static let tripListing = """
          2026/11/2026-11-20-home.md "Home again"
          2026/11/2026-11-03-beach.md "Beach"
          2026/11/2026-11-02-train.md "Train to Busan"

        """

    @Test func starsASelectionWithYes() throws {
        try Self.withVault { (vault) throws in
            let run = vault.run(["star", "--tag", "trip", "--yes"])
            #expect(run == CLIRun(status: 0, stdout: """
                starred 2026/11/2026-11-20-home.md "Home again"
                already starred 2026/11/2026-11-03-beach.md "Beach"
                starred 2026/11/2026-11-02-train.md "Train to Busan"

                """, stderr: ""))
            #expect(try vault.text("2026/11/2026-11-20-home.md") == "---\ndate: 2026-11-20\ntags:\n  - trip\nstarred: true\n---\n# Home again\n")
            #expect(try vault.text("2026/11/2026-11-02-train.md")
                == "---\ndate: 2026-11-02T08:00\ntags: [trip]\nweather: sunny\nstarred: true\n---\n# Train to Busan\n")
            #expect(try vault.text("2026/11/2026-11-03-beach.md") == Self.files["2026/11/2026-11-03-beach.md"])
            #expect(try vault.text("2026/11/2026-11-29-walk.md") == Self.files["2026/11/2026-11-29-walk.md"])
        }
    }

    @Test func asksOnATerminalAndStarsOnYes() throws {
        try Self.withVault { (vault) throws in
            let run = vault.run(["star", "--tag", "trip"], input: Self.terminal("y"))
            #expect(run == CLIRun(status: 0, stdout: """
                starred 2026/11/2026-11-20-home.md "Home again"
                already starred 2026/11/2026-11-03-beach.md "Beach"
                starred 2026/11/2026-11-02-train.md "Train to Busan"

                """, stderr: Self.tripListing + "Star these 3 entries? [y/N] "))
            #expect(try vault.text("2026/11/2026-11-20-home.md") == "---\ndate: 2026-11-20\ntags:\n  - trip\nstarred: true\n---\n# Home again\n")
        }
    }

    @Test(arguments: ["n", "", "no", "whatever"])
    func changesNothingWhenTheAnswerIsNotYes(answer: String) throws {
        try Self.withVault { (vault) throws in
            let before = try vault.snapshot()
            let run = vault.run(["star", "--tag", "trip"], input: Self.terminal(answer))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: Self.tripListing + "Star these 3 entries? [y/N] nothing was starred\n"))
            #expect(try vault.snapshot() == before)
        }
    }

    @Test func changesNothingWithoutATerminalAndWithoutYes() throws {
        try Self.withVault { (vault) throws in
            let before = try vault.snapshot()
            for arguments in [["star", "--tag", "trip"], ["unstar", "--in", "2026"],
                              ["set", "--tag", "trip", "mood=okay"], ["unset", "--where", "has:weather", "weather"]] {
                let run = vault.run(arguments)
                let done = ["star": "starred", "unstar": "unstarred"][arguments[0]] ?? "changed"
                #expect(run == CLIRun(status: 1, stdout: "",
                                      stderr: "error: nothing was \(done): confirm with --yes when standard input is not a terminal\n"),
                        "\(arguments)")
            }
            #expect(try vault.snapshot() == before)
        }
    }

    @Test func oneSelectedEntryIsChangedWithoutAQuestion() throws {
        try Self.withVault { (vault) throws in
            let run = vault.run(["unstar", "--tag", "sea"])
            #expect(run == CLIRun(status: 0, stdout: "unstarred 2026/11/2026-11-03-beach.md \"Beach\"\n", stderr: ""))
            #expect(try vault.text("2026/11/2026-11-03-beach.md") == "---\ndate: 2026-11-03T18:30\ntags: [trip, sea]\nstarred: false\n---\n# Beach\n")
        }
    }

    @Test func theLimitAndTheSortApply() throws {
        try Self.withVault { (vault) throws in
            let run = vault.run(["star", "--tag", "trip", "-n", "2", "--sort", "oldest"], input: Self.terminal("yes"))
            #expect(run == CLIRun(status: 0, stdout: """
                starred 2026/11/2026-11-02-train.md "Train to Busan"
                already starred 2026/11/2026-11-03-beach.md "Beach"

                """, stderr: """
                  2026/11/2026-11-02-train.md "Train to Busan"
                  2026/11/2026-11-03-beach.md "Beach"
                Star these 2 entries? [y/N] 
                """))
            #expect(try vault.text("2026/11/2026-11-20-home.md") == Self.files["2026/11/2026-11-20-home.md"])
        }
    }

    @Test func referencesDaysAndTheSelectionAreEachEntryOnce() throws {
        try Self.withVault { (vault) throws in
            let run = vault.run(["star", "2026-11-29", "2026/11/2026-11-03-beach.md", "--day", "2026-11-02", "--tag", "trip", "-y"])
            #expect(run == CLIRun(status: 0, stdout: """
                starred 2026/11/2026-11-29-walk.md "Walk"
                already starred 2026/11/2026-11-03-beach.md "Beach"
                starred 2026/11/2026-11-02-train.md "Train to Busan"
                starred 2026/11/2026-11-20-home.md "Home again"

                """, stderr: ""))
        }
    }

    @Test func setsAndUnsetsOnASelection() throws {
        try Self.withVault { (vault) throws in
            // With a selection option every argument is an assignment: no <ref>.
            let set = vault.run(["set", "--tag", "trip", "--not-tag", "sea", "weather=cloudy", "mood=okay", "--yes"])
            #expect(set == CLIRun(status: 0, stdout: """
                updated 2026/11/2026-11-20-home.md "Home again": weather=cloudy, mood=okay
                updated 2026/11/2026-11-02-train.md "Train to Busan": weather=cloudy, mood=okay

                """, stderr: ""))
            #expect(try vault.text("2026/11/2026-11-02-train.md")
                == "---\ndate: 2026-11-02T08:00\ntags: [trip]\nweather: cloudy\nmood: okay\n---\n# Train to Busan\n")
            #expect(try vault.text("2026/11/2026-11-20-home.md")
                == "---\ndate: 2026-11-20\ntags:\n  - trip\nweather: cloudy\nmood: okay\n---\n# Home again\n")
            let unset = vault.run(["unset", "--in", "2026-11", "--mood", "okay", "weather"], input: Self.terminal("y"))
            #expect(unset == CLIRun(status: 0, stdout: """
                updated 2026/11/2026-11-20-home.md "Home again": removed weather
                updated 2026/11/2026-11-02-train.md "Train to Busan": removed weather

                """, stderr: """
                  2026/11/2026-11-20-home.md "Home again"
                  2026/11/2026-11-02-train.md "Train to Busan"
                Remove weather from these 2 entries? [y/N] 
                """))
            #expect(try vault.text("2026/11/2026-11-02-train.md") == "---\ndate: 2026-11-02T08:00\ntags: [trip]\nmood: okay\n---\n# Train to Busan\n")
            #expect(try vault.text("2026/11/2026-11-29-walk.md") == Self.files["2026/11/2026-11-29-walk.md"])
        }
    }

    @Test func setAsksWithItsAssignments() throws {
        try Self.withVault { (vault) throws in
            let before = try vault.snapshot()
            let run = vault.run(["set", "--tag", "trip", "location=Busan"], input: Self.terminal("n"))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: Self.tripListing + "Set location=Busan in these 3 entries? [y/N] nothing was changed\n"))
            #expect(try vault.snapshot() == before)
        }
    }

    @Test func aSelectionThatNeedsTheFrontMatter() throws {
        try Self.withVault { (vault) throws in
            // `weather` is no key vault reads into the summary: each candidate's front matter is read.
            let run = vault.run(["unset", "--where", "has:weather", "weather", "--yes"])
            #expect(run == CLIRun(status: 0, stdout: """
                updated 2026/11/2026-11-29-walk.md "Walk": removed weather
                updated 2026/11/2026-11-02-train.md "Train to Busan": removed weather

                """, stderr: ""))
            #expect(try vault.text("2026/11/2026-11-29-walk.md") == "---\ndate: 2026-11-29T21:00\nmood: good\n---\n# Walk\n")
            let star = vault.run(["star", "--where", "weather ~ sun"])
            #expect(star == CLIRun(status: 1, stdout: "", stderr: "no entry matches the selection: nothing was starred\n"))
        }
    }

    @Test func deletesASelection() throws {
        try Self.withVault { (vault) throws in
            let refused = vault.run(["delete", "--tag", "trip", "--not-tag", "sea"])
            #expect(refused == CLIRun(status: 1, stdout: "", stderr: "error: nothing was deleted: confirm with --yes when standard input is not a terminal\n"))
            // Delete asks even for one entry, as it does for a reference.
            let one = vault.run(["delete", "--tag", "sea"], input: Self.terminal("n"))
            #expect(one == CLIRun(status: 1, stdout: "", stderr: """
                  2026/11/2026-11-03-beach.md "Beach"
                Delete this entry? [y/N] nothing was deleted

                """))
            #expect(vault.files().count == 4)
            let run = vault.run(["delete", "--tag", "trip", "--not-tag", "sea", "--yes"])
            #expect(run == CLIRun(status: 0, stdout: """
                deleted 2026/11/2026-11-20-home.md "Home again"
                deleted 2026/11/2026-11-02-train.md "Train to Busan"

                """, stderr: ""))
            #expect(vault.files() == ["2026/11/2026-11-03-beach.md", "2026/11/2026-11-29-walk.md"])
        }
    }

    @Test(arguments: [["star", "--tag", "none"], ["unstar", "--from", "2027-01-01"], ["set", "--mood", "bad", "mood=great"],
                      ["unset", "--where", "has:location", "location"], ["delete", "--in", "2025", "--yes"]])
    func aSelectionOfNothingChangesNothingAndExits1(arguments: [String]) throws {
        try Self.withVault { (vault) throws in
            let before = try vault.snapshot()
            let done = ["star": "starred", "unstar": "unstarred", "delete": "deleted"][arguments[0]] ?? "changed"
            #expect(vault.run(arguments) == CLIRun(status: 1, stdout: "", stderr: "no entry matches the selection: nothing was \(done)\n"))
            #expect(try vault.snapshot() == before)
        }
    }

    @Test(arguments: ["star", "delete"])
    func aBadQueryIsAUsageErrorWithACaret(command: String) throws {
        try Self.withVault { (vault) throws in
            let before = try vault.snapshot()
            let run = vault.run([command, "--where", "mood >> good", "--yes"])
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: the value of '--where <expression>' is invalid at column 6: expected an operator (=, !=, <, <=, >, >= or ~), not '>>'; a value that starts with '>' goes in quotes, as in mood > '>...'
                  mood >> good
                       ^
                hint: see 'vault help \(command)'

                """))
            #expect(try vault.snapshot() == before)
        }
    }

    @Test(.enabled(if: TemporaryVault.hasGit))
    func commitsTheWholeBatchOnce() throws {
        try Self.withVault { (vault) throws in
            try vault.commitAll()
            let run = vault.run(["star", "--tag", "trip", "--yes", "--commit"])
            #expect(run.status == 0)
            #expect(try vault.git(["log", "--format=%s"]) == "vault: star 2 entries\ninitial\n")
            let message = try vault.git(["log", "-1", "--format=%B"])
            // The entries in the order they were starred: the selection's, newest first.
            #expect(message == "vault: star 2 entries\n\n- 2026-11-20 \"Home again\"\n- 2026-11-02 \"Train to Busan\"\n\n")
            #expect(try vault.git(["show", "--name-only", "--format=", "HEAD"])
                == "2026/11/2026-11-02-train.md\n2026/11/2026-11-20-home.md\n")
            #expect(try vault.git(["status", "--porcelain"]) == "")
        }
    }

    /// A link to an entry is never written through: the selection names the file itself, once.
    @Test func aSymbolicLinkToAnEntryIsNotSelected() throws {
        try Self.withVault { (vault) throws in
            try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-30-link.md"),
                                                       withDestinationPath: "2026-11-29-walk.md")
            let run = vault.run(["star", "--from", "2026-11-20", "--yes"])
            #expect(run == CLIRun(status: 0, stdout: """
                starred 2026/11/2026-11-29-walk.md "Walk"
                starred 2026/11/2026-11-20-home.md "Home again"

                """, stderr: ""))
            #expect(FileSystem.status(vault.path("2026/11/2026-11-30-link.md"))?.kind == .symlink)
            #expect(try vault.text("2026/11/2026-11-29-walk.md") == "---\ndate: 2026-11-29T21:00\nmood: good\nweather: light rain\nstarred: true\n---\n# Walk\n")
        }
    }
}
