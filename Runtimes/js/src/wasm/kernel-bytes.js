/**
 * The bytes of the runtime's WebAssembly kernel, assembled by hand (no toolchain): one
 * function, CRC-32 by slicing-by-8 over a table the caller writes at address 0. It is
 * machine code from its first call (Liftoff), where the same loop in JavaScript is
 * interpreted until it is hot: the first load of a file in a new page or process.
 *
 *     (func (export "crc32") (param $at i32) (param $end i32) (param $crc i32) (result i32)
 *       ;; 8 bytes a step while 8 are left: the register xor the first 4, 8 table loads
 *       ;; then a byte a step: crc = T0[(crc ^ byte) & 255] ^ (crc >>> 8)
 *       (local.get $crc))
 *
 * Table k (a byte followed by k zero bytes) is at byte 1024 k, as crc32.js lays it out.
 */

// Opcodes and types of the WebAssembly binary format (core specification, section 5).
const i32 = 0x7f;
const block = 0x02;
const loop = 0x03;
const end = 0x0b;
const br = 0x0c;
const brIf = 0x0d;
const empty = 0x40;
const localGet = 0x20;
const localSet = 0x21;
const i32Load = 0x28;
const i32Load8U = 0x2d;
const i32Const = 0x41;
const i32GeU = 0x4f;
const i32LtU = 0x49;
const i32Sub = 0x6b;
const i32Add = 0x6a;
const i32And = 0x71;
const i32Xor = 0x73;
const i32Shl = 0x74;
const i32ShrU = 0x76;

/**
 * An unsigned LEB128 number. Also the signed LEB128 of the constants below (255, 1020):
 * their last group's sign bit (0x40) is clear, so the two encodings are the same bytes.
 */
function leb(value) {
  const bytes = [];
  do {
    let byte = value & 0x7f;
    value >>>= 7;
    if (value !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (value !== 0);
  return bytes;
}

/** A vector or a section's contents: its byte length first. */
const sized = (bytes) => [...leb(bytes.length), ...bytes];
const section = (id, bytes) => [id, ...sized(bytes)];

// Locals: 0 $at, 1 $end, 2 $crc (parameters), 3 $low, 4 $high.
const at = 0;
const stop = 1;
const crc = 2;
const low = 3;
const high = 4;

/** `T[table][(local >>> shift) & 255]`: the byte's entry of table `table`, an i32 on the stack. */
function lookUp(local, shift, table) {
  const index = shift === 0
    ? [localGet, local, i32Const, ...leb(255), i32And, i32Const, 2, i32Shl]
    : shift === 24
      ? [localGet, local, i32Const, 22, i32ShrU, i32Const, ...leb(1020), i32And]
      : [localGet, local, i32Const, shift - 2, i32ShrU, i32Const, ...leb(1020), i32And];
  // memarg: alignment 2 (4 bytes), then the table's address as the offset
  return [...index, i32Load, 2, ...leb(1024 * table)];
}

const crc32Body = [
  1, 2, i32, // two i32 locals: $low, $high
  block, empty,
  loop, empty,
  // while $end - $at >= 8
  localGet, stop, localGet, at, i32Sub, i32Const, 8, i32LtU, brIf, 1,
  localGet, crc, localGet, at, i32Load, 0, 0, i32Xor, localSet, low,
  localGet, at, i32Load, 0, 4, localSet, high,
  ...lookUp(low, 0, 7),
  ...lookUp(low, 8, 6), i32Xor,
  ...lookUp(low, 16, 5), i32Xor,
  ...lookUp(low, 24, 4), i32Xor,
  ...lookUp(high, 0, 3), i32Xor,
  ...lookUp(high, 8, 2), i32Xor,
  ...lookUp(high, 16, 1), i32Xor,
  ...lookUp(high, 24, 0), i32Xor,
  localSet, crc,
  localGet, at, i32Const, 8, i32Add, localSet, at,
  br, 0,
  end,
  end,
  block, empty,
  loop, empty,
  // while $at < $end
  localGet, at, localGet, stop, i32GeU, brIf, 1,
  localGet, crc, localGet, at, i32Load8U, 0, 0, i32Xor, i32Const, ...leb(255), i32And, i32Const, 2, i32Shl,
  i32Load, 2, 0,
  localGet, crc, i32Const, 8, i32ShrU, i32Xor, localSet, crc,
  localGet, at, i32Const, 1, i32Add, localSet, at,
  br, 0,
  end,
  end,
  localGet, crc,
  end,
];

const name = (text) => sized([...text].map((character) => character.charCodeAt(0)));

/** The module: its memory (one page to start; the caller grows it) and `crc32`, exported. */
export const kernelBytes = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  ...section(1, [1, 0x60, 3, i32, i32, i32, 1, i32]), // type 0: (i32 i32 i32) -> i32
  ...section(3, [1, 0]), // function 0 has type 0
  ...section(5, [1, 0, 1]), // one memory, at least one page
  ...section(7, [2, ...name("memory"), 2, 0, ...name("crc32"), 0, 0]),
  ...section(10, [1, ...sized(crc32Body)]),
]);
