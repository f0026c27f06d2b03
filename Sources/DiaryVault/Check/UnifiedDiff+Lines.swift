#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnifiedDiff {
    /// The lines of a file: its bytes and the range of each line, line ending included.
    struct Lines {
        /// The file's bytes.
        let bytes: [UInt8]
        /// Each line's byte range, with its LF or CRLF (the last line may have none).
        let ranges: [Range<Int>]

        /// Splits bytes into lines.
        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var ranges: [Range<Int>] = []
            bytes.withUnsafeBufferPointer { buffer in
                var start = 0
                while start < buffer.count {
                    var end = start
                    while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                    let next = min(end + 1, buffer.count)
                    ranges.append(start..<next)
                    start = next
                }
            }
            self.ranges = ranges
        }

        /// The number of lines.
        var count: Int { ranges.count }

        /// Whether line `index` holds the same bytes as line `other` of `lines`.
        func line(_ index: Int, equals other: Int, of lines: Lines) -> Bool {
            let left = ranges[index], right = lines.ranges[other]
            guard left.count == right.count else { return false }
            return bytes.withUnsafeBufferPointer { a in
                lines.bytes.withUnsafeBufferPointer { b in
                    memcmp(a.baseAddress! + left.lowerBound, b.baseAddress! + right.lowerBound, left.count) == 0
                }
            }
        }

        /// Line `index` split into its content and its ending (`\n`, `\r\n` or nothing).
        func parts(_ index: Int) -> (content: ArraySlice<UInt8>, ending: ArraySlice<UInt8>) {
            let range = ranges[index]
            var contentEnd = range.upperBound
            if contentEnd > range.lowerBound, bytes[contentEnd - 1] == 0x0A {
                contentEnd -= 1
                if contentEnd > range.lowerBound, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            }
            return (bytes[range.lowerBound..<contentEnd], bytes[contentEnd..<range.upperBound])
        }
    }
}
