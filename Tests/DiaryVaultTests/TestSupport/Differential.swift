/// The one differential harness of the speed twins: a fast path checked against its oracle (the
/// reading that defines the rule) over many inputs, generated (``FrontMatterGenerator``, the
/// benchmark's ``VaultGenerator``) or collected (``DifferentialInputs``: fixtures, import
/// samples, fuzz finds). The fast path may decline an input (`nil`: it falls back to the oracle);
/// whenever it answers, its answer must be the oracle's. docs/ARCHITECTURE.md lists every twin
/// with its oracle and the test that runs it here.
struct Differential {
    /// How many inputs were compared.
    var inputs = 0
    /// How many of them the fast path answered (did not decline).
    var answered = 0
    /// One line per input whose answers differ: its label and the difference.
    var mismatches: [String] = []

    /// Compares the two answers for one input.
    ///
    /// - Parameters:
    ///   - label: The input's name, for the mismatch line.
    ///   - fast: The fast path's answer, or `nil` when it declines the input.
    ///   - oracle: The oracle's answer (asked only when the fast path answers).
    ///   - difference: What differs between the fast answer and the oracle's, or `nil` when they
    ///     agree; by default `==`, shown as both values.
    mutating func check<Fast, Oracle>(_ label: String, fast: () -> Fast?, oracle: () -> Oracle,
                                      difference: (Fast, Oracle) -> String?) {
        inputs += 1
        guard let answer = fast() else { return }
        answered += 1
        if let difference = difference(answer, oracle()) { mismatches.append("\(label): \(difference)") }
    }

    /// Compares the two answers for one input, by `==`.
    mutating func check<Answer: Equatable>(_ label: String, fast: () -> Answer?, oracle: () -> Answer) {
        check(label, fast: fast, oracle: oracle) { $0 == $1 ? nil : "fast \($0), oracle \($1)" }
    }

    /// Compares the two answers over every input.
    ///
    /// - Parameters:
    ///   - inputs: The inputs.
    ///   - label: An input's name.
    ///   - fast: The fast path, `nil` where it declines.
    ///   - oracle: The oracle.
    /// - Returns: The tally: check `mismatches == []` and that `inputs` and `answered` are as
    ///   large as the test needs (a harness that compared nothing proves nothing).
    static func compare<Input, Answer: Equatable>(_ inputs: some Sequence<Input>, label: (Input) -> String,
                                                  fast: (Input) -> Answer?, oracle: (Input) -> Answer) -> Differential {
        var tally = Differential()
        for input in inputs { tally.check(label(input), fast: { fast(input) }, oracle: { oracle(input) }) }
        return tally
    }
}
