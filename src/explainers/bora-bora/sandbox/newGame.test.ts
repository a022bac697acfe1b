/**
 * A new game (2, 3 or 4 players) started in the middle of one: one Undo brings the game before
 * back as it was, though the engine's seats already moved in the new one.
 */
import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playMachine } from '../../sandbox/playMachine';
import { offeredCodes } from './enginePlayer';
import { applyCode, boraRules, type BoraTable } from './rules';

it('one Undo after a new game shows the game before it, at the moment it was left', () => {
  const actor = createActor(playMachine, { input: { rules: boraRules(['Ann', 'Ben', 'Cleo', 'Dan']), start: { setup: { players: 2, seed: 4 }, seats: ['human', 'engine'] } } }).start();
  for (let k = 0; k < 6; k++) {
    const t = actor.getSnapshot().context.table as BoraTable;
    actor.send({ type: 'INPUT', code: offeredCodes(t).find((c) => applyCode(t, c).ok)! });
  }
  const before = actor.getSnapshot().context.timeline;
  actor.send({ type: 'NEW_GAME', start: { setup: { players: 3, seed: 9 }, seats: ['human', 'engine', 'engine'] } });
  // The engine's seats placed their huts in the new game before the reader's turn.
  expect(actor.getSnapshot().context.timeline.cursor).toBeGreaterThan(0);
  actor.send({ type: 'UNDO' });
  const back = actor.getSnapshot().context;
  expect(back.timeline.start).toEqual(before.start);
  expect(back.timeline.moves).toEqual(before.moves);
  expect(back.timeline.cursor).toBe(before.cursor);
  // And Redo goes to the new game again.
  actor.send({ type: 'REDO' });
  expect(actor.getSnapshot().context.timeline.start.setup).toEqual({ players: 3, seed: 9 });
});
