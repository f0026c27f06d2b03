/// Writing one entry object of `vault index --json` straight into memory sized for it: the index
/// writes 120,000 of them in the benchmark's vault, and an `Array` append checks its capacity and
/// its uniqueness on each of the dozen pieces of an entry.
extension IndexRenderer {
    /// A write position in memory that the caller made large enough for everything written
    /// (``entryBound(_:)``): no check per byte.
    struct ByteCursor {
        /// Where the next byte goes.
        var pointer: UnsafeMutablePointer<UInt8>

        /// Writes one byte.
        @inline(__always)
        mutating func put(_ byte: UInt8) {
            pointer.pointee = byte
            pointer += 1
        }

        /// Writes prepared text.
        @inline(__always)
        mutating func put(_ text: StaticString) {
            put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        /// Writes bytes as they are.
        @inline(__always)
        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            pointer.update(from: base, count: bytes.count)
            pointer += bytes.count
        }

        /// Writes UTF-8 bytes as a JSON string literal, escaped exactly as
        /// ``JSONWriter/appendString(utf8:to:)`` escapes them (at most 6 bytes per byte, plus
        /// the quotes).
        mutating func putString(_ utf8: UnsafeBufferPointer<UInt8>) {
            put(UInt8(ascii: "\""))
            let count = utf8.count
            guard let base = utf8.baseAddress else {
                put(UInt8(ascii: "\""))
                return
            }
            var plainStart = 0
            var index = 0
            while index < count {
                if index + 8 <= count, JSONWriter.isPlainASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let length = JSONWriter.escapeLength(utf8, at: index)
                guard length > 0 else {
                    index += 1
                    continue
                }
                put(UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                let byte = utf8[index]
                switch byte {
                case 0x22: put(#"\""#)
                case 0x5C: put(#"\\"#)
                case 0x0A: put(#"\n"#)
                case 0x0D: put(#"\r"#)
                case 0x09: put(#"\t"#)
                case 0x08: put(#"\b"#)
                case 0x0C: put(#"\f"#)
                default:
                    let scalar: UInt32
                    switch length {
                    case 1: scalar = UInt32(byte)
                    case 2: scalar = UInt32(utf8[index + 1])
                    default: scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                    }
                    let digits: StaticString = "0123456789ABCDEF"
                    let hex = digits.utf8Start
                    put(#"\u"#)
                    for shift in stride(from: 12, through: 0, by: -4) { put(hex[Int((scalar >> UInt32(shift)) & 0xF)]) }
                }
                index += length
                plainStart = index
            }
            put(UnsafeBufferPointer(rebasing: utf8[plainStart..<count]))
            put(UInt8(ascii: "\""))
        }

        /// Writes a uuid in its canonical form (``EntryID/canonical``: uppercase, hyphens at 8,
        /// 12, 16 and 20), in quotes.
        mutating func putQuotedUUID(_ uuid: EntryID) {
            put(UInt8(ascii: "\""))
            putHex(uuid.high >> 32, bytes: 4)
            put(UInt8(ascii: "-"))
            putHex(uuid.high >> 16, bytes: 2)
            put(UInt8(ascii: "-"))
            putHex(uuid.high, bytes: 2)
            put(UInt8(ascii: "-"))
            putHex(uuid.low >> 48, bytes: 2)
            put(UInt8(ascii: "-"))
            putHex(uuid.low, bytes: 6)
            put(UInt8(ascii: "\""))
        }

        /// Writes the low `count` bytes of `value`, the most significant first, as two uppercase
        /// hexadecimal digits each.
        @inline(__always)
        private mutating func putHex(_ value: UInt64, bytes count: Int) {
            let digits: StaticString = "0123456789ABCDEF"
            let hex = digits.utf8Start
            for index in stride(from: count - 1, through: 0, by: -1) {
                let byte = Int(truncatingIfNeeded: value >> UInt64(index * 8)) & 0xFF
                put(hex[byte >> 4])
                put(hex[byte & 0xF])
            }
        }

        /// Writes a day as `YYYY-MM-DD` (``CivilDate/appendDescription(to:)``: four digits of
        /// the year).
        mutating func putDay(_ day: CivilDate) {
            let year = day.year, month = day.month, date = day.day
            put(UInt8(48 + year / 1000 % 10))
            put(UInt8(48 + year / 100 % 10))
            put(UInt8(48 + year / 10 % 10))
            put(UInt8(48 + year % 10))
            put(45)
            put(UInt8(48 + month / 10))
            put(UInt8(48 + month % 10))
            put(45)
            put(UInt8(48 + date / 10))
            put(UInt8(48 + date % 10))
        }
    }

    /// The most bytes ``writeEntry(_:to:)`` writes for an entry with these texts: the fixed
    /// parts (under 300 bytes) and each text escaped at worst (6 bytes a byte), with its quotes
    /// and comma.
    static func entryBound(_ texts: EntrySummary.Texts) -> Int {
        var bound = 512 + 6 * (texts.path.count + 2 * texts.date.count + texts.title.count + (texts.mood?.count ?? 0))
        for tag in texts.tags { bound += 6 * tag.count + 3 }
        return bound
    }
}
