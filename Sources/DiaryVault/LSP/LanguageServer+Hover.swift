import Foundation

extension LanguageServer {
    /// The catalogue's name of a mood.
    static func moodKey(_ mood: Mood) -> Catalogue.Key {
        switch mood {
        case .bad: .moodBad
        case .notGreat: .moodNotGreat
        case .okay: .moodOkay
        case .good: .moodGood
        case .great: .moodGreat
        }
    }

    /// `textDocument/hover`: on a link, the target's title and first lines; on a tag, how many
    /// entries have it and the dates of the first and the last; on a mood, its name in the
    /// user's language and its calendar mark; on a date, the date in the user's language, its
    /// weekday, and how long ago it was (or how far away). `null` elsewhere. Words come from the
    /// catalogue (``TimeWords``), in the locale of `LC_ALL`/`LC_TIME`/`LANG`.
    func hover(_ params: ImportValue) throws -> ImportValue {
        let (document, offset) = try target(params)
        guard let text = hoverText(document, offset: offset) else { return .null }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))]))])
    }

    /// The hover's markdown, or `nil`.
    func hoverText(_ document: TextDocument, offset: Int) -> String? {
        let words = TimeWords(localeIdentifier: options.localeIdentifier)
        if let link = Self.link(at: offset, in: document), let path = resolve(link, from: document),
           let bytes = try? FileSystem.read(path) {
            let lines: [Substring]
            var title = link.target
            if let parsed = try? EntryDocument(parsing: bytes, path: path) {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                let entryTitle = Entry(keysOf: parsed, fileName: name).title
                if !entryTitle.isEmpty { title = entryTitle }
                lines = parsed.body.split(separator: "\n", omittingEmptySubsequences: true)
            } else {
                lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            }
            return "**\(title)**\n\n" + lines.prefix(5).joined(separator: "\n")
        }
        if let tag = Self.tag(at: offset, in: document) {
            let dated = (workspace?.entries ?? []).filter { $0.tags.contains(tag) }.map(\.day)
            var text = "#\(tag): \(words.words(.countEntries, count: dated.count))"
            if let first = dated.min(), let last = dated.max() { text += " · \(words.date(first)) – \(words.date(last))" }
            return text
        }
        let line = document.lineRange(document.position(ofByte: offset).line)
        let bytes = document.bytes[line]
        guard let closing = Self.frontMatterClosingLine(document), document.position(ofByte: offset).line < closing,
              let colon = bytes.firstIndex(of: UInt8(ascii: ":")), offset > colon else { return nil }
        let value = String(decoding: bytes[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\"", "'"])
        switch SemanticKey(naming: String(decoding: bytes[..<colon], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])) {
        case .mood?:
            guard let mood = Mood(parsing: value) else { return nil }
            return "\(words.words(Self.moodKey(mood))) · \(mood.level)/5 · '\(CalendarRenderer.Mark.mood(mood).symbol)'"
        case .date?:
            guard let date = EntryDate(parsing: value) else { return nil }
            let day = date.day, today = options.today()
            let weekday = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: day.year)
                .weekdayHeader(firstWeekday: 1)[day.weekday - 1]
            var years = today.year - day.year
            if (today.month, today.day) < (day.month, day.day) { years -= 1 }
            let distance = day.daysSinceEpoch - today.daysSinceEpoch
            let when = years >= 1 ? words.yearsAgo(years) : distance >= 0 ? words.away(distance) : words.offset(distance)
            return "\(words.date(day)) (\(weekday)) · \(when)" + anniversaryLines(on: day, words: words)
        default:
            return nil
        }
    }

    /// For a date's hover, one markdown list item per anniversary (the config's in file order,
    /// then the entries marked `anniversary: true`, oldest first), as `vault dday --on DATE`
    /// counts it (``DDay``, ``DDayRenderer``): `- We met (2021-05-04): D+2036 · 2100 days, in 64
    /// days`; empty without a vault or anniversaries.
    func anniversaryLines(on day: CivilDate, words: TimeWords) -> String {
        guard let vault, let config = try? VaultConfig.load(vault) else { return "" }
        let rules = config.timeRules(localeIdentifier: options.localeIdentifier)
        let marked = (workspace?.entries ?? []).filter(\.isAnniversary).sorted { $0.day < $1.day }
        let anniversaries = config.anniversaries + marked.map(Anniversary.init)
        guard !anniversaries.isEmpty else { return "" }
        return "\n\n" + anniversaries.map { anniversary in
            let dday = DDay(anniversary, today: day, rules: rules)
            var line = "- \(anniversary.name) (\(anniversary.date)): \(DDayRenderer.number(dday.number))"
            if let next = dday.milestones.first {
                line += " · \(DDayRenderer.label(next.kind, words)), \(words.away(next.daysAway))"
            }
            return line
        }.joined(separator: "\n")
    }

    /// `textDocument/documentSymbol`: the entry's markdown headings (`#` to `######` outside
    /// the front matter and fenced code), as `DocumentSymbol`s of kind String (15), flat.
    func documentSymbols(_ params: ImportValue) throws -> ImportValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "the document is not open")
        }
        var symbols: [ImportValue] = []
        var inFence = false
        let first = (Self.frontMatterClosingLine(document) ?? -1) + 1
        for line in first..<document.lineCount {
            let range = document.lineRange(line)
            let bytes = document.bytes[range]
            if bytes.starts(with: "```".utf8) || bytes.starts(with: "~~~".utf8) { inFence.toggle() }
            guard !inFence else { continue }
            let level = bytes.prefix { $0 == UInt8(ascii: "#") }.count
            guard (1...6).contains(level), bytes.count > level, bytes[range.lowerBound + level] == 0x20 else { continue }
            let name = String(decoding: bytes.dropFirst(level + 1), as: UTF8.self).trimmingCharacters(in: [" ", "#"])
            let whole = Self.json(document.position(ofByte: range.lowerBound), document.position(ofByte: range.upperBound))
            symbols.append(.object([
                ("name", .string(name.isEmpty ? String(repeating: "#", count: level) : name)),
                ("detail", .string("h\(level)")), ("kind", .int(15)), ("range", whole), ("selectionRange", whole),
            ]))
        }
        return .array(symbols)
    }

    /// `textDocument/documentLink`: every `[[wikilink]]` and markdown link whose target exists,
    /// with the target's `file:` URI.
    func documentLinks(_ params: ImportValue) throws -> ImportValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "the document is not open")
        }
        var links: [ImportValue] = []
        for line in 0..<document.lineCount {
            let range = document.lineRange(line)
            let bytes = Array(document.bytes[range])
            var index = 0
            while index + 1 < bytes.count {
                var span: Range<Int>?
                if bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "["),
                   let close = Self.find([0x5D, 0x5D], in: bytes, from: index + 2) {
                    span = (index + 2)..<close
                } else if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "("),
                          let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ")")) {
                    span = (index + 2)..<close
                }
                guard let span else { index += 1; continue }
                if let link = Self.link(at: range.lowerBound + span.lowerBound, in: document), let path = resolve(link, from: document) {
                    links.append(.object([
                        ("range", Self.json(document.position(ofByte: range.lowerBound + span.lowerBound),
                                            document.position(ofByte: range.lowerBound + span.upperBound))),
                        ("target", .string(Self.uri(ofPath: path))),
                    ]))
                }
                index = span.upperBound + 1
            }
        }
        return .array(links)
    }
}
