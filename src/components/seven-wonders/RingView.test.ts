/**
 * A conflict picture's points are the engine's: every seat whose points a picture shows at the end of
 * an Age shows what the engine's settlement gives that seat against both its neighbours. Where an example
 * follows one seat (the source's "one player against each neighbour"), only that seat's points are shown:
 * its neighbours' own conflicts are not told, and a 0 under them read as their result (a referee's review:
 * "Bartek 5 Shields beat Ala, yet the picture gives him 0 points").
 */
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { exampleFiles } from '../../explainers/exampleFiles';
import { localize } from '../../explainers/localize';
import { initialStory } from '../../explainers/stories';
import type { RingView } from '../../explainers/seven-wonders/views';
import { play } from '../../games/driver';
import { sevenWonders, tableOf, type Age } from '../../games/seven-wonders';
import { renderView } from './renderView';

const t = translator('en', { ...dictionaries.en, 'explainer.literal': '{text}' });

/** Each seat's points from the Age's conflicts, settled by the engine from the picture's Shields. */
function settled(view: RingView): number[] {
  const played = play(sevenWonders, tableOf({ age: view.age as Age, cities: [] }), [{ kind: 'conflicts', shields: view.seats.map((s) => s.shields) }], () => undefined);
  if (!played.ok) throw new Error('not settled');
  const e = played.trace.flatMap((s) => s.events).find((x) => x.kind === 'conflicts');
  if (!e || e.kind !== 'conflicts') throw new Error('no conflicts');
  return view.seats.map((_, seat) => e.resolution.pointsThisAge[seat] ?? 0);
}

/** The points each seat's line shows, by seat (undefined: none shown). */
function shownPoints(html: string): (number | undefined)[] {
  return [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => {
    const p = /class="sw-points">(−|-)?(\d+) point/.exec(m[1]!);
    return p ? (p[1] ? -1 : 1) * Number(p[2]) : undefined;
  });
}

describe('7 Wonders: a conflict picture shows only the engine’s points', () => {
  const { ids, raw } = exampleFiles('7-wonders');
  for (const id of ids.filter((i) => i.startsWith('military'))) {
    it(`${id}: the last step's points are each seat's settled points, and a followed seat's alone`, () => {
      const { steps } = initialStory('7-wonders', localize(raw(id), 'en'));
      const view = steps.at(-1)!.view as RingView;
      expect(view.totals).toBe(true);
      const truth = settled(view);
      const shown = shownPoints(renderToString(renderView(view as never, t) as never));
      expect(shown.length).toBe(view.seats.length);
      shown.forEach((p, seat) => {
        if (view.follow !== null && seat !== view.follow) expect(p, `seat ${seat} is not the one followed`).toBeUndefined();
        else expect(p, `seat ${seat}`).toBe(truth[seat]);
      });
    });
  }
});
