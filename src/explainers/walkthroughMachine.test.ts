import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Inputs, Step } from './types';
import { walkthroughMachine, type WalkthroughEvent } from './walkthroughMachine';

/** A toy story: `n` steps, where n is the reader's input. */
const compute = (inputs: Inputs): Step<number>[] =>
  Array.from({ length: Number(inputs.n) }, (_, i) => ({ caption: { key: 'toy', params: { i } }, view: i }));

const start = (n = 4, initialIndex?: number) =>
  createActor(walkthroughMachine, { input: { compute, inputs: { n }, initialIndex } }).start();

/** Sends the events in turn; the index of the step shown after the last. */
function indexAfter(actor: ReturnType<typeof start>, ...events: WalkthroughEvent[]): number {
  for (const e of events) actor.send(e);
  return actor.getSnapshot().context.index;
}

describe('walkthrough machine', () => {
  it('opens on the first step with every step computed', () => {
    const actor = start();
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().context.steps).toHaveLength(4);
    expect(actor.getSnapshot().value).toBe('inline');
  });

  it('steps forward and back, and stops at both ends', () => {
    const actor = start(3);
    expect(indexAfter(actor, { type: 'BACK' })).toBe(0);
    expect(indexAfter(actor, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'NEXT' })).toBe(2);
    expect(indexAfter(actor, { type: 'BACK' })).toBe(1);
  });

  it('jumps to the first and the last step', () => {
    const actor = start(5);
    expect(indexAfter(actor, { type: 'LAST' })).toBe(4);
    expect(indexAfter(actor, { type: 'FIRST' })).toBe(0);
  });

  it('goes to a 1-based step from a deep link', () => {
    const actor = start(5);
    expect(indexAfter(actor, { type: 'GOTO', step: 3 })).toBe(2);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('clamps a step out of range and says so politely', () => {
    const actor = start(5);
    expect(indexAfter(actor, { type: 'GOTO', step: 99 })).toBe(4);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'explainer.clamped', params: { requested: '99', shown: 5 } });
    expect(indexAfter(actor, { type: 'GOTO', step: 0 })).toBe(0);
    expect(actor.getSnapshot().context.notice?.params?.shown).toBe(1);
  });

  it('takes a step number too long to hold to the last step, with a notice that does not repeat it', () => {
    const actor = start(5);
    expect(indexAfter(actor, { type: 'GOTO', step: Number('9'.repeat(400)) })).toBe(4);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'explainer.presenter.clampedFar', params: { shown: 5 } });
    actor.send({ type: 'GOTO', step: 12345678 });
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'explainer.presenter.clampedFar', params: { shown: 5 } });
  });

  it('clears the notice on the next move', () => {
    const actor = start(5);
    actor.send({ type: 'GOTO', step: 99 });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('clamps the initial step as well', () => {
    expect(start(3, 10).getSnapshot().context.index).toBe(2);
  });

  it('recomputes the story when the reader changes an input, keeping the step where it exists', () => {
    const actor = start(5);
    actor.send({ type: 'GOTO', step: 4 });
    actor.send({ type: 'SET_INPUT', name: 'n', value: 7 });
    expect(actor.getSnapshot().context.steps).toHaveLength(7);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'SET_INPUT', name: 'n', value: 2 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('goes back to the example’s own inputs on reset', () => {
    const actor = start(5);
    actor.send({ type: 'SET_INPUT', name: 'n', value: 9 });
    actor.send({ type: 'RESET_INPUTS' });
    expect(actor.getSnapshot().context.inputs).toEqual({ n: 5 });
    expect(actor.getSnapshot().context.steps).toHaveLength(5);
  });

  it('opens on steps computed at build time and changes inputs only once the engine has arrived', () => {
    const actor = createActor(walkthroughMachine, { input: { steps: compute({ n: 4 }), inputs: { n: 4 }, initialIndex: 2 } }).start();
    expect(actor.getSnapshot().context.steps).toHaveLength(4);
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(3);
    // No engine yet: the input change is not taken (the island loads the engine first).
    actor.send({ type: 'SET_INPUT', name: 'n', value: 6 });
    expect(actor.getSnapshot().context.inputs).toEqual({ n: 4 });
    expect(actor.getSnapshot().context.steps).toHaveLength(4);
    actor.send({ type: 'ENGINE_READY', compute });
    actor.send({ type: 'SET_INPUT', name: 'n', value: 6 });
    expect(actor.getSnapshot().context.inputs).toEqual({ n: 6 });
    expect(actor.getSnapshot().context.steps).toHaveLength(6);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'RESET_INPUTS' });
    expect(actor.getSnapshot().context.steps).toHaveLength(4);
  });

  it('enters and leaves presentation without losing the step', () => {
    const actor = start(5);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PRESENT' });
    expect(actor.getSnapshot().value).toBe('presenting');
    expect(indexAfter(actor, { type: 'NEXT' }, { type: 'EXIT_PRESENT' })).toBe(2);
    expect(actor.getSnapshot().value).toBe('inline');
  });
});

describe('walkthrough machine, every path (xstate/graph)', () => {
  const events: WalkthroughEvent[] = [
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'FIRST' },
    { type: 'LAST' },
    { type: 'GOTO', step: 2 },
    { type: 'GOTO', step: 9 },
    { type: 'SET_INPUT', name: 'n', value: 2 },
    { type: 'RESET_INPUTS' },
    { type: 'PRESENT' },
    { type: 'EXIT_PRESENT' },
  ];
  const options = {
    input: { compute, inputs: { n: 3 } },
    events,
    // Context changes on every step, so identify a state by what the reader sees.
    serializeState: (s: { value: unknown; context: { index: number; steps: readonly unknown[]; notice: unknown } }) =>
      JSON.stringify([s.value, s.context.index, s.context.steps.length, s.context.notice !== null]),
  };

  it('reaches every mode × position, and every path keeps the index in range', () => {
    const paths = getShortestPaths(walkthroughMachine, options as never);
    const seen = new Set(paths.map((p) => JSON.stringify([p.state.value, p.state.context.index])));
    for (const mode of ['inline', 'presenting']) for (const i of [0, 1, 2]) expect(seen.has(JSON.stringify([mode, i]))).toBe(true);
    for (const path of paths) {
      const actor = createActor(walkthroughMachine, { input: options.input }).start();
      for (const step of path.steps) actor.send(step.event as WalkthroughEvent);
      const { index, steps } = actor.getSnapshot().context;
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(steps.length);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(index).toBe(path.state.context.index);
    }
  });

  it('takes every event from every reachable state and stays in range (every transition)', () => {
    const paths = getShortestPaths(walkthroughMachine, options as never);
    let transitions = 0;
    for (const path of paths) {
      for (const event of events) {
        const actor = createActor(walkthroughMachine, { input: options.input }).start();
        for (const step of path.steps) actor.send(step.event as WalkthroughEvent);
        actor.send(event);
        const { index, steps } = actor.getSnapshot().context;
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(steps.length);
        transitions++;
      }
    }
    expect(transitions).toBe(paths.length * events.length);
  });
});
