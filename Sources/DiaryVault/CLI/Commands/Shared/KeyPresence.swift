#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells, from a file's bytes alone, that its front matter cannot hold a key: the short cut of
/// `--where has:KEY` and `!has:KEY`, so that `star --where has:KEY` on 100,000 entries does not
/// parse every front matter in full to find a key none has.
///
/// A front matter's key compares byte for byte with the key asked about (`frontMatter.field`),
/// and every way of writing a key of letters, digits, `-` and `_` puts those bytes in the file
/// as they are: plain, quoted, in a flow mapping, as a TOML table name, at the anchor an alias
/// repeats. Only an escape (`\x..`, `\u....` in YAML, JSON or TOML strings) writes them
/// otherwise, and a line fold adds a space; so a file without the key's bytes and without a
/// backslash has no such key. Anything else is parsed, as before.
enum KeyPresence {
    /// The keys to look for when every predicate of the query that needs the front matter is
    /// `has:KEY` or `!has:KEY` on a key without a meaning (``EntryQuery/Predicate/field`` is
    /// `nil`) made of ASCII letters, digits, `-` and `_`; else `nil` (every file is parsed).
    ///
    /// - Parameter query: The query.
    /// - Returns: The keys' UTF-8 bytes.
    static func keysToLookFor(_ query: EntryQuery) -> [[UInt8]]? {
        var keys: [[UInt8]] = []
        for predicate in query.predicates where predicate.needsFrontMatter {
            switch predicate.test {
            case .exists, .missing:
                guard predicate.field == nil, isPlainKey(predicate.key) else { return nil }
                keys.append(Array(predicate.key.utf8))
            case .compare:
                return nil
            }
        }
        return keys.isEmpty ? nil : keys
    }

    /// Whether a key is made of ASCII letters, digits, `-` and `_`, and not empty.
    static func isPlainKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
            default: false
            }
        }
    }

    /// Whether the bytes hold no backslash and none of the keys: then no front matter parsed
    /// from them has any of the keys.
    ///
    /// - Parameters:
    ///   - keys: The keys' bytes (``keysToLookFor(_:)``).
    ///   - bytes: A file's contents.
    static func lacksEvery(_ keys: [[UInt8]], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            if memchr(base, Int32(UInt8(ascii: "\\")), buffer.count) != nil { return false }
            return keys.allSatisfy { key in
                key.withUnsafeBufferPointer { needle in
                    !contains(needle, in: buffer)
                }
            }
        }
    }

    /// Whether `needle` occurs in `haystack` (`memchr` to each candidate first byte, then a compare).
    private static func contains(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, let base = haystack.baseAddress, let start = needle.baseAddress else { return true }
        var offset = 0
        while haystack.count - offset >= needle.count,
              let found = memchr(base + offset, Int32(first), haystack.count - offset - needle.count + 1) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, start, needle.count) == 0 { return true }
            offset = index + 1
        }
        return false
    }
}
