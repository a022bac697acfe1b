/**
 * The state of a game of Bora Bora as plain JSON. Functions never mutate a
 * state they are given; they answer with a new one.
 */
import type { BoardLayout, JewelleryTile, PersonTile, PlacedPerson, TaskTile } from './components';
import type { Ability, DiceSpot, GodColour, Material, PlayerId, Sex } from './types';

/**
 * One of the 12 hut-and-person spaces of a player board. It holds huts (any
 * number only on the 12th space), or one person, or nothing (free).
 */
export interface BoardSpace {
  huts: number;
  person: PlacedPerson | null;
}

/** What lies on a ritual space: nothing, the matching material, or half of a building of the given value. */
export type RitualContent = 'empty' | 'material' | { building: number };

/** A task a player has completed, with the points it gave (6, 4, or 0 if it was dropped). */
export interface TaskDone {
  id: string;
  points: number;
  yellow: boolean;
}

/** What a player has done in the current Phase B (section "Faza B"). */
interface PhaseBUse {
  /** Whether the one man and the one woman activation have been used. */
  man: boolean;
  woman: boolean;
  /** Whether the one green god of this Phase B has been played. */
  green: boolean;
  /** Every kind activated so far, to keep an extra activation different. */
  activated: { sex: Sex; ability: Ability }[];
  done: boolean;
}

export interface PlayerState {
  name: string;
  score: number;
  /** Space of the position marker (0 = the space below 0). */
  position: number;
  /** Higher = higher in a stack of markers on the same space (arrived later). */
  positionStamp: number;
  /** Rolled dice not yet placed this round. */
  dice: number[];
  spaces: BoardSpace[];
  /** Same order as `layout.ritual`. */
  ritual: RitualContent[];
  /** Materials lying beside the board, for want of a free matching ritual space. */
  aside: Record<Material, number>;
  /** Values of building tiles not yet built. */
  unbuilt: number[];
  /** Priests in the player's supply (not in the temple). */
  priests: number;
  gifts: number;
  shells: number;
  godCards: GodColour[];
  godTiles: number;
  jewellery: JewelleryTile[];
  /** Open task tiles. */
  tasks: TaskTile[];
  tasksDone: TaskDone[];
  /** Regions whose fish tile this player has scored with a red god. */
  fishScored: string[];
  phaseB: PhaseBUse;
}

/** A die on an action tile or the fishing field. `blue`: placed with a blue god. */
export interface PlacedDie {
  player: PlayerId;
  value: number;
  blue: boolean;
}

/** A region's pieces: its fish tile, the hut on its building site, and huts moved aside. */
interface RegionState {
  id: string;
  fish: number;
  site: PlayerId | null;
  aside: PlayerId[];
}

/** A display of six person tiles, field `i` valued `i + 1`, and the face-down stack. */
interface PersonSupply {
  display: (PersonTile | null)[];
  stack: PersonTile[];
}

export type Phase = 'setup' | 'A' | 'B' | 'C' | 'over';

export interface BoraBoraState {
  layout: BoardLayout;
  round: number;
  phase: Phase;
  /** Turn order: `order[0]` holds order tile #1. */
  order: PlayerId[];
  /** Index into `order` of the player whose turn it is. */
  active: number;
  players: PlayerState[];
  /** Spots in play, fishing included; dice lie on them in the order placed. */
  spots: DiceSpot[];
  dice: Partial<Record<DiceSpot, PlacedDie[]>>;
  regions: RegionState[];
  /** Temple fields from the left; each holds one priest's owner or nothing. */
  temple: (PlayerId | null)[];
  /** God tiles left in the temple's stack. */
  templeGodTiles: number;
  godDeck: GodColour[];
  godDisplay: GodColour[];
  godDiscard: GodColour[];
  men: PersonSupply;
  women: PersonSupply;
  taskDisplay: TaskTile[];
  taskStack: TaskTile[];
  /** Jewellery columns, one per round, four rows each; bought or discarded tiles are `null`. */
  jewellery: (JewelleryTile | null)[][];
  /** Seed of the generator used to reshuffle the god discard pile and roll dice. */
  seed: number;
  /** Increases with every move on the position track, to keep stacks in order. */
  positionClock: number;
}

/** The player, or a typed miss for the caller to turn into a refusal. */
export function playerAt(state: BoraBoraState, player: PlayerId): PlayerState | undefined {
  return Number.isInteger(player) ? state.players[player] : undefined;
}

/**
 * A copy the caller may change freely, but for what never changes during a game: the printed board
 * (`layout`) and the tiles (task, jewellery and person tiles in a supply or a display), which no rule
 * alters, are shared rather than copied. Every engine call makes one, several per legal move listed
 * (practice questions replay whole games), so each part is copied by what it is: a generic deep copy
 * took about four times as long, most of the time spent dealing a question. draft.test.ts holds it to
 * the whole state: equal to it, and sharing no object with it but those.
 */
export function draft(s: BoraBoraState): BoraBoraState {
  return {
    ...s,
    order: [...s.order],
    players: s.players.map(draftPlayer),
    spots: [...s.spots],
    dice: draftDice(s.dice),
    regions: s.regions.map((r) => ({ ...r, aside: [...r.aside] })),
    temple: [...s.temple],
    godDeck: [...s.godDeck],
    godDisplay: [...s.godDisplay],
    godDiscard: [...s.godDiscard],
    men: { display: [...s.men.display], stack: [...s.men.stack] },
    women: { display: [...s.women.display], stack: [...s.women.stack] },
    taskDisplay: [...s.taskDisplay],
    taskStack: [...s.taskStack],
    jewellery: s.jewellery.map((column) => [...column]),
  };
}

function draftPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    dice: [...p.dice],
    // A person on a board is turned over (`shifted`), so it is copied; a tile in a supply never changes.
    spaces: p.spaces.map((x) => ({ huts: x.huts, person: x.person && { ...x.person } })),
    ritual: p.ritual.map((r) => (typeof r === 'object' ? { ...r } : r)),
    aside: { ...p.aside },
    unbuilt: [...p.unbuilt],
    godCards: [...p.godCards],
    jewellery: [...p.jewellery],
    tasks: [...p.tasks],
    tasksDone: p.tasksDone.map((t) => ({ ...t })),
    fishScored: [...p.fishScored],
    phaseB: { ...p.phaseB, activated: p.phaseB.activated.map((a) => ({ ...a })) },
  };
}

function draftDice(dice: BoraBoraState['dice']): BoraBoraState['dice'] {
  const out: BoraBoraState['dice'] = {};
  for (const spot of Object.keys(dice) as DiceSpot[]) {
    const placed = dice[spot];
    if (placed) out[spot] = placed.map((d) => ({ ...d }));
  }
  return out;
}

/** The player whose turn it is in the current phase. */
export function activePlayer(state: BoraBoraState): PlayerId | undefined {
  return state.order[state.active];
}

/** A fresh Phase B record. */
export function freshPhaseB(): PhaseBUse {
  return { man: false, woman: false, green: false, activated: [], done: false };
}
