/// One result slot per thread of a parallel loop. Each thread writes only its own slot,
/// through a pointer (not a Swift array, whose mutation would be an exclusive access to the
/// whole array), and the slots are read after the loop has joined: no data race.
final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    subscript(index: Int) -> Value {
        get { slots[index]! }
        set { slots[index] = newValue }
    }
}

/// A byte buffer that parallel loops read. It is read-only while shared, and the memory it
/// points to outlives every loop that uses it (callers own it around the loop).
struct SharedBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }
}
