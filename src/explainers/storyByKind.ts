import type { Story } from './types';

/**
 * A game's story picker: each example names its `kind`, and every kind has one story,
 * written for the examples of that kind. The table is checked to cover every kind with
 * a story of that kind's own data.
 *
 * @example
 * export const storyFor = storyByKind<LocalizedPillarsExample, PillarsView>({ 'wool-mill': woolMillStory, … });
 */
export function storyByKind<D extends { kind: string }, V>(stories: { readonly [K in D['kind']]: Story<Extract<D, { kind: K }>, V> }): (example: D) => Story<D, V> {
  return (example) => {
    const kind: D['kind'] = example.kind;
    return stories[kind];
  };
}
