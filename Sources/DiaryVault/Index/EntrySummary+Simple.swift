extension EntrySummary {
    /// The summary of a file whose front matter is of the simple subset, read from its bytes
    /// with no ``FrontMatter`` and no string per field; `nil` for any other file, and for one
    /// without a valid date or that is not UTF-8 (the full reading reports those).
    ///
    /// Gives exactly what ``readFull(_:path:countsText:)`` gives whenever it gives a summary
    /// (`SimpleFrontMatterTests` checks it on every input we have).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The vault-relative path, stored in the summary.
    ///   - countsText: Whether to count the body's words and characters.
    static func readSimple(_ bytes: UnsafeBufferPointer<UInt8>, path: String, countsText: Bool = true) -> EntrySummary? {
        guard let front = SimpleFrontMatter(bytes), let dateValue = front.date, !front.isNull(dateValue),
              UTF8Validation.firstInvalidOffset(in: bytes) == nil,
              let date = EntryDate(parsing: front.text(dateValue.range)) else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[front.bodyStart...])
        let uuid = front.uuid.flatMap { front.isNull($0) ? nil : EntryID.parse(front.slice($0.range)) }.map { EntryID(high: $0.0, low: $0.1) }
        let moodRange = front.mood.flatMap { front.isNull($0) ? nil : $0.range }
        // The title key when it holds text other than blanks (``EntryTitle/isBlank(_:)``), else
        // the body's title.
        var title = front.title.flatMap { front.isNull($0) ? nil : $0.range } ?? 0..<0
        while !title.isEmpty, bytes[title.lowerBound] == 0x20 { title = title.dropFirst() }
        while !title.isEmpty, bytes[title.upperBound - 1] == 0x20 { title = title.dropLast() }
        if !title.isEmpty, EntryTitle.isBlank(front.slice(title)) { title = 0..<0 }
        let titleBytes = !title.isEmpty ? front.slice(title)
            : EntryTitle.range(inUTF8: body).map { UnsafeBufferPointer(rebasing: body[$0]) } ?? UnsafeBufferPointer(start: nil, count: 0)
        // The packed texts (see ``withStorage(_:)``), written once into a block of their exact
        // size (the index keeps every one).
        var tagCount = 0
        var tagBytes = 0
        front.forEachTag { tagCount += 1; tagBytes += $0.count }
        var pathText = path
        let storage = pathText.withUTF8 { pathBytes in
            let total = 20 + pathBytes.count + dateValue.range.count + titleBytes.count + (moodRange?.count ?? 0) + 4 * tagCount + tagBytes
            return SharedBytes.filled(count: total) { buffer -> Int in
                let base = UnsafeMutableRawPointer(buffer.baseAddress!)
                var offset = 0
                func putLength(_ length: Int) {
                    base.storeBytes(of: UInt32(truncatingIfNeeded: length).littleEndian, toByteOffset: offset, as: UInt32.self)
                    offset += 4
                }
                func put(_ text: UnsafeBufferPointer<UInt8>) {
                    putLength(text.count)
                    if let start = text.baseAddress, text.count > 0 { (base + offset).copyMemory(from: start, byteCount: text.count) }
                    offset += text.count
                }
                put(pathBytes)
                put(front.slice(dateValue.range))
                put(titleBytes)
                if let moodRange { put(front.slice(moodRange)) } else { putLength(Int(UInt32.max)) }
                putLength(tagCount)
                front.forEachTag { put(front.slice($0)) }
                return offset
            }
        }
        return EntrySummary(
            buffer: storage, texts: 0..<storage.count, uuid: uuid,
            mood: moodRange.flatMap { Mood(parsing: front.text($0)) },
            isStarred: front.starred.map(front.isTrue) ?? false, orderKey: date.orderKey,
            dayNumber: Int32(date.day.daysSinceEpoch), isAnniversary: front.anniversary.map(front.isTrue) ?? false,
            counts: countsText ? TextCounts(countingUTF8: body) : TextCounts(), isPrivate: front.private.map(front.isTrue) ?? false)
    }
}
