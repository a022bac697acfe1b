import { activePlayer, helperMenu, type BoraBoraEvent, type Trade, type TradeOption } from '../../games/bora-bora';
import type { Message, Step, Story } from '../types';
import { list, literal, refusalStep } from './common';
import { tradeName, tradeTimes } from './captions';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { totals } from './placement';
import { aboutSeat, focusSeat, viewAfter, viewOf } from './tableView';
import { fromStart, playDie, traceSteps, viewOptions } from './trace';
import type { BoraView } from './views';

/**
 * Identical trades said once with their number ("2 victory points", not "a victory point and a victory point"),
 * and a person's trades once with every space ("tattoos for the men on spaces 1, 2 and 3"): a caption read
 * from the back of a room, not a list of six.
 */
function tradeCounts(trades: readonly Trade[]): Message[] {
  const groups = new Map<string, { trade: Trade; n: number; spaces: number[] }>();
  for (const t of trades) {
    const key = t.kind === 'tattoo' || t.kind === 'shells' ? t.kind : JSON.stringify(t);
    const g = groups.get(key) ?? { trade: t, n: 0, spaces: [] };
    g.n++;
    if (t.kind === 'tattoo' || t.kind === 'shells') g.spaces.push(t.space + 1);
    groups.set(key, g);
  }
  return [...groups.values()].map(({ trade, n, spaces }) =>
    trade.kind === 'tattoo' || trade.kind === 'shells' ? bmsg(`bora.trades.${trade.kind}`, { many: n > 1 ? 'yes' : 'no', spaces: list(spaces.map((x) => literal(String(x)))) }) : tradeTimes(trade, n),
  );
}
/** The helper's menu a line per price, as the rule prices it ("each of these costs 1 point: …"), cheapest first. */
function menuByPrice(menu: readonly TradeOption[]): Message[] {
  const costs = [...new Set(menu.map((o) => o.cost))].sort((a, b) => a - b);
  return costs.map((cost) => bmsg('bora.helper.menuPrice', { cost, trades: list(menu.filter((o) => o.cost === cost).map((o) => bmsg(`bora.trade.${o.kind}.any`))) }));
}

type HelperExample = ExampleOf<'helper-action'>;
const INPUT = 'way';

const wayOf = (d: HelperExample, inputs: Record<string, unknown>): number => {
  const n = Number(inputs[INPUT]);
  return Number.isInteger(n) && n >= 1 && n <= d.ways.length ? n : 1;
};

/** The helper's die: its menu, every way the example spends it, and the chosen way played out. */
export const helperStory: Story<HelperExample, BoraView> = {
  defaults: () => ({ [INPUT]: '1' }),
  inputs: () => [],
  steps(d, inputs) {
    return fromStart(d.position, (start) => {
      const player = activePlayer(start) ?? 0;
      const p = start.players[player]!;
      const opts = viewOptions(d.position, { spots: true, board: true });
      const menu = menuByPrice(helperMenu(start, player));
      const opening = viewOf(start, opts);
      focusSeat(opening, player);
      const steps: Step<BoraView>[] = [
        {
          caption: bmsg('bora.helper.start', { player: p.name, die: d.move.die, ways: d.ways.length }),
          summary: literal(d.summary),
          details: [...menu, ...(d.discrepancy ? [literal(d.discrepancy)] : [])],
          view: opening,
        },
      ];
      const outcomes = d.ways.map((w) => playDie(start, d.move, w, {}));
      outcomes.forEach((o, i) => {
        if (!o.ok) {
          steps.push(refusalStep(o.reason, viewOf(start, opts)));
          return;
        }
        const trades = o.events.flatMap((e) => (e.type === 'trade' ? [e] : []));
        const spent = trades.reduce((n, t) => n + t.cost, 0);
        const lines = tradeLines(o.events);
        steps.push({
          caption: bmsg('bora.helper.way', { n: i + 1, trades: list(tradeCounts(trades.map((t) => t.trade))), spent, budget: d.move.die }),
          details: lines,
          // The whole way at once: every event's marks on the table after the last.
          view: viewAfter(o.states.at(-1) ?? start, opts, o.events),
        });
      });
      const n = wayOf(d, inputs);
      const chosen = outcomes[n - 1]!;
      if (!chosen.ok) return [...steps, refusalStep(chosen.reason)];
      const played = traceSteps({
        start,
        opts,
        events: chosen.events,
        states: chosen.states,
        asked: [],
        joinOpening: true,
        opening: {
          caption: bmsg('bora.helper.play', { n }),
          view: viewOf(start, opts),
          decision: {
            name: INPUT,
            chosen: String(n),
            label: bmsg('bora.decision.way', { player: p.name }),
            options: d.ways.map((_, i) => ({ value: String(i + 1), label: bmsg('bora.option.way', { n: i + 1 }) })),
          },
        },
        result: (v) => ({ caption: bmsg('bora.helper.result', { player: p.name, n }), details: [totals(v, player)], view: aboutSeat(v, player), tone: 'result' }),
      });
      return [...steps, ...played];
    });
  },
};

/**
 * Each trade of a way, with what it brought where that is more than its name says: a tattoo's steps on
 * the status track, a woman's shells (a host saw Ben's marker move 2 with no word of it).
 */
function tradeLines(events: readonly BoraBoraEvent[]): Message[] {
  const lines: Message[] = [];
  let trade: Extract<BoraBoraEvent, { type: 'trade' }> | null = null;
  let gain: Message | null = null;
  const flush = () => {
    if (!trade) return;
    const name = tradeName(trade.trade);
    lines.push(bmsg('bora.helper.line', { trade: gain ? bmsg('bora.helper.tradeGain', { trade: name, gain }) : name, cost: trade.cost, left: trade.left }));
  };
  for (const e of events) {
    if (e.type === 'trade') {
      flush();
      trade = e;
      gain = null;
    } else if (e.type === 'tattooed' && e.symbols > 0) gain = bmsg('bora.helper.gain.status', { n: e.symbols });
    else if (e.type === 'shells-gathered' && e.shells > 0) gain = bmsg('bora.helper.gain.shells', { n: e.shells });
  }
  flush();
  return lines;
}
