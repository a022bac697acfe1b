/**
 * What a practice page fetches when the first question is dealt, never before: the game's question
 * kinds (and with them its rules engine) and the view that draws its positions. Kinds are found by
 * folder (`src/practice/{game}/index.ts`), so a game's kinds join the page when its folder exists.
 */
import type { ComponentChildren } from 'preact';
import type { Translate } from '../../i18n/translate';
import type { QuestionKind } from '../../practice/types';
import type { GameId } from '../../registry';

const kindModules = import.meta.glob<{ KINDS: readonly QuestionKind<unknown>[] }>('../../practice/*/index.ts');

/** A game's drawing of a view (a kind's question carries it untyped): each view module's `renderView`. */
export type Render = (view: unknown, t: Translate, id: string) => ComponentChildren;

/**
 * Each game's drawing, from the view modules themselves: a game's example island (`{Game}Example`)
 * would bring the walkthrough, its machine and xstate with it, 25 KiB gzip a practice page never
 * runs (issue 29 item 3). Each draws as that island's `renderView` does.
 */
const renderers: { readonly [G in GameId]: () => Promise<Render> } = {
  gheos: () => import('../gheos/BoardView').then((m) => m.renderView as Render),
  '7-wonders': () => import('../seven-wonders/renderView').then((m) => m.renderView as Render),
  'pillars-of-the-earth': () => import('../pillars/TableView').then((m) => m.renderView as Render),
  // Bora Bora's drawing code, loaded whole before the first picture (practice has no server-drawn step to keep).
  'bora-bora': () => import('../bora-bora/BoardView').then((m) => m.renderView as Render),
};

/** True when the game has a folder of kinds. */
export function hasKinds(game: string): boolean {
  return `../../practice/${game}/index.ts` in kindModules;
}

export async function loadGame(game: GameId): Promise<{ kinds: readonly QuestionKind<unknown>[]; render: Render }> {
  const kinds = kindModules[`../../practice/${game}/index.ts`];
  const render = renderers[game];
  if (!kinds) throw new Error(`no practice for ${game}`);
  const [mod, draw] = await Promise.all([kinds(), render()]);
  return { kinds: mod.KINDS, render: draw };
}
