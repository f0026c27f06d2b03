import Foundation
import Testing
@testable import DiaryVault

/// The hidden `vault __markdown`: entry bodies (front matter left out) or standard input to HTML.
@Suite struct MarkdownFilterTests {
    @Test func rendersStandardInput() {
        let run = runCLI(["__markdown"], input: StandardInput(text: "# Day\n\n<b>x</b> ~~y~~\n"))
        #expect(run == CLIRun(status: 0, stdout: "<h1>Day</h1>\n<p>&lt;b&gt;x&lt;/b&gt; <del>y</del></p>\n", stderr: ""))
        let trusting = runCLI(["__markdown", "--allow-html"], input: StandardInput(text: "<b>x</b>\n"))
        #expect(trusting.stdout == "<p><b>x</b></p>\n")
    }

    @Test func rendersEachFileBodyWithoutItsFrontMatter() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/a.md", "---\ntitle: A\ntags: [x]\n---\n# A\n\n- [x] done\n")
        try vault.write("notes.md", "no front matter\n")
        let run = runCLI(["__markdown", vault.root + "/2026/11/a.md", vault.root + "/notes.md", vault.root + "/missing.md"])
        #expect(run.status == 1)
        #expect(run.stdout == """
            <h1>A</h1>
            <ul>
            <li class="task-list-item"><input type="checkbox" checked="" disabled="" /> done</li>
            </ul>
            <p>no front matter</p>

            """)
        #expect(run.stderr.hasPrefix(vault.root + "/missing.md: error: "))
    }

    @Test func isNotListedInHelp() {
        #expect(!runCLI(["help"]).stdout.contains("__markdown"))
    }
}
