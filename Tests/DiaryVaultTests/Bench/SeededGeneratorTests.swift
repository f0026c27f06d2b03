import Testing
@testable import vault_bench

@Suite struct SeededGeneratorTests {
    @Test func matchesSplitMix64ReferenceValues() {
        var random = SeededGenerator(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func sameSeedGivesSameSequence() {
        var first = SeededGenerator(seed: 42)
        var second = SeededGenerator(seed: 42)
        #expect((0..<100).map { _ in first.next(below: 1000) } == (0..<100).map { _ in second.next(below: 1000) })
    }

    @Test(arguments: [1, 2, 3, 7, 1080, 1 << 40])
    func drawsBelowTheBound(bound: Int) {
        var random = SeededGenerator(seed: UInt64(bound))
        for _ in 0..<1000 {
            #expect((0..<bound).contains(random.next(below: bound)))
        }
    }

    @Test func drawsEveryValueOfASmallRange() {
        var random = SeededGenerator(seed: 7)
        let values = Set((0..<500).map { _ in random.next(in: 1...4) })
        #expect(values == [1, 2, 3, 4])
    }

    @Test func unitDrawsStayInHalfOpenInterval() {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<1000 {
            let value = random.nextUnit()
            #expect(value >= 0 && value < 1)
        }
    }

    @Test func weightedIndexFollowsTheWeights() {
        var random = SeededGenerator(seed: 1)
        var counts = [0, 0, 0]
        for _ in 0..<10000 { counts[random.weightedIndex([10, 0, 90])] += 1 }
        #expect(counts[1] == 0)
        #expect((800...1200).contains(counts[0]))
    }

    @Test func sampleReturnsDistinctElements() {
        var random = SeededGenerator(seed: 3)
        for count in 0...5 {
            let sample = random.sample(Array(0..<5), count: count)
            #expect(sample.count == count)
            #expect(Set(sample).count == count)
        }
    }
}
