import { activePlayer, spreadOptions } from '../../games/bora-bora';
import type { Step, Story } from '../types';
import { list, pathName, regionName } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { placementSteps, story } from './placement';
import { focusRegion, openPaths, viewOf } from './tableView';
import type { BoraView } from './views';

type SpreadExample = ExampleOf<'spread'>;

/** Spreading: where each die value reaches by land and by water, then one spread played out. */
export const spreadStory: Story<SpreadExample, BoraView> = {
  ...story<SpreadExample>(),
  steps: (d, inputs) =>
    placementSteps(d, inputs, (start, opts) => {
      const player = activePlayer(start) ?? 0;
      const home = start.regions.filter((r) => r.site === player).map((r) => r.id);
      return d.reach.map((q): Step<BoraView> => {
        const view = viewOf(start, opts);
        const regions = spreadOptions(start, player, q.path, q.die).map((o) => o.region);
        for (const h of home) openPaths(view, h, q.path, regions);
        // Where nothing is in reach, the step is about where the player stands.
        if (!regions.length) for (const h of home) focusRegion(view, h);
        return {
          // A value the player did not roll is a "what if", and says so.
          caption: bmsg(`bora.spread.${regions.length ? 'reach' : 'none'}${start.players[player]!.dice.includes(q.die) ? '' : 'If'}`, {
            player: start.players[player]!.name,
            die: q.die,
            path: pathName(q.path),
            regions: list(regions.map((r) => regionName(start, r))),
            count: regions.length,
          }),
          view,
        };
      });
    }),
};
