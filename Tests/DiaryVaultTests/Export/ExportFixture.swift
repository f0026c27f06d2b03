import Foundation
@testable import DiaryVault

/// A small vault for the export tests: four entries that use every mapped key, a title key, a
/// time without an offset, a date alone, a private entry, a photo and a second journal.
enum ExportFixture {
    /// The photo's bytes (not a real JPEG: the exporter copies bytes, it does not decode them).
    static let photo: [UInt8] = Array("JFIF river night".utf8) + (0..<64).map { UInt8($0) }

    static let river = """
        ---
        uuid: 87A152F4-60CA-46FE-BD3D-B70B0D99ED20
        date: 2026-11-29T23:50:00+09:00
        starred: true
        tags: [산책, night walk]
        timezone: Asia/Seoul
        location: Dalbit Riverside Park, Seoul, South Korea
        latitude: 37.529134
        longitude: 126.934512
        weather: Clear
        temperature: 3.5
        ---
        # 강변 야경

        늦은 밤, 강변을 따라 걸었다.

        ![](attachments/river%20night.jpg)

        ## 다리
        [x] 불빛이 물에 비쳤다.

        """

    static let coffee = """
        ---
        uuid: FDA536A3-A434-46F9-A7FB-3F46C9374388
        date: 2026-11-29T08:10:00
        title: Morning coffee
        mood: good
        tags: [coffee]
        ---
        Mina says the pastries are better on Mondays. @coffee

        """

    static let market = """
        ---
        uuid: D031F0FB-C96D-493E-B7F9-AA9A1DFAC4E1
        date: 2026-10-25
        private: true
        tags: [market]
        ---
        # Sunday market

        Pears and plum butter.

        """

    static let berlin = """
        ---
        uuid: 4A8F8E61-8CB2-48DD-A717-F50A7DC5226E
        date: 2026-10-25T02:30:00+01:00
        timezone: Europe/Berlin
        journal: Travel
        pinned: true
        ---
        02:30 again, second time.

        Same kitchen, same tea.

        """

    /// A temporary vault holding the four entries and the photo.
    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-river.md", river)
        try vault.write("2026/11/2026-11-29-coffee.md", coffee)
        try vault.write("2026/10/2026-10-25-market.md", market)
        try vault.write("2026/10/2026-10-25-berlin.md", berlin)
        try vault.write("2026/11/attachments/river night.jpg", photo)
        return vault
    }
}
