extension VaultCache {
    /// The layouts of the records that hold a summary, in record order, read in place (no path,
    /// problem or summary decoded): for a reader that needs a few fields of every record, such
    /// as the shell completion of tags.
    ///
    /// - Returns: One layout per record with a summary; records without one are left out.
    func summaryLayouts() -> [RecordLayout] {
        bytes.withBytes { buffer in
            (0..<count).compactMap { index in
                Self.layout(buffer, at: Self.recordOffset(buffer, index)).flatMap { $0.summary == nil ? nil : $0 }
            }
        }
    }

    /// The day of each record that holds a summary, in record order, read in place: days since
    /// 1970-01-01 in the proleptic Gregorian calendar (``CivilDate/daysSinceEpoch``), one per
    /// record, repeated days included. For the shell completion of dates: the days of 100,000
    /// records without a string or summary each.
    ///
    /// - Returns: The day numbers.
    func summaryDayNumbers() -> [Int32] {
        bytes.withBytes { buffer in
            var days: [Int32] = []
            days.reserveCapacity(count)
            for index in 0..<count {
                if let day = Self.layout(buffer, at: Self.recordOffset(buffer, index))?.summary?.dayNumber {
                    days.append(day)
                }
            }
            return days
        }
    }
}
