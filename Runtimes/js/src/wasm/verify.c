/*
 * The loader's heavy verification loops, compiled to WebAssembly (make-verify-kernel.mjs
 * writes verify-kernel-bytes.js from this file). Each function is the JavaScript loop it
 * stands for, step for step and in the same order, so that the first fault found, and so
 * the message, is the same: crc32.js (the file's checksum), dense-dfa.js (firstTargetAtOrPast), accepting-reach.js
 * (firstStateThatCannotAccept), reading-automaton.js (its order, literal and accepting
 * checks), set/mask-labels.js (the label walk, the accepting labels) and load-program.js
 * (compareLabels).
 *
 * Why WebAssembly: a first load runs the JavaScript loops in V8's interpreter, several
 * times slower than machine code, and a browser compiles a module this small at once and
 * runs it as machine code from the first call.
 *
 * Every pointer is an address in the module's memory that the caller (verify-kernel.js)
 * laid out past __heap_base, large enough for what the comment says. No function reads or
 * writes outside the regions it is given; the caller has checked every count.
 */

typedef unsigned int u32;
typedef int i32;
typedef unsigned char u8;

#define EXPORT(name) __attribute__((export_name(#name)))

/** CRC-32's tables for slicing by 8: table k (at 256 k) is a byte followed by k zero bytes. */
static u32 crc_tables[8 * 256];

/** Fills crc_tables; called once, when the module is instantiated. */
EXPORT(crc32_init)
void crc32_init(void) {
  for (u32 index = 0; index < 256; index++) {
    u32 value = index;
    for (i32 bit = 0; bit < 8; bit++) value = value & 1 ? (value >> 1) ^ 0xedb88320u : value >> 1;
    crc_tables[index] = value;
  }
  for (i32 index = 256; index < 8 * 256; index++) {
    u32 previous = crc_tables[index - 256];
    crc_tables[index] = (previous >> 8) ^ crc_tables[previous & 0xff];
  }
}

/** A little-endian u32 at any address. */
static u32 load32(const u8 *at) {
  u32 value;
  __builtin_memcpy(&value, at, 4);
  return value;
}

/**
 * The CRC-32 register crc (not inverted) after the bytes at ..< end (crc32.js's loop):
 * 8 bytes a step while 8 are left, then a byte a step.
 */
EXPORT(crc32)
u32 crc32(const u8 *at, const u8 *end, u32 crc) {
  const u32 *table = crc_tables;
  for (; end - at >= 8; at += 8) {
    u32 low = crc ^ load32(at);
    u32 high = load32(at + 4);
    crc = table[1792 + (low & 0xff)] ^ table[1536 + ((low >> 8) & 0xff)] ^ table[1280 + ((low >> 16) & 0xff)]
        ^ table[1024 + (low >> 24)] ^ table[768 + (high & 0xff)] ^ table[512 + ((high >> 8) & 0xff)]
        ^ table[256 + ((high >> 16) & 0xff)] ^ table[high >> 24];
  }
  for (; at < end; at++) crc = table[(crc ^ *at) & 0xff] ^ (crc >> 8);
  return crc;
}

/** The index of the first entry of table[0 ..< count] that is limit or more, or -1. */
static i32 first_at_or_past(const u32 *table, i32 count, u32 limit) {
  for (i32 index = 0; index < count; index++) {
    if (table[index] >= limit) return index;
  }
  return -1;
}

/** How many states above 0 a pass from the last to the first marks as able to accept. */
static i32 marked_from_the_last(i32 columns, const u32 *table, u8 *can_accept, i32 last) {
  i32 marked = 0;
  for (i32 state = last; state >= 1; state--) {
    if (can_accept[state] == 0) {
      for (i32 index = state * columns, end = index + columns; index < end; index++) {
        if (can_accept[table[index]] == 1) {
          can_accept[state] = 1;
          break;
        }
      }
    }
    marked += can_accept[state];
  }
  return marked;
}

/**
 * The first state above 0 from which no accepting state is reached, or -1
 * (firstStateThatCannotAccept). Scratch: state_count bytes, then (3 state_count + 2 +
 * table_length) words, at a multiple of 4.
 */
static i32 first_cannot_accept(i32 columns, const u32 *table, i32 table_length, const u8 *accepting, i32 state_count,
                        u8 *can_accept, i32 *words) {
  if (state_count <= 1) return -1;
  for (i32 state = 0; state < state_count; state++) can_accept[state] = accepting[state];
  i32 marked = 0;
  for (i32 pass = 0; pass < 4; pass++) {
    i32 before = marked;
    marked = marked_from_the_last(columns, table, can_accept, state_count - 1);
    if (marked == state_count - 1) return -1;
    if (marked == before) break;
  }
  i32 *start = words;
  i32 *fill = start + state_count + 1;
  i32 *stack = fill + state_count + 1;
  i32 *sources = stack + state_count;
  for (i32 state = 0; state <= state_count; state++) start[state] = 0;
  for (i32 index = columns; index < table_length; index++) {
    u32 target = table[index];
    if (target != 0) start[target + 1]++;
  }
  for (i32 state = 0; state < state_count; state++) start[state + 1] += start[state];
  for (i32 state = 0; state <= state_count; state++) fill[state] = start[state];
  for (i32 state = 1; state < state_count; state++) {
    for (i32 index = state * columns, end = index + columns; index < end; index++) {
      u32 target = table[index];
      if (target != 0) sources[fill[target]++] = state;
    }
  }
  i32 height = 0;
  for (i32 state = 0; state < state_count; state++) {
    can_accept[state] = accepting[state];
    if (state >= 1 && accepting[state]) stack[height++] = state;
  }
  while (height > 0) {
    i32 state = stack[--height];
    for (i32 position = start[state]; position < start[state + 1]; position++) {
      i32 source = sources[position];
      if (can_accept[source] == 0) {
        can_accept[source] = 1;
        stack[height++] = source;
      }
    }
  }
  for (i32 state = 1; state < state_count; state++) {
    if (can_accept[state] == 0) return state;
  }
  return -1;
}

/** The first byte of class_map[0 ..< 256] whose class is class_count or more, or -1 (checkClasses). */
static i32 first_invalid_class(const u8 *class_map, i32 class_count) {
  for (i32 byte = 0; byte < 256; byte++) {
    if (class_map[byte] >= class_count) return byte;
  }
  return -1;
}

/**
 * The loops of a dense automaton's checks (DenseDFA's constructor), in its order; the
 * caller has checked the class count, the state count and the table's size. Returns 0, or
 * the fault: 1 a byte's class (fault[0] the byte), 2 a target (fault[0] its index), 3 the
 * start state, 4 the dead state, 5 a state that cannot accept (fault[0]). Scratch as for
 * first_cannot_accept.
 */
EXPORT(check_dense_dfa)
i32 check_dense_dfa(const u8 *class_map, i32 class_count, const u32 *table, i32 table_length, const u8 *accepting,
                    i32 state_count, u32 start_state, u8 *can_accept, i32 *words, i32 *fault) {
  if ((fault[0] = first_invalid_class(class_map, class_count)) >= 0) return 1;
  if ((fault[0] = first_at_or_past(table, table_length, (u32)state_count)) >= 0) return 2;
  if (start_state >= (u32)state_count) return 3;
  if (accepting[0] || first_at_or_past(table, class_count, 1) >= 0) return 4;
  if ((fault[0] = first_cannot_accept(class_count, table, table_length, accepting, state_count, can_accept, words)) >= 0) return 5;
  return 0;
}

/**
 * The reading automaton's states in an order where every move goes forward, the dead
 * state left out (Kahn's algorithm): written to order, its length returned (short of
 * state_count - 1 when there is a cycle). incoming: state_count words.
 */
static i32 topological_order(i32 columns, const u32 *targets, i32 table_length, i32 state_count, u32 *incoming, i32 *order) {
  for (i32 state = 0; state < state_count; state++) incoming[state] = 0;
  for (i32 index = columns; index < table_length; index++) {
    if (targets[index] != 0) incoming[targets[index]]++;
  }
  i32 length = 0;
  for (i32 state = 1; state < state_count; state++) {
    if (incoming[state] == 0) order[length++] = state;
  }
  for (i32 head = 0; head < length; head++) {
    i32 row = order[head] * columns;
    for (i32 column = 0; column < columns; column++) {
      u32 target = targets[row + column];
      if (target != 0 && --incoming[target] == 0) order[length++] = (i32)target;
    }
  }
  return length;
}

/**
 * The first state above 0 that cannot accept, of an acyclic automaton given its order
 * (firstStateThatCannotAcceptInOrder), or -1. can_accept: state_count bytes.
 */
static i32 first_cannot_accept_in_order(i32 columns, const u32 *targets, const u8 *accepting, i32 state_count,
                                 const i32 *order, i32 order_length, u8 *can_accept) {
  for (i32 state = 0; state < state_count; state++) can_accept[state] = accepting[state];
  for (i32 position = order_length - 1; position >= 0; position--) {
    i32 state = order[position];
    if (can_accept[state] == 1) continue;
    for (i32 index = state * columns, end = index + columns; index < end; index++) {
      if (can_accept[targets[index]] == 1) {
        can_accept[state] = 1;
        break;
      }
    }
  }
  for (i32 state = 1; state < state_count; state++) {
    if (can_accept[state] == 0) return state;
  }
  return -1;
}

/**
 * The first literal move on a class of more than one byte, as state × class_count +
 * class, or -1 (firstLiteralOnWideClass). bytes_in_class: class_count words, counted by
 * the caller.
 */
static i32 first_literal_on_wide_class(i32 class_count, const u32 *targets, i32 state_count, const u32 *bytes_in_class) {
  for (i32 state = 1; state < state_count; state++) {
    for (i32 cls = 0; cls < class_count; cls++) {
      if (targets[(state * class_count + cls) * 2] != 0 && bytes_in_class[cls] != 1) return state * class_count + cls;
    }
  }
  return -1;
}

/**
 * The loops of the reading automaton's checks (ReadingAutomaton's constructor), in its
 * order; the caller has checked the class count, the state count and the table's size.
 * Returns 0, or the fault: 1 a byte's class (fault[0] the byte), 2 a target (fault[0] its
 * index), 3 the start state, 4 the dead state, 5 a state that cannot accept (fault[0]),
 * 6 a cycle, 7 a literal on a wide class (fault[0] = state × class_count + class). The
 * order's length is fault[1] (from fault 5 on; with 6 the caller names the state).
 * Regions: can_accept (state_count bytes), words (as for first_cannot_accept, and at least
 * 256 words), order (state_count words).
 */
EXPORT(check_reading)
i32 check_reading(const u8 *class_map, i32 class_count, const u32 *targets, i32 table_length, const u8 *accepting,
                  i32 state_count, u32 start_state, u8 *can_accept, i32 *words, i32 *order, i32 *fault) {
  i32 columns = class_count * 2;
  if ((fault[0] = first_invalid_class(class_map, class_count)) >= 0) return 1;
  if ((fault[0] = first_at_or_past(targets, table_length, (u32)state_count)) >= 0) return 2;
  if (start_state >= (u32)state_count) return 3;
  if (accepting[0] || first_at_or_past(targets, columns, 1) >= 0) return 4;
  i32 length = topological_order(columns, targets, table_length, state_count, (u32 *)words, order);
  fault[1] = length;
  i32 acyclic = length == state_count - 1;
  fault[0] = acyclic ? first_cannot_accept_in_order(columns, targets, accepting, state_count, order, length, can_accept)
                     : first_cannot_accept(columns, targets, table_length, accepting, state_count, can_accept, words);
  if (fault[0] >= 0) return 5;
  if (!acyclic) return 6;
  u32 *bytes_in_class = (u32 *)words;
  for (i32 cls = 0; cls < class_count; cls++) bytes_in_class[cls] = 0;
  for (i32 byte = 0; byte < 256; byte++) bytes_in_class[class_map[byte]]++;
  if ((fault[0] = first_literal_on_wide_class(class_count, targets, state_count, bytes_in_class)) >= 0) return 7;
  return 0;
}

/** The index of the lowest mask of low | high << 32 (one of them not 0). */
static i32 first_mask(u32 low, u32 high) {
  return low != 0 ? __builtin_ctz(low) : 32 + __builtin_ctz(high);
}

/** Marks mask live in state. */
static void add_live(u32 *live_low, u32 *live_high, i32 state, i32 mask) {
  if (mask < 32) live_low[state] |= 1u << mask;
  else live_high[state] |= 1u << (mask - 32);
}

/**
 * The label walk of a set whose union's classes refine every mask's (deriveMaskLabels,
 * without spans): which state of each mask every union state meets, and where each mask
 * is live. Returns 0, or 1 when the union disagrees with mask fault[0] at state fault[1],
 * or 2 when union state fault[0] is unreachable.
 *
 * member_tables: mask_count addresses of the masks' transition tables; member_classes:
 * mask_count × used_count words, each mask's class of each used class. Regions the walk
 * fills: member_state (mask_count × state_count words, a mask's states together: the
 * inner loop steps one mask through many union states), live_low and live_high
 * (state_count words each), reached (state_count bytes), queue (state_count words),
 * targets (used_count words), live_masks (mask_count words).
 */
static i32 label_walk(const u32 *union_table, i32 union_class_count, i32 state_count, i32 start_state,
               const i32 *used_classes, i32 used_count, i32 mask_count,
               const u32 *const *member_tables, const i32 *member_class_counts, const i32 *member_starts,
               const i32 *member_classes, i32 *member_state, u32 *live_low, u32 *live_high, u8 *reached,
               i32 *queue, i32 *targets, i32 *live_masks, i32 *fault) {
  for (i32 index = 0; index < state_count * mask_count; index++) member_state[index] = 0;
  for (i32 state = 0; state < state_count; state++) {
    live_low[state] = 0;
    live_high[state] = 0;
    reached[state] = 0;
  }
  reached[0] = 1;
  i32 queued = 0;
  if (start_state == 0) {
    for (i32 mask = 0; mask < mask_count; mask++) {
      if (member_starts[mask] != 0) {
        fault[0] = mask;
        fault[1] = 0;
        return 1;
      }
    }
  } else {
    for (i32 mask = 0; mask < mask_count; mask++) {
      member_state[mask * state_count + start_state] = member_starts[mask];
      if (member_starts[mask] != 0) add_live(live_low, live_high, start_state, mask);
    }
    reached[start_state] = 1;
    queue[queued++] = start_state;
  }
  for (i32 head = 0; head < queued; head++) {
    i32 state = queue[head];
    i32 live_count = 0;
    for (u32 bits = live_low[state]; bits != 0; bits &= bits - 1) live_masks[live_count++] = __builtin_ctz(bits);
    for (u32 bits = live_high[state]; bits != 0; bits &= bits - 1) live_masks[live_count++] = 32 + __builtin_ctz(bits);
    // The first pass: the union's targets, new states queued, the masks dead here dead there.
    i32 row = state * union_class_count;
    u32 dead_low = ~live_low[state];
    u32 dead_high = ~live_high[state];
    for (i32 position = 0; position < used_count; position++) {
      i32 next = (i32)union_table[row + used_classes[position]];
      targets[position] = next;
      if (next == 0) continue;
      if (reached[next] == 0) {
        reached[next] = 1;
        queue[queued++] = next;
        for (i32 index = 0; index < live_count; index++) member_state[live_masks[index] * state_count + next] = -1;
      } else if (((live_low[next] & dead_low) | (live_high[next] & dead_high)) != 0) {
        fault[0] = first_mask(live_low[next] & dead_low, live_high[next] & dead_high);
        fault[1] = next;
        return 1;
      }
    }
    // The second pass: each live mask through the same classes.
    for (i32 index = 0; index < live_count; index++) {
      i32 mask = live_masks[index];
      const u32 *row = member_tables[mask] + member_state[mask * state_count + state] * member_class_counts[mask];
      const i32 *classes = member_classes + mask * used_count;
      i32 *states = member_state + mask * state_count;
      for (i32 position = 0; position < used_count; position++) {
        i32 next = targets[position];
        i32 step = (i32)row[classes[position]];
        i32 known = states[next];
        if (known == step) continue;
        if (known != -1) {
          fault[0] = mask;
          fault[1] = next == 0 ? state : next;
          return 1;
        }
        states[next] = step;
        if (step != 0) add_live(live_low, live_high, next, mask);
      }
    }
  }
  for (i32 state = 0; state < state_count; state++) {
    if (reached[state] == 0) {
      fault[0] = state;
      return 2;
    }
  }
  return 0;
}

/** The masks of bits (bit i: mask first + i) whose state where the union is in state accepts. */
static u32 accepting_of(u32 bits, i32 first, const i32 *member_state, i32 state, i32 state_count,
                        const i32 *last_accepting) {
  u32 word = 0;
  for (; bits != 0; bits &= bits - 1) {
    i32 mask = first + __builtin_ctz(bits);
    i32 member = member_state[mask * state_count + state];
    if (member >= 1 && member <= last_accepting[mask]) word |= bits & -bits;
  }
  return word;
}

/**
 * Where each mask accepts (acceptingLabels), into accepting_low and accepting_high; a union
 * state must accept exactly where some mask does. Returns the first state that does not,
 * with the mask to name in fault[0], or -1.
 */
static i32 accepting_labels(i32 state_count, i32 accepting_count, const u32 *live_low, const u32 *live_high,
                     const i32 *member_state, const i32 *last_accepting, u32 *accepting_low, u32 *accepting_high,
                     i32 *fault) {
  for (i32 state = 0; state < state_count; state++) {
    u32 low = accepting_of(live_low[state], 0, member_state, state, state_count, last_accepting);
    u32 high = accepting_of(live_high[state], 32, member_state, state, state_count, last_accepting);
    accepting_low[state] = low;
    accepting_high[state] = high;
    i32 accepts_somewhere = (low | high) != 0;
    i32 accepts = state >= 1 && state <= accepting_count;
    if (accepts != accepts_somewhere) {
      fault[0] = accepts_somewhere ? first_mask(low, high) : 0;
      return state;
    }
  }
  return -1;
}

/**
 * What derive_labels reads and fills, laid out by the caller (verify-kernel.js writes it
 * word by word, in this order). The member arrays have mask_count entries; the regions are
 * as label_walk and accepting_labels take them, with first_byte and used_classes of 256
 * words and member_classes of mask_count × 256.
 */
struct labels_frame {
  const u8 *union_map;
  const u32 *union_table;
  i32 union_class_count, state_count, start_state, accepting_count, mask_count;
  const u8 *const *member_maps;
  const u32 *const *member_tables;
  const i32 *member_class_counts, *member_starts, *last_accepting;
  i32 *member_state;
  u32 *live_low, *live_high, *accepting_low, *accepting_high;
  u8 *reached;
  i32 *queue, *targets, *live_masks, *first_byte, *used_classes, *member_classes;
  i32 fault[2];
};

/**
 * A set's labels (deriveMaskLabels): the union's classes in the order of their first byte,
 * each mask's class of each, the walk, then the accepting labels. Returns 0, 1 when the
 * union disagrees with mask fault[0] at state fault[1], 2 when state fault[0] is
 * unreachable, or 3 when the union's classes do not refine some mask's (a hostile file's):
 * the caller walks that set in JavaScript.
 */
EXPORT(derive_labels)
i32 derive_labels(struct labels_frame *frame) {
  const u8 *union_map = frame->union_map;
  i32 *first_byte = frame->first_byte;
  i32 *used_classes = frame->used_classes;
  i32 mask_count = frame->mask_count;
  for (i32 cls = 0; cls < frame->union_class_count; cls++) first_byte[cls] = -1;
  i32 used_count = 0;
  for (i32 byte = 0; byte < 256; byte++) {
    i32 cls = union_map[byte];
    if (first_byte[cls] < 0) {
      first_byte[cls] = byte;
      used_classes[used_count++] = cls;
    }
  }
  for (i32 mask = 0; mask < mask_count; mask++) {
    const u8 *map = frame->member_maps[mask];
    for (i32 byte = 0; byte < 256; byte++) {
      if (map[byte] != map[first_byte[union_map[byte]]]) return 3;
    }
    for (i32 position = 0; position < used_count; position++) {
      frame->member_classes[mask * used_count + position] = map[first_byte[used_classes[position]]];
    }
  }
  i32 walked = label_walk(frame->union_table, frame->union_class_count, frame->state_count, frame->start_state,
                          used_classes, used_count, mask_count, frame->member_tables, frame->member_class_counts,
                          frame->member_starts, frame->member_classes, frame->member_state, frame->live_low,
                          frame->live_high, frame->reached, frame->queue, frame->targets, frame->live_masks, frame->fault);
  if (walked != 0) return walked;
  i32 state = accepting_labels(frame->state_count, frame->accepting_count, frame->live_low, frame->live_high,
                               frame->member_state, frame->last_accepting, frame->accepting_low, frame->accepting_high,
                               frame->fault);
  if (state < 0) return 0;
  frame->fault[1] = state;
  return 1;
}

/** The unsigned little-endian integer of the count (0 to 4) bytes at bytes. */
static u32 little_endian(const u8 *bytes, i32 count) {
  u32 value = 0;
  for (i32 index = count - 1; index >= 0; index--) value = (value << 8) | bytes[index];
  return value;
}

/**
 * The first state whose stored labels (states pairs of width bytes: accepting, then live)
 * differ from the derived ones, or -1 (compareLabels).
 */
EXPORT(first_label_difference)
i32 first_label_difference(const u8 *stored, i32 width, i32 states, const u32 *accepting_low,
                           const u32 *accepting_high, const u32 *live_low, const u32 *live_high) {
  i32 low_width = width < 4 ? width : 4;
  for (i32 state = 0; state < states; state++) {
    const u8 *at = stored + state * 2 * width;
    if (little_endian(at, low_width) != accepting_low[state]
        || little_endian(at + 4, width - low_width) != accepting_high[state]
        || little_endian(at + width, low_width) != live_low[state]
        || little_endian(at + width + 4, width - low_width) != live_high[state]) {
      return state;
    }
  }
  return -1;
}
