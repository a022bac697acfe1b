import { assign, setup } from 'xstate';
import type { Inputs, Message, Step } from './types';
import { msg } from './messages';

type Compute = (inputs: Inputs) => readonly Step<unknown>[];

/**
 * Either the engine (`compute`) or the steps it already produced for `inputs`
 * (computed at build time); in the second case the engine arrives later with
 * `ENGINE_READY`, and inputs can change only once it has.
 */
export type WalkthroughInput = ({ compute: Compute; steps?: undefined } | { compute?: Compute | null; steps: readonly Step<unknown>[] }) & {
  inputs: Inputs;
  /** 0-based step to open on. Clamped like any GOTO. */
  initialIndex?: number;
}

export interface WalkthroughContext {
  /** Null until the engine is loaded. */
  compute: Compute | null;
  defaults: Inputs;
  inputs: Inputs;
  steps: readonly Step<unknown>[];
  /** 0-based index of the current step. */
  index: number;
  /** A polite notice for the reader (a clamped deep link), cleared by the next move. */
  notice: Message | null;
}

export type WalkthroughEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'FIRST' }
  | { type: 'LAST' }
  /** `step` is 1-based, as in the URL; out-of-range values are clamped with a notice. */
  | { type: 'GOTO'; step: number; notice?: Message }
  | { type: 'SET_INPUT'; name: string; value: number | string }
  | { type: 'RESET_INPUTS' }
  /** The engine has loaded (it is fetched only when the reader first changes something). */
  | { type: 'ENGINE_READY'; compute: Compute }
  | { type: 'PRESENT' }
  | { type: 'EXIT_PRESENT' };

/**
 * The notice for a step asked for that is not there (`step`, as the address wrote it) while step
 * `shown` is shown; the asked number is repeated only while it is short enough to read.
 */
export function clampedNotice(step: number, shown: number): Message {
  const requested = String(step);
  return Number.isFinite(step) && requested.length <= 6 ? msg('explainer.clamped', { requested, shown }) : msg('explainer.presenter.clampedFar', { shown });
}

function clamp(n: number, steps: number): number {
  return Math.min(Math.max(n, 0), Math.max(steps - 1, 0));
}

/**
 * The one walkthrough machine every explainer uses. It knows nothing about
 * games: it holds the steps the engine produced, the reader's position, and
 * the reader's inputs; changing an input asks the engine for a new story and
 * keeps the reader on the same step number where it still exists.
 *
 * @example
 * const actor = createActor(walkthroughMachine, { input: { compute, inputs } }).start();
 * actor.send({ type: 'GOTO', step: 3 });
 */
export const walkthroughMachine = setup({
  types: {
    input: {} as WalkthroughInput,
    context: {} as WalkthroughContext,
    events: {} as WalkthroughEvent,
  },
  guards: {
    hasNext: ({ context }) => context.index < context.steps.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    hasEngine: ({ context }) => context.compute !== null,
  },
  actions: {
    next: assign({ index: ({ context }) => context.index + 1, notice: null }),
    back: assign({ index: ({ context }) => context.index - 1, notice: null }),
    first: assign({ index: 0, notice: null }),
    last: assign({ index: ({ context }) => Math.max(context.steps.length - 1, 0), notice: null }),
    goTo: assign(({ context, event }) => {
      if (event.type !== 'GOTO') return {};
      const total = context.steps.length;
      // A number too large to hold (a 400-digit step) is past the end, not at the start.
      const wanted = Number.isFinite(event.step) ? Math.trunc(event.step) - 1 : event.step > 0 ? Number.MAX_SAFE_INTEGER : 0;
      const index = clamp(wanted, total);
      const notice: Message | null = event.notice ?? (index !== wanted || !Number.isFinite(event.step) ? clampedNotice(event.step, index + 1) : null);
      return { index, notice };
    }),
    setInput: assign(({ context, event }) => {
      if (event.type !== 'SET_INPUT' || !context.compute) return {};
      const inputs = { ...context.inputs, [event.name]: event.value };
      const steps = context.compute(inputs);
      return { inputs, steps, index: clamp(context.index, steps.length), notice: null };
    }),
    resetInputs: assign(({ context }) => {
      if (!context.compute) return {};
      const steps = context.compute(context.defaults);
      return { inputs: context.defaults, steps, index: clamp(context.index, steps.length), notice: null };
    }),
    engineReady: assign(({ event }) => (event.type === 'ENGINE_READY' ? { compute: event.compute } : {})),
  },
}).createMachine({
  id: 'walkthrough',
  context: ({ input }) => {
    const steps = input.steps ?? (input.compute as Compute)(input.inputs);
    return {
      compute: input.compute ?? null,
      defaults: input.inputs,
      inputs: input.inputs,
      steps,
      index: clamp(input.initialIndex ?? 0, steps.length),
      notice: null,
    };
  },
  initial: 'inline',
  on: {
    NEXT: { guard: 'hasNext', actions: 'next' },
    BACK: { guard: 'hasPrevious', actions: 'back' },
    FIRST: { actions: 'first' },
    LAST: { actions: 'last' },
    GOTO: { actions: 'goTo' },
    SET_INPUT: { guard: 'hasEngine', actions: 'setInput' },
    RESET_INPUTS: { guard: 'hasEngine', actions: 'resetInputs' },
    ENGINE_READY: { actions: 'engineReady' },
  },
  states: {
    /** Inside the page: keys act only while focus is in the example. */
    inline: { on: { PRESENT: 'presenting' } },
    /** Full screen for a group: large type, keys act page-wide, Esc leaves. */
    presenting: { on: { EXIT_PRESENT: 'inline' } },
  },
});
