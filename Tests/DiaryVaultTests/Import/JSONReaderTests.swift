import Testing
@testable import DiaryVault

/// `JSONReader` (RFC 8259 into ordered values) and JSON front matter read the same scalars
/// (`JSONScalars`) with their own policy and words: the cases where they differ, and the
/// structure only `JSONReader` checks (depth, trailing text).
@Suite struct JSONReaderTests {
    /// The failure of parsing `text`, or `nil`.
    func failure(_ text: String) -> JSONReader.Failure? {
        do throws(JSONReader.Failure) {
            _ = try JSONReader.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func replacesALoneSurrogateWhereFrontMatterRefusesIt() throws {
        #expect(try JSONReader.parse(Array(#"["a\ud800b"]"#.utf8)) == .array([.string("a\u{FFFD}b")]))
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: "{\"title\": \"a\\ud800b\"}\n") }
        do {
            _ = try EntryDocument(parsing: "{\"title\": \"a\\ud800b\"}\n")
        } catch let error as FrontMatterError {
            guard case .invalidJSON(let context, let detail) = error else { Issue.record("\(error)"); return }
            #expect(detail == "escape is not a Unicode scalar value")
            #expect(context.location == SourceLocation(line: 1, column: 19))
        }
    }

    @Test func wordsAndPlacesScalarFailures() {
        #expect(failure("[\"abc") == JSONReader.Failure(location: SourceLocation(line: 1, column: 2),
                                                       message: "the file ends inside a string that starts here"))
        #expect(failure("[\n \"a\\q\"]")?.description == "line 2, column 4: unknown escape '\\q' in a string")
        #expect(failure("[\"\\u12") == JSONReader.Failure(location: SourceLocation(line: 1, column: 5),
                                                         message: "the file ends inside a \\u escape"))
        #expect(failure("[-01]")?.description == "line 1, column 3: a number may not start with 0")
        #expect(failure("[1e999]")?.description == "line 1, column 2: the number is out of range")
        #expect(failure("[1.]")?.description == "line 1, column 4: expected a digit after '.'")
    }

    @Test func refusesTrailingTextAndDeepNesting() {
        #expect(failure("{} x")?.description == "line 1, column 4: unexpected text after the JSON value")
        let deep = String(repeating: "[", count: JSONReader.maximumDepth + 1) + String(repeating: "]", count: JSONReader.maximumDepth + 1)
        #expect(failure(deep)?.message == "arrays and objects nested deeper than \(JSONReader.maximumDepth)")
        let fine = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(failure(fine) == nil)
    }
}
