import type { SevenWondersRefusal } from '../../games/seven-wonders';
import type { ParamValue } from '../../i18n/format';
import { msg } from '../messages';
import type { Message } from '../types';

/** Why a story's play stopped: the engine's reason, or the driver's (a decision left unanswered). */
export type StoryRefusal = SevenWondersRefusal | 'decision-needed' | 'too-many-decisions';

/** The reason in words, as a rule. */
export function reasonMessage(reason: StoryRefusal, params?: Readonly<Record<string, ParamValue | Message>>): Message {
  return msg(`sw.reason.${reason}`, params);
}

/** "Not allowed: …", the caption of a refused step. */
export function refusedCaption(reason: StoryRefusal, params?: Readonly<Record<string, ParamValue | Message>>): Message {
  return msg('sw.refused', { reason: reasonMessage(reason, params) });
}
