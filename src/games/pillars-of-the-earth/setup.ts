/**
 * Setting up a game (section "Przygotowanie gry"): colours, pawns, starting
 * craftsmen, the victory point and gold tracks by seat, the board's tokens,
 * the cost marker, and the first round's pool.
 */
import { ok, refuse, type Result } from '../result';
import { INITIAL_COST } from './cost-track';
import { startingCraftsmen } from './craftsmen';
import { seededRng, shuffle } from './random';
import { COLOURS, RESOURCES, type Colour, type Goods, type PricedCraftsman, type PillarsState, type Resource, type ResourceCard } from './types';
import { NO_WORKERS, STARTING_WORKERS } from './workers';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/** Master builders per player (section "Przygotowanie gry"). */
export const BUILDERS_PER_PLAYER = 3;

/** Every player's marker starts on field 2 of the victory point track. */
export const STARTING_POINTS = 2;

/** The start player's wealth in the first round; each next seat clockwise gets 1 more. */
export const START_PLAYER_WEALTH = 20;

/** Tokens in the box (section "Zawartość pudełka"). */
export const TOKENS_IN_BOX: Readonly<Goods> = { stone: 23, wood: 23, sand: 23, metal: 13 };

/** What the resource market holds at setup: 4 stone, 4 wood, 4 sand (section "Przygotowanie gry"). */
export const MARKET_AT_SETUP: Readonly<Goods> = { stone: 4, wood: 4, sand: 4, metal: 0 };

/** Metal on the King's court at setup. */
export const KINGS_COURT_METAL_AT_SETUP = 1;

/** Grey workers in Shiring castle at setup. */
export const SHIRING_CASTLE_WORKERS_AT_SETUP = 4;

/** Resource cards in the deck, in the pool each round, and left aside (section "Wybór karty"). */
export const RESOURCE_DECK_SIZE = 9;
export const RESOURCE_CARDS_IN_POOL = 7;

/** Craftsmen brought in each round, and how many of them go to Shiring and to the pool. */
export const CRAFTSMEN_PER_ROUND = 4;
export const CRAFTSMEN_TO_SHIRING = 2;

/**
 * A player's wealth in the first round (section "Przygotowanie gry"): the
 * start player has 20 gold and each player after them, clockwise, 1 more
 * than the one before — 20, 21, 22, 23.
 *
 * @example
 * startingWealth(2, 0, 4) // 22
 */
export function startingWealth(seat: number, startPlayer: number, players: number): number {
  return START_PLAYER_WEALTH + ((seat - startPlayer + players) % players);
}

export interface SetupInput {
  /** The players' colours in seat order, clockwise. */
  colours: Colour[];
  /** The start player's seat; 0 when left out. */
  startPlayer?: number;
}

export type SetupRefusal = 'player-count-out-of-range' | 'unknown-colour' | 'duplicate-colour' | 'no-such-seat';

/**
 * The table before the first round (section "Przygotowanie gry"): every
 * player with 7 small and 1 large worker, the three starting craftsmen, 2
 * victory points and their wealth by seat; 4 stone, 4 wood and 4 sand on the
 * market, the rest of each on its resource space; 1 metal on the King's
 * court; 4 grey workers in Shiring castle; the cost marker on 7. The pool is
 * empty until {@link dealFirstRound}.
 *
 * Refusals: `player-count-out-of-range` (not 2–4 colours), `unknown-colour`,
 * `duplicate-colour`, `no-such-seat` (start player outside the table).
 *
 * @example
 * const r = setupGame({ colours: ['red', 'blue', 'green'] });
 * if (r.ok) r.value.players.map((p) => p.wealth) // [20, 21, 22]
 */
export function setupGame(input: SetupInput): Result<PillarsState, SetupRefusal> {
  const { colours } = input;
  const startPlayer = input.startPlayer ?? 0;
  const n = colours.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) {
    return refuse('player-count-out-of-range', { players: n, min: MIN_PLAYERS, max: MAX_PLAYERS });
  }
  for (const colour of colours) {
    if (!(COLOURS as readonly string[]).includes(colour)) return refuse('unknown-colour', { colour });
  }
  const dup = colours.find((c, i) => colours.indexOf(c) !== i);
  if (dup !== undefined) return refuse('duplicate-colour', { colour: dup });
  if (!Number.isInteger(startPlayer) || startPlayer < 0 || startPlayer >= n) {
    return refuse('no-such-seat', { seat: startPlayer, players: n });
  }
  const supply = { ...TOKENS_IN_BOX };
  for (const r of RESOURCES) supply[r] -= MARKET_AT_SETUP[r];
  supply.metal -= KINGS_COURT_METAL_AT_SETUP;

  return ok({
    players: colours.map((colour, seat) => ({
      colour,
      wealth: startingWealth(seat, startPlayer, n),
      points: STARTING_POINTS,
      workers: { ...STARTING_WORKERS },
      woolMill: { ...NO_WORKERS },
      sites: [],
      craftsmen: startingCraftsmen(colour),
      resourceCards: [],
      goods: { wood: 0, stone: 0, sand: 0, metal: 0 },
    })),
    startPlayer,
    costMarker: INITIAL_COST,
    costTrack: [],
    pool: { resources: [], craftsmen: [] },
    shiring: [],
    resourcesAside: [],
    craftsmenRemoved: [],
    builders: [],
    market: { ...MARKET_AT_SETUP },
    supply,
    kingsCourtMetal: KINGS_COURT_METAL_AT_SETUP,
    shiringCastleWorkers: SHIRING_CASTLE_WORKERS_AT_SETUP,
  });
}

export type DealRefusal = 'not-the-resource-deck' | 'wrong-craftsman-stack-size';

/** Lowest and highest worker number on a resource card (section "Wybór karty": the small sand card, the largest stone card). */
export const MIN_CARD_WORKERS = 2;
export const MAX_CARD_WORKERS = 10;

/**
 * Checks the composition the source gives for the resource deck (section
 * "Wybór karty"): 9 cards, three per resource, bringing 2, 3 and 4 tokens, the
 * workers they ask running from 2 (the small sand card) to 10 (the largest stone card).
 */
export function isResourceDeck(cards: readonly ResourceCard[]): boolean {
  if (cards.length !== RESOURCE_DECK_SIZE) return false;
  if (new Set(cards.map((c) => c.id)).size !== cards.length) return false;
  const workers = (resource: Resource, tokens: number) => cards.find((c) => c.resource === resource && c.tokens === tokens)?.workers;
  if (workers('sand', 2) !== MIN_CARD_WORKERS || workers('stone', 4) !== MAX_CARD_WORKERS || cards.some((c) => c.workers < MIN_CARD_WORKERS || c.workers > MAX_CARD_WORKERS)) return false;
  return RESOURCES.every((r) => {
    const tokens = cards.filter((c) => c.resource === r).map((c) => c.tokens).sort();
    return JSON.stringify(tokens) === '[2,3,4]';
  });
}

/**
 * Lays out the first round (section "Przygotowanie gry", last steps): the
 * round-1 craftsman stack is shuffled, its top two cards go to Shiring and the
 * other two to the pool; the resource deck is shuffled, its top 7 cards join
 * the pool and the last 2 are put aside for this round.
 *
 * The source describes this only for the first round, so no later-round
 * variant is offered.
 *
 * Refusals: `not-the-resource-deck` (see {@link isResourceDeck}),
 * `wrong-craftsman-stack-size` (not 4 cards).
 */
export function dealFirstRound(
  state: PillarsState,
  cards: { resourceDeck: ResourceCard[]; craftsmen: PricedCraftsman[] },
  seed: number,
): Result<PillarsState, DealRefusal> {
  if (!isResourceDeck(cards.resourceDeck)) return refuse('not-the-resource-deck', { cards: cards.resourceDeck.length });
  if (cards.craftsmen.length !== CRAFTSMEN_PER_ROUND) {
    return refuse('wrong-craftsman-stack-size', { cards: cards.craftsmen.length, expected: CRAFTSMEN_PER_ROUND });
  }
  const rng = seededRng(seed);
  const stack = shuffle(cards.craftsmen, rng).map((c) => ({ ...c }));
  const deck = shuffle(cards.resourceDeck, rng).map((c) => ({ ...c }));
  return ok({
    ...state,
    shiring: stack.slice(0, CRAFTSMEN_TO_SHIRING),
    pool: { resources: deck.slice(0, RESOURCE_CARDS_IN_POOL), craftsmen: stack.slice(CRAFTSMEN_TO_SHIRING) },
    resourcesAside: [...state.resourcesAside, ...deck.slice(RESOURCE_CARDS_IN_POOL)],
  });
}
