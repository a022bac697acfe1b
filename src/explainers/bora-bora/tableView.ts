/**
 * The table as a step shows it: a state the engine kept, drawn as numbers
 * (`viewOf`), and the marks of the step on it: the player, spot, temple field,
 * region or path each event of the step touched. No rule is applied here.
 */
import type { BoraBoraEvent, BoraBoraState, DiceSpot } from '../../games/bora-bora';
import { countsPriests, islandLetter, regionName } from './common';
import { trackSpaces } from './displays';
import type { BoraView, PlayerView, SpotView } from './views';

export interface ViewOptions {
  /** Which panels mean something in this example. */
  spots?: boolean;
  temple?: boolean;
  map?: boolean;
  board?: boolean;
  track?: boolean;
  /** The example brings a made-up board. */
  illustrative: boolean;
}

function playerView(s: BoraBoraState, seat: number): PlayerView {
  const p = s.players[seat]!;
  return {
    seat,
    name: p.name,
    score: p.score,
    position: p.position,
    gifts: p.gifts,
    shells: p.shells,
    godCards: [...p.godCards],
    godTiles: p.godTiles,
    priests: p.priests,
    dice: [...p.dice],
    spaces: p.spaces.map((x) => ({ huts: x.huts, person: x.person ? { ...x.person } : null })),
    ritual: s.layout.ritual.map((r, i) => {
      const c = p.ritual[i] ?? 'empty';
      return { material: r.material, content: typeof c === 'object' ? c.building : c, row: r.row, col: r.col };
    }),
    aside: { ...p.aside },
    jewellery: p.jewellery.length,
    tasks: p.tasks.map((t) => t.id),
    focus: false,
  };
}

/** The table each view was drawn from, kept beside it (never in it, so no page carries it): "try from here" reads it at build time. */
const drawnFrom = new WeakMap<BoraView, BoraBoraState>();

/** The state a view was drawn from, if it was drawn by `viewOf`. */
export function stateOfView(v: BoraView): BoraBoraState | undefined {
  return drawnFrom.get(v);
}

/** The table as a state shows it, unmarked; copies numbers only. */
export function viewOf(s: BoraBoraState, opts: ViewOptions): BoraView {
  const v = drawn(s, opts);
  drawnFrom.set(v, s);
  return v;
}

function drawn(s: BoraBoraState, opts: ViewOptions): BoraView {
  const byId = new Map(s.layout.regions.map((r) => [r.id, r]));
  return {
    illustrative: opts.illustrative,
    order: [...s.order],
    round: s.round,
    spots: opts.spots ? s.spots.map((spot): SpotView => ({ spot, dice: (s.dice[spot] ?? []).map((d) => ({ seat: d.player, value: d.value, blue: d.blue })), focus: false, fits: null })) : null,
    temple: opts.temple ? s.layout.temple.map((value, i) => ({ value, seat: s.temple[i] ?? null, focus: false })) : null,
    map: opts.map
      ? {
          regions: s.regions.map((r) => {
            const spec = byId.get(r.id)!;
            const n = s.layout.regions.indexOf(spec) + 1;
            return { id: r.id, name: regionName(s, r.id), n, letter: islandLetter(s, spec.island), island: spec.island, terrain: spec.terrain, resource: spec.resource, fish: r.fish, site: r.site, aside: [...r.aside], focus: false };
          }),
          paths: s.layout.paths.map((p) => ({ a: p.between[0], b: p.between[1], kind: p.kind, value: p.value, open: false })),
        }
      : null,
    players: s.players.map((_, seat) => playerView(s, seat)),
    sheets: null,
    show: { board: opts.board ?? false, track: opts.track ?? false },
  };
}

/**
 * The view as the reader at this screen may see it: God cards are hidden from the other players,
 * so a seat for which `hidden` holds shows only how many it holds, never which.
 */
export function hideCards(v: BoraView, hidden: (seat: number) => boolean): BoraView {
  for (const p of v.players) {
    if (!hidden(p.seat) || p.hiddenCards !== undefined) continue;
    p.hiddenCards = p.godCards.length;
    p.godCards = [];
  }
  return v;
}

/** Marks a player for this step. */
export function focusSeat(v: BoraView, seat: number): void {
  v.players[seat]!.focus = true;
}

/** The view with `seat` marked: a result step is about the player whose action it sums up. */
export function aboutSeat(v: BoraView, seat: number): BoraView {
  focusSeat(v, seat);
  return v;
}

export function focusRegion(v: BoraView, id: string): void {
  const r = v.map?.regions.find((x) => x.id === id);
  if (r) r.focus = true;
}

/** Marks temple field `i` (if the view draws the temple) as what the step is about, with the priest it lands on. */
function focusField(v: BoraView, i: number, onto: number | null = null): void {
  const f = v.temple?.[i];
  if (!f) return;
  f.focus = true;
  if (onto !== null) f.leaving = onto;
}

/** Says the step is about the temple, where the view draws it, whether or not a field of it is marked. */
export function aboutTemple(v: BoraView): void {
  if (v.temple?.length) v.aboutTemple = true;
}

/** Marks `seat`'s priests in the temple: the ones that count. */
function focusPriests(v: BoraView, seat: number): void {
  for (const f of v.temple ?? []) if (f.seat === seat) f.focus = true;
}

/** The priest waiting beside field `i` has moved on (the events of a whole move are marked on its last table). */
function moveOn(v: BoraView, i: number): void {
  const f = v.temple?.[i];
  if (f) delete f.leaving;
}

/** Draws the status track in the view, as it stands in `s` (the step is about it); returns its spaces. */
export function showTrack(v: BoraView, s: BoraBoraState): NonNullable<BoraView['track']> {
  return (v.track ??= trackSpaces(s));
}

/** Draws this round's jewellery in the view, as it stands in `s`; returns it. */
function showJewels(v: BoraView, s: BoraBoraState): NonNullable<BoraView['jewels']> {
  return (v.jewels ??= { round: s.round, tiles: (s.jewellery[s.round - 1] ?? []).map((tile) => (tile ? { kind: tile.kind, price: tile.price } : null)) });
}

/** Marks what an event touched: its player, the spot a die went to, a temple field, a region and the path taken. */
function markEvent(v: BoraView, s: BoraBoraState, e: BoraBoraEvent): void {
  switch (e.type) {
    case 'die-placed':
      focusSeat(v, e.player);
      markSpot(v, e.spot);
      // Its action is the temple: the spaces the die's value reaches are what the reader looks at next.
      if (e.spot === 'temple') aboutTemple(v);
      break;
    case 'hut-moved-aside':
      focusRegion(v, e.region);
      break;
    case 'hut-placed': {
      focusRegion(v, e.region);
      const path = v.map?.paths.find((p) => p.kind === e.path && ((p.a === e.from && p.b === e.region) || (p.b === e.from && p.a === e.region)));
      if (path) path.open = true;
      focusSeat(v, e.player);
      break;
    }
    case 'priest-placed':
      focusSeat(v, e.player);
      focusField(v, e.field, e.onto);
      break;
    case 'priest-pushed':
      moveOn(v, e.from);
      focusField(v, e.to, e.onto);
      break;
    case 'priest-returned':
      // The space it was pushed off, and the board it goes back to.
      moveOn(v, e.from);
      focusField(v, e.from);
      focusSeat(v, e.owner);
      break;
    case 'temple-scored':
      // The priests that count: the player's, in the temple.
      focusSeat(v, e.player);
      focusPriests(v, e.player);
      break;
    case 'task-fulfilled':
    case 'task-dropped':
    case 'task-taken':
      focusSeat(v, e.player);
      // A task that counts priests in the temple: the player's priests there, or the temple they are not yet in.
      if (countsPriests(s, e.task)) {
        aboutTemple(v);
        focusPriests(v, e.player);
      }
      break;
    case 'god-tile-removed':
      aboutTemple(v);
      break;
    case 'god-tile-awarded':
      // The priest that settles it: the winner's leftmost.
      focusSeat(v, e.player);
      focusField(v, e.leftmostField);
      break;
    case 'position-scored':
      // The space the player scores for, on the track.
      focusSeat(v, e.player);
      for (const x of showTrack(v, s)) if (x.seats.includes(e.player)) x.focus = true;
      break;
    case 'jewellery-bought':
      focusSeat(v, e.player);
      showJewels(v, s).bought = { row: e.row, seat: e.player, kind: e.tile.kind, price: e.tile.price };
      break;
    case 'jewellery-passed':
      focusSeat(v, e.player);
      showJewels(v, s);
      break;
    case 'turn-order':
      // The new order is read off the track: the highest space first, the top of a stack first.
      showTrack(v, s);
      break;
    case 'phase-started':
    case 'dice-rolled':
    case 'god-deck-reshuffled':
    case 'god-tile-removed':
    case 'jewellery-discarded':
    case 'round-ended':
    case 'displays-refilled':
    case 'game-over':
    case 'game-scored':
      break;
    default:
      focusSeat(v, e.player);
  }
}

/** The table in `state` with the marks of `events` (the events of one step). */
export function viewAfter(state: BoraBoraState, opts: ViewOptions, events: readonly BoraBoraEvent[] = []): BoraView {
  const v = viewOf(state, opts);
  for (const e of events) markEvent(v, state, e);
  return v;
}

/** Marks a spot for this step. */
export function markSpot(v: BoraView, spot: DiceSpot): void {
  const s = spotOf(v, spot);
  if (s) s.focus = true;
}

/** Marks the value a step tries on a spot, in its row of values that fit. */
export function markTried(v: BoraView, spot: DiceSpot, value: number): void {
  const s = spotOf(v, spot);
  if (s) s.tried = value;
}

/** Shows which values fit a spot now, with and without a blue god. */
export function setFits(v: BoraView, spot: DiceSpot, fits: { plain: number[]; withBlue: number[] }): void {
  const s = spotOf(v, spot);
  if (s) s.fits = fits;
}

/** A tile (or the fishing field) of the view, if the view draws the tiles. */
const spotOf = (v: BoraView, spot: DiceSpot) => v.spots?.find((x) => x.spot === spot);

/** Opens the paths of `kind` from `from` to any of `regions`, and marks those regions. */
export function openPaths(v: BoraView, from: string, kind: string, regions: readonly string[]): void {
  for (const p of v.map?.paths ?? []) {
    if (p.kind !== kind) continue;
    const other = p.a === from ? p.b : p.b === from ? p.a : null;
    if (other && regions.includes(other)) p.open = true;
  }
  for (const id of regions) focusRegion(v, id);
}
