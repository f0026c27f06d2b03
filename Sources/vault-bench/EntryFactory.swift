/// Builds the entry files of one day for `VaultGenerator`.
///
/// The mix, per entry: 20 % `starred: true`, of the rest 60 % `starred: false` and 40 % no key;
/// moods bad 8 / not-great 17 / okay 35 / good 28 / great 12 %, 1 % with no mood; 30 % with 1 to 4
/// tags (one in ten of those as a block sequence), 3 % of the others `tags: []`; times 06:00 to
/// 23:59, 88 % at +09:00, the rest at offsets that put the UTC day elsewhere; titles in English,
/// 3 % in Korean (Hangul file names), 2 % ending in an emoji. Bodies are 100 to 800 words with
/// Korean and emoji paragraphs, 3 % with a bullet list, 2 % with a `---` rule. Quirks, each
/// independent: a comment in the front matter 2 % (own line or trailing), CRLF 1 %, BOM 0.5 %.
struct EntryFactory: Sendable {
    /// The paragraphs bodies are cut from.
    let pool: TextPool

    /// Creates a factory over a pool.
    init(pool: TextPool) {
        self.pool = pool
    }

    /// The `count` entries of `day`, in time order, with distinct slugs.
    mutating func makeDay(_ day: CivilDay, count: Int, random: inout SeededGenerator) -> [VaultGenerator.File] {
        var minutes: Set<Int> = []
        while minutes.count < count {
            minutes.insert(random.next(in: 360...1439))
        }
        var slugs: Set<String> = []
        return minutes.sorted().map { minute in
            makeEntry(day: day, minute: minute, slugs: &slugs, random: &random)
        }
    }

    /// One entry file.
    func makeEntry(day: CivilDay, minute: Int, slugs: inout Set<String>, random: inout SeededGenerator) -> VaultGenerator.File {
        var quirks: [String] = []
        let title = Self.title(&random)
        var slug = Self.slug(title)
        let base = slug
        var suffix = 2
        while !slugs.insert(slug).inserted {
            slug = "\(base)-\(suffix)"
            suffix += 1
        }
        if slug.utf8.contains(where: { $0 >= 0x80 }) { quirks.append("korean_slug") }
        let path = "\(CivilDay.pad(day.year, 4))/\(CivilDay.pad(day.month, 2))/\(day)-\(slug).md"

        let offset = Vocabulary.offsets[random.weightedIndex(Vocabulary.offsetWeights)]
        var lines = [
            "uuid: \(Self.uuid(&random))",
            "date: \(day)T\(CivilDay.pad(minute / 60, 2)):\(CivilDay.pad(minute % 60, 2)):00\(offset)",
        ]
        let mood = Vocabulary.moods[random.weightedIndex(Vocabulary.moodWeights)]
        if random.chance(0.01) {
            quirks.append("no_mood")
        } else {
            lines.append("mood: \(mood)")
        }
        let isStarred = random.chance(0.20)
        if isStarred {
            lines.append("starred: true")
        } else if random.chance(0.6) {
            lines.append("starred: false")
        }
        if random.chance(0.30) {
            let tags = random.sample(Vocabulary.tags, count: random.next(in: 1...4))
            if random.chance(0.10) {
                quirks.append("block_tags")
                lines.append("tags:")
                lines += tags.map { "  - \($0)" }
            } else {
                lines.append("tags: [\(tags.joined(separator: ", "))]")
            }
        } else if random.chance(0.03) {
            lines.append("tags: []")
        }
        if random.chance(0.02) {
            quirks.append("comment")
            if random.chance(0.5) {
                lines.insert(random.pick(Vocabulary.ownLineComments), at: random.next(in: 0...lines.count))
            } else {
                lines[random.next(below: 2)] += random.pick(Vocabulary.trailingComments)
            }
        }

        var text = Array(("---\n" + lines.joined(separator: "\n") + "\n---\n# " + title + "\n\n").utf8)
        var body = pool.body(from: random.next(below: pool.count - 60), words: random.next(in: 100...800))
        if random.chance(0.02), let cut = Self.firstBlankLine(in: body) {
            quirks.append("body_rule")
            text += body[..<cut]
            text += Array("---\n\n".utf8)
            body = body[cut...]
        }
        text += body
        if random.chance(0.03) {
            text += Array(random.sample(Vocabulary.diary, count: 3).map { "- \($0)\n" }.joined().utf8)
        }
        while text.count >= 2, text[text.count - 1] == 0x0A, text[text.count - 2] == 0x0A {
            text.removeLast()
        }
        if random.chance(0.01) {
            quirks.append("crlf")
            text = text.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        }
        if random.chance(0.005) {
            quirks.append("bom")
            text.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
        }
        return VaultGenerator.File(path: path, bytes: text, day: day, isStarred: isStarred, quirks: quirks)
    }

    /// The index just after the first blank line (`"\n\n"`) of a body, if any.
    static func firstBlankLine(in body: ArraySlice<UInt8>) -> Int? {
        var index = body.startIndex
        while index + 1 < body.endIndex {
            if body[index] == 0x0A, body[index + 1] == 0x0A { return index + 2 }
            index += 1
        }
        return nil
    }

    /// A title: English phrases, 3 % Korean, 2 % of the English ones ending in an emoji.
    static func title(_ random: inout SeededGenerator) -> String {
        if random.chance(0.03) { return random.pick(Vocabulary.koreanTitles) }
        var title: String
        let roll = random.nextUnit()
        if roll < 0.4 {
            title = "\(random.pick(Vocabulary.titleAdjectives)) \(random.pick(Vocabulary.titleNouns)) \(random.pick(Vocabulary.titlePlaces))"
        } else if roll < 0.65 {
            title = "\(random.pick(Vocabulary.titleAdjectives)) \(random.pick(Vocabulary.titleNouns))"
        } else if roll < 0.85 {
            title = "Thoughts on \(random.pick(Vocabulary.titleTopics))"
        } else {
            let noun = random.pick(Vocabulary.titleNouns)
            title = noun.prefix(1).uppercased() + noun.dropFirst() + " " + random.pick(Vocabulary.titlePlaces)
        }
        if random.chance(0.02) { title += " " + random.pick(Vocabulary.titleEmoji) }
        return title
    }

    /// The file-name slug of a title: ASCII letters and digits lowercased, Hangul syllables kept,
    /// every other run of characters one `-`, at most 60 bytes; `entry` when nothing is left.
    static func slug(_ title: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || (0xAC00...0xD7A3).contains(scalar.value)
            if !keep {
                pendingDash = true
                continue
            }
            if pendingDash, !slug.isEmpty, slug.utf8.count + 1 + String(scalar).utf8.count <= 60 { slug += "-" }
            pendingDash = false
            guard slug.utf8.count + String(scalar).utf8.count <= 60 else { break }
            slug.unicodeScalars.append(scalar)
        }
        return slug.isEmpty ? "entry" : slug
    }

    /// An RFC 4122 version 4 UUID from 128 drawn bits, in uppercase.
    static func uuid(_ random: inout SeededGenerator) -> String {
        var bytes: [UInt8] = []
        for word in [random.next(), random.next()] {
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = []
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
            text += [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
        return String(decoding: text, as: UTF8.self)
    }
}
