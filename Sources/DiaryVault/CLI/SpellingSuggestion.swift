/// Finds the known name a mistyped one was probably meant to be, for "did you mean" hints.
///
/// Distance is the optimal string alignment variant of Damerau-Levenshtein distance (insertions,
/// deletions, substitutions and transpositions of adjacent characters each cost 1), counted in
/// `Character`s, so `calnedar` is 1 away from `calendar`. Case is ignored (`--JSON` and `Index`
/// are 0 away from `--json` and `index`): names are lowercase, and a caps-lock slip is the most
/// common mistype of all. A name is suggested when it is at most a third of its length away (at
/// least 1), or when the typed text (3 characters or more) is a prefix of it.
enum SpellingSuggestion {
    /// The candidate closest to `typed`, if one is close enough; ties go to the earlier candidate.
    ///
    /// - Parameters:
    ///   - typed: The text as typed, without any leading dashes.
    ///   - candidates: The known names, in preference order.
    /// - Returns: The best candidate, or `nil` when none is close.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        let typed = typed.lowercased()
        for candidate in candidates {
            let distance = distance(typed, candidate.lowercased())
            let isClose = distance <= max(1, candidate.count / 3)
            let isPrefix = typed.count >= 3 && candidate.lowercased().hasPrefix(typed)
            guard isClose || isPrefix else { continue }
            if let best, best.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// The optimal string alignment distance between two strings, in `Character`s.
    ///
    /// - Parameters:
    ///   - a: One string.
    ///   - b: The other string.
    /// - Returns: The number of single-character edits (adjacent transpositions included) between them.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Rows i-2, i-1 and i of the dynamic-programming table, each b.count + 1 long.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
