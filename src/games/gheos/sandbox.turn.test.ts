import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GheosAction } from './actions';
import { civilizationActions } from './legal';
import { createRng, randomInt, type Rng } from './random';
import { randomGame, randomTilePlay, randomAnswer } from './random-play';
import type { Answered } from '../choiceEngine';
import type { Decision } from './choices';
import { choicesFrom, type GheosAnswer } from './engine';
import { freshTurn, playAtTable, type Table, type TablePlay } from './sandbox';
import { COLOURS, type GheosState } from './state';
import type { GheosEvent } from './events';
import { position, row } from './test-support';

const SEED = Number(process.env.GHEOS_PROPERTY_SEED ?? 1_597_463);

/** Two continents-to-be: the start tile and a bare landmass beside it; Adam holds two tiles. */
const start = (hand = ['lll', 'sss'], extra: Partial<Parameters<typeof position>[0]> = {}): Table => ({
  state: position({
    players: [{ name: 'Adam', hand }, { name: 'Ewa', hand: ['ccc', 'lll'] }],
    board: row(['*lll.WW', 'lll']),
    stacks: [['lll.W', 'E', 'ccc', 'E', 'E', 'E', 'E', 'E', 'sss']],
    ...extra,
  }),
  turn: freshTurn(),
});

function then(r: TablePlay): Table {
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.table;
}
const refusal = (r: TablePlay) => (r.ok ? 'ok' : r.reason);
const sea: GheosAction = { type: 'place', hand: 1, at: [0, 2], rot: 0 };

describe('a turn, step by step (section "Your turn")', () => {
  it('lays one tile, then founds one civilization, and no second of either', () => {
    let t = then(playAtTable(start(), sea));
    expect(t.turn.tile).toBe('place');
    expect(refusal(playAtTable(t, { type: 'place', hand: 0, at: [1, 1], rot: 0 }))).toBe('tile-already-played');
    t = then(playAtTable(t, { type: 'found', colour: 'red', at: [0, 0] }));
    expect(t.state.players[0]?.followers.red).toBe(2);
    expect(refusal(playAtTable(t, { type: 'found', colour: 'blue', at: [0, 1] }))).toBe('civilization-already-done');
    expect(refusal(playAtTable(t, { type: 'take', colour: 'red' }))).toBe('civilization-already-done');
  });

  it('keeps the order of the steps: no civilization before the tile, no tile after the civilization', () => {
    expect(refusal(playAtTable(start(), { type: 'found', colour: 'red', at: [0, 0] }))).toBe('tile-first');
    expect(refusal(playAtTable(start(), { type: 'draw' }))).toBe('tile-first');
    const t = then(playAtTable(then(playAtTable(start(), sea)), { type: 'found', colour: 'red', at: [0, 0] }));
    expect(refusal(playAtTable(t, { type: 'place', hand: 0, at: [1, 1], rot: 0 }))).toBe('tile-already-played');
    // With an empty hand step 1 is passed over; once step 2 is done it cannot come back.
    const passed = then(playAtTable(start([]), { type: 'found', colour: 'red', at: [0, 0] }));
    expect(refusal(playAtTable(passed, { type: 'place', hand: 0, at: [1, 1], rot: 0 }))).toBe('step-passed');
    expect(refusal(playAtTable(then(playAtTable(passed, { type: 'individual-scoring' })), { type: 'take', colour: 'red' }))).toBe('civilization-already-done');
  });

  it('plays at most one scoring token, after step 2, and no step 2 after it', () => {
    let t = then(playAtTable(start(), sea));
    expect(refusal(playAtTable(t, { type: 'individual-scoring' }))).toBe('civilization-first');
    t = then(playAtTable(t, { type: 'found', colour: 'red', at: [0, 0] }));
    t = then(playAtTable(t, { type: 'individual-scoring' }));
    expect(t.state.players[0]?.tokens).toBe(2);
    expect(refusal(playAtTable(t, { type: 'individual-scoring' }))).toBe('token-already-played');
  });

  it('the draw ends the turn: the hand is back to two, the next player starts afresh', () => {
    let t = then(playAtTable(then(playAtTable(start(), sea)), { type: 'found', colour: 'red', at: [0, 0] }));
    t = then(playAtTable(t, { type: 'draw' }));
    expect(t.state.active).toBe(1);
    expect(t.state.players[0]?.hand).toEqual(['lll', 'lll.W']);
    expect(t.turn).toEqual(freshTurn());
    // Ewa may take a follower of the red civilization, after her tile.
    t = then(playAtTable(t, { type: 'place', hand: 0, at: [1, 0], rot: 0 }));
    expect(refusal(playAtTable(t, { type: 'take', colour: 'red' }))).toBe('ok');
  });

  it('with no tile in hand step 1 is passed over; with nothing to found or take, step 2 too', () => {
    const empty = start([]);
    expect(refusal(playAtTable(empty, { type: 'found', colour: 'red', at: [0, 0] }))).toBe('ok');
    const bare: Table = { state: position({ players: [{ name: 'A' }, { name: 'B' }], board: row(['*sss']), stacks: [['lll']] }), turn: freshTurn() };
    const drawn = then(playAtTable(bare, { type: 'draw' }));
    expect(drawn.state.active).toBe(1);
  });

  it('an epoch tile drawn scores at once, and the sixth ends a two-player game', () => {
    let t = then(playAtTable(then(playAtTable(start(), sea)), { type: 'found', colour: 'red', at: [0, 0] }));
    t = then(playAtTable(t, { type: 'draw' }));
    expect(t.state.epochsRevealed).toBe(0);
    t = then(playAtTable(t, { type: 'place', hand: 0, at: [1, 0], rot: 0 }));
    t = then(playAtTable(t, { type: 'take', colour: 'red' }));
    const r = playAtTable(t, { type: 'draw' });
    expect(r.ok && r.events.filter((e) => e.type === 'epoch-scored')).toHaveLength(1);
    t = then(r);
    expect(t.state.epochsRevealed).toBe(1);
    const more = start(['lll', 'sss'], { stacks: [['E', 'E', 'E', 'E', 'E', 'E', 'sss']] });
    const last = then(playAtTable(then(playAtTable(then(playAtTable(more, sea)), { type: 'found', colour: 'red', at: [0, 0] })), { type: 'draw' }));
    expect(last.state.epochsRevealed).toBe(6);
    expect(last.state.over?.cause).toBe('epochs');
    expect(refusal(playAtTable(last, { type: 'draw' }))).toBe('game-over');
  });
});

/** Any action at all, legal or not, as a careless or mischievous player might try it. */
function anyAction(state: GheosState, rng: Rng): GheosAction {
  const roll = randomInt(rng, 6);
  if (roll === 0) {
    const play = randomTilePlay(state, rng);
    if (play) return { type: play.kind, hand: play.hand, at: play.at, rot: play.rot };
  }
  if (roll <= 1) {
    const civ = civilizationActions(state);
    const pick = civ[randomInt(rng, civ.length)];
    if (pick && pick.kind !== 'none') return pick.kind === 'found' ? { type: 'found', colour: pick.colour, at: pick.at } : { type: 'take', colour: pick.colour };
  }
  if (roll === 2) return { type: 'take', colour: COLOURS[randomInt(rng, COLOURS.length)] ?? 'red' };
  if (roll === 3) return { type: 'individual-scoring' };
  if (roll === 4) return { type: 'draw' };
  const play = randomTilePlay(state, rng);
  return play ? { type: play.kind, hand: play.hand, at: play.at, rot: play.rot } : { type: 'draw' };
}

const STEP: Partial<Record<GheosEvent['type'], 1 | 2 | 3>> = { 'tile-placed': 1, 'civilization-founded': 2, 'follower-taken': 2, 'scoring-token-played': 3 };

describe('nobody acts twice in one turn (property)', () => {
  it('over random games of random tries, each turn has at most one tile, one civilization action and one token, in that order, all by one player', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, players) => {
        const rng = createRng(seed);
        let table: Table = { state: randomGame(seed, players, rng), turn: freshTurn() };
        let done: number[] = [];
        let actor = table.state.active;
        for (let i = 0; i < 400 && !table.state.over; i++) {
          const action = anyAction(table.state, rng);
          const answered: Answered<Decision, GheosAnswer>[] = [];
          let r = playAtTable(table, action, {});
          for (let k = 0; k < 20 && !r.ok && r.reason === 'decision-needed' && 'decision' in r; k++) {
            const given = randomAnswer(r.decision, rng);
            if (given === undefined) break;
            answered.push({ decision: r.decision, answer: given });
            const choices = choicesFrom(answered);
            if (!choices.ok) break;
            r = playAtTable(table, action, choices.value);
          }
          if (!r.ok) continue;
          for (const e of r.events) {
            const step = STEP[e.type];
            if (step) {
              expect(done.includes(step), `step ${step} twice in a turn`).toBe(false);
              expect(done.every((s) => s < step), `step ${step} after ${done.join(',')}`).toBe(true);
              done.push(step);
              expect('player' in e && e.player).toBe(actor);
            }
            if (e.type === 'turn-ended') {
              expect(e.player).toBe(actor);
              done = [];
              actor = e.next;
            }
          }
          table = r.table;
          expect(table.state.active).toBe(actor);
        }
      }),
      { numRuns: Number(process.env.GHEOS_PROPERTY_RUNS ?? 40), seed: SEED },
    );
  }, 60_000);
});
