import Foundation

/// The entries of a `jrnl --format json` export (`jrnl/plugins/json_exporter.py`).
///
/// The shape is `{"tags": {...}, "entries": [{"title", "body", "date": "YYYY-MM-DD",
/// "time": "HH:MM", "tags": ["@tag"], "starred", "uuid"?, "creator"?}]}`; a bare array of entry
/// objects is read too. `creator` (Day One device details) is dropped and counted.
enum JrnlJSONExport {
    /// Reads the entries of an export.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The file's name, for errors.
    ///   - batch: Where entries that cannot be read are reported as skipped, and dropped fields
    ///     counted.
    /// - Returns: The entries in file order.
    /// - Throws: ``ImportError`` naming the file and the JSON path when the text is not JSON, or not
    ///   an object with an `entries` array of objects.
    static func entries(_ text: String, path: String, batch: inout ImportBatch) throws -> [JrnlEntry] {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw ImportError(path: path, "not valid JSON (truncated or damaged): \((error as NSError).localizedDescription)")
        }
        let list: [Any]
        let prefix: String
        if let object = root as? [String: Any] {
            guard let entries = object["entries"] else {
                throw ImportError(path: path, place: "$", "expected jrnl's export, an object with an \"entries\" array; found no \"entries\"")
            }
            guard let array = entries as? [Any] else {
                throw ImportError(path: path, place: "$.entries", "expected an array, found \(kind(entries))")
            }
            (list, prefix) = (array, "$.entries")
        } else if let array = root as? [Any] {
            (list, prefix) = (array, "$")
        } else {
            throw ImportError(path: path, place: "$", "expected jrnl's export, an object with an \"entries\" array; found \(kind(root))")
        }
        var entries: [JrnlEntry] = []
        for (index, item) in list.enumerated() {
            let place = "\(prefix)[\(index)]"
            guard let object = item as? [String: Any] else {
                throw ImportError(path: path, place: place, "expected an entry object, found \(kind(item))")
            }
            do {
                entries.append(try entry(object, place: place))
                if object["creator"] != nil {
                    batch.fidelity.record("creator", .dropped, reason: "Day One device details; vault has no key for them")
                }
            } catch let error as ImportError {
                batch.skipped.append(ImportSkip(path: path, reason: "\(error.place): \(error.message)"))
            }
        }
        return entries
    }

    /// One entry object.
    ///
    /// - Throws: ``ImportError`` (with `place`) when `date` or `time` is missing or not a date, or a
    ///   field has the wrong type.
    static func entry(_ object: [String: Any], place: String) throws -> JrnlEntry {
        func string(_ key: String) throws -> String? {
            guard let value = object[key], !(value is NSNull) else { return nil }
            guard let text = value as? String else {
                throw ImportError(path: "", place: "\(place).\(key)", "expected a string, found \(kind(value))")
            }
            return text
        }
        guard let day = try string("date") else {
            throw ImportError(path: "", place: "\(place).date", "missing: jrnl writes every entry's date")
        }
        let time = try string("time")
        let text = time.map { day + "T" + $0 + ":00" } ?? day
        guard let date = EntryDate(parsing: text), date.offsetMinutes == nil else {
            throw ImportError(path: "", place: "\(place).date", "not a date and time jrnl writes (YYYY-MM-DD and HH:MM): \(day) \(time ?? "")")
        }
        var tags: [String] = []
        if let value = object["tags"], !(value is NSNull) {
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
                throw ImportError(path: "", place: "\(place).tags", "expected an array of strings, found \(kind(value))")
            }
            tags = list.compactMap { $0 as? String }
        }
        var starred = false
        if let value = object["starred"], !(value is NSNull) {
            guard let flag = value as? Bool, isBoolean(value) else {
                throw ImportError(path: "", place: "\(place).starred", "expected true or false, found \(kind(value))")
            }
            starred = flag
        }
        let title = try string("title") ?? "", body = try string("body") ?? ""
        return JrnlEntry(title: title, body: body, date: date.text,
                         tags: inOrderOfAppearance(tags, title: title, body: body), starred: starred, uuid: try string("uuid"))
    }

    /// An entry's tags in the order they first appear in its title and body, as jrnl's text file
    /// gives them; jrnl's JSON export lists them from a Python set, in an order that changes from
    /// one run to the next. Tags the text does not hold follow, sorted by their UTF-8 bytes.
    static func inOrderOfAppearance(_ tags: [String], title: String, body: String) -> [String] {
        let appearance = JrnlTextJournal.tags(in: Array((title + "\n" + body).unicodeScalars))
        func position(_ tag: String) -> Int? { appearance.firstIndex(of: tag.lowercased()) }
        return tags.sorted { lhs, rhs in
            switch (position(lhs), position(rhs)) {
            case let (left?, right?): left < right
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
            }
        }
    }

    /// Whether a decoded JSON value was written `true` or `false` (Foundation decodes both as
    /// `NSNumber`, and `1` would also cast to `Bool`).
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// The kind of a decoded JSON value, for messages (`a string`, `an array`).
    static func kind(_ value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case is String: "a string"
        case let number as NSNumber: isBoolean(number) ? "a boolean" : "a number"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "a value of another type"
        }
    }
}
