import { ok, refuse, type Result } from '../result';
import { ACTIONS, type Action, type Card, type City } from './types';

/**
 * Coins each player starts with: three coins of value "1" placed on the Wonder
 * board (section "Przygotowanie do gry").
 */
export const STARTING_COINS = 3;

/**
 * Coins taken from the bank for discarding a card (section "2. Zagranie
 * karty", "C. Odrzucenie karty i pozyskanie monet").
 */
export const DISCARD_COINS = 3;

/** The numbers of stages a side of a Wonder board can show (section "Plansze Cudów"). */
export const WONDER_STAGE_COUNTS: readonly number[] = [2, 3, 4];

/**
 * A city at the start of the game (section "Przygotowanie do gry"): a Wonder
 * board with `wonderStages` stages, none built, no buildings, 3 coins.
 * The count is not checked here; {@link playCard} refuses a board that does
 * not show 2, 3 or 4 stages.
 *
 * @example
 * startingCity(3) // { coins: 3, buildings: [], wonderStages: 3, stagesBuilt: 0 }
 */
export function startingCity(wonderStages: number, stageShields: readonly number[] = []): City {
  const city: City = { coins: STARTING_COINS, buildings: [], wonderStages, stagesBuilt: 0 };
  return stageShields.some((n) => n > 0) ? { ...city, stageShields: [...stageShields] } : city;
}

/** What playing one card did to a city. */
export interface PlayOutcome {
  /** The city after the play (a new object; the input is untouched). */
  city: City;
  action: Action;
  /** Coins taken from the bank: 3 for a discard, otherwise 0. */
  coinsGained: number;
  /** For a Wonder stage: which stage was built, counting from 1. */
  stageBuilt?: number;
}

/** Why {@link playCard} refuses. */
export type PlayRefusal = 'duplicate-building' | 'wonder-complete' | 'invalid-stage-count';

/** True when the city's board is a legal one and its built stages fit on it. */
function hasValidStages(city: City): boolean {
  return (
    WONDER_STAGE_COUNTS.includes(city.wonderStages) &&
    Number.isInteger(city.stagesBuilt) &&
    city.stagesBuilt >= 0 &&
    city.stagesBuilt <= city.wonderStages
  );
}

/**
 * Plays one chosen card into a city with one of the three actions (section
 * "2. Zagranie karty"):
 *
 * - `build` (A. "Wznoszenie Budowli"): the card joins the city's buildings.
 *   Refused with `duplicate-building` if the city already holds a card of the
 *   same name (no two cards with one name may stand in a city).
 * - `wonder` (B. "Budowa 1 etapu Cudu"): the card, whatever it is, is tucked
 *   under the board to mark the next stage, which is built in order from the
 *   first. The card has no effect and does not become a building. Refused with
 *   `wonder-complete` once every stage on the board is built.
 * - `discard` (C. "Odrzucenie karty i pozyskanie monet"): the card goes to the
 *   discard pile and the city takes 3 coins from the bank.
 *
 * Any action is refused with `invalid-stage-count` when the city's board does
 * not show 2, 3 or 4 stages, or its built stages are not a whole number from 0
 * to that count.
 *
 * Building costs and trade with neighbours are described on pages of the
 * rulebook that the source lacks ("Budowanie w grze 7 Cudów Świata",
 * pp. 6–7), so this function neither checks nor pays the cost of a building or
 * of a Wonder stage. The card itself is not checked against a hand; see
 * `playAge` for that.
 *
 * Never mutates `city` or `card`.
 *
 * @example
 * const r = playCard(startingCity(3), { name: 'Koszary', colour: 'red', shields: 1 }, 'discard');
 * if (r.ok) r.value.city.coins // 6
 */
export function playCard(
  city: City,
  card: Card,
  action: Action,
): Result<PlayOutcome, PlayRefusal> {
  const refused = refusal(city, card, action);
  if (refused) return refused;
  switch (action) {
    case 'build':
      return ok({ city: { ...city, buildings: [...cloneCards(city.buildings), { ...card }] }, action, coinsGained: 0 });
    case 'wonder': {
      const stageBuilt = city.stagesBuilt + 1;
      return ok({
        city: { ...city, buildings: cloneCards(city.buildings), stagesBuilt: stageBuilt },
        action,
        coinsGained: 0,
        stageBuilt,
      });
    }
    case 'discard':
      return ok({
        city: { ...city, buildings: cloneCards(city.buildings), coins: city.coins + DISCARD_COINS },
        action,
        coinsGained: DISCARD_COINS,
      });
  }
}

/** Why {@link playCard} refuses the action, or null when it allows it (without making the new city). */
function refusal(city: City, card: Card, action: Action): Extract<Result<PlayOutcome, PlayRefusal>, { ok: false }> | null {
  if (!hasValidStages(city)) {
    return refuse('invalid-stage-count', {
      wonderStages: city.wonderStages,
      stagesBuilt: city.stagesBuilt,
    });
  }
  if (action === 'build' && city.buildings.some((b) => b.name === card.name)) return refuse('duplicate-building', { card: card.name });
  if (action === 'wonder' && city.stagesBuilt >= city.wonderStages) return refuse('wonder-complete', { card: card.name, wonderStages: city.wonderStages });
  return null;
}

/**
 * The actions {@link playCard} allows a city for a card, in the source's order
 * A, B, C (section "2. Zagranie karty"): what a player may do with it.
 *
 * @example
 * allowedActions({ ...startingCity(2), stagesBuilt: 2 }, { name: 'Altar', colour: 'blue' }) // ['build', 'discard']
 */
export function allowedActions(city: City, card: Card): Action[] {
  return ACTIONS.filter((action) => !refusal(city, card, action));
}

/** Copies cards so that a returned city shares no object with its input. */
function cloneCards(cards: readonly Card[]): Card[] {
  return cards.map((c) => ({ ...c }));
}

/**
 * A city's military strength (section "Rozstrzyganie konfliktów
 * militarnych"): all Shields on the building cards it has erected plus those
 * on the built stages of its Wonder board. In the source only red cards
 * ("Budowle militarne") raise strength, so in practice only they carry
 * Shields; a card tucked under a stage is not a building and adds nothing.
 *
 * `stageShields[i]` is the number of Shields on stage i+1 of the board, as
 * printed there (the city's own board unless given); missing entries count as
 * none. Only the first `stagesBuilt` stages count.
 *
 * @example
 * militaryStrength({ ...startingCity(3), stagesBuilt: 2 }, [0, 2, 0]) // 2
 */
export function militaryStrength(city: City, stageShields: readonly number[] = city.stageShields ?? []): number {
  const fromBuildings = city.buildings.reduce((sum, b) => sum + (b.shields ?? 0), 0);
  const fromStages = stageShields
    .slice(0, Math.max(0, city.stagesBuilt))
    .reduce((sum, s) => sum + s, 0);
  return fromBuildings + fromStages;
}
