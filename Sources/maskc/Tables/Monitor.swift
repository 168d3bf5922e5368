#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A mutex and the conditions its holders wait on: the one way the threads of `--jobs N`
/// wait for each other (``ParallelSplit``, ``JudgingPipeline``, ``JudgedBlock``).
///
/// Each condition has its own waiters, so that a change wakes only the threads it concerns.
/// PERF: with one condition broadcast after every change (stop 46's ParallelSplit), the writer
/// woke whenever a worker took a range and the workers whenever the writer handed arrays
/// back: about 1,400 voluntary context switches a million rows with `--jobs 2`.
///
/// The pthread objects live in memory of their own, since a Swift value has no stable address
/// to hand to C; ThreadSanitizer follows pthread's ordering (it does not follow the Linux
/// `Synchronization.Mutex`'s, see `PublishedOnce`).
///
/// SAFETY (why `@unchecked Sendable` holds): the mutex and conditions are pthread's, made for
/// sharing between threads; they are destroyed in `deinit`, when no thread holds this.
final class Monitor: @unchecked Sendable {
    /// One of the monitor's conditions, by its place (below ``Monitor/init(conditions:)``).
    struct Condition: Sendable {
        let index: Int

        init(_ index: Int) {
            self.index = index
        }
    }

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let conditionCount: Int

    /// A monitor with `conditions` conditions, `Condition(0)` to `Condition(conditions - 1)`.
    init(conditions: Int = 1) {
        conditionCount = max(1, conditions)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.conditions = .allocate(capacity: conditionCount)
        for index in 0..<conditionCount {
            (self.conditions + index).initialize(to: pthread_cond_t())
            pthread_cond_init(self.conditions + index, nil)
        }
    }

    deinit {
        for index in 0..<conditionCount { pthread_cond_destroy(conditions + index) }
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    /// `body` with the mutex held.
    func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits until `condition` is signalled, releasing the mutex meanwhile; only inside
    /// ``locked(_:)``, in a loop that tests what it waits for (a wake-up may be spurious).
    func wait(_ condition: Condition) {
        pthread_cond_wait(conditions + condition.index, mutex)
    }

    /// Wakes one thread waiting on `condition`; only inside ``locked(_:)``.
    func signal(_ condition: Condition) {
        pthread_cond_signal(conditions + condition.index)
    }

    /// Wakes every thread waiting on `condition`; only inside ``locked(_:)``.
    func broadcast(_ condition: Condition) {
        pthread_cond_broadcast(conditions + condition.index)
    }
}
