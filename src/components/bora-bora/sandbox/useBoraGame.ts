import { useMemo, useState } from 'preact/hooks';
import { useMachine } from '../../explainer/useMachine';
import { readBoraAddress, writeBoraAddress } from '../../../explainers/bora-bora/sandbox/address';
import { boraRules, decisionOf, positionOf, seatToAct, type BoraSetup, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { msg } from '../../../explainers/messages';
import { playMachine, type GameStart, type PlayContext, type PlayEvent, type PlayInput } from '../../../explainers/sandbox/playMachine';
import { canRedo, canUndo } from '../../../explainers/sandbox/timeline';
import type { Message } from '../../../explainers/types';
import { useAddress } from '../../sandbox/address';
import { useUndoKeys } from '../../sandbox/keys';

export type BoraContext = PlayContext<BoraSetup, BoraTable, string>;
export type Send = (e: PlayEvent<BoraSetup>) => void;

/** A fresh game: two players, the reader against the engine's player, a new shuffle. */
export const freshStart = (players = 2): GameStart<BoraSetup> => ({
  setup: { players, seed: Math.floor(Math.random() * 2 ** 31) },
  seats: Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : 'engine')),
});

/** What the address asks the machine for, with a notice for what it could not read. */
function inputFrom(search: string, names: readonly string[]): PlayInput<BoraSetup, BoraTable, string> {
  const a = readBoraAddress(search);
  const notice: Message[] = [];
  if (a.badSetup) notice.push(msg('sandbox.badSetup'));
  if (a.badMove !== null) notice.push(msg('sandbox.unreadableMove', { n: a.badMove }));
  return { rules: boraRules(names) as PlayInput<BoraSetup, BoraTable, string>['rules'], start: a.start ?? freshStart(), codes: a.moves, cursor: a.cursor, notice };
}

/**
 * The game in the reader's hands: the shell's play machine with Bora Bora's rules, started from
 * the address; the address follows every change; Ctrl+Z / Ctrl+Y undo and redo. Returns the
 * machine's context and what the panels read from it.
 */
export function useBoraGame(names: readonly string[]) {
  const [input] = useState(() => inputFrom(location.search, names));
  const [snapshot, send] = useMachine(playMachine, { input });
  const c = snapshot.context as BoraContext;
  const { timeline } = c;
  useAddress(writeBoraAddress(timeline.start, timeline.moves, timeline.cursor));
  useUndoKeys(send);
  const table = c.table;
  const seat = seatToAct(table);
  const derived = useMemo(() => ({ position: positionOf(table), decision: decisionOf(table) }), [table]);
  return { c, send: send as Send, table, seat, human: seat !== null && timeline.start.seats[seat] === 'human', canUndo: canUndo(c), canRedo: canRedo(c), ...derived };
}
