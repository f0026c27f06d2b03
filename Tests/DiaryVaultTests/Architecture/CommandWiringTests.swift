import Foundation
import Testing

/// Two rules of docs/ARCHITECTURE.md read from the sources: a command only wires (no file under
/// `CLI/Commands/` names another command's type: what commands share lives in `Shared/` or in the
/// library), and `Render/Catalogue/` is the only place that reads a language from a locale
/// identifier (no `prefix(2)` switch, no `case "ko"` elsewhere).
@Suite struct CommandWiringTests {
    /// `Sources/DiaryVault`.
    static var sourceRoot: URL { LayeringTests.sourceRoot }

    /// The Swift files under a folder of `Sources/DiaryVault`, as paths relative to it, sorted.
    static func swiftFiles(under folder: String) throws -> [String] {
        let root = sourceRoot.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }

    /// The text of a source file without its comments (`//` to the end of a line, `/* */`
    /// blocks), so that a doc comment may name what the code avoids.
    static func code(_ text: String) -> String {
        var result = "", inBlock = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if inBlock {
                guard let end = line.range(of: "*/") else { result += "\n"; continue }
                line = line[end.upperBound...]
                inBlock = false
            }
            while let start = line.range(of: "/*") {
                if let end = line.range(of: "*/", range: start.upperBound..<line.endIndex) {
                    line = line[..<start.lowerBound] + line[end.upperBound...]
                } else {
                    line = line[..<start.lowerBound]
                    inBlock = true
                }
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            result += line + "\n"
        }
        return result
    }

    // MARK: Commands only wire

    /// The type a command file belongs to: its name before `+` (`SearchCommand+Printer.swift`
    /// belongs to `SearchCommand`).
    static func ownType(of path: String) -> String {
        let name = (path as NSString).lastPathComponent
        return String(name.prefix { $0 != "+" && $0 != "." })
    }

    /// The other commands' types a command file names: `XCommand.` anywhere in the text (the
    /// grep of docs/ARCHITECTURE.md), and any command type (`XCommand` of a file `XCommand.swift`)
    /// in its code.
    static func otherCommands(named text: String, in path: String, commandTypes: Set<String>) -> [String] {
        let own = ownType(of: path)
        let shared: Set<String> = [own, "Command", "CommandSpec", "RunnableCommand"]
        var found = text.matches(of: /\b[A-Z][A-Za-z]*Command\./).map { String($0.output.dropLast()) }
        found += code(text).matches(of: /\b[A-Z][A-Za-z]*Command\b/).map { String($0.output) }.filter(commandTypes.contains)
        return Array(Set(found).subtracting(shared)).sorted()
    }

    @Test func noCommandFileNamesAnotherCommand() throws {
        let files = try Self.swiftFiles(under: "CLI/Commands").filter { !$0.hasPrefix("CLI/Commands/Shared/") }
        let commandTypes = Set(files.map(Self.ownType).filter { $0.hasSuffix("Command") })
        #expect(commandTypes.count >= 20, "no command files found under \(Self.sourceRoot.path)/CLI/Commands")
        for path in files {
            let text = try String(contentsOf: Self.sourceRoot.appendingPathComponent(path), encoding: .utf8)
            let others = Self.otherCommands(named: text, in: path, commandTypes: commandTypes)
            #expect(others.isEmpty, "\(path) names \(others.joined(separator: ", ")): shared work goes to CLI/Commands/Shared/ or the library")
        }
    }

    @Test(arguments: [
        ("CLI/Commands/StatsCommand.swift", "randomSeed: ListCommand.clockSeed(context)", ["ListCommand"]),
        ("CLI/Commands/HeatmapCommand.swift", "/// See ``StatsCommand/explain``, StatsCommand.explain(x)", ["StatsCommand"]),
        ("CLI/Commands/DDayCommand.swift", "let day = OnThisDayCommand(arguments: a, context: c)", ["OnThisDayCommand"]),
        ("CLI/Commands/SearchCommand+Printer.swift", "extension SearchCommand { let x = SearchCommand.compile }", []),
        ("CLI/Commands/ListCommand.swift", "static let list = Command(spec: CommandSpec.x, work: ListCommand.init)", []),
        ("CLI/Commands/IndexCommand.swift", "/// as ``ListCommand`` lists them", []),
    ])
    func catchesACommandNamingAnother(path: String, text: String, expected: [String]) {
        let commands: Set<String> = ["ListCommand", "StatsCommand", "HeatmapCommand", "DDayCommand", "OnThisDayCommand",
                                     "SearchCommand", "IndexCommand"]
        #expect(Self.otherCommands(named: text, in: path, commandTypes: commands) == expected)
    }

    // MARK: One language chooser

    /// One way of reading a language out of a locale identifier outside the catalogue.
    struct LanguageSwitch: Sendable, CustomTestStringConvertible {
        /// A regular expression matched against the code of a line.
        var pattern: String
        /// What it catches.
        var reason: String
        var testDescription: String { reason }
    }

    /// The language switches ``Catalogue/Language`` replaces.
    static let languageSwitches: [LanguageSwitch] = [
        LanguageSwitch(pattern: #"\b\w*[Ll]ocale\w*\s*\.\s*(prefix|hasPrefix|starts|split|components|dropFirst|firstIndex)\b"#,
                       reason: "a locale identifier cut to its language (prefix(2), prefix(while:), split)"),
        LanguageSwitch(pattern: #"(==|!=)\s*"(en|ko|de|ja|zh)"|"(en|ko|de|ja|zh)"\s*(==|!=)"#,
                       reason: "a language code compared"),
        LanguageSwitch(pattern: #"\bcase\s+"(en|ko|de|ja|zh)"\s*:"#, reason: "a switch on a language code"),
        LanguageSwitch(pattern: #"\.hasPrefix\("(en|ko|de|ja|zh)"#, reason: "a prefix of a language code"),
        LanguageSwitch(pattern: #"\bTimeLanguage\b"#, reason: "a language type other than Catalogue.Language"),
    ]

    /// Every language switch in a source text, as `line: reason: code`.
    static func languageSwitches(in source: String) -> [String] {
        var found: [String] = []
        for (number, line) in code(source).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for rule in languageSwitches where line.range(of: rule.pattern, options: .regularExpression) != nil {
                found.append("\(number + 1): \(rule.reason): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func onlyTheCatalogueChoosesALanguage() throws {
        let files = try Self.swiftFiles(under: ".").filter { !$0.hasPrefix("./Render/Catalogue/") }
        #expect(files.count > 100)
        for path in files {
            let text = try String(contentsOf: Self.sourceRoot.appendingPathComponent(path), encoding: .utf8)
            let found = Self.languageSwitches(in: text)
            #expect(found.isEmpty, "\(path) chooses a language itself; ask Catalogue.Language:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test(arguments: [
        "switch localeIdentifier.prefix(2) {",
        "let language = localeIdentifier.prefix { $0 != \"_\" && $0 != \"-\" }",
        "return language.lowercased() == \"ko\" ? .fromOne : .fromZero",
        "case \"ko\": \"(파일 이름의 날짜)\"",
        "if locale.identifier.hasPrefix(\"de\") {",
        "let language = TimeLanguage(localeIdentifier: id)",
    ])
    func catchesEachLanguageSwitch(_ line: String) {
        #expect(Self.languageSwitches(in: line).count >= 1, "\(line)")
    }

    @Test(arguments: [
        "/// Korean (`ko`) counts from one: localeIdentifier.prefix(2) is not how.",
        "switch Catalogue.Language(ownWordsOf: localeIdentifier) {",
        "case \"ko_KR\", \"ko-KR\", \"ko\": korean",
        "let name = value.prefix { $0 != \".\" && $0 != \"@\" }",
    ])
    func allowsTheCatalogueAndExactIdentifiers(_ line: String) {
        #expect(Self.languageSwitches(in: line).isEmpty, "\(line)")
    }
}
