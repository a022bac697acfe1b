/**
 * Step 1 of a turn (sections "Dołożenie kafelka" and "Zastąpienie
 * kafelka"): lay a tile from hand next to the board, or in place of a tile
 * on the board, then resolve what it causes — payments, migrations, wars —
 * and score the temples on the new tile.
 *
 * Order of resolution: the conflicts are declared; the active player pays one
 * follower for each war caused by joining continents and one for each
 * migration (interpretation: each is paid for, all before any is resolved;
 * the war a migrating civilization runs into costs nothing extra, section
 * "Wojna w trakcie migracji"); migrations are decided; then every continent
 * holding two or more civilizations has its war; then temples score.
 */
import type { ApplyOptions } from '../contract';
import { refuse } from '../result';
import type { Choices, Refusal, Resolution } from './choices';
import { destroyCivilization } from './civilizations';
import { planConflicts, type Migrant, type Stayer } from './conflicts';
import { record, settled, startContext, unusedChoice, type ResolveContext, type Stop } from './context';
import { cellKey, neighbours, type Cell } from './geometry';
import { migrate, migrationCandidates, type Candidate } from './migration';
import { computeRegions, compareParts, regionsWithTile, type Region, type RegionMap } from './regions';
import { payForConflicts } from './payment';
import { scoreTemples } from './temples';
import { partCell } from './parts';
import { COLOURS, type Colour, type GheosState, type PartKey, type Rotation } from './state';
import { hasPyramid, landscapeTile } from './tiles';
import { resolveWar, type Fighter } from './war';

/** Lay a tile from hand on an empty cell, or on an occupied one to replace its tile. */
export interface TilePlay {
  kind: 'place' | 'replace';
  /** Index of the tile in the active player's hand. */
  hand: number;
  at: Cell;
  rot: Rotation;
}

export type TilePlayRefusal =
  | 'game-over'
  | 'no-such-tile-in-hand'
  | 'not-a-landscape-tile'
  | 'bad-rotation'
  | 'occupied'
  | 'not-adjacent'
  | 'empty-cell'
  | 'tile-has-pyramid'
  | 'no-follower-to-pay'
  | 'invalid-choice';

/**
 * Checks a tile play against the placement rules, without resolving it:
 * a placement needs an empty cell touching the board (any cell while the
 * board is empty); a replacement needs a tile there without a pyramid.
 */
export function tilePlayRefusal(state: GheosState, play: TilePlay): Refusal<TilePlayRefusal> | null {
  if (state.over) return refuse('game-over');
  const tile = state.players[state.active]?.hand[play.hand];
  if (tile === undefined) return refuse('no-such-tile-in-hand', { hand: play.hand });
  if (!landscapeTile(tile)) return refuse('not-a-landscape-tile', { tile });
  if (![0, 1, 2].includes(play.rot)) return refuse('bad-rotation', { rot: play.rot });
  const key = cellKey(play.at);
  const there = state.board[key];
  if (play.kind === 'place') {
    if (there) return refuse('occupied', { at: key });
    const empty = Object.keys(state.board).length === 0;
    if (!empty && !neighbours(play.at).some((n) => state.board[cellKey(n)])) return refuse('not-adjacent', { at: key });
  } else {
    if (!there) return refuse('empty-cell', { at: key });
    if (hasPyramid(there.tile)) return refuse('tile-has-pyramid', { at: key });
  }
  return null;
}

/**
 * Plays a tile for the active player and resolves everything it causes.
 * With `options.during`, the table after each event is kept.
 *
 * @example
 * playTile(state, { kind: 'place', hand: 0, at: [0, 1], rot: 0 }, { payments: ['yellow'] })
 */
export function playTile(state: GheosState, play: TilePlay, choices: Choices = {}, options: ApplyOptions = {}): Resolution<TilePlayRefusal> {
  const refusal = tilePlayRefusal(state, play);
  if (refusal) return refusal;
  const ctx = startContext(state, choices, options);
  const { draft, player } = ctx;
  const key = cellKey(play.at);
  const hand = draft.players[player]?.hand ?? [];
  const [tile = ''] = hand.splice(play.hand, 1);
  const old = draft.board[key];
  if (play.kind === 'replace' && old) {
    // The old tile leaves the board, with any marker standing on it, before the new one is laid.
    draft.removed.push(old.tile);
    delete draft.board[key];
    for (const colour of COLOURS) {
      const marker = draft.markers[colour];
      if (marker !== undefined && partCell(marker) === key) delete draft.markers[colour];
    }
    record(ctx, { type: 'tile-removed', player, at: key, tile: old.tile, ...(landscapeTile(old.tile)?.start ? { reading: 'start-tile' as const } : {}) });
  }
  draft.board[key] = { tile, rot: play.rot };

  const before = computeRegions(state.board);
  // A placement only adds land: the map after it is the one before with the new tile's parts joined in.
  const after = play.kind === 'place' ? regionsWithTile(before, draft.board, key) : computeRegions(draft.board);
  const plan = planConflicts(before, after, state.markers, play.kind === 'replace' ? key : null);
  const residents = new Map<PartKey, Colour>(plan.stayers.map((s) => [s.region.id, s.colour]));
  const candidates = new Map<Colour, Candidate[]>(plan.migrants.map((m) => [m.colour, migrationCandidates(m, residents)]));
  // A civilization that stays keeps its marker on the surviving part of its continent (it stood on the replaced tile).
  for (const s of plan.stayers) {
    const marker = draft.markers[s.colour];
    const first = s.oldPart[0];
    if (first !== undefined && (marker === undefined || !s.oldPart.includes(marker))) draft.markers[s.colour] = first;
  }
  record(ctx, { type: 'tile-placed', player, at: key, tile, rot: play.rot, replacing: play.kind === 'replace' });

  for (const war of plan.joinWars) {
    record(ctx, {
      type: 'war-declared',
      civilizations: war.map((s) => s.colour),
      joinedContinent: war[0]?.region.cells ?? [],
      cause: 'joining',
    });
  }
  for (const m of plan.migrants) {
    record(ctx, {
      type: 'continent-split',
      civilization: m.colour,
      oldContinent: m.from?.cells ?? [],
      pieces: (candidates.get(m.colour) ?? []).map((c) => c.view),
    });
  }

  const stop =
    payForConflicts(ctx, plan.joinWars, plan.migrants) ??
    resolveMigrationsAndWars(ctx, after, plan.stayers, plan.migrants, candidates) ??
    unusedChoice(ctx);
  if (stop) return stop;
  scoreTemples(ctx, after, key);
  return settled(ctx);
}

/** Moves the migrants (each marker moves with its `migration` event), then fights a war on every continent holding two or more civilizations. */
function resolveMigrationsAndWars(
  ctx: ResolveContext,
  map: RegionMap,
  stayers: Stayer[],
  migrants: Migrant[],
  candidates: Map<Colour, Candidate[]>,
): Stop | null {
  const arrivals: { colour: Colour; to: Candidate }[] = [];
  for (const m of migrants) {
    const moved = migrate(ctx, map, m, candidates.get(m.colour) ?? []);
    if (!('to' in moved)) return moved;
    const to = moved.to;
    if (to === null || to.view.kind === 'island') {
      const followersLost = destroyCivilization(ctx.draft, m.colour);
      record(ctx, { type: 'civilization-destroyed', colour: m.colour, cause: to ? 'island' : 'no-land', followersLost });
    } else {
      arrivals.push({ colour: m.colour, to });
    }
  }
  const regions = new Map<PartKey, { region: Region; residents: Fighter[]; arriving: Fighter[] }>();
  const at = (region: Region) => {
    const entry = regions.get(region.id) ?? { region, residents: [], arriving: [] };
    regions.set(region.id, entry);
    return entry;
  };
  for (const s of stayers) at(s.region).residents.push({ colour: s.colour, oldPart: s.oldPart });
  for (const a of arrivals) at(a.to.piece.region).arriving.push({ colour: a.colour, oldPart: a.to.piece.oldPart });

  for (const { region, residents, arriving } of [...regions.values()].sort((x, y) => compareParts(x.region.id, y.region.id))) {
    if (residents.length > 0) {
      for (const a of arriving) {
        record(ctx, {
          type: 'war-declared',
          civilizations: [a.colour, ...residents.map((r) => r.colour)],
          joinedContinent: region.cells,
          cause: 'migration',
        });
        record(ctx, {
          type: 'war-lost-on-arrival',
          civilization: a.colour,
          residents: residents.map((r) => r.colour),
          continent: region.cells,
        });
        const followersLost = destroyCivilization(ctx.draft, a.colour);
        record(ctx, { type: 'civilization-destroyed', colour: a.colour, cause: 'lost-on-arrival', followersLost });
      }
    } else if (arriving.length >= 2) {
      // Interpretation: civilizations migrating together onto an empty continent fight by the usual rule.
      record(ctx, {
        type: 'war-declared',
        civilizations: arriving.map((a) => a.colour),
        joinedContinent: region.cells,
        cause: 'migration',
      });
    }
    const fighters = residents.length > 0 ? residents : arriving;
    if (fighters.length >= 2) {
      const stop = resolveWar(ctx, map, region, fighters);
      if (stop) return stop;
    }
  }
  return null;
}
