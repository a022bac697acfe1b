import type { MessageKey } from '../../i18n';
import { msg } from '../messages';
import type { Message } from '../types';

/** The codes that have words in the dictionaries under `prefix`: `gheos.reason.occupied` gives `occupied`. */
export type KeysUnder<Prefix extends string> = MessageKey extends infer K ? (K extends `${Prefix}${infer Code}` ? Code : never) : never;

/**
 * A refusal the reader may meet, said in words (`gheos.reason.{code}`): the
 * engine's, the sandbox's and the driver's reasons are all typed as this, so
 * a code with no words fails the type check.
 */
export type GheosReason = KeysUnder<'gheos.reason.'>;

/** The rulebook section (heading id in content/gheos/*.mdx) that states why a move is refused. */
const RULE: Record<string, string> = {
  'tile-already-played': 'turn', 'civilization-already-done': 'new-civilization', 'token-already-played': 'turn', 'step-passed': 'turn',
  'tile-first': 'turn', 'civilization-first': 'turn', 'must-play-a-tile': 'turn', 'must-found-or-take': 'turn',
  'not-adjacent': 'placing-tiles', occupied: 'placing-tiles', 'tile-has-pyramid': 'replacing-tiles', 'empty-cell': 'replacing-tiles',
  'no-follower-to-pay': 'war-payment', 'no-marker-left': 'new-civilization', 'colour-on-board': 'new-civilization',
  'not-a-continent': 'new-civilization', 'continent-inhabited': 'new-civilization', 'no-land-there': 'new-civilization',
  'colour-not-on-board': 'take-follower', 'supply-empty': 'take-follower', 'no-scoring-token-left': 'individual-scoring-tokens',
  'game-over': 'game-end', 'marker-not-on-continent': 'new-civilization', 'two-markers-on-one-continent': 'new-civilization',
  'too-many-tiles-in-hand': 'draw', 'hand-full': 'draw', 'too-many-landscape-tiles': 'components', 'too-many-epoch-tiles': 'components',
  'two-start-tiles': 'setup', 'epoch-past-the-end': 'game-end',
};

/** The id of the rulebook section behind a refusal, or `null` when none states it. */
export function reasonRule(r: string): string | null {
  return RULE[r] ?? null;
}

/**
 * A refusal reason as a translatable message: `gheos.reason.{code}`. Every code
 * the engine can return has words in both dictionaries (`src/explainers/reasons.test.ts`
 * reads the codes from the engine's source), so no code reaches a reader.
 */
export function reasonMessage(r: GheosReason): Message {
  return msg(`gheos.reason.${r}`);
}
