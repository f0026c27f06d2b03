@testable import vault_bench

/// The property tests draw from the benchmark's seeded generator (SplitMix64, with its own fixed
/// rules for integers), so every run sees exactly the same cases on every Swift version.
typealias SplitMix64 = SeededGenerator

/// The standard library's random APIs (`Int.random(in:using:)`, `randomElement(using:)`) draw
/// from it too: its `next()` is SplitMix64's, so one seed gives one sequence everywhere.
extension SeededGenerator: RandomNumberGenerator {}

extension SeededGenerator {
    /// A uniformly chosen integer of a closed range.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        next(in: range)
    }
}
