import Foundation
import Testing
@testable import DiaryVault

/// The front-matter edge cases of `../shared/cases`, each a real failure of another tool: typed
/// values and body equal the `.expected.json`, errors name the right line, parses round-trip.
@Suite struct SharedCasesTests {
    static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/cases")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }.sorted()
    }()

    /// The expected error of each error case: its kind and the file line it names.
    static let expectedErrors: [String: (kind: String, line: Int)] = [
        "09-unclosed-front-matter": ("unterminated-front-matter", 1),
        "18-unquoted-colon-space": ("colon-in-plain-value", 3),
        "20-flow-list-hash-tags": ("unclosed-flow-sequence", 3),
        "23-tab-indentation": ("tab-indentation", 4),
        "24-jrnl-yaml-export-tab-body": ("tab-indentation", 7),
        "25-duplicate-keys": ("duplicate-key", 4),
        "34-non-utf8-bytes": ("invalid-utf8", 3),
        "28-alias-expansion-bomb": ("alias-expansion-limit", 7),
    ]

    /// The alias bomb: aliases are resolved within a budget of values
    /// (``FrontMatterParser/aliasNodeBudget``), so it fails at once at the first alias past it,
    /// as ../shared/cases/README.md allows (expanding it is never right); see NodePropertiesTests.
    static let aliasBomb = "28-alias-expansion-bomb"

    static func load(_ name: String) throws -> ([UInt8], [String: JSONValue]) {
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name + ".md")))
        let data = try Data(contentsOf: directory.appendingPathComponent(name + ".expected.json"))
        return (bytes, try JSONDecoder().decode([String: JSONValue].self, from: data))
    }

    @Test func findsEveryCase() {
        #expect(Self.names.count == 25)
    }

    @Test(arguments: names)
    func matchesExpectedResult(name: String) throws {
        let (bytes, expected) = try Self.load(name)
        if expected["error"] != nil {
            let want = try #require(Self.expectedErrors[name], "no expected error recorded for \(name)")
            do {
                _ = try EntryDocument(parsing: bytes, path: name + ".md")
                Issue.record("\(name) parsed, expected \(want.kind)")
            } catch let error as FrontMatterError {
                #expect(error.kind == want.kind)
                #expect(error.location.line == want.line)
                #expect(error.path == name + ".md")
            }
            return
        }
        let document = try EntryDocument(parsing: bytes, path: name + ".md")
        #expect(document.serialized() == bytes, "round trip of \(name)")
        #expect(JSONValue.string(document.body) == expected["body"])
        let keys = document.frontMatter?.keys ?? []
        let expectedKeys = Self.orderedKeys(ofJSONFile: name).filter { $0 != "body" }
        #expect(keys == expectedKeys)
        for key in keys {
            let value = try #require(document[key])
            #expect(JSONValue(value) == expected[key], "\(name): \(key)")
        }
    }

    /// The keys of an expected-result file in file order (JSONSerialization loses the order).
    static func orderedKeys(ofJSONFile name: String) -> [String] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(name + ".expected.json"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  \""), let end = line.dropFirst(3).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
    }
}

/// A JSON-comparable form of a value: numbers compare as doubles.
enum JSONValue: Equatable, Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue]), raw(String)

    init(_ value: FrontMatterValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .number(Double(i))
        case .float(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .sequence(let items): self = .array(items.map(JSONValue.init))
        case .mapping(let pairs): self = .object(Dictionary(pairs.map { ($0.key, JSONValue($0.value)) }, uniquingKeysWith: { $1 }))
        case .raw(let text), .unknown(let text): self = .raw(text)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let d = try? container.decode(Double.self) { self = .number(d) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else if let object = try? container.decode([String: JSONValue].self) { self = .object(object) }
        else { self = .array(try container.decode([JSONValue].self)) }
    }
}
