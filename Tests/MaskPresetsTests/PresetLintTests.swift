import MaskAnalysis
import MaskCompiler
import MaskPresets
import MaskVM
import Testing

/// `maskc lint` on every preset: no warning on any mask, no two masks of a preset sharing a
/// complete text (each preset's masks are meant to be apart, so the choice never has to
/// break a tie between two complete readings), and no mask that can never be chosen.
@Suite("preset lint")
struct PresetLintTests {
    /// Warnings a preset means to have, by preset: none today. A card's brand digits, an
    /// IBAN's country and a phone's country code are data, written as sets of one character,
    /// so no preset starts with literal digits that could swallow typed ones.
    static let meant: [String: Set<String>] = [:]

    @Test("no mask of any preset has a lint warning the preset does not mean")
    func maskWarnings() throws {
        for preset in MaskPreset.all {
            for mask in preset.masks {
                let warnings = try MaskLinter.warnings(for: mask.pattern).filter { !(Self.meant[preset.name] ?? []).contains($0.code) }
                #expect(warnings.isEmpty, "\(preset.name) \(mask.name): \(warnings.map(\.message))")
            }
        }
    }

    @Test("lint of each preset's set: no overlap, no mask that can never be chosen")
    func setWarnings() {
        for preset in MaskPreset.all where preset.masks.count > 1 {
            let warnings = MaskSetLint.warnings(for: preset.program)
            #expect(warnings.isEmpty, "\(preset.name): \(warnings.map(\.description))")
        }
    }

    @Test("no two masks of a preset share a complete text, and every mask has one of its own")
    func overlapAndDeadMasks() {
        for preset in MaskPreset.all {
            let automata = preset.program.masks.map(\.program.matcher)
            for later in automata.indices {
                #expect(automata[later].acceptingCount > 0, "\(preset.name): mask \(preset.masks[later].name) accepts nothing")
                for earlier in 0..<later {
                    let shared = Self.sharedText(automata[earlier], automata[later])
                    #expect(shared == nil, "\(preset.name): \(preset.masks[earlier].name) and \(preset.masks[later].name) both take \(shared.map { String(decoding: $0, as: UTF8.self) } ?? "")")
                }
            }
        }
    }

    /// The shortest text both automata accept, by a breadth-first walk of their product;
    /// nil when they share none.
    static func sharedText(_ first: DenseDFA, _ second: DenseDFA) -> [UInt8]? {
        struct Pair: Hashable { var first: Int, second: Int }
        let start = Pair(first: first.startState, second: second.startState)
        var parent: [Pair: (Pair, UInt8)] = [:]
        var queue = [start]
        var seen: Set<Pair> = [start]
        var head = 0
        while head < queue.count {
            let pair = queue[head]
            head += 1
            if first.isAccepting(pair.first) && second.isAccepting(pair.second) {
                var text: [UInt8] = []
                var at = pair
                while let (previous, byte) = parent[at] { text.append(byte); at = previous }
                return text.reversed()
            }
            for byte in UInt8(0)...UInt8(255) {
                let next = Pair(first: first.next(pair.first, byte), second: second.next(pair.second, byte))
                guard next.first != 0, next.second != 0, seen.insert(next).inserted else { continue }
                parent[next] = (pair, byte)
                queue.append(next)
            }
        }
        return nil
    }

    @Test("the shared-text walk finds an overlap where there is one")
    func sharedTextWorks() throws {
        let a = try MaskCompiler.compile("DDDDD").matcher
        let b = try MaskCompiler.compile("1DDDD").matcher
        #expect(Self.sharedText(a, b) == Array("10000".utf8))
        #expect(Self.sharedText(a, try MaskCompiler.compile("DDDD").matcher) == nil)
    }
}
