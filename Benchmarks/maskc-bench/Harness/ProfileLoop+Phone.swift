import MaskPresets
import MaskVM

extension ProfileLoop {
    /// `maskc-bench --profile-phone [N] NAME TEXT`: the phone preset NAME (`phone`,
    /// `phone-national`, `phone-e164`) formats TEXT N times (100,000 unless given), as `maskc
    /// transform --preset NAME` does: `PhoneInput`, the country's set, the checks. The
    /// country's set is compiled once before the loop, so (count at N₂ − count at N₁) /
    /// (N₂ − N₁) under callgrind is one number.
    static func phoneTransform(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 100_000)
        guard let name = rest.first, let preset = MaskPreset.named(name), preset.readsPhoneNumbers else {
            print("--profile-phone needs a phone preset: phone, phone-national or phone-e164")
            return
        }
        let text = rest.dropFirst().first ?? "+442071234567"
        print("\(name) on '\(text)': \(preset.transform(text).text)")
        for _ in 0..<count { blackHole(preset.transform(opaque(text))) }
    }

    /// `maskc-bench --profile-phone-keystroke [N] TEXT KEY`: types KEY at the end of a
    /// `PhoneNumberEditor` holding TEXT, N times: one keystroke in the phone field.
    static func phoneKeystroke(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 100_000)
        let text = rest.first ?? "+44 20 7123 456"
        let key = rest.dropFirst().first ?? "7"
        let start = PhoneNumberEditor(text: text)
        var shown = start
        shown.insert(key)
        print("'\(start.text)' + '\(key)': '\(shown.text)'")
        for _ in 0..<count {
            var field = start
            blackHole(field.insert(opaque(key)))
        }
    }

    /// `maskc-bench --profile-phone-typing [N] TEXT`: types `+` and the digits of TEXT key by
    /// key into a fresh `PhoneNumberEditor`, N times (10,000 unless given): the phone suite's
    /// typing row, whose per-key figure is one number's count ÷ its keys.
    static func phoneTyping(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 10_000)
        let keys = (rest.first ?? "+44 20 7123 4567").filter { $0 == "+" || $0.isASCII && $0.isNumber }.map(String.init)
        var shown = PhoneNumberEditor()
        for key in keys { shown.insert(key) }
        print("\(keys.count) keys: '\(shown.text)'")
        for _ in 0..<count { typeNumber(keys) }
    }

    @inline(never)
    static func typeNumber(_ keys: [String]) {
        var field = PhoneNumberEditor()
        for key in keys { field.insert(opaque(key)) }
        blackHole(field.text)
    }
}
