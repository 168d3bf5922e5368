/// The results of a run, printed as aligned tables and, with `--json`, as one JSON document.
struct Report {
    struct Row {
        var group: String
        var name: String
        var maskc: Measurement
        /// Peers measured on the same input in the same run: name and timing.
        var peers: [(name: String, timing: Measurement)]
        /// Bytes processed a call, for per-byte figures.
        var bytes: Int?
    }

    struct Fact {
        var group: String
        var name: String
        var value: String
    }

    var rows: [Row] = []
    var facts: [Fact] = []

    func text() -> String {
        var lines: [String] = []
        var currentGroup = ""
        for row in rows {
            if row.group != currentGroup {
                currentGroup = row.group
                lines.append("")
                lines.append("## \(row.group)")
                lines.append(Self.columns("operation", "maskc median", "spread", "per byte", "peers (median, peer/maskc)"))
            }
            let perByte = row.bytes.map { Self.format(row.maskc.median / Double(max($0, 1))) } ?? ""
            let peers = row.peers.map { peer in
                "\(peer.name) \(Self.format(peer.timing.median)) (\(Self.ratio(peer.timing.median / row.maskc.median)))"
            }.joined(separator: ", ")
            lines.append(Self.columns(row.name, Self.format(row.maskc.median), String(format1: row.maskc.spreadPercent) + "%", perByte, peers))
        }
        var factGroup = ""
        for fact in facts {
            if fact.group != factGroup {
                factGroup = fact.group
                lines.append("")
                lines.append("## \(fact.group)")
            }
            lines.append("  " + fact.name.padded(to: 44) + fact.value)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() -> String {
        var items: [String] = []
        for row in rows {
            var fields = [
                "\"group\":\(Self.quote(row.group))",
                "\"name\":\(Self.quote(row.name))",
                "\"maskc_ns\":\(Self.number(row.maskc.median))",
                "\"maskc_min_ns\":\(Self.number(row.maskc.minimum))",
                "\"maskc_max_ns\":\(Self.number(row.maskc.maximum))",
            ]
            if let bytes = row.bytes { fields.append("\"bytes\":\(bytes)") }
            let peers = row.peers.map { peer in
                "{\"name\":\(Self.quote(peer.name)),\"median_ns\":\(Self.number(peer.timing.median)),\"ratio\":\(Self.number(peer.timing.median / row.maskc.median))}"
            }
            fields.append("\"peers\":[\(peers.joined(separator: ","))]")
            items.append("{" + fields.joined(separator: ",") + "}")
        }
        let facts = facts.map { "{\"group\":\(Self.quote($0.group)),\"name\":\(Self.quote($0.name)),\"value\":\(Self.quote($0.value))}" }
        return "{\"results\":[\n" + items.joined(separator: ",\n") + "\n],\"facts\":[\n" + facts.joined(separator: ",\n") + "\n]}\n"
    }

    private static func columns(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) -> String {
        "  " + a.padded(to: 40) + b.padded(to: 14) + c.padded(to: 9) + d.padded(to: 11) + e
    }

    /// A duration in the unit that suits it.
    static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: String(format2: nanoseconds) + " ns"
        case ..<1_000: String(format1: nanoseconds) + " ns"
        case ..<1_000_000: String(format2: nanoseconds / 1_000) + " µs"
        case ..<1_000_000_000: String(format2: nanoseconds / 1_000_000) + " ms"
        default: String(format2: nanoseconds / 1_000_000_000) + " s"
        }
    }

    static func ratio(_ value: Double) -> String {
        value >= 100 ? "\(Int(value.rounded()))x" : String(format1: value) + "x"
    }

    private static func quote(_ text: String) -> String {
        "\"" + String(text.flatMap { $0 == "\"" || $0 == "\\" ? "\\\($0)" : "\($0)" }) + "\""
    }

    private static func number(_ value: Double) -> String {
        String(format2: value)
    }
}

extension String {
    init(format1 value: Double) {
        let scaled = (value * 10).rounded() / 10
        self = scaled == scaled.rounded() ? "\(Int(scaled)).0" : "\(scaled)"
    }

    init(format2 value: Double) {
        let scaled = Int((value * 100).rounded())
        let fraction = scaled % 100
        self = "\(scaled / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
