/**
 * UTF-8 helpers. The VM walks UTF-8 bytes, as Swift's does; a JS string is UTF-16, so it
 * is encoded first (a lone surrogate, which a Swift String cannot hold, becomes U+FFFD).
 */
const encoder = new TextEncoder();
// Replacement, not fatal: invalid bytes become U+FFFD by the WHATWG rule (one per maximal
// subpart), the rule Swift's `String(decoding:as:)` repairs by. The BOM is kept: it is text.
const repairingDecoder = new TextDecoder("utf-8", { ignoreBOM: true });
const strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The UTF-8 bytes of `text`. PERF: a short ASCII text (a keystroke) without a call into the encoder. */
export function encodeUTF8(text) {
  if (text.length <= 16) {
    const bytes = new Uint8Array(text.length);
    let index = 0;
    while (index < text.length && text.charCodeAt(index) < 0x80) bytes[index] = text.charCodeAt(index++);
    if (index === text.length) return bytes;
  }
  return encoder.encode(text);
}

/** The text of ASCII bytes. PERF: one string at once, not a chain of joined ones. */
export function asciiText(bytes) {
  if (bytes.length <= 4096) return String.fromCharCode.apply(null, bytes);
  let text = "";
  for (let start = 0; start < bytes.length; start += 4096) {
    text += String.fromCharCode.apply(null, bytes.slice(start, start + 4096));
  }
  return text;
}

/** `bytes` as text, invalid UTF-8 replaced by U+FFFD. */
export function decodeUTF8(bytes) {
  return repairingDecoder.decode(bytes);
}

/** Whether `bytes` are valid UTF-8. */
export function isValidUTF8(bytes) {
  try {
    strictDecoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Bytes of the UTF-8 encoding of one code point. */
export function utf8Length(codePoint) {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
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
