import Testing
@testable import DiaryVault

/// The scalars of JSON text (RFC 8259): numbers (section 6), strings, escapes and surrogate pairs
/// (section 7), lone surrogates under both policies (section 8.2), and where each failure is.
@Suite struct JSONScalarsTests {
    /// Reads `text` as a string from its first byte with `policy`.
    func string(_ text: String, _ policy: JSONScalars.LoneSurrogates = .reject) throws(JSONScalars.Failure) -> String {
        let bytes = Array(text.utf8)
        return try JSONScalars.readString(bytes, at: 0, limit: bytes.count, loneSurrogates: policy).value
    }

    /// The failure of reading `text` as a string, or `nil`.
    func stringFailure(_ text: String, _ policy: JSONScalars.LoneSurrogates = .reject) -> JSONScalars.Failure? {
        do throws(JSONScalars.Failure) {
            _ = try string(text, policy)
            return nil
        } catch {
            return error
        }
    }

    /// Scans `text` as a number from its first byte.
    func number(_ text: String) throws(JSONScalars.Failure) -> (end: Int, isInteger: Bool) {
        let bytes = Array(text.utf8)
        return try JSONScalars.scanNumber(bytes, at: 0, limit: bytes.count)
    }

    /// The failure of scanning `text` as a number, or `nil`.
    func numberFailure(_ text: String) -> JSONScalars.Failure? {
        do throws(JSONScalars.Failure) {
            _ = try number(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("0", 1, true), ("-0", 2, true), ("7", 1, true), ("-123", 4, true), ("10", 2, true),
        ("1.5", 3, false), ("-0.25", 5, false), ("2e10", 4, false), ("2E+3", 4, false), ("2.5e-3", 6, false),
        // A leading zero ends the integer part; the caller names the digit after it.
        ("01", 1, true), ("-00", 2, true),
        // The number ends before the first byte that cannot continue it.
        ("12,", 2, true), ("3]", 1, true), ("1.5.2", 3, false), ("1e5e", 3, false),
    ])
    func scansNumbers(text: String, end: Int, isInteger: Bool) throws {
        let scanned = try number(text)
        #expect(scanned.end == end)
        #expect(scanned.isInteger == isInteger)
    }

    @Test(arguments: [
        ("-", JSONScalars.Failure.Kind.expectedDigit, 1), ("-a", .expectedDigit, 1), ("x", .expectedDigit, 0),
        ("+1", .expectedDigit, 0), (".5", .expectedDigit, 0), ("1.", .expectedFractionDigit, 2),
        ("1.e3", .expectedFractionDigit, 2), ("1e", .expectedExponentDigit, 2), ("1e+", .expectedExponentDigit, 3),
        ("0.1E-x", .expectedExponentDigit, 5),
    ])
    func refusesBrokenNumbers(text: String, kind: JSONScalars.Failure.Kind, offset: Int) {
        #expect(numberFailure(text) == JSONScalars.Failure(kind: kind, offset: offset, tokenStart: 0))
    }

    @Test func readsEscapes() throws {
        #expect(try string(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti")
        #expect(try string(#""caf\u00e9 \u00E9 \u0041""#) == "café é A")
        #expect(try string("\"\"") == "")
        #expect(try string("\"한글 😀\"") == "한글 😀")
    }

    @Test func joinsSurrogatePairs() throws {
        #expect(try string(#""\ud83d\ude00""#) == "😀")
        #expect(try string(#""\uD834\uDD1E""#, .replace) == "𝄞")
        #expect(try string(#""\uDBFF\uDFFF""#).unicodeScalars.map(\.value) == [0x10FFFF])
        #expect(try string(#""\uD800\uDC00""#).unicodeScalars.map(\.value) == [0x10000])
    }

    @Test func rejectsLoneSurrogatesInFrontMatter() {
        // Just past the escape that is alone.
        #expect(stringFailure(#""\ud800""#) == JSONScalars.Failure(kind: .loneSurrogate, offset: 7, tokenStart: 0))
        #expect(stringFailure(#""\udc00x""#) == JSONScalars.Failure(kind: .loneSurrogate, offset: 7, tokenStart: 0))
        #expect(stringFailure(#""\ud800x""#) == JSONScalars.Failure(kind: .loneSurrogate, offset: 7, tokenStart: 0))
        // Just past the second escape, which is not a low surrogate.
        #expect(stringFailure(#""\ud800\u0041""#) == JSONScalars.Failure(kind: .highSurrogateWithoutLow, offset: 13, tokenStart: 0))
        #expect(stringFailure(#""\ud800\ud800""#) == JSONScalars.Failure(kind: .highSurrogateWithoutLow, offset: 13, tokenStart: 0))
    }

    @Test func replacesLoneSurrogatesInImports() throws {
        #expect(try string(#""\ud800""#, .replace) == "\u{FFFD}")
        #expect(try string(#""\udc00x""#, .replace) == "\u{FFFD}x")
        #expect(try string(#""a\ud800b""#, .replace) == "a\u{FFFD}b")
        // The escape after an unpaired high surrogate is read on its own.
        #expect(try string(#""\ud800\u0041""#, .replace) == "\u{FFFD}A")
        #expect(try string(#""\ud800\ud800\udc00""#, .replace) == "\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(try string(#""\ud83d\ud83d\ude00""#, .replace) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func returnsTheOffsetPastTheClosingQuote() throws {
        let bytes = Array(#"["ab\"c", 1]"#.utf8)
        let (value, end) = try JSONScalars.readString(bytes, at: 1, limit: bytes.count, loneSurrogates: .reject)
        #expect(value == "ab\"c")
        #expect(end == 8)
        #expect(bytes[end] == UInt8(ascii: ","))
    }

    @Test func stopsAtTheLimit() {
        // The closing quote lies past the limit (the front matter's closing `---`).
        let bytes = Array(#""abc""#.utf8)
        do throws(JSONScalars.Failure) {
            _ = try JSONScalars.readString(bytes, at: 0, limit: 3, loneSurrogates: .reject)
            Issue.record("read past the limit")
        } catch {
            #expect(error == JSONScalars.Failure(kind: .endInString, offset: 3, tokenStart: 0))
        }
    }

    @Test(arguments: [
        ("\"abc", JSONScalars.Failure.Kind.endInString, 4),
        ("\"abc\\", .endInEscape, 4),
        ("\"a\nb\"", .controlCharacter, 2),
        ("\"a\tb\"", .controlCharacter, 2),
        ("\"\u{0}\"", .controlCharacter, 1),
        ("\"\\x\"", .unknownEscape(UInt8(ascii: "x")), 1),
        ("\"ab\\U0041\"", .unknownEscape(UInt8(ascii: "U")), 3),
        ("\"\\u12\" , 1", .badHexDigit, 5),
        ("\"\\u12G4\"", .badHexDigit, 5),
        ("\"\\u12", .endInHexEscape(digitsStart: 3), 5),
        ("\"\\uZ1", .endInHexEscape(digitsStart: 3), 3),
        ("\"\\ud800\\u12", .endInHexEscape(digitsStart: 9), 11),
    ])
    func refusesBrokenStrings(text: String, kind: JSONScalars.Failure.Kind, offset: Int) {
        let expected = JSONScalars.Failure(kind: kind, offset: offset, tokenStart: 0)
        #expect(stringFailure(text, .reject) == expected)
        #expect(stringFailure(text, .replace) == expected)
    }

    @Test func refusesInvalidUTF8AtTheOpeningQuote() {
        let bytes: [UInt8] = [0x20, 0x22, 0x61, 0xFF, 0x22]
        do throws(JSONScalars.Failure) {
            _ = try JSONScalars.readString(bytes, at: 1, limit: bytes.count, loneSurrogates: .replace)
            Issue.record("read invalid UTF-8")
        } catch {
            #expect(error == JSONScalars.Failure(kind: .invalidUTF8, offset: 1, tokenStart: 1))
        }
    }

    @Test func locatesFailuresByLineAndByteColumn() {
        let text = Array("{\n  \"a\": \"x\\q\"\n}".utf8)
        let failure = JSONScalars.Failure(kind: .unknownEscape(UInt8(ascii: "q")), offset: 11, tokenStart: 9)
        #expect(failure.location(in: text) == SourceLocation(line: 2, column: 10))
        // Columns count bytes: "é" is two.
        #expect(JSONScalars.location(of: 4, in: Array("\"é\\".utf8)) == SourceLocation(line: 1, column: 5))
        // A byte order mark is not counted, as `SourceLocation` says.
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"a\\".utf8)
        #expect(JSONScalars.location(of: 5, in: marked) == SourceLocation(line: 1, column: 3))
        #expect(JSONScalars.location(of: 0, in: []) == SourceLocation(line: 1, column: 1))
    }

    @Test func whitespaceIsTheFourBytesOfRFC8259() {
        let space = (0...255).map(UInt8.init).filter(JSONScalars.isSpace)
        #expect(space == [0x09, 0x0A, 0x0D, 0x20])
    }
}
