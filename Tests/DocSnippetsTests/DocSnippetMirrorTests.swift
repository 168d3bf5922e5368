import Foundation
import Testing

/// Every ```swift block of README.md and docs/*.md compiles as the document shows it, imports
/// included: this target holds a copy of each (`Snippets/`, between `// BEGIN <document> swift
/// <n>` and `// END …` markers, n counting the document's Swift blocks from 1), and this suite
/// checks that each copy is the block's lines. A doc edit that breaks compilation then fails
/// the suite: either the copy differs, or the copy (updated) does not compile.
///
/// A copy may differ from its block in two visible ways only, because a block is top-level
/// code and the copy is a function body built with warnings as errors:
/// - a line ending in `// snippet wrapper` is the copy's own (the function around the
///   statements, whose parameters name what the document takes as given, such as `bytes`;
///   a `return` that hands results to DocSnippetRunTests);
/// - a statement may begin with `_ = `, where the document shows its value in a comment.
///
/// Indentation is not compared. A file of copies imports exactly what its blocks import: a
/// block's own `import` lines, or, for a block with none, those of the document's last block
/// before it that has some (it reads on from there). The target builds with member import
/// visibility, so no other file's imports can make a copy compile where an app's file would not.
@Suite("Swift examples in the documents compile")
struct DocSnippetMirrorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Blocks that may stay uncompiled (pseudo-code). A document marks one with the line
    /// `<!-- swift: not compiled -->` right above its fence, and it must be listed here too,
    /// so that no block is left out silently. None is today.
    static let exempt: Set<String> = []

    static let exemptMarker = "<!-- swift: not compiled -->"

    /// One ```swift block of a document.
    struct Block: CustomTestStringConvertible, Sendable {
        /// `README.md` or `docs/NAME.md`.
        var document: String
        /// 1 for the document's first Swift block.
        var ordinal: Int
        /// The line of the opening fence, 1-based.
        var line: Int
        var lines: [String]
        /// The block's own imports, or those it reads on from; nil when neither exists.
        var imports: Set<String>?
        var isMarkedExempt: Bool

        var key: String { "\(document) swift \(ordinal)" }
        var testDescription: String { "\(document):\(line) (swift \(ordinal))" }
    }

    /// A copy of a block in this target.
    struct Copy {
        var key: String
        var file: String
        var lines: [String]
        /// Every import of the copy's file.
        var fileImports: Set<String>
    }

    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    static let blocks: [Block] = documents.flatMap(swiftBlocks)

    static let copies: [Copy] = {
        let folder = root.appendingPathComponent("Tests/DocSnippetsTests/Snippets")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return files.flatMap { copies(in: "Snippets/\($0)", lines: lines(of: folder.appendingPathComponent($0))) }
    }()

    @Test("the documents have Swift blocks, and each has one copy")
    func found() {
        #expect(Self.blocks.count >= 20)
        #expect(Self.blocks.contains { $0.document == "README.md" })
        #expect(Self.blocks.contains { $0.document == "docs/trials.md" })
        let keys = Self.copies.map(\.key)
        #expect(Set(keys).count == keys.count, "a block is copied twice")
        let known = Set(Self.blocks.map(\.key))
        #expect(keys.filter { !known.contains($0) } == [], "copies of blocks the documents no longer have")
    }

    @Test("each Swift block is compiled here as the document shows it, with its imports", arguments: blocks)
    func compiled(block: Block) throws {
        guard !block.isMarkedExempt else {
            #expect(Self.exempt.contains(block.key), "\(block.key) is marked not compiled but is not listed as exempt")
            return
        }
        let copy = try #require(Self.copies.first { $0.key == block.key },
                                "no copy of \(block.key) in Tests/DocSnippetsTests/Snippets; its lines:\n\(block.lines.joined(separator: "\n"))")
        #expect(Self.normalized(copy.lines, isCopy: true) == Self.normalized(block.lines, isCopy: false),
                "\(copy.file) differs from \(block.testDescription)")
        let imports = try #require(block.imports, "\(block.testDescription) imports nothing and no block before it does")
        #expect(copy.fileImports == imports, "\(copy.file) imports \(copy.fileImports.sorted()), the document \(imports.sorted())")
    }

    @Test("every block marked not compiled is listed, and every listed one is marked")
    func exemptions() {
        #expect(Set(Self.blocks.filter(\.isMarkedExempt).map(\.key)) == Self.exempt)
    }

    /// The comparable form of a block's or a copy's lines: indentation and trailing spaces
    /// dropped, a copy's wrapper lines dropped, a leading `_ = ` dropped.
    static func normalized(_ lines: [String], isCopy: Bool) -> [String] {
        lines.compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if isCopy && trimmed.hasSuffix("// snippet wrapper") { return nil }
            return trimmed.hasPrefix("_ = ") ? String(trimmed.dropFirst(4)) : trimmed
        }
    }

    static func lines(of url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").components(separatedBy: "\n")
    }

    /// The document's ```swift blocks, each with the imports it compiles with. A fence of
    /// another language is skipped to its closing fence.
    static func swiftBlocks(_ document: String) -> [Block] {
        let all = lines(of: root.appendingPathComponent(document))
        var blocks: [Block] = []
        var imports: Set<String>? = nil
        var index = 0
        while index < all.count {
            guard all[index].hasPrefix("```") else { index += 1; continue }
            guard let close = all[(index + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { break }
            if all[index].hasPrefix("```swift") {
                let body = Array(all[(index + 1)..<close])
                let own = Set(body.filter { $0.hasPrefix("import ") })
                if !own.isEmpty { imports = own }
                blocks.append(Block(document: document, ordinal: blocks.count + 1, line: index + 1, lines: body, imports: imports,
                                    isMarkedExempt: index > 0 && all[index - 1] == exemptMarker))
            }
            index = close + 1
        }
        return blocks
    }

    /// The copies in one file, and the file's imports.
    static func copies(in file: String, lines: [String]) -> [Copy] {
        let fileImports = Set(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("import ") })
        var copies: [Copy] = []
        var current: (key: String, lines: [String])? = nil
        for line in lines {
            if line.hasPrefix("// BEGIN ") {
                current = (String(line.dropFirst("// BEGIN ".count)), [])
            } else if line.hasPrefix("// END "), let open = current {
                copies.append(Copy(key: open.key, file: file, lines: open.lines, fileImports: fileImports))
                current = nil
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return copies
    }
}
