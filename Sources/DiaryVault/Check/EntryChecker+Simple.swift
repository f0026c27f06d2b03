/// The fast path of ``EntryChecker``: the common entry file checked straight from its bytes, with
/// the reading of ``SimpleFrontMatter`` (the index's), building no ``EntryDocument``.
extension EntryChecker {
    /// Checks a file's bytes in place: through ``checkSimple(_:target:)`` when it answers, else
    /// through ``check(_:target:)`` on a copy (the definition of both).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents (a reader's scratch buffer: nothing refers to it afterwards).
    ///   - target: The file's place in the vault.
    /// - Returns: The problems and the entry's identity.
    func check(_ bytes: UnsafeBufferPointer<UInt8>, target: Target) -> Result {
        checkSimple(bytes, target: target) ?? check(Array(bytes), target: target)
    }

    /// The result of ``check(_:target:)`` for a file whose every key check is proven to find
    /// nothing from the simple reading alone, or `nil` for any other file (which the full check
    /// then reads).
    ///
    /// The file must have no line starting with `<` or `>` (so no conflict marker), a front
    /// matter of the ``SimpleFrontMatter`` subset (so no legacy key, no key in another case, no
    /// two keys alike, no YAML vault keeps unread, no `tags` or `title` it cannot read), be UTF-8,
    /// and hold a valid uuid, a valid date, a mood that is absent, null or one of the five, and a
    /// `starred` that is absent or a plain boolean of the core schema (YAML 1.2 section 10.3.2).
    /// What is left to find is then an empty body, mixed line endings (a file with a CR is
    /// scanned as the full check scans it) and the file's place (``placementProblems``), found
    /// as the full check finds them. `CheckFastPathTests` compares both on every input we have.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - target: The file's place in the vault.
    func checkSimple(_ bytes: UnsafeBufferPointer<UInt8>, target: Target) -> Result? {
        guard !TextScan.hasLineStartingWithAngleBracket(bytes), let front = SimpleFrontMatter(bytes),
              let uuidValue = front.uuid, !front.isNull(uuidValue), let id = EntryID.parse(front.slice(uuidValue.range)),
              let dateValue = front.date, !front.isNull(dateValue),
              front.mood.map({ front.isNull($0) || Mood(parsing: front.text($0.range)) != nil }) ?? true,
              front.starred.map({ !$0.isQuoted && Self.isCoreBoolean(front.slice($0.range)) }) ?? true,
              UTF8Validation.firstInvalidOffset(in: bytes) == nil,
              let date = EntryDate(parsing: front.text(dateValue.range)) else { return nil }
        var result = Result(target: target)
        if TextScan.hasCarriageReturn(bytes) {
            result.problems += TextScan(Array(bytes)).mixedLineEndingsLineByLine(path: target.path)
        }
        var bodyIndex = front.bodyStart
        while bodyIndex < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[bodyIndex]) { bodyIndex += 1 }
        if bodyIndex == bytes.count {
            result.problems.append(VaultProblem(.emptyBody, path: target.path, message: "the entry has no body text",
                                                hint: "write something below the front matter, or delete the entry"))
        }
        result.uuid = EntryID(high: id.0, low: id.1)
        result.date = date
        result.uuidPosition = Self.position(of: uuidValue, in: bytes)
        result.problems += placementProblems(date: date, position: Self.position(of: dateValue, in: bytes), target: target)
        return result
    }

    /// Whether a plain scalar is a boolean of the core schema: `true`, `True`, `TRUE`, `false`,
    /// `False` or `FALSE` (YAML 1.2 section 10.3.2), which ``Starred/interpret(_:)`` takes as
    /// canonical.
    static func isCoreBoolean(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        ["true", "True", "TRUE", "false", "False", "FALSE"].contains { text.elementsEqual($0.utf8) }
    }

    /// The ``FieldPosition`` of a one-line scalar of a top-level key of the simple subset: the
    /// key starts its line, the value's column counts its opening quote, and the source line is
    /// the key's line without its ending.
    static func position(of value: SimpleFrontMatter.Scalar, in bytes: UnsafeBufferPointer<UInt8>) -> FieldPosition {
        let valueStart = value.range.lowerBound - (value.isQuoted ? 1 : 0)
        var lineStart = valueStart
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var line = 1
        for index in 0..<lineStart where bytes[index] == 0x0A { line += 1 }
        var lineEnd = valueStart
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        return FieldPosition(location: SourceLocation(line: line, column: valueStart - lineStart + 1),
                             sourceLine: String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self))
    }
}
