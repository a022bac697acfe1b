/**
 * Gheos through the sandbox shell's contract (`PlayRules`): a start position (the rulebook's setup,
 * one set up by the reader, or one from a link), each move (an action and the reader's choices in
 * it, in the address's code) checked against the turn's order and then the action's own rules,
 * set-up edits through the engine's `applyEdit`, and a move that asks for a choice stepped through
 * before it is kept. Every seat is someone at the screen: Gheos has no engine player.
 */
import type { GheosAction, GheosState } from '../../../games/gheos';
import { applyEdit, type SandboxEdit } from '../../../games/gheos/edit';
import { createRng } from '../../../games/gheos/random';
import { freshTurn, recordAction, turnOrderRefusal, type Table } from '../../../games/gheos/sandbox';
import { setupGame } from '../../../games/gheos/setup';
import { syntheticLandscapeTiles } from '../../../games/gheos/synthetic';
import { msg } from '../../messages';
import type { PlayRules } from '../../sandbox/playMachine';
import type { Inputs } from '../../types';
import { reasonMessage, reasonRule, type GheosReason } from '../reasons';
import { moveDefaults, moveOutcome } from '../resolveMove';
import { decodeMove, encodeMove } from './address';

/** Why the sandbox refuses a Gheos input: the rules' reason, or a code that is not a move. */
export type GheosSandboxReason = GheosReason | 'unreadable-code';

/** The table after an action with the reader's choices: the turn's order first, then the action's own rules. */
export function outcome(table: Table, action: GheosAction, inputs: Inputs): { ok: true; table: Table } | { ok: false; reason: GheosReason } {
  const order = turnOrderRefusal(table, action);
  if (order) return { ok: false, reason: order.reason };
  const r = moveOutcome(table.state, action, inputs);
  return r.ok ? { ok: true, table: { state: r.state, turn: recordAction(table.turn, action, r.state) } } : r;
}

/** A new game as the rulebook sets it up, for as many players as names. */
export function newGame(names: readonly string[], seed: number): GheosState {
  const rng = createRng(seed);
  const game = setupGame({ players: [...names], landscape: syntheticLandscapeTiles(rng), rng });
  if (!game.ok) throw new Error(game.reason);
  return game.value;
}

/** A position at the start of a turn. */
const tableAt = (state: GheosState): Table => ({ state, turn: freshTurn() });

/** The shell's contract for Gheos: the setup is the position play starts from. */
export const gheosRules: PlayRules<GheosState, Table, GheosSandboxReason> = {
  start: tableAt,
  apply(table, code) {
    const move = decodeMove(code);
    return move ? outcome(table, move.action, move.inputs) : { ok: false, reason: 'unreadable-code' };
  },
  seatToAct: (table) => table.state.active,
  forced: () => null,
  refusal: (reason) =>
    reason === 'unreadable-code' ? { message: msg('sandbox.unreadable'), rule: null } : { message: msg('gheos.refused', { reason: reasonMessage(reason) }), rule: reasonRule(reason) },
  edit(table, edit) {
    const r = applyEdit(table.state, edit as SandboxEdit);
    return r.ok ? { ok: true, setup: r.value } : { ok: false, reason: r.reason };
  },
  setsUp: (state) => Object.keys(state.board).length === 0,
  review(table, code) {
    const move = decodeMove(code);
    if (!move) return null;
    const defaults = moveDefaults(table.state, move.action);
    return Object.keys(defaults).length === 0 ? null : encodeMove({ action: move.action, inputs: { ...defaults, ...move.inputs } });
  },
};
