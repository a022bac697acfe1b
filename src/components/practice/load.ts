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

export type Render = (view: unknown, t: Translate, id: string) => ComponentChildren;

const renderers: { readonly [G in GameId]: () => Promise<Render> } = {
  gheos: () => import('../gheos/GheosExample').then((m) => m.renderView as Render),
  '7-wonders': () => import('../seven-wonders/SevenWondersExample').then((m) => m.renderView as Render),
  'pillars-of-the-earth': () => import('../pillars/PillarsExample').then((m) => m.renderView as Render),
  // Bora Bora's drawing code loads lazily; practice has no server-drawn step, so it waits for it first.
  'bora-bora': () => import('../bora-bora/BoraBoraExample').then(async (m) => (await m.drawingReady(), m.renderView as Render)),
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
