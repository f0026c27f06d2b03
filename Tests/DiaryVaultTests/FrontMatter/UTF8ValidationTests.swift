import Testing
@testable import DiaryVault

/// ``UTF8Validation/firstInvalidOffset(in:)``, which answers an ASCII tail with one overlapping
/// word, against the standard library's UTF-8 parser, on every
/// length up to 48 with a sequence (valid, cut off, overlong, surrogate, stray) at every place.
@Suite struct UTF8ValidationTests {
    /// The offset of the first ill-formed sequence by the standard library's own UTF-8 parser
    /// (`Unicode.UTF8.ForwardParser`, which follows Unicode's table 3-7), an oracle written
    /// apart from ours.
    private func reference(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// Every length and place, each sequence; and the sequence at the very end, cut at each byte.
    @Test func agreesWithTheStandardLibrarysParser() {
        let sequences: [[UInt8]] = [[0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xFF], [0xC0, 0xAF],
                                    [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x7F]]
        for length in 0...48 {
            let ascii = (0..<length).map { UInt8(0x20 + $0 % 90) }
            #expect(UTF8ValidationTests.check(ascii) == reference(ascii))
            for place in 0...length {
                for sequence in sequences {
                    let bytes = Array(ascii[..<place]) + sequence + Array(ascii[place...])
                    #expect(UTF8ValidationTests.check(bytes) == reference(bytes), "\(bytes)")
                    for cut in 1..<sequence.count {
                        let cutOff = Array(ascii[..<place]) + sequence.prefix(cut)
                        #expect(UTF8ValidationTests.check(cutOff) == reference(cutOff), "\(cutOff)")
                    }
                }
            }
        }
    }

    /// The validator's answer for an array.
    private static func check(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    }
}
