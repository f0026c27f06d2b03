import Foundation

/// The selection options every command that works on entries accepts, and their reading into
/// an ``EntryQuery``.
///
/// A command adds ``specs`` to its options (and, if it takes one, a `period` positional) and calls
/// ``query(from:period:now:timeZone:randomSeed:)``. Dates accept what `vault new --date` accepts
/// (``DateArgument``: `today`, `yesterday`, `YYYY-MM-DD`, a date and time); a time given is read
/// for its day. Errors are usage errors (exit 64): ``CLIError/invalidValue(_:for:expected:)``
/// for a date, period, count or seed, ``CLIError/invalidQuery(option:text:column:expected:)``
/// with a caret for `--where` and `--mood`, ``CLIError/conflictingOptions(_:_:)``.
enum SelectionOptions {
    /// The values `--sort` accepts, in the order help lists them (``EntryQuery/Order/Name``).
    static let sortOrders = EntryQuery.Order.Name.allCases.map(\.rawValue)

    /// The option specs, in the order help lists them.
    static let specs: [OptionSpec] = [
        .value("from", valueName: "date", help: "Only entries on or after this day (today, yesterday, 3 days ago, last friday, YYYY-MM-DD...)."),
        .value("to", valueName: "date", help: "Only entries on or before this day."),
        .value("on", valueName: "date", help: "Only entries of this day."),
        .value("in", valueName: "period", help: "Only entries of a year YYYY, a month YYYY-MM or a day YYYY-MM-DD, or of a day of every year MM-DD."),
        .flag("starred", help: "Only starred entries."),
        .flag("unstarred", help: "Only entries that are not starred."),
        .value("mood", valueName: "level", repeatable: true,
               help: "Only entries with this mood (bad, not-great, okay, good, great), or in a range such as '>=good'; repeat for more moods."),
        .value("tag", valueName: "tag", repeatable: true, help: "Only entries with this tag; repeat: with all of them."),
        .value("any-tag", valueName: "tag", repeatable: true, help: "Only entries with at least one of these tags."),
        .value("not-tag", valueName: "tag", repeatable: true, help: "Only entries without this tag; repeat: without any of them."),
        .value("where", valueName: "expression", repeatable: true,
               help: "Only entries whose front matter passes 'KEY OP VALUE' (OP: =, !=, <, <=, >, >=, ~ contains), 'has:KEY' or '!has:KEY'; repeat: all must pass."),
        .value("limit", short: "n", valueName: "count", help: "At most this many entries, after sorting."),
        .value("sort", valueName: "order", allowedValues: sortOrders,
               help: "The order: newest (the default), oldest, starred or unstarred first, or random."),
        .value("seed", valueName: "number", help: "The seed of --sort random, for a repeatable shuffle."),
    ]

    /// The names of ``specs``, for commands that check which selection options were given.
    static let names = specs.map(\.name)

    /// Reads the selection options of a command line into a query.
    ///
    /// Without `--sort` the order is newest first (a command with a remembered order checks
    /// `arguments.value("sort") == nil` and sets ``EntryQuery/order`` itself).
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line; its command must declare ``specs``.
    ///   - period: The command's period argument as typed (`2026`, `2026-11`, `11-29`), if any;
    ///     it means what `--in` means and may not be given with it.
    ///   - now: The current instant, for `today` and `yesterday`.
    ///   - timeZone: The local time zone.
    ///   - randomSeed: The seed of `--sort random` when `--seed` is not given.
    /// - Returns: The query.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a bad date, period, `--limit` or
    ///   `--seed`, and for `--to` before `--from`; ``CLIError/invalidQuery(option:text:column:expected:)``
    ///   for a bad `--where` or `--mood`; ``CLIError/conflictingOptions(_:_:)`` for `--starred`
    ///   with `--unstarred`, `--on` with `--from` or `--to`, a period with `--in`;
    ///   ``CLIError/argumentNeedsOption(argument:option:)`` for `--seed` without `--sort random`.
    static func query(
        from arguments: ParsedArguments, period: String? = nil, now: Date, timeZone: TimeZone, randomSeed: UInt64
    ) throws(CLIError) -> EntryQuery {
        var query = EntryQuery()
        // A selection is by days: a time would be ignored, so it is refused rather than dropped.
        let dayForms = "a day YYYY-MM-DD or " + RelativeDay.forms
        func day(_ name: String) throws(CLIError) -> CivilDate? {
            guard let text = arguments.value(name) else { return nil }
            guard let date = DateArgument.parse(text, now: now, timeZone: timeZone) else {
                throw .invalidValue(text, for: synopsis(name, in: arguments), expected: DateArgument.expectation(for: text, forms: dayForms))
            }
            if date.time != nil {
                throw .invalidValue(text, for: synopsis(name, in: arguments), expected: dayForms
                    + " without a time: --from, --to and --on select whole days (write \(date.day); for a time, use --where 'date >= \(text)')")
            }
            return date.day
        }
        query.from = try day("from")
        query.to = try day("to")
        if let on = try day("on") {
            if query.from != nil { throw .conflictingOptions("--on", "--from") }
            if query.to != nil { throw .conflictingOptions("--on", "--to") }
            (query.from, query.to) = (on, on)
        }
        if let from = query.from, let to = query.to, to < from, let text = arguments.value("to") {
            throw .invalidValue(text, for: synopsis("to", in: arguments), expected: "a day on or after --from (\(from))")
        }
        if period != nil, arguments.value("in") != nil { throw .conflictingOptions("<period>", "--in") }
        if let text = period ?? arguments.value("in") {
            guard let selection = EntryQuery.periodSelection(parsing: text) else {
                throw .invalidValue(text, for: period != nil ? "<period>" : synopsis("in", in: arguments),
                                    expected: "a year YYYY, a month YYYY-MM, a day YYYY-MM-DD, or MM-DD for that day of every year")
            }
            query.period = selection
        }
        switch (arguments.flag("starred"), arguments.flag("unstarred")) {
        case (true, true): throw .conflictingOptions("--starred", "--unstarred")
        case (true, false): query.starred = true
        case (false, true): query.starred = false
        case (false, false): break
        }
        // `vault calendar` has a `--mood` flag of its own (mark days by mood) instead of this option.
        let moodTexts = arguments.spec.option(named: "mood")?.takesValue == true ? arguments.values("mood") : []
        for text in moodTexts {
            do throws(EntryQuery.ParseError) {
                query.moods = (query.moods ?? []).union(try EntryQuery.moods(parsing: text))
            } catch {
                throw .invalidQuery(option: synopsis("mood", in: arguments), text: text, column: error.column, expected: error.message)
            }
        }
        for name in ["tag", "any-tag", "not-tag"] where arguments.values(name).contains(where: \.isEmpty) {
            throw .invalidValue("", for: synopsis(name, in: arguments), expected: "a tag, not an empty text")
        }
        query.allTags = arguments.values("tag")
        query.anyTags = arguments.values("any-tag")
        query.noTags = arguments.values("not-tag")
        let today = DateArgument.parse("today", now: now, timeZone: timeZone)?.day
        for text in arguments.values("where") {
            do throws(EntryQuery.ParseError) {
                query.predicates.append(try EntryQuery.predicate(parsing: text, today: today))
            } catch {
                throw .invalidQuery(option: synopsis("where", in: arguments), text: text, column: error.column, expected: error.message)
            }
        }
        query.limit = try arguments.value("limit", expected: "a whole number, 0 or more") { text in
            Int(text).flatMap { $0 >= 0 ? $0 : nil }
        }
        let seed = try arguments.value("seed", expected: "a whole number from 0 to \(UInt64.max)") { UInt64($0) }
        // Not given: newest; the parser allows only sortOrders.
        query.order = EntryQuery.Order(arguments.value("sort").flatMap(EntryQuery.Order.Name.init(rawValue:)) ?? .newest,
                                       seed: seed ?? randomSeed)
        if seed != nil, arguments.value("sort") != "random" { throw .argumentNeedsOption(argument: "--seed", option: "--sort random") }
        return query
    }

    /// The synopsis of one of the command's options, such as `--where <expression>`.
    private static func synopsis(_ name: String, in arguments: ParsedArguments) -> String {
        arguments.spec.option(named: name)?.synopsis ?? "--\(name)"
    }
}
