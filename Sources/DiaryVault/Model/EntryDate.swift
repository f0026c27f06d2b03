/// When an entry was written, exactly as its `date` key says: a civil date, an optional time of
/// day with optional fraction, and an optional UTC offset (RFC 3339 section 5.6, ISO 8601).
///
/// The entry's ``day`` is the calendar date as written, never converted to another time zone: an
/// entry at `2026-11-29T23:50+09:00` belongs to November 29 for every reader, wherever they are.
/// Accepted forms: `YYYY-MM-DD`, optionally followed by `T`, `t` or a space and `HH:MM`,
/// `HH:MM:SS` or `HH:MM:SS.fff...`, optionally followed (a space allowed before it) by `Z`, `z`,
/// `+HH:MM`, `+HHMM` or `+HH`.
public struct EntryDate: Hashable, Sendable {
    /// A time of day as written.
    public struct Time: Hashable, Sendable {
        /// The hour, 0 to 23.
        public var hour: Int
        /// The minute, 0 to 59.
        public var minute: Int
        /// The second, 0 to 60 (60 for a leap second), or `nil` when not written.
        public var second: Int?
        /// The fraction of a second as its digits, such as `"5"` for `.5`, or `nil`.
        public var fraction: String?

        /// Nanoseconds since midnight, for ordering.
        public var nanosecondsSinceMidnight: Int {
            let seconds = (hour * 60 + minute) * 60 + (second ?? 0)
            var nanos = 0
            if let fraction {
                let digits = fraction.prefix(9)
                nanos = (Int(digits) ?? 0) * [1, 100_000_000, 10_000_000, 1_000_000, 100_000, 10_000, 1000, 100, 10, 1][digits.count]
            }
            return seconds * 1_000_000_000 + nanos
        }
    }

    /// The text exactly as written in the front matter.
    public let text: String
    /// The local date and time as one number for ordering, in microseconds since 1970-01-01T00:00
    /// of the same (unconverted) clock, plus one for a time of day; a date alone is the day's
    /// first instant, so that it sorts first in its day. Years 0 to 9999 fit in 64 bits.
    public let orderKey: Int64
    /// The day as days since 1970-01-01 (kept small: the index holds one per entry).
    private let dayNumber: Int32
    /// The offset in minutes, or `Int16.min` when not written.
    private let packedOffset: Int16

    /// The calendar day the entry belongs to.
    public var day: CivilDate { CivilDate(daysSinceEpoch: Int(dayNumber)) }

    /// The time of day, or `nil` for a date alone (read again from ``text`` when asked).
    public var time: Time? {
        var copy = text
        return copy.withUTF8 { EntryDate.parse($0) }?.1
    }

    /// The offset from UTC in minutes (`+09:00` is 540, `Z` is 0), or `nil` when not written.
    public var offsetMinutes: Int? { packedOffset == .min ? nil : Int(packedOffset) }

    /// Parses a date as written, or returns `nil` when it is not in an accepted form or names a
    /// day or time that does not exist (`2026-02-30`, `25:00`).
    ///
    /// - Parameter text: The value of the `date` key.
    public init?(parsing text: String) {
        var copy = text
        guard let (day, time, offset) = copy.withUTF8({ EntryDate.parse($0) }) else { return nil }
        self.text = text
        self.dayNumber = Int32(day.daysSinceEpoch)
        self.packedOffset = offset.map(Int16.init) ?? .min
        // A date alone is the day's first instant; a time counts one microsecond later, so that
        // 00:00 sorts after a date alone; a leap second (23:59:60) stays in its own day.
        let microseconds = time.map { min($0.nanosecondsSinceMidnight / 1000, 86_399_999_998) + 1 } ?? 0
        self.orderKey = Int64(day.daysSinceEpoch) * 86_400_000_000 + Int64(microseconds)
    }

    /// Reads the parts of a date, or returns `nil` when the text is not one.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (CivilDate, Time?, Int?)? {
        var reader = DateReader(bytes: bytes)
        guard let year = reader.digits(4), reader.take(UInt8(ascii: "-")),
              let month = reader.digits(2), reader.take(UInt8(ascii: "-")),
              let dayNumber = reader.digits(2),
              let day = CivilDate(year: year, month: month, day: dayNumber) else { return nil }
        var time: Time?
        var offset: Int?
        if !reader.atEnd {
            guard reader.take(UInt8(ascii: "T")) || reader.take(UInt8(ascii: "t")) || reader.take(UInt8(ascii: " ")),
                  let hour = reader.digits(2), hour < 24, reader.take(UInt8(ascii: ":")),
                  let minute = reader.digits(2), minute < 60 else { return nil }
            var second: Int?
            var fraction: String?
            if reader.take(UInt8(ascii: ":")) {
                guard let value = reader.digits(2), value <= 60 else { return nil }
                second = value
                if reader.take(UInt8(ascii: ".")) {
                    let digits = reader.digitRun()
                    guard !digits.isEmpty else { return nil }
                    fraction = digits
                }
            }
            time = Time(hour: hour, minute: minute, second: second, fraction: fraction)
            while reader.take(UInt8(ascii: " ")) {}
            if !reader.atEnd {
                guard let minutes = reader.offset() else { return nil }
                offset = minutes
            }
        }
        guard reader.atEnd else { return nil }
        return (day, time, offset)
    }

    /// Orders by local date and time as written (never converted between offsets); a date alone
    /// comes before any time on that day.
    public func precedes(_ other: EntryDate) -> Bool {
        orderKey < other.orderKey
    }

    /// The offset as written in RFC 3339 form (`+09:00`, `Z`), or `nil`.
    public var offsetDescription: String? {
        guard let offsetMinutes else { return nil }
        if offsetMinutes == 0, text.hasSuffix("Z") || text.hasSuffix("z") { return "Z" }
        let sign = offsetMinutes < 0 ? "-" : "+"
        let magnitude = abs(offsetMinutes)
        return sign + CivilDate.pad(magnitude / 60, 2) + ":" + CivilDate.pad(magnitude % 60, 2)
    }

    /// The time as `HH:MM` or `HH:MM:SS[.fff]` as written, or `nil`.
    public var timeDescription: String? {
        guard let time else { return nil }
        var text = CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2)
        if let second = time.second { text += ":" + CivilDate.pad(second, 2) }
        if let fraction = time.fraction { text += "." + fraction }
        return text
    }
}

/// A byte cursor for ``EntryDate`` parsing.
private struct DateReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }

    mutating func digitRun() -> String {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Reads `Z`, `z`, `+HH:MM`, `+HHMM` or `+HH` (and `-`), returning minutes east of UTC.
    mutating func offset() -> Int? {
        if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) { return 0 }
        let sign: Int
        if take(UInt8(ascii: "+")) { sign = 1 } else if take(UInt8(ascii: "-")) { sign = -1 } else { return nil }
        guard let hours = digits(2), hours < 24 else { return nil }
        var minutes = 0
        if take(UInt8(ascii: ":")) {
            guard let value = digits(2) else { return nil }
            minutes = value
        } else if let value = digits(2) {
            minutes = value
        }
        guard minutes < 60 else { return nil }
        return sign * (hours * 60 + minutes)
    }
}
