/**
 * The main board's displays as the sandbox draws them hold what the engine's table holds, at every table
 * of a whole game played through the sandbox's own machine: the men and women on offer (and a tile taken
 * leaves its space empty), the stacks, the task tiles, the jewellery, the face-up God cards and the status track.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { positionRanking, type BoraBoraState } from '../../games/bora-bora';
import { playMachine } from '../sandbox/playMachine';
import { displaysOf } from './displays';
import { boraRules, positionOf, type BoraTable } from './sandbox/rules';

function wholeGame(players: number, seed: number): BoraTable[] {
  const actor = createActor(playMachine, { input: { rules: boraRules(['Ala', 'Bartek', 'Celina', 'Dawid']), start: { setup: { players, seed }, seats: Array(players).fill('engine') } } }).start();
  return actor.getSnapshot().context.timeline.tables as BoraTable[];
}

const onOffer = (d: ReturnType<typeof displaysOf>['men']) => d.spaces.filter((x) => x.tile !== null).length;

/** Every figure of the displays against the state it was read from. */
function expectSame(s: BoraBoraState): void {
  const d = displaysOf(s);
  expect(onOffer(d.men)).toBe(s.men.display.filter(Boolean).length);
  expect(onOffer(d.women)).toBe(s.women.display.filter(Boolean).length);
  expect(d.men.spaces.map((x) => x.tile)).toEqual(s.men.display);
  expect(d.women.spaces.map((x) => x.field)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(d.men.stack).toBe(s.men.stack.length);
  expect(d.women.stack).toBe(s.women.stack.length);
  expect(d.tasks.tiles.map((x) => x.id)).toEqual(s.taskDisplay.map((x) => x.id));
  expect(d.tasks.stack).toBe(s.taskStack.length);
  expect(d.jewellery.map((c) => c.tiles)).toEqual(s.jewellery);
  expect(d.jewellery.filter((c) => c.now).map((c) => c.round)).toEqual(s.phase === 'over' ? [] : [s.round]);
  expect(d.gods).toEqual({ faceUp: s.godDisplay, deck: s.godDeck.length, discard: s.godDiscard.length, templeTiles: s.templeGodTiles });
  // Each space's stack from the top down in the rules' ranking; the spaces from the lowest up.
  const spaceOf = (seat: number) => Math.min(s.players[seat]!.position, d.track.length - 1);
  expect(d.track.flatMap((x) => x.seats)).toEqual([...positionRanking(s)].sort((a, b) => spaceOf(a) - spaceOf(b)));
  for (const seat of s.players.keys()) expect(d.track.find((x) => x.seats.includes(seat))!.space).toBe(spaceOf(seat));
}

describe('the main board’s displays', () => {
  for (const players of [2, 4]) {
    const tables = wholeGame(players, 7);
    it(`hold what the engine’s table holds, at every table of a ${players}-player game`, () => {
      for (const t of tables) expectSame(positionOf(t));
    });

    it(`show a man or woman taken as an empty space until the display is refilled (${players} players)`, () => {
      const taken = tables.flatMap((t) => t.events.filter((e) => e.type === 'person-taken').map((e) => ({ t, e })));
      let checked = 0;
      for (const { t, e } of taken) {
        if (e.type !== 'person-taken' || t.events.some((x) => x.type === 'displays-refilled')) continue;
        const d = displaysOf(positionOf(t));
        expect(d[e.sex === 'man' ? 'men' : 'women'].spaces[e.field - 1]!.tile).toBeNull();
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
