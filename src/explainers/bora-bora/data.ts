import type { BoraBoraExample } from '../../schemas/bora-bora-example';
import type { Localized } from '../localize';

/** A Bora Bora worked example as an island receives it: one language only. */
export type LocalizedBoraExample = Localized<BoraBoraExample>;

/** The examples of one kind. */
export type ExampleOf<K extends LocalizedBoraExample['kind']> = Extract<LocalizedBoraExample, { kind: K }>;
