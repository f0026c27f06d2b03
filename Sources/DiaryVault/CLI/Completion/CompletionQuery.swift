import Foundation

/// The hidden `vault __complete <what> [<prefix>] [--vault <dir>]` that the completion scripts run
/// at each Tab: the vault's tags, days with entries or template names that start with the prefix,
/// one per line.
///
/// It is not in the registry (help does not list it) and is answered before the command line is
/// parsed. It reads only the index cache (`.vault/cache/index.bin`, stale records included: a
/// suggestion need not be exact), never the entries, so it stays fast on a large vault, and it
/// never prints to standard error: any problem (no vault, no cache, a bad word) prints nothing
/// and exits 1. `what`: `tags` (most used first, then by tag; NFC), `dates` (`today`,
/// `yesterday`, `tomorrow`, then the days with entries, newest first), `months` (the months with
/// entries, `YYYY-MM`, newest first, then their years), `templates` (by name).
enum CompletionQuery {
    /// The hidden command's word.
    static let commandName = "__complete"

    /// The kinds of values it lists.
    static let kinds = ["tags", "dates", "months", "templates"]

    /// Lists the values and returns the exit status: 0, or 1 when nothing could be read.
    ///
    /// - Parameters:
    ///   - arguments: The words after `__complete`.
    ///   - context: The outside world; only its standard output is written.
    static func run(_ arguments: [String], context: CLIContext) -> ExitCode {
        var words: [String] = []
        var explicit: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--vault", index + 1 < arguments.count {
                explicit = arguments[index + 1]
                index += 2
                continue
            }
            if word.hasPrefix("--vault=") { explicit = String(word.dropFirst(8)) } else { words.append(word) }
            index += 1
        }
        guard let what = words.first, kinds.contains(what), words.count <= 2,
              let vault = try? Vault.discover(explicit: explicit.map { context.fileURL(forPath: $0).path },
                                              environment: context.environment,
                                              currentDirectory: context.currentDirectory.path)
        else { return .failure }
        let prefix = words.count == 2 ? words[1].precomposedStringWithCanonicalMapping : ""
        if what == "dates" {
            guard let cache = VaultCache.load(vault) else { return .failure }
            context.standardOutput.write(bytes: dateLines(in: cache, prefix: prefix))
            return .success
        }
        if what == "months" {
            guard let cache = VaultCache.load(vault) else { return .failure }
            context.standardOutput.write(lines(months(in: cache), prefix: prefix))
            return .success
        }
        guard let values = values(what, in: vault) else { return .failure }
        context.standardOutput.write(lines(values, prefix: prefix))
        return .success
    }

    /// The values that start with the prefix (by `Character`s, as `hasPrefix` compares), each
    /// made safe to print and ended by a line feed.
    static func lines(_ values: [String], prefix: String) -> String {
        values.filter { $0.hasPrefix(prefix) }.map { TerminalText.safe($0) + "\n" }.joined()
    }

    /// Every value of a kind but the dates, in the order listed, or `nil` when the cache is
    /// missing.
    ///
    /// The tags come from the summaries read in place (``VaultCache/summaryLayouts()``): no path or
    /// problem of a record is decoded.
    private static func values(_ what: String, in vault: Vault) -> [String]? {
        if what == "templates" { return EntryTemplate.names(in: vault) }
        guard let cache = VaultCache.load(vault) else { return nil }
        let summaries = cache.summaryLayouts().compactMap { cache.result($0, path: "").summary }
        return TagsRenderer.count(summaries).filter { !$0.tag.contains(where: \.isNewline) }.map(\.tag)
    }

    /// The output of `__complete dates PREFIX`: `today`, `yesterday`, `tomorrow`, then the days
    /// with entries, newest first, those that start with the prefix, one per line.
    ///
    /// The same lines as ``lines(_:prefix:)`` over those words and each day's
    /// ``CivilDate/description``, without a `String` per day: a day of the years 0 to 9999 is
    /// ten ASCII bytes, so for an ASCII prefix (the only kind such a text can start with, the
    /// prefix being NFC) starting with it is a byte comparison, and the text needs no escape.
    /// Any other day or prefix takes the `String` way. A vault of 100,000 entries has as many
    /// days to write.
    ///
    /// - Parameters:
    ///   - cache: A loaded (so checked) cache.
    ///   - prefix: The typed word, NFC.
    static func dateLines(in cache: VaultCache, prefix: String) -> [UInt8] {
        var output = Array(lines(["today", "yesterday", "tomorrow"], prefix: prefix).utf8)
        let wanted = Array(prefix.utf8)
        let isASCII = wanted.allSatisfy { $0 < 0x80 }
        var text: [UInt8] = []
        text.reserveCapacity(10)
        for day in days(in: cache) {
            let date = CivilDate(daysSinceEpoch: Int(day))
            if isASCII, (0...9999).contains(date.year) {
                text.removeAll(keepingCapacity: true)
                date.appendDescription(to: &text)
                if wanted.count <= text.count, text.starts(with: wanted) {
                    output += text
                    output.append(0x0A)
                }
            } else {
                output += Array(lines([date.description], prefix: prefix).utf8)
            }
        }
        return output
    }

    /// The months of the cached summaries' days as `YYYY-MM`, newest first, then their years
    /// `YYYY`, newest first: what `vault calendar` takes (a day there is refused).
    ///
    /// - Parameter cache: A loaded (so checked) cache.
    static func months(in cache: VaultCache) -> [String] {
        var months: [String] = []
        var years: [String] = []
        for day in days(in: cache) {
            let date = CivilDate(daysSinceEpoch: Int(day))
            let text = date.description
            // `YYYY-MM-DD` for the years 0 to 9999, the only ones a month argument names.
            guard (0...9999).contains(date.year) else { continue }
            let month = String(text.prefix(7)), year = String(text.prefix(4))
            if months.last != month { months.append(month) }
            if years.last != year { years.append(year) }
        }
        return months + years
    }

    /// The days of the cached summaries, as days since 1970-01-01, each once, newest first.
    ///
    /// Marked in a bit set over the span of the days (184 years: 67,000 bits) when it is at most
    /// `maximumSpan` days, else sorted.
    ///
    /// - Parameters:
    ///   - cache: A loaded (so checked) cache.
    ///   - maximumSpan: The widest span marked in a bit set: 2^24 days (the years 0 to 9999 span
    ///     3.65 million), smaller only in tests of the other way.
    static func days(in cache: VaultCache, maximumSpan: Int = 1 << 24) -> [Int32] {
        let days = cache.summaryDayNumbers()
        guard let low = days.min(), let high = days.max() else { return [] }
        let span = Int(high) - Int(low) + 1
        guard span <= maximumSpan else {
            var unique: [Int32] = []
            for day in days.sorted(by: >) where day != unique.last { unique.append(day) }
            return unique
        }
        var marked = [UInt64](repeating: 0, count: (span + 63) / 64)
        for day in days {
            let bit = Int(day) - Int(low)
            marked[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        var unique: [Int32] = []
        unique.reserveCapacity(min(days.count, span))
        for word in stride(from: marked.count - 1, through: 0, by: -1) where marked[word] != 0 {
            var bits = marked[word]
            while bits != 0 {
                let top = 63 - bits.leadingZeroBitCount
                unique.append(Int32(Int(low) + word * 64 + top))
                bits &= ~(1 << UInt64(top))
            }
        }
        return unique
    }
}
