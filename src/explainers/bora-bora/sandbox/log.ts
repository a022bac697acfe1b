/**
 * What the sandbox tells of a game in words: the events an input brought, as the examples'
 * captions tell them, and the final sheets' lines.
 */
import type { Timeline } from '../../sandbox/timeline';
import type { Message } from '../../types';
import type { SheetView } from '../views';
import { eventMessage } from '../captions';
import { taskTiles } from '../common';
import { linesOf } from '../final';
import { positionOf, type BoraTable } from './rules';

type BoraTimeline = Timeline<unknown, string, BoraTable>;

/** Every task tile of the stretch: the tiles its first table holds (a tile only leaves the table later, fulfilled or dropped). */
const tilesOf = (tl: BoraTimeline) => taskTiles(positionOf(tl.tables[0]!));

/** The captions of the events the input that led to table `i` brought. */
export function tableLines(tl: BoraTimeline, i: number): Message[] {
  const t = tl.tables[i]!;
  const s = positionOf(t);
  const tiles = tilesOf(tl);
  return t.events.map((e) => eventMessage(s, e, tiles)).filter((m): m is Message => m !== null);
}

/** Once scored, each player's sheet with every line shown, as the final-scoring example draws them; else null. */
export function finalSheets(tl: BoraTimeline, i: number): SheetView[] | null {
  const t = tl.tables[i]!;
  const s = positionOf(t);
  return t.final ? t.final.sheets.map((sh) => ({ seat: sh.player, name: s.players[sh.player]?.name ?? '', lines: linesOf(s, sh, tilesOf(tl)).map((l) => ({ ...l, shown: true })) })) : null;
}
