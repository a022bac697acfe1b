import { NO_WORKERS, WEALTH_CAP, workerCount, type PillarsState, type Workers } from '../../games/pillars-of-the-earth';
import type { Step, Story } from '../types';
import { playStory, refusalStep, table } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { countQuestion } from '../predict';
import { colourName } from './names';
import { momentOf, tableView, type TableOptions } from './tableView';
import type { PillarsView } from './views';

type MillExample = ExampleOf<'wool-mill'>;

const OPTIONS: TableOptions = { show: { points: false, workers: true, builders: false, cards: false, workersOnCards: true }, mill: true };

/**
 * The players' pawns as they stand in Phase III: the ones not in the wool mill stand on the resource cards taken in
 * Phase I (the position gives no cards, so the engine keeps them as its "in hand"), and the mill's pawns stay there
 * until every player is paid; only then, at the last step, do they go back (`returned`). The source says nothing of
 * the pawns on the cards here (steps 6 to 8 are missing), so they stay where they are.
 */
function pawnsAsPlaced(view: PillarsView, start: PillarsState, returned: boolean): PillarsView {
  const pawns = (w: Workers) => ({ small: w.small, large: w.large, total: workerCount(w) });
  return {
    ...view,
    players: view.players.map((p, seat) => {
      const at = start.players[seat]!;
      return { ...p, workers: pawns(at.workers), woolMill: pawns(returned ? NO_WORKERS : at.woolMill) };
    }),
  };
}

/** Phase III step 3: each player's income from the wool mill, under the gold cap. */
export const woolMillStory: Story<MillExample, PillarsView> = {
  defaults: () => ({}),
  inputs: () => [],
  steps(d) {
    const built = table({ players: d.players });
    if (!built.ok) return [refusalStep(built.reason)];
    const o = playStory(built.state, [{ phase: 'wool-mill' }]);
    if ('error' in o) return [refusalStep(o.error)];
    const { frames, end } = o;
    const start = frames.start;
    const steps: Step<PillarsView>[] = [
      {
        caption: pmsg('pillars.mill.start', { players: start.players.length, cap: WEALTH_CAP }),
        details: start.players.map((p) =>
          pmsg('pillars.mill.before', { player: colourName(p.colour), gold: p.wealth, workers: workerCount(p.woolMill), small: p.woolMill.small, large: p.woolMill.large }),
        ),
        view: pawnsAsPlaced(tableView(momentOf(frames, 0, 0), OPTIONS), start, false),
      },
    ];
    frames.events.forEach((e, i) => {
      if (e.type !== 'wool-mill-income') return;
      const base = { player: colourName(e.colour), workers: e.workers, small: e.small, large: e.large, income: e.income, gold: e.wealth };
      steps.push({
        caption: e.lost > 0 ? pmsg('pillars.mill.capped', { ...base, gained: e.gained, lost: e.lost, cap: WEALTH_CAP }) : pmsg('pillars.mill.income', base),
        details: [pmsg(e.large > 0 ? 'pillars.mill.countLarge' : 'pillars.mill.count', { small: e.small, large: e.large, workers: e.workers })],
        view: pawnsAsPlaced(tableView(momentOf(frames, i, i + 1), OPTIONS), start, false),
        tone: 'result',
        ask: countQuestion(pmsg('pillars.predict.mill', { player: colourName(e.colour) }), e.wealth, (n) => pmsg('pillars.predict.gold', { n })),
      });
    });
    const n = frames.events.length;
    steps.push({
      caption: pmsg('pillars.mill.result'),
      details: end.players.map((p) => pmsg('pillars.player.gold', { player: colourName(p.colour), gold: p.wealth })),
      view: pawnsAsPlaced(tableView(momentOf(frames, n, n), OPTIONS), start, true),
      tone: 'result',
      // The gold each step asked about, gathered: nothing new to predict.
      ask: null,
    });
    return steps;
  },
};
