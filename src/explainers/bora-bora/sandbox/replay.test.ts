import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { playMachine } from '../../sandbox/playMachine';
import { eventMessage } from '../captions';
import { stateOfView } from '../tableView';
import { lastRound, roundSteps } from './replay';
import { boraRules, positionOf, type BoraTable } from './rules';

/** A game of engine players only, played through the sandbox's machine to its end. */
function wholeGame(players: number, seed: number) {
  const actor = createActor(playMachine, { input: { rules: boraRules(['Ala', 'Bartek', 'Celina', 'Dawid']), start: { setup: { players, seed }, seats: Array(players).fill('engine') } } }).start();
  return actor.getSnapshot().context.timeline;
}

describe('the last round stepped through like an example', () => {
  const tl = wholeGame(3, 11);
  const at = (cursor: number) => ({ ...tl, cursor });

  it('covers the round shown from its start, or the round before when the round shown has only just begun', () => {
    const mid = tl.tables.findIndex((t) => positionOf(t).round === 3 && positionOf(t).phase === 'B');
    const { round, from } = lastRound(at(mid));
    expect(round).toBe(3);
    expect(positionOf(tl.tables[from]!).round).toBe(3);
    expect(positionOf(tl.tables[from - 1]!).round).toBe(2);
    const begun = tl.tables.findIndex((t) => positionOf(t).round === 4);
    expect(lastRound(at(begun)).round).toBe(3);
  });

  it('tells every die the sandbox recorded as a step, in the examples’ words, and ends on the very table the game is at', () => {
    const mid = tl.tables.findIndex((t) => positionOf(t).round === 3 && positionOf(t).phase === 'C');
    const r = roundSteps(at(mid))!;
    const { from } = lastRound(at(mid));
    // A second path: the events the machine kept with each table, captioned as the examples caption them. Each
    // die placed is a step of its own (follow-up events may join a step, or fold into it, as in the examples).
    const placed = tl.tables.slice(from + 1, mid + 1).flatMap((t: BoraTable) => t.events.filter((e) => e.type === 'die-placed').map((e) => eventMessage(positionOf(t), e)));
    const told = r.steps.map((s) => s.caption);
    expect(placed.length).toBeGreaterThan(0);
    // Each die its own step: every placement found among the captions, none used twice.
    const left = [...told];
    for (const line of placed) {
      const i = left.findIndex((m) => JSON.stringify(m) === JSON.stringify(line));
      expect(i, JSON.stringify(line)).toBeGreaterThanOrEqual(0);
      left.splice(i, 1);
    }
    expect(r.steps.length).toBeGreaterThan(5);
    expect(stateOfView(r.steps.at(-1)!.view)).toEqual(positionOf(tl.tables[mid]!));
    expect(stateOfView(r.steps[0]!.view)).toEqual(positionOf(tl.tables[from]!));
  });

  it('has nothing to step through before anything has happened', () => {
    expect(roundSteps(at(0))).toBeNull();
  });
});

describe('the round stepped through keeps God cards hidden', () => {
  it('shows an engine seat’s God cards only as a number on every step, and a seat at the screen’s as they are', () => {
    // A whole game of engine players, stepped through as if Ala had played hers at this screen.
    const whole = wholeGame(2, 5);
    const cursor = whole.tables.findIndex((t) => positionOf(t).round === 1 && positionOf(t).phase === 'B');
    const tl = { ...whole, cursor, start: { ...whole.start, seats: ['human', 'engine'] as ('human' | 'engine')[] } };
    const r = roundSteps(tl)!;
    expect(r.steps.length).toBeGreaterThan(0);
    for (const step of r.steps) {
      const [ala, bartek] = [step.view.players[0]!, step.view.players[1]!];
      expect(bartek.godCards).toEqual([]);
      expect(bartek.hiddenCards).toBe(stateOfView(step.view)?.players[1]!.godCards.length ?? bartek.hiddenCards);
      expect(ala.hiddenCards).toBeUndefined();
    }
    // Round 1: both hold God cards (2 each at the start), so there is something to hide.
    expect(r.steps.every((step) => step.view.players[1]!.hiddenCards! > 0 && step.view.players[0]!.godCards.length > 0)).toBe(true);
  });
});
