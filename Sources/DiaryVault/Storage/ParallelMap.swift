import Dispatch

/// Maps a function over an array on all cores, keeping the order of the results.
///
/// Work is split into chunks handed to Dispatch's `concurrentPerform`; each chunk writes only its
/// own slots of the result buffer, so no two threads touch the same memory.
///
/// - Parameters:
///   - items: The inputs.
///   - chunkSize: How many items one task handles, 1 or more.
///   - transform: The function, called once per item, possibly on several threads at once.
/// - Returns: `transform` of each item, in the order of `items`.
func parallelMap<Input: Sendable, Output: Sendable>(
    _ items: [Input], chunkSize: Int = 64, _ transform: @Sendable (Input) -> Output
) -> [Output] {
    precondition(chunkSize >= 1, "chunkSize must be positive, got \(chunkSize)")
    guard items.count > chunkSize else { return items.map(transform) }
    var results = [Output?](repeating: nil, count: items.count)
    let chunks = (items.count + chunkSize - 1) / chunkSize
    results.withUnsafeMutableBufferPointer { buffer in
        let slots = DisjointSlots(buffer: buffer)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let start = chunk * chunkSize
            for index in start..<min(start + chunkSize, items.count) {
                slots.buffer[index] = transform(items[index])
            }
        }
    }
    return results.map { $0! }
}

/// A result buffer whose slots are each written by exactly one task.
private struct DisjointSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
