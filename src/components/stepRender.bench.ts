/**
 * How long one step's view takes to render: every step of every worked example, per game,
 * one step per iteration (so the mean is the time of one step), rendered to HTML with Preact.
 * Stepping in the browser re-renders the same view components, plus the DOM work.
 * Run with `npm run bench`.
 */
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { dictionaries } from '../i18n';
import { translator, type Translate } from '../i18n/translate';
import { exampleFiles } from '../explainers/exampleFiles';
import { localize } from '../explainers/localize';
import { initialStory } from '../explainers/stories';
import type { ExampleGame } from '../schemas/examples';
import type { ComponentChildren } from 'preact';
import { renderView as boraBora } from './bora-bora/BoardView';
import { renderView as gheos } from './gheos/BoardView';
import { renderView as pillars } from './pillars/TableView';
import { renderView as sevenWonders } from './seven-wonders/renderView';

type Render = (view: never, t: Translate, id: string) => ComponentChildren;
const VIEWS: [ExampleGame, Render][] = [['7-wonders', sevenWonders], ['gheos', gheos], ['pillars-of-the-earth', pillars], ['bora-bora', boraBora]];
const t = translator('en', dictionaries.en);

const cases = VIEWS.map(([game, render]) => {
  const { ids, raw } = exampleFiles(game);
  const steps = ids.flatMap((id) => initialStory(game, localize(raw(id), 'en')).steps.map((s) => ({ id, view: s.view })));
  return { name: `${game}: one of its ${steps.length} steps (${ids.length} examples)`, render, steps };
});

test('one step of a worked example, rendered to HTML', async ({ bench }) => {
  for (const c of cases) expect(c.steps.length).toBeGreaterThan(0);
  const results = await bench.compare(
    ...cases.map(({ name, render, steps }) => {
      let next = 0;
      return bench(name, () => {
        const step = steps[next++ % steps.length]!;
        renderToString(render(step.view as never, t, step.id) as never);
      });
    }),
  );
  expect(results).toBeDefined();
});
