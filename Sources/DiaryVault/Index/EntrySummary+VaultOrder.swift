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
        var order = Array(entries.indices)
        // Four moves per entry on average: far more than a day's disorder, far less than n².
        // The insertion sort reads each key from its summary (no array of keys: 32 MB at a
        // million entries); the stable sort, which compares any two, makes them.
        let sorted = insertionSort(&order, entries: entries, moveLimit: 4 * entries.count + 64)
        return sorted ? order : stableOrder(entries, keys: entries.map(OrderKey.init))
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
    ///   - entries: The entries: their ``OrderKey``s, and the paths that break exact ties.
    ///   - moveLimit: How many moves to allow.
    /// - Returns: Whether the positions are sorted.
    static func insertionSort(_ order: inout [Int], entries: [EntrySummary], moveLimit: Int) -> Bool {
        guard order.count > 1 else { return true }
        return entries.withUnsafeBufferPointer { entries in
            order.withUnsafeMutableBufferPointer { order in
                /// Whether entry `a` comes strictly before entry `b`.
                func precedes(_ a: Int, _ b: Int) -> Bool {
                    let left = OrderKey(entries[a]), right = OrderKey(entries[b])
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

extension Array {
    /// Puts the elements in the order of `order` in place: the element at `order[i]` moves to
    /// `i`, each cycle of the permutation followed once (no second array: a million summaries
    /// are 64 MB).
    ///
    /// - Parameter order: A permutation of `indices` (``EntrySummary/chronologicalOrder(_:)``);
    ///   used up (every value is set to -1).
    mutating func permute(by order: inout [Int]) {
        precondition(order.count == count, "the order must be a permutation of the indices")
        for start in order.indices where order[start] >= 0 {
            let held = self[start]
            var position = start
            while true {
                let source = order[position]
                order[position] = -1
                if source == start {
                    self[position] = held
                    break
                }
                self[position] = self[source]
                position = source
            }
        }
    }
}
