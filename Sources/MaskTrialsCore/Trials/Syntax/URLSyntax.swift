/// An absolute URL in RFC 3986's syntax, checked by hand in one pass over the UTF-8 bytes.
///
/// ```
/// url        = scheme ":" [ "//" authority ] path [ "?" query ] [ "#" fragment ]
/// scheme     = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// authority  = [ userinfo "@" ] host [ ":" port ]
/// host       = "[" IPv6 or IPvFuture "]" / reg-name
/// ```
///
/// Every other character must be one RFC 3986 allows where it stands, or `%` and two hex
/// digits: so no spaces, no non-ASCII (encode an IRI first), no stray `%`. The web's
/// special schemes (`http`, `https`, `ws`, `wss`, `ftp`) must have `//` and a non-empty host.
enum URLSyntax {
    static func isValid(_ text: String, schemes: [String]) -> Bool {
        text.withUTF8Bytes { isValid(utf8: $0, schemes: schemes) }
    }

    static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>, schemes: [String]) -> Bool {
        let count = bytes.count
        guard count > 0, ASCII.isLetter(bytes[0]) else { return false }
        var index = 1
        while index < count, scheme.contains(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
        let name = UnsafeBufferPointer(rebasing: bytes[0..<index])
        guard schemes.isEmpty || schemes.contains(where: { equalsIgnoringCase(name, $0) }) else { return false }
        index += 1

        let hasAuthority = index + 1 < count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
        if hasAuthority {
            index += 2
            let start = index
            while index < count, !isAuthorityEnd(bytes[index]) { index += 1 }
            guard let hostLength = authorityHostLength(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return false }
            if hostLength == 0 && requiresHost(name) { return false }
        } else if requiresHost(name) {
            return false
        }
        // Path, then query after "?", then fragment after "#": the same characters ("/" and
        // "?" included); only a second "#" is refused.
        var inFragment = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                if inFragment { return false }
                inFragment = true
            } else if byte == UInt8(ascii: "%") {
                guard isPercentEscape(bytes, at: index) else { return false }
                index += 2
            } else if !path.contains(byte) {
                return false
            }
            index += 1
        }
        return true
    }

    /// The length of the host of an authority, or nil when the authority is malformed.
    private static func authorityHostLength(_ authority: UnsafeBufferPointer<UInt8>) -> Int? {
        var hostStart = 0
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard validEncoded(UnsafeBufferPointer(rebasing: authority[0..<at]), allowing: userInfo) else { return nil }
            hostStart = at + 1
        }
        let hostPort = UnsafeBufferPointer(rebasing: authority[hostStart...])
        var hostEnd = 0
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")), close > 1,
                  hostPort[1..<close].allSatisfy(ipLiteral.contains) else { return nil }
            hostEnd = close + 1
        } else {
            hostEnd = hostPort.firstIndex(of: UInt8(ascii: ":")) ?? hostPort.count
            guard validEncoded(UnsafeBufferPointer(rebasing: hostPort[0..<hostEnd]), allowing: regName) else { return nil }
        }
        if hostEnd < hostPort.count {
            guard hostPort[hostEnd] == UInt8(ascii: ":"),
                  hostPort[(hostEnd + 1)...].allSatisfy(ASCII.isDigit) else { return nil }
        }
        return hostEnd
    }

    /// Whether every byte is allowed or part of a `%HH` escape.
    private static func validEncoded(_ bytes: UnsafeBufferPointer<UInt8>, allowing allowed: ByteSet) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard isPercentEscape(bytes, at: index) else { return false }
                index += 3
            } else {
                guard allowed.contains(bytes[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    /// Whether `%` at `index` starts `%HH`.
    private static func isPercentEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && ByteSet.hexDigits.contains(bytes[index + 1]) && ByteSet.hexDigits.contains(bytes[index + 2])
    }

    private static let hostRequiringSchemes = ["http", "https", "ws", "wss", "ftp"]

    private static func requiresHost(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        hostRequiringSchemes.contains { equalsIgnoringCase(scheme, $0) }
    }

    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        bytes.count == name.utf8.count && zip(bytes, name.utf8).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }

    private static let scheme = ByteSet.alphanumerics.union(ByteSet("+-."))
    private static let unreserved = ByteSet.alphanumerics.union(ByteSet("-._~"))
    private static let subDelimiters = ByteSet("!$&'()*+,;=")
    private static let regName = unreserved.union(subDelimiters)
    private static let userInfo = regName.union(ByteSet(":"))
    /// IPv6 addresses (hex digits, colons, dots) and IPvFuture (`v1.x`): checked loosely.
    private static let ipLiteral = userInfo
    /// pchar, "/" and "?": what a path, query and fragment may hold besides `%HH`.
    private static let path = regName.union(ByteSet(":@/?"))

    private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}

extension Trial {
    /// Passes an absolute URL whose scheme is one of `schemes` (compared ignoring case;
    /// an empty list allows any scheme), in RFC 3986's syntax; `http`, `https`, `ws`, `wss`
    /// and `ftp` URLs need a host. Validator's `ValidationRuleURL`, made strict:
    /// `https://example.com/a?b#c` passes; `example.com`, `http://` and `http://a b` fail.
    public static func url(schemes: [String] = ["http", "https"]) -> Trial {
        Trial(URLJudge(schemes: schemes))
    }
}

final class URLJudge: OneMessageJudge {
    let schemes: [String]

    init(schemes: [String]) {
        self.schemes = schemes
    }

    func fault(in text: String, form: Form) -> Void? {
        URLSyntax.isValid(text, schemes: schemes) ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(TrialMessage.Key.url, ["schemes": .list(schemes)])
    }

    var description: String { "url(schemes: [\(schemes.map(quoted).joined(separator: ", "))])" }
}
