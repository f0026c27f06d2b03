/// Which entries a command works on, and in what order: the selection options of every command
/// that reads entries (`--from`, `--in`, `--mood`, `--tag`, `--where`, `--sort`, `-n`...).
///
/// A value, pure: it never reads files, the clock or the environment. The CLI turns the options
/// into a query (`SelectionOptions`); ``apply(to:)`` filters, orders and limits summaries.
/// Every condition set must hold (they are joined by "and"); within one condition the choices
/// are alternatives (``moods``, ``anyTags``). An empty query selects every entry, newest first.
///
/// **Summary or front matter.** Everything but two kinds of ``Predicate`` is answered from the
/// ``EntrySummary`` the index holds: the day, star, mood, tags, and predicates on the keys with
/// a meaning (``SemanticKey``), which compare the entry's meaning (its mood, its date...) just as
/// ``Entry`` reads it. A predicate on any other key, and every `has:`/`!has:`, asks about the
/// file as written, which the summary does not keep: then ``needsFrontMatter`` is true and the
/// caller passes each candidate's front matter (``apply(to:frontMatter:)``,
/// ``matches(_:frontMatter:)``, ``matches(_:path:)``). It is asked only for entries that
/// already pass the rest, so a selective query reads few files.
public struct EntryQuery: Hashable, Sendable {
    /// The first day selected, included; `nil` for no lower bound.
    public var from: CivilDate?
    /// The last day selected, included; `nil` for no upper bound.
    public var to: CivilDate?
    /// The period or the day of the year selected, or `nil` for any.
    public var period: PeriodSelection?
    /// `true` for starred entries only, `false` for unstarred ones only, `nil` for both.
    public var starred: Bool?
    /// The moods selected (each `--mood` adds its level or range); `nil` for any entry, with a
    /// mood or not. An entry without a known mood never matches a set.
    public var moods: Set<Mood>?
    /// Tags an entry must all have.
    public var allTags: [String] = []
    /// Tags of which an entry must have at least one; empty for no such condition.
    public var anyTags: [String] = []
    /// Tags an entry must have none of.
    public var noTags: [String] = []
    /// Conditions on front-matter keys (`--where`), all of which must hold.
    public var predicates: [Predicate] = []
    /// The order of the result.
    public var order: Order = .newest
    /// The most entries kept after ordering, or `nil` for all.
    public var limit: Int?

    /// Creates a query that selects every entry, newest first; set the properties to narrow it.
    public init() {}

    /// A period of the calendar, or a day that comes back every year.
    public enum PeriodSelection: Hashable, Sendable {
        /// A year, a month or a day (`--in 2026`, `--in 2026-11`, `--in 2026-11-29`).
        case within(VaultPath.Period)
        /// One day of every year (`--in 11-29`): month 1 to 12, day 1 to 31 that exists in some
        /// year. `02-29` selects the 29th of February of leap years only, never the 28th.
        case everyYear(month: Int, day: Int)

        /// Whether a day is selected.
        ///
        /// - Parameter day: Any day.
        public func contains(_ day: CivilDate) -> Bool {
            switch self {
            case .within(let period): period.contains(day)
            case .everyYear(let month, let dayOfMonth): day.month == month && day.day == dayOfMonth
            }
        }
    }

    /// The order of selected entries. Entries that tie (same star) keep the newest-first order.
    public enum Order: Hashable, Sendable {
        /// Newest first: the reverse of the vault order (``EntrySummary/chronological(_:_:)``).
        case newest
        /// Oldest first: the vault order.
        case oldest
        /// Starred entries first, each group newest first.
        case starredFirst
        /// Unstarred entries first, each group newest first.
        case unstarredFirst
        /// A shuffle of the newest-first order that depends only on the seed and the entries
        /// (see ``SeededShuffle``): the same seed gives the same order on every platform.
        case random(seed: UInt64)
    }

    /// Whether the query must see the front matter of an entry: it has a predicate on a key
    /// that is not a ``SemanticKey``, or a `has:`/`!has:` (see the type's discussion).
    public var needsFrontMatter: Bool {
        predicates.contains(where: \.needsFrontMatter)
    }
}
