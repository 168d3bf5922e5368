/// A regular file's bytes mapped read-only into memory, so that threads can split and judge
/// ranges of it in place, with no byte moved between buffers.
///
/// Resident memory stays bounded whatever the file's size: the pages behind what has been
/// written are given back (``release(below:)``), and the kernel reads ahead of the threads
/// (`MADV_SEQUENTIAL`). The system calls are ``SystemCalls``'.
///
/// SAFETY (why `@unchecked Sendable` holds): the mapping is read-only and lives until `deinit`;
/// ``release(below:)`` only drops pages the caller no longer reads (a page dropped and read
/// again is read from the file again, so even that would be correct).
final class MappedFile: @unchecked Sendable {
    /// The file's bytes, from its first.
    let bytes: UnsafeBufferPointer<UInt8>
    private let pageSize: Int
    private var released = 0

    /// The least a release gives back: 2 MiB, so resident memory grows by at most that much.
    /// PERF: `madvise(MADV_DONTNEED)` behind every 256 KiB range written was 269 calls a
    /// million rows (33 now), each taking the mapping's lock that the workers' page faults
    /// take too.
    static let releaseStep = 2 << 20

    /// Maps the file open on `fd` when it is a regular, non-empty file read from its start
    /// (also one redirected to standard input); nil otherwise (a pipe, a terminal, a file
    /// already partly read), which is then read as a stream.
    ///
    /// The descriptor's offset is moved past the mapped bytes, where reading them would have
    /// left it: in `(maskc check --rules r.json; cat) < t.csv`, `cat` finds the table consumed,
    /// as it does after `--jobs 1`, and does not see it again.
    init?(fd: Int32) {
        guard let count = SystemCalls.regularFileSizeFromStart(fd),
              let bytes = SystemCalls.mapForSequentialReading(fd, count: count) else { return nil }
        SystemCalls.moveOffset(fd, to: count)
        self.bytes = bytes
        pageSize = SystemCalls.pageSize
    }

    deinit {
        SystemCalls.unmap(bytes)
    }

    /// Gives back the resident pages wholly before `offset`: nothing before it is read again.
    /// Called by one thread (the writer).
    func release(below offset: Int) {
        let end = offset / pageSize * pageSize
        guard end - released >= Self.releaseStep, let base = bytes.baseAddress else { return }
        SystemCalls.releasePages(base + released, count: end - released)
        released = end
    }
}
