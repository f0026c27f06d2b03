extension EntryQuery {
    /// Filters, orders and limits summaries, for a query that does not need the front matter.
    ///
    /// - Parameter entries: The entries, in any order.
    /// - Returns: The selected entries in ``order``, at most ``limit`` of them.
    /// - Precondition: ``needsFrontMatter`` is false; otherwise use ``apply(to:frontMatter:)``.
    public func apply(to entries: [EntrySummary]) -> [EntrySummary] {
        precondition(!needsFrontMatter, "the query needs the front matter: \(predicates.filter(\.needsFrontMatter).map(\.key))")
        return ordered(entries.filter(matchesSummary))
    }

    /// Filters, orders and limits summaries, asking for the front matter of each entry that
    /// passes the conditions the summary answers (only when ``needsFrontMatter``).
    ///
    /// - Parameters:
    ///   - entries: The entries, in any order.
    ///   - frontMatter: Reads an entry's front matter (`nil` for a file without one).
    /// - Returns: The selected entries in ``order``, at most ``limit`` of them.
    /// - Throws: What `frontMatter` throws.
    public func apply<Failure: Error>(
        to entries: [EntrySummary], frontMatter: (EntrySummary) throws(Failure) -> FrontMatter?
    ) throws(Failure) -> [EntrySummary] {
        var selected: [EntrySummary] = []
        for entry in entries where matchesSummary(entry) {
            if needsFrontMatter {
                let front = try frontMatter(entry)
                guard predicates.allSatisfy({ !$0.needsFrontMatter || $0.holds(in: front) }) else { continue }
            }
            selected.append(entry)
        }
        return ordered(selected)
    }

    /// Orders entries by ``order`` and keeps the first ``limit``; no filtering.
    ///
    /// - Parameter entries: The entries, in any order.
    public func ordered(_ entries: [EntrySummary]) -> [EntrySummary] {
        var positions = Array(EntrySummary.chronologicalOrder(entries).reversed())  // newest first
        switch order {
        case .newest:
            break
        case .oldest:
            positions.reverse()
        case .starredFirst:
            positions = positions.filter { entries[$0].isStarred } + positions.filter { !entries[$0].isStarred }
        case .unstarredFirst:
            positions = positions.filter { !entries[$0].isStarred } + positions.filter { entries[$0].isStarred }
        case .random(let seed):
            var shuffle = SeededShuffle(seed: seed)
            shuffle.shuffle(&positions)
        }
        if let limit, limit < positions.count { positions.removeSubrange(limit...) }
        return positions.map { entries[$0] }
    }
}

/// A shuffle that depends only on its seed: SplitMix64 numbers drawn into a Fisher-Yates shuffle.
///
/// SplitMix64 is Steele, Lea and Flood's generator ("Fast splittable pseudorandom number
/// generators", OOPSLA 2014; the constants of Vigna's reference `splitmix64.c`): the state grows
/// by 0x9E3779B97F4A7C15 per number, which is then mixed. A bounded number below `n` is the high
/// half of a 128-bit product, drawn again while the low half is below `2^64 mod n` (Lemire,
/// "Fast random integer generation in an interval", 2019), so it is unbiased. The shuffle swaps
/// the element at `i` with one at `0...i`, for `i` from the last index down to 1 (Durstenfeld).
/// Only integer arithmetic: the same seed gives the same order on every platform and version,
/// unlike the standard library's `shuffle`, whose algorithm is not promised.
struct SeededShuffle: Sendable {
    /// The generator's state.
    private(set) var state: UInt64

    /// Creates a shuffle.
    ///
    /// - Parameter seed: Any 64-bit number.
    init(seed: UInt64) {
        state = seed
    }

    /// The next SplitMix64 number.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An unbiased number in `0..<bound`.
    ///
    /// - Parameter bound: At least 1.
    mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "bound must be positive")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
        }
        return product.high
    }

    /// Shuffles the elements in place.
    mutating func shuffle<Element>(_ elements: inout [Element]) {
        var index = elements.count - 1
        while index > 0 {
            elements.swapAt(index, Int(next(below: UInt64(index + 1))))
            index -= 1
        }
    }
}

extension EntryQuery.Order {
    /// An order by the name `--sort` and the config's `sort` give it: the one list of sort
    /// orders, in the order help lists them (`newest`, `oldest`, `starred`, `unstarred`, `random`).
    public enum Name: String, CaseIterable, Hashable, Sendable {
        /// ``EntryQuery/Order/newest``, the default.
        case newest
        /// ``EntryQuery/Order/oldest``.
        case oldest
        /// ``EntryQuery/Order/starredFirst``.
        case starred
        /// ``EntryQuery/Order/unstarredFirst``.
        case unstarred
        /// ``EntryQuery/Order/random(seed:)``.
        case random

        /// The names as a sentence lists them: `newest, oldest, starred, unstarred or random`.
        public static let listed = allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + (allCases.last?.rawValue ?? "")
    }

    /// The order a name gives.
    ///
    /// - Parameters:
    ///   - name: The order's name.
    ///   - seed: The seed of a random order (unused for the others).
    public init(_ name: Name, seed: UInt64) {
        switch name {
        case .newest: self = .newest
        case .oldest: self = .oldest
        case .starred: self = .starredFirst
        case .unstarred: self = .unstarredFirst
        case .random: self = .random(seed: seed)
        }
    }
}
