/**
 * What the site needs of a game, in one place: the descriptor. Every game has one
 * (`src/registry/{game}.ts`) and `index.ts` lists them, a line each. Build-time only: pages, the
 * content config and tests read it; no island imports it (an island gets its language, words and
 * data as props, and finds what it loads later by folder).
 */
import type { z } from 'zod';
import type { AnyEngine } from '../games/contract';
import type { Localized } from '../explainers/localize';
import type { Story } from '../explainers/types';
import type { EngineRefusal } from '../content/engine-checks/types';
import type { ReferenceCard } from '../site/reference/types';
import type { ReferenceKey } from '../i18n/en/reference';
import type { Lang } from '../i18n/format';
import type { MessageKey } from '../i18n';

/**
 * A game's sandbox (`/{lang}/{id}/sandbox/`, one page for every game): its code is the folder
 * `components/{id}/sandbox/` (`play.ts`, loaded at the reader's first input, and `First.tsx`, the
 * page's first paint, if it has one); its words are `{prefix}sandbox.title`, `.description`,
 * `.lede`, `.noscript`, `.howToTitle` and `.howTo`.
 */
export interface SandboxInfo {
  /** The notes under the sandbox: a sentence each, with the rulebook section it links to, if any. */
  notes: readonly { text: MessageKey; rule?: string }[];
}

/** What every example file holds whatever its game: its title and summary in both languages. */
export type ExampleBase = { title: { pl: string; en: string }; summary: { pl: string; en: string } };

export interface GameDescriptor<Id extends string, Data extends ExampleBase, View> {
  /**
   * The game's id: its URL slug (`/{lang}/{id}/`) and its folder under `content/`. One slug serves
   * both languages, because the language switch keeps the path (DESIGN.md, "What a reader gets").
   */
  id: Id;
  /** How many may play, from the engine's own constants. */
  players: { min: number; max: number };
  /** Where the source never states the player count and the rulebook page says how it is read: that note's section id. */
  playersReading?: string;
  /** How far the rulebook goes, in words: as far as its source does. */
  coverage: ReferenceKey;
  /** The game's sandbox page at `/{lang}/{id}/sandbox/`, if it has one. */
  sandbox: SandboxInfo | false;
  /** The rules engine, in the one contract (`src/games/contract.ts`). */
  engine: AnyEngine;
  /** Worked examples: how a file is read, told as steps, and checked against the engine. */
  examples: {
    schema: z.ZodType<Data>;
    /** The story that tells one example (chosen by its `kind` where a game has several). */
    story(example: Localized<Data>): Story<Localized<Data>, View>;
    /** Every move and choice of an example (in English) played strictly by the engine: what it refuses. */
    check(example: Localized<Data>): EngineRefusal[];
  };
  /** The game's words: every key starts with `messagePrefix`; both languages have the same keys. */
  messagePrefix: string;
  dictionaries: { readonly [L in Lang]: Readonly<Record<string, string>> };
  /** The one-sheet quick reference. */
  reference: ReferenceCard;
}

/** A player range from an engine's own bounds. */
export const range = (min: number, max: number) => ({ min, max });

/** A descriptor whose types are inferred from what it is given. */
export function defineGame<const Id extends string, Data extends ExampleBase, View>(game: GameDescriptor<Id, Data, View>): GameDescriptor<Id, Data, View> {
  return game;
}

/** The example data and the step view of a descriptor. */
export type DataOf<D> = D extends GameDescriptor<string, infer X, unknown> ? X : never;
export type ViewOfGame<D> = D extends GameDescriptor<string, ExampleBase, infer X> ? X : never;
