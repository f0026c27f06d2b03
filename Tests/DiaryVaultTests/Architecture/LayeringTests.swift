import Foundation
import Testing

/// The layering rules of docs/ARCHITECTURE.md: the query, the indexer, the renderers and the date
/// grammar are pure, and the index does not depend on the renderers.
///
/// Files under `Sources/DiaryVault/Index/`, `Render/` (with its catalogue) and `Dates/` never
/// touch the file system, the clock, the environment or the terminal (DESIGN section 5): the CLI
/// layer reads those and passes them in (today's date, the time zone, the locale identifier).
/// Files under `Index/` name no type of `Render/`: data flows from the index to the renderers,
/// never back. This suite reads the source files and fails on any breach, so the rules are
/// checked by `swift test`, not by review.
@Suite struct LayeringTests {
    /// The folders, relative to `Sources/DiaryVault`, that must stay pure.
    static let pureFolders = ["Index", "Render", "Render/Catalogue", "Dates", "Markdown"]

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
        for (number, line) in codeLines(of: source) {
            for rule in rules where line.range(of: rule.pattern, options: .regularExpression) != nil {
                found.append("\(number): \(rule.reason): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    /// The lines of a source text with `//` comments and `/* */` blocks removed, each with its
    /// 1-based line number.
    static func codeLines(of source: String) -> [(Int, String)] {
        var lines: [(Int, String)] = []
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
            lines.append((number + 1, line))
        }
        return lines
    }

    /// The names of the types a source text declares at its top level (`struct`, `enum`, `class`,
    /// `protocol`, `actor`, `typealias`), comments left out.
    static func declaredTypes(in source: String) -> Set<String> {
        let pattern = #"^(?:(?:public|internal|package|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        let expression = try! NSRegularExpression(pattern: pattern)
        var names: Set<String> = []
        for (_, line) in codeLines(of: source) {
            let range = NSRange(line.startIndex..., in: line)
            if let match = expression.firstMatch(in: line, range: range), let name = Range(match.range(at: 1), in: line) {
                names.insert(String(line[name]))
            }
        }
        return names
    }

    /// Every use of one of `names` in a source text, as `line: name: text`, comments left out.
    static func uses(of names: Set<String>, in source: String) -> [String] {
        var found: [String] = []
        for (number, line) in codeLines(of: source) {
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            for word in Set(words).intersection(names).sorted() {
                found.append("\(number): \(word): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    /// The Swift files directly in a folder of `Sources/DiaryVault` (not in its subfolders), by name.
    static func swiftFiles(in folder: String) throws -> [(name: String, text: String)] {
        let directory = sourceRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// `Sources/DiaryVault`, found from this file's path in the source tree.
    static var sourceRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DiaryVault")
    }

    @Test(arguments: pureFolders)
    func pureFolderTouchesNoOutsideWorld(_ folder: String) throws {
        let files = try Self.swiftFiles(in: folder)
        #expect(!files.isEmpty, "no Swift files found in \(folder)")
        for file in files {
            let problems = Self.violations(in: file.text)
            #expect(problems.isEmpty, "\(folder)/\(file.name) must stay pure (docs/ARCHITECTURE.md):\n\(problems.joined(separator: "\n"))")
        }
    }

    /// The index is below the renderers: no file of `Index/` names a type declared in `Render/`
    /// (the renderers, their options and settings). The label table, `Render/Catalogue/`, is not
    /// a renderer and is left out of the check.
    @Test func indexNamesNoRenderType() throws {
        let renderTypes = try Self.swiftFiles(in: "Render").reduce(into: Set<String>()) {
            $0.formUnion(Self.declaredTypes(in: $1.text))
        }
        #expect(renderTypes.isSuperset(of: ["CalendarRenderer", "CalendarOptions", "RenderSettings", "TextStyle"]))
        for file in try Self.swiftFiles(in: "Index") {
            let found = Self.uses(of: renderTypes, in: file.text)
            #expect(found.isEmpty, "Index/\(file.name) must not depend on Render/ (docs/ARCHITECTURE.md):\n\(found.joined(separator: "\n"))")
        }
    }

    @Test func findsDeclaredTypesAndTheirUses() {
        let source = """
            /// A struct Hidden in a comment.
            public struct Shown: Hashable {
                struct Nested {}
            }
            enum Other {}
            let x = Shown() // Other
            """
        #expect(Self.declaredTypes(in: source) == ["Shown", "Other"])
        #expect(Self.uses(of: ["Shown", "Other", "Hidden"], in: source)
                == ["2: Shown: public struct Shown: Hashable {", "5: Other: enum Other {}", "6: Shown: let x = Shown()"])
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
