/// The UTF-8 byte-order mark, `EF BB BF`: some editors (Notepad, Excel's "CSV UTF-8") write
/// it at the start of a text file. It says how the file is encoded and is no part of the
/// first line, so every command that reads lines drops it before the first sample, once,
/// at the very start of the input (one in the middle is left alone: it is data there).
enum ByteOrderMark {
    static let length = 3

    /// Whether the `count` bytes at `start` begin with the mark.
    static func begins(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        count >= length && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF
    }

    /// Reads from `fd` into `buffer` until it holds at least the mark's length or the input
    /// ends, so the mark can be seen whole even when the first read returns a byte or two
    /// (a slow pipe). Returns how many bytes were read.
    static func readStart(_ fd: Int32, into buffer: UnsafeMutablePointer<UInt8>, capacity: Int) -> Result<Int, ErrnoError> {
        var count = 0
        while count < length {
            switch SystemCalls.readSome(fd, into: buffer + count, count: capacity - count) {
            case .success(0): return .success(count)
            case .success(let got): count += got
            case .failure(let error): return .failure(error)
            }
        }
        return .success(count)
    }
}
