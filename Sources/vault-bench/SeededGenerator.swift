/// A seeded pseudo-random generator (SplitMix64) whose sequence is fixed forever.
///
/// The benchmark's vaults must be byte-identical for the same seed and entry count on every
/// platform and Swift version. The standard library's `random(in:using:)` may change its
/// algorithm between releases, so this type draws integers, probabilities and samples with its own
/// rules, written down here: integers by Lemire's multiply-and-reject method, probabilities from
/// the top 53 bits of a draw.
struct SeededGenerator: Sendable {
    /// The SplitMix64 state.
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    ///
    /// - Parameter seed: Any 64-bit value.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (Lemire 2019, "Fast random integer generation in an interval").
    ///
    /// - Parameter bound: The exclusive upper bound; must be positive.
    mutating func next(below bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive, got \(bound)")
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let (high, low) = next().multipliedFullWidth(by: range)
            if low >= threshold { return Int(high) }
        }
    }

    /// A uniform integer in a closed range.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next(below: range.count)
    }

    /// A uniform `Double` in `0..<1`, from the top 53 bits of one draw.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        nextUnit() < p
    }

    /// One element of a non-empty array, uniformly.
    mutating func pick<Element>(_ items: [Element]) -> Element {
        items[next(below: items.count)]
    }

    /// An index drawn with the given integer weights (each at least 0, their sum positive).
    mutating func weightedIndex(_ weights: [Int]) -> Int {
        var roll = next(below: weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        preconditionFailure("weights must have a positive sum: \(weights)")
    }

    /// `count` distinct elements in draw order (a partial Fisher-Yates shuffle of a copy).
    mutating func sample<Element>(_ items: [Element], count: Int) -> [Element] {
        precondition(count <= items.count, "cannot sample \(count) of \(items.count)")
        var pool = items
        for index in 0..<count {
            pool.swapAt(index, index + next(below: pool.count - index))
        }
        return Array(pool[0..<count])
    }
}
