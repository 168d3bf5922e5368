import MaskCompiler
@testable import MaskVM
import Testing

/// Linear cost without timing: the editor reports the steps an edit took (bytes assembled,
/// read and written, cells of the exact search), and a keystroke in a text eight times as
/// long takes about eight times the steps, not sixty-four.
@Suite("Masked text editor cost")
struct EditorCostTests {
    /// A long mask: groups of three digits and a dash.
    static let long = try! MaskCompiler.compile(String(repeating: "DDD-", count: 400))
    /// The same, an eighth as long, to fill completely.
    static let short = try! MaskCompiler.compile(String(repeating: "DDD-", count: 50))

    enum Edit: String, CaseIterable {
        case typeAtEnd, typeInMiddle, backspaceOverLiteral, typeWhatMustBeDropped, pushOutOfFullField
    }

    private func work(digits: Int, _ edit: Edit) -> Int {
        let program = edit == .pushOutOfFullField && digits == 150 ? Self.short : Self.long
        var editor = MaskedTextEditor(program: program, text: String(repeating: "5", count: digits))
        switch edit {
        case .typeAtEnd: editor.insert("1")
        case .typeInMiddle:
            editor.moveCursor(to: editor.utf16Count / 2)
            editor.insert("1")
        case .backspaceOverLiteral: editor.replace(range: 3..<4, with: "")
        case .typeWhatMustBeDropped: editor.insert("x1x")
        case .pushOutOfFullField:
            #expect(editor.isComplete)
            let change = editor.replace(range: 0..<0, with: "9")
            #expect(change.displaced == 1)
        }
        return editor.lastEditWork
    }

    @Test("one keystroke costs time linear in the text length", arguments: Edit.allCases)
    func linear(edit: Edit) {
        // The full-field case needs full fields: 150 digits in the short mask, 1,200 in the long.
        let (small, large) = edit == .pushOutOfFullField ? (150, 1200) : (100, 800)
        let short = work(digits: small, edit)
        let long = work(digits: large, edit)
        #expect(short > small, "\(edit): \(short) steps")
        #expect(long <= 10 * short, "\(edit): \(short) steps for \(small) digits, \(long) for \(large)")
    }

    /// Groups that normalize typing per position: an Arabic-Indic digit as written, one read
    /// as ASCII, a letter read as upper case, one as typed.
    static let perPosition = try! MaskCompiler.compile(String(repeating: "[٠-٩]DUL-", count: 220))

    /// A key typed at the end of `groups` groups typed as `٣٣ab` (half of them read in their
    /// other form, which the editor remembers): the fast reading, and (`٣٣٣`, where a letter
    /// is due) the exact search.
    @Test("typing normalized per position costs time linear in the text length", arguments: ["٣", "a", "٣٣٣"])
    func linearPerPosition(key: String) {
        func work(groups: Int) -> Int {
            var editor = MaskedTextEditor(program: Self.perPosition, text: String(repeating: "٣٣ab", count: groups))
            #expect(editor.typedForms.count == 2 * groups)
            editor.insert(key)
            return editor.lastEditWork
        }
        let short = work(groups: 25)
        let long = work(groups: 200)
        #expect(short > 100, "\(key): \(short) steps")
        #expect(long <= 10 * short, "\(key): \(short) steps for 25 groups, \(long) for 200")
    }
}
