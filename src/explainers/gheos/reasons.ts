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
  'tile-already-played', 'civilization-already-done', 'token-already-played', 'step-passed', 'tile-first', 'civilization-first',
  'too-many-landscape-tiles', 'too-many-epoch-tiles', 'two-start-tiles', 'epoch-past-the-end',
]);

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

/** A refusal reason as a translatable message. */
export function reasonMessage(r: string): Message {
  return msg(WORDED.has(r) ? (`gheos.reason.${r}` as 'gheos.reason.unknown') : 'gheos.reason.unknown');
}
