import { WEALTH_CAP, workerCount } from '../../games/pillars-of-the-earth';
import type { Step, Story } from '../types';
import { playStory, refusalStep, table } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { countQuestion } from '../predict';
import { colourName } from './names';
import { momentOf, tableView, type TableOptions } from './tableView';
import type { PillarsView } from './views';

type MillExample = ExampleOf<'wool-mill'>;

const OPTIONS: TableOptions = { show: { points: false, workers: true, builders: false, cards: false }, mill: true };

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
        view: tableView(momentOf(frames, 0, 0), OPTIONS),
      },
    ];
    frames.events.forEach((e, i) => {
      if (e.type !== 'wool-mill-income') return;
      const base = { player: colourName(e.colour), workers: e.workers, small: e.small, large: e.large, income: e.income, gold: e.wealth };
      steps.push({
        caption: e.lost > 0 ? pmsg('pillars.mill.capped', { ...base, gained: e.gained, lost: e.lost, cap: WEALTH_CAP }) : pmsg('pillars.mill.income', base),
        details: [pmsg(e.large > 0 ? 'pillars.mill.countLarge' : 'pillars.mill.count', { small: e.small, large: e.large, workers: e.workers })],
        view: tableView(momentOf(frames, i, i + 1), OPTIONS),
        tone: 'result',
        ask: countQuestion(pmsg('pillars.predict.mill', { player: colourName(e.colour) }), e.wealth, (n) => pmsg('pillars.predict.gold', { n })),
      });
    });
    const n = frames.events.length;
    steps.push({
      caption: pmsg('pillars.mill.result'),
      details: end.players.map((p) => pmsg('pillars.player.gold', { player: colourName(p.colour), gold: p.wealth })),
      view: tableView(momentOf(frames, n, n), OPTIONS),
      tone: 'result',
      // The gold each step asked about, gathered: nothing new to predict.
      ask: null,
    });
    return steps;
  },
};
