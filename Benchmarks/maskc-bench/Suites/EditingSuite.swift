import MaskCompiler
import MaskLexer
import MaskVM

/// What a mask costs while a person types: optimistic matching, transform, extract, one
/// editor keystroke and a whole number typed key by key, on the phone mask of issue 3.
enum EditingSuite {
    static let pattern = "+?7|8(DDD)DDD-DD-DD"

    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let program = try MaskCompiler.compile(pattern)
        let interpreter = InterpretedFormatter(try MaskParser.parse(pattern))
        let group = "editing (phone mask \(pattern))"

        let raw = opaque("71234567890")
        let formatted = opaque("+7(123)456-78-90")
        guard program.transform(raw).text == "7(123)456-78-90", interpreter.format(raw).text == "7(123)456-78-90",
              program.extract(formatted).value == "1234567890", interpreter.format(formatted).value == "1234567890" else {
            throw BenchmarkError(message: "transform or extract disagrees with the expected text")
        }
        report.rows.append(.init(group: group, name: "match, optimistic (raw 11 digits)",
                                 maskc: plan.measure { blackHole(program.match(raw, optimistic: true)) }, peers: []))
        report.rows.append(.init(group: group, name: "transform raw 71234567890",
                                 maskc: plan.measure { blackHole(program.transform(raw)) },
                                 peers: [("interpreter", plan.measure { blackHole(interpreter.format(raw)) })],
                                 bytes: raw.utf8.count))
        report.rows.append(.init(group: group, name: "transform formatted +7(123)456-78-90",
                                 maskc: plan.measure { blackHole(program.transform(formatted)) },
                                 peers: [("interpreter", plan.measure { blackHole(interpreter.format(formatted)) })],
                                 bytes: formatted.utf8.count))
        report.rows.append(.init(group: group, name: "extract +7(123)456-78-90",
                                 maskc: plan.measure { blackHole(program.extract(formatted)) },
                                 peers: [("interpreter", plan.measure { blackHole(interpreter.format(formatted).value) })],
                                 bytes: formatted.utf8.count))
        let pasted = opaque("7912345678")
        report.rows.append(.init(group: group, name: "transform 7912345678 (exact search)",
                                 maskc: plan.measure { blackHole(program.transform(pasted)) }, peers: []))

        // One keystroke: the fifth digit typed at the end of "7(123)4".
        let halfTyped = MaskedTextEditor(program: program, text: "7(123)4")
        report.rows.append(.init(group: group, name: "one keystroke (a digit at the end)",
                                 maskc: plan.measure {
                                     var editor = halfTyped
                                     blackHole(editor.insert(opaque("5")))
                                 }, peers: []))
        let pastLiteral = MaskedTextEditor(program: program, text: "7(123)")
        report.rows.append(.init(group: group, name: "one backspace over a literal",
                                 maskc: plan.measure {
                                     var editor = pastLiteral
                                     blackHole(editor.deleteBackward())
                                 }, peers: []))
        let digits = Array("71234567890").map(String.init)
        report.rows.append(.init(group: group, name: "typing the whole number (11 keystrokes)",
                                 maskc: plan.measure {
                                     var editor = MaskedTextEditor(program: program)
                                     for digit in digits { blackHole(editor.insert(digit)) }
                                 }, peers: []))

        // Linear in the input: transform of masks and inputs of growing size.
        var limits = MaskCompiler.Limits()
        limits.maximumPatternLength = 1 << 14
        for size in [16, 256, 4096] {
            let long = try MaskCompiler.compile(String(repeating: "DDD-", count: size / 4), limits: limits)
            let input = opaque(String(repeating: "1", count: size / 4 * 3))
            report.rows.append(.init(group: "transform, input size", name: "transform \(size / 4 * 3) digits into \(size) characters",
                                     maskc: plan.measure { blackHole(long.transform(input)) }, peers: [], bytes: size))
        }
    }
}
