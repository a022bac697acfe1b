import type { CellKey, Colour, GheosEvent, GheosState, PartKey } from '../../games/gheos';
// Straight from the module: drawing a position needs the regions, not the rules of play.
import { computeRegions, continents, islands } from '../../games/gheos/regions';
import type { BoardView, HighlightRole } from './views';

/**
 * The moment-by-moment picture of an example. The engine resolves the action
 * and returns one trace; this follows the trace event by event, moving tiles,
 * markers, followers and points exactly as each event reports them, and asks
 * the engine for the continents after every change. No rule is applied here.
 */
export class Replay {
  private state: GheosState;
  private readonly final: GheosState;

  constructor(start: GheosState, final: GheosState) {
    this.state = structuredClone(start);
    this.final = final;
  }

  apply(e: GheosEvent): void {
    const s = this.state;
    switch (e.type) {
      case 'tile-removed':
        delete s.board[e.at];
        for (const [colour, part] of Object.entries(s.markers)) if (part?.startsWith(`${e.at}:`)) delete s.markers[colour as Colour];
        break;
      case 'tile-placed':
        s.board[e.at] = { tile: e.tile, rot: e.rot };
        break;
      case 'follower-paid':
        s.players[e.player]!.followers[e.colour] -= 1;
        s.supply[e.colour] += 1;
        break;
      case 'migration':
        if (e.to) s.markers[e.civilization] = e.to.ref;
        break;
      case 'civilization-destroyed':
        delete s.markers[e.colour];
        s.players.forEach((p) => {
          s.supply[e.colour] += p.followers[e.colour];
          p.followers[e.colour] = 0;
        });
        break;
      case 'civilization-founded': {
        const part = this.final.markers[e.colour] ?? (`${e.continent[0]}:L` as PartKey);
        s.markers[e.colour] = part;
        s.players[e.player]!.followers[e.colour] += e.followers;
        s.supply[e.colour] -= e.followers;
        break;
      }
      case 'follower-taken':
        s.players[e.player]!.followers[e.colour] += 1;
        s.supply[e.colour] -= 1;
        break;
      case 'scoring-token-played':
        s.players[e.player]!.tokens = e.tokensLeft;
        break;
      case 'temple-scored':
        s.players[e.player]!.score += e.points;
        break;
      case 'individual-scored':
        s.players[e.player]!.score += e.points;
        break;
      case 'epoch-revealed':
        s.epochsRevealed = e.epoch;
        break;
      case 'epoch-scored':
      case 'final-scored':
        e.points.forEach((p, seat) => (s.players[seat]!.score += p));
        break;
      default:
        break;
    }
  }

  view(highlights: { role: HighlightRole; cells: CellKey[] }[] = []): BoardView {
    const s = this.state;
    const map = computeRegions(s.board);
    const civAt = (parts: readonly PartKey[]) =>
      (Object.entries(s.markers).find(([, part]) => part && parts.includes(part))?.[0] as Colour | undefined) ?? null;
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
        cells: r.cells,
        wheat: r.symbols.wheat,
        pyramid: r.symbols.pyramid,
        chalice: r.symbols.chalice,
        swords: r.symbols.swords,
        temples: r.temples.map((t) => t.symbol),
        civilization: civAt(r.parts),
      })),
      islands: islands(map).length,
      epochs: s.epochsRevealed,
    };
  }
}

/** The cells an event talks about, by the role they play in its caption. */
export function highlightsOf(e: GheosEvent): { role: HighlightRole; cells: CellKey[] }[] {
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


