import type { PillarsExample } from '../../schemas/pillars-example';
import type { Localized } from '../localize';

/** A Pillars worked example as an island receives it: one language only. */
export type LocalizedPillarsExample = Localized<PillarsExample>;

/** The examples of one kind. */
export type ExampleOf<K extends LocalizedPillarsExample['kind']> = Extract<LocalizedPillarsExample, { kind: K }>;
