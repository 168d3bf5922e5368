import MaskLexer

/// The classes a regular expression names (`\d`, `.`, `[:alpha:]`), as the scalar ranges
/// they match, following Swift Regex's default (grapheme-cluster) meanings on a Character of
/// one scalar: `\d` is a Character that is a number (`Character.isNumber`: any numeric type,
/// so `½` and `Ⅷ` too), `\w` a letter (Alphabetic), a number or `_`, `\s` White_Space, `.` any
/// scalar that is not a line end. `RegexClassTableTests` checks each against Swift Regex on
/// every scalar of the Basic Multilingual Plane.
enum ScalarClass: Hashable, Sendable {
    case digit
    /// `[:digit:]`: General_Category Nd only, narrower than `\d`.
    case decimal
    case word
    case space
    /// `.`: anything but a line end.
    case any
    case alpha
    case upper
    case lower
    case alnum
    case xdigit
    case blank
    case cntrl

    /// The POSIX class named inside `[: :]`, if MaskRegex supports it.
    init?(posixName: String) {
        switch posixName {
        case "digit": self = .decimal
        case "space": self = .space
        case "alpha": self = .alpha
        case "upper": self = .upper
        case "lower": self = .lower
        case "alnum": self = .alnum
        case "xdigit": self = .xdigit
        case "blank": self = .blank
        case "cntrl": self = .cntrl
        default: return nil
        }
    }

    /// POSIX class names Swift Regex knows that MaskRegex refuses (their Unicode meanings
    /// are not pinned down here yet).
    /// (`[:word:]` in Swift Regex also takes dashes but not `_`, unlike `\w`.)
    static let unsupportedPOSIXNames: Set<String> = ["punct", "graph", "print", "ascii", "word"]

    /// The line ends `.` never matches: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    static let lineEnds: [ClosedRange<UInt32>] = [0x0A...0x0D, 0x85...0x85, 0x2028...0x2029]

    /// The matched scalar values: sorted, disjoint, non-adjacent, no surrogates. Computed
    /// once a process from the standard library's Unicode properties.
    var ranges: [ClosedRange<UInt32>] {
        switch self {
        case .digit: Self.digitRanges
        case .decimal: Self.decimalRanges
        case .word: Self.wordRanges
        case .space: Self.spaceRanges
        case .any: ScalarRanges.complement(of: Self.lineEnds)
        case .alpha: Self.alphaRanges
        case .upper: Self.upperRanges
        case .lower: Self.lowerRanges
        case .alnum: ScalarRanges.normalized(Self.alphaRanges + Self.digitRanges)
        // With the fullwidth forms, as Swift Regex has them.
        case .xdigit: [0x30...0x39, 0x41...0x46, 0x61...0x66, 0xFF10...0xFF19, 0xFF21...0xFF26, 0xFF41...0xFF46]
        case .blank: Self.blankRanges
        case .cntrl: Self.controlRanges
        }
    }

    private static let digitRanges = ranges { $0.properties.numericType != nil }
    private static let decimalRanges = ranges { $0.properties.numericType == .decimal }
    private static let alphaRanges = ranges { $0.properties.isAlphabetic }
    private static let wordRanges = ranges { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    private static let spaceRanges = ranges { $0.properties.isWhitespace }
    private static let upperRanges = ranges { $0.properties.isUppercase }
    private static let lowerRanges = ranges { $0.properties.isLowercase }
    private static let blankRanges = ranges { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    private static let controlRanges = ranges { $0.properties.generalCategory == .control }

    /// The planes that hold assigned scalars other than private use (BMP, SMP, SIP, TIP and
    /// SSP); the others are unassigned or private use, which no class here matches.
    /// PERF: a quarter of the scalars, so the first use of a class costs a quarter as much.
    private static let assignedPlanes: [ClosedRange<UInt32>] = [0...0x3FFFF, 0xE0000...0xEFFFF]

    /// Every scalar value for which `matches` holds, as ranges: one pass over the assigned planes.
    private static func ranges(where matches: (Unicode.Scalar) -> Bool) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var start: UInt32?
        for plane in assignedPlanes {
            for value in plane {
                if let scalar = Unicode.Scalar(value), matches(scalar) {
                    if start == nil { start = value }
                } else if let open = start {
                    result.append(open...value - 1)
                    start = nil
                }
            }
            if let open = start { result.append(open...plane.upperBound) }
            start = nil
        }
        return result
    }
}

/// Sets of scalar values as sorted, disjoint, non-adjacent ranges.
enum ScalarRanges {
    /// Sorted, with overlapping and adjacent ranges merged, surrogates removed.
    static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        complement(of: complement(of: ranges))
    }

    /// Every scalar value not in `ranges` (surrogate code points are not scalars).
    static func complement(of ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        ScalarSet.complement(of: ranges)
    }
}
