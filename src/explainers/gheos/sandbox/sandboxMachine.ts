import { assign, setup } from 'xstate';
import type { GheosAction, GheosState } from '../../../games/gheos';
// Straight from the modules: setting up needs the position checks, not the rules of play (see `SandboxRules`).
import { applyEdit, emptyPosition, type SandboxEdit } from '../../../games/gheos/edit';
import { decodePosition } from '../../../games/gheos/positionCodec';
import { msg } from '../../messages';
import type { Inputs, Message } from '../../types';
import { reasonMessage } from '../reasons';
import type { moveDefaults, moveOutcome } from '../resolveMove';

/**
 * The rules of play, handed to the machine once loaded: setting up needs
 * only the position checks, so a page can fetch the rules after first paint.
 */
export interface SandboxRules {
  outcome: typeof moveOutcome;
  defaults: typeof moveDefaults;
}

/** A move being reviewed: the position it starts from, the action, and the reader's choices so far. */
export interface SandboxMove {
  /** Counts moves, so each review starts fresh. */
  id: number;
  start: GheosState;
  action: GheosAction;
  inputs: Inputs;
}

export interface SandboxInput {
  /** Player names for an empty board, in the page's language. */
  names: readonly string[];
  /** The rules of play, if already at hand (else sent with `RULES_READY`). */
  rules?: SandboxRules;
}

export interface SandboxContext {
  names: readonly string[];
  /** Null until the rules of play are loaded; until then nothing can be played. */
  rules: SandboxRules | null;
  position: GheosState;
  /** Earlier positions, oldest first (undo). */
  past: GheosState[];
  /** Positions undone, the next one last (redo). */
  future: GheosState[];
  move: SandboxMove | null;
  moves: number;
  /** Why the last edit or action was refused, in the page's language. */
  refusal: Message | null;
  /** A notice about the address (a malformed position). */
  notice: Message | null;
}

export type SandboxEvent =
  /** The position code from the address; `null` when the address has none. */
  | { type: 'LOAD'; code: string | null }
  | { type: 'RULES_READY'; rules: SandboxRules }
  | { type: 'EDIT'; edit: SandboxEdit }
  | { type: 'SET_UP' }
  | { type: 'PLAY' }
  /** `inputs`: choices to start from (a shared link); any the move does not offer are ignored. */
  | { type: 'ACT'; action: GheosAction; inputs?: Inputs }
  | { type: 'CHOOSE'; inputs: Inputs }
  | { type: 'ACCEPT' }
  | { type: 'DISCARD' }
  | { type: 'UNDO' }
  | { type: 'REDO' };

/** How many positions undo keeps. */
export const HISTORY_LIMIT = 100;

const refused = (reason: string): Message => msg('gheos.refused', { reason: reasonMessage(reason) });

function commit(context: SandboxContext, position: GheosState): Partial<SandboxContext> {
  return { position, past: [...context.past, context.position].slice(-HISTORY_LIMIT), future: [], refusal: null, notice: null };
}

/**
 * The Gheos sandbox: the reader sets up a position (`editing`), plays actions
 * on it (`playing`), and watches each action resolve step by step before
 * keeping it (`reviewing`). Every change to the position goes through the
 * engine (`applyEdit` to set up, `applyAction` to play) and into an
 * undo/redo history; a refusal keeps the position and says why.
 *
 * @example
 * const actor = createActor(sandboxMachine, { input: { names: ['Ann', 'Ben'] } }).start();
 * actor.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 } });
 */
export const sandboxMachine = setup({
  types: {
    input: {} as SandboxInput,
    context: {} as SandboxContext,
    events: {} as SandboxEvent,
  },
  guards: {
    editAllowed: ({ context, event }) => event.type === 'EDIT' && applyEdit(context.position, event.edit).ok,
    actionAllowed: ({ context, event }) => event.type === 'ACT' && context.rules !== null && context.rules.outcome(context.position, event.action, {}).ok,
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    loadedBoard: ({ event }) => {
      if (event.type !== 'LOAD' || event.code === null) return false;
      const r = decodePosition(event.code);
      return r.ok && Object.keys(r.value.board).length > 0;
    },
  },
  actions: {
    load: assign(({ context, event }) => {
      if (event.type !== 'LOAD') return {};
      const empty = { past: [], future: [], move: null, refusal: null };
      if (event.code === null) return { ...empty, position: emptyPosition(context.names), notice: null };
      const r = decodePosition(event.code);
      return r.ok
        ? { ...empty, position: r.value, notice: null }
        : { ...empty, position: emptyPosition(context.names), notice: msg('gheos.sandbox.badLink') };
    }),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const r = applyEdit(context.position, event.edit);
      return r.ok ? commit(context, r.value) : {};
    }),
    refuseEdit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const r = applyEdit(context.position, event.edit);
      return r.ok ? {} : { refusal: refused(r.reason) };
    }),
    startMove: assign(({ context, event }) => {
      if (event.type !== 'ACT' || !context.rules) return {};
      const id = context.moves + 1;
      return { moves: id, refusal: null, move: { id, start: context.position, action: event.action, inputs: { ...context.rules.defaults(context.position, event.action), ...event.inputs } } };
    }),
    refuseAction: assign(({ context, event }) => {
      if (event.type !== 'ACT' || !context.rules) return {};
      const r = context.rules.outcome(context.position, event.action, {});
      return r.ok ? {} : { refusal: refused(r.reason) };
    }),
    choose: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE' || !context.move) return {};
      return { move: { ...context.move, inputs: { ...event.inputs } } };
    }),
    accept: assign(({ context }) => {
      const move = context.move;
      if (!move || !context.rules) return {};
      const r = context.rules.outcome(move.start, move.action, move.inputs);
      return r.ok ? { ...commit(context, r.state), move: null } : { move: null, refusal: refused(r.reason) };
    }),
    discard: assign({ move: null }),
    undo: assign(({ context }) => ({
      position: context.past[context.past.length - 1] ?? context.position,
      past: context.past.slice(0, -1),
      future: [...context.future, context.position],
      refusal: null,
    })),
    redo: assign(({ context }) => ({
      position: context.future[context.future.length - 1] ?? context.position,
      future: context.future.slice(0, -1),
      past: [...context.past, context.position],
      refusal: null,
    })),
    clearRefusal: assign({ refusal: null }),
    rulesReady: assign({ rules: ({ event }) => (event.type === 'RULES_READY' ? event.rules : null) }),
  },
}).createMachine({
  id: 'gheosSandbox',
  context: ({ input }) => ({
    names: input.names,
    rules: input.rules ?? null,
    position: emptyPosition(input.names),
    past: [],
    future: [],
    move: null,
    moves: 0,
    refusal: null,
    notice: null,
  }),
  initial: 'editing',
  on: {
    RULES_READY: { actions: 'rulesReady' },
    LOAD: [
      { guard: 'loadedBoard', target: '.playing', actions: 'load' },
      { target: '.editing', actions: 'load' },
    ],
  },
  states: {
    /** Setting up: tiles, civilizations, followers, hands, whose turn. */
    editing: {
      on: {
        EDIT: [{ guard: 'editAllowed', actions: 'edit' }, { actions: 'refuseEdit' }],
        PLAY: { target: 'playing', actions: 'clearRefusal' },
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
      },
    },
    /** Playing: every action the engine knows is offered; a refused one says why. */
    playing: {
      on: {
        ACT: [{ guard: 'actionAllowed', target: 'reviewing', actions: 'startMove' }, { actions: 'refuseAction' }],
        SET_UP: { target: 'editing', actions: 'clearRefusal' },
        UNDO: { guard: 'canUndo', actions: 'undo' },
        REDO: { guard: 'canRedo', actions: 'redo' },
      },
    },
    /** Stepping through how the engine resolved the action; the reader may change the choices, then keep or discard it. */
    reviewing: {
      on: {
        CHOOSE: { actions: 'choose' },
        ACCEPT: { target: 'playing', actions: 'accept' },
        DISCARD: { target: 'playing', actions: 'discard' },
      },
    },
  },
});
