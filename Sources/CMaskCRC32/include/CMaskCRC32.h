// CRC-32 (ISO-HDLC) folded 16 bytes a step with the processor's carry-less multiply, for
// MaskVM's CRC32: the checksum pass over a file was the largest single cost of loading a
// small preset (a seventh of card-cvc's load, issue 21), at about 2.7 instructions a byte
// through tables; folding takes about 0.4. Only the folding is here: MaskVM reduces the
// folded 16 bytes, and reads any bytes past the last full block, through its own tables.
#ifndef CMASKCRC32_H
#define CMASKCRC32_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this processor can fold (x86-64 with PCLMULQDQ), 0 otherwise: then
/// `maskc_crc32_fold` must not be called.
int maskc_crc32_can_fold(void);

/// 1 when this processor can also fold four lanes an instruction (AVX-512 with VPCLMULQDQ,
/// and a system that saves its registers), 0 otherwise: then `wide` must be 0.
int maskc_crc32_can_fold_wide(void);

/// Folds `blocks` blocks of 16 bytes at `bytes` (at least 1), read from the CRC register
/// `reg`, into 16 bytes at `folded`, such that a register of 0 reading those 16 bytes ends
/// where `reg` reading the blocks does. Where `record_every` is not 0, the 16 bytes folded
/// so far are also written to `recorded` after every `record_every` blocks (after block
/// `k * record_every` at `recorded + 16 * (k - 1)`; `blocks / record_every` of them).
/// With `wide` 1, runs of sixteen blocks or more fold four lanes an instruction (the same
/// register; the 16 bytes may differ). Only when `maskc_crc32_can_fold()` is 1.
void maskc_crc32_fold(uint32_t reg, const uint8_t *bytes, size_t blocks, size_t record_every, uint8_t *recorded,
                      uint8_t folded[16], int wide);

#endif
