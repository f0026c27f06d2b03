import Foundation
import Testing

/// The layering rule of docs/ARCHITECTURE.md: the query, the indexer and the renderers are pure.
///
/// Files under `Sources/DiaryVault/Index/` and `Sources/DiaryVault/Render/` never touch the file
/// system, the clock, the environment or the terminal (DESIGN section 5): the CLI layer reads those
/// and passes them in. This suite reads those source files and fails on any use of an API that
/// reaches the outside world, so the rule is checked by `swift test`, not by review.
@Suite struct LayeringTests {
    /// The folders, relative to `Sources/DiaryVault`, that must stay pure.
    static let pureFolders = ["Index", "Render"]

    /// One forbidden use: a pattern and why it is forbidden.
    struct Rule: Sendable, CustomTestStringConvertible {
        /// A regular expression matched against each line, comments removed.
        var pattern: String
        /// What the pattern reaches.
        var reason: String
        var testDescription: String { reason }
    }

    /// What a pure file may not use: Foundation's and POSIX's doors to the outside world, and
    /// vault's own types that do I/O (Vault/, the cache, git, the editor).
    static let rules: [Rule] = [
        Rule(pattern: #"\bFileManager\b"#, reason: "FileManager: the file system"),
        Rule(pattern: #"\bFileHandle\b"#, reason: "FileHandle: files and standard streams"),
        Rule(pattern: #"\b(Data|String|NSString|NSData)\s*\(\s*contentsOf(File)?:|contentsOfFile:|contentsOfDirectory"#, reason: "reading a file through Data/String(contentsOf:)"),
        Rule(pattern: #"\.write\(to(File)?:(?!\s*&)"#, reason: "writing a file through write(to:)"),
        Rule(pattern: #"\bProcessInfo\b"#, reason: "ProcessInfo: the environment and arguments"),
        Rule(pattern: #"\b(getenv|setenv|unsetenv|environ)\b"#, reason: "the environment"),
        Rule(pattern: #"\bisatty\b|\bioctl\b"#, reason: "the terminal"),
        Rule(pattern: #"\bDate\(\)|\bDate\.now\b|\.timeIntervalSinceNow\b"#, reason: "the clock"),
        Rule(pattern: #"\b(TimeZone|Locale|Calendar)\.(current|autoupdatingCurrent)\b"#,
             reason: "the machine's time zone, locale or calendar"),
        Rule(pattern: #"^\s*import\s+(Glibc|Darwin|Musl|WinSDK)\b"#, reason: "the C library"),
        // Free POSIX calls (not `.read(`, not `func read(`): Foundation re-exports them on Linux.
        Rule(pattern: #"(?<![.\w])(?<!func )(open|openat|fopen|read|pread|write|pwrite|close|stat|lstat|fstat|fstatat|opendir|readdir|closedir|mkdir|unlink|rename|renameat|realpath|access|fsync|flock)\s*\("#,
             reason: "a POSIX file call"),
        Rule(pattern: #"\b(FileSystem|AtomicWriter|FolderLock|VaultReader|VaultWalker|VaultCache|Git|ExternalProgram|Editor)\b"#,
             reason: "a vault type that does I/O"),
    ]

    /// Every forbidden use in a source text, as `line: reason: text`; empty when the text is pure.
    ///
    /// `//` comments and `/* */` blocks are left out, so a doc comment may name what it avoids.
    static func violations(in source: String) -> [String] {
        var found: [String] = []
        var inBlockComment = false
        for (number, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...])
                inBlockComment = false
            }
            while let start = line.range(of: "/*") {
                if let end = line.range(of: "*/", range: start.upperBound..<line.endIndex) {
                    line.removeSubrange(start.lowerBound..<end.upperBound)
                } else {
                    line = String(line[..<start.lowerBound])
                    inBlockComment = true
                }
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            for rule in rules where line.range(of: rule.pattern, options: .regularExpression) != nil {
                found.append("\(number + 1): \(rule.reason): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    /// `Sources/DiaryVault`, found from this file's path in the source tree.
    static var sourceRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DiaryVault")
    }

    @Test(arguments: pureFolders)
    func pureFolderTouchesNoOutsideWorld(_ folder: String) throws {
        let directory = Self.sourceRoot.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty, "no Swift files found in \(directory.path)")
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let problems = Self.violations(in: text)
            #expect(problems.isEmpty, "\(folder)/\(file) must stay pure (docs/ARCHITECTURE.md):\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test(arguments: [
        ("let data = FileManager.default.contents(atPath: p)", "FileManager: the file system"),
        ("let now = Date()", "the clock"),
        ("let env = ProcessInfo.processInfo.environment", "ProcessInfo: the environment and arguments"),
        ("if isatty(1) != 0 {}", "the terminal"),
        ("let fd = open(path, O_RDONLY)", "a POSIX file call"),
        ("import Glibc", "the C library"),
        ("let zone = TimeZone.current", "the machine's time zone, locale or calendar"),
        ("let bytes = try FileSystem.read(path)", "a vault type that does I/O"),
        ("let text = try String(contentsOf: url, encoding: .utf8)", "reading a file through Data/String(contentsOf:)"),
        ("try data.write(to: url)", "writing a file through write(to:)"),
    ])
    func catchesEachForbiddenUse(_ line: String, _ reason: String) {
        #expect(Self.violations(in: line) == ["1: \(reason): \(line)"])
    }

    @Test(arguments: [
        "/// Never calls Date() or FileManager: the CLI passes today in.",
        "let x = cursor.read(count: 2) // a method named read, not the POSIX call",
        "func write(to json: inout JSONWriter) {}",
        "/* FileManager */ let y = 1",
        "let style = options.style",
        "bytes.append(contentsOf: text.utf8)",
        "EntryJSON(entry).write(to: &json)",
    ])
    func allowsCommentsMethodsAndDeclarations(_ line: String) {
        #expect(Self.violations(in: line).isEmpty)
    }
}
