import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRun } from '../property-run';
import { applyAction, type GheosAction } from './actions';
import { decodeAction, encodeAction } from './actionCodec';
import { applyEdit, emptyPosition, type SandboxEdit } from './edit';
import { bareParts, composeTile, tileShapes } from './palette';
import { decodePosition, encodePosition, positionKept } from './positionCodec';
import { createRng } from './random';
import { randomGame, randomTurn } from './random-play';
import type { GheosState } from './state';
import { parseTile } from './tiles';
import { position, row, TWO_CIVILIZATIONS_APART } from './test-support';

const SEED = propertyRun('gheos (sandbox)', 1_597_463, 'src/games/gheos/sandbox.test.ts').seed;

function unwrap<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.value;
}

describe('the sandbox palette lists every tile kind the tile code allows', () => {
  it('has seven shapes, one per rotation class, sea-only first and all-land last', () => {
    expect(tileShapes()).toEqual(['sss', 'ssc', 'scc', 'ccc', 'sll', 'cll', 'lll']);
  });

  it('every shape is a landscape tile, and no two are rotations of each other', () => {
    for (const s of tileShapes()) expect(parseTile(s).ok).toBe(true);
  });

  it('composes a tile code from marks on the land parts, landmass first', () => {
    const marks = bareParts('llc');
    expect(marks).toHaveLength(2);
    marks[0]!.symbols.wheat = 2;
    marks[0]!.symbols.pyramid = 1;
    marks[1]!.temples.push('swords');
    expect(composeTile('llc', marks)).toBe('llc.WWP.TS');
    expect(composeTile('sss', [])).toBe('sss');
  });

  it('refuses marks out of range and parts the shape does not have', () => {
    const marks = bareParts('lll');
    marks[0]!.symbols.swords = 4;
    expect(composeTile('lll', marks)).toBeNull();
    expect(composeTile('sss', bareParts('lll'))).toBeNull();
    expect(composeTile('lsx', [])).toBeNull();
  });
});

describe('a whole position in a URL', () => {
  const war1 = () =>
    position({
      players: [
        { name: 'Adam', hand: ['sll.W', 'ccc'], followers: { yellow: 1, red: 1 } },
        { name: 'Ewa', followers: { red: 2 }, score: 7, tokens: 1 },
        { name: 'Łucja Nowak', followers: { yellow: 2 } },
      ],
      active: 'Ewa',
      board: [...row(['*sll.W', 'sll'], [0, 0]), ...row(['sll', 'sll.W'], [0, 3])],
      markers: { red: [0, 0], yellow: [0, 4] },
      stacks: [['E', 'lll.C'], ['ccc']],
      epochsRevealed: 2,
    });

  it('keeps board, markers, players, followers, hands, turn, stacks and epochs', () => {
    const s = war1();
    const code = encodePosition(s);
    expect(code).toMatch(/^[\p{L}\p{N}!~_.*\- ]+$/u);
    expect(unwrap(decodePosition(code))).toEqual(positionKept(s));
  });

  it('survives encodeURIComponent unchanged but for the letters outside ASCII and spaces', () => {
    const code = encodePosition(war1());
    expect(decodeURIComponent(encodeURIComponent(code))).toBe(code);
    expect(encodeURIComponent(code.replace(/[Łł ]/g, ''))).toBe(code.replace(/[Łł ]/g, ''));
  });

  it('an empty board with two players is a position too', () => {
    const s = emptyPosition(['A', 'B']);
    expect(unwrap(decodePosition(encodePosition(s)))).toEqual(s);
  });

  it('refuses a code the rules cannot reach: two followers more than exist, a marker on sea', () => {
    expect(decodePosition('1!0_0_0_lll.W~0_1_0_lll!r0_0_L!A-0-3-r6~B-0-3-!0!!0').ok).toBe(false);
    expect(decodePosition('1!0_0_0_ccc~0_1_0_ccc!r0_0_c0!A-0-3-~B-0-3-!0!!0').ok).toBe(false);
    expect(decodePosition('1!0_0_0_lll.W~0_1_0_lll!r0_0_L!A-0-3-r2~B-0-3-r3!1!!0').ok).toBe(true);
  });

  it('names what cannot be: an epoch the game does not have, a player count it is not for', () => {
    expect(decodePosition('1!!!A-0-3-~B-0-3-!0!E!9')).toMatchObject({ ok: false, reason: 'too-many-epoch-tiles' });
    expect(decodePosition('1!!!A-0-3-~B-0-3-!0!!6')).toMatchObject({ ok: false, reason: 'epoch-past-the-end' });
    expect(decodePosition('1!!!A-0-3-~B-0-3-~C-0-3-~D-0-3-~F-0-3-!0!!0')).toMatchObject({ ok: false, reason: 'bad-player-count' });
    expect(decodePosition(`1!0_0_0_*lll!!A-0-3-~B-0-3-!0!${Array(55).fill('lll').join('-')}!0`)).toMatchObject({ ok: false, reason: 'too-many-landscape-tiles' });
  });

  it('refuses malformed codes with a typed reason', () => {
    for (const code of ['', '2!!!A-0-3-~B-0-3-!0!!0', '1!!!A-0-3-~A-0-3-!0!!0', '1!!!A-0-4-~B-0-3-!0!!0', '1!!!A-0-3-~B-0-3-!2!!0', '1!0_0_0_xyz!!A-0-3-~B-0-3-!0!!0']) {
      const r = decodePosition(code);
      expect(r.ok, code).toBe(false);
      if (!r.ok) expect(r.reason, code).toBe('bad-position-code');
    }
  });

  it('round-trips every position of random legal games (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 25 }), (seed, players, turns) => {
        const rng = createRng(seed);
        let state: GheosState = randomGame(seed, players, rng);
        for (let i = 0; i < turns && !state.over; i++) state = randomTurn(state, rng).resolved.state;
        const kept = positionKept(state);
        expect(unwrap(decodePosition(encodePosition(state)))).toEqual(kept);
      }),
      { numRuns: 40, seed: SEED },
    );
  });

  it('never throws on random or tampered codes (property)', () => {
    const base = encodePosition(war1());
    const tampered = fc.tuple(fc.nat(base.length), fc.nat(base.length), fc.string({ maxLength: 6 })).map(([a, b, s]) => base.slice(0, Math.min(a, b)) + s + base.slice(Math.max(a, b)));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: fc.constantFrom(...'1!~_-.*0123456789rbyLcEslAW'.split('')), maxLength: 120 }), tampered), (code) => {
        const r = decodePosition(code);
        expect(typeof r.ok).toBe('boolean');
        if (r.ok) expect(decodePosition(encodePosition(r.value)).ok).toBe(true);
      }),
      { numRuns: 600, seed: SEED },
    );
  });
});

describe('setting up a position by hand', () => {
  const edit = (s: GheosState, ...edits: SandboxEdit[]) => edits.reduce((acc, e) => unwrap(applyEdit(acc, e)), s);
  const start = () => emptyPosition(['A', 'B']);

  it('lays, rotates, replaces and lifts tiles', () => {
    let s = edit(start(), { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 }, { type: 'set-tile', at: [0, 1], tile: 'lls', rot: 2 });
    expect(Object.keys(s.board)).toEqual(['0,0', '0,1']);
    s = edit(s, { type: 'rotate-tile', at: [0, 1] });
    expect(s.board['0,1']?.rot).toBe(0);
    s = edit(s, { type: 'set-tile', at: [0, 1], tile: 'ccc', rot: 0 }, { type: 'remove-tile', at: [0, 1] });
    expect(Object.keys(s.board)).toEqual(['0,0']);
    expect(applyEdit(s, { type: 'remove-tile', at: [5, 5] })).toMatchObject({ ok: false, reason: 'no-tile-there' });
  });

  it('founds a civilization only on a continent, one per continent, and hands out followers from the reserve', () => {
    let s = edit(start(), { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 }, { type: 'set-tile', at: [0, 1], tile: 'lll', rot: 0 });
    s = edit(s, { type: 'found', colour: 'red', at: [0, 0] }, { type: 'set-followers', player: 1, colour: 'red', count: 4 });
    expect(s.supply.red).toBe(1);
    expect(applyEdit(s, { type: 'set-followers', player: 0, colour: 'red', count: 2 })).toMatchObject({ ok: false, reason: 'not-enough-followers' });
    expect(applyEdit(s, { type: 'found', colour: 'blue', at: [0, 1] })).toMatchObject({ ok: false, reason: 'two-markers-on-one-continent' });
    expect(applyEdit(s, { type: 'set-followers', player: 0, colour: 'blue', count: 1 })).toMatchObject({ ok: false, reason: 'follower-of-absent-civilization' });
  });

  it('lifting the tile under a marker takes the civilization and its followers off the board', () => {
    let s = edit(start(), { type: 'set-tile', at: [0, 0], tile: 'lll.W', rot: 0 }, { type: 'set-tile', at: [0, 1], tile: 'lll', rot: 0 });
    s = edit(s, { type: 'found', colour: 'red', at: [0, 1] }, { type: 'set-followers', player: 0, colour: 'red', count: 2 }, { type: 'remove-tile', at: [0, 1] });
    expect(s.markers.red).toBeUndefined();
    expect(s.players[0]?.followers.red).toBe(0);
    expect(s.supply.red).toBe(5);
  });

  it('changes the players (2 to 4), whose turn it is, hands and the draw stack', () => {
    let s = edit(start(), { type: 'set-players', names: ['A', 'B', 'C'] }, { type: 'set-active', player: 2 }, { type: 'hand-add', player: 2, tile: 'lll' }, { type: 'hand-add', player: 2, tile: 'ccc' });
    expect(applyEdit(s, { type: 'hand-add', player: 2, tile: 'lll' })).toMatchObject({ ok: false, reason: 'hand-full' });
    expect(applyEdit(s, { type: 'set-players', names: ['A'] })).toMatchObject({ ok: false, reason: 'bad-player-count' });
    expect(applyEdit(s, { type: 'set-tokens', player: 1, count: 4 })).toMatchObject({ ok: false, reason: 'bad-token-count' });
    expect(edit(s, { type: 'set-tokens', player: 1, count: 0 }).players[1]?.tokens).toBe(0);
    expect(applyEdit(s, { type: 'set-players', names: ['A', 'A-B'] })).toMatchObject({ ok: false, reason: 'bad-player-name' });
    s = edit(s, { type: 'hand-remove', player: 2, index: 0 }, { type: 'stack-add', tile: 'E' }, { type: 'stack-add', tile: 'lll' });
    expect(s.players[2]?.hand).toEqual(['ccc']);
    expect(s.stacks).toEqual([['E', 'lll']]);
    s = edit(s, { type: 'set-players', names: ['A', 'B'] }, { type: 'stack-clear' });
    expect(s.active).toBe(0);
    expect(s.stacks).toEqual([]);
  });

  it('a set-up position plays by the rules: a war with no follower to pay is refused', () => {
    let s = edit(start(), ...TWO_CIVILIZATIONS_APART, { type: 'hand-add', player: 0, tile: 'sll' });
    expect(applyAction(s, { type: 'place', hand: 0, at: [0, 2], rot: 0 })).toMatchObject({ ok: false, reason: 'no-follower-to-pay' });
    s = edit(s, { type: 'set-followers', player: 0, colour: 'yellow', count: 1 });
    const r = applyAction(s, { type: 'place', hand: 0, at: [0, 2], rot: 0 }, { payments: ['yellow'] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.events.map((e) => e.type)).toContain('war-won');
  });
});

describe('a move in a URL', () => {
  const actions: GheosAction[] = [
    { type: 'place', hand: 1, at: [-2, 3], rot: 2 },
    { type: 'replace', hand: 0, at: [0, 2], rot: 0 },
    { type: 'found', colour: 'purple', at: '0,3:L' },
    { type: 'found', colour: 'red', at: [1, -1] },
    { type: 'take', colour: 'white' },
    { type: 'individual-scoring' },
    { type: 'draw' },
  ];

  it('round-trips every kind of action', () => {
    for (const a of actions) expect(decodeAction(encodeAction(a))).toEqual(a);
  });

  it('reads anything else as no action, and never throws (property)', () => {
    expect(decodeAction('place_2_0_0_0')).toBeNull();
    expect(decodeAction('take_pink')).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...actions.map(encodeAction)).chain((s) => fc.nat(s.length).map((i) => s.slice(0, i) + 'x' + s.slice(i + 1)))), (code) => {
        const a = decodeAction(code);
        if (a) expect(decodeAction(encodeAction(a))).toEqual(a);
      }),
      { numRuns: 500, seed: SEED },
    );
  });
});
