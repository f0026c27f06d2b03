import Testing
@testable import vault_bench

@Suite struct BenchOptionsTests {
    @Test func hasDefaults() throws {
        let options = try BenchOptions(arguments: [])
        #expect(options == BenchOptions.defaults)
        #expect(options.entries == 100_000)
        #expect(options.runs == 5)
        #expect(options.work == "/tmp")
    }

    @Test func readsEveryOption() throws {
        let options = try BenchOptions(arguments: [
            "--entries", "10k", "--runs=3", "--seed", "7", "--keep", "--work", "/var/tmp", "--smoke",
            "--vault", "/v", "--manifest", "/m.json", "--vault-bin", "/bin/vault",
        ])
        #expect(options.entries == 10_000)
        #expect(options.runs == 3)
        #expect(options.seed == 7)
        #expect(options.keep && options.smoke)
        #expect(options.work == "/var/tmp")
        #expect(options.vault == "/v")
        #expect(options.manifest == "/m.json")
        #expect(options.vaultBinary == "/bin/vault")
        #expect(!options.lsp)
        #expect(try BenchOptions(arguments: ["--lsp", "--vault", "/v"]).lsp)
    }

    @Test(arguments: [("1000", 1000), ("100_000", 100_000), ("100,000", 100_000), ("1m", 1_000_000), ("10K", 10_000)])
    func readsCounts(text: String, value: Int) throws {
        #expect(try BenchOptions(arguments: ["--entries", text]).entries == value)
    }

    @Test(arguments: [
        (["--entires", "5"], "unknown argument '--entires'; did you mean '--entries'?"),
        (["--entries"], "--entries needs a value"),
        (["--entries", "--keep"], "--entries needs a value"),
        (["--entries", "0"], "--entries needs a whole number of at least 1, got '0'"),
        (["--runs", "many"], "--runs needs a whole number of at least 1, got 'many'"),
        (["--keep=yes"], "--keep takes no value"),
        (["--manifest", "m.json"], "--manifest goes with --vault DIR (a generated vault knows its own truth)"),
        (["--lsp"], "--lsp goes with --vault DIR (make one with gen_vault.py)"),
        (["extra"], "unknown argument 'extra'"),
    ])
    func rejectsBadCommandLines(arguments: [String], message: String) {
        #expect(throws: BenchError.usage(message)) { try BenchOptions(arguments: arguments) }
    }

    @Test func exitsWith64OnAUsageError() {
        #expect(Bench.main(["vault-bench", "--nope"]) == 64)
    }
}

extension BenchOptions {
    /// The options of an empty command line.
    static var defaults: BenchOptions {
        // swiftlint:disable:next force_try
        try! BenchOptions(arguments: [])
    }
}
