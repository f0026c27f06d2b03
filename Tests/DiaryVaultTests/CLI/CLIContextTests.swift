import Foundation
import Testing
@testable import DiaryVault

@Suite struct CLIContextTests {
    @Test(arguments: [
        ("Asia/Seoul", "2026-11-29"),
        ("UTC", "2026-11-29"),
        ("America/Los_Angeles", "2026-11-29"),
        ("Pacific/Kiritimati", "2026-11-30"),
    ])
    func readsTodayInItsTimeZone(zone: String, today: String) throws {
        let context = CLIContext.test(timeZone: try #require(TimeZone(identifier: zone)))
        #expect(context.today.description == today)
    }

    @Test func todayTurnsAtLocalMidnight() throws {
        // 2026-11-29T23:59:59+09:00 and one second later.
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        let beforeMidnight = Date(timeIntervalSince1970: 1_795_964_399)
        #expect(CLIContext.test(now: beforeMidnight, timeZone: seoul).today.description == "2026-11-29")
        #expect(CLIContext.test(now: beforeMidnight + 1, timeZone: seoul).today.description == "2026-11-30")
    }

    @Test(arguments: [
        ("MyDiary", "/tmp/diary/MyDiary"),
        ("../MyDiary", "/tmp/MyDiary"),
        ("/srv/diary/", "/srv/diary"),
        ("~", "/home/ada"),
        ("~/일기", "/home/ada/일기"),
        ("~ada/x", "/tmp/diary/~ada/x"),
    ])
    func resolvesTypedPathsAgainstTheWorkingDirectory(path: String, resolved: String) {
        let context = CLIContext.test(environment: ["HOME": "/home/ada"])
        #expect(context.fileURL(forPath: path).path == resolved)
    }

    @Test func readsStandardInputOnDemand() throws {
        let input = StandardInput(text: "첫 줄\n")
        #expect(!input.isTerminal)
        #expect(String(decoding: try input.readAll(), as: UTF8.self) == "첫 줄\n")
    }
}
