import Foundation

/// How a source member without a place of its own becomes front-matter keys (``ImportedField``).
///
/// - Strings, booleans and numbers are kept as they are (a number written without `.` or an
///   exponent is an integer); lists of scalars as lists.
/// - Nested objects are flattened: `{"place": {"city": "Seoul"}}` gives `place.city: Seoul`.
/// - A property-list date is written like an entry date, in `--time-zone` with its offset.
/// - `null`, data and lists holding objects are dropped (reported).
/// - A key vault gives a meaning to (`favorite`, `created`, `id`, in any case) is written as
///   `<source>-<key>` (`json-favorite`), so that it cannot star the entry or change its date.
/// - A key holding other characters than letters, digits, `_`, `-` and `.` has them written `_`.
enum ExtraFields {
    /// Adds the fields for one member.
    ///
    /// - Parameters:
    ///   - key: The member's name (or dotted path, when nested).
    ///   - value: Its value.
    ///   - source: The source's name, for renamed keys.
    ///   - timeZone: The zone dates are written in.
    ///   - fields: Where the fields go.
    ///   - fidelity: The counts, under the member's name.
    static func add(_ key: String, _ value: ImportValue, source: String, timeZone: TimeZone,
                    to fields: inout [ImportedField], fidelity: inout ImportFidelity) {
        switch value {
        case .object(let members):
            for (name, member) in members {
                add(key + "." + name, member, source: source, timeZone: timeZone, to: &fields, fidelity: &fidelity)
            }
            return
        case .null:
            fidelity.record(key, .dropped, reason: "null")
            return
        case .data:
            fidelity.record(key, .dropped, reason: "binary data is not kept as front matter")
            return
        default:
            break
        }
        guard let scalar = frontMatterValue(value, timeZone: timeZone) else {
            fidelity.record(key, .dropped, reason: "a list holding objects or lists is not kept as front matter")
            return
        }
        let name = writtenKey(key, source: source)
        fields.append(ImportedField(name, scalar))
        if name == key, case .date = value {
            fidelity.record(key, .converted, reason: "written in \(timeZone.identifier) with its offset")
        } else {
            fidelity.record(key, name == key ? .kept : .converted, reason: name == key ? "" : "written as '\(name)': vault reads '\(key)' as one of its own keys")
        }
    }

    /// The key written for a member: renamed when vault gives the name a meaning, with other
    /// characters than letters, digits, `_`, `-`, `.` written `_`.
    static func writtenKey(_ key: String, source: String) -> String {
        var name = String(key.map { $0.isLetter || $0.isNumber || "_-.".contains($0) ? $0 : "_" })
        if name.isEmpty || name.hasPrefix("-") { name = "_" + name }
        return SemanticKey(naming: name).map(\.isKeptOnImport) ?? true ? name : source + "-" + name
    }

    /// A scalar or list of scalars as a front-matter value, else `nil`.
    static func frontMatterValue(_ value: ImportValue, timeZone: TimeZone) -> FrontMatterValue? {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number, let text):
            if !text.contains("."), !text.contains("e"), !text.contains("E"), let integer = Int(text) { return .integer(integer) }
            return .float(number)
        case .string(let text): return .string(text)
        case .date(let date): return ImportDates.local(date, in: timeZone).map { .string($0) }
        case .data, .object: return nil
        case .array(let items):
            var values: [FrontMatterValue] = []
            for item in items {
                guard case .array = item else {
                    guard let scalar = frontMatterValue(item, timeZone: timeZone), scalar != .null else { return nil }
                    values.append(scalar)
                    continue
                }
                return nil
            }
            return .sequence(values)
        }
    }
}
