import Foundation
import Testing
@testable import DiaryVault

/// The hidden `vault __complete`: values from the cache, nothing at all on any problem.
@Suite struct CompletionQueryTests {
    /// A vault with three entries and a warm cache.
    static func withVault(_ body: (TemporaryVault) throws -> Void) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/10/2026-10-31-a.md", "---\ndate: 2026-10-31T23:00\ntags: [walk, 서울]\n---\nA\n")
            try vault.write("2026/11/2026-11-01-b.md", "---\ndate: 2026-11-01\ntags: [walk, Work]\n---\nB\n")
            try vault.write("2026/11/2026-11-01-c.md", "---\ndate: 2026-11-01\ntags: [walk]\n---\nC\n")
            #expect(vault.run(["tags"]).status == 0)
            try body(vault)
        }
    }

    @Test func listsTagsMostUsedFirst() throws {
        try Self.withVault { vault in
            #expect(vault.run(["__complete", "tags"]) == CLIRun(status: 0, stdout: "walk\nWork\n서울\n", stderr: ""))
            #expect(vault.run(["__complete", "tags", "W"]).stdout == "Work\n")
            // A prefix typed in NFD (macOS Hangul) finds the NFC tag.
            let decomposed = "서".decomposedStringWithCanonicalMapping
            #expect(vault.run(["__complete", "tags", decomposed]).stdout == "서울\n")
        }
    }

    @Test func listsTheDaysWithEntriesNewestFirst() throws {
        try Self.withVault { vault in
            #expect(vault.run(["__complete", "dates"]).stdout == "today\nyesterday\ntomorrow\n2026-11-01\n2026-10-31\n")
            #expect(vault.run(["__complete", "dates", "2026-1"]).stdout == "2026-11-01\n2026-10-31\n")
            #expect(vault.run(["__complete", "dates", "y"]).stdout == "yesterday\n")
        }
    }

    /// Found by a new user: `vault calendar 2026-1<Tab>` offered days, which calendar refuses.
    @Test func listsTheMonthsWithEntriesThenTheirYears() throws {
        try Self.withVault { vault in
            try vault.write("2025/11/2025-11-02-d.md", "---\ndate: 2025-11-02\n---\nD\n")
            #expect(vault.run(["tags"]).status == 0)
            #expect(vault.run(["__complete", "months"]) == CLIRun(status: 0, stdout: "2026-11\n2026-10\n2025-11\n2026\n2025\n", stderr: ""))
            #expect(vault.run(["__complete", "months", "2026-1"]).stdout == "2026-11\n2026-10\n")
            #expect(vault.run(["__complete", "months", "2025"]).stdout == "2025-11\n2025\n")
        }
    }

    @Test func listsTemplatesAndTakesVaultFromTheLine() throws {
        try Self.withVault { vault in
            try vault.write(".vault/templates/work.md", "# Work\n")
            try vault.write(".vault/templates/daily.md", "# Day\n")
            try vault.write(".vault/templates/notes.txt", "not a template\n")
            let run = TemporaryVault.run(["__complete", "templates", "", "--vault", vault.root], in: URL(fileURLWithPath: vault.base))
            #expect(run == CLIRun(status: 0, stdout: "daily\nwork\n", stderr: ""))
            let equals = TemporaryVault.run(["__complete", "tags", "w", "--vault=vault"], in: URL(fileURLWithPath: vault.base))
            #expect(equals.stdout == "walk\n")
        }
    }

    /// Run at every Tab: any problem prints nothing, on either stream.
    @Test(arguments: [["__complete"], ["__complete", "moods"], ["__complete", "tags", "a", "b"],
                      ["__complete", "tags", "--vault", "missing"]])
    func printsNothingOnAProblem(arguments: [String]) throws {
        try Self.withVault { vault in
            #expect(vault.run(arguments) == CLIRun(status: 1, stdout: "", stderr: ""))
        }
    }

    @Test func printsNothingWithoutACacheOrAVault() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-01-b.md", "---\ndate: 2026-11-01\ntags: [walk]\n---\nB\n")
            #expect(vault.run(["__complete", "tags"]) == CLIRun(status: 1, stdout: "", stderr: ""))
            #expect(!vault.exists(".vault/cache"))
            let outside = TemporaryVault.run(["__complete", "tags"], in: URL(fileURLWithPath: vault.base))
            #expect(outside == CLIRun(status: 1, stdout: "", stderr: ""))
        }
    }

    @Test func isNotAListedCommand() {
        let overview = runCLI([], registry: CLI.commands)
        #expect(!overview.stdout.contains("__complete"))
        #expect(!BashCompletionScript.script(for: CompletionModel(registry: CLI.commands)).contains("'__complete'"))
    }
}
