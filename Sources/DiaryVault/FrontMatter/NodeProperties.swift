/// Reads the YAML node properties the subset parser keeps raw: tags (`!!str 02700`), anchors
/// (`&d 2026-11-29`) and aliases (`*d`), YAML 1.2.2 sections 6.9, 7.1 and 10.3.
///
/// The core-schema tags `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!seq` and `!!map` (and
/// their verbatim `!<tag:yaml.org,2002:...>` forms, and the non-specific `!`) are applied. An
/// alias is replaced by a copy of its anchor's value, within a budget of
/// ``FrontMatterParser/aliasNodeBudget`` values for the whole front matter, so an alias bomb
/// fails at once instead of expanding. What vault cannot read (another tag, a merge key `<<`, an
/// alias of a mapping) is ``FrontMatterValue/unknown(_:)``, never its text as a string.
struct NodeProperties {
    /// A value an anchor names, with its size in values.
    struct Anchored {
        var value: FrontMatterValue
        var size: Int
    }

    /// Why a value could not be read.
    enum Failure: Error {
        /// An alias with no anchor before it: the alias as written (`*d`).
        case undefinedAlias(String)
        /// Copying an alias would pass the budget: the alias as written.
        case budgetExceeded(String)
    }

    /// The anchors defined so far, by name (the latest definition wins, section 7.1).
    var anchors: [String: Anchored] = [:]
    /// How many more values alias copies may make.
    var budget = FrontMatterParser.aliasNodeBudget

    private var bytes: [UInt8] = []
    private var position = 0

    /// Reads a raw value (its text as the parser keeps it, `\n` line breaks), registering its anchors.
    ///
    /// - Returns: The value, or `nil` when the text holds no node property (then it stays raw).
    /// - Throws: ``Failure``.
    mutating func resolve(_ text: String, isMergeKey: Bool) throws -> FrontMatterValue? {
        bytes = Array(text.utf8)
        position = 0
        guard mayHaveProperties() else { return nil }
        let value: FrontMatterValue
        do {
            value = try node(inFlow: false, depth: 0)
            skipSpace(inFlow: true)
            if position < bytes.count { throw Unreadable() }
        } catch is Unreadable {
            // A mapping or another form outside the subset: anchors inside it name unknown values.
            registerAnchorsInUnreadable()
            try checkAliasesInUnreadable()
            return isMergeKey ? .unknown(text) : nil
        }
        return isMergeKey ? .unknown(text) : value
    }

    /// Thrown inside the reader for text it does not read (a mapping, a block scalar).
    private struct Unreadable: Error {}

    /// Whether the text has `!`, `&` or `*` where a property or alias may start.
    private func mayHaveProperties() -> Bool {
        var previous: UInt8 = 0x20
        var quote: UInt8?
        for byte in bytes {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*"),
                      previous == 0x20 || previous == 0x0A || previous == UInt8(ascii: "[") || previous == UInt8(ascii: ",")
                        || previous == UInt8(ascii: "-") || previous == UInt8(ascii: "{") {
                return true
            }
            previous = byte
        }
        return false
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Moves past blanks (and, in flow, line breaks and comments).
    private mutating func skipSpace(inFlow: Bool) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || (inFlow && byte == 0x0A) {
                position += 1
            } else if byte == UInt8(ascii: "#"), position == 0 || [0x20, 0x09, 0x0A].contains(bytes[position - 1]) {
                while let next = current, next != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }

    /// A word ending at a blank, a line break or (in flow) a flow indicator.
    private mutating func word(inFlow: Bool) -> String {
        let start = position
        while let byte = current, byte != 0x20, byte != 0x09, byte != 0x0A,
              !(inFlow && [UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(byte)) {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads one node: properties, then an alias, a flow sequence, a block sequence or a scalar.
    private mutating func node(inFlow: Bool, depth: Int) throws -> FrontMatterValue {
        guard depth < 64 else { throw Unreadable() }
        var tag: String?
        var anchor: String?
        while true {
            skipSpace(inFlow: true)
            if current == UInt8(ascii: "!"), tag == nil {
                tag = word(inFlow: inFlow)
            } else if current == UInt8(ascii: "&"), anchor == nil {
                position += 1
                anchor = word(inFlow: inFlow)
                guard !(anchor ?? "").isEmpty else { throw Unreadable() }
            } else {
                break
            }
        }
        var value: FrontMatterValue
        var scalarText: (String, ScalarStyle)?
        switch current {
        case UInt8(ascii: "*")?:
            guard tag == nil, anchor == nil else { throw Unreadable() }
            position += 1
            let name = word(inFlow: inFlow)
            guard let anchored = anchors[name] else { throw Failure.undefinedAlias("*" + name) }
            guard budget >= anchored.size else { throw Failure.budgetExceeded("*" + name) }
            budget -= anchored.size
            return anchored.value
        case UInt8(ascii: "[")?:
            value = try flowSequence(depth: depth)
        case UInt8(ascii: "-")? where !inFlow && position + 1 < bytes.count && [0x20, 0x0A].contains(bytes[position + 1]):
            value = try blockSequence(depth: depth)
        case UInt8(ascii: "{")?, UInt8(ascii: "|")?, UInt8(ascii: ">")?, UInt8(ascii: "?")?:
            throw Unreadable()
        case nil, UInt8(ascii: ",")?, UInt8(ascii: "]")?:
            // An empty node: null, or the empty string under `!!str`.
            scalarText = ("", .plain)
            value = .null
        default:
            let (text, style) = try scalar(inFlow: inFlow)
            scalarText = (text, style)
            value = FrontMatterScalar(text: text, style: style).value
        }
        if let tag { value = Self.apply(tag, to: value, scalar: scalarText) }
        if let anchor { anchors[anchor] = Anchored(value: value, size: Self.size(of: value)) }
        return value
    }

    /// Reads a scalar by handing its text to the subset parser (`v: <text>`), which knows quoting,
    /// escapes and folding.
    private mutating func scalar(inFlow: Bool) throws -> (String, ScalarStyle) {
        let start = position
        if let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            position += 1
            while let byte = current {
                // An escape takes the next byte too, but never past the end (a `\` last).
                if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") { position = min(position + 2, bytes.count); continue }
                if byte == quote {
                    if quote == UInt8(ascii: "'"), position + 1 < bytes.count, bytes[position + 1] == quote { position += 2; continue }
                    position += 1
                    break
                }
                position += 1
            }
        } else {
            while let byte = current {
                if inFlow, [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "[")].contains(byte) { break }
                if byte == UInt8(ascii: "#"), position > start, [0x20, 0x09].contains(bytes[position - 1]) { break }
                if !inFlow, byte == 0x0A { break }
                position += 1
            }
        }
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        while text.last == " " || text.last == "\t" { text.removeLast() }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let oneLine = lines.map { $0.drop { $0 == " " } }.joined(separator: "\n  ")
        guard let document = try? EntryDocument(parsing: "---\nv: " + oneLine + "\n---\n"),
              case .scalar(let parsed)? = document.frontMatter?.field("v")?.node else { throw Unreadable() }
        return (parsed.text, parsed.style)
    }

    /// Reads `[a, b]`, whose items may have properties or be aliases.
    private mutating func flowSequence(depth: Int) throws -> FrontMatterValue {
        position += 1
        var items: [FrontMatterValue] = []
        while true {
            skipSpace(inFlow: true)
            if current == UInt8(ascii: "]") { position += 1; return .sequence(items) }
            items.append(try node(inFlow: true, depth: depth + 1))
            skipSpace(inFlow: true)
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current == UInt8(ascii: "]") else { throw Unreadable() }
        }
    }

    /// Reads `- item` lines at the current column; an item is the rest of its line.
    private mutating func blockSequence(depth: Int) throws -> FrontMatterValue {
        var items: [FrontMatterValue] = []
        let lineStart = (bytes[..<position].lastIndex(of: 0x0A)).map { $0 + 1 } ?? 0
        let column = position - lineStart
        while current == UInt8(ascii: "-") {
            position += 1
            let lineEnd = bytes[position...].firstIndex(of: 0x0A) ?? bytes.count
            // An item continued on the next line (a nested node) is outside what this reads.
            var indent = 0
            while lineEnd + 1 + indent < bytes.count, bytes[lineEnd + 1 + indent] == 0x20 { indent += 1 }
            if lineEnd + 1 + indent < bytes.count, indent > column { throw Unreadable() }
            var item = NodeProperties(anchors: anchors, budget: budget)
            item.bytes = Array(bytes[position..<lineEnd])
            let value = try item.node(inFlow: false, depth: depth + 1)
            item.skipSpace(inFlow: false)
            guard item.position == item.bytes.count else { throw Unreadable() }
            (anchors, budget) = (item.anchors, item.budget)
            items.append(value)
            position = min(lineEnd + 1, bytes.count)
            while let byte = current, byte == 0x20 { position += 1 }
        }
        return .sequence(items)
    }

    /// A value under a tag: the core-schema tags convert or check it; any other tag makes it unknown.
    static func apply(_ tag: String, to value: FrontMatterValue, scalar: (String, ScalarStyle)?) -> FrontMatterValue {
        let name: String
        switch tag {
        case "!": return scalar.map { .string($0.0) } ?? value
        case _ where tag.hasPrefix("!!"): name = String(tag.dropFirst(2))
        case _ where tag.hasPrefix("!<tag:yaml.org,2002:") && tag.hasSuffix(">"): name = String(tag.dropFirst(20).dropLast())
        default: return .unknown(tag)
        }
        let resolved = scalar.map { CoreSchema.resolve($0.0) }
        switch (name, resolved, value) {
        case ("str", _, _): return scalar.map { .string($0.0) } ?? .unknown(tag)
        case ("int", .integer?, _): return resolved ?? value
        case ("float", .float?, _): return resolved ?? value
        case ("float", .integer(let number)?, _): return .float(Double(number))
        case ("bool", .bool?, _): return resolved ?? value
        case ("null", .null?, _): return .null
        case ("seq", nil, .sequence): return value
        case ("map", _, .raw), ("map", nil, .mapping): return value
        default: return .unknown(tag)
        }
    }

    /// The number of values in a value: 1, plus its items' (a mapping's keys count as values).
    static func size(of value: FrontMatterValue) -> Int {
        switch value {
        case .sequence(let items): items.reduce(1) { $0 + size(of: $1) }
        case .mapping(let pairs): pairs.reduce(1) { $0 + 1 + size(of: $1.value) }
        default: 1
        }
    }

    /// Registers every `&name` in text this does not read, as unknown values.
    private mutating func registerAnchorsInUnreadable() {
        for (name, _) in Self.tokens(after: UInt8(ascii: "&"), in: bytes) {
            anchors[name] = Anchored(value: .unknown("&" + name), size: 1)
        }
    }

    /// Checks that every `*name` in text this does not read has an anchor.
    private func checkAliasesInUnreadable() throws {
        for (name, _) in Self.tokens(after: UInt8(ascii: "*"), in: bytes) where anchors[name] == nil {
            throw Failure.undefinedAlias("*" + name)
        }
    }

    /// The names after an indicator (`&` or `*`) that starts a token outside quotes and
    /// comments, with their offsets.
    ///
    /// - Parameters:
    ///   - indicator: `&` for anchors, `*` for aliases.
    ///   - bytes: The text to scan.
    ///   - skippingQuotes: Whether text from a quote to the next same quote is skipped. The edit
    ///     check (``FrontMatter/anchorUsedByAliases(inField:)``) passes `false`: it must find every
    ///     name that could be one, and a quote inside a word (`!"tag`, `it's`) opens nothing in YAML.
    static func tokens(after indicator: UInt8, in bytes: [UInt8], skippingQuotes: Bool = true) -> [(String, Int)] {
        var result: [(String, Int)] = []
        var quote: UInt8?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let previous: UInt8 = index > 0 ? bytes[index - 1] : 0x20
            if let open = quote {
                if byte == open { quote = nil }
            } else if skippingQuotes, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#"), previous == 0x20 || previous == 0x0A || previous == 0x09 {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            } else if byte == indicator, [0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "{")].contains(previous) {
                // A name ends at white space or a line break, CR included (YAML 1.2 section 6.9.2:
                // ns-anchor-char is an ns-char that is not a flow indicator; fuzz finding
                // anchor-before-carriage-return).
                var end = index + 1
                while end < bytes.count, ![0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
                                           UInt8(ascii: "["), UInt8(ascii: "{")].contains(bytes[end]) { end += 1 }
                if end > index + 1 { result.append((String(decoding: bytes[index + 1..<end], as: UTF8.self), index)) }
                index = end
                continue
            }
            index += 1
        }
        return result
    }
}
