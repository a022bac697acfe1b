/**
 * What the sandbox tells of a game in words: the events an input brought, as the examples'
 * captions tell them, and the final sheets' lines.
 */
import type { Timeline } from '../../sandbox/timeline';
import type { Message } from '../../types';
import type { SheetView } from '../views';
import { eventMessage } from '../captions';
import { bonusName, literal, taskTiles } from '../common';
import { BONUSES, linesOf } from '../final';
import { bmsg, list } from '../messages';
import { msg } from '../../messages';
import { positionOf, type BoraTable } from './rules';
import { engineNames, hideDraw } from './hidden';

type BoraTimeline = Timeline<unknown, string, BoraTable>;

/** Every task tile of the stretch: the tiles its first table holds (a tile only leaves the table later, fulfilled or dropped). */
const tilesOf = (tl: BoraTimeline) => taskTiles(positionOf(tl.tables[0]!));

/** The captions of the events the input that led to table `i` brought. */
export function tableLines(tl: BoraTimeline, i: number): Message[] {
  const t = tl.tables[i]!;
  const s = positionOf(t);
  const tiles = tilesOf(tl);
  // A card the engine's seat draws from the deck is hidden from the reader: told without its colour.
  const hidden = engineNames(tl.start, s.players);
  return t.events.map((e) => eventMessage(s, e, tiles)).filter((m): m is Message => m !== null).map((m) => hideDraw(m, hidden));
}

/** Once scored, each player's sheet with every line shown, as the final-scoring example draws them; else null. */
export function finalSheets(tl: BoraTimeline, i: number): SheetView[] | null {
  const t = tl.tables[i]!;
  const s = positionOf(t);
  return t.final ? t.final.sheets.map((sh) => ({ seat: sh.player, name: s.players[sh.player]?.name ?? '', lines: linesOf(s, sh, tilesOf(tl)).map((l) => ({ ...l, shown: true })) })) : null;
}

/**
 * Once scored, the game's end in words: who won, by the engine's final ranking (most points; the source
 * breaks a tie in favour of whoever moved first in the last Phase C, and says so here when it does),
 * then each player's end bonuses met, by name (the score pad sums them in one row). Else null.
 */
export function gameOverLines(tl: BoraTimeline, i: number): Message[] | null {
  const t = tl.tables[i]!;
  if (!t.final) return null;
  const s = positionOf(t);
  const { ranking, sheets } = t.final;
  const name = (seat: number) => s.players[seat]?.name ?? '';
  const total = (seat: number) => sheets.find((x) => x.player === seat)?.total ?? s.players[seat]?.score ?? 0;
  const winner = ranking[0]!;
  const points = total(winner);
  const tied = ranking.filter((seat) => total(seat) === points);
  const lines: Message[] = [
    tied.length > 1
      ? msg('bora.sandbox.winnerTie', { tied: list(tied.map((seat) => literal(name(seat)))), points, player: name(winner) })
      : msg('bora.sandbox.winner', { player: name(winner), points }),
  ];
  for (const seat of ranking) {
    const sheet = sheets.find((x) => x.player === seat);
    if (!sheet) continue;
    const met = BONUSES.filter((b) => sheet.bonuses[b]);
    lines.push(msg('bora.sandbox.bonusesMet', { player: name(seat), n: met.length, bonuses: met.length ? list(met.map((b) => bonusName(b, s))) : bmsg('bora.view.none'), points: sheet.bonusPoints }));
  }
  return lines;
}
