/// A three-way merge of lines, as `git merge-file --diff3` writes it (gitattributes(5),
/// git-merge-file(1); `xdiff/xmerge.c` at the "eager" level that diff3 output uses).
///
/// Each side is diffed against the base with ``LineDiff``. A change made on one side only is
/// taken; the same change made on both sides is taken once; changes of the two sides that
/// overlap or touch (git's rule: a change ending where the other's starts touches it) make one
/// conflict, written between marker lines of `markerSize` characters:
///
/// ```
/// <<<<<<< ours
/// (our lines)
/// ||||||| base
/// (the base's lines)
/// =======
/// (their lines)
/// >>>>>>> theirs
/// ```
///
/// A side whose last line has no line feed gets one inside a conflict, a carriage return too when
/// the lines around use CRLF (as git does). Lines are compared byte for byte, line ending included.
struct LineMerge: Sendable {
    /// The names written after the markers.
    struct Labels: Hashable, Sendable {
        /// After `<<<<<<<`.
        var ours = "ours"
        /// After `|||||||`.
        var base = "base"
        /// After `>>>>>>>`.
        var theirs = "theirs"
    }

    /// What a merge gives.
    struct Result: Hashable, Sendable {
        /// The merged bytes.
        var bytes: [UInt8]
        /// How many conflicts were written (0 for a clean merge).
        var conflicts: Int
    }

    /// The length of git's conflict markers when nothing else is set.
    static let defaultMarkerSize = 7

    /// Splits bytes into lines, each with its line feed (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// Merges three versions of a file.
    ///
    /// - Parameters:
    ///   - base: The common ancestor's bytes.
    ///   - ours: Our version's bytes.
    ///   - theirs: Their version's bytes.
    ///   - markerSize: The length of the marker lines (git's `conflict-marker-size`, at least 1).
    ///   - labels: The names after the markers.
    ///   - union: Whether a conflict keeps our lines, then those of theirs that ours lacks, without
    ///     markers (git's `merge=union`, for a generated file such as `INDEX.md`); it then counts
    ///     as no conflict.
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8],
                      markerSize: Int = defaultMarkerSize, labels: Labels = Labels(), union: Bool = false) -> Result {
        let lines0 = lines(base), lines1 = lines(ours), lines2 = lines(theirs)
        var classes: [ArraySlice<UInt8>: Int] = [:]
        func numbered(_ lines: [ArraySlice<UInt8>]) -> [Int] {
            lines.map { line in
                if let known = classes[line] { return known }
                let number = classes.count
                classes[line] = number
                return number
            }
        }
        let records0 = numbered(lines0), records1 = numbered(lines1), records2 = numbered(lines2)
        let script1 = LineDiff.changes(from: records0, to: records1)
        let script2 = LineDiff.changes(from: records0, to: records2)
        if script1.isEmpty { return Result(bytes: theirs, conflicts: 0) }
        if script2.isEmpty { return Result(bytes: ours, conflicts: 0) }
        let hunks = Hunk.merged(script1, script2, records1: records1, records2: records2,
                                count0: lines0.count, count1: lines1.count, count2: lines2.count)
        let files = Files(base: lines0, ours: lines1, theirs: lines2)
        return files.write(hunks, markerSize: max(1, markerSize), labels: labels, union: union)
    }

    /// The merged regions of three sequences of class numbers: the lines not in a region are
    /// ours (equal to the base there); an empty list means ours is the result.
    static func regions(base: [Int], ours: [Int], theirs: [Int]) -> [Hunk] {
        let script1 = LineDiff.changes(from: base, to: ours)
        let script2 = LineDiff.changes(from: base, to: theirs)
        if script1.isEmpty {
            return script2.isEmpty ? [] : [Hunk(mode: 2, i0: 0, chg0: base.count, i1: 0, chg1: ours.count, i2: 0, chg2: theirs.count)]
        }
        if script2.isEmpty { return [] }
        return Hunk.merged(script1, script2, records1: ours, records2: theirs,
                           count0: base.count, count1: ours.count, count2: theirs.count)
    }

    /// One merged region: `mode` 1 takes ours, 2 theirs, 0 is a conflict; `i0`, `i1`, `i2` and the
    /// counts locate it in the base, ours and theirs (`xdmerge_t`).
    struct Hunk: Hashable, Sendable {
        var mode: Int
        var i0: Int, chg0: Int
        var i1: Int, chg1: Int
        var i2: Int, chg2: Int

        /// The regions of two scripts against one base (`xdl_do_merge` at the eager level).
        static func merged(_ script1: [LineDiff.Change], _ script2: [LineDiff.Change],
                           records1: [Int], records2: [Int], count0: Int, count1: Int, count2: Int) -> [Hunk] {
            var hunks: [Hunk] = []
            func append(_ mode: Int, _ i0: Int, _ chg0: Int, _ i1: Int, _ chg1: Int, _ i2: Int, _ chg2: Int) {
                if var last = hunks.last, i1 <= last.i1 + last.chg1 || i2 <= last.i2 + last.chg2 {
                    if mode != last.mode { last.mode = 0 }
                    last.chg0 = i0 + chg0 - last.i0
                    last.chg1 = i1 + chg1 - last.i1
                    last.chg2 = i2 + chg2 - last.i2
                    hunks[hunks.count - 1] = last
                } else {
                    hunks.append(Hunk(mode: mode, i0: i0, chg0: chg0, i1: i1, chg1: chg1, i2: i2, chg2: chg2))
                }
            }
            var n1 = 0, n2 = 0
            while n1 < script1.count, n2 < script2.count {
                let x1 = script1[n1], x2 = script2[n2]
                if x1.baseStart + x1.baseCount < x2.baseStart {
                    append(1, x1.baseStart, x1.baseCount, x1.otherStart, x1.otherCount,
                           x2.otherStart - x2.baseStart + x1.baseStart, x1.baseCount)
                    n1 += 1
                    continue
                }
                if x2.baseStart + x2.baseCount < x1.baseStart {
                    append(2, x2.baseStart, x2.baseCount, x1.otherStart - x1.baseStart + x2.baseStart, x2.baseCount,
                           x2.otherStart, x2.otherCount)
                    n2 += 1
                    continue
                }
                let same = x1.baseStart == x2.baseStart && x1.baseCount == x2.baseCount && x1.otherCount == x2.otherCount
                    && records1[x1.otherStart..<x1.otherStart + x1.otherCount]
                        .elementsEqual(records2[x2.otherStart..<x2.otherStart + x2.otherCount])
                if !same {
                    let off = x1.baseStart - x2.baseStart
                    let ffo = off + x1.baseCount - x2.baseCount
                    var i0 = x1.baseStart, i1 = x1.otherStart, i2 = x2.otherStart
                    if off > 0 { i0 -= off; i1 -= off } else { i2 += off }
                    var chg0 = x1.baseStart + x1.baseCount - i0
                    var chg1 = x1.otherStart + x1.otherCount - i1
                    var chg2 = x2.otherStart + x2.otherCount - i2
                    if ffo < 0 { chg0 -= ffo; chg1 -= ffo } else { chg2 += ffo }
                    append(0, i0, chg0, i1, chg1, i2, chg2)
                }
                let end1 = x1.baseStart + x1.baseCount, end2 = x2.baseStart + x2.baseCount
                if end1 >= end2 { n2 += 1 }
                if end2 >= end1 { n1 += 1 }
            }
            while n1 < script1.count {
                let x1 = script1[n1]
                append(1, x1.baseStart, x1.baseCount, x1.otherStart, x1.otherCount,
                       x1.baseStart + count2 - count0, x1.baseCount)
                n1 += 1
            }
            while n2 < script2.count {
                let x2 = script2[n2]
                append(2, x2.baseStart, x2.baseCount, x2.baseStart + count1 - count0, x2.baseCount,
                       x2.otherStart, x2.otherCount)
                n2 += 1
            }
            return hunks
        }
    }

    /// The three files' lines, and the writing of a merge (`xdl_fill_merge_buffer`).
    struct Files {
        var base: [ArraySlice<UInt8>]
        var ours: [ArraySlice<UInt8>]
        var theirs: [ArraySlice<UInt8>]

        /// `is_eol_crlf`: whether line `i` ends in CRLF; `nil` when it cannot tell.
        static func endsInCRLF(_ lines: [ArraySlice<UInt8>], _ i: Int) -> Bool? {
            func crlf(_ line: ArraySlice<UInt8>) -> Bool {
                line.count > 1 && line[line.endIndex - 2] == 0x0D
            }
            if i < lines.count - 1 { return crlf(lines[i]) }
            if lines.isEmpty { return nil }
            if lines[i].last == 0x0A { return crlf(lines[i]) }
            if i == 0 { return nil }
            return crlf(lines[i - 1])
        }

        /// `is_cr_needed`: whether a line feed added inside a hunk gets a carriage return.
        func needsCR(_ hunk: Hunk) -> Bool {
            var answer = Files.endsInCRLF(ours, hunk.i1 > 0 ? hunk.i1 - 1 : 0)
            if answer != false { answer = Files.endsInCRLF(theirs, hunk.i2 > 0 ? hunk.i2 - 1 : 0) }
            if answer != false { answer = Files.endsInCRLF(base, 0) }
            return answer ?? false
        }

        /// Appends lines, with a line ending after the last when it has none and `addNewline`.
        static func copy(_ lines: ArraySlice<ArraySlice<UInt8>>, to output: inout [UInt8], needsCR: Bool, addNewline: Bool) {
            for line in lines { output += line }
            if addNewline, let last = lines.last, last.last != 0x0A {
                if needsCR { output.append(0x0D) }
                output.append(0x0A)
            }
        }

        func write(_ hunks: [Hunk], markerSize: Int, labels: Labels, union: Bool) -> Result {
            var output: [UInt8] = []
            var conflicts = 0
            var i = 0
            func marker(_ character: Character, _ label: String?, crlf: Bool) {
                output += [UInt8](repeating: UInt8(ascii: character.unicodeScalars.first!), count: markerSize)
                if let label, !label.isEmpty { output.append(0x20); output += Array(label.utf8) }
                if crlf { output.append(0x0D) }
                output.append(0x0A)
            }
            for hunk in hunks {
                if hunk.mode == 0, union {
                    let cr = needsCR(hunk)
                    let ourLines = ours[hunk.i1..<hunk.i1 + hunk.chg1]
                    Files.copy(ours[i..<hunk.i1], to: &output, needsCR: false, addNewline: false)
                    Files.copy(ourLines, to: &output, needsCR: cr, addNewline: true)
                    Files.copy(theirs[hunk.i2..<hunk.i2 + hunk.chg2].filter { !ourLines.contains($0) }[...], to: &output,
                               needsCR: cr, addNewline: false)
                } else if hunk.mode == 0 {
                    conflicts += 1
                    let cr = needsCR(hunk)
                    Files.copy(ours[i..<hunk.i1], to: &output, needsCR: false, addNewline: false)
                    marker("<", labels.ours, crlf: cr)
                    Files.copy(ours[hunk.i1..<hunk.i1 + hunk.chg1], to: &output, needsCR: cr, addNewline: true)
                    marker("|", labels.base, crlf: cr)
                    Files.copy(base[hunk.i0..<hunk.i0 + hunk.chg0], to: &output, needsCR: cr, addNewline: true)
                    marker("=", nil, crlf: cr)
                    Files.copy(theirs[hunk.i2..<hunk.i2 + hunk.chg2], to: &output, needsCR: cr, addNewline: true)
                    marker(">", labels.theirs, crlf: cr)
                } else {
                    Files.copy(ours[i..<hunk.i1], to: &output, needsCR: false, addNewline: false)
                    if hunk.mode == 1 {
                        Files.copy(ours[hunk.i1..<hunk.i1 + hunk.chg1], to: &output, needsCR: needsCR(hunk), addNewline: false)
                    } else {
                        Files.copy(theirs[hunk.i2..<hunk.i2 + hunk.chg2], to: &output, needsCR: false, addNewline: false)
                    }
                }
                i = hunk.i1 + hunk.chg1
            }
            Files.copy(ours[i...], to: &output, needsCR: false, addNewline: false)
            return Result(bytes: output, conflicts: conflicts)
        }
    }
}
