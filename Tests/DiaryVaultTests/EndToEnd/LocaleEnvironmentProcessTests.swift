import Foundation
import Testing
@testable import DiaryVault

/// The real `vault` process under locale variables that ICU cannot take: ICU reads them by itself
/// and crashed (SIGSEGV) on a language part of 12 or more letters, whatever `--locale` said.
@Suite struct LocaleEnvironmentProcessTests {
    /// Runs the built executable on SampleVault with an environment; returns status and stdout.
    static func run(_ arguments: [String], environment: [String: String]) throws -> (Int32, String) {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--vault", EndToEnd.sampleVault.path] + arguments
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""].merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [
        ["LANG": "abcdefghijkl.UTF-8"], ["LC_ALL": "chinesesimplified"], ["LC_MESSAGES": "aaaaaaaaaaaaaaaa"],
        ["LC_TIME": "xx_YY"], ["LANG": "aaaaaaaaaaaa"],
        // A known language with a long modifier, which crashes ICU when passed to it.
        ["LC_MESSAGES": "ko_KR@" + String(repeating: "x", count: 200)],
        ["LANG": "en_US.UTF-8@" + String(repeating: "x", count: 180)],
    ])
    func fallsBackToEnglishInsteadOfCrashing(environment: [String: String]) throws {
        let (status, output) = try Self.run(["calendar", "2026-11"], environment: environment)
        #expect(status == 0)
        #expect(output.hasPrefix("      November 2026\nSu  Mo  Tu  We  Th  Fr  Sa\n"))
        let (optionStatus, optionOutput) = try Self.run(["calendar", "2026-11", "--locale", "ko_KR"], environment: environment)
        #expect(optionStatus == 0)
        #expect(optionOutput.hasPrefix("       2026년 11월\n"))
    }

    @Test func keepsAGoodLocaleVariable() throws {
        let (status, output) = try Self.run(["calendar", "2026-11"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(status == 0)
        #expect(output.hasPrefix("      November 2026\nMo  Di  Mi  Do  Fr  Sa  So\n"))
    }
}
