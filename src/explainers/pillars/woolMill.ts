import { resolveWoolMill, WEALTH_CAP, workerCount } from '../../games/pillars-of-the-earth';
import type { Step, Story } from '../types';
import { refusalStep, table } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { colourName, Replay } from './replay';
import type { PillarsView } from './views';

type MillExample = ExampleOf<'wool-mill'>;

/** Phase III step 3: each player's income from the wool mill, under the gold cap. */
export const woolMillStory: Story<MillExample, PillarsView> = {
  defaults: () => ({}),
  inputs: () => [],
  steps(d) {
    const built = table({ players: d.players });
    if (!built.ok) return [refusalStep(built.reason)];
    const start = built.state;
    const result = resolveWoolMill(start);
    const replay = new Replay(start, { show: { points: false, workers: true, builders: false, cards: false }, mill: true, cap: WEALTH_CAP });
    const steps: Step<PillarsView>[] = [
      {
        caption: pmsg('pillars.mill.start', { players: start.players.length, cap: WEALTH_CAP }),
        details: start.players.map((p) =>
          pmsg('pillars.mill.before', { player: colourName(p.colour), gold: p.wealth, workers: workerCount(p.woolMill), small: p.woolMill.small, large: p.woolMill.large }),
        ),
        view: replay.view(),
      },
    ];
    for (const e of result.trace) {
      if (e.type !== 'wool-mill-income') continue;
      replay.begin();
      replay.apply(e);
      const base = { player: colourName(e.colour), workers: e.workers, small: e.small, large: e.large, income: e.income, gold: e.wealth };
      steps.push({
        caption: e.lost > 0 ? pmsg('pillars.mill.capped', { ...base, gained: e.gained, lost: e.lost, cap: WEALTH_CAP }) : pmsg('pillars.mill.income', base),
        details: [pmsg(e.large > 0 ? 'pillars.mill.countLarge' : 'pillars.mill.count', { small: e.small, large: e.large, workers: e.workers })],
        view: replay.view(),
      });
    }
    replay.begin();
    steps.push({
      caption: pmsg('pillars.mill.result'),
      details: result.state.players.map((p) => pmsg('pillars.player.gold', { player: colourName(p.colour), gold: p.wealth })),
      view: replay.view(),
      tone: 'result',
    });
    return steps;
  },
};
