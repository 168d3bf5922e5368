#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Peak memory of one operation, from Linux's resident-set high-water mark: reset the mark
/// (`/proc/self/clear_refs`), run the operation, and read how far the mark rose above the
/// resident size before it. Page-granular; nil where /proc does not offer this.
enum PeakMemory {
    static func kilobytes(during operation: () -> Void) -> Int? {
        guard reset(), let before = status("VmRSS") else { return nil }
        operation()
        guard let peak = status("VmHWM") else { return nil }
        return max(0, peak - before)
    }

    private static func reset() -> Bool {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
    }

    /// A `kB` field of /proc/self/status.
    private static func status(_ field: String) -> Int? {
        let fd = open("/proc/self/status", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).filter(\.isNumber))
        }
        return nil
    }
}
