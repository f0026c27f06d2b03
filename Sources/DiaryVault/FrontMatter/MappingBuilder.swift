/// The pairs of one mapping as they are read, with merge keys resolved as PyYAML's
/// `flatten_mapping` does (the YAML 1.1 merge type, <https://yaml.org/type/merge.html>).
struct MappingBuilder {
    private var merged: [FrontMatterPair] = []
    private var own: [FrontMatterPair] = []

    /// Adds a pair; a merge key's value must be a mapping or a sequence of mappings.
    mutating func add(key: String, value: FrontMatterValue, isMerge: Bool, reader: NestedValueReader, at offset: Int) throws {
        if isMerge {
            switch value {
            case .mapping(let pairs): merged += pairs
            case .sequence(let items):
                // Later mappings are merged first, so earlier ones win (their values are assigned last).
                for item in items.reversed() {
                    guard case .mapping(let pairs) = item else { throw reader.fail("a merge key ('<<') whose list holds a value that is not a mapping", at: offset) }
                    merged += pairs
                }
            default: throw reader.fail("a merge key ('<<') whose value is not a mapping", at: offset)
            }
            return
        }
        guard !own.contains(where: { $0.key.isSameKey(key) }) else { throw reader.fail("the key '\(key)' written twice in one mapping", at: offset) }
        own.append(FrontMatterPair(key: key, value: value))
    }

    /// The mapping: merged pairs first, then its own; a repeated key keeps its first place and its
    /// last value.
    var pairs: [FrontMatterPair] {
        guard !merged.isEmpty else { return own }
        var result: [FrontMatterPair] = []
        var places: [ExactKey: Int] = [:]
        for pair in merged + own {
            if let place = places[ExactKey(text: pair.key)] {
                result[place].value = pair.value
            } else {
                places[ExactKey(text: pair.key)] = result.count
                result.append(pair)
            }
        }
        return result
    }
}
