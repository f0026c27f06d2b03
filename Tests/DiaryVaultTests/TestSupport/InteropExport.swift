import Foundation
@testable import DiaryVault

/// Writes front matters our serializer wrote or edited, with our values, for
/// `scripts/interop_pyyaml.py` to read back with PyYAML.
///
/// Enabled by the environment variable `VAULT_INTEROP_DIR`: each file goes there as `NNNNN.md`,
/// with `NNNNN.json` holding our value of every key on which YAML 1.1 (PyYAML) and the YAML 1.2
/// core schema agree (see ``YAML11``). Floats that JSON cannot spell are written as `NaN`,
/// `Infinity` and `-Infinity`, which Python's `json` module reads.
enum InteropExport {
    /// The directory to write to, or `nil` when the check is off.
    static let directory: URL? = ProcessInfo.processInfo.environment["VAULT_INTEROP_DIR"]
        .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }

    /// Writes one document and its comparable values, when the check is on.
    ///
    /// - Parameters:
    ///   - document: A document our serializer wrote or edited.
    ///   - number: The file number, unique within the run (0 to 99999).
    static func write(_ document: EntryDocument, number: Int) throws {
        guard let directory else { return }
        let name = String(format: "%05d", number)
        try writeFile(directory.appendingPathComponent(name + ".md").path, document.serialized())
        try writeFile(directory.appendingPathComponent(name + ".json").path, Array(json(document).utf8))
    }

    /// Writes bytes to a new file with the C library (corelibs Foundation's `Data.write` is about
    /// twenty times slower, which matters for twenty thousand small files).
    private static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        guard let file = fopen(path, "wb") else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard fclose(file) == 0, written == bytes.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// The JSON object of the keys both schemas read alike, in file order.
    static func json(_ document: EntryDocument) -> String {
        let fields = document.frontMatter?.fields.filter(YAML11.agreesWithCore) ?? []
        let members = fields.map { jsonString($0.key) + ": " + jsonValue($0.value) }
        return "{" + members.joined(separator: ", ") + "}\n"
    }

    /// A value as JSON.
    static func jsonValue(_ value: FrontMatterValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .float(let number):
            number.isNaN ? "NaN" : number.isInfinite ? (number < 0 ? "-Infinity" : "Infinity") : "\(number)"
        case .string(let text), .raw(let text), .unknown(let text): jsonString(text)
        case .sequence(let items): "[" + items.map(jsonValue).joined(separator: ", ") + "]"
        case .mapping(let pairs): "{" + pairs.map { jsonString($0.key) + ": " + jsonValue($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A string as a JSON string literal (RFC 8259 section 7).
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// How PyYAML resolves plain scalars (YAML 1.1 types, yaml.org/type), to tell where it and the
/// YAML 1.2 core schema read the same value.
enum YAML11 {
    /// Whether PyYAML and the core schema read a field's key and value alike: every plain scalar
    /// in it resolves the same way in both; quoted and block scalars are strings in both; raw
    /// values are not compared.
    static func agreesWithCore(_ field: FrontMatterField) -> Bool {
        let keyIsQuoted = field.layout.keyText.hasPrefix("\"") || field.layout.keyText.hasPrefix("'")
        guard keyIsQuoted || (agreesWithCore(plain: field.key) && CoreSchema.resolve(field.key) == .string(field.key))
        else { return false }
        switch field.node {
        case .scalar(let scalar): return scalar.style != .plain || agreesWithCore(plain: scalar.text)
        case .sequence(let items, _): return items.allSatisfy { $0.style != .plain || agreesWithCore(plain: $0.text) }
        case .raw, .typed: return false
        }
    }

    /// Whether a plain scalar reads as the same value under YAML 1.1 (PyYAML) and the 1.2 core
    /// schema. Conservative: timestamps, `y`/`n`, `=`, `<<` and every integer or float form that
    /// is not plain decimal count as disagreeing.
    static func agreesWithCore(plain text: String) -> Bool {
        let core = CoreSchema.resolve(text)
        if text.prefixMatch(of: datePrefix) != nil { return false }
        switch text {
        case "y", "Y", "n", "N", "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "=", "<<":
            return false
        case "true", "True", "TRUE", "false", "False", "FALSE", "", "~", "null", "Null", "NULL":
            return true
        default:
            break
        }
        if text.wholeMatch(of: pyyamlInt) != nil {
            return text.wholeMatch(of: plainDecimal) != nil && text.count < 19
        }
        if text.wholeMatch(of: pyyamlFloat) != nil {
            return text.wholeMatch(of: plainFloat) != nil
        }
        if case .string = core { return true }
        return false
    }

    nonisolated(unsafe) private static let datePrefix = #/[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}/#
    /// PyYAML's int resolver (resolver.py).
    nonisolated(unsafe) private static let pyyamlInt = #/[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+/#
    /// PyYAML's float resolver (resolver.py).
    nonisolated(unsafe) private static let pyyamlFloat = #/[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)/#
    nonisolated(unsafe) private static let plainDecimal = #/[-+]?(?:0|[1-9][0-9]*)/#
    nonisolated(unsafe) private static let plainFloat = #/[-+]?[0-9]+\.[0-9]*(?:[eE][-+][0-9]+)?|\.[0-9]+(?:[eE][-+][0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)/#
}
