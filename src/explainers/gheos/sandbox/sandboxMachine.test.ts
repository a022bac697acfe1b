import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { encodePosition, emptyPosition, applyEdit, type GheosState, type SandboxEdit } from '../../../games/gheos';
import { moveDefaults, moveOutcome } from '../resolveMove';
import { sandboxMachine, type SandboxEvent } from './sandboxMachine';

const rules = { outcome: moveOutcome, defaults: moveDefaults };

const names = ['Ann', 'Ben'];
const start = () => createActor(sandboxMachine, { input: { names, rules } }).start();

function build(...edits: SandboxEdit[]): GheosState {
  return edits.reduce((s, e) => {
    const r = applyEdit(s, e);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  }, emptyPosition(names));
}

/** Red and yellow on two continents one space apart; Ann holds a tile that joins them and one yellow follower. */
const WAR: SandboxEdit[] = [
  { type: 'set-tile', at: [0, 0], tile: 'sll.S', rot: 0 },
  { type: 'set-tile', at: [0, 1], tile: 'sll', rot: 0 },
  { type: 'set-tile', at: [0, 3], tile: 'sll', rot: 0 },
  { type: 'set-tile', at: [0, 4], tile: 'sll.W', rot: 0 },
  { type: 'found', colour: 'red', at: [0, 0] },
  { type: 'found', colour: 'yellow', at: [0, 4] },
  { type: 'set-followers', player: 0, colour: 'yellow', count: 1 },
  { type: 'set-followers', player: 1, colour: 'yellow', count: 2 },
  { type: 'hand-add', player: 0, tile: 'sll' },
];
const warPosition = () => build(...WAR);
const join = { type: 'ACT', action: { type: 'place', hand: 0, at: [0, 2], rot: 0 } } as const;

describe('sandbox machine', () => {
  it('opens on an empty board, setting up, with nothing to undo', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('editing');
    expect(a.getSnapshot().context.position).toEqual(emptyPosition(names));
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().context.past).toEqual([]);
  });

  it('plays nothing until the rules of play have arrived', () => {
    const a = createActor(sandboxMachine, { input: { names } }).start();
    a.send({ type: 'LOAD', code: encodePosition(warPosition()) });
    a.send(join);
    expect(a.getSnapshot().value).toBe('playing');
    a.send({ type: 'RULES_READY', rules });
    a.send(join);
    expect(a.getSnapshot().value).toBe('reviewing');
  });

  it('loads a position from the address and goes straight to play', () => {
    const a = start();
    a.send({ type: 'LOAD', code: encodePosition(warPosition()) });
    expect(a.getSnapshot().value).toBe('playing');
    expect(a.getSnapshot().context.position).toEqual(warPosition());
    expect(a.getSnapshot().context.notice).toBeNull();
  });

  it('a malformed or tampered address gives an empty board and a notice', () => {
    const a = start();
    a.send({ type: 'LOAD', code: `${encodePosition(warPosition())}~x` });
    expect(a.getSnapshot().value).toBe('editing');
    expect(a.getSnapshot().context.position).toEqual(emptyPosition(names));
    expect(a.getSnapshot().context.notice?.key).toBe('gheos.sandbox.badLink');
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 0], tile: 'lll', rot: 0 } });
    expect(a.getSnapshot().context.notice).toBeNull();
  });

  it('an address without a position is an empty board and no notice', () => {
    const a = start();
    a.send({ type: 'LOAD', code: null });
    expect(a.getSnapshot().value).toBe('editing');
    expect(a.getSnapshot().context.notice).toBeNull();
  });

  it('edits go through the engine: a refused one keeps the position and says why', () => {
    const a = start();
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 } });
    const before = a.getSnapshot().context.position;
    a.send({ type: 'EDIT', edit: { type: 'found', colour: 'red', at: [0, 0] } });
    expect(a.getSnapshot().context.position).toBe(before);
    expect(a.getSnapshot().context.refusal).toEqual({ key: 'gheos.refused', params: { reason: { key: 'gheos.reason.marker-not-on-continent' } } });
  });

  it('undoes and redoes edits and played moves; a new change clears redo', () => {
    const a = start();
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 0], tile: 'lll', rot: 0 } });
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 1], tile: 'lll', rot: 0 } });
    a.send({ type: 'UNDO' });
    expect(Object.keys(a.getSnapshot().context.position.board)).toEqual(['0,0']);
    a.send({ type: 'REDO' });
    expect(Object.keys(a.getSnapshot().context.position.board)).toEqual(['0,0', '0,1']);
    a.send({ type: 'UNDO' });
    a.send({ type: 'EDIT', edit: { type: 'rotate-tile', at: [0, 0] } });
    expect(a.getSnapshot().context.future).toEqual([]);
    a.send({ type: 'REDO' });
    expect(a.getSnapshot().context.position.board['0,0']?.rot).toBe(1);
  });

  it('plays a war: the move is reviewed step by step, then kept', () => {
    const a = start();
    a.send({ type: 'LOAD', code: encodePosition(warPosition()) });
    a.send(join);
    expect(a.getSnapshot().value).toBe('reviewing');
    expect(a.getSnapshot().context.move?.inputs).toEqual({ pay1: 'yellow' });
    a.send({ type: 'ACCEPT' });
    const { position, past } = a.getSnapshot().context;
    expect(a.getSnapshot().value).toBe('playing');
    expect(position.markers.yellow).toBeUndefined();
    expect(position.players[1]?.followers.yellow).toBe(0);
    expect(past).toHaveLength(1);
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().context.position).toEqual(warPosition());
  });

  it('refuses a war with no follower to pay, with the reason, and stays in play', () => {
    const a = start();
    // The same war, but Ann has handed her yellow follower back: she has nothing to pay with.
    a.send({ type: 'LOAD', code: encodePosition(build(...WAR, { type: 'set-followers', player: 0, colour: 'yellow', count: 0 })) });
    a.send(join);
    expect(a.getSnapshot().value).toBe('playing');
    expect(a.getSnapshot().context.refusal).toEqual({ key: 'gheos.refused', params: { reason: { key: 'gheos.reason.no-follower-to-pay' } } });
  });

  it('a discarded move leaves the position as it was; the reader’s choices decide what is kept', () => {
    const a = start();
    a.send({ type: 'LOAD', code: encodePosition(warPosition()) });
    a.send(join);
    a.send({ type: 'DISCARD' });
    expect(a.getSnapshot().value).toBe('playing');
    expect(a.getSnapshot().context.position).toEqual(warPosition());
    a.send({ ...join, inputs: { pay1: 'red' } });
    expect(a.getSnapshot().context.move?.inputs).toEqual({ pay1: 'red' });
    a.send({ type: 'CHOOSE', inputs: { pay1: 'yellow' } });
    expect(a.getSnapshot().context.move?.id).toBe(2);
    a.send({ type: 'ACCEPT' });
    expect(a.getSnapshot().context.position.players[0]?.followers.yellow).toBe(0);
  });
});

describe('sandbox machine, every path (xstate/graph)', () => {
  const events: SandboxEvent[] = [
    { type: 'LOAD', code: encodePosition(warPosition()) },
    { type: 'LOAD', code: 'nonsense' },
    { type: 'EDIT', edit: { type: 'rotate-tile', at: [0, 0] } },
    { type: 'EDIT', edit: { type: 'remove-tile', at: [9, 9] } },
    { type: 'PLAY' },
    { type: 'SET_UP' },
    join,
    { type: 'ACT', action: { type: 'take', colour: 'blue' } },
    { type: 'CHOOSE', inputs: { pay1: 'yellow' } },
    { type: 'ACCEPT' },
    { type: 'DISCARD' },
    { type: 'UNDO' },
    { type: 'REDO' },
  ];
  const options = {
    input: { names, rules },
    events,
    serializeState: (s: { value: unknown; context: { past: unknown[]; future: unknown[]; refusal: unknown; notice: unknown; move: unknown; position: GheosState } }) =>
      JSON.stringify([s.value, Math.min(s.context.past.length, 2), Math.min(s.context.future.length, 2), s.context.refusal !== null, s.context.notice !== null, s.context.move !== null, encodePosition(s.context.position)]),
    limit: 2000,
  };

  it('reaches editing, playing and reviewing; reviewing always has a move and the position is always reachable', () => {
    const paths = getShortestPaths(sandboxMachine, options as never);
    const modes = new Set(paths.map((p) => p.state.value as string));
    expect([...modes].sort()).toEqual(['editing', 'playing', 'reviewing']);
    for (const path of paths) {
      const actor = createActor(sandboxMachine, { input: options.input }).start();
      for (const step of path.steps) actor.send(step.event as SandboxEvent);
      const snap = actor.getSnapshot();
      expect(snap.value).toEqual(path.state.value);
      expect(snap.value === 'reviewing').toBe(snap.context.move !== null);
      expect(applyEdit(snap.context.position, { type: 'stack-clear' }).ok).toBe(true);
    }
  });
});
