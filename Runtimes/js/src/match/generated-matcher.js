/**
 * A matcher generated from an automaton: its ASCII moves as comparisons with constants in
 * a function of its own, made by `new Function` so that V8 compiles it to machine code, as
 * irregexp compiles a RegExp. The table walk loads a table entry a unit and V8 checks the
 * table at every load; here a unit costs its load from the string and a compare or two.
 *
 * Only an acyclic automaton (every mask of fixed length or bounded repetition) of up to
 * {@link maximumStates} states is generated: a path through it is a run of nested tests.
 * The code is a graph of nodes, each a state at an offset of the text, in an order where
 * every move goes forward. Its nodes are the pairs (state, offset) the text can reach, so
 * every offset is a constant; where those are too many, its nodes are the states, and the
 * offset of a state other than the start is a variable. A node reached on several moves
 * whose code is not small is a block of its own after the nodes that enter it, which a
 * move enters by a `break` out of a labelled block (a jump forward), so shared tails are
 * not copied; the others are inlined where the move is.
 *
 * The function gives the verdict the table walk over ASCII gives, or null where that walk
 * gives up: a unit past ASCII or a CR the automaton can take before the walk dies (the
 * caller walks the text as UTF-8 then). A page whose Content Security Policy refuses
 * `new Function` gets null here and keeps the table walk.
 *
 * A node tests its moves one after the other, so the order is a cost: given the texts the
 * program matched before (its first calls, on the table walk), each node tests first the
 * move those texts took most often there, as a profile orders a JIT's branches. The moves
 * take disjoint units, so the order changes no verdict.
 */

/** The most states an automaton may have to be generated. */
const maximumStates = 512;
/** The most tests (nodes, inlined) the generated code may hold. */
const maximumTests = 2048;
/** The most tests of a matcher inlined throughout, without blocks. */
const maximumInlinedTests = 1024;
/** Past that, a node reached on two moves or more is a block when its inlined code has more tests than this. */
const inlinedTests = 12;

/**
 * The source of the matcher of `dfa`: the body of a function of `C`, `P` (the complete and
 * partial verdicts) and `I` (the illegal verdicts by offset, one a state), which returns
 * the matcher.
 * Null when the automaton is cyclic, or over {@link maximumStates} or {@link maximumTests}.
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 * @param {{constantOffsets?: boolean, texts?: string[]}} [options] `constantOffsets: false`
 *   makes the states the nodes even where the pairs would do (for the tests, which hold both
 *   forms to the walk); `texts`, the profile: texts matched before, whose moves are tested first
 * @returns {string | null}
 */
export function generatedMatcherSource(dfa, { constantOffsets = true, texts = [] } = {}) {
  if (dfa.stateCount > maximumStates) return null;
  const moves = asciiMoves(dfa, texts);
  const order = topologicalOrder(dfa.startState, moves);
  if (order === null) return null;
  // PERF: constant offsets spare an add at every unit and a variable carried from block to
  // block, and a break is one jump where a switch in a loop compared the state: IPv4's
  // joins as blocks of pairs, 421 instructions a call of the bench's mix against 474 as
  // cases of a switch (callgrind).
  const pairs = constantOffsets ? pairGraph(dfa, moves) : null;
  return (pairs && sourceOf(dfa, pairs)) ?? sourceOf(dfa, stateGraph(dfa, moves, order));
}

/**
 * The nodes of the pairs (state, offset) reachable from the start, by offset (so every move
 * goes forward), each with its moves to nodes; null when they are over {@link maximumTests}.
 */
function pairGraph(dfa, moves) {
  const nodes = [{ state: dfa.startState, offset: 0, moves: null }];
  for (let first = 0; first < nodes.length;) {
    const end = nodes.length;
    const next = new Map();
    for (let index = first; index < end; index++) {
      const node = nodes[index];
      node.moves = moves[node.state].groups.map(({ target, units }) => {
        if (!next.has(target)) {
          if (nodes.length === maximumTests) return null;
          next.set(target, nodes.length);
          nodes.push({ state: target, offset: node.offset + 1, moves: null });
        }
        return { units, node: next.get(target) };
      });
      if (node.moves.includes(null)) return null;
    }
    first = end;
  }
  return { nodes, liveCR: moves.map((move) => move.liveCR), longest: nodes[nodes.length - 1].offset };
}

/** The nodes of the states reachable from the start, in topological order; the start's offset alone is a constant. */
function stateGraph(dfa, moves, order) {
  const index = new Int32Array(dfa.stateCount);
  order.forEach((state, position) => { index[state] = position; });
  const nodes = order.map((state) => ({
    state, offset: state === dfa.startState ? 0 : null,
    moves: moves[state].groups.map(({ target, units }) => ({ units, node: index[target] })),
  }));
  return { nodes, liveCR: moves.map((move) => move.liveCR) };
}

/**
 * The matcher's source over a graph whose node 0 is the start, or null when its code would
 * be over {@link maximumTests}: inlined throughout when that is small enough, else with
 * each node met on two moves or more whose code is not small as a block.
 */
function sourceOf(dfa, graph) {
  const { nodes } = graph;
  const incoming = new Int32Array(nodes.length);
  for (const node of nodes) for (const move of node.moves) incoming[move.node]++;
  const isBlock = new Uint8Array(nodes.length);
  let tests = testCounts(nodes, isBlock, Infinity);
  if (tests[0] > maximumInlinedTests) tests = testCounts(nodes, isBlock, inlinedTests, incoming);
  let total = tests[0];
  for (let node = 1; node < nodes.length; node++) if (isBlock[node]) total += tests[node];
  if (total > maximumTests) return null;

  // A block's code follows a labelled block that holds the code before it, so that a move
  // into it, from any node before it, is a break out of that label.
  const code = (long) => {
    let body = nodeCode(dfa, graph, isBlock, 0, 0, long);
    for (let node = 1; node < nodes.length; node++) {
      if (isBlock[node]) body = `${long ? "M" : "L"}${node}:{${body}}${nodeCode(dfa, graph, isBlock, node, 0, long)}`;
    }
    return body;
  };
  const head = `"use strict";return function(t){const n=t.length;let c,p;`;
  if (graph.longest === undefined || total * 2 > maximumTests) return `${head}${code(false)}};`;
  // PERF: a text of the longest path's length or more cannot end where a node has a move,
  // so a copy for it tests the end only where none has: a compare and a branch less a unit
  // (callgrind, a call of the bench's mix: IPv4 421 -> 402 instructions, the phone's 360 -> 352).
  return `${head}if(n>=${graph.longest}){${code(true)}}${code(false)}};`;
}

/**
 * The tests each node's code holds, from the last node back: one for the node, and its
 * targets' (one for a target that is a block). With `incoming`, a node met on two moves or
 * more whose code has over `largest` tests is marked a block.
 */
function testCounts(nodes, isBlock, largest, incoming = null) {
  const tests = new Float64Array(nodes.length);
  for (let node = nodes.length - 1; node >= 0; node--) {
    let count = 1;
    for (const move of nodes[node].moves) count += isBlock[move.node] ? 1 : tests[move.node];
    tests[node] = count;
    if (incoming !== null && incoming[node] >= 2 && count > largest) isBlock[node] = 1;
  }
  return tests;
}

/**
 * The code of `node`, `depth` units into the block it is inlined in (whose offset is a
 * constant, or the variable `p`): the end of the text, then the unit's moves. With `long`
 * (a text of the longest path's length or more), a node with a move does not test the end.
 */
function nodeCode(dfa, graph, isBlock, node, depth, long, blockOffset = graph.nodes[node].offset) {
  const { state, moves } = graph.nodes[node];
  const at = blockOffset !== null ? String(blockOffset + depth) : depth === 0 ? "p" : `p+${depth}`;
  let code = long && moves.length > 0 ? "" : `if(n===${at})return ${dfa.isAccepting(state) ? "C" : "P"};`;
  code += `c=t.charCodeAt(${at});`;
  if (graph.liveCR[state]) code += "if(c===13)return null;";
  for (const move of moves) {
    let next;
    const label = `${long ? "M" : "L"}${move.node}`;
    if (!isBlock[move.node]) next = nodeCode(dfa, graph, isBlock, move.node, depth + 1, long, blockOffset);
    else if (graph.nodes[move.node].offset !== null) next = `break ${label};`;
    else next = `p${blockOffset !== null ? `=${blockOffset + depth + 1}` : `+=${depth + 1}`};break ${label};`;
    code += `if(${unitTest(move.units)}){${next}}`;
  }
  // Dead on an ASCII unit after ASCII units and no live CR: one unit, one Character.
  return `${code}return c<128?I[${at}]:null;`;
}

/**
 * The matcher of `dfa` (see the file's comment), or null when there is none: the automaton
 * is not one to generate, or `compile` refused (a CSP without 'unsafe-eval').
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 * @param {{complete: object, partial: object, illegal: (at: number) => object}} verdicts
 * @param {(parameters: string[], body: string) => Function} [compile] makes a function (`new Function`)
 * @param {string[]} [texts] the profile: texts matched before (see the file's comment)
 * @returns {((text: string) => object | null) | null}
 */
export function generatedMatcher(dfa, { complete, partial, illegal }, compile = compileFunction, texts = []) {
  const source = generatedMatcherSource(dfa, { texts });
  if (source === null) return null;
  // An offset where a unit is met is under the state count: a path of n units meets n + 1 states.
  // PERF: the verdicts are in an array, so an illegal one is a load (a call of `illegal`
  // that returns a shared verdict cost as much as making a new one).
  const illegals = Array.from({ length: dfa.stateCount }, (_, at) => illegal(at));
  try {
    return compile(["C", "P", "I"], source)(complete, partial, illegals);
  } catch {
    return null;
  }
}

function compileFunction(parameters, body) {
  return new Function(...parameters, body);
}

/**
 * Each state's ASCII moves: groups of units with the same live target, and whether a CR
 * is live (where the generated code gives up, as the table walk does). The groups are in
 * the order of the units, or, where `texts` took some, the most taken first.
 */
function asciiMoves(dfa, texts) {
  const moves = [];
  for (let state = 0; state < dfa.stateCount; state++) {
    const row = state * dfa.classCount;
    const byTarget = new Map();
    let liveCR = false;
    for (let unit = 0; unit < 128; unit++) {
      const target = dfa.transitions[row + dfa.classMap[unit]];
      if (target === 0) continue;
      if (unit === 13) liveCR = true;
      else if (byTarget.has(target)) byTarget.get(target).push(unit);
      else byTarget.set(target, [unit]);
    }
    moves.push({ liveCR, groups: [...byTarget].map(([target, units]) => ({ target, units, taken: 0 })) });
  }
  if (texts.length === 0) return moves;
  for (const text of texts) countMoves(dfa, moves, text);
  // Array.prototype.sort is stable: moves taken as often keep the units' order.
  for (const move of moves) move.groups.sort((left, right) => right.taken - left.taken);
  return moves;
}

/** Counts in `moves` each move `text` takes, over its ASCII units until the walk dies or meets a unit past ASCII. */
function countMoves(dfa, moves, text) {
  let state = dfa.startState;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0x80) return;
    const target = dfa.transitions[state * dfa.classCount + dfa.classMap[unit]];
    if (target === 0) return;
    const group = moves[state].groups.find((candidate) => candidate.target === target);
    // A live CR is in no group: the generated code gives up there.
    if (group === undefined) return;
    group.taken++;
    state = target;
  }
}

/** The states reachable on ASCII moves from `start`, each before every state it moves to; null when a cycle is met. */
function topologicalOrder(start, moves) {
  const mark = new Uint8Array(moves.length); // 1: on the path, 2: done
  const finished = [];
  const stack = [{ state: start, next: 0 }];
  mark[start] = 1;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const groups = moves[top.state].groups;
    if (top.next === groups.length) {
      mark[top.state] = 2;
      finished.push(top.state);
      stack.pop();
      continue;
    }
    const target = groups[top.next++].target;
    if (mark[target] === 1) return null;
    if (mark[target] === 0) {
      mark[target] = 1;
      stack.push({ state: target, next: 0 });
    }
  }
  return finished.reverse();
}

/** A test of `c` against ascending units: constants for one or two, an unsigned range compare for a run. */
function unitTest(units) {
  const tests = [];
  for (let index = 0; index < units.length;) {
    let end = index;
    while (end + 1 < units.length && units[end + 1] === units[end] + 1) end++;
    const low = units[index];
    const high = units[end];
    if (high - low >= 2) tests.push(`(c-${low}>>>0)<=${high - low}`);
    else for (let unit = low; unit <= high; unit++) tests.push(`c===${unit}`);
    index = end + 1;
  }
  return tests.join("||");
}
