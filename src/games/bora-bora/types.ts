/**
 * Shared vocabulary of the Bora Bora engine. Rule functions live in their own
 * files; this one only names the things the rules talk about. Section names in
 * the TSDoc are those of the Polish rulebook (source 003).
 */

/** A player, by seat: the index into `state.players`. */
export type PlayerId = number;

/** The game is for 2 to 4 players (section "Rozgrywka dwu lub trzyosobowa"). */
export type PlayerCount = 2 | 3 | 4;

/** The game lasts six rounds of phases A, B and C (section "Zasady gry"). */
export const ROUNDS = 6;

/** Dice each player rolls and places every round (section "Faza A"). */
export const DICE_PER_PLAYER = 3;

/** Priests each player owns (section "Przygotowanie": 4 kapłanów). */
export const PRIESTS_PER_PLAYER = 4;

/** Huts each player owns (section "Przygotowanie": 12 szałasów). */
export const HUTS_PER_PLAYER = 12;

/** Spaces for huts and people on a player board (section "Akcja kobiety": one of the 12 spaces). */
export const PERSON_SPACES = 12;

/** Index of the 12th space, which may hold any number of huts (section "Akcja pomocnika", moving a hut). */
export const TWELFTH_SPACE = PERSON_SPACES - 1;

/** The three building materials (section "Zawartość": sand, stone and wood). */
export type Material = 'sand' | 'stone' | 'wood';
export const MATERIALS: readonly Material[] = ['sand', 'stone', 'wood'];

/** What a region yields to a hut built there: a material or a gift (section "Przygotowanie"). */
export type Resource = Material | 'gift';

/** The four landscapes of the 12 regions (section "Przygotowanie": mountains, beaches, forests, plains). */
export type Terrain = 'mountain' | 'beach' | 'forest' | 'plain';
export const TERRAINS: readonly Terrain[] = ['mountain', 'beach', 'forest', 'plain'];

/** The five gods, named by the colour of their cards (section "Bogowie"). */
export type GodColour = 'blue' | 'white' | 'red' | 'green' | 'yellow';
export const GOD_COLOURS: readonly GodColour[] = ['blue', 'white', 'red', 'green', 'yellow'];

/** God cards of each colour in the deck (section "Zawartość": 60 cards, 12 per colour). */
export const GOD_CARDS_PER_COLOUR = 12;

/** Face-up god cards beside the deck (section "Przygotowanie": five cards). */
export const GOD_DISPLAY_SIZE = 5;

/** Men and women tiles. */
export type Sex = 'man' | 'woman';
export const SEXES: readonly Sex[] = ['man', 'woman'];

/**
 * The twelve abilities shown on the right of man and woman tiles, used in
 * Phase B (section "Poszczególne akcje kobiet (i mężczyzn)"): spread by land
 * or water, take a woman or a man, build, take materials, move huts to the
 * 12th space, score points, take god cards, gifts, position steps or shells.
 * Which ability is printed on which tile is not in the source: tiles carry it
 * as data.
 */
export type Ability =
  | 'land'
  | 'water'
  | 'woman'
  | 'man'
  | 'build'
  | 'materials'
  | 'move-hut'
  | 'points'
  | 'god-card'
  | 'gift'
  | 'position'
  | 'shell';
export const ABILITIES: readonly Ability[] = [
  'land',
  'water',
  'woman',
  'man',
  'build',
  'materials',
  'move-hut',
  'points',
  'god-card',
  'gift',
  'position',
  'shell',
];

/** Land paths (brown arrows) and water paths (blue arrows) between regions (section "Akcja rozprzestrzeniania się"). */
export type PathKind = 'land' | 'water';

/**
 * What a die placed in Phase A does (section "Poszczególne płytki akcji"):
 * the seven actions of the tiles, plus fishing, which is a field on the main
 * board rather than a tile (section "Akcja połowu").
 */
export type Action = 'helper' | 'temple' | 'build' | 'man' | 'woman' | 'land' | 'water' | 'fishing';

/**
 * Where a die can go in Phase A: one of the action tiles in play, or the
 * fishing field. With 2 or 3 players some tiles are combined and show two
 * actions (section "Rozgrywka dwu lub trzyosobowa").
 */
export type DiceSpot = 'helper' | 'temple' | 'build' | 'man' | 'woman' | 'man-woman' | 'land' | 'water' | 'land-water' | 'fishing';
export const DICE_SPOTS: readonly DiceSpot[] = ['helper', 'temple', 'build', 'man', 'woman', 'man-woman', 'land', 'water', 'land-water', 'fishing'];

/** Points on the fishing field, whatever the die (section "Akcja połowu"). */
export const FISHING_POINTS = 2;

/** Fields of the man and woman displays, valued 1 to 6 (section "Akcja kobiety"). */
export const DISPLAY_FIELDS = 6;

/** Jewellery display: a column per round, four tiles each (section "Przygotowanie": 6 x 4). */
export const JEWELLERY_ROWS = 4;

/** Points for a task fulfilled without help, and with a yellow god (section "Płytki zadań"). */
export const TASK_POINTS = { unaided: 6, yellow: 4 } as const;
