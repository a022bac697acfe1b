import { readBoraAddress, seatsOf } from '../../../explainers/bora-bora/sandbox/address';
import { boraRules, type BoraSetup, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { msg } from '../../../explainers/messages';
import type { GameStart, PlayInput } from '../../../explainers/sandbox/playMachine';
import type { Message } from '../../../explainers/types';
import type { BoraBoraState } from '../../../games/bora-bora';
import type { Lang } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import { langPath } from '../../../site/paths';

export type BoraInput = PlayInput<BoraSetup, BoraTable, string>;

/** A fresh game: two players, the reader against the engine's player, a new shuffle. */
export const freshStart = (players = 2): GameStart<BoraSetup> => ({
  setup: { players, seed: Math.floor(Math.random() * 2 ** 31) },
  seats: Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'engine')),
});

/** The table a worked example's step opens at (built by the site beside the sandbox), or `null`. */
async function exampleTable(lang: Lang, from: string): Promise<BoraBoraState | null> {
  const m = /^(.+)-step-(\d+)$/.exec(from);
  if (!m) return null;
  try {
    const r = await fetch(langPath(lang, `bora-bora/sandbox/from/${m[1]}.json`));
    if (!r.ok) return null;
    const steps = (await r.json()) as Record<string, BoraBoraState>;
    return steps[m[2]!] ?? null;
  } catch {
    return null;
  }
}

/**
 * What the address asks the machine for, with a notice for what it could not read: a new game, or
 * a worked example's step fetched first ("try from here"; every seat someone at the screen unless
 * the address says otherwise).
 */
export async function prepare(search: string, lang: Lang, t: Translate): Promise<BoraInput> {
  // Names with four different initials, so every piece on the board says whose it is.
  const names = t(msg('bora.sandbox.names')).split(',');
  const a = readBoraAddress(search);
  const notice: Message[] = [];
  if (a.badSetup) notice.push(msg('sandbox.badSetup'));
  if (a.badMove !== null) notice.push(msg('sandbox.unreadableMove', { n: a.badMove }));
  let start = a.start;
  if (start && 'from' in start.setup) {
    const state = await exampleTable(lang, start.setup.from);
    const seats = new URLSearchParams(search).get('s');
    start = state ? { setup: { from: start.setup.from, state }, seats: seatsOf(seats, state.players.length) } : null;
    if (!state) notice.push(msg('sandbox.badSetup'));
  }
  const rules = boraRules(names) as BoraInput['rules'];
  return start ? { rules, start, codes: a.moves, cursor: a.cursor, notice } : { rules, start: freshStart(), notice };
}
