import type { Lang } from '../i18n/format';

/** Replaces every `{ pl, en }` pair in example data with the string for one language. */
export type Localized<T> = T extends { pl: string; en: string }
  ? string
  : T extends readonly unknown[]
    ? { [K in keyof T]: Localized<T[K]> }
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isBilingual(value: object): value is { pl: string; en: string } {
  return Object.keys(value).length === 2 && 'pl' in value && typeof value.pl === 'string' && 'en' in value && typeof value.en === 'string';
}

/**
 * Done on the server, so an island receives only its own language. The walk mirrors the type
 * `Localized<T>` for any `T`; TypeScript cannot follow a conditional type through a generic walk,
 * so the results are asserted here, once, rather than at each caller.
 */
export function localize<T>(value: T, lang: Lang): Localized<T> {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang)) as Localized<T>;
  if (value && typeof value === 'object') {
    if (isBilingual(value)) return value[lang] as Localized<T>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang)])) as Localized<T>;
  }
  return value as Localized<T>;
}
