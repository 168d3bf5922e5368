import FuzzSupport
import MaskTrialsCore
import MaskVM

/// Reads arbitrary bytes as the payload of a `phon` section (a phone preset's numbering
/// plan), the section FuzzLoad reaches only through a whole file: phone-e164's is 45 KB, whose
/// units ran FuzzLoad at some 2,000 executions a second. Here its seeds are a few countries'
/// worth. What must hold for any bytes: the load's verification (one pass over the raw
/// bytes, the reader where that pass refuses) and the reader that makes the values agree,
/// with the same error; what reads writes back to the same bytes (the reader refuses what
/// the writer would not write); and its numbers read without a trap. Each input is read in
/// both layouts a loader reads: format version 2's and version 1's (regions without rules).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let payload = Array(UnsafeBufferPointer(start: data, count: size))
    // Both layouts a loader reads: today's (2) and version 1's, whose regions have no rules.
    for version: UInt16 in [2, 1] {
        check(payload, version: version)
    }
    return 0
}

/// The invariants for `payload` read in the layout of format `version`.
private func check(_ payload: [UInt8], version: UInt16) {
    let verified = Result { () throws(ProgramError) in try PhoneReadingSection.verify(section: payload[...], version: version) }
    let read = Result { () throws(ProgramError) -> PhoneReadingSection in try PhoneReadingSection(section: payload[...], version: version) }
    switch (verified, read) {
    case (.success, .success(let section)):
        invariant(section.encoded(version: version) == payload, "a section that reads does not write back to its bytes (version \(version))")
        guard version == 2 else { return }
        let reader = PhoneNumberReader(section)
        let text = String(decoding: payload.suffix(24), as: UTF8.self)
        let regions: [PhoneNumberReader.Region?] = [nil] + section.regions.prefix(2).map { reader.region($0.region) }
        for region in regions {
            _ = reader.read("+44 20 7946 0958", region: region)
            _ = reader.read(text, region: region)
        }
    case (.failure(let refused), .failure(let error)):
        invariant(refused == error, "the verification refuses with \(refused), the reader with \(error) (version \(version))")
    default:
        invariant(false, "the verification and the reader disagree (version \(version)): \(verified), \(read)")
    }
}
