import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { encodePosition, emptyPosition, applyEdit, type GheosState, type SandboxEdit } from '../../../games/gheos';
import { TWO_CIVILIZATIONS_APART } from '../../../games/gheos/test-support';
import { encodeAction } from '../../../games/gheos/actionCodec';
import type { GheosAction } from '../../../games/gheos/actions';
import type { Translate } from '../../../i18n/translate';
import { prepare, startAt } from '../../../components/gheos/sandbox/prepare';
import { playMachine, type PlayEvent, type PlayInput } from '../../sandbox/playMachine';
import { writeAddress } from './address';
import { newGame } from './rules';

/*
 * The Gheos sandbox on the shell's play machine (`gheosRules`): setting up, playing, a move that
 * asks for a choice stepped through before it is kept, undo and redo, the address.
 */
const names = ['Ann', 'Ben', 'Cy', 'Di'];
/** The page's words for the names: Player {n} → the names above. */
const t = ((m: { params?: { n?: number } }) => names[(m.params?.n ?? 1) - 1]) as unknown as Translate;
const begin = (input: PlayInput<any, any, any>) => createActor(playMachine, { input }).start();
const open = (search: string) => begin(prepare(search, 'en', t));
/** An empty board, set up from scratch. */
const start = () => begin({ ...prepare('', 'en', t), start: startAt(emptyPosition(names.slice(0, 2))) });
const act = (action: GheosAction) => ({ type: 'INPUT', code: encodeAction(action) }) as const;
type SandboxEvent = PlayEvent<GheosState>;
const position = (a: ReturnType<typeof begin>): GheosState => a.getSnapshot().context.table.state;
const at = (p: GheosState, moves = '', extra = '') => `?p=${encodeURIComponent(encodePosition(p))}${moves ? `&m=${moves}` : ''}${extra}`;

function build(...edits: SandboxEdit[]): GheosState {
  return edits.reduce((s, e) => {
    const r = applyEdit(s, e);
    if (!r.ok) throw new Error(r.reason);
    return r.value;
  }, emptyPosition(names.slice(0, 2)));
}

/** Red and yellow on two continents one space apart; Ann holds a tile that joins them and one yellow follower. */
const WAR: SandboxEdit[] = [
  ...TWO_CIVILIZATIONS_APART,
  { type: 'set-followers', player: 0, colour: 'yellow', count: 1 },
  { type: 'set-followers', player: 1, colour: 'yellow', count: 2 },
  { type: 'hand-add', player: 0, tile: 'sll' },
  { type: 'stack-add', tile: 'lll' },
  { type: 'stack-add', tile: 'ccc' },
];
const warPosition = () => build(...WAR);
const join = act({ type: 'place', hand: 0, at: [0, 2], rot: 0 });

describe('the Gheos sandbox on the shell', () => {
  it('opens on an empty board, setting up, with nothing to undo', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('editing');
    expect(position(a)).toEqual(emptyPosition(names.slice(0, 2)));
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().context.earlier).toEqual([]);
  });

  it('loads a position from the address and goes straight to play', () => {
    const a = open(at(warPosition()));
    expect(a.getSnapshot().value).toBe('playing');
    expect(position(a)).toEqual(warPosition());
    expect(a.getSnapshot().context.notice).toEqual([]);
  });

  it('a code that cannot be a position gives an empty board and a notice that says what was wrong', () => {
    const a = open(`?p=${encodeURIComponent(encodePosition(warPosition()))}~x`);
    expect(a.getSnapshot().value).toBe('editing');
    expect(a.getSnapshot().context.notice).toEqual([{ key: 'gheos.sandbox.badLink', params: { why: { key: 'gheos.sandbox.bad.code' } } }]);
    const tooMany = open(`?p=${encodeURIComponent(encodePosition(warPosition()).replace(/!0$/, '!6'))}`);
    expect(tooMany.getSnapshot().context.notice[0]?.params?.why).toEqual({ key: 'gheos.sandbox.bad.epoch-past-the-end' });
  });

  it('edits go through the engine: a refused one keeps the position and says why, with the rule', () => {
    const a = start();
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 } });
    const before = position(a);
    a.send({ type: 'EDIT', edit: { type: 'found', colour: 'red', at: [0, 0] } });
    expect(position(a)).toBe(before);
    expect(a.getSnapshot().context.refusal).toEqual({ message: { key: 'gheos.refused', params: { reason: { key: 'gheos.reason.marker-not-on-continent' } } }, rule: 'new-civilization' });
  });

  it('undoes and redoes edits; a new change clears redo', () => {
    const a = start();
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 0], tile: 'lll', rot: 0 } });
    a.send({ type: 'EDIT', edit: { type: 'set-tile', at: [0, 1], tile: 'lll', rot: 0 } });
    a.send({ type: 'UNDO' });
    expect(Object.keys(position(a).board)).toEqual(['0,0']);
    a.send({ type: 'REDO' });
    expect(Object.keys(position(a).board)).toEqual(['0,0', '0,1']);
    a.send({ type: 'UNDO' });
    a.send({ type: 'EDIT', edit: { type: 'rotate-tile', at: [0, 0] } });
    expect(a.getSnapshot().context.later).toEqual([]);
    a.send({ type: 'REDO' });
    expect(position(a).board['0,0']?.rot).toBe(1);
  });

  it('plays a war: the move asks which follower pays, is reviewed, then kept; undo goes back', () => {
    const a = open(at(warPosition()));
    a.send(join);
    expect(a.getSnapshot().value).toBe('reviewing');
    expect(a.getSnapshot().context.review?.code).toBe('place_0_0_2_0*pay1.yellow');
    a.send({ type: 'ACCEPT' });
    const { timeline } = a.getSnapshot().context;
    expect(a.getSnapshot().value).toBe('playing');
    expect(position(a).markers.yellow).toBeUndefined();
    expect(timeline.moves).toHaveLength(1);
    a.send({ type: 'UNDO' });
    expect(position(a)).toEqual(warPosition());
    a.send({ type: 'REDO' });
    expect(position(a).markers.yellow).toBeUndefined();
  });

  it('one action a step: after the tile, a second tile and a second civilization are refused with the turn rule', () => {
    const a = open(at(warPosition()));
    a.send(join);
    a.send({ type: 'ACCEPT' });
    a.send(act({ type: 'place', hand: 0, at: [1, 0], rot: 0 }));
    expect(a.getSnapshot().context.refusal?.rule).toBe('turn');
    expect(a.getSnapshot().context.refusal?.message.params?.reason).toEqual({ key: 'gheos.reason.tile-already-played' });
    a.send(act({ type: 'take', colour: 'red' }));
    expect(position(a).players[0]?.followers.red).toBe(1);
    a.send(act({ type: 'take', colour: 'red' }));
    expect(a.getSnapshot().context.refusal?.message.params?.reason).toEqual({ key: 'gheos.reason.civilization-already-done' });
    a.send(act({ type: 'draw' }));
    expect(position(a).active).toBe(1);
    expect(a.getSnapshot().context.table.turn).toEqual({ tile: null, civilization: null, token: false });
  });

  it('the address carries the moves and how many are shown; a move that cannot be played gets a notice', () => {
    const a = open(at(warPosition()));
    a.send(join);
    a.send({ type: 'ACCEPT' });
    a.send(act({ type: 'take', colour: 'red' }));
    a.send({ type: 'UNDO' });
    const { timeline } = a.getSnapshot().context;
    const query = writeAddress(encodePosition(timeline.start.setup), timeline.moves, timeline.cursor, null);
    expect(query).toMatch(/&m=place_0_0_2_0\*pay1\.yellow!take_red&n=1$/);
    const b = open(query);
    expect(position(b)).toEqual(position(a));
    b.send({ type: 'REDO' });
    expect(position(b).players[0]?.followers.red).toBe(1);

    const bad = open(at(warPosition(), 'place_0_0_2_0*pay1.yellow!take_red!take_red'));
    expect(bad.getSnapshot().context.timeline.moves).toHaveLength(2);
    expect(bad.getSnapshot().context.notice).toEqual([{ key: 'sandbox.badMove', params: { n: 3, reason: { key: 'gheos.refused', params: { reason: { key: 'gheos.reason.civilization-already-done' } } } } }]);
    const unreadable = open(at(warPosition(), 'place_0_0_2_0*pay1.yellow!fly_away'));
    expect(unreadable.getSnapshot().context.notice).toEqual([{ key: 'sandbox.unreadableMove', params: { n: 2 } }]);
  });

  it('starts a new game for 2, 3 or 4 players as the rulebook sets it up, or an empty board', () => {
    const a = start();
    a.send({ type: 'NEW_GAME', start: startAt(newGame(names.slice(0, 3), 7)) });
    expect(a.getSnapshot().value).toBe('playing');
    const p = position(a);
    expect(p.players.map((p) => [p.name, p.hand.length, p.tokens])).toEqual([['Ann', 2, 3], ['Ben', 2, 3], ['Cy', 2, 3]]);
    expect(Object.values(p.board).map((x) => x?.tile.startsWith('*'))).toEqual([true]);
    expect(p.stacks.flat()).toHaveLength(60 - 1 - 6);
    a.send({ type: 'NEW_GAME', start: startAt(emptyPosition(['Ann', 'Ben'])) });
    expect(position(a)).toEqual(emptyPosition(['Ann', 'Ben']));
    expect(a.getSnapshot().value).toBe('editing');
    a.send({ type: 'UNDO' });
    expect(position(a).players).toHaveLength(3);
  });
});

describe('the Gheos sandbox on the shell, every path (xstate/graph)', () => {
  const events: SandboxEvent[] = [
    { type: 'EDIT', edit: { type: 'rotate-tile', at: [0, 0] } },
    { type: 'EDIT', edit: { type: 'remove-tile', at: [9, 9] } },
    { type: 'PLAY' },
    { type: 'SET_UP' },
    join,
    act({ type: 'take', colour: 'red' }),
    act({ type: 'draw' }),
    { type: 'CHOOSE', code: 'place_0_0_2_0*pay1.yellow' },
    { type: 'ACCEPT' },
    { type: 'DISCARD' },
    { type: 'UNDO' },
    { type: 'REDO' },
    { type: 'DISMISS' },
  ];
  const options = {
    input: prepare(at(warPosition()), 'en', t),
    events,
    serializeState: (s: { value: unknown; context: { earlier: unknown[]; later: unknown[]; refusal: unknown; review: unknown; table: { state: GheosState }; timeline: { cursor: number; moves: unknown[] } } }) =>
      JSON.stringify([s.value, Math.min(s.context.earlier.length, 2), Math.min(s.context.later.length, 2), Math.min(s.context.timeline.cursor, 3), Math.min(s.context.timeline.moves.length, 3), s.context.refusal !== null, s.context.review !== null, s.context.table.state.active, Object.keys(s.context.table.state.board).length]),
    limit: 2000,
  };

  it('reaches editing, playing and reviewing; reviewing always has a move and the position is always reachable', () => {
    const paths = getShortestPaths(playMachine, options as never);
    const modes = new Set(paths.map((p) => p.state.value as string));
    expect([...modes].sort()).toEqual(['editing', 'playing', 'reviewing']);
    for (const path of paths) {
      const actor = createActor(playMachine, { input: options.input }).start();
      for (const step of path.steps) actor.send(step.event as SandboxEvent);
      const snap = actor.getSnapshot();
      expect(snap.value).toEqual(path.state.value);
      expect(snap.value === 'reviewing').toBe(snap.context.review !== null);
      expect(applyEdit(snap.context.table.state, { type: 'stack-clear' }).ok).toBe(true);
    }
  });
});
