extension VaultPath {
    /// A year, a month or a day of the calendar, as typed and as folders hold them: `2026`,
    /// `2026-11`, `2026-11-29`.
    ///
    /// Years are four digits, 0000 to 9999 (as year folders are), months two digits 01 to 12, days
    /// two digits that exist in that month (`2026-02-29` is not a day: 2026 is not a leap year).
    public enum Period: Hashable, Sendable {
        /// A whole year.
        case year(Int)
        /// One month of a year, 1 to 12.
        case month(year: Int, month: Int)
        /// One day.
        case day(CivilDate)

        /// Reads `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, or returns `nil`.
        ///
        /// - Parameter text: The period as typed.
        public init?(parsing text: some StringProtocol) {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard let yearText = parts.first, let year = VaultPath.year(fromFolderName: yearText) else { return nil }
            switch parts.count {
            case 1:
                self = .year(year)
            case 2:
                guard let month = VaultPath.month(fromFolderName: parts[1]) else { return nil }
                self = .month(year: year, month: month)
            case 3:
                guard let month = VaultPath.month(fromFolderName: parts[1]),
                      let dayNumber = VaultPath.digits(parts[2], count: 2),
                      let day = CivilDate(year: year, month: month, day: dayNumber) else { return nil }
                self = .day(day)
            default:
                return nil
            }
        }

        /// The first day of the period.
        public var firstDay: CivilDate {
            switch self {
            case .year(let year): CivilDate(year: year, month: 1, day: 1)!
            case .month(let year, let month): CivilDate(year: year, month: month, day: 1)!
            case .day(let day): day
            }
        }

        /// The last day of the period.
        public var lastDay: CivilDate {
            switch self {
            case .year(let year): CivilDate(year: year, month: 12, day: 31)!
            case .month(let year, let month): CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))!
            case .day(let day): day
            }
        }

        /// The days of the period, first to last, both included.
        public var days: ClosedRange<CivilDate> { firstDay...lastDay }

        /// Whether a day lies in the period.
        ///
        /// - Parameter day: Any day.
        public func contains(_ day: CivilDate) -> Bool {
            switch self {
            case .year(let year): day.year == year
            case .month(let year, let month): day.year == year && day.month == month
            case .day(let only): day == only
            }
        }

        /// The folders that hold the period's entries, for ``VaultWalker/list(_:)``.
        public var scope: VaultWalker.Scope {
            switch self {
            case .year(let year): .year(year)
            case .month(let year, let month): .month(year: year, month: month)
            case .day(let day): .month(year: day.year, month: day.month)
            }
        }
    }
}

extension VaultPath.Period: CustomStringConvertible {
    /// The period as typed: `2026`, `2026-11`, `2026-11-29`.
    public var description: String {
        switch self {
        case .year(let year): CivilDate.pad(year, 4)
        case .month(let year, let month): CivilDate.pad(year, 4) + "-" + CivilDate.pad(month, 2)
        case .day(let day): day.description
        }
    }
}
