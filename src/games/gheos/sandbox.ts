/**
 * A game played one action at a time, as at the table: the position and a
 * record of what the active player has done so far this turn (section
 * "Przebieg tury"). The source lists four steps, done in the order given:
 *
 * 1. lay a tile, or replace one on the board;
 * 2. found a civilization on an uninhabited continent, or take one follower;
 * 3. (optional) play an individual scoring token;
 * 4. draw back up to two tiles; the turn passes to the player on the left.
 *
 * Each step at most once: a second tile, a second civilization (the source
 * says a player founds at most once a turn), a follower after founding, a
 * second token, or an earlier step after a later one are all refused with a
 * typed reason.
 *
 * Interpretation (the source is silent): a player may pass over step 1 only
 * when no tile can be laid or replaced (empty hand, or every play refused),
 * and over step 2 only when there is nothing to found and no follower to
 * take. Epoch scoring and the end of the game come from the draw and the
 * last token, as `drawTiles` and `playScoringToken` resolve them.
 */
import { refuse } from '../result';
import { applyAction, type GheosAction } from './actions';
import { hasCivilizationAction } from './civilizations';
import type { Choices, Refusal, Resolution } from './choices';
import type { GheosEvent } from './events';
import { tilePlays } from './legal';
import type { GheosState } from './state';
import { playTile, tilePlayRefusal } from './tilePlay';
import type { TurnRefusal } from './turn';

/** What the active player has done so far this turn. */
export interface TurnRecord {
  /** Step 1: the tile laid or replaced. */
  tile: 'place' | 'replace' | null;
  /** Step 2: a civilization founded or a follower taken. */
  civilization: 'found' | 'take' | null;
  /** Step 3: an individual scoring token played. */
  token: boolean;
}

/** A position together with the turn in progress. */
export interface Table {
  state: GheosState;
  turn: TurnRecord;
}

/** Nothing done yet: the start of a turn. */
export function freshTurn(): TurnRecord {
  return { tile: null, civilization: null, token: false };
}

export type TurnOrderRefusal =
  /** Step 1 was already done this turn. */
  | 'tile-already-played'
  /** Step 2 was already done this turn (a second civilization, or a follower after founding). */
  | 'civilization-already-done'
  /** Step 3 was already done this turn. */
  | 'token-already-played'
  /** An earlier step after a later one: steps come in the order the rules give. */
  | 'step-passed'
  /** A later step while step 1 can still be done. */
  | 'tile-first'
  /** A later step while step 2 can still be done. */
  | 'civilization-first';

export type TablePlayRefusal = TurnRefusal | TurnOrderRefusal;

/** Whether the active player can do step 1: a tile in hand that some placement or replacement accepts. */
export function canPlayTile(state: GheosState): boolean {
  if (state.over || (state.players[state.active]?.hand.length ?? 0) === 0) return false;
  for (const play of tilePlays(state)) {
    if (tilePlayRefusal(state, play)) continue;
    const r = playTile(state, play, {});
    if (r.ok || r.reason === 'decision-needed') return true;
  }
  return false;
}

/** The step an action belongs to (section "Przebieg tury"). */
export function stepOf(action: GheosAction): 1 | 2 | 3 | 4 {
  switch (action.type) {
    case 'place':
    case 'replace':
      return 1;
    case 'found':
    case 'take':
      return 2;
    case 'individual-scoring':
      return 3;
    case 'draw':
      return 4;
  }
}

/**
 * Why the turn's order forbids an action now, or `null` when it may be
 * tried (the rules of the action itself still apply).
 */
export function turnOrderRefusal(table: Table, action: GheosAction): Refusal<TablePlayRefusal> | null {
  const { state, turn } = table;
  if (state.over) return refuse('game-over');
  const step = stepOf(action);
  if (step === 1) {
    if (turn.tile) return refuse('tile-already-played', { done: turn.tile });
    if (turn.civilization || turn.token) return refuse('step-passed', { step });
    return null;
  }
  if (step === 2) {
    if (turn.civilization) return refuse('civilization-already-done', { done: turn.civilization });
    if (turn.token) return refuse('step-passed', { step });
  }
  if (step === 3 && turn.token) return refuse('token-already-played');
  if (!turn.tile && canPlayTile(state)) return refuse('tile-first', { step });
  if (step >= 3 && !turn.civilization && hasCivilizationAction(state)) return refuse('civilization-first', { step });
  return null;
}

/** The record after an action resolved: the step is done; a draw (or the end) starts a fresh turn. */
export function recordAction(turn: TurnRecord, action: GheosAction, after: GheosState): TurnRecord {
  if (after.over) return freshTurn();
  switch (action.type) {
    case 'place':
    case 'replace':
      return { ...turn, tile: action.type };
    case 'found':
    case 'take':
      return { ...turn, civilization: action.type };
    case 'individual-scoring':
      return { ...turn, token: true };
    case 'draw':
      return freshTurn();
  }
}

/** A resolved action at the table: the new position, the turn record and the trace. */
export type TablePlay =
  | { ok: true; table: Table; events: GheosEvent[] }
  | Exclude<Resolution<TablePlayRefusal>, { ok: true }>;

/**
 * Plays one action for the active player, if the turn's order allows it
 * and the rules of the action accept it; answers `decision-needed` like
 * `applyAction` when a choice is missing.
 *
 * @example
 * playAtTable({ state, turn: freshTurn() }, { type: 'take', colour: 'red' }) // refused 'tile-first' while a tile can be laid
 */
export function playAtTable(table: Table, action: GheosAction, choices: Choices = {}): TablePlay {
  const order = turnOrderRefusal(table, action);
  if (order) return order;
  const r = applyAction(table.state, action, choices);
  if (!r.ok) return r;
  return { ok: true, table: { state: r.value.state, turn: recordAction(table.turn, action, r.value.state) }, events: r.value.events };
}
