/**
 * The Bora Bora sandbox played whole, through its own machine: random seats (someone at the
 * screen or the engine's player); the engine's players move by themselves, and the "people" here
 * answer with a random input the rules offer. Checked on every game: the machine never refuses an
 * input it was given from the rules' own offer, the address round-trips at every input (read back,
 * it names the same setup, seats and inputs), and the final scores equal the engine's own final
 * scoring when the recorded inputs are played again straight through `boraBoraEngine` (a second
 * path: the driver, not the machine). `SANDBOX_GAMES=200` plays 200 games per player count.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { at } from '../../../games/choiceEngine';
import { boraBoraEngine, newGame } from '../../../games/bora-bora';
import { sampleSetup } from '../../../games/bora-bora/illustrative';
import { picker } from '../../../games/bora-bora/random-play';
import { playMachine, type SeatKind } from '../../sandbox/playMachine';
import { readBoraAddress, writeBoraAddress } from './address';
import { decodeInput } from './codec';
import { offeredCodes } from './enginePlayer';
import { applyCode, boraRules, decisionOf, positionOf, seatToAct, type BoraTable } from './rules';

const GAMES = Number(process.env.SANDBOX_GAMES ?? 6);
const names = ['Ala', 'Bartek', 'Celina', 'Dawid'];

/** A random input from the rules' offer at this table (a random helper spend for trades). */
function randomCode(t: BoraTable, rnd: ReturnType<typeof picker>): string {
  const d = decisionOf(t);
  if (d?.kind === 'trades') return `t${'p'.repeat(rnd.pick(Array.from({ length: d.budget + 1 }, (_, i) => i)))}`;
  const offered = offeredCodes(t);
  while (offered.length > 0) {
    const code = rnd.pick(offered);
    if (applyCode(t, code).ok) return code;
    offered.splice(offered.indexOf(code), 1);
  }
  throw new Error(`nothing offered is accepted: ${positionOf(t).phase} ${JSON.stringify(decisionOf(t))} ${offeredCodes(t).map((c) => `${c}:${JSON.stringify(applyCode(t, c))}`).join(' ')}`.slice(0, 3000));
}

/** The final sheets the engine itself gives for the same setup and inputs, played through its own contract. */
function engineTotals(players: number, seed: number, codes: readonly string[]): number[] {
  const g = newGame(sampleSetup(names.slice(0, players), seed));
  if (!g.ok) throw new Error(g.reason);
  let table = at(g.value) as BoraTable['engine'];
  let totals: number[] = [];
  for (const code of codes) {
    const input = decodeInput(table.pending?.at ?? table.position, table.pending?.decision ?? null, code);
    if (!input) throw new Error(`unreadable ${code}`);
    const r = boraBoraEngine.apply(table, input);
    if (!r.ok) throw new Error(`${code}: ${r.reason}`);
    table = r.state;
    const scored = r.events.find((e) => e.type === 'game-scored');
    if (scored) totals = scored.sheets.map((s) => s.total);
  }
  return totals;
}

function playGame(players: number, seed: number): { inputs: number; ms: number } {
  const rnd = picker(seed);
  const seats: SeatKind[] = Array.from({ length: players }, () => (rnd.chance(0.5) ? 'engine' : 'human'));
  const t0 = performance.now();
  const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players, seed }, seats } } }).start();
  for (let guard = 0; guard < 2000; guard++) {
    const c = actor.getSnapshot().context;
    if (c.table.final) break;
    const seat = seatToAct(c.table);
    expect(seat, `seed ${seed}: nobody to act, phase ${positionOf(c.table).phase}`).not.toBeNull();
    const code = randomCode(c.table, rnd);
    actor.send({ type: 'INPUT', code });
    const after = actor.getSnapshot().context;
    expect(after.refusal, `seed ${seed}: ${code} refused`).toBeNull();
    const tl = after.timeline;
    const back = readBoraAddress(writeBoraAddress(tl.start, tl.moves, tl.cursor));
    expect(back.start).toEqual(tl.start);
    expect(back.moves).toEqual(tl.moves);
  }
  const c = actor.getSnapshot().context;
  const ms = performance.now() - t0;
  expect(c.table.final, `seed ${seed}: the game did not end`).not.toBeNull();
  const machineTotals = c.table.final!.sheets.map((sheet: { total: number }) => sheet.total);
  expect(machineTotals).toEqual(engineTotals(players, seed, c.timeline.moves));
  expect(machineTotals).toEqual(positionOf(c.table).players.map((p) => p.score));
  return { inputs: c.timeline.moves.length, ms };
}

describe('the Bora Bora sandbox plays whole games through its machine', () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES} games of ${players} with random seats`, () => {
      let inputs = 0;
      let ms = 0;
      for (let g = 0; g < GAMES; g++) {
        const r = playGame(players, 1000 * players + g);
        inputs += r.inputs;
        ms += r.ms;
      }
      console.log(`[sandbox] ${players} players: ${GAMES} games, ${inputs} inputs, ${(ms / GAMES).toFixed(0)} ms a game`);
    }, 5_000 + GAMES * 2_000);
  }

  it('a whole 4-player game of engine players only', () => {
    const t0 = performance.now();
    const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players: 4, seed: 42 }, seats: ['engine', 'engine', 'engine', 'engine'] } } }).start();
    const c = actor.getSnapshot().context;
    console.log(`[sandbox] 4 engine players: ${c.timeline.moves.length} inputs in ${(performance.now() - t0).toFixed(0)} ms`);
    expect(c.table.final).not.toBeNull();
    // The engine's players take gods and people into account: over the game some god is played and someone takes a man or woman.
    const events = (c.timeline.tables as BoraTable[]).flatMap((t) => t.events.map((e) => e.type));
    expect(events).toContain('god-played');
    expect(events).toContain('person-taken');
  });
});
