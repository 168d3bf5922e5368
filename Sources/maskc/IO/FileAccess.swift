/// Whole-file reads and writes with messages that name the file.
enum FileAccess {
    /// Reads a whole file, refusing more than `limit` bytes (reading stops there: a huge or
    /// endless file cannot exhaust memory).
    static func readAll(_ path: String, limit: Int) throws -> [UInt8] {
        let fd: Int32
        switch SystemCalls.openForReading(path) {
        case .success(let opened): fd = opened
        case .failure(let error): throw CommandError(message: "maskc: error: cannot read \(path): \(error.message)")
        }
        defer { _ = SystemCalls.closeFile(fd) }
        var bytes: [UInt8] = []
        let chunk = 1 << 16
        while true {
            let before = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let result = bytes.withUnsafeMutableBytes { buffer in
                SystemCalls.readSome(fd, into: buffer.baseAddress! + before, count: chunk)
            }
            switch result {
            case .success(let count):
                bytes.removeLast(chunk - count)
                if count == 0 { return bytes }
                if bytes.count > limit {
                    throw CommandError(message: "maskc: error: \(path) is larger than the limit of \(limit) bytes")
                }
            case .failure(let error):
                throw CommandError(message: "maskc: error: cannot read \(path): \(error.message)")
            }
        }
    }

    /// Writes `bytes` to `path` (`-` is standard output).
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            if let failure = bytes.withUnsafeBytes({ SystemCalls.writeAll(1, $0) }) {
                throw CommandError(message: "maskc: error: cannot write standard output: \(SystemCalls.describe(errno: failure))")
            }
            return
        }
        let fd: Int32
        switch SystemCalls.openForWriting(path) {
        case .success(let opened): fd = opened
        case .failure(let error): throw CommandError(message: "maskc: error: cannot write \(path): \(error.message)")
        }
        let writeFailure = bytes.withUnsafeBytes { SystemCalls.writeAll(fd, $0) }
        let closeFailure = SystemCalls.closeFile(fd)
        if let failure = writeFailure ?? closeFailure {
            throw CommandError(message: "maskc: error: cannot write \(path): \(SystemCalls.describe(errno: failure))")
        }
    }
}
