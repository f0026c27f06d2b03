/// The command line of `vault-bench`.
struct BenchOptions: Sendable, Equatable {
    /// Entries to generate (ignored with `--vault`).
    var entries = 100_000
    /// An existing vault to run on instead of generating one.
    var vault: String?
    /// The ground truth for `--vault` (a `gen_vault.py --manifest` file).
    var manifest: String?
    /// Timed runs per figure; the median is reported.
    var runs = 5
    /// The generator's seed.
    var seed = 42
    /// Keep the work folder (the generated vault, outputs and logs).
    var keep = false
    /// Where the work folder is made.
    var work = "/tmp"
    /// Check correctness only: no floors, no timed runs, no table.
    var smoke = false
    /// Use this `vault` binary instead of building one.
    var vaultBinary: String?
    /// Time only the language server (`vault lsp`) on `--vault DIR`.
    var lsp = false
    /// Print the help and exit.
    var help = false

    /// The help text.
    static let usage = """
        USAGE: vault-bench [--entries N] [--vault DIR [--manifest FILE]] [--runs R] [--seed S]
                           [--keep] [--work DIR] [--smoke] [--vault-bin PATH]
               vault-bench --lsp --vault DIR [--runs R] [--vault-bin PATH]

        Builds vault in release mode, makes a synthetic vault of N entries (or uses DIR), times
        whole vault processes against simple floors (find, head), reports medians, peak memory and
        ratios to their targets, and checks that vault's counts equal the truth. The whole run
        includes the rows of --lsp, site, sync, merge-driver and import dayone (each n/a with a
        note when the binary or a tool it needs is missing: git, hugo, rg, zip, python3 with
        python-frontmatter).

        OPTIONS:
          --entries N       Entries to generate (default 100000; 1_000, 10k and 1m work too).
          --vault DIR       Run on an existing vault instead (its files are only read, except
                            the 10 that the "files changed" figure edits and then restores).
          --manifest FILE   The truth for --vault, as written by gen_vault.py --manifest;
                            without it, counts are not checked.
          --runs R          Timed runs per figure, after one untimed warm-up (default 5).
          --seed S          The generator's seed (default 42); the same seed and N give the
                            same bytes.
          --keep            Keep the work folder (vault, manifest.json, outputs, logs).
          --work DIR        Where to make the work folder (default /tmp).
          --smoke           Check correctness only (counts, cache equality); no timings.
          --vault-bin PATH  Use this vault binary instead of building one.
          --lsp             Time only vault lsp on --vault DIR: initialize to the first
                            diagnostics (warm cache), diagnostics after a keystroke in a 20 KB
                            entry, tag completion, and the server's peak memory.
          -h, --help        Show this help.

        EXIT STATUS: 0 when every check passed (targets missed do not fail), 1 when vault's
        output disagrees with the truth or a step failed, 64 for a bad command line.
        """

    /// Parses the arguments after the program name; `--name value` and `--name=value` both work.
    ///
    /// - Throws: `BenchError.usage` for an unknown option, a missing or bad value.
    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw BenchError.usage("\(name) needs a value")
                }
                return next
            }
            switch name {
            case "--entries": entries = try Self.count(try value(), for: name, minimum: 1)
            case "--vault": vault = try value()
            case "--manifest": manifest = try value()
            case "--runs": runs = try Self.count(try value(), for: name, minimum: 1)
            case "--seed": seed = try Self.count(try value(), for: name, minimum: 0)
            case "--work": work = try value()
            case "--vault-bin": vaultBinary = try value()
            case "--keep", "--smoke", "--lsp", "-h", "--help":
                guard inlineValue == nil else { throw BenchError.usage("\(name) takes no value") }
                switch name {
                case "--keep": keep = true
                case "--smoke": smoke = true
                case "--lsp": lsp = true
                default: help = true
                }
            default:
                throw BenchError.usage("unknown argument '\(argument)'" + (Self.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        if lsp, vault == nil {
            throw BenchError.usage("--lsp goes with --vault DIR (make one with gen_vault.py)")
        }
        if manifest != nil, vault == nil {
            throw BenchError.usage("--manifest goes with --vault DIR (a generated vault knows its own truth)")
        }
    }

    /// Every option name.
    static let names = ["--entries", "--vault", "--manifest", "--runs", "--seed", "--keep", "--work", "--smoke", "--vault-bin", "--lsp", "--help"]

    /// The option closest to a mistyped one (at most 2 edits away), if any.
    static func suggestion(for name: String) -> String? {
        names.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// A count such as `100000`, `100_000`, `100,000`, `10k` or `1m`.
    static func count(_ text: String, for name: String, minimum: Int) throws -> Int {
        var digits = text.lowercased().filter { $0 != "_" && $0 != "," }
        var scale = 1
        if digits.hasSuffix("k") { scale = 1000 }
        if digits.hasSuffix("m") { scale = 1_000_000 }
        if scale > 1 { digits.removeLast() }
        guard let value = Int(digits), value >= minimum, value <= Int(Int32.max) / scale else {
            throw BenchError.usage("\(name) needs a whole number of at least \(minimum), got '\(text)'")
        }
        return value * scale
    }

    /// The Levenshtein distance between two strings, in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
