import Foundation
import Testing
@testable import DiaryVault

/// `set`/`unset` with a dotted path: only the nested key's line changes (byte-minimal), and what
/// cannot be edited faithfully is refused with the reason.
@Suite struct PathEditingTests {
    static let head = "---\nuuid: 0F1AE62B-02AC-4651-A418-092A7665E75F\ndate: 2026-11-29\n"

    static func edit(_ front: String, _ path: String, _ value: FrontMatterValue?) throws -> String {
        var entry = try Entry(parsing: Array((head + front + "---\nBody\n").utf8))
        _ = try entry.setValue(value, atPath: path)
        return String(entry.document.serializedText().dropFirst(head.count).dropLast("---\nBody\n".count))
    }

    @Test(arguments: [
        ("location: # where\n  name: 서울  # city\n  lat: 37.5\nmood: good\n", "location.name", FrontMatterValue.string("부산"),
         "location: # where\n  name: 부산  # city\n  lat: 37.5\nmood: good\n"),
        ("location:\n  lat: 37.5\n  name: 'Seoul'\n", "location.lat", .float(35.1), "location:\n  lat: 35.1\n  name: 'Seoul'\n"),
        ("location:\n  name: Seoul\n", "location.name", .string("a: b"), "location:\n  name: \"a: b\"\n"),
        ("trip:\n  from:\n    city: Seoul\n  to: Busan\n", "trip.from.city", .string("Incheon"),
         "trip:\n  from:\n    city: Incheon\n  to: Busan\n"),
        ("location:\n  name: Seoul\nmood: good\n", "location.country", .string("KR"),
         "location:\n  name: Seoul\n  country: KR\nmood: good\n"),
        ("mood: good\n", "location.name", .string("서울"), "mood: good\nlocation:\n  name: 서울\n"),
        ("location:\n  name: Seoul\n  lat: 37.5\n", "location.name", nil, "location:\n  lat: 37.5\n"),
        ("trip:\n  from:\n    city: Seoul\n  to: Busan\n", "trip.from", nil, "trip:\n  to: Busan\n"),
        ("location:\r\n  name: Seoul\r\n", "location.name", .string("Busan"), "location:\r\n  name: Busan\r\n"),
    ] as [(String, String, FrontMatterValue?, String)])
    func changesOnlyTheNestedKeysLine(front: String, path: String, value: FrontMatterValue?, expected: String) throws {
        let front = front.contains("\r\n") ? front : front
        #expect(try Self.edit(front, path, value) == expected)
    }

    @Test(arguments: [
        ("location: {name: Seoul}\n", "location.name", "flow style"),
        ("items:\n  - n: 3\n", "items.0.n", "not a mapping"),
        ("trip:\n  legs:\n    - a\n", "trip.legs.x", "list"),
        ("base: &b\n  name: Seoul\nother: *b\n", "base.name", "anchors, aliases or tags"),
        ("place:\n  <<: {a: 1}\n  name: x\n", "place.name", "merge key"),
        ("place:\n  note: |\n    two\n    lines\n", "place.note", "not a one-line value"),
        ("place:\n  name: Seoul\n", "place.name", "only to a scalar"),
    ])
    func refusesWhatItCannotEditFaithfully(front: String, path: String, reason: String) throws {
        let value: FrontMatterValue = reason == "only to a scalar" ? .sequence([.string("a")]) : .string("x")
        #expect {
            try Self.edit(front, path, value)
        } throws: { error in
            (error as? PathEditRefusal)?.reason.contains(reason) == true
        }
    }

    @Test func setAndUnsetCommandsEditOneLine() throws {
        let vault = try TemporaryVault()
        let original = Self.head + "location:\n  name: 서울 # home\n  lat: 37.5\n---\nBody\n"
        try vault.write("2026/11/2026-11-29-a.md", original)
        let set = vault.run(["set", "2026/11/2026-11-29-a.md", "location.lat=35.1"])
        #expect(set.status == 0)
        #expect(try String(decoding: vault.bytes("2026/11/2026-11-29-a.md"), as: UTF8.self)
            == Self.head + "location:\n  name: 서울 # home\n  lat: 35.1\n---\nBody\n")
        let unset = vault.run(["unset", "2026/11/2026-11-29-a.md", "location.lat"])
        #expect(unset.status == 0)
        #expect(try String(decoding: vault.bytes("2026/11/2026-11-29-a.md"), as: UTF8.self)
            == Self.head + "location:\n  name: 서울 # home\n---\nBody\n")
        try vault.write("2026/11/2026-11-29-a.md", Self.head + "location: {name: 서울}\n---\nBody\n")
        let refused = vault.run(["set", "2026/11/2026-11-29-a.md", "location.name=부산"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("flow style"))
        #expect(try String(decoding: vault.bytes("2026/11/2026-11-29-a.md"), as: UTF8.self) == Self.head + "location: {name: 서울}\n---\nBody\n")
    }
}
