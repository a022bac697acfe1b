import { useMemo } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import { tableLines } from '../../../explainers/bora-bora/sandbox/log';
import { positionOf, seatToAct, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { msg } from '../../../explainers/messages';
import type { Message } from '../../../explainers/types';
import type { BoraBoraState } from '../../../games/bora-bora';
import type { Translate } from '../../../i18n/translate';
import { LastMove } from '../../sandbox/Shell';
import type { BoraContext } from './useBoraGame';

/** The events since the reader last acted (their own input and every one after it; at most this round's), in the examples' captions. */
export function useHistory(c: BoraContext): Message[] {
  return useMemo(() => {
    const { tables, cursor, start } = c.timeline;
    let from = cursor - 1;
    const humanAt = (t: BoraTable) => {
      const seat = seatToAct(t);
      return seat !== null && start.seats[seat] === 'human';
    };
    // Back to where a person last acted, but not past the start of this round (engine seats alone play whole rounds).
    const round = positionOf(tables[cursor]!).round;
    while (from > 0 && !humanAt(tables[from]!) && positionOf(tables[from - 1]!).round === round) from--;
    const lines: Message[] = [];
    for (let i = Math.max(from, 0) + 1; i <= cursor; i++) lines.push(...tableLines(c.timeline, i));
    return lines;
  }, [c.timeline]);
}

/** What just happened, as the examples tell it, and the game's further ways to look back (`children`); when nothing has, it says so. */
export function History({ t, lines, children }: { t: Translate; lines: readonly Message[]; children?: ComponentChildren }): JSX.Element {
  return lines.length > 0 ? (
    <LastMove t={t} heading={msg('sandbox.history')} lines={lines} id="bb-history-h">
      {children}
    </LastMove>
  ) : (
    <>{children || <p class="sandbox-hint">{t(msg('sandbox.nothingYet'))}</p>}</>
  );
}

/** One player's figures, in the table's rows' order (after the name): points, huts, people, priests, goods, gods, jewels, tasks. */
function figuresOf(s: BoraBoraState, seat: number): (string | number)[] {
  const p = s.players[seat]!;
  const men = p.spaces.filter((x) => x.person?.sex === 'man').length;
  const women = p.spaces.filter((x) => x.person?.sex === 'woman').length;
  return [
    p.score,
    // A hut moved aside still stands in its region (it counts there, as the rules count huts in regions).
    s.regions.reduce((n, r) => n + (r.site === seat ? 1 : 0) + r.aside.filter((x) => x === seat).length, 0),
    `${men} / ${women}`,
    `${p.priests} (${s.temple.filter((x) => x === seat).length})`,
    `${p.shells}, ${p.gifts}`,
    `${p.godCards.length} / ${p.godTiles}`,
    p.jewellery.length,
    `${p.tasks.length} / ${p.tasksDone.length}`,
  ];
}

/**
 * Each player's table, a column a player and a row a figure: points, huts out on the islands (on a site or
 * moved aside), men and women, priests, goods, God cards and tiles, jewellery, tasks. A row a player ran
 * to nine columns, wider than the page's side column: its last three were out of sight behind a scroll.
 */
export function PlayersTable({ t, s }: { t: Translate; s: BoraBoraState }): JSX.Element {
  const rows = ['points', 'huts', 'people', 'priests', 'goods', 'gods', 'jewels', 'tasks'] as const;
  const figures = s.order.map((seat) => figuresOf(s, seat));
  const active = (seat: number) => (s.order[s.active] === seat ? 'bb-active' : undefined);
  return (
    <section class="sandbox-status" aria-labelledby="bb-table-h">
      <h2 id="bb-table-h">{t(msg('bora.sandbox.table'))}</h2>
      {/* Four players on a narrow phone may still be wider: the wrapper scrolls, and takes the focus so the keyboard can scroll it. */}
      <div class="sandbox-table-wrap" tabIndex={0}>
        <table class="sandbox-players bb-players">
          <thead>
            <tr>
              <th scope="col">{t(msg('bora.sandbox.col.player'))}</th>
              {s.order.map((seat) => (
                <th key={seat} scope="col" class={active(seat)}>
                  {s.players[seat]!.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((k, row) => (
              <tr key={k}>
                <th scope="row">{t(msg(`bora.sandbox.col.${k}`))}</th>
                {figures.map((f, i) => (
                  <td key={i} class={active(s.order[i]!)}>
                    {f[row]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
