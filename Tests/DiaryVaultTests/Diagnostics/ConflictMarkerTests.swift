import Testing
@testable import DiaryVault

/// The conflict rule's readers: which lines open or close a conflict, and the text without the
/// conflicts (what a conflicted entry's title is read from).
@Suite struct ConflictMarkerTests {
    func lines(_ text: String) -> [Int] {
        Array(text.utf8).withUnsafeBufferPointer { ConflictMarker.conflictLines(inUTF8: $0) }
    }

    func kept(_ text: String) -> String {
        String(decoding: Array(text.utf8).withUnsafeBufferPointer { ConflictMarker.withoutConflicts($0) }, as: UTF8.self)
    }

    @Test func findsOpeningAndClosingMarkersOfAnySizeFromSeven() {
        #expect(lines("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> x\n") == [2, 6])
        #expect(lines("<<<<<<<< HEAD\nb\n||||||||\nz\n========\nc\n>>>>>>>>\n") == [1, 7])
        #expect(lines("\u{FEFF}<<<<<<< HEAD\r\nb\r\n>>>>>>> x\r\n") == [1, 3])
        // Six, no space, a lone separator, a quote: not markers.
        #expect(lines("<<<<<< HEAD\n<<<<<<<HEAD\n=======\n> quote\n") == [])
        #expect(Array("x\n>>>>>>> y".utf8).withUnsafeBufferPointer { ConflictMarker.firstConflictOffset(inUTF8: $0) } == 2)
        #expect(Array("<x\n>y\n".utf8).withUnsafeBufferPointer { ConflictMarker.hasConflict(inUTF8: $0) } == false)
    }

    @Test func leavesOutBothSidesOfEachConflict() {
        #expect(kept("a\n<<<<<<< HEAD\nb\n||||||| base\nz\n=======\nc\n>>>>>>> x\nd\n") == "a\nd\n")
        // An orphan closing marker goes; an opening marker never closed takes the rest.
        #expect(kept("a\n>>>>>>> x\nb\n<<<<<<< y\nc\n") == "a\nb\n")
        #expect(kept("no markers\n=======\n") == "no markers\n=======\n")
    }
}
