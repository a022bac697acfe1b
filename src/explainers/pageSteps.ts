/**
 * An example's computed steps, named by the page beside its island, and their pictures' data in a
 * file of their own (issue 29).
 *
 * Passed as an island prop, the packed steps (`pack.ts`) would be written into an HTML attribute
 * as a JSON string inside JSON: every quote escaped twice (`\&quot;`), about twice their size. The
 * page has an empty `<script type="application/json" data-steps="{example id}">` naming the file they
 * are in (`pages/[lang]/[game]/steps/[id].json.ts`, filled as the island wakes: i18n/pageWords.ts),
 * and the island receives only that name. The file leaves out each step's view (the data its picture
 * is drawn from, most of the weight): the server draws the step shown, and the island fetches the
 * views (`/{lang}/{game}/views/{id}.json`) when it wakes. On the server the build registers the
 * whole story under the name, so the server draws from the same steps the island steps through.
 */
import { pack } from './pack';
import type { InitialStory } from './stories';
import type { CaptionTerms } from '../components/terms/captionTerms';

/** What an island receives instead of its steps: the name of the script its page carries them in. */
export interface PageSteps {
  readonly stepsOnPage: string;
}

const known = new Map<string, string>();

/** The attribute naming the script a page carries an island's steps in (`Example.astro` writes it; a teacher's lesson copies the script along with the island). */
export const STEPS_ATTRIBUTE = 'data-steps';

/** What the page carries for an island: its story for the example's own inputs, the example's title, and the glossary terms its captions use (terms/usedTerms.ts). */
export type PageStory<V> = InitialStory<V> & { title: string; terms?: CaptionTerms['terms'] };

/** What the island fetches when it wakes: each step's view, in order, and the example's data (for the story, when the reader asks a "what if"). */
export interface StepData<V, D> {
  views: readonly V[];
  example: D;
}

/** Build side: remembers the whole `story` under `name`; returns the reference an island gets. */
export function providePageSteps(name: string, story: InitialStory<unknown>, title: string, terms: CaptionTerms['terms'] = []): PageSteps {
  known.set(name, pack({ ...story, title, terms }));
  return { stepsOnPage: name };
}

/**
 * The text of the file the page names for an island (its story without the steps' views:
 * `pages/[lang]/[game]/steps/[id].json.ts`), which becomes its script's text as the island wakes
 * (`<` written `\u003c`, so no `</script>` in a caption could end the script early).
 */
export function packPageStory(story: InitialStory<unknown>, title: string, terms: CaptionTerms['terms'] = []): string {
  const words = { ...story, steps: story.steps.map(({ view: _view, ...rest }) => rest), title, terms };
  return pack(words).replace(/</g, '\\u003c');
}

/** The views file's text (`StepData`). */
export const packStepData = (story: InitialStory<unknown>, example: unknown) => pack({ views: story.steps.map((s) => s.view), example });

/** The packed `PageStory` behind a reference: as registered at build time (with views), or read from the page (without). */
export function resolveSteps(ref: PageSteps): string {
  const hit = known.get(ref.stepsOnPage);
  if (hit !== undefined) return hit;
  const script = typeof document === 'undefined' ? null : document.querySelector(`script[${STEPS_ATTRIBUTE}="${CSS.escape(ref.stepsOnPage)}"]`);
  if (!script?.textContent) throw new Error(`This page carries no steps named "${ref.stepsOnPage}"`);
  return script.textContent;
}
