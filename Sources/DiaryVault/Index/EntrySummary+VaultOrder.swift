/// The work of ``EntrySummary/chronologicalOrder(_:)``: an insertion sort over integer keys for
/// the nearly ordered lists the walk gives, with the stable sort as the fallback.
///
/// The walk lists files by path, and entry paths begin with their date, so the only disorder a
/// scan hands over is within one day (two entries of a day whose names do not follow their
/// times). An insertion sort costs one comparison per entry plus one move per place an entry is
/// out of order; past a bound on the moves (a vault whose names do not follow their dates) it
/// gives up and the stable sort orders the whole list. Both give the one
/// stable order of ``EntrySummary/chronological(_:_:)``: entries that compare equal keep their
/// places (checked against each other by `EntrySummaryVaultOrderTests`).
extension EntrySummary {
    /// The positions of `entries` in vault order: by insertion while that stays cheap, else by
    /// ``stableOrder(_:keys:)``.
    ///
    /// - Parameter entries: The entries, in any order.
    /// - Returns: A permutation of `entries.indices`, oldest first.
    static func vaultOrder(_ entries: [EntrySummary]) -> [Int] {
        let keys = entries.map(OrderKey.init)
        var order = Array(entries.indices)
        // Four moves per entry on average: far more than a day's disorder, far less than n².
        let sorted = insertionSort(&order, keys: keys, entries: entries, moveLimit: 4 * entries.count + 64)
        return sorted ? order : stableOrder(entries, keys: keys)
    }

    /// Whether `entries` are in vault order already (``chronological(_:_:)``): one pass over
    /// neighbours, nothing allocated. Then their vault order is their order, which a warm scan
    /// of a vault whose names follow their dates hands over; a million entries are spared the
    /// keys and positions of ``vaultOrder(_:)`` (40 bytes each).
    ///
    /// - Parameter entries: The entries, in any order.
    public static func isInVaultOrder(_ entries: [EntrySummary]) -> Bool {
        entries.withUnsafeBufferPointer { entries in
            guard entries.count > 1 else { return true }
            var previous = OrderKey(entries[0])
            for index in 1..<entries.count {
                let key = OrderKey(entries[index])
                if key.date != previous.date ? key.date < previous.date
                    : key == previous ? pathPrecedes(entries[index].path, entries[index - 1].path) : key < previous {
                    return false
                }
                previous = key
            }
            return true
        }
    }

    /// The positions of `entries` in vault order by the standard library's stable sort.
    ///
    /// - Parameters:
    ///   - entries: The entries, in any order.
    ///   - keys: Each entry's ``OrderKey``, in the order of `entries`.
    static func stableOrder(_ entries: [EntrySummary], keys: [OrderKey]) -> [Int] {
        entries.indices.sorted { a, b in
            keys[a] == keys[b] ? pathPrecedes(entries[a].path, entries[b].path) : keys[a] < keys[b]
        }
    }

    /// Sorts positions in place by insertion, stably; stops and returns `false` after `moveLimit`
    /// moves (the positions are then partly sorted and must not be used).
    ///
    /// - Parameters:
    ///   - order: The positions to sort, `entries.indices` on entry.
    ///   - keys: Each entry's ``OrderKey``.
    ///   - entries: The entries, for the paths that break exact ties.
    ///   - moveLimit: How many moves to allow.
    /// - Returns: Whether the positions are sorted.
    static func insertionSort(_ order: inout [Int], keys: [OrderKey], entries: [EntrySummary], moveLimit: Int) -> Bool {
        guard order.count > 1 else { return true }
        return keys.withUnsafeBufferPointer { keys in
            order.withUnsafeMutableBufferPointer { order in
                /// Whether entry `a` comes strictly before entry `b`.
                func precedes(_ a: Int, _ b: Int) -> Bool {
                    let left = keys[a], right = keys[b]
                    if left.date != right.date { return left.date < right.date }
                    return left == right ? pathPrecedes(entries[a].path, entries[b].path) : left < right
                }
                var moves = 0
                for index in 1..<order.count {
                    let item = order[index]
                    var place = index
                    while place > 0, precedes(item, order[place - 1]) {
                        order[place] = order[place - 1]
                        place -= 1
                        moves += 1
                        if moves > moveLimit { return false }
                    }
                    order[place] = item
                }
                return true
            }
        }
    }
}
