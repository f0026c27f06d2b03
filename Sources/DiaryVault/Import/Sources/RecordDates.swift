import Foundation

/// How the `json` and `plist` sources read the date of each record.
///
/// - A whole number of eight digits that is a calendar date as `YYYYMMDD` (`20240105`, as
///   spreadsheets and several diary apps write a day) is that day. (As seconds since 1970 such
///   numbers fall between April 1970 and March 1973, before any of these apps.)
/// - A property-list `<date>`, or any other number (seconds since 1970-01-01T00:00Z; a magnitude
///   of 10^11 or more is read as milliseconds), is an instant: written in `--time-zone` (default
///   the machine's) with its offset.
/// - With `--date-format PATTERN` (UTS #35), a string is read with that pattern: a pattern with a
///   zone field (`Z`, `x`, `X`, `O`, `z`, `v`, `V`) gives an instant written as above; one
///   without gives the local time as written, without an offset; one with a 12-hour field (`h`,
///   `K`) and no AM/PM field (`a`, `b`, `B`) gives the date only, the time kept as `time_12h`.
/// - Otherwise a string in a form ``EntryDate`` accepts is written as it is (seconds added,
///   `T` between date and time, the offset as written), except `YYYY-MM-DD hh:mm:ss` with a
///   space and no offset in a file where every such time has an hour from 01 to 12: that is the
///   mood diary's 12-hour clock without AM/PM, so the date alone is written and the time kept as
///   `time_12h` (the samples' README).
struct RecordDates {
    private let values: [(field: String, value: ImportValue?)]
    /// Each record's own zone: an IANA name in a `timeZone`, `timezone`, `time_zone` or `tz`
    /// member.
    private let zones: [TimeZone?]
    /// The member names a record's zone is read from.
    static let zoneFields = ["timeZone", "timezone", "time_zone", "tz"]
    private let file: String
    private let arrayPath: String
    private let options: ImportOptions
    private let twelveHourClock: Bool
    private let formatter: DateFormatter?
    private let patternKind: PatternKind

    /// What a `--date-format` pattern holds.
    private enum PatternKind {
        case none, instant, local, twelveHour, dayOnly
    }

    /// Reads the date field of every record, to decide the clock of space-separated times.
    init(records: [[(key: String, value: ImportValue)]], field: String, file: String, arrayPath: String, options: ImportOptions) throws {
        values = records.map { (field, RecordMapping.value(at: field, in: .object($0))) }
        zones = records.map { members in
            Self.zoneFields.lazy.compactMap { name in members.first { $0.key == name }?.value.string.flatMap(TimeZone.init(identifier:)) }.first
        }
        self.file = file
        self.arrayPath = arrayPath
        self.options = options
        let spaced = values.compactMap { $0.value?.string }.compactMap(Self.spacedHour)
        twelveHourClock = !spaced.isEmpty && spaced.allSatisfy { (1...12).contains($0) }
        if let pattern = options.dateFormat {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.dateFormat = pattern
            let letters = Self.patternLetters(pattern)
            if !letters.isDisjoint(with: "ZxXOzvV") {
                formatter.timeZone = options.timeZone
                patternKind = .instant
            } else {
                formatter.timeZone = TimeZone(identifier: "UTC")
                if !letters.isDisjoint(with: "hK"), letters.isDisjoint(with: "abB") {
                    patternKind = .twelveHour
                } else if letters.isDisjoint(with: "HhKkm") {
                    patternKind = .dayOnly
                } else {
                    patternKind = .local
                }
            }
            self.formatter = formatter
        } else {
            formatter = nil
            patternKind = .none
        }
    }

    /// The date of record `index`, and the fields it adds (`time_12h`).
    ///
    /// - Throws: ``ImportError`` for a missing date, one of the wrong type, or a text that cannot
    ///   be read.
    func date(of index: Int, fidelity: inout ImportFidelity) throws -> (EntryDate, [ImportedField]) {
        let (field, value) = values[index]
        let place = "\(arrayPath)[\(index)].\(field) (entry \(index + 1))"
        guard let value, value != .null else {
            throw ImportError(path: file, place: place, "no date; name the field with --map date=FIELD")
        }
        let ownZone = zones[index]
        func instant(_ date: Date, _ what: String) throws -> (EntryDate, [ImportedField]) {
            let zone = ownZone ?? options.timeZone
            guard let text = ImportDates.local(date, in: zone), let written = EntryDate(parsing: text) else {
                throw ImportError(path: file, place: place, "the date is outside the years 0000 to 9999")
            }
            fidelity.record(field, .converted, reason: ownZone == nil ? "\(what) written in \(zone.identifier) with its offset"
                                                                      : "\(what) written in the record's time zone with its offset")
            return (written, [])
        }
        switch value {
        case .date(let date):
            return try instant(date, "UTC instant")
        case .number(_, let text) where Self.calendarDay(text) != nil:
            fidelity.record(field, .converted, reason: "a number YYYYMMDD read as that day, not as seconds since 1970")
            return (EntryDate(parsing: Self.calendarDay(text)!.description)!, [])
        case .number(let number, _):
            return try instant(Date(timeIntervalSince1970: abs(number) >= 1e11 ? number / 1000 : number), "seconds since 1970")
        case .string(let text):
            if let formatter {
                guard let parsed = formatter.date(from: text) else {
                    throw ImportError(path: file, place: place, "'\(text)' does not match --date-format '\(options.dateFormat ?? "")'")
                }
                return try formatted(parsed, text: text, field: field, place: place, fidelity: &fidelity)
            }
            if twelveHourClock, Self.spacedHour(text) != nil, let date = EntryDate(parsing: text), let time = date.timeDescription {
                fidelity.record(field, .converted, reason: "12-hour time without AM/PM: the day is written, the time kept as time_12h")
                return (EntryDate(parsing: date.day.description)!, [ImportedField("time_12h", .string(time))])
            }
            guard let normalized = ImportDates.normalized(text.trimmingCharacters(in: .whitespaces)),
                  let date = EntryDate(parsing: normalized) else {
                throw ImportError(path: file, place: place, "'\(text)' is not a date vault reads (YYYY-MM-DD, YYYY-MM-DDTHH:MM:SS with an optional offset); give its pattern with --date-format")
            }
            // A UTC time (`Z`) is the writer's local time only in the writer's zone: the record's
            // own, else --time-zone; with neither it stays UTC, and the report says so.
            if date.offsetDescription == "Z", let utc = ImportDates.instant(normalized) {
                if ownZone != nil || options.timeZoneGiven {
                    return try instant(utc, "UTC time (Z)")
                }
                fidelity.record(field, normalized == text ? .kept : .converted,
                                reason: "a UTC time (Z), kept in UTC: the record names no time zone and no --time-zone was given")
                return (date, [])
            }
            fidelity.record(field, normalized == text ? .kept : .converted, reason: normalized == text ? "" : "written as YYYY-MM-DDTHH:MM:SS")
            return (date, [])
        default:
            throw ImportError(path: file, place: place, "expected a date, a string or a number, found \(value.kind)")
        }
    }

    /// A text read with `--date-format`.
    private func formatted(_ parsed: Date, text: String, field: String, place: String,
                           fidelity: inout ImportFidelity) throws -> (EntryDate, [ImportedField]) {
        let utc = TimeZone(identifier: "UTC")!
        switch patternKind {
        case .instant, .none:
            guard let local = ImportDates.local(parsed, in: options.timeZone), let date = EntryDate(parsing: local) else {
                throw ImportError(path: file, place: place, "the date is outside the years 0000 to 9999")
            }
            fidelity.record(field, .converted, reason: "read with --date-format, written in \(options.timeZone.identifier)")
            return (date, [])
        case .local, .dayOnly, .twelveHour:
            guard let local = ImportDates.local(parsed, in: utc), let date = EntryDate(parsing: String(local.dropLast())) else {
                throw ImportError(path: file, place: place, "the date is outside the years 0000 to 9999")
            }
            switch patternKind {
            case .dayOnly:
                fidelity.record(field, .converted, reason: "read with --date-format")
                return (EntryDate(parsing: date.day.description)!, [])
            case .twelveHour:
                let time = date.time!
                let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
                let written = CivilDate.pad(hour, 2) + ":" + CivilDate.pad(time.minute, 2) + ":" + CivilDate.pad(time.second ?? 0, 2)
                fidelity.record(field, .converted, reason: "12-hour time without AM/PM: the day is written, the time kept as time_12h")
                return (EntryDate(parsing: date.day.description)!, [ImportedField("time_12h", .string(written))])
            default:
                fidelity.record(field, .converted, reason: "read with --date-format, written without an offset")
                return (date, [])
            }
        }
    }

    /// The day of a number written as eight digits `YYYYMMDD` that form a calendar date, else `nil`.
    ///
    /// - Parameter text: The number as written in the source.
    static func calendarDay(_ text: String) -> CivilDate? {
        let digits = Array(text.utf8)
        guard digits.count == 8, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(text) else { return nil }
        return CivilDate(year: value / 10_000, month: value / 100 % 100, day: value % 100)
    }

    /// The hour of `YYYY-MM-DD HH:MM[:SS]` (a space, no offset), else `nil`.
    private static func spacedHour(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16 || bytes.count == 19, bytes[10] == UInt8(ascii: " "), EntryDate(parsing: text)?.offsetMinutes == nil,
              let hour = Int(String(decoding: bytes[11..<13], as: UTF8.self)) else { return nil }
        return hour
    }

    /// The pattern letters of a UTS #35 pattern, quoted text left out.
    private static func patternLetters(_ pattern: String) -> Set<Character> {
        var letters = Set<Character>()
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            if !quoted, character.isASCII, character.isLetter { letters.insert(character) }
        }
        return letters
    }
}

extension Set<Character> {
    /// Whether none of the characters of `text` is in the set.
    fileprivate func isDisjoint(with text: String) -> Bool {
        !text.contains { contains($0) }
    }
}
