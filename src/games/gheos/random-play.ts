/**
 * Random legal play, for property tests and benchmarks: a seeded player
 * that picks a legal turn and answers every decision the engine asks for
 * with a random legal option. Not part of the engine's API.
 */
import type { Choices, Decision, Resolution, Resolved } from './choices';
import { civilizationActions, placementCells, replaceableCells } from './legal';
import { randomInt, type Rng } from './random';
import { setupGame } from './setup';
import type { GheosState, Rotation } from './state';
import { syntheticLandscapeTiles } from './synthetic';
import { playTile, type TilePlay } from './tilePlay';
import { resolveTurn, type CivilizationAction, type Turn } from './turn';

function pick<T>(items: readonly T[], rng: Rng): T | undefined {
  return items[randomInt(rng, items.length)];
}

/** Adds a random legal answer to one decision. */
export function answer(decision: Decision, choices: Choices, rng: Rng): Choices {
  switch (decision.kind) {
    case 'payment':
      return { ...choices, payments: [...(choices.payments ?? []), pick(decision.options, rng) ?? 'red'] };
    case 'war-winner':
      return { ...choices, warWinners: [...(choices.warWinners ?? []), pick(decision.options, rng) ?? 'red'] };
    case 'migration':
      return {
        ...choices,
        migrations: { ...choices.migrations, [decision.civilization]: pick(decision.options, rng)?.ref ?? '0,0' },
      };
  }
}

/** Resolves an action, answering decisions at random until it resolves or is refused. */
export function resolveWithRandomChoices<R extends string>(
  attempt: (choices: Choices) => Resolution<R>,
  rng: Rng,
): { result: Resolution<R>; choices: Choices } {
  let choices: Choices = {};
  for (let i = 0; i < 20; i++) {
    const result = attempt(choices);
    if (result.ok || result.reason !== 'decision-needed' || !('decision' in result)) return { result, choices };
    choices = answer(result.decision, choices, rng);
  }
  throw new Error('too many decisions');
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
      const played = resolveWithRandomChoices((c) => playTile(state, tile, c), rng);
      if (!played.result.ok) continue;
      afterTile = played.result.value.state;
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

/** A new game with a synthetic tile set, from a seed. */
export function randomGame(seed: number, players: number, rng: Rng): GheosState {
  const names = ['Adam', 'Ewa', 'Noah', 'Zoe'].slice(0, players);
  const game = setupGame({ players: names, landscape: syntheticLandscapeTiles(rng), rng, stacks: 1 + (seed % 4) });
  if (!game.ok) throw new Error(game.reason);
  return game.value;
}
