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
        while index < count, isSchemeByte(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<index])
        guard schemes.isEmpty || schemes.contains(where: { equalsIgnoringCase(scheme, $0) }) else { return false }
        index += 1

        let hasAuthority = index + 1 < count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
        if hasAuthority {
            index += 2
            let start = index
            while index < count, !isAuthorityEnd(bytes[index]) { index += 1 }
            guard let hostLength = authorityHostLength(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return false }
            if hostLength == 0 && requiresHost(scheme) { return false }
        } else if requiresHost(scheme) {
            return false
        }
        // Path, then query after "?", then fragment after "#": the same characters, except
        // that "?" starts the query only once and nothing may follow a second "#".
        var inFragment = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                if inFragment { return false }
                inFragment = true
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 2
            } else if !isPathByte(byte) {
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
            guard validEncoded(UnsafeBufferPointer(rebasing: authority[0..<at]), allowing: isUserInfoByte) else { return nil }
            hostStart = at + 1
        }
        let hostPort = UnsafeBufferPointer(rebasing: authority[hostStart...])
        var hostEnd = 0
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")), close > 1,
                  hostPort[1..<close].allSatisfy(isIPLiteralByte) else { return nil }
            hostEnd = close + 1
        } else {
            hostEnd = hostPort.firstIndex(of: UInt8(ascii: ":")) ?? hostPort.count
            guard validEncoded(UnsafeBufferPointer(rebasing: hostPort[0..<hostEnd]), allowing: isRegNameByte) else { return nil }
        }
        if hostEnd < hostPort.count {
            guard hostPort[hostEnd] == UInt8(ascii: ":"),
                  hostPort[(hostEnd + 1)...].allSatisfy(ASCII.isDigit) else { return nil }
        }
        return hostEnd
    }

    /// Whether every byte is allowed or part of a `%HH` escape.
    private static func validEncoded(_ bytes: UnsafeBufferPointer<UInt8>, allowing allowed: (UInt8) -> Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 3
            } else {
                guard allowed(bytes[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    private static let hostRequiringSchemes = ["http", "https", "ws", "wss", "ftp"]

    private static func requiresHost(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        hostRequiringSchemes.contains { equalsIgnoringCase(scheme, $0) }
    }

    private static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        bytes.count == name.utf8.count && zip(bytes, name.utf8).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        ASCII.isDigit(byte) || (byte | 0x20) &- 0x61 < 6
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: "="):
            true
        default:
            false
        }
    }

    private static func isRegNameByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte)
    }

    private static func isUserInfoByte(_ byte: UInt8) -> Bool {
        isRegNameByte(byte) || byte == UInt8(ascii: ":")
    }

    /// IPv6 addresses (hex digits, colons, dots) and IPvFuture (`v1.x`): checked loosely.
    private static func isIPLiteralByte(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":")
    }

    /// pchar, "/" and "?": what a path, query and fragment may hold besides `%HH`.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        isRegNameByte(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }
}

extension Trial {
    /// Passes an absolute URL whose scheme is one of `schemes` (compared ignoring case;
    /// an empty list allows any scheme), in RFC 3986's syntax; `http`, `https`, `ws`, `wss`
    /// and `ftp` URLs need a host. Validator's `ValidationRuleURL`, made strict:
    /// `https://example.com/a?b#c` passes; `example.com`, `http://` and `http://a b` fail.
    public static func url(schemes: [String] = ["http", "https"]) -> Trial {
        Trial(.url(URLJudge(schemes: schemes)))
    }
}

struct URLJudge: OneMessageJudge {
    let schemes: [String]

    func fault(in text: String, form: Form) -> Void? {
        URLSyntax.isValid(text, schemes: schemes) ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(TrialMessage.Key.url, ["schemes": .list(schemes)])
    }

    var description: String { "url(schemes: [\(schemes.map(quoted).joined(separator: ", "))])" }
}
