import { msg } from '../messages';
import type { Message } from '../types';

/**
 * A refusal reason as a translatable message: `gheos.reason.{code}`. Every code
 * the engine can return has words in both dictionaries (`src/explainers/reasons.test.ts`
 * reads the codes from the engine's source), so no code reaches a reader.
 */
export function reasonMessage(r: string): Message {
  return msg(`gheos.reason.${r}` as 'gheos.reason.occupied');
}
