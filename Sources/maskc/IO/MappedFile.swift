#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A regular file's bytes mapped read-only into memory, so that threads can split and judge
/// ranges of it in place, with no byte moved between buffers.
///
/// Resident memory stays bounded whatever the file's size: the pages behind what has been
/// written are given back (``release(below:)``), and the kernel reads ahead of the threads
/// (`MADV_SEQUENTIAL`).
///
/// SAFETY (why `@unchecked Sendable` holds): the mapping is read-only and lives until `deinit`;
/// ``release(below:)`` only drops pages the caller no longer reads (a page dropped and read
/// again is read from the file again, so even that would be correct).
final class MappedFile: @unchecked Sendable {
    /// The file's bytes, from its first.
    let bytes: UnsafeBufferPointer<UInt8>
    private let pageSize: Int
    private var released = 0

    /// Maps the file open on `fd` when it is a regular, non-empty file read from its start
    /// (also one redirected to standard input); nil otherwise (a pipe, a terminal, a file
    /// already partly read), which is then read as a stream.
    init?(fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
              lseek(fd, 0, SEEK_CUR) == 0 else { return nil }
        let count = Int(info.st_size)
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        _ = madvise(address, count, MADV_SEQUENTIAL)
        bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
        pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }

    /// Gives back the resident pages wholly before `offset`: nothing before it is read again.
    /// Called by one thread (the writer).
    func release(below offset: Int) {
        let end = offset / pageSize * pageSize
        guard end > released, let base = bytes.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, MADV_DONTNEED)
        released = end
    }
}
