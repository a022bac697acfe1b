/**
 * Building a state from a loose description (a worked example, a test) and
 * checking that it is one the rules can reach: 12 huts and 4 priests per
 * player, at most one hut per player per region, people and huts never on
 * one space.
 */
import { ok, refuse, type Result } from '../result';
import type { BoardLayout, JewelleryTile, PersonTile, RegionSpec, TaskTile } from './components';
import { spotsFor } from './dice';
import type { BoraBoraRefusal } from './refusals';
import { freshPhaseB, type BoraBoraState, type BoardSpace, type Phase, type PlayerState, type RitualContent, type TaskDone } from './state';
import {
  GOD_COLOURS,
  HUTS_PER_PLAYER,
  PERSON_SPACES,
  PRIESTS_PER_PLAYER,
  TWELFTH_SPACE,
  type DiceSpot,
  type GodColour,
  type Material,
  type PlayerCount,
  type PlayerId,
} from './types';

export interface PlayerInput {
  name: string;
  score?: number;
  position?: number;
  /** Height of the marker in a stack on its space (higher is on top); unless given, turn order decides. */
  markerHeight?: number;
  /** Dice still to place this round. */
  dice?: number[];
  /** Huts on each of the 12 spaces; unless given, the huts not on the main board fill the spaces without a person. */
  huts?: number[];
  /**
   * Huts on a part of the map the position does not draw (a made-up map shows a few regions, or none):
   * every player puts one on the map at setup, so once the game is under way a board never holds all 12.
   */
  hutsOnMap?: number;
  /** People on the board, on the given space or the first free one. */
  persons?: (PersonTile & { shifted?: boolean; space?: number })[];
  /** Per ritual space: empty, a material, or the value of the building covering it. */
  ritual?: ('empty' | 'material' | number)[];
  aside?: Partial<Record<Material, number>>;
  /** Unbuilt building values; unless given, the layout's buildings not on the ritual spaces. */
  unbuilt?: number[];
  gifts?: number;
  shells?: number;
  godCards?: GodColour[];
  godTiles?: number;
  jewellery?: JewelleryTile[];
  tasks?: TaskTile[];
  tasksDone?: TaskDone[];
  fishScored?: string[];
}

/** A region as written in an example: its printed facts, its fish tile and its huts. */
export interface RegionInput extends RegionSpec {
  fish: number;
  site?: PlayerId | null;
  aside?: PlayerId[];
}

export interface PositionInput {
  layout?: Partial<Omit<BoardLayout, 'regions'>>;
  regions?: RegionInput[];
  round?: number;
  phase?: Phase;
  players: PlayerInput[];
  /** Turn order by seat; seat order unless given. */
  order?: PlayerId[];
  /** Index into `order` of the player to move. */
  active?: number;
  spots?: DiceSpot[];
  dice?: Partial<Record<DiceSpot, { player: PlayerId; value: number; blue?: boolean }[]>>;
  temple?: (PlayerId | null)[];
  templeGodTiles?: number;
  godDeck?: GodColour[];
  godDisplay?: GodColour[];
  godDiscard?: GodColour[];
  men?: { display?: (PersonTile | null)[]; stack?: PersonTile[] };
  women?: { display?: (PersonTile | null)[]; stack?: PersonTile[] };
  taskDisplay?: TaskTile[];
  taskStack?: TaskTile[];
  jewellery?: (JewelleryTile | null)[][];
  seed?: number;
}

const bad = (what: string, detail: Record<string, string | number> = {}) =>
  refuse<BoraBoraRefusal>('invalid-position', { what, ...detail });

function layoutOf(input: PositionInput): BoardLayout {
  const l = input.layout ?? {};
  return {
    illustrative: l.illustrative ?? true,
    regions: (input.regions ?? []).map(({ id, island, terrain, resource }) => ({ id, island, terrain, resource })),
    paths: l.paths ?? [],
    temple: l.temple ?? [],
    ritual: l.ritual ?? [],
    positionPoints: l.positionPoints ?? [0],
    jewelleryPoints: l.jewelleryPoints ?? [],
    buildings: l.buildings ?? [],
    startingHuts: l.startingHuts ?? Array.from({ length: PERSON_SPACES }, () => 0),
  };
}

function boardSpaces(input: PlayerInput, onMainBoard: number): Result<BoardSpace[], BoraBoraRefusal> {
  const spaces: BoardSpace[] = Array.from({ length: PERSON_SPACES }, (_, i) => ({ huts: input.huts?.[i] ?? 0, person: null }));
  for (const person of input.persons ?? []) {
    const { space, shifted, ...tile } = person;
    const at = space ?? spaces.findIndex((s) => s.person === null && s.huts === 0);
    const target = spaces[at];
    if (!target || target.person || target.huts > 0) return bad('person-space', { player: input.name, space: at });
    target.person = { ...tile, shifted: shifted ?? false };
  }
  if (!input.huts) {
    let left = HUTS_PER_PLAYER - onMainBoard;
    for (let i = 0; i < TWELFTH_SPACE && left > 0; i++) {
      const s = spaces[i];
      if (s && !s.person) {
        s.huts = 1;
        left -= 1;
      }
    }
    const twelfth = spaces[TWELFTH_SPACE];
    if (left > 0 && twelfth && !twelfth.person) twelfth.huts += left;
  }
  const total = spaces.reduce((n, s) => n + s.huts, 0) + onMainBoard;
  if (total !== HUTS_PER_PLAYER) return bad('huts', { player: input.name, total });
  if (spaces.some((s, i) => s.huts < 0 || (i !== TWELFTH_SPACE && s.huts > 1) || (s.huts > 0 && s.person))) {
    return bad('hut-spaces', { player: input.name });
  }
  return ok(spaces);
}

/** The layout's buildings minus those lying on the ritual spaces (each covers two). */
function notYetBuilt(buildings: readonly number[], ritual: readonly RitualContent[]): number[] {
  const left = [...buildings];
  const halves = ritual.flatMap((c) => (typeof c === 'object' ? [c.building] : []));
  for (const [i, v] of halves.entries()) {
    if (halves.indexOf(v) !== i) continue;
    const count = Math.ceil(halves.filter((h) => h === v).length / 2);
    for (let k = 0; k < count; k++) {
      const at = left.indexOf(v);
      if (at >= 0) left.splice(at, 1);
    }
  }
  return left;
}

/** Builds a state from a description, or refuses with `invalid-position` naming what is wrong. */
export function buildPosition(input: PositionInput): Result<BoraBoraState, BoraBoraRefusal> {
  const n = input.players.length;
  if (n < 1 || n > 4) return refuse('player-count-out-of-range', { players: n });
  const layout = layoutOf(input);
  const regions = (input.regions ?? []).map((r) => ({ id: r.id, fish: r.fish, site: r.site ?? null, aside: [...(r.aside ?? [])] }));
  for (const r of regions) {
    const owners = [...(r.site === null ? [] : [r.site]), ...r.aside];
    if (new Set(owners).size !== owners.length) return bad('two-huts-in-region', { region: r.id });
    if (owners.some((o) => o < 0 || o >= n)) return bad('hut-owner', { region: r.id });
  }
  const temple = input.temple ?? layout.temple.map(() => null);
  if (temple.length !== layout.temple.length) return bad('temple-length');
  const players: PlayerState[] = [];
  for (const [id, pi] of input.players.entries()) {
    const onMain = (pi.hutsOnMap ?? 0) + regions.reduce((k, r) => k + (r.site === id ? 1 : 0) + r.aside.filter((a) => a === id).length, 0);
    const spaces = boardSpaces(pi, onMain);
    if (!spaces.ok) return spaces;
    const ritual: RitualContent[] = layout.ritual.map((_, i) => {
      const c = pi.ritual?.[i] ?? 'empty';
      return typeof c === 'number' ? { building: c } : c;
    });
    if ((pi.ritual?.length ?? layout.ritual.length) !== layout.ritual.length) return bad('ritual-length', { player: pi.name });
    const unbuilt = pi.unbuilt ?? notYetBuilt(layout.buildings, ritual);
    const inTemple = temple.filter((t) => t === id).length;
    if (inTemple > PRIESTS_PER_PLAYER) return bad('priests', { player: pi.name });
    const godCards = pi.godCards ?? [];
    if (godCards.some((c) => !GOD_COLOURS.includes(c))) return bad('god-card', { player: pi.name });
    players.push({
      name: pi.name,
      score: pi.score ?? 0,
      position: pi.position ?? 0,
      positionStamp: 0,
      dice: [...(pi.dice ?? [])],
      spaces: spaces.value,
      ritual,
      aside: { sand: 0, stone: 0, wood: 0, ...pi.aside },
      unbuilt: [...unbuilt],
      priests: PRIESTS_PER_PLAYER - inTemple,
      gifts: pi.gifts ?? 0,
      shells: pi.shells ?? 0,
      godCards: [...godCards],
      godTiles: pi.godTiles ?? 0,
      jewellery: [...(pi.jewellery ?? [])],
      tasks: [...(pi.tasks ?? [])],
      tasksDone: [...(pi.tasksDone ?? [])],
      fishScored: [...(pi.fishScored ?? [])],
      phaseB: freshPhaseB(),
    });
  }
  const order = input.order ?? players.map((_, i) => i);
  if ([...order].sort().join() !== players.map((_, i) => i).join()) return bad('order');
  // Markers on the same space stack in turn order, the first player on top.
  order.forEach((id, i) => {
    const p = players[id];
    if (p) p.positionStamp = input.players[id]?.markerHeight ?? n - i;
  });
  const spots = input.spots ?? spotsFor(Math.max(2, n) as PlayerCount);
  const dice: BoraBoraState['dice'] = {};
  for (const [spot, list] of Object.entries(input.dice ?? {})) {
    if (!spots.includes(spot as DiceSpot)) return bad('spot', { spot });
    dice[spot as DiceSpot] = (list ?? []).map((d) => ({ player: d.player, value: d.value, blue: d.blue ?? false }));
  }
  const display = (d?: (PersonTile | null)[]) => Array.from({ length: 6 }, (_, i) => d?.[i] ?? null);
  return ok({
    layout,
    round: input.round ?? 1,
    phase: input.phase ?? 'A',
    order,
    active: input.active ?? 0,
    players,
    spots,
    dice,
    regions,
    temple,
    templeGodTiles: input.templeGodTiles ?? 6,
    godDeck: [...(input.godDeck ?? [])],
    godDisplay: [...(input.godDisplay ?? [])],
    godDiscard: [...(input.godDiscard ?? [])],
    men: { display: display(input.men?.display), stack: [...(input.men?.stack ?? [])] },
    women: { display: display(input.women?.display), stack: [...(input.women?.stack ?? [])] },
    taskDisplay: [...(input.taskDisplay ?? [])],
    taskStack: [...(input.taskStack ?? [])],
    jewellery: input.jewellery ?? [],
    seed: input.seed ?? 1,
    positionClock: Math.max(n, ...players.map((p) => p.positionStamp)),
  });
}
