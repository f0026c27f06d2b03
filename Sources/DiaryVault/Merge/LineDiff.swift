/// The line diff of git's xdiff (the Myers algorithm as `git diff` and `git merge-file` run it),
/// over lines already reduced to class numbers (equal lines, equal numbers).
///
/// The steps are xdiff's, in its order (`xdiff/xprepare.c`, `xdiff/xdiffi.c`): the common first
/// and last lines are set aside; lines that never occur in the other file are marked changed
/// without searching, and so are runs of lines that occur many times there when they sit among
/// such lines (`xdl_cleanup_records`); the rest is split at the middle snake of Myers' O(ND)
/// algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986, section 4b) and each half
/// diffed again; finally each group of changed lines is slid down as far as equal lines allow,
/// or back up to line up with a change in the other file (`xdl_change_compact`, without the
/// indent heuristic, which `git merge-file` does not use). xdiff's shortcuts for costly diffs
/// (past 256 edits) are not taken, so a very large diff is minimal where git's may not be.
struct LineDiff: Sendable {
    /// One change: `baseCount` lines of the first file from `baseStart` replaced by `otherCount`
    /// lines of the second from `otherStart` (0-based line numbers; a count may be 0).
    struct Change: Hashable, Sendable {
        /// The first changed line of the first file (where the insertion goes when none is).
        var baseStart: Int
        /// How many lines of the first file the change removes.
        var baseCount: Int
        /// The first line of the second file that the change brings.
        var otherStart: Int
        /// How many lines of the second file the change brings.
        var otherCount: Int
    }

    /// The changes that turn `base` into `other`, in file order.
    ///
    /// - Parameters:
    ///   - base: The first file's lines as class numbers.
    ///   - other: The second file's lines as class numbers.
    static func changes(from base: [Int], to other: [Int]) -> [Change] {
        var first = Side(records: base)
        var second = Side(records: other)
        markChanges(&first, &second)
        compact(&first, other: &second)
        compact(&second, other: &first)
        var changes: [Change] = []
        var i1 = 0, i2 = 0
        while i1 < base.count || i2 < other.count {
            if first.changed(i1) || second.changed(i2) {
                let start1 = i1, start2 = i2
                while first.changed(i1) { i1 += 1 }
                while second.changed(i2) { i2 += 1 }
                changes.append(Change(baseStart: start1, baseCount: i1 - start1, otherStart: start2, otherCount: i2 - start2))
            } else {
                i1 += 1
                i2 += 1
            }
        }
        return changes
    }

    /// One file of a diff: its records and which lines are changed.
    struct Side {
        /// The lines as class numbers.
        var records: [Int]
        /// Whether each line is changed, with a `false` before the first and after the last line.
        var flags: [Bool]

        init(records: [Int]) {
            self.records = records
            flags = [Bool](repeating: false, count: records.count + 2)
        }

        /// Whether line `index` is changed (`false` outside the file).
        func changed(_ index: Int) -> Bool { flags[index + 1] }
        /// Marks line `index` changed or not.
        mutating func set(_ index: Int, _ value: Bool) { flags[index + 1] = value }
        /// The number of lines.
        var count: Int { records.count }
    }

    /// `xdl_bogosqrt`: a power of two near the square root, as xdiff's limits use it.
    static func roughSquareRoot(_ value: Int) -> Int {
        var n = value, root = 1
        while n > 0 { root <<= 1; n >>= 2 }
        return root
    }

    /// Marks the changed lines of both files (`xdl_prepare_env` and `xdl_do_diff`).
    static func markChanges(_ first: inout Side, _ second: inout Side) {
        let n = first.count, m = second.count
        var countsInFirst: [Int: Int] = [:], countsInSecond: [Int: Int] = [:]
        for record in first.records { countsInFirst[record, default: 0] += 1 }
        for record in second.records { countsInSecond[record, default: 0] += 1 }
        // xdl_trim_ends: the common first and last lines.
        let limit = min(n, m)
        var start = 0
        while start < limit, first.records[start] == second.records[start] { start += 1 }
        var tail = 0
        while tail < limit - start, first.records[n - 1 - tail] == second.records[m - 1 - tail] { tail += 1 }
        let end1 = n - tail - 1, end2 = m - tail - 1
        // xdl_cleanup_records: 0 no match, 1 a match, 2 many matches.
        func discards(_ side: Side, end: Int, counts: [Int: Int]) -> [UInt8] {
            var marks = [UInt8](repeating: 0, count: side.count + 1)
            let many = min(roughSquareRoot(side.count), 1024)
            var i = start
            while i <= end {
                let matches = counts[side.records[i]] ?? 0
                marks[i] = matches == 0 ? 0 : matches >= many ? 2 : 1
                i += 1
            }
            return marks
        }
        func reduce(_ side: inout Side, marks: [UInt8], end: Int) -> (records: [Int], index: [Int]) {
            var records: [Int] = [], index: [Int] = []
            var i = start
            while i <= end {
                if marks[i] == 1 || (marks[i] == 2 && !keepsManyMatch(marks, i, start, end)) {
                    index.append(i)
                    records.append(side.records[i])
                } else {
                    side.set(i, true)
                }
                i += 1
            }
            return (records, index)
        }
        let marks1 = discards(first, end: end1, counts: countsInSecond)
        let marks2 = discards(second, end: end2, counts: countsInFirst)
        let reduced1 = reduce(&first, marks: marks1, end: end1)
        let reduced2 = reduce(&second, marks: marks2, end: end2)
        var search = Search(a: reduced1.records, b: reduced2.records)
        search.compare(0, reduced1.records.count, 0, reduced2.records.count)
        for (i, changed) in search.changedA.enumerated() where changed { first.set(reduced1.index[i], true) }
        for (i, changed) in search.changedB.enumerated() where changed { second.set(reduced2.index[i], true) }
    }

    /// `xdl_clean_mmatch`, answered the other way round: whether a line with many matches is
    /// set aside (marked changed) because it sits among lines without a match.
    static func keepsManyMatch(_ marks: [UInt8], _ i: Int, _ start: Int, _ end: Int) -> Bool {
        let window = 100
        let s = i - start > window ? i - window : start
        let e = end - i > window ? i + window : end
        var before = 0, manyBefore = 1, r = 1
        while i - r >= s {
            if marks[i - r] == 0 { before += 1 } else if marks[i - r] == 2 { manyBefore += 1 } else { break }
            r += 1
        }
        if before == 0 { return false }
        var after = 0, manyAfter = 1
        r = 1
        while i + r <= e {
            if marks[i + r] == 0 { after += 1 } else if marks[i + r] == 2 { manyAfter += 1 } else { break }
            r += 1
        }
        if after == 0 { return false }
        return (manyAfter + manyBefore) * 4 < (manyAfter + manyBefore + after + before)
    }

    /// The divide-and-conquer search of `xdl_recs_cmp` and `xdl_split` over the reduced lines.
    struct Search {
        let a: [Int]
        let b: [Int]
        var changedA: [Bool]
        var changedB: [Bool]
        var forward: [Int]
        var backward: [Int]
        let offset: Int

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
            changedA = [Bool](repeating: false, count: a.count)
            changedB = [Bool](repeating: false, count: b.count)
            let diagonals = a.count + b.count + 3
            forward = [Int](repeating: 0, count: diagonals + 2)
            backward = [Int](repeating: 0, count: diagonals + 2)
            offset = b.count + 1
        }

        mutating func compare(_ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int) {
            var off1 = off1, lim1 = lim1, off2 = off2, lim2 = lim2
            while off1 < lim1, off2 < lim2, a[off1] == b[off2] { off1 += 1; off2 += 1 }
            while off1 < lim1, off2 < lim2, a[lim1 - 1] == b[lim2 - 1] { lim1 -= 1; lim2 -= 1 }
            if off1 == lim1 {
                for i in off2..<lim2 { changedB[i] = true }
            } else if off2 == lim2 {
                for i in off1..<lim1 { changedA[i] = true }
            } else {
                let (i1, i2) = split(off1, lim1, off2, lim2)
                compare(off1, i1, off2, i2)
                compare(i1, lim1, i2, lim2)
            }
        }

        /// The middle snake's point (`xdl_split` with `need_min`).
        mutating func split(_ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int) -> (Int, Int) {
            let dmin = off1 - lim2, dmax = lim1 - off2
            let fmid = off1 - off2, bmid = lim1 - lim2
            let odd = (fmid - bmid) & 1 != 0
            var fmin = fmid, fmax = fmid, bmin = bmid, bmax = bmid
            let o = offset
            forward[fmid + o] = off1
            backward[bmid + o] = lim1
            while true {
                if fmin > dmin { fmin -= 1; forward[fmin - 1 + o] = -1 } else { fmin += 1 }
                if fmax < dmax { fmax += 1; forward[fmax + 1 + o] = -1 } else { fmax -= 1 }
                var d = fmax
                while d >= fmin {
                    var i1 = forward[d - 1 + o] >= forward[d + 1 + o] ? forward[d - 1 + o] + 1 : forward[d + 1 + o]
                    var i2 = i1 - d
                    while i1 < lim1, i2 < lim2, a[i1] == b[i2] { i1 += 1; i2 += 1 }
                    forward[d + o] = i1
                    if odd, bmin <= d, d <= bmax, backward[d + o] <= i1 { return (i1, i2) }
                    d -= 2
                }
                if bmin > dmin { bmin -= 1; backward[bmin - 1 + o] = Int.max } else { bmin += 1 }
                if bmax < dmax { bmax += 1; backward[bmax + 1 + o] = Int.max } else { bmax -= 1 }
                d = bmax
                while d >= bmin {
                    var i1 = backward[d - 1 + o] < backward[d + 1 + o] ? backward[d - 1 + o] : backward[d + 1 + o] - 1
                    var i2 = i1 - d
                    while i1 > off1, i2 > off2, a[i1 - 1] == b[i2 - 1] { i1 -= 1; i2 -= 1 }
                    backward[d + o] = i1
                    if !odd, fmin <= d, d <= fmax, i1 <= forward[d + o] { return (i1, i2) }
                    d -= 2
                }
            }
        }
    }

    /// A run of changed lines, `start..<end` (empty between two unchanged lines).
    struct Group {
        var start = 0
        var end = 0
    }

    /// `xdl_change_compact` without the indent heuristic: each group of changed lines of `side`
    /// is slid up as far as it goes, then down as far as it goes, and back up to end where a
    /// group of the other file ends when it passed one.
    static func compact(_ side: inout Side, other: inout Side) {
        func first(_ s: Side) -> Group {
            var g = Group()
            while s.changed(g.end) { g.end += 1 }
            return g
        }
        func next(_ s: Side, _ g: inout Group) -> Bool {
            if g.end == s.count { return false }
            g.start = g.end + 1
            g.end = g.start
            while s.changed(g.end) { g.end += 1 }
            return true
        }
        func previous(_ s: Side, _ g: inout Group) -> Bool {
            if g.start == 0 { return false }
            g.end = g.start - 1
            g.start = g.end
            while s.changed(g.start - 1) { g.start -= 1 }
            return true
        }
        func slideDown(_ s: inout Side, _ g: inout Group) -> Bool {
            guard g.end < s.count, s.records[g.start] == s.records[g.end] else { return false }
            s.set(g.start, false); g.start += 1
            s.set(g.end, true); g.end += 1
            while s.changed(g.end) { g.end += 1 }
            return true
        }
        func slideUp(_ s: inout Side, _ g: inout Group) -> Bool {
            guard g.start > 0, s.records[g.start - 1] == s.records[g.end - 1] else { return false }
            g.start -= 1; s.set(g.start, true)
            g.end -= 1; s.set(g.end, false)
            while s.changed(g.start - 1) { g.start -= 1 }
            return true
        }
        var g = first(side)
        var go = first(other)
        while true {
            if g.end != g.start {
                var size = 0
                var earliestEnd = 0
                var endMatchingOther = -1
                repeat {
                    size = g.end - g.start
                    endMatchingOther = -1
                    while slideUp(&side, &g) { _ = previous(other, &go) }
                    earliestEnd = g.end
                    if go.end > go.start { endMatchingOther = g.end }
                    while slideDown(&side, &g) {
                        _ = next(other, &go)
                        if go.end > go.start { endMatchingOther = g.end }
                    }
                } while size != g.end - g.start
                if g.end != earliestEnd, endMatchingOther != -1 {
                    while go.end == go.start {
                        _ = slideUp(&side, &g)
                        _ = previous(other, &go)
                    }
                }
            }
            guard next(side, &g) else { break }
            _ = next(other, &go)
        }
    }
}
