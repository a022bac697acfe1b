import type { BoraBoraEvent, BoraBoraState, DiceSpot } from '../../games/bora-bora';
import { islandLetter, regionName } from './common';
import type { BoraView, PlayerView, SheetView, SpotView } from './views';

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

/** The table as a state shows it; copies numbers only. */
export function viewOf(s: BoraBoraState, opts: ViewOptions): BoraView {
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
 * The table step by step: starts from the engine's starting state and follows
 * the trace, copying the numbers each event reports (totals, fields, spaces).
 * No rule is applied here.
 */
export class Replay {
  private v: BoraView;
  constructor(start: BoraBoraState, opts: ViewOptions) {
    this.v = viewOf(start, opts);
  }

  /** Clears the marks of the previous step. */
  begin(): void {
    for (const p of this.v.players) p.focus = false;
    for (const s of this.v.spots ?? []) s.focus = false;
    for (const f of this.v.temple ?? []) f.focus = false;
    for (const r of this.v.map?.regions ?? []) r.focus = false;
    for (const p of this.v.map?.paths ?? []) p.open = false;
  }

  private who(seat: number): PlayerView {
    const p = this.v.players[seat]!;
    p.focus = true;
    return p;
  }

  private region(id: string) {
    const r = this.v.map?.regions.find((x) => x.id === id);
    if (r) r.focus = true;
    return r;
  }

  apply(e: BoraBoraEvent): void {
    switch (e.type) {
      case 'die-placed': {
        const p = this.who(e.player);
        const at = p.dice.indexOf(e.value);
        if (at >= 0) p.dice.splice(at, 1);
        const spot = this.v.spots?.find((s) => s.spot === e.spot);
        if (spot) {
          spot.dice.push({ seat: e.player, value: e.value, blue: e.blue });
          spot.focus = true;
        }
        break;
      }
      case 'god-played': {
        const p = this.who(e.player);
        p.gifts = e.giftsLeft;
        const drop = (c: string, n: number) => {
          for (let i = 0; i < n; i++) {
            const at = p.godCards.indexOf(c as PlayerView['godCards'][number]);
            if (at >= 0) p.godCards.splice(at, 1);
          }
        };
        if (e.payment.with === 'card') drop(e.god, 1);
        else if (e.payment.with === 'pair') drop(e.payment.colour, 2);
        else p.godTiles -= 1;
        break;
      }
      case 'scored':
        this.who(e.player).score = e.total;
        break;
      case 'hut-taken': {
        const p = this.who(e.player);
        const sp = p.spaces[e.space];
        if (sp) sp.huts = e.hutsLeftThere;
        break;
      }
      case 'hut-moved-aside': {
        const r = this.region(e.region);
        if (r) {
          r.site = null;
          r.aside.push(e.owner);
        }
        break;
      }
      case 'hut-placed': {
        const r = this.region(e.region);
        if (r) r.site = e.player;
        const path = this.v.map?.paths.find((p) => p.kind === e.path && ((p.a === e.from && p.b === e.region) || (p.b === e.from && p.a === e.region)));
        if (path) path.open = true;
        this.who(e.player);
        break;
      }
      case 'material-placed': {
        const p = this.who(e.player);
        if (e.space === 'aside') p.aside[e.material] += 1;
        else {
          const r = p.ritual[e.space];
          if (r) r.content = 'material';
        }
        break;
      }
      case 'gift-taken':
        this.who(e.player).gifts = e.total;
        break;
      case 'shells-taken':
      case 'shells-gathered':
        this.who(e.player).shells = e.total;
        if (e.type === 'shells-gathered') this.shift(e.player, e.space);
        break;
      case 'god-card-drawn':
        this.who(e.player).godCards.push(e.colour);
        break;
      case 'priest-placed': {
        this.who(e.player).priests -= 1;
        const f = this.v.temple?.[e.field];
        if (f) {
          f.seat = e.player;
          f.focus = true;
        }
        break;
      }
      case 'priest-pushed': {
        const to = this.v.temple?.[e.to];
        if (to) {
          to.seat = e.owner;
          to.focus = true;
        }
        break;
      }
      case 'priest-returned':
        this.who(e.owner).priests += 1;
        break;
      case 'building-built': {
        const p = this.who(e.player);
        for (const sp of e.spaces) {
          const r = p.ritual[sp];
          if (r) r.content = e.value;
        }
        break;
      }
      case 'person-taken': {
        const p = this.who(e.player);
        const sp = p.spaces[e.space];
        if (sp) sp.person = { ...e.tile, shifted: false };
        break;
      }
      case 'tattooed':
        this.who(e.player);
        this.shift(e.player, e.space);
        break;
      case 'position-moved':
        this.who(e.player).position = e.to;
        break;
      case 'hut-to-twelfth': {
        const p = this.who(e.player);
        const from = p.spaces[e.from];
        const last = p.spaces[p.spaces.length - 1];
        if (from) from.huts = 0;
        if (last) last.huts = e.hutsOnTwelfth;
        break;
      }
      case 'turn-order':
        this.v.order = [...e.order];
        for (const p of this.v.players) p.position = 0;
        break;
      case 'god-tile-awarded':
        this.who(e.player).godTiles += 1;
        break;
      case 'jewellery-bought': {
        const p = this.who(e.player);
        p.jewellery += 1;
        p.shells = e.shellsLeft;
        break;
      }
      case 'task-fulfilled':
      case 'task-dropped': {
        const p = this.who(e.player);
        p.tasks = p.tasks.filter((t) => t !== e.task);
        break;
      }
      case 'task-taken':
        this.who(e.player).tasks.push(e.task);
        break;
      case 'position-scored':
      case 'temple-scored':
      case 'persons-activated':
      case 'helper-budget':
      case 'trade':
      case 'helper-unspent':
      case 'fire-bonus':
      case 'resource-taken':
      case 'fish-scored':
        this.who(e.player);
        break;
      default:
        break;
    }
  }

  private shift(seat: number, space: number): void {
    const person = this.v.players[seat]?.spaces[space]?.person;
    if (person) person.shifted = true;
  }

  /** Marks a spot, the paths reachable from a region, or a set of regions for this step. */
  markSpot(spot: DiceSpot): void {
    const s = this.v.spots?.find((x) => x.spot === spot);
    if (s) s.focus = true;
  }

  setFits(spot: DiceSpot, fits: { plain: number[]; withBlue: number[] }): void {
    const s = this.v.spots?.find((x) => x.spot === spot);
    if (s) s.fits = fits;
  }

  openPaths(from: string, kind: string, regions: readonly string[]): void {
    for (const p of this.v.map?.paths ?? []) {
      if (p.kind !== kind) continue;
      const other = p.a === from ? p.b : p.b === from ? p.a : null;
      if (other && regions.includes(other)) p.open = true;
    }
    for (const id of regions) this.region(id);
  }

  focus(seat: number): void {
    this.who(seat);
  }

  setSheets(sheets: SheetView[]): void {
    this.v.sheets = sheets;
  }

  view(): BoraView {
    return structuredClone(this.v);
  }
}
