import MaskTrials
import Testing

@Suite("numericality")
struct NumericalityTrialTests {
    @Test("numbers", arguments: [
        "0", "42", "-7", "+7", "3.14", "-0.5", ".5", "5.", "1e3", "1E-3", "2.5e+10",
        "123456789012345678901234567890", "0000",
    ])
    func numbers(text: String) {
        #expect(Trial.numericality().passes(text))
    }

    @Test("not numbers", arguments: [
        "", " ", " 1", "1 ", "1,5", "1.2.3", "e5", "1e", "+", "-", ".", "inf", "nan", "0x1F",
        "٣", "１２", "1_000", "12a", "👍",
    ])
    func notNumbers(text: String) {
        #expect(!Trial.numericality().passes(text))
        #expect(Trial.numericality().evaluate(text).messages.map(\.key) == ["not_a_number"])
    }

    @Test("values are read exactly as the standard library reads them", arguments: [
        "0.1", "0.3", "-0.0", "123.456", "1e22", "1e-22", "1e23", "123456789012345", "1234567890123456",
        "9007199254740993", "0.000001", "-2.5e-3", "1.7976931348623157e308", "5e-324", "99999999999999999999",
        ".1e1", "7.", "3.14159265358979", "2.718281828459045", "1E+2",
    ])
    func exactValues(text: String) throws {
        let value = try #require(Double(text))
        #expect(Trial.numericality(.equalTo(value)).passes(text))
        #expect(!Trial.numericality(.equalTo(value.nextUp)).passes(text))
    }

    @Test("only integer")
    func onlyInteger() {
        let trial = Trial.numericality(.onlyInteger)
        #expect(trial.passes("-12"))
        #expect(!trial.passes("1.0"))
        #expect(!trial.passes("1e2"))
        #expect(trial.evaluate("1.5").messages.map(\.text) == ["must be a whole number"])
    }

    @Test("comparisons", arguments: [
        (NumberConstraint.greaterThan(5), "5", false), (.greaterThan(5), "5.01", true),
        (.greaterThanOrEqualTo(5), "5", true), (.equalTo(5), "5.0", true), (.equalTo(5), "4.9", false),
        (.lessThan(0), "-0.1", true), (.lessThan(0), "0", false), (.lessThanOrEqualTo(0), "-0", true),
        (.otherThan(3), "3", false), (.otherThan(3), "4", true),
        (.in(1...10), "1", true), (.in(1...10), "10", true), (.in(1...10), "10.5", false),
    ])
    func comparisons(constraint: NumberConstraint, text: String, passes: Bool) {
        #expect(Trial.numericality(constraint).passes(text) == passes)
    }

    @Test("odd and even, exact at any size", arguments: [
        ("3", true), ("-3", true), ("4", false), ("0", false), ("3.0", true), ("4e0", false),
        ("123456789012345678901234567891", true), ("123456789012345678901234567890", false),
    ])
    func parity(text: String, isOdd: Bool) {
        #expect(Trial.numericality(.odd).passes(text) == isOdd)
        #expect(Trial.numericality(.even).passes(text) == !isOdd)
    }

    @Test("non-integers are neither odd nor even")
    func parityOfFractions() {
        #expect(!Trial.numericality(.odd).passes("3.5"))
        #expect(!Trial.numericality(.even).passes("3.5"))
    }

    @Test("every failing constraint is reported, with its bound")
    func messages() {
        let trial = Trial.numericality(.greaterThan(10), .even, .lessThan(100))
        let messages = trial.evaluate("7").messages
        #expect(messages.map(\.key) == ["greater_than", "even"])
        #expect(messages.map(\.text) == ["must be greater than 10", "must be even"])
        #expect(Trial.numericality(.in(1...2.5)).evaluate("3").messages.map(\.text) == ["must be between 1 and 2.5"])
        // As in Rails: a non-integer where an integer is required says only that.
        #expect(Trial.numericality(.onlyInteger, .in(18...130)).evaluate("4.5").messages.map(\.key) == ["not_an_integer"])
        #expect(Trial.numericality(.onlyInteger, .in(18...130)).evaluate("200").messages.map(\.key) == ["in"])
    }

    @Test("description")
    func description() {
        #expect(Trial.numericality(.onlyInteger, .greaterThan(0.5), .in(1...3)).description
            == "numericality(.onlyInteger, .greaterThan(0.5), .in(1...3))")
    }
}

@Suite("comparison")
struct ComparisonTrialTests {
    @Test("against values, with a parse")
    func values() {
        let age = Trial.comparison(.greaterThanOrEqualTo(18), .lessThan(130)) { Int($0) }
        #expect(age.passes("42"))
        #expect(age.passes("18"))
        #expect(!age.passes("17"))
        #expect(!age.passes("130"))
        #expect(age.evaluate("12").messages.map(\.text) == ["must be greater than or equal to 18"])
        #expect(age.evaluate("twelve").messages.map(\.key) == ["not_comparable"])
    }

    @Test("text compared as text")
    func text() {
        let date = Trial.comparison(.greaterThanOrEqualTo("2024-01-01"), .otherThan("2024-12-25"))
        #expect(date.passes("2024-06-30"))
        #expect(!date.passes("2023-12-31"))
        #expect(!date.passes("2024-12-25"))
    }

    @Test("a live bound is read at each judgement")
    func liveBound() {
        let limit = Limit()
        let trial = Trial.comparison(.lessThanOrEqualTo(limit.value)) { Int($0) }
        #expect(trial.passes("5"))
        limit.value = 4
        #expect(!trial.passes("5"))
        #expect(trial.evaluate("5").messages.first?.parameters["count"] == .text("4"))
    }

    @Test("against another field of the form")
    func field() {
        let end = Trial.comparison(.greaterThan(field: "start")) { $0 }
        let form = Form(["start": "2024-03-01"])
        #expect(end.passes("2024-03-02", in: form))
        #expect(!end.passes("2024-02-28", in: form))
        #expect(end.evaluate("2024-02-28", in: form).messages.map(\.text) == ["must be greater than 2024-03-01"])
        // No form, no bound: not comparable.
        #expect(end.evaluate("2024-03-02").messages.map(\.key) == ["not_comparable"])
    }
}

/// A bound that changes between judgements, shared safely.
private final class Limit: @unchecked Sendable {
    // Tests set it between judgements on one task only.
    var value = 10
}
