import { useMemo } from 'preact/hooks';
import { useMachine } from '@xstate/react';
import { writeBoraAddress } from '../../../explainers/bora-bora/sandbox/address';
import { decisionOf, positionOf, seatToAct, type BoraSetup, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import type { BoraInput } from './prepare';
import { playMachine, type PlayContext, type PlayEvent } from '../../../explainers/sandbox/playMachine';
import { canRedo, canUndo } from '../../../explainers/sandbox/timeline';
import { useAddress, useRememberGame } from '../../sandbox/address';
import { useUndoKeys } from '../../sandbox/keys';

export type BoraContext = PlayContext<BoraSetup, BoraTable, string>;
export type Send = (e: PlayEvent<BoraSetup>) => void;

/**
 * The game in the reader's hands: the shell's play machine with Bora Bora's rules, started where
 * the address says (`prepare.ts`); the address follows every change (keeping a step's `#` while the last round is
 * stepped through); Ctrl+Z / Ctrl+Y undo and redo. Returns the
 * machine's context and what the panels read from it.
 */
export function useBoraGame(input: BoraInput, keepHash = false) {
  const [snapshot, send] = useMachine(playMachine, { input });
  const c = snapshot.context as BoraContext;
  const { timeline } = c;
  const query = writeBoraAddress(timeline.start, timeline.moves, timeline.cursor);
  useAddress(query, keepHash);
  // Whether someone at this screen has made a move (the engine's seats move by themselves, at once, in a game just begun).
  const played = useMemo(() => timeline.moves.some((_, i) => {
    const seat = seatToAct(timeline.tables[i]!);
    return seat !== null && timeline.start.seats[seat] === 'human';
  }), [timeline]);
  // The last game played in this browser, offered again on a visit without a game in its address.
  useRememberGame('bora-bora', played ? query : null);
  useUndoKeys(send);
  const table = c.table;
  const seat = seatToAct(table);
  const derived = useMemo(() => ({ position: positionOf(table), decision: decisionOf(table) }), [table]);
  return { c, send: send as Send, played, table, seat, human: seat !== null && timeline.start.seats[seat] === 'human', canUndo: canUndo(c), canRedo: canRedo(c), ...derived };
}
