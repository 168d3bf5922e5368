import CMaskAtomics

/// An object made on first use and then shared by every thread, without a lock: the one
/// place that holds the publish-once protocol for a program's deferred parts
/// (``DeferredPart``), an automaton's pair table (``PairTableSlot``), a reading's keep
/// automaton (``KeepAutomatonSlot``) and the links of the compiler's shared byte tries.
///
/// The object is published through an atomic word that holds one retain of it (released
/// when this is destroyed), or 0. Threads racing on the first use may each make one; the
/// first stored is the one every reader sees from then on, and the others are dropped.
/// Whoever makes the object must make it as a pure function of immutable inputs, so that
/// every copy is the same.
///
/// PERF: reading a published object is one load with acquire ordering and no reference
/// counting (the object is lent to the body). No lock is taken: ThreadSanitizer cannot see
/// the ordering of `Synchronization`'s Linux `Mutex` and reports its guarded state as a race,
/// and `AtomicLazyReference`'s `load()` is not inlined and instantiates generic metadata on
/// every call. Non-copyable, so that its retain has one owner.
///
/// The word is C11's `_Atomic uintptr_t` (the CMaskAtomics target), in memory of its own:
/// Swift's `Atomic` needs the Synchronization module and so macOS 15 / iOS 18, and a Swift
/// value has no stable address to hand to C. One allocation a slot, made with its owner, by
/// C's malloc (Swift's `allocate` takes the slower aligned path for it).
///
/// Its methods are generic, not the type: a stored property of a generic non-copyable type
/// made every allocation of its owner look the type's metadata up at run time (about 780
/// instructions a phone-mask compile, callgrind). So the type is not checked: each owner
/// keeps its slot private and always passes the one type it stores.
package struct PublishedOnce: ~Copyable, @unchecked Sendable {
    // SAFETY (@unchecked Sendable): the word is only read and written through C11 atomics,
    // and it lives until `deinit`, which runs once, when no thread holds this any more.
    /// The address of the published object, retained once by this, or 0.
    private let word: UnsafeMutableRawPointer

    /// Nothing published yet.
    package init() {
        self.init(publishing: 0)
    }

    /// `value` published from the start.
    package init(_ value: some AnyObject & Sendable) {
        self.init(publishing: UInt(bitPattern: Unmanaged.passRetained(value).toOpaque()))
    }

    private init(publishing address: UInt) {
        guard let word = maskc_atomic_word_make(address) else { fatalError("no memory for an atomic word") }
        self.word = word
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: maskc_atomic_word_load_acquire(word)) {
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        maskc_atomic_word_free(word)
    }

    /// Whether an object is published.
    package var isPublished: Bool { maskc_atomic_word_load_acquire(word) != 0 }

    /// `body` applied to the published object, made by `make` and published first if need be.
    @inline(__always)
    package func withValue<Value: AnyObject & Sendable, Result>(make: () -> Value, _ body: (Value) -> Result) -> Result {
        // SAFETY: a published address holds a retain that lives as long as `self`, which the
        // caller holds for the call.
        if let pointer = UnsafeRawPointer(bitPattern: maskc_atomic_word_load_acquire(word)) {
            return Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(publish(make()))
    }

    /// The published object, or nil when none is published yet (nothing is made).
    @inline(__always)
    package func published<Value: AnyObject & Sendable>(as type: Value.Type) -> Value? {
        // SAFETY: as in `withValue`; the caller gets its own retain.
        guard let pointer = UnsafeRawPointer(bitPattern: maskc_atomic_word_load_acquire(word)) else { return nil }
        return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Publishes `made` unless an object is published already, and returns the one that is.
    @inline(never)
    package func publish<Value: AnyObject & Sendable>(_ made: Value) -> Value {
        Self.publish(made, in: word)
    }
}

extension PublishedOnce {
    /// ``withValue(make:_:)`` on a word its owner keeps in memory of its own (initialized
    /// with `maskc_atomic_word_init` to 0, released with ``releasePublished(in:)``), for an
    /// owner that holds the word in the same allocation as the rest of it.
    @inline(__always)
    package static func withValue<Value: AnyObject & Sendable, Result>(
        in word: UnsafeMutableRawPointer, make: () -> Value, _ body: (Value) -> Result
    ) -> Result {
        // SAFETY: as in `withValue(make:_:)`: the owner holds the word and its retain for the call.
        if let pointer = UnsafeRawPointer(bitPattern: maskc_atomic_word_load_acquire(word)) {
            return Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(publish(make(), in: word))
    }

    /// ``publish(_:)`` on a word held elsewhere.
    @inline(never)
    package static func publish<Value: AnyObject & Sendable>(_ made: Value, in word: UnsafeMutableRawPointer) -> Value {
        let retained = Unmanaged.passRetained(made)
        var current: UInt = 0
        if maskc_atomic_word_compare_exchange(word, &current, UInt(bitPattern: retained.toOpaque())) { return made }
        // Another thread published first: keep its object, so every reader sees one.
        retained.release()
        guard let pointer = UnsafeRawPointer(bitPattern: current) else { return made }
        return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Releases the object published in a word held elsewhere, if any: its owner's `deinit`.
    package static func releasePublished(in word: UnsafeMutableRawPointer) {
        if let pointer = UnsafeRawPointer(bitPattern: maskc_atomic_word_load_acquire(word)) {
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }
}
