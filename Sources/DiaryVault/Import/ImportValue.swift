import Foundation

/// A value read from a JSON file or a property list, with object keys in the order written.
///
/// The `json`, `plist` and `dayone` sources read their input into this one tree, so the mapping
/// rules see one kind of value whatever the file format. JSON (RFC 8259) gives every case but
/// ``date`` and ``data``; a property list (Apple's `plist` DTD) gives every case but ``null``, its
/// dictionaries sorted by key (Apple's writers sort them anyway).
enum ImportValue: Sendable, Equatable {
    /// JSON `null`.
    case null
    /// `true` or `false` (`<true/>`, `<false/>`).
    case bool(Bool)
    /// A number, with its text as written in JSON (`37.529133999999999`), or the shortest text of
    /// the property list's number.
    case number(Double, text: String)
    /// A string.
    case string(String)
    /// A property list `<date>`: an instant.
    case date(Date)
    /// A property list `<data>`.
    case data([UInt8])
    /// An array.
    case array([ImportValue])
    /// An object, its members in the order written.
    case object([(key: String, value: ImportValue)])

    static func == (lhs: ImportValue, rhs: ImportValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a, _), .number(let b, _)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member named `key` of an object (the first, if written twice), else `nil`.
    subscript(key: String) -> ImportValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, or `nil` for any other case.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, or `nil` for any other case.
    var number: Double? {
        if case .number(let value, _) = self { return value }
        return nil
    }

    /// The flag, or `nil` for any other case.
    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The elements of an array, or `nil` for any other case.
    var array: [ImportValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The members of an object, or `nil` for any other case.
    var members: [(key: String, value: ImportValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The kind of value in words, for error messages: `a string`, `an array`, `an object`.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Converts what `PropertyListSerialization` returns (dictionaries, arrays, strings, numbers,
    /// booleans, dates, data) into a value; dictionary keys sorted by their bytes.
    ///
    /// Booleans are told apart from the integers 0 and 1 by their Objective-C type where Foundation
    /// has one, else by the Swift type the property-list reader produced.
    ///
    /// - Parameter object: A value from `PropertyListSerialization.propertyList(from:options:format:)`.
    /// - Returns: The value, or `nil` for a type a property list cannot hold.
    static func fromPropertyList(_ object: Any) -> ImportValue? {
        switch object {
        case let flag as Bool where isBoolean(object):
            return .bool(flag)
        case let text as String:
            return .string(text)
        case let date as Date:
            return .date(date)
        case let data as Data:
            return .data([UInt8](data))
        case let integer as Int:
            return .number(Double(integer), text: String(integer))
        case let number as Double:
            return .number(number, text: number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        case let number as NSNumber:
            return .number(number.doubleValue, text: number.stringValue)
        case let items as [Any]:
            var values: [ImportValue] = []
            for item in items {
                guard let value = fromPropertyList(item) else { return nil }
                values.append(value)
            }
            return .array(values)
        case let dictionary as [String: Any]:
            var members: [(key: String, value: ImportValue)] = []
            for key in dictionary.keys.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                guard let value = fromPropertyList(dictionary[key]!) else { return nil }
                members.append((key, value))
            }
            return .object(members)
        default:
            return nil
        }
    }

    /// Whether a property-list value is a boolean rather than a number: a Swift `Bool` (what
    /// Linux Foundation returns for `<true/>`), or an `NSNumber` of type `c` (CFBoolean on Apple
    /// platforms; property-list integers are `q` or `i` there and on Linux).
    private static func isBoolean(_ object: Any) -> Bool {
        if type(of: object) == Bool.self { return true }
        guard let number = object as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }
}
