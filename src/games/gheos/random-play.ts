/**
 * Random legal play, for property tests and benchmarks: a seeded player
 * that picks a legal turn and answers every decision the engine asks for
 * with a random legal option. Not part of the engine's API.
 */
import { at } from '../choiceEngine';
import { play } from '../driver';
import type { GheosAction } from './actions';
import type { Choices, Decision, Resolved } from './choices';
import { choicesFrom, gheosEngine, type GheosAnswer } from './engine';
import { civilizationActions, placementCells, replaceableCells } from './legal';
import { randomInt, type Rng } from './random';
import { setupGame } from './setup';
import type { GheosState, Rotation } from './state';
import { syntheticLandscapeTiles } from './synthetic';
import type { TilePlay } from './tilePlay';
import { resolveTurn, type CivilizationAction, type Turn } from './turn';

function pick<T>(items: readonly T[], rng: Rng): T | undefined {
  return items[randomInt(rng, items.length)];
}

/** A random legal answer to one decision. */
export function randomAnswer(decision: Decision, rng: Rng): GheosAnswer | undefined {
  return decision.kind === 'migration' ? pick(decision.options, rng)?.ref : pick(decision.options, rng);
}

/**
 * Plays one action through the shared driver, answering each decision at
 * random: the state after it and the choices it was resolved with, or
 * `null` when the rules refuse it.
 */
function playAtRandom(state: GheosState, action: GheosAction, rng: Rng): { state: GheosState; choices: Choices } | null {
  const played = play(gheosEngine, at(state), [action], (d) => randomAnswer(d, rng), { maxDecisions: 20 });
  if (!played.ok) {
    if (played.reason === 'too-many-decisions') throw new Error('too many decisions');
    return null;
  }
  const answered = played.trace.flatMap((s) => (s.decision !== undefined && 'answer' in s.input ? [{ decision: s.decision, answer: s.input.answer }] : []));
  const choices = choicesFrom(answered);
  return choices.ok ? { state: played.state.position, choices: choices.value } : null;
}

/** A random tile play: a placement or (about one time in three) a replacement. */
export function randomTilePlay(state: GheosState, rng: Rng): TilePlay | null {
  const hand = state.players[state.active]?.hand ?? [];
  if (hand.length === 0) return null;
  const replaces = replaceableCells(state);
  const replace = replaces.length > 0 && rng() < 0.35;
  const at = pick(replace ? replaces : placementCells(state), rng);
  if (!at) return null;
  return { kind: replace ? 'replace' : 'place', hand: randomInt(rng, hand.length), at, rot: randomInt(rng, 3) as Rotation };
}

/**
 * One random legal turn for the active player, resolved. Tile plays the
 * player cannot pay for are retried with another play.
 */
export function randomTurn(
  state: GheosState,
  rng: Rng,
  pickTile: (state: GheosState, rng: Rng) => TilePlay | null = randomTilePlay,
  pickCivilization: (actions: readonly CivilizationAction[], rng: Rng) => CivilizationAction | undefined = pick,
): { turn: Turn; choices: Choices; resolved: Resolved } {
  for (let attempt = 0; attempt < 50; attempt++) {
    const tile = pickTile(state, rng);
    let afterTile = state;
    let choices: Choices = {};
    if (tile) {
      const played = playAtRandom(state, { type: tile.kind, hand: tile.hand, at: tile.at, rot: tile.rot }, rng);
      if (!played) continue;
      afterTile = played.state;
      choices = played.choices;
    }
    const civilization = pickCivilization(civilizationActions(afterTile), rng) ?? { kind: 'none' };
    const player = afterTile.players[afterTile.active];
    const turn: Turn = { tile, civilization, scoringToken: (player?.tokens ?? 0) > 0 && rng() < 0.12 };
    const result = resolveTurn(state, turn, choices);
    if (!result.ok) throw new Error(`a legal turn was refused: ${result.reason} ${JSON.stringify(turn)}`);
    return { turn, choices, resolved: result.value };
  }
  throw new Error('no playable turn found');
}

/** The players of a made-up game, by seat: no name starts with a civilization's letter in either language (story.test). */
export const PLAYER_NAMES = ['Adam', 'Ewa', 'Tom', 'Ida'] as const;

/** A new game with a synthetic tile set, from a seed. */
export function randomGame(seed: number, players: number, rng: Rng): GheosState {
  const names = PLAYER_NAMES.slice(0, players);
  const game = setupGame({ players: names, landscape: syntheticLandscapeTiles(rng), rng, stacks: 1 + (seed % 4) });
  if (!game.ok) throw new Error(game.reason);
  return game.value;
}
