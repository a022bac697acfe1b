import { decodePosition } from '../../../games/gheos/positionCodec';
import { emptyPosition } from '../../../games/gheos/edit';
import type { GheosState, Table } from '../../../games/gheos';
import { encodeMove, readAddress } from '../../../explainers/gheos/sandbox/address';
import { gheosRules, newGame, type GheosSandboxReason } from '../../../explainers/gheos/sandbox/rules';
import type { KeysUnder } from '../../../explainers/gheos/reasons';
import { msg } from '../../../explainers/messages';
import type { GameStart, PlayInput } from '../../../explainers/sandbox/playMachine';
import type { Message } from '../../../explainers/types';
import type { Lang } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';

export type GheosInput = PlayInput<GheosState, Table, GheosSandboxReason>;

/** The players' names in the page's language, for a new game or an empty board. */
export const namesOf = (t: Translate): string[] => [1, 2, 3, 4].map((n) => t(msg('gheos.sandbox.defaultName', { n })));

/** Every Gheos seat is someone at the screen. */
export const startAt = (setup: GheosState): GameStart<GheosState> => ({ setup, seats: setup.players.map(() => 'human') });

/** The notice's words for a position the code cannot be. */
const BAD_KEYS: readonly KeysUnder<'gheos.sandbox.bad.'>[] = [
  'too-many-landscape-tiles', 'too-many-epoch-tiles', 'two-start-tiles', 'epoch-past-the-end', 'bad-marker', 'marker-not-on-continent',
  'two-markers-on-one-continent', 'followers-not-conserved', 'follower-of-absent-civilization', 'too-many-tiles-in-hand', 'epoch-tile-in-hand',
  'bad-token-count', 'duplicate-cell', 'bad-tile-code', 'bad-player-count',
];
const badKey = (reason: string): KeysUnder<'gheos.sandbox.bad.'> => BAD_KEYS.find((k) => k === reason) ?? 'code';

/**
 * What the address asks the machine for: `?p=` a position with its moves and a move under review;
 * a position the code cannot be gives an empty board and a notice; no position, the rulebook's
 * setup for two, ready to play (issue 31).
 */
export function prepare(search: string, _lang: Lang, t: Translate, seed = Math.floor(Math.random() * 2 ** 31)): GheosInput {
  const names = namesOf(t);
  const a = readAddress(search);
  const notice: Message[] = [];
  if (a.badMove !== null) notice.push(msg('sandbox.unreadableMove', { n: a.badMove }));
  if (!a.position) return { rules: gheosRules, start: startAt(newGame(names.slice(0, 2), seed)), notice };
  const decoded = decodePosition(a.position);
  if (!decoded.ok) {
    notice.unshift(msg('gheos.sandbox.badLink', { why: msg(`gheos.sandbox.bad.${badKey(decoded.reason)}`) }));
    return { rules: gheosRules, start: startAt(emptyPosition(names.slice(0, 2))), notice: notice.slice(0, 1) };
  }
  return { rules: gheosRules, start: startAt(decoded.value), codes: a.moves.map(encodeMove), cursor: a.cursor, review: a.review ? encodeMove(a.review) : null, notice };
}
