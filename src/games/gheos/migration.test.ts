import { describe, expect, it } from 'vitest';
import { playTile, type TilePlay } from './tilePlay';
import { eventsOf, expectRefusal, position, resolved, row } from './test-support';
import type { PositionInput } from './position';

/**
 * Red's continent along row 0 (usually five tiles, (0,2) in the middle being
 * the tile to replace), and blue far away on row 5.
 */
function redStrip(tiles: PositionInput['board'], hand = 'css', over: Partial<PositionInput> = {}) {
  return position({
    players: [{ name: 'Ewa', followers: { red: 1, blue: 1 }, hand: [hand] }, { name: 'Adam', followers: { red: 1 } }],
    ...over,
    board: [...tiles, ...row(['sll', 'sll'], [5, 0])],
    markers: { red: [0, 3], blue: [5, 0], ...over.markers },
  });
}
const blueOnly = { blue: '5,0:L' };
const replaceMiddle = (rot: 0 | 1 | 2 = 0): TilePlay => ({ kind: 'replace', hand: 0, at: [0, 2], rot });

describe('migrations (section "Migracje")', () => {
  it('a replacement that splits an inhabited continent makes the active player pay one follower first', () => {
    const r = playTile(redStrip(row(['sll.W', 'sll.W', 'sll', 'sll.W', 'sll'])), replaceMiddle());
    if (r.ok || r.reason !== 'decision-needed') throw new Error('expected a decision');
    expect(r.decision).toMatchObject({ kind: 'payment', for: 'migration', civilizations: ['red'], options: ['red', 'blue'] });
    expect(r.events.map((e) => e.type)).toEqual(['tile-removed', 'tile-placed', 'continent-split']);
  });

  it('a player without followers cannot make a replacement that causes a migration', () => {
    const state = redStrip(row(['sll.W', 'sll.W', 'sll', 'sll.W', 'sll']), 'css', {
      players: [{ name: 'Ewa', hand: ['css'] }, { name: 'Adam', followers: { red: 1, blue: 1 } }],
    });
    expectRefusal(playTile(state, replaceMiddle()), 'no-follower-to-pay');
  });

  it('the civilization moves to the piece of its old continent with the most wheat', () => {
    const { state, events } = resolved(
      playTile(redStrip(row(['sll.W', 'sll.W', 'sll', 'sll.W', 'sll'])), replaceMiddle(), { payments: ['blue'] }),
    );
    const [migration] = eventsOf(events, 'migration');
    expect(migration?.decidedBy).toBe('most-wheat');
    expect(migration?.candidates.map((c) => [c.cells, c.wheat, c.kind])).toEqual([
      [['0,0', '0,1'], 2, 'continent'],
      [['0,3', '0,4'], 1, 'continent'],
    ]);
    expect(migration?.to?.cells).toEqual(['0,0', '0,1']);
    expect(state.markers.red).toBe('0,0:L');
  });

  it('wheat on the new tile counts for the piece it joins', () => {
    // The new tile's coast strip, with two wheat, faces the right-hand piece.
    const state = redStrip(row(['sll.W', 'sll.W', 'sll', 'sll.W', 'sll']), 'css.WW');
    const { events } = resolved(playTile(state, replaceMiddle(2), { payments: ['blue'] }));
    const [migration] = eventsOf(events, 'migration');
    expect(migration?.to).toMatchObject({ cells: ['0,2', '0,3', '0,4'], wheat: 3, oldPartCells: ['0,3', '0,4'] });
  });

  it('only continents and islands holding part of the old continent are candidates', () => {
    // The new tile's coast makes an island with five wheat below, but none of it was red's.
    const state = redStrip([...row(['sll.W', 'sll.W', 'sll', 'sll.W', 'sll']), { at: [1, 2], tile: 'css.WWWWW', rot: 0 }]);
    const { events } = resolved(playTile(state, replaceMiddle(), { payments: ['blue'] }));
    const [migration] = eventsOf(events, 'migration');
    expect(migration?.candidates.map((c) => c.cells)).toEqual([['0,0', '0,1'], ['0,3', '0,4']]);
  });

  it('on a tie in wheat between continents the active player chooses the direction, either way', () => {
    const state = redStrip(row(['sll.W', 'sll', 'sll', 'sll.W', 'sll']));
    const r = playTile(state, replaceMiddle(), { payments: ['blue'] });
    if (r.ok || r.reason !== 'decision-needed') throw new Error('expected a decision');
    expect(r.decision).toMatchObject({ kind: 'migration', civilization: 'red' });
    expect(r.decision.kind === 'migration' && r.decision.options.map((o) => o.ref)).toEqual(['0,0:L', '0,3:L']);
    for (const [to, marker] of [[[0, 1], '0,0:L'], ['0,4:L', '0,3:L']] as const) {
      const { state: next, events } = resolved(playTile(state, replaceMiddle(), { payments: ['blue'], migrations: { red: to } }));
      expect(eventsOf(events, 'migration')[0]?.decidedBy).toBe('player');
      expect(next.markers.red).toBe(marker);
    }
  });

  it('a direction that is not among the tied pieces is refused', () => {
    const state = redStrip(row(['sll.WW', 'sll', 'sll', 'sll.W', 'sll']));
    expectRefusal(playTile(state, replaceMiddle(), { payments: ['blue'], migrations: { red: [0, 4] } }), 'invalid-choice');
  });

  it('a continent always beats an island with as much wheat', () => {
    // Right of the middle tile, red's land was only a coast strip; the new tile's coast makes it an island.
    const state = redStrip([...row(['sll.W', 'sll', 'sll']), { at: [0, 3], tile: 'css.W', rot: 2 }], 'scc');
    const { state: next, events } = resolved(playTile(state, replaceMiddle(), { payments: ['blue'] }));
    const [migration] = eventsOf(events, 'migration');
    expect(migration?.candidates.map((c) => [c.kind, c.wheat])).toEqual([
      ['continent', 1],
      ['island', 1],
    ]);
    expect(migration?.decidedBy).toBe('continent-over-island');
    expect(next.markers.red).toBe('0,0:L');
  });

  it('a civilization that lands on an island is removed with all its followers', () => {
    const state = redStrip([...row(['sll.W', 'sll', 'sll']), { at: [0, 3], tile: 'css.WW', rot: 2 }], 'scc');
    const { state: next, events } = resolved(playTile(state, replaceMiddle(), { payments: ['blue'] }));
    expect(eventsOf(events, 'migration')[0]?.to?.kind).toBe('island');
    expect(eventsOf(events, 'civilization-destroyed')).toEqual([
      { type: 'civilization-destroyed', colour: 'red', cause: 'island', followersLost: [1, 1] },
    ]);
    expect(next.markers).toEqual(blueOnly);
  });

  it('the migrating civilization loses a war on arrival, whatever its swords, and the player pays only once', () => {
    // Blue runs along row 0 through the middle ▼ (0,3); red sits above it on (-1,3)–(-1,4).
    // The new middle tile cuts blue in two and joins its right piece to red's continent.
    const state = position({
      players: [{ name: 'Tom', followers: { blue: 1, red: 1 }, hand: ['lls'] }, { name: 'Ewa', followers: { blue: 2 } }],
      board: [
        ...row(['sll.W', 'sll', 'sll', 'sll.SS', 'sll.WS'], [0, 1]),
        { at: [-1, 3], tile: 'lll', rot: 0 },
        { at: [-1, 4], tile: 'sll.W', rot: 0 },
      ],
      markers: { blue: [0, 2], red: [-1, 3] },
    });
    const play: TilePlay = { kind: 'replace', hand: 0, at: [0, 3], rot: 0 };
    const { state: next, events } = resolved(playTile(state, play, { payments: ['blue'] }));
    expect(eventsOf(events, 'follower-paid')).toHaveLength(1);
    expect(eventsOf(events, 'migration')[0]?.to).toMatchObject({ wheat: 2, inhabitedBy: 'red' });
    expect(eventsOf(events, 'war-declared')).toEqual([
      {
        type: 'war-declared',
        civilizations: ['blue', 'red'],
        joinedContinent: ['-1,3', '-1,4', '0,3', '0,4', '0,5'],
        cause: 'migration',
      },
    ]);
    expect(eventsOf(events, 'swords-counted')).toEqual([]);
    expect(eventsOf(events, 'civilization-destroyed')).toEqual([
      { type: 'civilization-destroyed', colour: 'blue', cause: 'lost-on-arrival', followersLost: [0, 2] },
    ]);
    expect(next.markers).toEqual({ red: '-1,3:L' });
  });

  it('a replacement that leaves the continent whole is no migration, and the marker stays on it', () => {
    const state = redStrip(row(['sll.W', 'sll', 'sll', 'sll.W', 'sll']), 'lll', { markers: { red: [0, 2] } });
    const { state: next, events } = resolved(playTile(state, replaceMiddle()));
    expect(events.map((e) => e.type)).toEqual(['tile-removed', 'tile-placed']);
    expect(next.markers.red).toBe('0,0:L');
  });

  it('interpretation: a continent left with no continent or island at all takes its civilization with it', () => {
    const state = redStrip(row(['sll.W', 'sll.W']), 'css', { markers: { red: [0, 0] } });
    const { state: next, events } = resolved(
      playTile(state, { kind: 'replace', hand: 0, at: [0, 1], rot: 0 }, { payments: ['red'] }),
    );
    expect(eventsOf(events, 'migration')[0]).toMatchObject({ to: null, decidedBy: 'nowhere', candidates: [] });
    expect(eventsOf(events, 'civilization-destroyed')[0]).toMatchObject({ colour: 'red', cause: 'no-land' });
    expect(next.markers).toEqual(blueOnly);
  });

  it('interpretation: a continent shrunk to a single island is a migration onto that island', () => {
    const state = redStrip([{ at: [0, 0], tile: 'sll.W', rot: 0 }, { at: [0, 1], tile: 'css.W', rot: 2 }], 'ssc', {
      markers: { red: [0, 1] },
    });
    const { events } = resolved(playTile(state, { kind: 'replace', hand: 0, at: [0, 0], rot: 0 }, { payments: ['blue'] }));
    expect(eventsOf(events, 'migration')[0]).toMatchObject({ decidedBy: 'only-piece', to: { kind: 'island' } });
    expect(eventsOf(events, 'civilization-destroyed')[0]).toMatchObject({ colour: 'red', cause: 'island' });
  });

  it('interpretation: a replacement causing a war and, apart from it, a migration costs one follower for each', () => {
    // Old (0,2): a bare coast strip facing down, the only link of red's two-tile continent below.
    // New (0,2): a landmass joining blue (left) and yellow (right); red's land is left alone on (1,2).
    const withFollowers = (noah: PositionInput['players'][number]['followers'], ewa: typeof noah) =>
      position({
        players: [{ name: 'Tom', followers: noah, hand: ['sll'] }, { name: 'Ewa', followers: ewa }],
        board: [...row(['sll', 'sll.S', ['css', 0], 'sll', 'sll']), { at: [1, 2], tile: 'lls.W', rot: 0 }],
        markers: { blue: [0, 0], yellow: [0, 3], red: [1, 2] },
      });
    const state = withFollowers({ blue: 1, red: 1 }, { yellow: 1 });
    const play: TilePlay = { kind: 'replace', hand: 0, at: [0, 2], rot: 0 };
    const r = playTile(state, play, { payments: ['red'] });
    if (r.ok || r.reason !== 'decision-needed') throw new Error('expected a second payment');
    expect(r.decision).toMatchObject({ kind: 'payment', nth: 2, of: 2, for: 'migration', civilizations: ['red'] });
    const { state: next, events } = resolved(playTile(state, play, { payments: ['red', 'blue'] }));
    expect(eventsOf(events, 'follower-paid').map((e) => [e.colour, e.for])).toEqual([
      ['red', 'war'],
      ['blue', 'migration'],
    ]);
    expect(eventsOf(events, 'civilization-destroyed').map((e) => [e.colour, e.cause])).toEqual([
      ['red', 'no-land'],
      ['yellow', 'war'],
    ]);
    expect(Object.keys(next.markers)).toEqual(['blue']);
    // With one follower for two payments, the move is refused.
    expectRefusal(playTile(withFollowers({ blue: 1 }, { yellow: 1, red: 1 }), play), 'no-follower-to-pay');
  });
});
