/**
 * What a game card tells a reader before they open the rulebook: who can play (the engines' own
 * player ranges), how far the rulebook goes (as far as its source does), and which pages go with it.
 * The sources give no playing time, so none is shown. Each game's facts are in its descriptor.
 */
import { REGISTRY, type GameId } from '../registry';
import type { ReferenceKey } from '../i18n/en/reference';

export interface GameFacts {
  players: { min: number; max: number };
  /** The rulebook section whose note says how the player count is read, where the source never states it. */
  playersReading: string | null;
  /** How far the rulebook goes, in words, and what a teacher must bring from the box where it stops short. */
  coverage: ReferenceKey;
  /** The game has a sandbox at `/{lang}/{slug}/sandbox/`. */
  sandbox: boolean;
}

/** A game's facts, from its descriptor. */
export function factsOf(game: GameId): GameFacts {
  const { players, playersReading, coverage, sandbox } = REGISTRY[game];
  return { players, playersReading: playersReading ?? null, coverage, sandbox: sandbox !== false };
}
