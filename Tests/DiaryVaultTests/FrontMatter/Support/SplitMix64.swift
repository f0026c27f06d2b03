/// A tiny seeded random number generator (SplitMix64, Steele, Lea and Flood, OOPSLA 2014), so
/// every run of the property tests sees exactly the same cases.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    ///
    /// - Parameter seed: Any value.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// `true` with the given probability, 0 to 1.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// A uniformly chosen integer of a closed range.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A uniformly chosen element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        precondition(!items.isEmpty, "pick from an empty array")
        return items[int(0...(items.count - 1))]
    }
}
