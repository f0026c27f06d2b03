// The harnesses of the readers of typed text and of the merge driver's and language server's
// inputs (`scripts/fuzz.sh query|dates|markdown|merge|lsp SECONDS`).

import Foundation

/// The query parser, the date readers, the markdown renderer, the merge driver and the language
/// server's framing, each with a property beyond "no crash".
enum TextReadersFuzz {
    /// An entry the parsed queries are matched against (its summary and its front matter).
    static let sample: (summary: EntrySummary, document: EntryDocument) = {
        let file = "---\ndate: 2026-11-29T21:30:00+09:00\nmood: good\nstarred: true\ntags: [walk, 한강]\nweather: 3\n---\n# Night walk\n\nCold.\n"
        let bytes = Array(file.utf8)
        guard case .summary(let summary) = bytes.withUnsafeBufferPointer({ EntrySummary.readFull($0, path: "2026/11/2026-11-29-night-walk.md") }),
              let document = try? EntryDocument(parsing: bytes) else { fatalError("the sample entry does not read") }
        return (summary, document)
    }()

    /// `--where`, `--mood` and `--in`: a refused expression's column is inside the text or one
    /// past its end (1-based UTF-8 bytes, as the error says); a parsed predicate can be matched.
    static func query(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        do {
            let predicate = try EntryQuery.predicate(parsing: text, today: CivilDate(year: 2026, month: 12, day: 7))
            var query = EntryQuery()
            query.predicates = [predicate]
            _ = query.matches(sample.summary, frontMatter: sample.document.frontMatter)
        } catch {
            if error.column < 1 || error.column > text.utf8.count + 1 {
                fatalError("property violated: column \(error.column) outside a text of \(text.utf8.count) bytes: \(error.message)")
            }
        }
        _ = try? EntryQuery.moods(parsing: text)
        _ = EntryQuery.periodSelection(parsing: text)
    }

    /// The relative-day, day-argument and date-argument readers and RFC 3339 dates, on the first
    /// and last days they allow as today: a day read is a day of the calendar in years 0000-9999.
    static func dates(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for today in [CivilDate(year: 2026, month: 12, day: 7)!, CivilDate(year: 0, month: 1, day: 1)!, CivilDate(year: 9999, month: 12, day: 31)!] {
            if let day = RelativeDay.parse(text, today: today) {
                if !(0...9999).contains(day.year) || CivilDate(year: day.year, month: day.month, day: day.day) == nil {
                    fatalError("property violated: '\(text)' read as \(day.year)-\(day.month)-\(day.day)")
                }
            }
            _ = DayArgument.parse(text, today: today)
        }
        for zone in [TimeZone(identifier: "UTC")!, TimeZone(identifier: "Pacific/Kiritimati")!] {
            // The clock is not outside input: its last instant here is 9999-12-31 in every zone.
            for now in [Date(timeIntervalSince1970: 1_796_000_000), Date(timeIntervalSince1970: 253_402_200_000)] {
                _ = DateArgument.parse(text, now: now, timeZone: zone)
            }
        }
        _ = DateArgument.expectation(for: text)
        _ = EntryDate(parsing: text)
    }

    /// The markdown renderer, safe by default: nothing the input holds becomes a `<script>`,
    /// `<iframe>`, an event attribute or a `javascript:`, `vbscript:` or `data:text` link; the
    /// resolving and CommonMark renderers also run.
    static func markdown(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let html = MarkdownRenderer().html(text)
        if let problem = unsafeMarkup(html) {
            fatalError("property violated: the safe renderer wrote \(problem)")
        }
        let resolving = MarkdownRenderer(options: .init(headingIDs: true, resolveLink: { target in
            target.path.utf8.count % 2 == 0 ? "entries/2026-11-29.html" : nil
        }))
        if let problem = unsafeMarkup(resolving.html(text)) {
            fatalError("property violated: the resolving renderer wrote \(problem)")
        }
        _ = MarkdownRenderer(options: .commonMark).html(text)
    }

    /// What in an HTML fragment could run script, or `nil`: a `<script` or `<iframe` tag, an
    /// `on...=` attribute inside a tag, or an `href`/`src` whose value (character references
    /// decoded, ASCII spaces and controls removed, as browsers read it) starts with a dangerous
    /// scheme.
    static func unsafeMarkup(_ html: String) -> String? {
        let bytes = Array(html.utf8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let tag = String(decoding: bytes[index..<min(end + 1, bytes.count)], as: UTF8.self)
            if tag.hasPrefix("<script") || tag.hasPrefix("<iframe") || tag.hasPrefix("<object") || tag.hasPrefix("<embed") {
                return "the tag \(tag)"
            }
            if tag.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) != nil { return "an event attribute in \(tag)" }
            for attribute in ["href=\"", "src=\""] {
                var rest = tag[...]
                while let found = rest.range(of: attribute) {
                    let value = rest[found.upperBound...].prefix { $0 != "\"" }
                    let scheme = decodedReferences(String(value)).unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)
                    let url = String(scheme).lowercased()
                    if url.hasPrefix("javascript:") || url.hasPrefix("vbscript:") || url.hasPrefix("data:text") {
                        return "the link \(value) in \(tag)"
                    }
                    rest = rest[found.upperBound...]
                }
            }
            index = end
        }
        return nil
    }

    /// A text with its numeric character references (`&#58;`, `&#x3A;`) and the named ones a
    /// scheme could hide behind (`&colon;`, `&tab;`, `&newline;`) decoded.
    static func decodedReferences(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else { result += "&"; rest = after; continue }
            let name = after[..<semicolon].lowercased()
            var scalar: Unicode.Scalar?
            if name.hasPrefix("#x") { scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
            else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init) }
            else { scalar = ["colon": ":", "tab": "\t", "newline": "\n"][name] }
            if let scalar { result.unicodeScalars.append(scalar); rest = after[after.index(after: semicolon)...] } else { result += "&"; rest = after }
        }
        return result + rest
    }

    /// The merge driver on three versions split from one input at NUL bytes (base, ours,
    /// theirs). Properties: the merge is deterministic; a side merged with an unchanged other side
    /// gives that side exactly, with no conflict; two equal sides give that side; and nothing a
    /// side added is lost: in a merge of whole lines, no line that either side added (a line not
    /// in the base); in a merge by keys, which parses again, no body line a side added and no
    /// front-matter key a side added (a list both sides changed is written as one union line, so
    /// its lines are not compared).
    static func merge(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map(Array.init)
        let base = parts.count > 0 ? parts[0] : [], ours = parts.count > 1 ? parts[1] : [], theirs = parts.count > 2 ? parts[2] : []
        let merged = EntryMerge.merge(base: base, ours: ours, theirs: theirs)
        if EntryMerge.merge(base: base, ours: ours, theirs: theirs) != merged { fatalError("property violated: two merges differ") }
        if merged.mergedAsLines || merged.isTwoEntries {
            keepsAddedLines(base: base, sides: [("ours", ours), ("theirs", theirs)], result: merged.bytes)
        } else {
            guard let result = try? EntryDocument(parsing: merged.bytes) else { fatalError("property violated: a merge by keys does not parse") }
            let baseDocument = try? EntryDocument(parsing: base)
            for (side, sideBytes) in [("ours", ours), ("theirs", theirs)] {
                guard let document = try? EntryDocument(parsing: sideBytes) else { continue }
                keepsAddedLines(base: Array((baseDocument?.body ?? "").utf8), sides: [(side, Array(document.body.utf8))], result: Array(result.body.utf8))
                let baseKeys = Set(baseDocument?.frontMatter?.keys ?? []), resultKeys = Set(result.frontMatter?.keys ?? [])
                for key in document.frontMatter?.keys ?? [] where !baseKeys.contains(key) && !resultKeys.contains(key) {
                    fatalError("property violated: the key \(key.debugDescription) that \(side) added is lost")
                }
            }
        }
        for side in [ours, theirs] {
            let alone = EntryMerge.merge(base: base, ours: side, theirs: base), other = EntryMerge.merge(base: base, ours: base, theirs: side)
            if alone.bytes != side || alone.conflicts != 0 { fatalError("property violated: ours changed alone does not give ours (\(alone.conflicts) conflicts)") }
            if other.bytes != side || other.conflicts != 0 { fatalError("property violated: theirs changed alone does not give theirs (\(other.conflicts) conflicts)") }
            let same = EntryMerge.merge(base: base, ours: side, theirs: side)
            if same.bytes != side || same.conflicts != 0 { fatalError("property violated: two equal sides do not give that side (\(same.conflicts) conflicts)") }
        }
    }

    /// Traps when a line of a side that is not in the base is not in the result.
    static func keepsAddedLines(base: [UInt8], sides: [(String, [UInt8])], result: [UInt8]) {
        let resultLines = Set(lines(result)), baseLines = Set(lines(base))
        for (side, sideBytes) in sides {
            for line in lines(sideBytes) where !baseLines.contains(line) && !resultLines.contains(line) {
                fatalError("property violated: the line \(String(decoding: line, as: UTF8.self).debugDescription) that \(side) added is lost")
            }
        }
    }

    /// A file's lines without their line breaks (LF, and a CR before it).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { $0.last == 0x0D ? $0.dropLast() : $0 }
    }

    /// The language server's framing (`Content-Length` headers) over the input read from a file
    /// descriptor, each message parsed as JSON. Properties: the stream ends (at most one event
    /// per input byte, plus the end), and no message kept is longer than the reader's limit.
    static func lspFraming(_ bytes: [UInt8]) {
        let path = ImportFuzz.write(bytes, to: "lsp-input")
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { fatalError("cannot open \(path)") }
        defer { close(descriptor) }
        var reader = MessageReader(descriptor: descriptor, maximumContentLength: 4096)
        var events = 0
        while true {
            events += 1
            if events > bytes.count + 2 { fatalError("property violated: \(events) events from \(bytes.count) bytes") }
            switch reader.next() {
            case .end: return
            case .message(let content):
                if content.count > 4096 { fatalError("property violated: a message of \(content.count) bytes kept, limit 4096") }
                _ = try? JSONReader.parse(content)
            case .badHeader, .tooLarge: continue
            }
        }
    }
}
