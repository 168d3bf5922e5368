// The few C calls maskc makes, behind one import. maskc uses no Foundation: process
// start-up stays small, which matters when a whole run over a file takes milliseconds.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

enum SystemCalls {
    /// The message of an `errno` value, e.g. "No such file or directory".
    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    static var currentErrno: Int32 { errno }

    /// The processors online, at least 1: how many threads a file's judging may use.
    static var onlineProcessors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    static let brokenPipe = EPIPE
    static let interrupted = EINTR
    static let isDirectory = EISDIR

    /// Writes all of `bytes` to `fd`, retrying short writes; returns the errno on failure.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Reads up to `count` bytes; returns the count (0 at end of file) or the errno.
    static func readSome(_ fd: Int32, into pointer: UnsafeMutableRawPointer, count: Int) -> Result<Int, ErrnoError> {
        while true {
            let got = read(fd, pointer, count)
            if got >= 0 { return .success(got) }
            if errno != EINTR { return .failure(ErrnoError(code: errno)) }
        }
    }

    static func openForReading(_ path: String) -> Result<Int32, ErrnoError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return .failure(ErrnoError(code: errno)) }
        // Refuse directories up front: read(2) on one fails with a less helpful EISDIR later.
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            return .failure(ErrnoError(code: EISDIR))
        }
        return .success(fd)
    }

    static func openForWriting(_ path: String) -> Result<Int32, ErrnoError> {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        return fd < 0 ? .failure(ErrnoError(code: errno)) : .success(fd)
    }

    static func closeFile(_ fd: Int32) -> Int32? {
        close(fd) == 0 ? nil : errno
    }

    /// The size of the regular file open on `fd` when it is read from its start (also one
    /// redirected to standard input); nil for a pipe, a terminal or a file already partly read.
    static func regularFileSizeFromStart(_ fd: Int32) -> Int? {
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, lseek(fd, 0, SEEK_CUR) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The first `count` bytes of the file open on `fd`, mapped read-only and private, to be
    /// read from first to last (`MADV_SEQUENTIAL`: the kernel reads ahead); nil on failure.
    static func mapForSequentialReading(_ fd: Int32, count: Int) -> UnsafeBufferPointer<UInt8>? {
        guard count > 0, let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else { return nil }
        _ = madvise(address, count, MADV_SEQUENTIAL)
        return UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// Drops the resident pages of `count` bytes of a mapping from `start` (a page boundary):
    /// a mapped file's pages are read from the file again if touched again.
    static func releasePages(_ start: UnsafePointer<UInt8>, count: Int) {
        _ = madvise(UnsafeMutableRawPointer(mutating: start), count, MADV_DONTNEED)
    }

    /// Moves the offset of the file open on `fd` to `offset` (for a file whose bytes were
    /// read through a mapping); a failure leaves it where it was.
    static func moveOffset(_ fd: Int32, to offset: Int) {
        _ = lseek(fd, off_t(offset), SEEK_SET)
    }

    /// Ends a mapping made by ``mapForSequentialReading(_:count:)``.
    static func unmap(_ bytes: UnsafeBufferPointer<UInt8>) {
        _ = munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }

    /// The size of a memory page, at least 4 KiB.
    static var pageSize: Int { max(4096, Int(sysconf(Int32(_SC_PAGESIZE)))) }

    /// Index of the first `byte` in `buffer[from..<to]`, or nil.
    @inline(__always)
    static func find(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// memmove: the regions may overlap.
    static func moveBytes(to destination: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
        memmove(destination, source, count)
    }

    /// Writes to a closed pipe return EPIPE instead of killing the process, so maskc can
    /// end with its documented exit status.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A monotonic clock in nanoseconds (for ``PipelineTimeline``).
    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The processor time the calling thread has used, in nanoseconds (for ``PipelineTimeline``).
    static func threadProcessorNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The value of an environment variable, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Writes `text` straight to standard error, unbuffered (a diagnostic printed after the
    /// command's own output is flushed).
    static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { _ = writeAll(2, UnsafeRawBufferPointer($0)) }
    }

    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }
}

/// A failed system call's errno.
struct ErrnoError: Error {
    var code: Int32
    var message: String { SystemCalls.describe(errno: code) }
}
