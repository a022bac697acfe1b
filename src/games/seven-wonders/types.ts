/**
 * Shared vocabulary of the 7 Wonders (new edition) engine. Rule functions live
 * in their own files; this one only names the things the rules talk about.
 */

/**
 * One of the game's three rounds, Ages I to III (section "Przebieg gry").
 */
export type Age = 1 | 2 | 3;

/** The ages in play order. */
export const AGES: readonly Age[] = [1, 2, 3];

/**
 * A side of the table as seen by a player: the neighbour on the left or on the
 * right (section "Przebieg gry", "Definicje: Sąsiedzi").
 */
export type Direction = 'left' | 'right';

/**
 * A Conflict token (section "Żetony Konfliktów"): a defeat worth -1 point, or a
 * victory of a given Age worth +1, +3 or +5 points.
 */
export type ConflictToken =
  | { kind: 'victory'; age: Age; points: number }
  | { kind: 'defeat'; points: -1 };

/**
 * The seven kinds of building cards, by the colour on their face (section
 * "Karty Epok"): brown raw materials, grey manufactured goods, blue civilian,
 * yellow commercial, red military, green scientific, purple guilds.
 */
export type CardColour = 'brown' | 'grey' | 'blue' | 'yellow' | 'red' | 'green' | 'purple';

/** All card colours, in the order the source lists them. */
export const CARD_COLOURS: readonly CardColour[] = [
  'brown',
  'grey',
  'blue',
  'yellow',
  'red',
  'green',
  'purple',
];

/**
 * An Age card as far as the source's surviving pages describe it: its name
 * (a city may not hold two of the same name) and colour, plus the Shields it
 * shows, which count towards military strength (section "Rozstrzyganie
 * konfliktów militarnych"). Costs and other effects are on the missing pages
 * ("Budowanie w grze 7 Cudów Świata", pp. 6–7) and are not modelled.
 */
export interface Card {
  name: string;
  colour: CardColour;
  shields?: number;
}

/**
 * A player's city (section "Przebieg gry", "Definicje: Miasto"): the Wonder
 * board and every card laid out. `wonderStages` is the number of stages on the
 * chosen side of the board (2, 3 or 4, section "Plansze Cudów");
 * `stagesBuilt` counts the stages built so far, from the first.
 * Cards tucked under the board to mark a stage are not buildings and are not
 * listed in `buildings`: the source says such a card has no effect.
 */
export interface City {
  coins: number;
  buildings: Card[];
  wonderStages: number;
  stagesBuilt: number;
  /**
   * The Shields printed beside each stage of the board, stage 1 first (section
   * "Rozstrzyganie konfliktów militarnych"); a missing entry shows none. Only
   * built stages count towards military strength.
   */
  stageShields?: readonly number[];
}

/**
 * The three things a played card can do (section "2. Zagranie karty"):
 * A. erect the building (`build`), B. build one Wonder stage (`wonder`),
 * C. discard it for coins (`discard`).
 */
export type Action = 'build' | 'wonder' | 'discard';

/** All actions, in the source's order A, B, C. */
export const ACTIONS: readonly Action[] = ['build', 'wonder', 'discard'];
