/*
 * The loader's verification, compiled to WebAssembly (make-verify-kernel.mjs writes
 * verify-kernel-bytes.js from this file): verify_file checks a whole file as the
 * JavaScript loader does (load-program.js and its callees: layout.js, automaton-sections.js,
 * mask-set-section.js, dense-dfa.js, reading-automaton.js, accepting-reach.js,
 * set/mask-labels.js, wire/byte-reader.js), the same checks in the same order, so that the
 * first fault found, and so the message, is the same. Each loop is the JavaScript loop it
 * stands for, step for step.
 *
 * Why WebAssembly: a first load runs the JavaScript in V8's interpreter, each function
 * compiled on its first call, and a browser compiles a module this small at once and runs
 * it as machine code from the first call.
 *
 * Every pointer is an address in the module's memory: the file, which the caller
 * (verify-kernel.js) copies past __heap_base, and what take() hands out past it, large
 * enough for what the comment says. Every count read from the file is checked against
 * what is left before it is used, so no function reads or writes outside those regions.
 */

typedef unsigned int u32;
typedef int i32;
typedef unsigned char u8;

#define EXPORT(name) __attribute__((export_name(#name)))

/** CRC-32's tables for slicing by 8: table k (at 256 k) is a byte followed by k zero bytes. */
static u32 crc_tables[8 * 256];

/** Fills crc_tables; called by the first verify_file. */
static void crc32_init(void) {
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

static i32 ready;

/** Fills crc_tables the first time. */
static void tables_ready(void) {
  if (!ready) crc32_init();
  ready = 1;
}

/** A little-endian u32 at any address. */
__attribute__((always_inline)) static u32 load32(const u8 *at) {
  u32 value;
  __builtin_memcpy(&value, at, 4);
  return value;
}

/**
 * The CRC-32 register crc (not inverted) after the bytes at ..< end (crc32.js's loop):
 * 8 bytes a step while 8 are left, then a byte a step.
 */
static u32 crc32(const u8 *at, const u8 *end, u32 crc) {
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

/** The CRC-32 of the bytes at ..< end (the tests hold it to crc32.js's and the polynomial's). */
EXPORT(checksum)
u32 checksum(const u8 *at, const u8 *end) {
  tables_ready();
  return crc32(at, end, 0xffffffffu) ^ 0xffffffffu;
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
 * (firstStateThatCannotAccept), or -2 where four passes have not settled it: the caller
 * leaves such a file to the JavaScript loader, whose search decides. A pass that marks no
 * state more has marked every state that can accept (an unmarked state on a way to an
 * accepting one would have a marked target), so the first unmarked one is the answer.
 * Scratch: state_count bytes.
 */
static i32 first_cannot_accept(i32 columns, const u32 *table, const u8 *accepting, i32 state_count, u8 *can_accept) {
  if (state_count <= 1) return -1;
  __builtin_memcpy(can_accept, accepting, state_count);
  i32 marked = 0;
  for (i32 pass = 0; pass < 4; pass++) {
    i32 before = marked;
    marked = marked_from_the_last(columns, table, can_accept, state_count - 1);
    if (marked == state_count - 1) return -1;
    if (marked == before) {
      i32 state = 1;
      while (state < state_count && can_accept[state]) state++;
      return state;
    }
  }
  return -2;
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
 * start state, 4 the dead state, 5 a state that cannot accept (fault[0]), 8 the passes
 * did not settle that (first_cannot_accept). can_accept: state_count bytes. largest: the
 * table's largest entry, which the table is searched for a target past the last state only
 * when it is one.
 */
__attribute__((noinline)) static i32 check_dense_dfa(const u8 *class_map, i32 class_count, const u32 *table, i32 table_length, const u8 *accepting,
                    i32 state_count, u32 start_state, u8 *can_accept, i32 *fault, u32 largest) {
  if ((fault[0] = first_invalid_class(class_map, class_count)) >= 0) return 1;
  if (largest >= (u32)state_count && (fault[0] = first_at_or_past(table, table_length, (u32)state_count)) >= 0) return 2;
  if (start_state >= (u32)state_count) return 3;
  if (accepting[0] || first_at_or_past(table, class_count, 1) >= 0) return 4;
  if ((fault[0] = first_cannot_accept(class_count, table, accepting, state_count, can_accept)) >= 0) return 5;
  if (fault[0] == -2) return 8;
  return 0;
}

/**
 * The reading automaton's states in an order where every move goes forward, the dead
 * state left out (Kahn's algorithm): written to order, its length returned (short of
 * state_count - 1 when there is a cycle). incoming: state_count words.
 */
__attribute__((noinline)) static i32 topological_order(i32 columns, const u32 *targets, i32 table_length, i32 state_count, u32 *incoming, i32 *order) {
  __builtin_memset(incoming, 0, state_count * 4);
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
  __builtin_memcpy(can_accept, accepting, state_count);
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
 * Regions: can_accept (state_count bytes), words (state_count words, and at least 256),
 * order (state_count words). largest as for check_dense_dfa.
 */
__attribute__((noinline)) static i32 check_reading(const u8 *class_map, i32 class_count, const u32 *targets, i32 table_length, const u8 *accepting,
                  i32 state_count, u32 start_state, u8 *can_accept, i32 *words, i32 *order, i32 *fault, u32 largest) {
  i32 columns = class_count * 2;
  if ((fault[0] = first_invalid_class(class_map, class_count)) >= 0) return 1;
  if (largest >= (u32)state_count && (fault[0] = first_at_or_past(targets, table_length, (u32)state_count)) >= 0) return 2;
  if (start_state >= (u32)state_count) return 3;
  if (accepting[0] || first_at_or_past(targets, columns, 1) >= 0) return 4;
  i32 length = topological_order(columns, targets, table_length, state_count, (u32 *)words, order);
  fault[1] = length;
  i32 acyclic = length == state_count - 1;
  fault[0] = acyclic ? first_cannot_accept_in_order(columns, targets, accepting, state_count, order, length, can_accept)
                     : first_cannot_accept(columns, targets, accepting, state_count, can_accept);
  if (fault[0] >= 0) return 5;
  if (fault[0] == -2) return 8;
  if (!acyclic) return 6;
  u32 *bytes_in_class = (u32 *)words;
  __builtin_memset(bytes_in_class, 0, class_count * 4);
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
 * What label_walk's steps share: the used classes (the first byte of each of the union's
 * classes), the masks' tables and their classes of the used ones, and what the walk fills
 * (see label_walk).
 */
struct walk {
  const i32 *used_classes;
  i32 used_count, state_count, queued;
  const u32 *const *member_tables;
  const i32 *member_class_counts, *member_classes;
  i32 *member_state, *queue, *targets, *fault;
  u32 *live_low, *live_high;
  u8 *reached;
};

/**
 * label_walk's step from union state `state` (its row `union_row`) where one mask is live
 * (most states of a set: past its first characters, a text is one mask's), both passes in
 * one loop: for each class, the union's target and the mask's. It finds what the two passes
 * find, in their order: a mask's fault (the second pass's) is answered only when no later
 * class shows the union's (the first pass's), which does not depend on the mask's steps.
 *
 * PERF: no targets stored and read back, one loop where there were two (the IBAN's 54
 * masks: 2,980 of the 3,830 states of its two unions have one mask live).
 */
__attribute__((noinline)) static i32 one_live_mask(struct walk *w, const u32 *union_row, i32 mask, i32 state) {
  const i32 *used_classes = w->used_classes;
  i32 used_count = w->used_count;
  i32 *states = w->member_state + mask * w->state_count;
  const u32 *row = w->member_tables[mask] + states[state] * w->member_class_counts[mask];
  const i32 *classes = w->member_classes + mask * used_count;
  u32 *live_low = w->live_low, *live_high = w->live_high;
  u8 *reached = w->reached;
  u32 bit_low = mask < 32 ? 1u << mask : 0, bit_high = mask < 32 ? 0 : 1u << (mask - 32);
  i32 tail = w->queued, mask_fault = -1;
  for (i32 position = 0; position < used_count; position++) {
    i32 next = (i32)union_row[used_classes[position]];
    i32 step = (i32)row[classes[position]];
    if (next == 0) {
      if (step != 0 && mask_fault < 0) mask_fault = state;
      continue;
    }
    if (reached[next] == 0) {
      reached[next] = 1;
      w->queue[tail++] = next;
      if (mask_fault >= 0) continue;
      states[next] = step;
      if (step != 0) {
        live_low[next] |= bit_low;
        live_high[next] |= bit_high;
      }
      continue;
    }
    // Masks live at next but not here: the first pass's fault, which comes before any mask's.
    u32 low = live_low[next] & ~bit_low, high = live_high[next] & ~bit_high;
    if ((low | high) != 0) {
      w->fault[0] = first_mask(low, high);
      w->fault[1] = next;
      return 1;
    }
    if (mask_fault < 0 && states[next] != step) mask_fault = next;
  }
  w->queued = tail;
  if (mask_fault < 0) return 0;
  w->fault[0] = mask;
  w->fault[1] = mask_fault;
  return 1;
}

/**
 * label_walk's step from union state `state` (its row `union_row`) where live_count masks
 * are live (live_masks), in two passes: the union's targets, new states queued, the masks
 * dead here dead there; then each live mask through the same classes.
 */
__attribute__((noinline)) static i32 several_live_masks(struct walk *w, const u32 *union_row, const i32 *live_masks,
                                                        i32 live_count, i32 state) {
  const i32 *used_classes = w->used_classes;
  i32 used_count = w->used_count, state_count = w->state_count;
  i32 *member_state = w->member_state, *targets = w->targets;
  u32 *live_low = w->live_low, *live_high = w->live_high;
  u8 *reached = w->reached;
  u32 dead_low = ~live_low[state];
  u32 dead_high = ~live_high[state];
  for (i32 position = 0; position < used_count; position++) {
    i32 next = (i32)union_row[used_classes[position]];
    targets[position] = next;
    if (next == 0) continue;
    if (reached[next] == 0) {
      reached[next] = 1;
      w->queue[w->queued++] = next;
      for (i32 index = 0; index < live_count; index++) member_state[live_masks[index] * state_count + next] = -1;
    } else if (((live_low[next] & dead_low) | (live_high[next] & dead_high)) != 0) {
      w->fault[0] = first_mask(live_low[next] & dead_low, live_high[next] & dead_high);
      w->fault[1] = next;
      return 1;
    }
  }
  for (i32 index = 0; index < live_count; index++) {
    i32 mask = live_masks[index];
    const u32 *row = w->member_tables[mask] + member_state[mask * state_count + state] * w->member_class_counts[mask];
    const i32 *classes = w->member_classes + mask * used_count;
    i32 *states = member_state + mask * state_count;
    for (i32 position = 0; position < used_count; position++) {
      i32 next = targets[position];
      i32 step = (i32)row[classes[position]];
      i32 known = states[next];
      if (known == step) continue;
      if (known != -1) {
        w->fault[0] = mask;
        w->fault[1] = next == 0 ? state : next;
        return 1;
      }
      states[next] = step;
      if (step != 0) add_live(live_low, live_high, next, mask);
    }
  }
  return 0;
}

/**
 * The label walk of a set whose union's classes refine every mask's (deriveMaskLabels,
 * without spans): which state of each mask every union state meets, and where each mask
 * is live. Returns 0, or 1 when the union disagrees with mask fault[0] at state fault[1],
 * or 2 when union state fault[0] is unreachable.
 *
 * Regions in w the walk fills: member_state (mask_count × state_count words, a mask's
 * states together: a step runs one mask through many union states), live_low and
 * live_high (state_count words each), reached (state_count bytes), queue (state_count
 * words), targets (used_count words); live_masks: mask_count words.
 *
 * PERF: a state's step is a small function of its own, called a state: the engine tiers
 * a function up whole, after its budget, and a call made once the optimizing compiler's
 * code is ready runs it (the warm-up at the import spends the budget, warm_up).
 */
static i32 label_walk(struct walk *w, const u32 *union_table, i32 union_class_count, i32 start_state, i32 mask_count,
                      const i32 *member_starts, i32 *live_masks) {
  i32 state_count = w->state_count;
  // PERF: memory.fill, where a loop ran as Liftoff's code, some 30 instructions a word.
  __builtin_memset(w->member_state, 0, state_count * mask_count * 4);
  __builtin_memset(w->live_low, 0, state_count * 4);
  __builtin_memset(w->live_high, 0, state_count * 4);
  __builtin_memset(w->reached, 0, state_count);
  w->reached[0] = 1;
  w->queued = 0;
  if (start_state == 0) {
    for (i32 mask = 0; mask < mask_count; mask++) {
      if (member_starts[mask] != 0) {
        w->fault[0] = mask;
        w->fault[1] = 0;
        return 1;
      }
    }
  } else {
    for (i32 mask = 0; mask < mask_count; mask++) {
      w->member_state[mask * state_count + start_state] = member_starts[mask];
      if (member_starts[mask] != 0) add_live(w->live_low, w->live_high, start_state, mask);
    }
    w->reached[start_state] = 1;
    w->queue[w->queued++] = start_state;
  }
  for (i32 head = 0; head < w->queued; head++) {
    i32 state = w->queue[head];
    i32 live_count = 0;
    for (u32 bits = w->live_low[state]; bits != 0; bits &= bits - 1) live_masks[live_count++] = __builtin_ctz(bits);
    for (u32 bits = w->live_high[state]; bits != 0; bits &= bits - 1) live_masks[live_count++] = 32 + __builtin_ctz(bits);
    const u32 *union_row = union_table + state * union_class_count;
    i32 walked = live_count == 1 ? one_live_mask(w, union_row, live_masks[0], state)
                                 : several_live_masks(w, union_row, live_masks, live_count, state);
    if (walked) return walked;
  }
  for (i32 state = 0; state < state_count; state++) {
    if (w->reached[state] == 0) {
      w->fault[0] = state;
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

/** The unsigned little-endian integer of the count (0 to 4) bytes at bytes. */
__attribute__((always_inline)) static u32 little_endian(const u8 *bytes, i32 count) {
  u32 value = 0;
  for (i32 index = count - 1; index >= 0; index--) value = (value << 8) | bytes[index];
  return value;
}

/*
 * The whole file in one call (verify_file): the container, the sections, every automaton,
 * a set's masks and labels, in the order of load-program.js and its callees, so the first
 * fault is the JavaScript loader's. A fault is a number and its values in `out`; the caller
 * (verify-kernel.js) writes the message. Where this code does not follow a file (a set in a
 * set, a simulated optimistic automaton, states out of the compiler's order in a set, the
 * reading work past its cheap bound, a union whose classes do not refine a mask's, no
 * memory) it answers FALLBACK and the JavaScript loader judges the file from the start.
 */
enum {
  TOO_LARGE = 1, TRUNCATED, BAD_MAGIC, VERSION, BYTE_ORDER, LENGTH, CHECKSUM, SECTION_COUNT, RESERVED, SECTION_TAG,
  OUT_OF_BOUNDS, MISALIGNED, DUPLICATE, OVERLAP, UNKNOWN_REQUIRED, MISSING, NEEDS, STATE_COUNT, CLASS_COUNT, WIDTH,
  TABLES, BITMAP, TRAILING, INVALID_CLASS, TARGET, START, DEAD, CANNOT_ACCEPT, CYCLIC, WIDE, SET_SECTION, MASK_COUNT,
  LABEL_BYTES, TEXT, DISAGREES, UNREACHABLE, LABEL, BOTH, LANGUAGE, FALLBACK = 99
};

/** The sections a program loader knows, in load-program.js's order, as little-endian u32s. */
#define TAG(a, b, c, d) ((u32)(a) | (u32)(b) << 8 | (u32)(c) << 16 | (u32)(d) << 24)
static const u32 known_tags[6] = {TAG('M', 'T', 'C', 'H'), TAG('O', 'P', 'T', 'M'), TAG('R', 'E', 'A', 'D'),
                                  TAG('s', 'r', 'c', 'e'), TAG('M', 'S', 'E', 'T'), TAG('O', 'N', 'F', 'A')};
enum { MTCH, OPTM, READ, SRCE, MSET, ONFA };

/** The fault: its number, the tag it names, up to three values. */
static struct { i32 fault; u32 tag, a, b, c; } *out;
static double max_size, max_states, max_work;
/** The next free byte of the module's memory (a bump allocator; the caller's call starts it afresh). */
static u8 *arena;

static i32 fail(i32 fault, u32 tag, u32 a, u32 b, u32 c) {
  out->fault = fault;
  out->tag = tag;
  out->a = a;
  out->b = b;
  out->c = c;
  return fault;
}

/** size bytes at a multiple of 8, the memory grown as needed; 0 when it cannot grow. */
static void *take(u32 size) {
  u32 start = ((u32)arena + 7) & ~7u;
  unsigned long long end = (unsigned long long)start + size;
  unsigned long long have = (unsigned long long)__builtin_wasm_memory_size(0) << 16;
  if (end > have && __builtin_wasm_memory_grow(0, (u32)((end - have + 65535) >> 16)) == (unsigned long)-1) return 0;
  arena = (u8 *)(u32)end;
  return (void *)start;
}

/** A cursor over a section, as wire/byte-reader.js: every read in bounds or the reader's fault. */
struct reader { const u8 *at; u32 left, tag; };

static i32 needs(struct reader *r, u32 count) {
  return fail(NEEDS, r->tag, count, r->left, 0);
}

static i32 read_bytes(struct reader *r, u32 count, const u8 **bytes) {
  if (count > r->left) return needs(r, count);
  *bytes = r->at;
  r->at += count;
  r->left -= count;
  return 0;
}

static i32 read_u32(struct reader *r, u32 *value) {
  const u8 *bytes;
  if (read_bytes(r, 4, &bytes)) return NEEDS;
  *value = load32(bytes);
  return 0;
}

/** Whether bytes are UTF-8 as a fatal TextDecoder takes it (no overlong form, surrogate or value past 10FFFF). */
__attribute__((noinline)) static i32 is_utf8(const u8 *at, u32 length) {
  const u8 *end = at + length;
  while (at < end) {
    u32 byte = *at++;
    if (byte < 0x80) continue;
    u32 more, low = 0x80, high = 0xbf;
    if (byte >= 0xc2 && byte <= 0xdf) more = 1;
    else if (byte >= 0xe0 && byte <= 0xef) {
      more = 2;
      if (byte == 0xe0) low = 0xa0;
      if (byte == 0xed) high = 0x9f;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      more = 3;
      if (byte == 0xf0) low = 0x90;
      if (byte == 0xf4) high = 0x8f;
    } else return 0;
    for (; more > 0; more--, low = 0x80, high = 0xbf) {
      if (at == end || *at < low || *at > high) return 0;
      at++;
    }
  }
  return 1;
}

/** A u32 length and that much UTF-8 (ByteReader.text). */
static i32 read_text(struct reader *r, const u8 **text, u32 *length) {
  if (read_u32(r, length) || read_bytes(r, *length, text)) return NEEDS;
  return is_utf8(*text, *length) ? 0 : fail(TEXT, r->tag, 0, 0, 0);
}

static i32 expect_end(struct reader *r) {
  return r->left ? fail(TRAILING, r->tag, r->left, 0, 0) : 0;
}

/** A decoded, checked automaton: its class map in place, its table widened to words, its accepting states as bytes. */
struct automaton {
  const u8 *map;
  u32 classes, states, start, accepting_count, in_order, largest;
  u32 *table;
  u8 *accepting;
};

/** The counts every automaton section starts with (ByteReader.automatonCounts). */
static i32 automaton_counts(struct reader *r, struct automaton *a) {
  if (read_u32(r, &a->states) || read_u32(r, &a->classes) || read_u32(r, &a->start)) return NEEDS;
  if (a->states < 1 || a->states > max_states) return fail(STATE_COUNT, r->tag, a->states, (u32)max_states, 0);
  if (a->classes < 1 || a->classes > 256) return fail(CLASS_COUNT, 0, a->classes, 0, 0);
  return 0;
}

static i32 read_width(struct reader *r, u32 what, u32 *width) {
  if (read_u32(r, width)) return NEEDS;
  return *width == 1 || *width == 2 || *width == 4 ? 0 : fail(WIDTH, r->tag, what, *width, 0);
}

/**
 * The tables of an automaton after its fields (expectTables, then the class map, the
 * entries widened to words, `skip` bytes more, the accepting bitmap as bytes).
 */
static i32 read_tables(struct reader *r, struct automaton *a, u32 columns, u32 width, u32 skip) {
  unsigned long long entries = (unsigned long long)a->states * columns;
  long long fit = (long long)r->left - 256 - (a->states + 7) / 8;
  if (fit < 0 || (unsigned long long)fit != entries * (width + skip)) {
    return fail(TABLES, r->tag, r->left, a->states, columns);
  }
  // Past 2^30 entries their words would not fit a u32 size (the limits are the caller's to raise).
  if (entries > 0x3fffffff) return FALLBACK;
  u32 count = (u32)entries;
  const u8 *bytes;
  read_bytes(r, 256, &a->map);
  read_bytes(r, count * width, &bytes);
  r->at += count * skip;
  r->left -= count * skip;
  a->table = take(count * 4);
  a->accepting = take(a->states);
  if (!a->table || !a->accepting) return FALLBACK;
  // PERF: a loop a width, and the largest entry on the way (the target check's search is
  // then made only for a file with a target past the last state): this runs as Liftoff's
  // code, a few instructions an entry.
  u32 *table = a->table, largest = 0, entry;
  if (width == 1) {
    for (u32 index = 0; index < count; index++) largest = (entry = table[index] = bytes[index]) > largest ? entry : largest;
  } else if (width == 2) {
    for (u32 index = 0; index < count; index++) {
      entry = table[index] = (u32)bytes[2 * index] | (u32)bytes[2 * index + 1] << 8;
      largest = entry > largest ? entry : largest;
    }
  } else {
    for (u32 index = 0; index < count; index++) largest = (entry = table[index] = load32(bytes + 4 * index)) > largest ? entry : largest;
  }
  a->largest = largest;
  u32 size = (a->states + 7) / 8;
  const u8 *bits = r->at;
  if (a->states % 8 && bits[size - 1] >> (a->states % 8)) return fail(BITMAP, r->tag, 0, 0, 0);
  r->at += size;
  r->left -= size;
  for (u32 state = 0; state < a->states; state++) a->accepting[state] = (bits[state >> 3] >> (state & 7)) & 1;
  // The compiler writes the accepting states first (DenseDFA's renumbering is then none).
  u32 count_accepting = 1;
  while (count_accepting < a->states && a->accepting[count_accepting]) count_accepting++;
  a->accepting_count = count_accepting - 1;
  a->in_order = 1;
  for (u32 state = count_accepting; state < a->states; state++) a->in_order &= a->accepting[state] ^ 1;
  return expect_end(r);
}

/** The fault of a check (its numbers above) as the loader's: as dense-dfa.js and reading-automaton.js throw it. */
static i32 check_fault(i32 fault, const i32 *at, const struct automaton *a, u32 columns, i32 reading) {
  if (fault == 8) return FALLBACK;
  if (fault == 1) return fail(INVALID_CLASS, 0, at[0], a->map[at[0]], 0);
  if (fault == 2) {
    u32 column = at[0] % columns;
    return fail(TARGET, 0, at[0] / columns, reading ? column >> 1 : column, a->table[at[0]]);
  }
  if (fault == 3) return fail(START, 0, a->start, 0, 0);
  if (fault == 4) return fail(DEAD, 0, 0, 0, 0);
  return fail(CANNOT_ACCEPT, 0, at[0], 0, 0);
}

/** An automaton's checks' scratch, let go of when they are done. */
static i32 *scratch(u32 words) {
  return take(words * 4);
}

/** An `MTCH` or `OPTM` payload, decoded and checked (decodeDenseDFA and DenseDFA). */
static i32 dense_dfa(const u8 *payload, u32 length, u32 tag, struct automaton *a) {
  struct reader r = {payload, length, tag};
  u32 width;
  i32 fault = automaton_counts(&r, a);
  if (fault || (fault = read_width(&r, 0, &width)) || (fault = read_tables(&r, a, a->classes, width, 0))) return fault;
  u8 *mark = arena;
  u8 *can_accept = take(a->states);
  i32 at[2];
  if (!can_accept) return FALLBACK;
  fault = check_dense_dfa(a->map, (i32)a->classes, a->table, (i32)(a->states * a->classes), a->accepting,
                          (i32)a->states, a->start, can_accept, at, a->largest);
  arena = mark;
  return fault ? check_fault(fault, at, a, a->classes, 0) : 0;
}

/** A `READ` payload, decoded and checked (decodeReading and ReadingAutomaton). */
static i32 reading(const u8 *payload, u32 length) {
  struct reader r = {payload, length, known_tags[READ]};
  struct automaton a;
  u8 *mark = arena;
  u32 target_width, rank_width;
  i32 fault = automaton_counts(&r, &a);
  if (fault || (fault = read_width(&r, 1, &target_width)) || (fault = read_width(&r, 2, &rank_width))
      || (fault = read_tables(&r, &a, a.classes * 2, target_width, rank_width))) return fault;
  u32 columns = a.classes * 2;
  u32 table_length = a.states * columns;
  u8 *can_accept = take(a.states);
  i32 *work = scratch(a.states < 256 ? 256 : a.states);
  i32 *order = scratch(a.states);
  i32 at[2];
  if (!can_accept || !work || !order) return FALLBACK;
  fault = check_reading(a.map, (i32)a.classes, a.table, (i32)table_length, a.accepting, (i32)a.states, a.start,
                        can_accept, work, order, at, a.largest);
  if (fault == 6) {
    // The first state above 0 the partial order leaves out (firstStateOffOrder).
    __builtin_memset(can_accept, 0, a.states);
    for (i32 position = 0; position < at[1]; position++) can_accept[order[position]] = 1;
    u32 state = 1;
    while (state < a.states && can_accept[state]) state++;
    return fail(CYCLIC, 0, state < a.states ? state : 0, 0, 0);
  }
  if (fault == 7) return fail(WIDE, 0, (u32)at[0] / a.classes, (u32)at[0] % a.classes, 0);
  if (fault) return check_fault(fault, at, &a, columns, 1);
  arena = mark;
  // The exact reading work is the JavaScript loader's to count, past the cheap bound.
  double bound = (double)a.states * (a.classes + 1) * 2 * a.classes;
  return bound > max_work ? FALLBACK : 0;
}

/** An `srce` payload (decodeSource): two texts, then maybe a language, which must be "regex". */
static i32 source(const u8 *payload, u32 length) {
  struct reader r = {payload, length, known_tags[SRCE]};
  const u8 *text;
  u32 size;
  if (read_text(&r, &text, &size) || read_text(&r, &text, &size)) return out->fault;
  if (r.left > 0) {
    if (read_text(&r, &text, &size)) return out->fault;
    if (size != 5 || text[0] != 'r' || text[1] != 'e' || text[2] != 'g' || text[3] != 'e' || text[4] != 'x') {
      return fail(LANGUAGE, known_tags[SRCE], (u32)text, size, 0);
    }
  }
  return expect_end(&r);
}

/** A section of the directory. */
struct section { u32 tag, offset, length; };

/**
 * The container (verifyLayout, then decodeSections): the payloads of the known sections
 * into payload (0 where the file has none) and their lengths into lengths.
 */
__attribute__((noinline)) static i32 container(const u8 *file, u32 length, const u8 **payload, u32 *lengths) {
  if (length > max_size) return fail(TOO_LARGE, 0, length, (u32)max_size, 0);
  if (length < 28) return fail(TRUNCATED, 0, length, 28, 0);
  if (load32(file) != TAG(0x89, 'M', 'S', 'K') || load32(file + 4) != TAG(0x0d, 0x0a, 0x1a, 0x0a)) {
    return fail(BAD_MAGIC, 0, 0, 0, 0);
  }
  u32 version = file[8] | (u32)file[9] << 8;
  if (version < 1 || version > 2) return fail(VERSION, 0, version, 0, 0);  /* 2: the phon section's layout changed */
  u32 mark = file[10] | (u32)file[11] << 8;
  if (mark != 0xfeff) return fail(BYTE_ORDER, 0, mark, 0, 0);
  u32 declared = load32(file + 12);
  if (declared != length) return fail(LENGTH, 0, declared, length, 0);
  u32 body_end = length - 4;
  u32 stored = load32(file + body_end);
  u32 computed = crc32(file, file + body_end, 0xffffffffu) ^ 0xffffffffu;
  if (stored != computed) return fail(CHECKSUM, 0, stored, computed, 0);
  u32 count = load32(file + 16);
  if (count < 1 || count > 16) return fail(SECTION_COUNT, 0, count, 0, 0);
  if (load32(file + 20)) return fail(RESERVED, 0, 0, 0, 0);
  u32 directory_end = 24 + count * 12;
  if (directory_end > body_end) return fail(TRUNCATED, 0, length, directory_end + 4, 0);
  struct section sections[16], *sorted[16];
  for (u32 index = 0; index < count; index++) {
    const u8 *entry = file + 24 + index * 12;
    for (i32 at = 0; at < 4; at++) {
      u8 byte = entry[at];
      if (!((byte >= '0' && byte <= '9') || (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z'))) {
        return fail(SECTION_TAG, 0, 0, 0, 0);
      }
    }
    struct section *section = &sections[index];
    section->tag = load32(entry);
    section->offset = load32(entry + 4);
    section->length = load32(entry + 8);
    if (section->offset < directory_end || (long long)section->length > (long long)body_end - section->offset) {
      return fail(OUT_OF_BOUNDS, section->tag, 0, 0, 0);
    }
    if (section->offset % 4) return fail(MISALIGNED, section->tag, 0, 0, 0);
    for (u32 before = 0; before < index; before++) {
      if (sections[before].tag == section->tag) return fail(DUPLICATE, section->tag, 0, 0, 0);
    }
    // A stable insertion by offset, as Swift's `sorted`.
    u32 place = index;
    for (; place > 0 && sorted[place - 1]->offset > section->offset; place--) sorted[place] = sorted[place - 1];
    sorted[place] = section;
  }
  for (u32 index = 1; index < count; index++) {
    if (sorted[index - 1]->offset + sorted[index - 1]->length > sorted[index]->offset) {
      return fail(OVERLAP, sorted[index]->tag, 0, 0, 0);
    }
  }
  for (i32 index = 0; index < 6; index++) payload[index] = 0;
  for (u32 index = 0; index < count; index++) {
    i32 which = 0;
    while (which < 6 && known_tags[which] != sections[index].tag) which++;
    if (which < 6) {
      payload[which] = file + sections[index].offset;
      lengths[which] = sections[index].length;
    } else if ((sections[index].tag & 0xff) >= 'A' && (sections[index].tag & 0xff) <= 'Z') {
      return fail(UNKNOWN_REQUIRED, sections[index].tag, 0, 0, 0);
    }
  }
  return 0;
}

/**
 * The labels of a set's union automaton derived from its masks' (deriveMaskLabels) and
 * compared with the stored ones (compareLabels), or the fault.
 */
struct labels { u32 *live_low, *live_high, *accepting_low, *accepting_high; };

static i32 derive_labels(const struct automaton *u, const struct automaton *members, u32 mask_count, struct labels *l) {
  i32 first_byte[256], used_classes[256], used_count = 0, fault[2];
  for (u32 cls = 0; cls < u->classes; cls++) first_byte[cls] = -1;
  for (i32 byte = 0; byte < 256; byte++) {
    i32 cls = u->map[byte];
    if (first_byte[cls] < 0) {
      first_byte[cls] = byte;
      used_classes[used_count++] = cls;
    }
  }
  u32 states = u->states;
  const u32 **tables = take(mask_count * 4);
  i32 *class_counts = take(mask_count * 4), *starts = take(mask_count * 4), *last_accepting = take(mask_count * 4);
  i32 *member_classes = take(mask_count * used_count * 4), *member_state = take(states * mask_count * 4);
  l->live_low = take(states * 4);
  l->live_high = take(states * 4);
  l->accepting_low = take(states * 4);
  l->accepting_high = take(states * 4);
  u8 *reached = take(states);
  i32 *queue = take(states * 4), *targets = take(used_count * 4), *live_masks = take(mask_count * 4);
  if (!tables || !class_counts || !starts || !last_accepting || !member_classes || !member_state || !l->live_low
      || !l->live_high || !l->accepting_low || !l->accepting_high || !reached || !queue || !targets || !live_masks) {
    return FALLBACK;
  }
  for (u32 mask = 0; mask < mask_count; mask++) {
    const u8 *map = members[mask].map;
    for (i32 byte = 0; byte < 256; byte++) {
      if (map[byte] != map[first_byte[u->map[byte]]]) return FALLBACK;
    }
    for (i32 position = 0; position < used_count; position++) {
      member_classes[mask * used_count + position] = map[first_byte[used_classes[position]]];
    }
    tables[mask] = members[mask].table;
    class_counts[mask] = (i32)members[mask].classes;
    starts[mask] = (i32)members[mask].start;
    last_accepting[mask] = (i32)members[mask].accepting_count;
  }
  struct walk w = {used_classes, used_count, (i32)states, 0, tables, class_counts, member_classes, member_state,
                   queue, targets, fault, l->live_low, l->live_high, reached};
  i32 walked = label_walk(&w, u->table, (i32)u->classes, (i32)u->start, (i32)mask_count, starts, live_masks);
  if (walked == 1) return fail(DISAGREES, 0, fault[0], fault[1], 0);
  if (walked == 2) return fail(UNREACHABLE, 0, fault[0], 0, 0);
  i32 state = accepting_labels((i32)states, (i32)u->accepting_count, l->live_low, l->live_high, member_state,
                               last_accepting, l->accepting_low, l->accepting_high, fault);
  return state < 0 ? 0 : fail(DISAGREES, 0, fault[0], state, 0);
}

/** The first state whose stored labels (states pairs of width bytes: accepting, then live) differ, or -1. */
static i32 first_label_difference(const u8 *stored, u32 width, u32 states, const struct labels *l) {
  u32 low_width = width < 4 ? width : 4;
  for (u32 state = 0; state < states; state++) {
    const u8 *at = stored + state * 2 * width;
    if (little_endian(at, low_width) != l->accepting_low[state]
        || little_endian(at + 4, width - low_width) != l->accepting_high[state]
        || little_endian(at + width, low_width) != l->live_low[state]
        || little_endian(at + width + 4, width - low_width) != l->live_high[state]) {
      return (i32)state;
    }
  }
  return -1;
}

static i32 program(const u8 *file, u32 length, struct automaton *match, struct automaton *optimistic);

/**
 * The stored labels of `states` states (readLabels): where they are, if they fit. The fault
 * names the automaton (its tag, MTCH or OPTM) whose states they count; the section is MSET.
 */
static i32 stored_labels(struct reader *r, u32 automaton, u32 states, u32 width, const u8 **bytes) {
  if (states > r->left / (2 * width)) return fail(LABEL_BYTES, automaton, states * 2 * width, r->left, states);
  return read_bytes(r, states * 2 * width, bytes);
}

/** A set's `MSET` (decodeMaskSet, then loadSet): its masks loaded as files, its labels derived and compared. */
__attribute__((noinline)) static i32 mask_set(const u8 *payload, u32 length, const struct automaton *match, const struct automaton *optimistic) {
  struct reader r = {payload, length, known_tags[MSET]};
  u32 count;
  const u8 *stored_match, *stored_optimistic, *text;
  if (read_u32(&r, &count)) return NEEDS;
  if (count < 1 || count > 64) return fail(MASK_COUNT, 0, count, 0, 0);
  u32 width = (count + 7) / 8;
  i32 fault;
  if ((fault = stored_labels(&r, known_tags[MTCH], match->states, width, &stored_match))
      || (fault = stored_labels(&r, known_tags[OPTM], optimistic ? optimistic->states : 0, width, &stored_optimistic))) return fault;
  // The walks' member states, a word a state and mask, cleared whole before a walk: past
  // 16 MB (a hostile union's million states and 64 masks are 256 MB, the IBAN's 0.8 MB) the
  // JavaScript loader's walk, which writes the rows of the states it reaches and no more.
  if ((unsigned long long)(match->states + (optimistic ? optimistic->states : 0)) * count > 4u << 20) return FALLBACK;
  struct automaton *matches = take(count * sizeof(struct automaton) * 2);
  if (!matches) return FALLBACK;
  struct automaton *optimistics = matches + count;
  for (u32 mask = 0; mask < count; mask++) {
    u32 size;
    if (read_text(&r, &text, &size) || read_u32(&r, &size) || read_bytes(&r, size, &text)) return out->fault;
    if ((fault = program(text, size, &matches[mask], &optimistics[mask]))) return fault;
  }
  if ((fault = expect_end(&r))) return fault;
  struct labels match_labels, optimistic_labels;
  if ((fault = derive_labels(match, matches, count, &match_labels))
      || (optimistic && (fault = derive_labels(optimistic, optimistics, count, &optimistic_labels)))) return fault;
  // The fault names the automaton (MTCH or OPTM) whose labels differ.
  u32 automaton = known_tags[MTCH];
  i32 state = first_label_difference(stored_match, width, match->states, &match_labels);
  if (state < 0 && optimistic) {
    automaton = known_tags[OPTM];
    state = first_label_difference(stored_optimistic, width, optimistic->states, &optimistic_labels);
  }
  return state < 0 ? 0 : fail(LABEL, automaton, (u32)state, 0, 0);
}

/**
 * A file, one mask or a set (programOfSections): its match and optimistic automata into
 * match and optimistic, for the set it is a mask of.
 */
static i32 program(const u8 *file, u32 length, struct automaton *match, struct automaton *optimistic) {
  const u8 *payload[6];
  u32 lengths[6];
  i32 fault = container(file, length, payload, lengths);
  if (fault) return fault;
  if (!payload[MTCH]) return fail(MISSING, known_tags[MTCH], 0, 0, 0);
  if ((fault = dense_dfa(payload[MTCH], lengths[MTCH], known_tags[MTCH], match))) return fault;
  if (payload[MSET]) {
    // A set in a set is the JavaScript loader's to judge; so are its states out of order.
    if (optimistic) return FALLBACK;
    for (i32 index = READ; index <= ONFA; index += index == SRCE ? 2 : 1) {
      if (payload[index]) return fail(SET_SECTION, known_tags[index], 0, 0, 0);
    }
    struct automaton union_optimistic;
    if (payload[OPTM] && (fault = dense_dfa(payload[OPTM], lengths[OPTM], known_tags[OPTM], &union_optimistic))) return fault;
    if (!match->in_order || (payload[OPTM] && !union_optimistic.in_order)) return FALLBACK;
    return mask_set(payload[MSET], lengths[MSET], match, payload[OPTM] ? &union_optimistic : 0);
  }
  // A simulated optimistic automaton (ONFA) is the JavaScript loader's to judge.
  if (payload[ONFA]) return payload[OPTM] ? fail(BOTH, known_tags[ONFA], 0, 0, 0) : FALLBACK;
  if (!payload[OPTM]) return fail(MISSING, known_tags[OPTM], 0, 0, 0);
  struct automaton own;
  if ((fault = dense_dfa(payload[OPTM], lengths[OPTM], known_tags[OPTM], optimistic ? optimistic : &own))) return fault;
  if (optimistic && (!match->in_order || !optimistic->in_order)) return FALLBACK;
  if (!payload[READ]) return fail(MISSING, known_tags[READ], 0, 0, 0);
  if ((fault = reading(payload[READ], lengths[READ]))) return fault;
  return payload[SRCE] ? source(payload[SRCE], lengths[SRCE]) : 0;
}

/**
 * Runs the loops a large set's load runs longest over zeros, `rounds` times, in the memory
 * at `memory` (some 120 KB, which it grows to), and answers nothing: what it is for is the
 * engine's, not the result. V8 runs a function as Liftoff's code until it has run a budget
 * of it (about 13 million bytes of machine code in Chromium, 1.8 million in node 20), then
 * compiles it with its optimizing compiler on another thread; a call made once that code
 * is ready runs it. Spent at the import, while a page fetches its file, the budget is no
 * longer spent by a large set's first load, which ran those loops as Liftoff's code and,
 * beside it, on the same cores, compiled them: in Chromium the IBAN's first load did so
 * for the label walk, the checksum, the tables read and the reading automaton's order.
 * Each loop is taken by its cheapest way (every class dead, every target 0), whose every
 * turn spends the budget of the loop's code up to where it turns back.
 */
EXPORT(warm_up)
void warm_up(u8 *memory, i32 rounds) {
  enum { STATES = 256, COLUMNS = 64, CELLS = STATES * COLUMNS, CHECKSUMMED = 32768 };
  tables_ready();
  out = (void *)memory;
  arena = memory + 32;
  // Zeros: a table section (the class map, the table, the bitmap) and what is checksummed;
  // the union's row, each used class's first byte, the masks' states and the targets (each
  // 256 words); a table of CELLS words, and `reached`.
  u8 *zeros = take(CHECKSUMMED);
  u32 *row = take(4 * 256 * 4 + CELLS * 4 + 256);
  if (!zeros || !row) return;
  __builtin_memset(zeros, 0, CHECKSUMMED);
  __builtin_memset(row, 0, 4 * 256 * 4 + CELLS * 4 + 256);
  i32 *classes = (i32 *)row + 256, *states = classes + 256, *targets = states + 256, fault[2], masks[2] = {0, 1};
  u32 *table = (u32 *)targets + 256;
  const u32 *tables[2] = {row, row};
  i32 class_counts[2] = {1, 1};
  struct walk w = {classes, 256, 1, 0, tables, class_counts, classes, states, targets, targets, fault,
                   (u32 *)states, (u32 *)states, (u8 *)(table + CELLS)};
  u8 *mark = arena;
  for (i32 round = 0; round < rounds; round++) {
    crc32(zeros, zeros + CHECKSUMMED, 0);
    struct reader r = {zeros, 256 + CELLS + STATES / 8, 0};
    struct automaton a = {0, COLUMNS, STATES, 0, 0, 0, 0, 0, 0};
    read_tables(&r, &a, COLUMNS, 1, 0);
    arena = mark;
    if (round % 8 == 0) topological_order(COLUMNS, table, CELLS, STATES, (u32 *)states, targets);
    for (i32 call = 0; call < 8; call++) one_live_mask(&w, row, 0, 0);
    for (i32 call = 0; call < 3; call++) several_live_masks(&w, row, masks, 2, 0);
  }
}

/**
 * Verifies the file of length bytes at file, as loadProgram does, past which the memory
 * is the kernel's. Returns 0 when the file loads, FALLBACK when the JavaScript loader must
 * judge it, or the fault, with its values at fault_out (5 words: fault, tag, a, b, c).
 */
EXPORT(verify_file)
i32 verify_file(const u8 *file, u32 length, double size_limit, double state_limit, double work_limit, void *fault_out) {
  tables_ready();
  out = fault_out;
  out->fault = 0;
  max_size = size_limit;
  max_states = state_limit;
  max_work = work_limit;
  arena = (u8 *)file + length;
  struct automaton match;
  return program(file, length, &match, 0);
}
