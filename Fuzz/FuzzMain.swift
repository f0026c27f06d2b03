// The one libFuzzer entry point of every harness in Fuzz/: `scripts/fuzz.sh TARGET SECONDS`
// compiles all of Fuzz/*.swift with the library sources and
// `Tests/DiaryVaultTests/Hostile/FormatProperties.swift` (defining FUZZING) into one binary, and
// runs it with `VAULT_FUZZ_TARGET=TARGET`. One binary for every reader: the sanitizer build of the
// whole library is the slow part, so it is made once.
//
// Every violated property traps, which libFuzzer records as a crash and saves the input under the
// target's `artifacts/`; add each one to `Tests/DiaryVaultTests/Fixtures/fuzz/` with a test.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The readers that take outside bytes, one harness each, by the name `VAULT_FUZZ_TARGET` gives.
enum FuzzTarget: String, CaseIterable {
    case frontmatter, zip
    case dayoneJSON = "dayone-json", dayoneClassic = "dayone-classic", jrnl
    case vaultJSON = "vault-json", moodJSON = "mood-json", moodPlist = "mood-plist"
    case query, dates, markdown, merge, lsp

    /// Runs one input through the target's reader and checks its properties.
    ///
    /// - Parameter bytes: The input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .frontmatter: FrontMatterFuzz.run(bytes)
        case .zip: ZipFuzz.run(bytes)
        case .dayoneJSON: ImportFuzz.dayOneJSON(bytes)
        case .dayoneClassic: ImportFuzz.dayOneClassic(bytes)
        case .jrnl: ImportFuzz.jrnl(bytes)
        case .vaultJSON, .moodJSON: ImportFuzz.json(bytes)
        case .moodPlist: ImportFuzz.propertyList(bytes)
        case .query: TextReadersFuzz.query(bytes)
        case .dates: TextReadersFuzz.dates(bytes)
        case .markdown: TextReadersFuzz.markdown(bytes)
        case .merge: TextReadersFuzz.merge(bytes)
        case .lsp: TextReadersFuzz.lspFraming(bytes)
        }
    }

    /// The target `VAULT_FUZZ_TARGET` names (the front-matter parser when unset); an unknown name
    /// stops the process with the list of names.
    static let selected: FuzzTarget = {
        let name = getenv("VAULT_FUZZ_TARGET").map { String(cString: $0) } ?? "frontmatter"
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("VAULT_FUZZ_TARGET=\(name): not a target; one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()
}

/// Runs one input through the selected target; libFuzzer calls it millions of times.
///
/// - Parameters:
///   - data: The input bytes (may be null when `size` is 0).
///   - size: The number of bytes.
/// - Returns: 0, as libFuzzer requires; a violated property traps instead of returning.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}
