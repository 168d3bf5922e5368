/**
 * A matcher generated from an automaton: its ASCII moves as comparisons with constants in
 * a function of its own, made by `new Function` so that V8 compiles it to machine code, as
 * irregexp compiles a RegExp. The table walk loads a table entry a unit and V8 checks the
 * table at every load; here a unit costs its load from the string and a compare or two.
 *
 * Only an acyclic automaton (every mask of fixed length or bounded repetition) of up to
 * {@link maximumStates} states is generated: a path through it is a run of nested tests
 * whose text offsets are constants. Where that code would be too large, a state reached on
 * several moves whose code is not small is a case of a switch in a loop (its offset a
 * variable), which the moves into it enter, so shared tails are not copied.
 *
 * The function gives the verdict the table walk over ASCII gives, or null where that walk
 * gives up: a unit past ASCII or a CR the automaton can take before the walk dies (the
 * caller walks the text as UTF-8 then). A page whose Content Security Policy refuses
 * `new Function` gets null here and keeps the table walk.
 */

/** The most states an automaton may have to be generated. */
const maximumStates = 512;
/** The most tests (states on a path, inlined) the generated code may hold. */
const maximumTests = 2048;
/** The most tests of a matcher inlined throughout, without functions. */
const maximumInlinedTests = 1024;
/** Past that, a state reached on two moves or more becomes a case when its inlined code has more tests than this. */
const inlinedTests = 12;

/**
 * The source of the matcher of `dfa`: the body of a function of `C`, `P` (the complete and
 * partial verdicts) and `I` (the illegal verdict at an offset), which returns the matcher.
 * Null when the automaton is cyclic, or over {@link maximumStates} or {@link maximumTests}.
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 * @returns {string | null}
 */
export function generatedMatcherSource(dfa) {
  if (dfa.stateCount > maximumStates) return null;
  const moves = asciiMoves(dfa);
  const order = topologicalOrder(dfa.startState, moves);
  if (order === null) return null;

  // Inlined throughout when that is small enough (no jump on the way); else a state met on
  // two moves or more whose code is not small is a case (one test where it is entered).
  const incoming = new Int32Array(dfa.stateCount);
  for (const state of order) for (const { target } of moves[state].groups) incoming[target]++;
  const isCase = new Uint8Array(dfa.stateCount);
  let tests = testCounts(order, moves, isCase, Infinity);
  if (tests[dfa.startState] > maximumInlinedTests) {
    tests = testCounts(order, moves, isCase, inlinedTests, incoming);
  }
  let total = tests[dfa.startState];
  for (const state of order) if (isCase[state]) total += tests[state];
  if (total > maximumTests) return null;

  const start = dfa.startState;
  if (!isCase.includes(1)) {
    return `"use strict";return function(t){const n=t.length;let c;${stateCode(dfa, moves, isCase, start, "", 0)}};`;
  }
  // PERF: the shared states are cases of a switch in a loop, which a move enters by a jump;
  // as functions they cost a call each (IPv4's octets: 527 against 449 instructions a call).
  isCase[start] = 1;
  const cases = order.filter((state) => isCase[state])
    .map((state) => `case ${state}:{${stateCode(dfa, moves, isCase, state, "p", 0)}}`);
  return `"use strict";return function(t){const n=t.length;let c,p=0,s=${start};for(;;)switch(s){${cases.join("")}}};`;
}

/**
 * The tests each state's code holds, from the last state of `order` back: one for the
 * state, and its targets' (one for a target that is a case). With `incoming`, a state
 * met on two moves or more whose code has over `largest` tests is marked a case.
 */
function testCounts(order, moves, isCase, largest, incoming = null) {
  const tests = new Float64Array(moves.length);
  for (let position = order.length - 1; position >= 0; position--) {
    const state = order[position];
    let count = 1;
    for (const { target } of moves[state].groups) count += isCase[target] ? 1 : tests[target];
    tests[state] = count;
    if (incoming !== null && incoming[state] >= 2 && count > largest) isCase[state] = 1;
  }
  return tests;
}

/**
 * The matcher of `dfa` (see the file's comment), or null when there is none: the automaton
 * is not one to generate, or `compile` refused (a CSP without 'unsafe-eval').
 * @param {import("../program/dense-dfa.js").DenseDFA} dfa
 * @param {{complete: object, partial: object, illegal: (at: number) => object}} verdicts
 * @param {(parameters: string[], body: string) => Function} [compile] makes a function (`new Function`)
 * @returns {((text: string) => object | null) | null}
 */
export function generatedMatcher(dfa, { complete, partial, illegal }, compile = compileFunction) {
  const source = generatedMatcherSource(dfa);
  if (source === null) return null;
  try {
    return compile(["C", "P", "I"], source)(complete, partial, illegal);
  } catch {
    return null;
  }
}

function compileFunction(parameters, body) {
  return new Function(...parameters, body);
}

/**
 * Each state's ASCII moves: groups of units with the same live target, and whether a CR
 * is live (where the generated code gives up, as the table walk does).
 */
function asciiMoves(dfa) {
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
    moves.push({ liveCR, groups: [...byTarget].map(([target, units]) => ({ target, units })) });
  }
  return moves;
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

/**
 * The code of `state` at offset `base + depth` (`base` "" in a matcher inlined throughout,
 * where offsets are constants, "p" in a case): the end of the text, then the unit's moves.
 */
function stateCode(dfa, moves, isCase, state, base, depth) {
  const at = base === "" ? String(depth) : depth === 0 ? base : `${base}+${depth}`;
  const { liveCR, groups } = moves[state];
  let code = `if(n===${at})return ${dfa.isAccepting(state) ? "C" : "P"};c=t.charCodeAt(${at});`;
  if (liveCR) code += "if(c===13)return null;";
  for (const { target, units } of groups) {
    const next = isCase[target] ? `s=${target};p+=${depth + 1};continue;`
      : stateCode(dfa, moves, isCase, target, base, depth + 1);
    code += `if(${unitTest(units)}){${next}}`;
  }
  // Dead on an ASCII unit after ASCII units and no live CR: one unit, one Character.
  return `${code}return c<128?I(${at}):null;`;
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
