/**
 * The worked examples as data: each file is validated, run through the
 * engine, and the outcome the source states (or, for the examples the site
 * adds, the outcome its rules give) is checked here; the data files hold
 * inputs only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accepted, workedExamples } from '../workedExamples';
import { boraBoraExample, type BoraBoraExample } from '../../schemas/bora-bora-example';
import type { Choices } from './choices';
import { valuesThatFit } from './dice';
import { finalScoring, type FinalChoices } from './final';
import { placeDie, type DiePlacement } from './phaseA';
import { phaseBStep, type PhaseBStep } from './phaseB';
import { resolvePhaseC } from './phaseC';
import { buildPosition } from './position';
import { spreadOptions } from './spread';
import type { BoraBoraState } from './state';
import { eventsOf, expectRefusal, resolved } from './test-support';

const DIR = join(process.cwd(), 'content', 'bora-bora', 'examples');
const IDS = ['dice-placement', 'spread', 'helper-action', 'temple', 'fire-bonus', 'combine-tiles', 'gods', 'phase-c', 'final-scoring'] as const;

const { ofKind: load, expectOneFileEach } = workedExamples('bora-bora', boraBoraExample, IDS);

const start = (example: BoraBoraExample): BoraBoraState => accepted(buildPosition(example.position));

type Move = Omit<DiePlacement, 'player'>;
const place = (s: BoraBoraState, move: Move, choices: Choices = {}) => placeDie(s, { player: s.order[s.active] ?? 0, ...move }, choices);

describe('worked examples as data', () => {
  it('there is exactly one valid data file per example, named after its kind', () => {
    expectOneFileEach();
  });

  it('every layout an example brings is marked illustrative', () => {
    for (const id of IDS) {
      const example = load(id);
      if (example.position.layout) expect(example.position.layout.illustrative).toBe(true);
      expect(start(example).layout.illustrative).toBe(true);
    }
  });

  it('the schema names the field of a broken example', () => {
    const bad = { ...load('temple'), move: { die: 7, spot: 'temple' } };
    const parsed = boraBoraExample.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['move', 'die']);
    const unreachable = structuredClone(load('temple'));
    unreachable.position.temple = [0, 0, 0, 0, 0, null];
    const r = boraBoraExample.safeParse(unreachable);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['position']);
  });

  it('no example writes down an outcome', () => {
    for (const id of IDS) {
      const text = readFileSync(join(DIR, `${id}.yaml`), 'utf8');
      expect(text).not.toMatch(/^\s*(expected|outcome|result|events):/m);
    }
  });
});

describe('dice-placement: only a die below the lowest fits; blue and white gods', () => {
  const example = load('dice-placement');
  const s = start(example);
  const results = example.attempts.map((a) => place(s, a.move, a.choices));

  it("the source's example: with a 5 and a 3 on the tile only a 1 or a 2 fits", () => {
    expect(valuesThatFit(s, 'helper').plain).toEqual([1, 2]);
    expectRefusal(results[0]!, 'die-not-lower');
    expectRefusal(results[1]!, 'die-not-lower');
    expect(eventsOf(resolved(results[2]!).events, 'die-placed')[0]).toMatchObject({ value: 2, lowestBefore: 3, actsAs: 2 });
  });

  it('with a blue god the 6 goes on the tile; with a white god the 2 acts as a 6 but stays a 2', () => {
    expect(resolved(results[3]!).state.dice.helper?.at(-1)).toEqual({ player: 0, value: 6, blue: true });
    const white = resolved(results[4]!);
    expect(eventsOf(white.events, 'helper-budget')[0]?.budget).toBe(6);
    expect(white.state.dice.helper?.at(-1)?.value).toBe(2);
    expectRefusal(results[5]!, 'die-not-lower');
  });
});

describe('spread: land and water paths by die value', () => {
  const example = load('spread');
  const s = start(example);
  const reach = (path: 'land' | 'water', die: number) => spreadOptions(s, 0, path, die).map((o) => o.region);

  it("the source's example: by water a 5 or 6 reaches the south plain and a 4, 5 or 6 the east beach", () => {
    expect(reach('water', 3)).toEqual([]);
    expect(reach('water', 4)).toEqual(['east-beach']);
    expect(reach('water', 5)).toEqual(['south-plain', 'east-beach']);
    expect(reach('water', 6)).toEqual(['south-plain', 'east-beach']);
  });

  it('by land a 4, 5 or 6 reaches the northern plain and 2 to 6 the western beach; the forests never', () => {
    expect(reach('land', 1)).toEqual([]);
    expect(reach('land', 2)).toEqual(['centre-west-beach']);
    expect(reach('land', 4)).toEqual(['centre-north-plain', 'centre-west-beach']);
    for (const q of example.reach) expect(reach(q.path, q.die)).not.toEqual(expect.arrayContaining(['south-forest']));
    for (const q of example.reach) expect(reach(q.path, q.die)).not.toEqual(expect.arrayContaining(['east-forest']));
  });

  it("settling on the beach moves Bartek's hut aside, in the same region", () => {
    const r = resolved(place(s, example.move, example.choices));
    expect(r.state.regions.find((x) => x.id === 'east-beach')).toMatchObject({ site: 0, aside: [1] });
    expect(eventsOf(r.events, 'resource-taken')[0]).toMatchObject({ resource: 'sand' });
  });
});

describe("helper-action: the source's example with a 6", () => {
  const example = load('helper-action');
  const s = start(example);
  const ways = example.ways.map((w) => resolved(place(s, example.move, w)));
  const spent = (i: number) => eventsOf(ways[i]!.events, 'trade').reduce((n, t) => n + t.cost, 0);

  it('a wood, a tattoo, shells and two victory points use all six points', () => {
    expect(spent(0)).toBe(6);
    const ben = ways[0]!.state.players[0];
    expect(ben?.ritual[2]).toBe('material');
    expect(ben?.score).toBe(2);
    expect(ben?.spaces[0]?.person?.shifted).toBe(true);
    expect(ben?.spaces[3]?.person?.shifted).toBe(true);
  });

  it('a god card, a gift and a material cost six under the rule (the source says five: see the discrepancy)', () => {
    expect(example.discrepancy).toBeDefined();
    expect(spent(1)).toBe(6);
    expect(ways[1]!.state.players[0]).toMatchObject({ gifts: 1, godCards: ['green'] });
  });

  it('or six people shifted, or two god cards and two victory points', () => {
    expect(ways[2]!.state.players[0]?.spaces.filter((x) => x.person?.shifted)).toHaveLength(6);
    expect(ways[3]!.state.players[0]).toMatchObject({ godCards: ['blue', 'yellow'], score: 2 });
    expect(ways[3]!.state.godDisplay[0]).toBe('green'); // the face-up card taken is replaced from the deck
  });
});

describe('temple: a priest on an occupied field pushes the line', () => {
  const example = load('temple');
  const r = resolved(place(start(example), example.move, example.choices));

  it('each priest in the way moves one field right, and the last one goes back to its owner', () => {
    expect(r.state.temple).toEqual([null, 0, 1, 2, 1, 2]);
    expect(eventsOf(r.events, 'priest-pushed').map((e) => [e.owner, e.from, e.to])).toEqual([
      [1, 1, 2],
      [2, 2, 3],
      [1, 3, 4],
      [2, 4, 5],
    ]);
    expect(eventsOf(r.events, 'priest-returned')).toEqual([{ type: 'priest-returned', owner: 0, from: 5 }]);
    expect(r.state.players[0]?.priests).toBe(3);
  });

  it('the new priest brings a fire bonus', () => {
    expect(eventsOf(r.events, 'fire-bonus')).toHaveLength(1);
  });
});

describe("fire-bonus: Cleo's choice", () => {
  const example = load('fire-bonus');
  const r = resolved(place(start(example), example.move, example.choices));

  it('Cleo takes a god card instead of a gift and a shell instead of a step', () => {
    expect(r.state.players[0]).toMatchObject({ godCards: ['green'], shells: 1, gifts: 0, position: 0 });
  });

  it('only one thing from each pair is on offer', () => {
    const d = place(start(example), example.move, { templeField: 4 });
    expect(d.ok === false && d.reason === 'decision-needed' && d.decision.kind === 'fire' ? d.decision.options : []).toHaveLength(4);
  });
});

describe("combine-tiles: Don's two Pioneer men", () => {
  const example = load('combine-tiles');
  let s = start(example);
  const traces = example.steps.map(({ step, choices }) => {
    const r = resolved(phaseBStep(s, 0, step as PhaseBStep, choices));
    s = r.state;
    return r.events;
  });

  it('the two men, one tattooed, make one land path of value 4, not two of value 2', () => {
    expect(eventsOf(traces[0]!, 'persons-activated')[0]).toMatchObject({ sex: 'man', tiles: 2, strength: 4 });
    expect(eventsOf(traces[0]!, 'hut-placed')).toEqual([expect.objectContaining({ region: 'ridge', pathValue: 4 })]);
    expect(spreadOptions(start(example), 0, 'land', 4).map((o) => o.region)).not.toContain('grove');
  });

  it('the woman with the same ability is a separate action of her own strength', () => {
    expect(eventsOf(traces[1]!, 'persons-activated')[0]).toMatchObject({ sex: 'woman', tiles: 1, strength: 2 });
    expect(s.phase).toBe('B');
    expect(s.order[s.active]).toBe(1);
  });
});

describe("gods: Anna's three gods for one die", () => {
  const example = load('gods');
  const r = resolved(place(start(example), example.move, example.choices));

  it('a blue god puts her 3 above the 1, a white god makes it a 6 for a water path of 6, a red god scores 5 fish', () => {
    expect(eventsOf(r.events, 'god-played').map((e) => e.god)).toEqual(['blue', 'white', 'red']);
    expect(eventsOf(r.events, 'die-placed')[0]).toMatchObject({ value: 3, lowestBefore: 1, blue: true, actsAs: 6 });
    expect(eventsOf(r.events, 'hut-placed')[0]).toMatchObject({ region: 'far-plain', pathValue: 6 });
    expect(eventsOf(r.events, 'fish-scored')[0]).toMatchObject({ fish: 5 });
    expect(r.state.players[0]?.score).toBe(5);
  });

  it('three gods, three gifts', () => {
    expect(r.state.players[0]).toMatchObject({ gifts: 1, godCards: [] });
  });
});

describe('phase-c: position track, turn order, temple and god tile', () => {
  const example = load('phase-c');
  const r = resolved(resolvePhaseC(start(example), example.choices ?? {}));

  it('the marker on top of a shared space goes first; the new order follows the track', () => {
    expect(eventsOf(r.events, 'position-scored').map((e) => [e.player, e.points])).toEqual([
      [2, 2],
      [0, 2],
      [1, 1],
    ]);
    expect(eventsOf(r.events, 'turn-order')[0]?.order).toEqual([2, 0, 1]);
  });

  it('in round 3 each priest is worth 2; the tie for the god tile goes to the leftmost priest', () => {
    expect(eventsOf(r.events, 'temple-scored').map((e) => [e.player, e.points])).toEqual([
      [2, 2],
      [0, 4],
      [1, 4],
    ]);
    expect(eventsOf(r.events, 'god-tile-awarded')[0]).toMatchObject({ player: 1, tied: [0, 1], leftmostField: 0 });
  });

  it('is a whole Phase C: the round’s full jewellery column is bought from or passed on by all, then every player settles a task and takes a new one', () => {
    const before = start(example);
    expect(before.jewellery[before.round - 1]?.filter(Boolean)).toHaveLength(4);
    const bought = eventsOf(r.events, 'jewellery-bought');
    expect([...bought.map((e) => e.player), ...eventsOf(r.events, 'jewellery-passed').map((e) => e.player)].sort()).toEqual([0, 1, 2]);
    expect(eventsOf(r.events, 'jewellery-discarded')[0]?.count).toBe(4 - bought.length);
    // Every player holds three tasks and settles one: unaided (6), with a yellow god (4), or gives one up.
    expect(before.players.every((p) => p.tasks.length === 3)).toBe(true);
    expect(eventsOf(r.events, 'task-fulfilled').map((e) => [e.player, e.points, e.yellow])).toEqual([
      [2, 6, false],
      [0, 4, true],
    ]);
    expect(eventsOf(r.events, 'task-dropped').map((e) => e.player)).toEqual([1]);
    expect(eventsOf(r.events, 'task-taken').map((e) => e.player)).toEqual([2, 0, 1]);
    expect(r.state.players.every((p) => p.tasks.length === 3)).toBe(true);
  });
});

describe("final-scoring: Ala's end-game sheet", () => {
  const example = load('final-scoring');
  const choices: FinalChoices = { yellow: Object.fromEntries(Object.entries(example.choices?.yellow ?? {}).map(([k, v]) => [Number(k), v])) };
  const r = finalScoring(start(example), choices);
  if (!r.ok) throw new Error(r.reason);
  const sheet = r.value.sheets[0]!;

  it('tasks: 6 for one met, 4 for one met with a yellow god, 0 for one failed', () => {
    expect(sheet.tasks.map((t) => t.points)).toEqual([6, 4, 0]);
  });

  it('god tiles, fish beside her huts on building sites (not the one moved aside), jewellery', () => {
    expect(sheet.godTiles.points).toBe(4);
    expect(sheet.fish.map((f) => f.region)).not.toContain('north-beach');
    expect(sheet.fishPoints).toBe(3 + 1 + 2 + 5);
    expect(sheet.jewellery).toEqual({ count: 6, points: 30 });
  });

  it('bonuses for full ritual spaces and six jewellery, not for buildings, tasks, regions or people', () => {
    expect(sheet.bonuses).toEqual({ tasks: false, jewellery: true, ritual: true, buildings: false, regions: false, persons: false });
    expect(sheet.total).toBe(87 + 10 + 4 + 11 + 30 + 12);
    expect(r.value.ranking[0]).toBe(0);
  });
});
