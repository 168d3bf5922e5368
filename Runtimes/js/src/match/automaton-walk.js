import { NFAWalk } from "../program/nfa-simulation.js";

/**
 * An optimistic matcher that is not one DFA, stepped a byte at a time (MaskVM's
 * MatchAutomaton.Walk): a simulated NFA (`{nfa}`), or, for a set whose union optimistic
 * DFA is over the limits, each mask's own matcher side by side (`{members}`); a member is
 * a DFA (`{dfa}`) or a simulated NFA.
 */
export class AutomatonWalk {
  /** @param {{dfa?: any, nfa?: any, members?: any[]}} automaton */
  constructor(automaton) {
    if (automaton.dfa) {
      this.dfa = automaton.dfa;
      this.state = automaton.dfa.startState;
    } else if (automaton.nfa) {
      this.simulation = new NFAWalk(automaton.nfa);
    } else {
      this.members = automaton.members.map((member) => new AutomatonWalk(member));
    }
  }

  step(byte) {
    if (this.dfa) {
      this.state = this.dfa.transitions[this.state * this.dfa.classCount + this.dfa.classMap[byte]];
    } else if (this.simulation) {
      this.simulation.step(byte);
    } else {
      for (const member of this.members) member.step(byte);
    }
  }

  get isDead() {
    if (this.dfa) return this.state === 0;
    if (this.simulation) return this.simulation.isDead;
    return this.members.every((member) => member.isDead);
  }

  get isAccepting() {
    if (this.dfa) return this.dfa.isAccepting(this.state);
    if (this.simulation) return this.simulation.isAccepting;
    return this.members.some((member) => member.isAccepting);
  }

  /** The masks (indices) that accept and those still alive; one automaton is mask 0. */
  get labels() {
    if (!this.members) return { complete: this.isAccepting ? [0] : [], possible: this.isDead ? [] : [0] };
    const complete = [];
    const possible = [];
    this.members.forEach((member, index) => {
      if (member.isAccepting) complete.push(index);
      if (!member.isDead) possible.push(index);
    });
    return { complete, possible };
  }
}

/**
 * Runs a walk over `bytes`; returns the walk, and the offset of the byte that killed it
 * (-1 when it lived to the end).
 */
export function runWalk(automaton, bytes) {
  const walk = new AutomatonWalk(automaton);
  for (let index = 0; index < bytes.length; index++) {
    walk.step(bytes[index]);
    if (walk.isDead) return { walk, illegalAt: index };
  }
  return { walk, illegalAt: -1 };
}
