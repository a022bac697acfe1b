/**
 * What a game card tells a reader before they open the rulebook: who can play (the engines' own
 * player ranges), how far the rulebook goes (as far as its source does), and which pages go with it.
 * The sources give no playing time, so none is shown.
 */
import * as gheosState from '../games/gheos/state';
import * as sevenWondersSeating from '../games/seven-wonders/seating';
import * as pillarsSetup from '../games/pillars-of-the-earth/setup';
import * as boraBoraSetup from '../explainers/bora-bora/setup';
import type { ReferenceKey } from '../i18n/en/reference';

export interface GameFacts {
  players: { min: number; max: number };
  /** How far the rulebook goes, in words ("the whole rulebook", "up to … where the source stops"). */
  coverage: ReferenceKey;
  /** The game has a sandbox at `/{lang}/{slug}/sandbox/`. */
  sandbox: boolean;
}

const range = (m: { MIN_PLAYERS: number; MAX_PLAYERS: number }) => ({ min: m.MIN_PLAYERS, max: m.MAX_PLAYERS });

export const GAME_FACTS: Readonly<Record<string, GameFacts>> = {
  gheos: { players: range(gheosState), coverage: 'facts.coverage.whole', sandbox: true },
  '7-wonders': { players: range(sevenWondersSeating), coverage: 'facts.coverage.beforeEndScoring', sandbox: false },
  'pillars-of-the-earth': { players: range(pillarsSetup), coverage: 'facts.coverage.toPhase3Step4', sandbox: false },
  'bora-bora': { players: range(boraBoraSetup), coverage: 'facts.coverage.wholeNoMap', sandbox: false },
};
