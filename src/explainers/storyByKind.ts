import type { Story } from './types';

/**
 * A game's story picker: each example names its `kind`, and every kind has one story.
 * The table is checked to cover every kind; the story's own data type is narrower than
 * the union of examples, which is why the one cast lives here.
 *
 * @example
 * export const storyFor = storyByKind<LocalizedPillarsExample, PillarsView>({ 'wool-mill': woolMillStory, … });
 */
export function storyByKind<D extends { kind: string }, V>(stories: { readonly [K in D['kind']]: unknown }): (example: D) => Story<D, V> {
  return (example) => stories[example.kind as D['kind']] as Story<D, V>;
}
