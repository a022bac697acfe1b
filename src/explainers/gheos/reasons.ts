import { msg } from '../messages';
import type { Message } from '../types';

/** Refusals worded in the dictionaries (`gheos.reason.*`); any other reads as the generic one. */
const WORDED = new Set([
  'no-follower-to-pay', 'tile-has-pyramid', 'not-adjacent', 'occupied', 'too-many-decisions', 'game-over', 'no-such-tile-in-hand',
  'not-a-landscape-tile', 'bad-rotation', 'empty-cell', 'invalid-choice', 'no-marker-left', 'colour-on-board', 'bad-part-ref',
  'no-tile-there', 'no-land-there', 'ambiguous-part', 'not-a-continent', 'continent-inhabited', 'colour-not-on-board',
  'supply-empty', 'no-scoring-token-left', 'must-play-a-tile', 'must-found-or-take', 'bad-marker', 'marker-not-on-continent',
  'two-markers-on-one-continent', 'followers-not-conserved', 'follower-of-absent-civilization', 'too-many-tiles-in-hand',
  'hand-full', 'not-enough-followers', 'bad-player-count', 'bad-player-name', 'bad-tile-code', 'bad-edit',
]);

/** A refusal reason as a translatable message. */
export function reasonMessage(r: string): Message {
  return msg(WORDED.has(r) ? (`gheos.reason.${r}` as 'gheos.reason.unknown') : 'gheos.reason.unknown');
}
