/**
 * Samples from standard input, one a line, as maskc's LineReader cuts them: a UTF-8
 * byte-order mark at the very start is dropped; `\n` ends a line, and a `\r` before it
 * belongs to the line end unless `keepCarriageReturn`; a last line without `\n` is still a
 * line, an empty input has none. A line longer than `maximumLine` bytes is handed out as
 * its first `maximumLine` bytes, with its full length.
 *
 * @param {Uint8Array} input
 * @param {{keepCarriageReturn: boolean, maximumLine: number}} options
 * @returns {{bytes: Uint8Array, fullLength: number}[]}
 */
export function sampleLines(input, { keepCarriageReturn, maximumLine }) {
  let start = input.length >= 3 && input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? 3 : 0;
  const lines = [];
  const emit = (lineEnd) => {
    let contentEnd = lineEnd;
    if (!keepCarriageReturn && contentEnd > start && input[contentEnd - 1] === 0x0d) contentEnd--;
    const fullLength = contentEnd - start;
    lines.push({ bytes: input.subarray(start, start + Math.min(fullLength, maximumLine)), fullLength });
  };
  while (start < input.length) {
    const newline = input.indexOf(0x0a, start);
    if (newline < 0) {
      emit(input.length);
      break;
    }
    emit(newline);
    start = newline + 1;
  }
  return lines;
}
