@testable import DiaryVault
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("abc", 3),
        ("November 2026", 13),
        ("한글", 4),
        ("2026년 11월", 11),
        ("일 월 화", 8),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // 각 as conjoining jamo: one cluster, one wide syllable
        ("日本語", 6),
        ("周日", 4),
        ("ＡＢ", 4),
        ("ｱ", 1),  // halfwidth katakana (H)
        ("e\u{301}", 1),
        ("\u{301}", 0),
        ("é", 1),
        ("😄", 2),
        ("❤\u{FE0F}", 2),
        ("❤", 1),
        ("1\u{FE0F}\u{20E3}", 2),
        ("👨\u{200D}👩\u{200D}👧", 2),
        ("🇰🇷", 2),
        ("🇰🇷🇩🇪", 4),
        ("👍🏽", 2),
        ("☝🏽", 2),
        ("a\u{200B}b", 2),
        ("\u{200D}", 0),
        ("\u{FEFF}", 0),
        ("\u{FE0F}", 0),
        ("\u{1B}", 0),
        ("\r\n", 0),
        ("\u{85}", 0),
        ("\u{AD}", 1),
        ("★", 1),  // East Asian Ambiguous counts 1
        ("·", 1),
    ])
    func measuresTerminalColumns(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test(arguments: [
        (UInt32(0x10FF), false), (0x1100, true), (0x115F, true), (0x1160, false),
        (0xABFF, false), (0xAC00, true), (0xD7A3, true), (0xD7A4, false),
        (0x4E00, true), (0x3000, true), (0xFF01, true), (0xFF61, false),
        (0x41, false), (0x1F600, true), (0x3FFFD, true), (0x3FFFE, false), (0x10FFFF, false),
    ])
    func findsWideScalarsByBinarySearch(value: UInt32, isWide: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(scalar.isWide == isWide)
    }

    @Test func wideRangesAreSortedAndDisjoint() {
        let ranges = Unicode.Scalar.eastAsianWideRanges
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound + 1 < next.lowerBound, "\(previous) then \(next)")
        }
    }

    @Test func padsByDisplayWidthNotByCount() {
        #expect("일".padded(toWidth: 4) == "일  ")
        #expect("일".padded(toWidth: 4, alignment: .right) == "  일")
        #expect("2026년 11월".padded(toWidth: 20, alignment: .center) == "    2026년 11월     ")
        #expect("ab".padded(toWidth: 5, alignment: .center) == " ab  ")
        #expect("toolong".padded(toWidth: 3) == "toolong")
    }

    @Test func truncatesBetweenClusters() {
        #expect("Sun".truncated(toWidth: 2) == "Su")
        #expect("周日".truncated(toWidth: 3) == "周")
        #expect("e\u{301}x".truncated(toWidth: 1) == "e\u{301}")
        #expect("👨\u{200D}👩\u{200D}👧".truncated(toWidth: 1) == "")
    }

    @Test func trimsOnlyTrailingSpaces() {
        #expect("  a b  ".trimmingTrailingSpaces == "  a b")
        #expect("   ".trimmingTrailingSpaces == "")
    }
}
