import Foundation

extension TextSearch {
    /// One match within a line.
    struct Match: Hashable, Sendable {
        /// The 1-based UTF-8 byte column of its first byte, in the line as written.
        var byteColumn: Int
        /// The 1-based character (grapheme cluster) column of its first character.
        var column: Int
        /// The matched text as written.
        var text: String
    }

    /// One line of the output: a matching line, or a context line (no matches).
    struct Line: Hashable, Sendable {
        /// The 1-based line number in the file.
        var number: Int
        /// The line as written, without its line ending.
        var text: String
        /// The matches in it, left to right; empty for a context line.
        var matches: [Match]
    }

    /// The matching lines of a file, each with up to `context` lines before and after, in file
    /// order; empty when nothing matches.
    ///
    /// The whole file is searched (front matter and body, so line numbers are the file's), but
    /// in the front matter only values match: not the `---` fences, comments or key names.
    /// Only lines whose bytes hold one of the needles are decoded.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8).
    ///   - context: How many lines to show around each matching line, 0 or more.
    ///   - firstOnly: Stop at the first matching line (its context included): for a caller
    ///     that asks only whether the file matches (`--paths`, `--count`), so a word found in
    ///     most files costs one line's decoding per file, not every line's.
    func search(_ bytes: UnsafeBufferPointer<UInt8>, context: Int = 0, firstOnly: Bool = false) -> [Line] {
        guard mayMatch(bytes) else { return [] }
        if let fileRegex {
            let text = String(decoding: bytes, as: UTF8.self).precomposedStringWithCanonicalMapping
            guard fileRegex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil else { return [] }
        }
        var lineRanges: [Range<Int>] = []
        var found: [(index: Int, matches: [Match])] = []
        var start = 0
        var frontMatter: FrontMatterState = .maybe
        while start <= bytes.count {
            var end = bytes.count
            if start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) {
                end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            }
            if end == bytes.count, start == end, start > 0 { break }  // no line after a final line feed
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<contentEnd])
            lineRanges.append(start..<contentEnd)
            if let valueStart = Self.valueStart(line, state: &frontMatter), mayMatch(line) {
                let matches = asciiMatches(in: line, fromByte: valueStart)
                    ?? self.matches(in: String(decoding: line, as: UTF8.self), fromByte: valueStart)
                if !matches.isEmpty {
                    found.append((lineRanges.count - 1, matches))
                    if firstOnly { break }
                }
            }
            start = end + 1
        }
        guard !found.isEmpty else { return [] }
        // More context than the file has lines means all of them (and no overflow near Int.max).
        let context = min(max(context, 0), lineRanges.count)
        var lines: [Line] = []
        var next = 0  // the first line index not yet written
        for (position, hit) in found.enumerated() {
            for index in max(next, hit.index - context)..<hit.index {
                lines.append(Line(number: index + 1, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[lineRanges[index]]), as: UTF8.self), matches: []))
            }
            lines.append(Line(number: hit.index + 1, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[lineRanges[hit.index]]), as: UTF8.self), matches: hit.matches))
            let nextHit = position + 1 < found.count ? found[position + 1].index : lineRanges.count
            let after = min(hit.index + context, lineRanges.count - 1, nextHit - 1)
            if after > hit.index {
                for index in hit.index + 1...after {
                    lines.append(Line(number: index + 1, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[lineRanges[index]]), as: UTF8.self), matches: []))
                }
            }
            next = max(after, hit.index) + 1
        }
        return lines
    }

    /// Where the front-matter reading of a file stands, line by line.
    enum FrontMatterState: Hashable, Sendable {
        /// Before the first line: a `---` there opens a front matter.
        case maybe
        /// Inside the front matter.
        case inside
        /// In the body.
        case body
    }

    /// The byte offset in a line from which matches count, or `nil` when nothing in it does:
    /// 0 in the body; in the front matter, after the `key:` of a key line, 0 in an indented or
    /// `- ` line, `nil` for the fences and comments.
    static func valueStart(_ line: UnsafeBufferPointer<UInt8>, state: inout FrontMatterState) -> Int? {
        // Three of `mark` between spaces, tabs and byte order marks (U+FEFF), as bytes.
        func isFence(_ mark: UInt8) -> Bool {
            guard line.count >= 3 && line.count <= 12 else { return false }
            let fence = trimmed(line)
            return fence.count == 3 && fence.allSatisfy { $0 == mark }
        }
        switch state {
        case .body:
            return 0
        case .maybe:
            if isFence(0x2D) {
                state = .inside
                return nil
            }
            state = .body
            return 0
        case .inside:
            if isFence(0x2D) || isFence(0x2E) {
                state = .body
                return nil
            }
            guard let first = line.first else { return nil }
            if first == 0x23 { return nil }  // '#': a comment
            if first == 0x20 || first == 0x09 || first == 0x2D { return 0 }
            return line.firstIndex(of: 0x3A).map { $0 + 1 } ?? 0
        }
    }

    /// A line without the spaces, tabs and byte order marks (U+FEFF, `EF BB BF`) at its ends,
    /// as Foundation's `trimmingCharacters(in:)` trims those characters.
    static func trimmed(_ line: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        func isBOM(_ at: Int) -> Bool { line[at] == 0xEF && line[at + 1] == 0xBB && line[at + 2] == 0xBF }
        var start = line.startIndex, end = line.endIndex
        while start < end {
            if line[start] == 0x20 || line[start] == 0x09 {
                start += 1
            } else if end - start >= 3, isBOM(start) {
                start += 3
            } else {
                break
            }
        }
        while start < end {
            if line[end - 1] == 0x20 || line[end - 1] == 0x09 {
                end -= 1
            } else if end - start >= 3, isBOM(end - 3) {
                end -= 3
            } else {
                break
            }
        }
        return line[start..<end]
    }

    /// The matches in one decoded line that start at or after byte `fromByte`, left to right,
    /// not overlapping.
    ///
    /// - Parameters:
    ///   - line: The line, without its line ending.
    ///   - fromByte: The UTF-8 offset before which no match may start.
    func matches(in line: String, fromByte: Int = 0) -> [Match] {
        let characters = Array(line)
        var byteOffsets: [Int] = []
        byteOffsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            byteOffsets.append(offset)
            offset += character.utf8.count
        }
        byteOffsets.append(offset)
        var spans: [Range<Int>] = []  // in characters
        if let regex {
            spans = regexSpans(regex, in: line, characterCount: characters.count)
        } else {
            let count = literalCharacters.count
            // Each character folded when first compared (most are compared once, with the
            // pattern's first character).
            var folded = [String?](repeating: nil, count: ignoresCase ? characters.count : 0)
            func foldedCharacter(_ index: Int) -> String {
                if let known = folded[index] { return known }
                let made = Self.fold(characters[index])
                folded[index] = made
                return made
            }
            var index = 0
            while count > 0, index + count <= characters.count {
                var equal = true
                for position in 0..<count {
                    equal = ignoresCase ? foldedCharacter(index + position) == foldedCharacters[position]
                        : characters[index + position] == literalCharacters[position]
                    if !equal { break }
                }
                if equal, !wholeWord || isWholeWord(index..<index + count, in: characters) {
                    spans.append(index..<index + count)
                    index += count
                } else {
                    index += 1
                }
            }
        }
        return spans.compactMap { span in
            guard byteOffsets[span.lowerBound] >= fromByte else { return nil }
            return Match(byteColumn: byteOffsets[span.lowerBound] + 1, column: span.lowerBound + 1,
                         text: String(characters[span]))
        }
    }

    /// ``matches(in:fromByte:)`` on a line's bytes, without decoding it: the same scan (left to
    /// right, not overlapping, then only those from `fromByte` on), for a literal ASCII pattern
    /// (``asciiPattern``) on a line of ASCII bytes, where each byte is one character and ASCII
    /// folds to itself lowered; `nil` for any other pattern or line.
    ///
    /// - Parameters:
    ///   - line: The line's bytes, without its line ending.
    ///   - fromByte: The UTF-8 offset before which no match may start.
    func asciiMatches(in line: UnsafeBufferPointer<UInt8>, fromByte: Int = 0) -> [Match]? {
        guard let pattern = asciiPattern, line.allSatisfy({ $0 < 0x80 }) else { return nil }
        let count = pattern.count
        var found: [Match] = []
        var index = 0
        while count > 0, index + count <= line.count {
            var equal = true
            for position in 0..<count {
                let byte = line[index + position]
                equal = (ignoresCase ? Self.asciiLower(byte) : byte) == pattern[position]
                if !equal { break }
            }
            if equal, !wholeWord || isWholeWord(index..<index + count, inASCII: line) {
                if index >= fromByte {
                    found.append(Match(byteColumn: index + 1, column: index + 1,
                                       text: String(decoding: UnsafeBufferPointer(rebasing: line[index..<index + count]), as: UTF8.self)))
                }
                index += count
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether the bytes on both sides of a span of an ASCII line are not word characters.
    private func isWholeWord(_ span: Range<Int>, inASCII line: UnsafeBufferPointer<UInt8>) -> Bool {
        func isWord(_ byte: UInt8) -> Bool { Self.isWordCharacter(Character(Unicode.Scalar(byte))) }
        return (span.lowerBound == 0 || !isWord(line[span.lowerBound - 1]))
            && (span.upperBound == line.count || !isWord(line[span.upperBound]))
    }

    /// Whether the characters on both sides of a span are not word characters.
    private func isWholeWord(_ span: Range<Int>, in characters: [Character]) -> Bool {
        (span.lowerBound == 0 || !Self.isWordCharacter(characters[span.lowerBound - 1]))
            && (span.upperBound == characters.count || !Self.isWordCharacter(characters[span.upperBound]))
    }

    /// The regex's matches in a line (searched in NFC), as character spans; a match that would
    /// start or end inside a character is left out. An empty match (`^`, `(?=walk)`) counts: the
    /// line matches, as in grep, and nothing in it is highlighted.
    private func regexSpans(_ regex: NSRegularExpression, in line: String, characterCount: Int) -> [Range<Int>] {
        let normalized = line.precomposedStringWithCanonicalMapping
        return regex.matches(in: normalized, range: NSRange(normalized.startIndex..., in: normalized)).compactMap { result in
            guard let range = Range(result.range, in: normalized),
                  range.lowerBound.samePosition(in: normalized) != nil,
                  range.upperBound.samePosition(in: normalized) != nil else { return nil }
            let lower = normalized.distance(from: normalized.startIndex, to: range.lowerBound)
            let upper = lower + normalized.distance(from: range.lowerBound, to: range.upperBound)
            return upper <= characterCount ? lower..<upper : nil
        }
    }
}
