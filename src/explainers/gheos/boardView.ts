import type { CellKey, Colour, GheosEvent, GheosState, PartKey } from '../../games/gheos';
// Straight from the module: drawing a position needs the regions, not the rules of play.
import { computeRegions, continents, islands, type Region } from '../../games/gheos/regions';
import type { BoardView, HighlightRole, LandSummary } from './views';

/** Cells to highlight on a step, by the role they play in its caption. */
export type Highlights = { role: HighlightRole; cells: CellKey[] }[];

/** A region's cells and symbols, as a continent or an island lists them. */
const landOf = (r: Region): LandSummary => ({
  cells: r.cells,
  wheat: r.symbols.wheat,
  pyramid: r.symbols.pyramid,
  chalice: r.symbols.chalice,
  swords: r.symbols.swords,
  temples: r.temples.map((t) => t.symbol),
});

/**
 * The picture of one position: tiles, markers, the players, and the
 * continents as the engine's regions find them. No rule is applied here; an
 * example's steps draw the states the engine kept after each event.
 */
export function boardView(s: GheosState, highlights: Highlights = []): BoardView {
  const map = computeRegions(s.board);
  const civAt = (parts: readonly PartKey[]) =>
    (Object.entries(s.markers).find(([, part]) => part && parts.includes(part))?.[0] as Colour | undefined) ?? null;
  const civsAt = (parts: readonly PartKey[]) => Object.entries(s.markers).flatMap(([colour, part]) => (part && parts.includes(part) ? [colour as Colour] : []));
  return {
    tiles: Object.entries(s.board).map(([at, t]) => ({ at: at as CellKey, tile: t!.tile, rot: t!.rot })),
    markers: Object.entries(s.markers).map(([colour, part]) => ({ colour: colour as Colour, part: part as PartKey })),
    players: s.players.map((p, seat) => ({
      name: p.name,
      score: p.score,
      tokens: p.tokens,
      followers: Object.fromEntries(Object.entries(p.followers).filter(([, n]) => n > 0)),
      active: seat === s.active,
    })),
    highlights: highlights.filter((h) => h.cells.length > 0),
    continents: continents(map).map((r) => ({
      ...landOf(r),
      civilization: civAt(r.parts),
      // Two or three markers on one continent: a war not yet settled. Naming one would give its winner away.
      ...(civsAt(r.parts).length > 1 ? { atWar: civsAt(r.parts) } : {}),
    })),
    islands: islands(map).map((r) => ({ ...landOf(r), piece: null })),
    epochs: s.epochsRevealed,
  };
}

/** The cells an event talks about, by the role they play in its caption. */
export function highlightsOf(e: GheosEvent): Highlights {
  switch (e.type) {
    case 'tile-removed':
      return [{ role: 'removed', cells: [e.at] }];
    case 'tile-placed':
      return [{ role: 'placed', cells: [e.at] }];
    case 'war-declared':
      return [{ role: 'joined', cells: e.joinedContinent }];
    case 'continent-split':
      return [{ role: 'candidate', cells: e.pieces.flatMap((p) => p.cells) }];
    case 'migration':
      return [
        { role: 'candidate', cells: e.candidates.flatMap((c) => c.cells).filter((c) => !e.to?.cells.includes(c)) },
        { role: 'chosen', cells: e.to?.cells ?? [] },
      ];
    case 'swords-counted':
      return [{ role: 'counted', cells: e.oldPartCells }];
    case 'war-won':
    case 'war-lost-on-arrival':
      return [{ role: 'joined', cells: e.continent }];
    case 'temple-scored':
      return [
        { role: 'scored', cells: e.continent.filter((c) => c !== e.at) },
        { role: 'placed', cells: [e.at] },
      ];
    case 'temple-not-scored':
      return [{ role: 'placed', cells: [e.at] }];
    case 'civilization-founded':
      return [{ role: 'chosen', cells: e.continent }];
    case 'individual-scored':
      return [{ role: 'scored', cells: e.lines.filter((l) => l.points > 0).flatMap((l) => l.continent) }];
    case 'epoch-scored':
    case 'final-scored':
      return [{ role: 'scored', cells: e.lines.flat().filter((l) => l.points > 0).flatMap((l) => l.continent) }];
    default:
      return [];
  }
}
