import Foundation
import Testing
@testable import DiaryVault

/// `vault export`: each format's exact output on the fixture, private entries, `-o`, and the
/// usage errors.
@Suite struct ExportCommandTests {
    @Test func jrnlWritesEveryEntryOldestFirstAndLeavesPrivateOnesOut() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["export", "jrnl"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            [2026-10-25 02:30] 02:30 again, second time.
            Same kitchen, same tea.

            [2026-11-29 08:10] Morning coffee
            Mina says the pastries are better on Mondays. @coffee

            [2026-11-29 23:50] 강변 야경 *
            늦은 밤, 강변을 따라 걸었다.

            ![](attachments/river%20night.jpg)

            ## 다리
             [x] 불빛이 물에 비쳤다.

            @산책 @night-walk

            """)
        #expect(result.stderr == "vault: exported 3 entries; 1 private entry left out (--include-private exports them)\n")
    }

    @Test func includePrivateExportsThemAndDateAloneIsNineOClock() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["export", "jrnl", "2026-10", "--include-private"])
        #expect(result.stdout == """
            [2026-10-25 09:00] Sunday market
            Pears and plum butter.

            @market

            [2026-10-25 02:30] 02:30 again, second time.
            Same kitchen, same tea.

            """)
        #expect(result.stderr == "vault: exported 2 entries\n")
    }

    @Test func jsonIsOneDocumentInTheEntryShape() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["export", "json", "--tag", "coffee"])
        #expect(result.status == 0)
        #expect(result.stdout == #"""
            {"version":1,"entries":[{"uuid":"FDA536A3-A434-46F9-A7FB-3F46C9374388","date":"2026-11-29T08:10:00","day":"2026-11-29","time":"08:10:00","offset":null,"title":"Morning coffee","mood":"good","moodText":"good","starred":false,"tags":["coffee"],"path":"2026/11/2026-11-29-coffee.md","dateSource":"front-matter","frontMatter":{"uuid":"FDA536A3-A434-46F9-A7FB-3F46C9374388","date":"2026-11-29T08:10:00","title":"Morning coffee","mood":"good","tags":["coffee"]},"body":"Mina says the pastries are better on Mondays. @coffee\n","frontMatterSource":"---\nuuid: FDA536A3-A434-46F9-A7FB-3F46C9374388\ndate: 2026-11-29T08:10:00\ntitle: Morning coffee\nmood: good\ntags: [coffee]\n---\n","attachments":[]}],"count":1}

            """#)
        #expect(result.stderr == "vault: exported 1 entry\n")
    }

    @Test func markdownBookInEnglish() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["export", "markdown", "--title", "Hana's diary", "--locale", "en_US"])
        #expect(result.stdout == """
            # Hana's diary

            ## October 2026

            ### 02:30 again, second time.

            *Sunday, October 25, 2026 · 02:30*

            Same kitchen, same tea.

            ## November 2026

            ### Morning coffee

            *Sunday, November 29, 2026 · 08:10 · #coffee*

            Mina says the pastries are better on Mondays. @coffee

            ### 강변 야경

            *Sunday, November 29, 2026 · 23:50 · ★ · #산책 #night walk*

            늦은 밤, 강변을 따라 걸었다.

            ![](attachments/river%20night.jpg)

            ##### 다리
            [x] 불빛이 물에 비쳤다.

            """)
    }

    @Test func markdownBookInKoreanAndGerman() throws {
        let vault = try ExportFixture.vault()
        let korean = vault.run(["export", "markdown", "2026-10", "--locale", "ko_KR"])
        #expect(korean.stdout == """
            # vault

            ## 2026년 10월

            ### 02:30 again, second time.

            *2026년 10월 25일 일요일 · 02:30*

            Same kitchen, same tea.

            """)
        let german = vault.run(["export", "markdown", "2026-10", "--locale", "de_DE", "--include-private"])
        #expect(german.stdout == """
            # vault

            ## Oktober 2026

            ### Sunday market

            *Sonntag, 25. Oktober 2026 · #market*

            Pears and plum butter.

            ### 02:30 again, second time.

            *Sonntag, 25. Oktober 2026 · 02:30*

            Same kitchen, same tea.

            """)
    }

    @Test func outputIsWrittenAtomicallyAndNamedInTheSummary() throws {
        let vault = try ExportFixture.vault()
        let result = vault.run(["export", "jrnl", "--starred", "-o", "out.txt"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        // The private entry is not starred: only private entries of the selection are counted.
        #expect(result.stderr == "vault: exported 1 entry to out.txt\n")
        let written = try String(contentsOfFile: vault.path("out.txt"), encoding: .utf8)
        #expect(written.hasPrefix("[2026-11-29 23:50] 강변 야경 *\n"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: vault.root).filter { $0.contains("vault-tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func usageErrors() throws {
        let vault = try ExportFixture.vault()
        let unknown = vault.run(["export", "csv"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: the value 'csv' is invalid for '<format>': expected 'json', 'dayone', 'jrnl' or 'markdown'\n"))
        let zipToStdout = vault.run(["export", "dayone"])
        #expect(zipToStdout.status == 64)
        #expect(zipToStdout.stderr.hasPrefix("error: the argument 'dayone' is only accepted with '--output'\n"))
        let title = vault.run(["export", "json", "--title", "x"])
        #expect(title.status == 64)
        #expect(title.stderr.hasPrefix("error: the argument '--title' is only accepted with 'markdown'\n"))
        // A folder is json's bundle (JSONRoundTripTests); the other formats refuse it.
        let folder = vault.run(["export", "jrnl", "-o", "2026"])
        #expect(folder.status != 0)
        #expect(folder.stderr.contains("2026"))
        #expect(folder.stderr.contains("it is a folder"))
        // `-o ""` is a usage error, not a folder (exit 1).
        let empty = vault.run(["export", "markdown", "-o", ""])
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("error: the value '' is invalid for '--output': expected a file name, or - for standard output\n"), "\(empty.stderr)")
    }
}
