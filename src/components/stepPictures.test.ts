/**
 * A picture at every step: every step of every worked example of 7 Wonders, Pillars and Gheos,
 * in both languages, rendered to HTML as the page renders it, shows an SVG drawn to scale by
 * its viewBox (no fixed size), named for screen readers (role="img" and words in the page's
 * language), with no style= the page's policy would refuse.
 * Bora Bora joins when its step pictures land (branch borapics).
 */
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { ComponentChildren } from 'preact';
import { dictionaries } from '../i18n';
import { translator, type Translate } from '../i18n/translate';
import { exampleFiles } from '../explainers/exampleFiles';
import { localize } from '../explainers/localize';
import { initialStory } from '../explainers/stories';
import type { ExampleGame } from '../schemas/examples';
import { namedPictures } from './namedPictures';
import { renderView as gheos } from './gheos/BoardView';
import { renderView as pillars } from './pillars/TableView';
import { renderView as sevenWonders } from './seven-wonders/renderView';

type Render = (view: never, t: Translate, id: string) => ComponentChildren;
const VIEWS: [ExampleGame, Render][] = [['7-wonders', sevenWonders], ['gheos', gheos], ['pillars-of-the-earth', pillars]];


for (const [game, render] of VIEWS) {
  const { ids, raw } = exampleFiles(game);
  describe(`${game}: a picture at every step`, () => {
    for (const id of ids) {
      it(`${id}: every step, both languages, has a named SVG picture`, () => {
        for (const lang of ['en', 'pl'] as const) {
          const t = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
          const { steps } = initialStory(game, localize(raw(id), lang));
          steps.forEach((step, i) => {
            const html = renderToString(render(step.view as never, t, `${id}-step-${i + 1}`) as never);
            const where = `${lang} ${id} step ${i + 1}`;
            const pictures = namedPictures(html);
            expect(pictures.length, `${where}: no svg with role="img"`).toBeGreaterThan(0);
            for (const p of pictures) {
              expect(p.label.length, `${where}: an unnamed picture`).toBeGreaterThan(3);
              expect(p.label, `${where}: a placeholder or key left in "${p.label}"`).not.toMatch(/\{[a-zA-Z]+\}|\b(?:sw|gheos|pillars)\.[a-z]/);
              expect(p.viewBox && !p.sized, `${where}: drawn by viewBox, not a fixed size`).toBe(true);
            }
            expect(html, `${where}: an inline style`).not.toMatch(/\sstyle=/);
          });
        }
      });
    }
  });
}
