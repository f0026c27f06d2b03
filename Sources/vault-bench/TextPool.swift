/// One long buffer of paragraphs, from which each entry's body takes a run of whole paragraphs.
///
/// Building the text once and slicing it keeps generation of 100,000 entries to a few seconds
/// while bodies still differ in length, language and position.
struct TextPool: Sendable {
    /// The UTF-8 text: paragraphs, each followed by a blank line (`"\n\n"`).
    let bytes: [UInt8]
    /// The byte offset where each paragraph starts, plus one past the end.
    let starts: [Int]
    /// The number of words before each paragraph, plus the total.
    let wordsBefore: [Int]

    /// The number of paragraphs.
    var count: Int { starts.count - 1 }

    /// Builds a pool of `paragraphs` paragraphs.
    ///
    /// - Parameters:
    ///   - paragraphs: How many paragraphs; at least 100.
    ///   - random: The generator to draw from.
    init(paragraphs: Int, random: inout SeededGenerator) {
        precondition(paragraphs >= 100, "a pool needs at least 100 paragraphs, got \(paragraphs)")
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var wordsBefore: [Int] = []
        var words = 0
        for _ in 0..<paragraphs {
            let paragraph = Self.paragraph(&random)
            starts.append(bytes.count)
            wordsBefore.append(words)
            bytes += paragraph.utf8
            bytes += [0x0A, 0x0A]
            words += paragraph.split(separator: " ").count
        }
        starts.append(bytes.count)
        wordsBefore.append(words)
        self.bytes = bytes
        self.starts = starts
        self.wordsBefore = wordsBefore
    }

    /// The bytes of the run of paragraphs that starts at `first` and has at least `words` words
    /// (fewer when the pool ends first).
    func body(from first: Int, words: Int) -> ArraySlice<UInt8> {
        var last = first + 1
        while last < count, wordsBefore[last] - wordsBefore[first] < words {
            last += 1
        }
        return bytes[starts[first]..<starts[last]]
    }

    /// One paragraph: Korean sentences (6 %), an emoji line (4 %) or English sentences.
    static func paragraph(_ random: inout SeededGenerator) -> String {
        let roll = random.nextUnit()
        if roll < 0.06 {
            return (0..<random.next(in: 1...3)).map { _ in random.pick(Vocabulary.koreanLines) }.joined(separator: " ")
        }
        if roll < 0.10 {
            return random.pick(Vocabulary.emojiLines)
        }
        var sentences: [String] = []
        for _ in 0..<random.next(in: 2...6) {
            var words = (0..<random.next(in: 6...18)).map { _ in random.pick(Vocabulary.words) }
            words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
            if random.chance(0.15) {
                words[random.next(in: 0...(words.count - 2))] += ","
            }
            sentences.append(words.joined(separator: " ") + random.pick([".", ".", ".", ".", "!", "?"]))
        }
        return sentences.joined(separator: " ")
    }
}
