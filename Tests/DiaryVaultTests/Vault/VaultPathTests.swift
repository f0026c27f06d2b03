import Testing
@testable import DiaryVault

@Suite struct VaultPathTests {
    @Test(arguments: [
        ("2026/11/2026-11-29-walk.md", 2026, 11, "2026-11-29-walk.md"),
        ("0000/01/x.md", 0, 1, "x.md"),
        ("9999/12/.hidden", 9999, 12, ".hidden"),
        ("2026/11/", 2026, 11, ""),
    ])
    func readsPathsInMonthFolders(text: String, year: Int, month: Int, name: String) throws {
        let path = try #require(VaultPath(parsing: text))
        #expect(path.year == year)
        #expect(path.month == month)
        #expect(path.fileName == name)
        #expect(path.description == text)
    }

    @Test(arguments: ["2026/13/a.md", "2026/00/a.md", "2026/1/a.md", "202/11/a.md", "20266/11/a.md", "2026/11",
                      "2026/11/sub/a.md", "/2026/11/a.md", "２０２６/11/a.md", "2026/+1/a.md", ""])
    func rejectsOtherPaths(text: String) {
        #expect(VaultPath(parsing: text) == nil)
    }

    @Test func formsFoldersAndNames() throws {
        let day = try #require(CivilDate(year: 7, month: 3, day: 9))
        #expect(VaultPath.folder(for: day) == "0007/03")
        #expect(VaultPath.folder(year: 2026, month: 11) == "2026/11")
        #expect(VaultPath.fileName(day: day, slug: "walk") == "0007-03-09-walk.md")
        #expect(VaultPath.fileName(day: day, slug: "walk", clash: 3) == "0007-03-09-walk-3.md")
        #expect(VaultPath(year: 2026, month: 1, fileName: "a.md").description == "2026/01/a.md")
    }

    @Test(arguments: [
        ("2026-11-29-walk.md", "2026-11-29"), ("2026-11-29.md", "2026-11-29"), ("2024-02-29", "2024-02-29"),
        ("2026-11-290.md", nil), ("2026-02-29-x.md", nil), ("2026-11-2.md", nil), ("walk.md", nil), ("", nil),
    ] as [(String, String?)])
    func readsTheDateANameStartsWith(name: String, day: String?) {
        #expect(VaultPath.leadingDate(ofFileName: name)?.description == day)
        #expect(VaultPath(year: 2026, month: 11, fileName: name).nameDay?.description == day)
    }

    @Test(arguments: [("2026", "2026", 4), ("0000", "0000", 4), ("11", nil, 2)] as [(String, String?, Int)])
    func readsFolderNames(name: String, year: String?, count: Int) {
        #expect(VaultPath.year(fromFolderName: name).map { CivilDate.pad($0, 4) } == year)
        #expect(VaultPath.digits(name, count: count) == Int(name))
    }

    @Test(arguments: [("01", 1), ("12", 12), ("13", nil), ("00", nil), ("1", nil), ("001", nil), ("1a", nil)] as [(String, Int?)])
    func readsMonthFolderNames(name: String, month: Int?) {
        #expect(VaultPath.month(fromFolderName: name) == month)
        #expect(VaultPath.isTwoDigitName(name) == (name.utf8.count == 2 && name.allSatisfy(\.isASCII) && Int(name) != nil))
    }

    @Test(arguments: [("a.md", true), (".a.md", false), (".md", false), ("a.MD", false), ("a.txt", false)])
    func recognisesEntryFileNames(name: String, isEntry: Bool) {
        #expect(VaultPath.isEntryFileName(name) == isEntry)
    }

    @Test(arguments: [
        ("2026", VaultPath.Period.year(2026), "2026-01-01", "2026-12-31"),
        ("0000", .year(0), "0000-01-01", "0000-12-31"),
        ("2026-11", .month(year: 2026, month: 11), "2026-11-01", "2026-11-30"),
        ("2024-02", .month(year: 2024, month: 2), "2024-02-01", "2024-02-29"),
        ("2026-11-29", .day(CivilDate(year: 2026, month: 11, day: 29)!), "2026-11-29", "2026-11-29"),
        ("2024-02-29", .day(CivilDate(year: 2024, month: 2, day: 29)!), "2024-02-29", "2024-02-29"),
    ])
    func readsPeriods(text: String, period: VaultPath.Period, first: String, last: String) {
        #expect(VaultPath.Period(parsing: text) == period)
        #expect(period.description == text)
        #expect(period.firstDay.description == first)
        #expect(period.lastDay.description == last)
        #expect(period.contains(period.firstDay) && period.contains(period.lastDay))
        #expect(!period.contains(period.firstDay.adding(days: -1)))
        #expect(!period.contains(period.lastDay.adding(days: 1)))
        #expect(period.days == period.firstDay...period.lastDay)
    }

    @Test(arguments: ["", "26", "20266", "2026-", "2026-13", "2026-1", "2026-11-31", "2026-02-29", "2026-11-29-1",
                      "2026/11", "-2026", "+2026", "2026-11-29T10:00", "11-29"])
    func rejectsOtherPeriods(text: String) {
        #expect(VaultPath.Period(parsing: text) == nil)
    }

    @Test func givesTheFoldersOfAPeriod() {
        #expect(VaultPath.Period.year(2026).scope == .year(2026))
        #expect(VaultPath.Period.month(year: 2026, month: 11).scope == .month(year: 2026, month: 11))
        #expect(VaultPath.Period.day(CivilDate(year: 2026, month: 11, day: 29)!).scope == .month(year: 2026, month: 11))
    }
}
