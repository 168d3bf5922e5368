import { test } from "node:test";
import assert from "node:assert/strict";
import { firstStateThatCannotAccept } from "../src/program/accepting-reach.js";

/**
 * The reach check every verifier makes (MaskVM's `firstStateThatCannotAccept`): its quick
 * pass from the last state to the first decides only when every state can accept, so moves
 * that lead back to earlier states must still give the exact search's answer. One column a
 * state: `targets[s]` is state s's only move (0: none).
 */
const reach = (targets, accepting) =>
  firstStateThatCannotAccept(1, Uint32Array.from(targets), Uint8Array.from(accepting));

test("moves that lead forward or to an accepting state: every state can accept", () => {
  assert.equal(reach([0, 0, 3, 1], [0, 1, 0, 0]), -1);
});

test("a chain leading back to earlier states can accept, though one pass from the last does not see it", () => {
  // 3 → 2 → 1 (accepting): the pass reaches 3 before 2 is known to accept.
  assert.equal(reach([0, 0, 1, 2], [0, 1, 0, 0]), -1);
});

test("the first state that cannot accept is named, wherever the moves lead", () => {
  // 2 ↔ 4 is a loop with no way out; 3 → 1 accepts.
  assert.equal(reach([0, 0, 4, 1, 2], [0, 1, 0, 0, 0]), 2);
  // 4 → 3 → 2, and 2 leads nowhere.
  assert.equal(reach([0, 0, 0, 2, 3], [0, 1, 0, 0, 0]), 2);
  // Only the last state is lost.
  assert.equal(reach([0, 0, 1, 1, 0], [0, 1, 0, 0, 0]), 4);
});

test("the dead state is not judged, and moves into it lead nowhere", () => {
  assert.equal(reach([0], [0]), -1);
  assert.equal(reach([0, 0, 0], [0, 1, 0]), 2);
});
