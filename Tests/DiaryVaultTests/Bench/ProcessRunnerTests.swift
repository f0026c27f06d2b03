import Testing
@testable import vault_bench

@Suite struct ProcessRunnerTests {
    @Test(arguments: [("exit 0", Int32(0)), ("exit 3", 3), ("kill -9 $$", 137)])
    func reportsTheExitStatus(script: String, status: Int32) throws {
        #expect(try ProcessRunner().run(["/bin/sh", "-c", script]).status == status)
    }

    @Test func sendsOutputToFilesAndPassesEnvironment() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        let runner = ProcessRunner(environment: ["BENCH_A": "a"])
        let result = try runner.run(["/bin/sh", "-c", "echo $BENCH_A$BENCH_B; echo oops >&2"],
                                    output: directory.path + "/out", errors: directory.path + "/err",
                                    extraEnvironment: ["BENCH_B": "b"])
        #expect(result.status == 0)
        #expect(Bench.text(of: directory.path + "/out") == "ab\n")
        #expect(Bench.text(of: directory.path + "/err") == "oops\n")
    }

    @Test func measuresWallTimeAndMemory() throws {
        let result = try ProcessRunner().run(["/bin/sh", "-c", "sleep 0.2"])
        #expect(result.seconds >= 0.2 && result.seconds < 5)
        #expect(result.peakBytes > 0)
    }

    @Test func failsToStartAMissingProgram() {
        #expect(throws: BenchError.self) { try ProcessRunner().run(["/no/such/program"]) }
    }

    @Test func gnuTimeReportsTheCommandsOwnPeak() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        let meter = MemoryMeter.detect(runner: ProcessRunner(), work: directory.path)
        guard case .gnuTime = meter else { return }
        let peak = try #require(try meter.measure(["/bin/sh", "-c", ":"], runner: ProcessRunner(), work: directory.path))
        #expect(peak > 0 && peak < 20_000_000, "a shell is far smaller than this test process")
    }
}
