/**
 * The projector's picture (StagePicture.tsx) at every step of every Pillars example, in both
 * languages: it fits the presenter's stage at full size (so fitStep never zooms its words below
 * 18 px; e2e/picture-text.spec.ts measures them), it has a row for every player, and it marks the
 * same player as the table beside it does (the table's rows are drawn by other code).
 */
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { exampleFiles } from '../../explainers/exampleFiles';
import { localize } from '../../explainers/localize';
import { initialStory } from '../../explainers/stories';
import type { PillarsView } from '../../explainers/pillars/views';
import { renderView } from './TableView';

/**
 * The stage at 1280×720 is 510 px high and the picture column 779 px wide: a drawing 320 units
 * wide is drawn 2.43 px a unit, so 200 units high fits with room to spare, and its 9-unit words are 21 px.
 */
const MAX_HEIGHT = 200;

const { ids, raw } = exampleFiles('pillars-of-the-earth');

describe('Pillars: the projector picture at every step', () => {
  for (const id of ids) {
    it(`${id}: fits the stage and marks the step's player, both languages`, () => {
      for (const lang of ['en', 'pl'] as const) {
        const t = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
        const { steps } = initialStory('pillars-of-the-earth', localize(raw(id), lang));
        steps.forEach((step, i) => {
          const view = step.view as PillarsView;
          const where = `${lang} ${id} step ${i + 1}`;
          const html = renderToString(renderView(view, t) as never);
          const stage = html.match(/<svg[^>]*class="pi-picture pi-stage"[^>]*>[\s\S]*?<\/svg>/)?.[0] ?? '';
          expect(stage, `${where}: no projector picture`).not.toBe('');
          const [, , w, h] = (stage.match(/viewBox="([^"]+)"/)?.[1] ?? '').split(' ').map(Number);
          expect(w, where).toBe(320);
          expect(h, `${where}: too tall for the stage`).toBeLessThanOrEqual(MAX_HEIGHT);
          expect(stage.match(/class="pi-stage-row[ "]/g)?.length, `${where}: a row per player`).toBe(view.players.length);
          // The table's marked row, read from its own markup: the stage marks the same colour.
          const tableFocus = [...html.matchAll(/<tr class="pi-focus">[\s\S]*?pi-c-(\w+)/g)].map((m) => m[1]);
          const stageFocus = [...stage.matchAll(/pi-stage-row pi-stage-focus">[\s\S]*?pi-fill-(\w+)/g)].map((m) => m[1]);
          expect(stageFocus, `${where}: the marked player`).toEqual(tableFocus);
        });
      }
    });
  }
});
