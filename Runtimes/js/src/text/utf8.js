/**
 * UTF-8 helpers. The VM walks UTF-8 bytes, as Swift's does; a JS string is UTF-16, so it
 * is encoded first (a lone surrogate, which a Swift String cannot hold, becomes U+FFFD).
 */
const encoder = new TextEncoder();
// Replacement, not fatal: invalid bytes become U+FFFD by the WHATWG rule (one per maximal
// subpart), the rule Swift's `String(decoding:as:)` repairs by. The BOM is kept: it is text.
const repairingDecoder = new TextDecoder("utf-8", { ignoreBOM: true });
const strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The UTF-8 bytes of `text`. PERF: a short ASCII text (a keystroke, a field's value) without
 * a call into the encoder, which costs more than the loop below up to some 64 units.
 */
export function encodeUTF8(text) {
  if (text.length <= 64) {
    // One pass that fills as it tests: some 20 ns less on a field's ASCII value than testing
    // first, for an array made in vain when the text is not ASCII.
    const bytes = new Uint8Array(text.length);
    let index = 0;
    while (index < text.length && text.charCodeAt(index) < 0x80) bytes[index] = text.charCodeAt(index++);
    if (index === text.length) return bytes;
  }
  return encodeNotASCII(text);
}

/**
 * The UTF-8 bytes of a text known to hold a unit that is not ASCII. PERF: the encoder at
 * once, without {@link encodeUTF8}'s array made in vain (match, after its ASCII walk stopped
 * at such a unit).
 */
export function encodeNotASCII(text) {
  return encoder.encode(text);
}

/**
 * The text of UTF-8 bytes held in an array (a reading's output, the editor's input), invalid
 * UTF-8 replaced by U+FFFD. PERF: ASCII without a call into the decoder, in one string, not
 * one joined a character at a time (which the engine then flattens); past some 256 bytes the
 * decoder is the faster of the two.
 * @param {ArrayLike<number>} bytes
 */
export function textOfBytes(bytes) {
  if (bytes.length <= 256) {
    let index = 0;
    while (index < bytes.length && bytes[index] < 0x80) index++;
    if (index === bytes.length) return String.fromCharCode.apply(null, bytes);
  }
  return decodeUTF8(Uint8Array.from(bytes));
}

/** `bytes` as text, invalid UTF-8 replaced by U+FFFD. */
export function decodeUTF8(bytes) {
  return repairingDecoder.decode(bytes);
}

/** `bytes` as text, or null when they are not valid UTF-8. */
export function decodeValidUTF8(bytes) {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Whether `bytes` are valid UTF-8. */
export function isValidUTF8(bytes) {
  return decodeValidUTF8(bytes) !== null;
}

/** Bytes of the UTF-8 encoding of one code point. */
export function utf8Length(codePoint) {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** The UTF-8 length of a string (a lone surrogate counts as U+FFFD, as the encoder writes it). */
export function utf8Count(text) {
  let count = 0;
  for (const scalar of text) count += utf8Length(scalar.codePointAt(0));
  return count;
}

/** Whether every byte is ASCII other than CR: then every byte is one Character. */
export function isSimpleText(bytes, end = bytes.length) {
  for (let index = 0; index < end; index++) {
    const byte = bytes[index];
    if (byte >= 0x80 || byte === 0x0d) return false;
  }
  return true;
}

/** How many continuation bytes follow a UTF-8 lead byte (0 for ASCII and a stray continuation byte). */
export function continuationBytes(lead) {
  if (lead >= 0xc0 && lead <= 0xdf) return 1;
  if (lead >= 0xe0 && lead <= 0xef) return 2;
  if (lead >= 0xf0 && lead <= 0xf7) return 3;
  return 0;
}
