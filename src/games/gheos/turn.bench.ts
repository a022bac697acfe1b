/**
 * How long one turn takes on a crowded board: 50 tiles, a replacement that
 * splits blue's continent, sends blue onto red's continent and so into a war
 * it loses, then a follower taken and a tile drawn.
 * Run with `npx vitest bench --run src/games/gheos`.
 */
import { expect, test } from 'vitest';
import { buildPosition, type PositionInput } from './position';
import { createRng } from './random';
import { computeRegions } from './regions';
import { syntheticTile } from './synthetic';
import { playTile } from './tilePlay';
import { resolveTurn, type Turn } from './turn';

function crowdedBoard(): PositionInput['board'] {
  const rng = createRng(2024);
  const board: PositionInput['board'] = [
    // The war-and-migration gadget: blue along row 0, red above the middle tile (0,3).
    { at: [0, 1], tile: '*sll.W', rot: 0 },
    { at: [0, 2], tile: 'sll', rot: 0 },
    { at: [0, 3], tile: 'sll', rot: 0 },
    { at: [0, 4], tile: 'sll.S', rot: 0 },
    { at: [0, 5], tile: 'sll.WS', rot: 0 },
    { at: [-1, 3], tile: 'lll.C', rot: 0 },
    { at: [-1, 4], tile: 'sll.W', rot: 0 },
  ];
  // Row 1 turns sea towards row 0, so the gadget stays as it is.
  for (let c = 0; c <= 6; c++) board.push({ at: [1, c], tile: 'sll.C', rot: 0 });
  for (let r = 2; r <= 5; r++) {
    for (let c = 0; c <= 8; c++) board.push({ at: [r, c], tile: syntheticTile(rng), rot: ((r + c) % 3) as 0 | 1 | 2 });
  }
  return board;
}

const built = buildPosition({
  active: 'Tom',
  players: [
    { name: 'Adam', followers: { red: 1, green: 2 } },
    { name: 'Ewa', followers: { blue: 2 } },
    { name: 'Tom', hand: ['lls', 'ccc'], followers: { blue: 1, red: 1 } },
  ],
  board: crowdedBoard(),
  markers: { blue: [0, 2], red: [-1, 4], green: [1, 0] },
  stacks: [['sll.W', 'lcl'], ['E', 'ccs']],
});
if (!built.ok) throw new Error(`bench position: ${built.reason} ${JSON.stringify(built.detail)}`);
const state = built.value;
const turn: Turn = {
  tile: { kind: 'replace', hand: 0, at: [0, 3], rot: 0 },
  civilization: { kind: 'take', colour: 'red' },
  draw: [0],
};
const choices = { payments: ['blue' as const] };

const check = resolveTurn(state, turn, choices);
if (!check.ok || !check.value.events.some((e) => e.type === 'war-lost-on-arrival')) {
  throw new Error('the bench turn no longer causes a migration into a war');
}

test(`one turn on a ${Object.keys(state.board).length}-tile board`, async ({ bench }) => {
  const results = await bench.compare(
    bench('resolveTurn: replacement, migration, war lost on arrival, take, draw', () => {
      resolveTurn(state, turn, choices);
    }),
    bench('playTile alone: the replacement and all it causes', () => {
      playTile(state, { kind: 'replace', hand: 0, at: [0, 3], rot: 0 }, choices);
    }),
    bench('computeRegions: continents and islands of the whole board', () => {
      computeRegions(state.board);
    }),
  );
  expect(results).toBeDefined();
});
