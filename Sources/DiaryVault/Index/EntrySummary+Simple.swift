extension EntrySummary {
    /// The summary of a file whose front matter is of the simple subset, read from its bytes
    /// with no ``FrontMatter`` and no string per field; `nil` for any other file, and for one
    /// without a valid date or with a body that is not UTF-8 (the full reading reports those).
    ///
    /// Gives exactly what ``readFull(_:path:countsText:)`` gives whenever it gives a summary
    /// (`SimpleFrontMatterTests` checks it on every input we have).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The vault-relative path, stored in the summary.
    ///   - countsText: Whether to count the body's words and characters.
    static func readSimple(_ bytes: UnsafeBufferPointer<UInt8>, path: String, countsText: Bool = true) -> EntrySummary? {
        guard let front = SimpleFrontMatter(bytes), let dateRange = front.date, !front.isNull(dateRange) else { return nil }
        // The front matter is ASCII; the body must be UTF-8 too, or the file is a problem.
        let body = UnsafeBufferPointer(rebasing: bytes[front.bodyStart...])
        guard UTF8Validation.firstInvalidOffset(in: body) == nil,
              let date = EntryDate(parsing: front.text(dateRange)) else { return nil }
        let uuid = front.uuid.flatMap { front.isNull($0) ? nil : EntryID.parse(front.slice($0)) }.map { EntryID(high: $0.0, low: $0.1) }
        let moodRange = front.mood.flatMap { front.isNull($0) ? nil : $0 }
        let title: UnsafeBufferPointer<UInt8>
        if let range = front.title, !front.isNull(range) {
            title = front.slice(range)
        } else {
            title = EntryTitle.range(inUTF8: body).map { UnsafeBufferPointer(rebasing: body[$0]) } ?? UnsafeBufferPointer(start: nil, count: 0)
        }
        // The packed texts (see ``storage``), sized exactly: the index keeps every one.
        var tagCount = 0
        var tagBytes = 0
        front.forEachTag { tagCount += 1; tagBytes += $0.count }
        let moodBytes = moodRange.map { $0.count } ?? 0
        var storage: [UInt8] = []
        storage.reserveCapacity(20 + path.utf8.count + dateRange.count + title.count + moodBytes + 4 * tagCount + tagBytes)
        func appendLength(_ length: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: length).littleEndian) { storage.append(contentsOf: $0) }
        }
        func append(_ text: UnsafeBufferPointer<UInt8>) {
            appendLength(text.count)
            storage.append(contentsOf: text)
        }
        appendLength(path.utf8.count)
        storage.append(contentsOf: path.utf8)
        append(front.slice(dateRange))
        append(title)
        if let moodRange { append(front.slice(moodRange)) } else {
            withUnsafeBytes(of: UInt32.max.littleEndian) { storage.append(contentsOf: $0) }
        }
        appendLength(tagCount)
        front.forEachTag { append(front.slice($0)) }
        return EntrySummary(
            buffer: storage, texts: storage.indices, uuid: uuid,
            mood: moodRange.flatMap { Mood(parsing: front.text($0)) },
            isStarred: front.starred.map(front.isTrue) ?? false, orderKey: date.orderKey,
            dayNumber: Int32(date.day.daysSinceEpoch), isAnniversary: front.anniversary.map(front.isTrue) ?? false,
            counts: countsText ? TextCounts(countingUTF8: body) : TextCounts())
    }
}

extension SimpleFrontMatter {
    /// The bytes of a range of the file.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The text of a range of the file (ASCII: the front matter is).
    func text(_ range: Range<Int>) -> String {
        String(decoding: slice(range), as: UTF8.self)
    }

    /// Whether a plain scalar reads as a true `starred` (or `anniversary`): `true`, `True` and
    /// `TRUE` at once, anything else through its core-schema value and ``Starred/interpret(_:)``.
    func isTrue(_ range: Range<Int>) -> Bool {
        let value = slice(range)
        if value.elementsEqual("true".utf8) || value.elementsEqual("True".utf8) || value.elementsEqual("TRUE".utf8) { return true }
        if value.elementsEqual("false".utf8) || value.elementsEqual("False".utf8) || value.elementsEqual("FALSE".utf8) { return false }
        return Starred.interpret(FrontMatterScalar(text: text(range), style: .plain).value).isStarred
    }
}
