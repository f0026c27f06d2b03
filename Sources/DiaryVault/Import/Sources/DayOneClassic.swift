import Foundation

/// Day One Classic's journal package (`Journal.dayone/`, Day One 1.x for Mac and iOS, before the
/// JSON export): one XML property list per entry, `entries/<UUID>.doentry`, and at most one photo
/// per entry, `photos/<UUID>.jpg`, named by the entry's UUID.
///
/// Each `.doentry` is read with Foundation's `PropertyListSerialization` and turned into the
/// entry object of Day One's JSON export, so that one mapper (``DayOneEntryMapper``) serves both
/// (docs/IMPORT.md, "Day One Classic"):
///
/// | Classic key | JSON export member |
/// |---|---|
/// | `Creation Date` (a `<date>`, UTC) | `creationDate` |
/// | `Entry Text` | `text` |
/// | `Starred`, `Tags`, `UUID`, `Time Zone` | `starred`, `tags`, `uuid`, `timeZone` |
/// | `Location`, `Weather` (dictionaries) | `location`, `weather`, their keys renamed (``memberName(_:)``) |
/// | `photos/<UUID>.*` | one `photos` item (`identifier` and `md5` the UUID) |
/// | `Creator`, `Activity` | dropped: device and activity details |
///
/// Any other key goes on under its own name, and the mapper reports it dropped.
enum DayOneClassic {
    /// The package's entry files among an export's files: `.doentry` files in an `entries/`
    /// folder (`Journal.dayone/entries/X.doentry`, or `entries/X.doentry` when the package itself
    /// is the input), in name order.
    ///
    /// - Parameter names: The export's file names, relative and `/`-separated.
    static func entryFiles(_ names: [String]) -> [String] {
        names.filter { name in
            let parts = name.split(separator: "/")
            return name.lowercased().hasSuffix(".doentry") && parts.count >= 2 && parts[parts.count - 2] == "entries"
        }
    }

    /// The folder of the package an entry file belongs to, with its slash (`Journal.dayone/`), or
    /// `""` when the package is the input itself.
    ///
    /// - Parameter file: An entry file (``entryFiles(_:)``).
    static func packageFolder(of file: String) -> String {
        guard let range = file.range(of: "/entries/", options: .backwards) else { return "" }
        return String(file[..<range.lowerBound]) + "/"
    }

    /// The journal's name: the package folder's name without `.dayone` (`Journal`), or, for a
    /// package given as the input, the input's own name likewise.
    ///
    /// - Parameters:
    ///   - file: An entry file.
    ///   - input: The input's absolute path.
    static func journalName(of file: String, input: String) -> String {
        let folder = packageFolder(of: file)
        var name = ImportInput.fileName(folder.isEmpty ? input : String(folder.dropLast()))
        for suffix in [".zip", ".dayone"] where name.lowercased().hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return name
    }

    /// The entry object of Day One's JSON export that an entry file stands for.
    ///
    /// - Parameters:
    ///   - bytes: The `.doentry` file.
    ///   - file: Its name in the export.
    ///   - names: The export's file names (for the entry's photo).
    ///   - fidelity: Receives the keys dropped here (`Creator`, `Activity`).
    ///   - classicNames: Receives the Classic name of each JSON export name given, for the report
    ///     (``renamingFields(_:_:)``).
    /// - Returns: The object, or the reason it makes no entry (not a property list, a binary one
    ///   with an object vault refuses (``BinaryPropertyListCheck``), not a dictionary, no
    ///   `Creation Date`).
    static func entry(_ bytes: [UInt8], file: String, names: Set<String>, fidelity: inout ImportFidelity,
                      classicNames: inout [String: String]) -> Result<ImportValue, ImportSkip> {
        if let refusal = BinaryPropertyListCheck.refusal(in: bytes) {
            return .failure(ImportSkip(path: file, reason: "not a property list vault reads: " + refusal.reason))
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            return .failure(ImportSkip(path: file, reason: "not a property list: \((error as NSError).localizedDescription)"))
        }
        guard let root = ImportValue.fromPropertyList(object), let members = root.members else {
            return .failure(ImportSkip(path: file, reason: "not a Day One Classic entry: the property list is not a dictionary"))
        }
        guard case .date(let created)? = root["Creation Date"] else {
            return .failure(ImportSkip(path: file, reason: root["Creation Date"] == nil ? "no Creation Date" : "its Creation Date is not a date"))
        }
        var converted: [(key: String, value: ImportValue)] = []
        for (key, value) in members {
            if let name = topLevelNames[key] {
                classicNames[name] = key
                if name == "creationDate" {
                    converted.append((name, .string(ImportDates.local(created, in: TimeZone(identifier: "UTC")!) ?? "")))
                } else if name == "location" || name == "weather" {
                    converted.append((name, renamingMembers(value, path: name, classicPath: key, names: &classicNames)))
                } else {
                    converted.append((name, value))
                }
                continue
            }
            switch key {
            case "Creator":
                fidelity.record(key, .dropped, reason: "device and software details are not kept as front matter")
            case "Activity", "Step Count":
                fidelity.record(key, .dropped, reason: "activity metadata is not kept as front matter")
            default:
                converted.append((key, value))
            }
        }
        // The photo: `photos/<UUID>.<extension>` beside `entries/`.
        if let uuid = root["UUID"]?.string {
            let prefix = packageFolder(of: file) + "photos/" + uuid + "."
            if let photo = names.filter({ $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }).sorted().first {
                let type = String(photo.dropFirst(prefix.count))
                converted.append(("photos", .array([.object([("identifier", .string(uuid)), ("md5", .string(uuid)), ("type", .string(type))])])))
            }
        }
        return .success(.object(converted))
    }

    /// The top-level keys of an entry file and the JSON export's member for each.
    static let topLevelNames: [String: String] = [
        "Creation Date": "creationDate", "Entry Text": "text", "Starred": "starred", "Tags": "tags", "UUID": "uuid",
        "Time Zone": "timeZone", "Location": "location", "Weather": "weather",
    ]

    /// A `Location` or `Weather` dictionary with its keys as Day One's JSON export names them
    /// (``memberName(_:)``), at every depth (`Region` → `region`, `Center` → `center`); a value
    /// that is not a dictionary is left as it is.
    ///
    /// - Parameters:
    ///   - value: The dictionary.
    ///   - path: Its dotted path in the JSON export's names (`location`).
    ///   - classicPath: The same path in Classic's names (`Location`).
    ///   - names: Receives each member's dotted path in the JSON names with the Classic one.
    static func renamingMembers(_ value: ImportValue, path: String, classicPath: String, names: inout [String: String]) -> ImportValue {
        guard case .object(let members) = value else { return value }
        var renamed: [(key: String, value: ImportValue)] = []
        for (key, member) in members {
            let name = memberName(key)
            names[path + "." + name] = classicPath + "." + key
            renamed.append((name, renamingMembers(member, path: path + "." + name, classicPath: classicPath + "." + key, names: &names)))
        }
        return .object(renamed)
    }

    /// A fidelity report with the fields named as Day One Classic names them (`Creation Date`,
    /// `Location.Place Name`), for an import of Classic entries only; fields without a Classic
    /// name (`photos`) keep theirs.
    ///
    /// - Parameters:
    ///   - fidelity: The report in the JSON export's names.
    ///   - names: The Classic name of each JSON name met (``entry(_:file:names:fidelity:classicNames:)``).
    static func renamingFields(_ fidelity: ImportFidelity, _ names: [String: String]) -> ImportFidelity {
        var renamed = ImportFidelity()
        for (outcome, count) in fidelity.counts {
            renamed.record(names[outcome.field] ?? outcome.field, outcome.fate, reason: outcome.reason, count: count)
        }
        return renamed
    }

    /// A Classic key as Day One's JSON export names the member: `Locality` is `localityName`,
    /// `Celsius` `temperatureCelsius`, `Fahrenheit` `temperatureFahrenheit`, `Description`
    /// `conditionsDescription`, `Service` `weatherServiceName`; any other key in lower camel case,
    /// words joined, the first one's first letter lowercased (a word all in capitals lowercased
    /// whole): `Place Name` is `placeName`, `Pressure MB` `pressureMB`, `IconName` `iconName`,
    /// `Foursquare ID` `foursquareID`.
    static func memberName(_ key: String) -> String {
        let renamed = ["Locality": "localityName", "Celsius": "temperatureCelsius", "Fahrenheit": "temperatureFahrenheit",
                       "Description": "conditionsDescription", "Service": "weatherServiceName"]
        if let name = renamed[key] { return name }
        let words = key.split(separator: " ")
        guard let first = words.first else { return key }
        let head = first.allSatisfy({ $0.isUppercase || !$0.isLetter }) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().joined()
    }
}
