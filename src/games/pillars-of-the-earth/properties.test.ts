/**
 * Property tests: random tables, seeds and legal choices, checking that gold,
 * workers, cards and builders are neither created nor lost except as the
 * rules say, and that the caps hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at } from '../choiceEngine';
import { play } from '../driver';
import { MIN_MOVES, propertyRun } from '../property-run';
import { builderCost } from './cost-track';
import { CRAFTSMAN_ROW_LIMIT } from './craftsmen';
import type { BishopChoice } from './decisions';
import { pillarsEngine, type PillarsAnswer, type PillarsMove } from './engine';
import { resolveEvent, TAX_GOLD } from './event';
import { buildPosition, type PositionInput } from './position';
import { dealFirstRound, setupGame } from './setup';
import { eventsOf, RESOURCE_DECK, resolved } from './test-support';
import type { PillarsEvent } from './trace';
import { COLOURS, RESOURCES, type Colour, type PillarsState, type PlayerState } from './types';
import { resolveWoolMill, WEALTH_CAP } from './wool-mill';
import { STARTING_WORKERS, workerCount } from './workers';

const property = propertyRun('pillars-of-the-earth', 20_240_613, 'src/games/pillars-of-the-earth/properties.test.ts');
const RUNS = Number(process.env.PILLARS_PROPERTY_RUNS ?? 200);
const settings = property.settings(RUNS);

/**
 * Plays one phase step through the shared driver, answering every decision with `pick` and
 * counting each random legal move it makes (a draft move, a builder step, the Bishop's choice).
 */
function played(start: PillarsState, move: PillarsMove, pick: (options: readonly PillarsAnswer[]) => PillarsAnswer) {
  const answers: PillarsAnswer[] = [];
  const p = play(pillarsEngine, at(start), [move], (d) => {
    const a = pick(d.options);
    answers.push(a);
    return a;
  });
  if (!p.ok) throw new Error(`expected the phase to resolve, got ${p.reason} ${JSON.stringify(p.detail ?? {})}`);
  property.count(answers.length);
  return { state: p.state.position, events: p.trace.flatMap((step) => step.events), answers };
}

/** The same phase step with the same answers, in order. */
function replayed(start: PillarsState, move: PillarsMove, answers: readonly PillarsAnswer[]) {
  let k = 0;
  const p = play(pillarsEngine, at(start), [move], () => answers[k++]);
  return p.ok ? p.state.position : null;
}

/** Picks option `picks[k] % options.length` at the k-th decision. */
function picker(picks: readonly number[]) {
  let k = 0;
  return <C,>(options: readonly C[]): C => options[(picks[k++ % picks.length] ?? 0) % options.length] as C;
}

const DRAFT: PillarsMove = { phase: 'draft' };

const table = (input: PositionInput): PillarsState => {
  const built = buildPosition(input);
  if (!built.ok) throw new Error(`${built.reason} ${JSON.stringify(built.detail)}`);
  return built.value;
};

const playerCount = fc.integer({ min: 2, max: 4 });
const picks = fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 });

const draftTable = playerCount.chain((n) =>
  fc.record({
    n: fc.constant(n),
    start: fc.nat({ max: n - 1 }),
    wealth: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: n, maxLength: n }),
    extraCraftsmen: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
    resources: fc.subarray(RESOURCE_DECK, { maxLength: 7 }),
    workers: fc.array(fc.integer({ min: 2, max: 10 }), { minLength: 9, maxLength: 9 }),
    craftsmenCosts: fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 2 }),
    picks,
  }),
);

type DraftCase = typeof draftTable extends fc.Arbitrary<infer T> ? T : never;

function draftStart(c: DraftCase): PillarsState {
  const colours = COLOURS.slice(0, c.n);
  return table({
    players: colours.map((colour, i) => ({
      colour,
      wealth: c.wealth[i] ?? 0,
      craftsmen: [
        ...['x', 'y', 'z'].map((s) => ({ id: `${colour}-${s}` })),
        ...Array.from({ length: c.extraCraftsmen[i] ?? 0 }, (_, k) => ({ id: `${colour}-extra-${k}` })),
      ],
    })),
    startPlayer: colours[c.start] as Colour,
    pool: {
      resources: c.resources.map((card, i) => ({ ...card, workers: c.workers[i] ?? 2 })),
      craftsmen: c.craftsmenCosts.map((cost, i) => ({ id: `pool-${i}`, cost })),
    },
  });
}

/** Phase I from the case's table, answered with its picks. */
function playDraft(c: DraftCase) {
  const start = draftStart(c);
  return { start, ...played(start, DRAFT, picker(c.picks)) };
}

const handPlusPlaced = (p: PlayerState) => ({
  small: p.workers.small + p.woolMill.small + p.sites.reduce((s, x) => s + x.small, 0),
  large: p.workers.large + p.woolMill.large + p.sites.reduce((s, x) => s + x.large, 0),
});

/** In every case played, each player's gold at the end is their gold at the start less the cost of their `paid` events, and never below 0. */
function expectGoldPaidOnlyFor<C>(
  cases: fc.Arbitrary<C>,
  play: (c: C) => { start: PillarsState; state: PillarsState; events: PillarsEvent[] },
  paid: 'craftsman-taken' | 'builder-placed',
) {
  fc.assert(
    fc.property(cases, (c) => {
      const { start, state, events } = play(c);
      state.players.forEach((p, seat) => {
        const spent = eventsOf(events, paid).filter((e) => e.player === seat).reduce((s, e) => s + e.cost, 0);
        expect(p.wealth).toBe((start.players[seat]?.wealth ?? 0) - spent);
        expect(p.wealth).toBeGreaterThanOrEqual(0);
      });
    }),
    settings,
  );
}

describe('Phase I properties (random pools and moves)', () => {
  it('gold only leaves to pay for craftsmen, at their price, and never goes below 0', () => {
    expectGoldPaidOnlyFor(draftTable, playDraft, 'craftsman-taken');
  });

  it('every pawn is in hand, on a site or in the wool mill; after Phase I none is left in hand', () => {
    fc.assert(
      fc.property(draftTable, (c) => {
        const { state } = playDraft(c);
        for (const p of state.players) {
          expect(handPlusPlaced(p)).toEqual(STARTING_WORKERS);
          expect(workerCount(p.workers)).toBe(0);
          for (const s of p.sites) {
            const card = p.resourceCards.find((r) => r.id === s.card);
            expect(workerCount(s)).toBe(card?.workers);
          }
        }
      }),
      settings,
    );
  });

  it('every card of the pool ends taken, put aside or removed; rows never pass five', () => {
    fc.assert(
      fc.property(draftTable, (c) => {
        const { start, state } = playDraft(c);
        const resourcesTaken = state.players.flatMap((p) => p.resourceCards.map((r) => r.id));
        expect([...resourcesTaken, ...state.resourcesAside.map((r) => r.id)].sort()).toEqual(start.pool.resources.map((r) => r.id).sort());
        const craftsmenBefore = [...start.players.flatMap((p) => p.craftsmen), ...start.pool.craftsmen].map((x) => x.id);
        const craftsmenAfter = [...state.players.flatMap((p) => p.craftsmen), ...state.craftsmenRemoved].map((x) => x.id);
        expect(craftsmenAfter.sort()).toEqual(craftsmenBefore.sort());
        for (const p of state.players) expect(p.craftsmen.length).toBeLessThanOrEqual(CRAFTSMAN_ROW_LIMIT);
      }),
      settings,
    );
  });

  it('no player takes a card after passing', () => {
    fc.assert(
      fc.property(draftTable, (c) => {
        const passed = new Set<number>();
        for (const e of playDraft(c).events) {
          if (e.type === 'draft-passed') passed.add(e.player);
          if (e.type === 'resource-card-taken' || e.type === 'craftsman-taken') expect(passed.has(e.player)).toBe(false);
        }
      }),
      settings,
    );
  });
});

const builderTable = playerCount.chain((n) =>
  fc.record({
    n: fc.constant(n),
    start: fc.nat({ max: n - 1 }),
    wealth: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: n, maxLength: n }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    limit: fc.constantFrom<2 | 3>(2, 3, 3),
    picks,
  }),
);
type BuilderCase = typeof builderTable extends fc.Arbitrary<infer T> ? T : never;

function playBuilders(c: BuilderCase) {
  const colours = COLOURS.slice(0, c.n);
  const start = table({ players: colours.map((colour, i) => ({ colour, wealth: c.wealth[i] ?? 0 })), startPlayer: colours[c.start] as Colour });
  const move: PillarsMove = { phase: 'builders', placement: { draws: { seed: c.seed }, buildersPerPlayer: c.limit } };
  return { start, move, ...played(start, move, picker(c.picks)) };
}

describe('Phase II properties (random bags and steps)', () => {
  it('gold only leaves to pay the price of builders placed, never below 0', () => {
    expectGoldPaidOnlyFor(builderTable, playBuilders, 'builder-placed');
  });

  it('the k-th builder decided on costs 7, 6, … 1, then nothing; with two players the last is free', () => {
    fc.assert(
      fc.property(builderTable, (c) => {
        const { events: trace } = playBuilders(c);
        const decided = trace.filter((e) => e.type === 'builder-placed' || e.type === 'passed');
        const reset = trace.findIndex((e) => e.type === 'cost-marker-to-zero');
        decided.forEach((e, k) => {
          const afterReset = reset >= 0 && trace.indexOf(e) > reset;
          expect(e.cost).toBe(afterReset ? 0 : builderCost(k + 1));
        });
        expect(reset >= 0).toBe(c.n === 2);
      }),
      settings,
    );
  });

  it('every builder allowed ends on the board; the rest stand beside it; at most one redraw', () => {
    fc.assert(
      fc.property(builderTable, (c) => {
        const { state, events: trace } = playBuilders(c);
        for (let seat = 0; seat < c.n; seat++) {
          expect(state.builders.filter((b) => b.player === seat)).toHaveLength(c.limit);
        }
        expect(eventsOf(trace, 'builder-set-aside')).toHaveLength(c.n * (3 - c.limit));
        expect(eventsOf(trace, 'redraw').length).toBeLessThanOrEqual(1);
        expect(eventsOf(trace, 'free-placement')).toHaveLength(eventsOf(trace, 'passed').length);
      }),
      settings,
    );
  });

  it('waiting builders are placed from the left (highest field) of the track', () => {
    fc.assert(
      fc.property(builderTable, (c) => {
        const fields = eventsOf(playBuilders(c).events, 'free-placement').map((e) => e.field);
        expect(fields).toEqual([...fields].sort((a, b) => b - a));
      }),
      settings,
    );
  });

  it('the same seed and steps replay the same round', () => {
    fc.assert(
      fc.property(builderTable, (c) => {
        const { start, move, answers, state } = playBuilders(c);
        expect(replayed(start, move, answers)).toEqual(state);
      }),
      { ...settings, numRuns: Math.ceil(RUNS / 4) },
    );
  });
});

const workers = fc.record({ small: fc.integer({ min: 0, max: 7 }), large: fc.integer({ min: 0, max: 1 }) });

describe('Phase III properties', () => {
  it('wool mill: income is the workers in the mill, large as five; wealth capped at 30; pawns back in hand', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ wealth: fc.integer({ min: 0, max: 30 }), woolMill: workers }), { minLength: 2, maxLength: 4 }), (ps) => {
        const start = table({ players: ps.map((p, i) => ({ colour: COLOURS[i] as Colour, ...p })) });
        const { state, events: trace } = resolveWoolMill(start);
        state.players.forEach((p, seat) => {
          const before = ps[seat]!;
          const income = before.woolMill.small + 5 * before.woolMill.large;
          expect(p.wealth).toBe(Math.min(WEALTH_CAP, before.wealth + income));
          expect(p.workers).toEqual(STARTING_WORKERS);
          const e = eventsOf(trace, 'wool-mill-income').find((x) => x.player === seat);
          expect((e?.gained ?? 0) + (e?.lost ?? 0)).toBe(income);
        });
      }),
      settings,
    );
  });

  it('tax: each player not protected pays 4 or all their gold and loses a point per 2 gold short', () => {
    const bishopChoice = fc.constantFrom<BishopChoice>('protect', ...RESOURCES.map((take) => ({ take })));
    const tables = fc.record({
      ps: fc.array(fc.record({ wealth: fc.integer({ min: 0, max: 30 }), points: fc.integer({ min: 0, max: 60 }) }), { minLength: 2, maxLength: 4 }),
      bishop: fc.option(fc.tuple(fc.nat({ max: 3 }), bishopChoice), { nil: undefined }),
    });
    fc.assert(
      fc.property(tables, ({ ps, bishop }) => {
        const colours = ps.map((_, i) => COLOURS[i] as Colour);
        const at = bishop ? bishop[0] % ps.length : -1;
        const start = table({ players: ps.map((p, i) => ({ colour: colours[i] as Colour, ...p })), builders: at >= 0 ? [{ colour: colours[at] as Colour, at: 'bishop' }] : [] });
        const { state } = resolved(resolveEvent(start, { kind: 'tax' }, bishop ? { bishop: bishop[1] } : {}));
        state.players.forEach((p, seat) => {
          const before = ps[seat]!;
          if (seat === at && bishop?.[1] === 'protect') {
            expect([p.wealth, p.points]).toEqual([before.wealth, before.points]);
            return;
          }
          const paid = Math.min(TAX_GOLD, before.wealth);
          expect(p.wealth).toBe(before.wealth - paid);
          expect(p.points).toBe(before.points - Math.floor((TAX_GOLD - paid) / 2));
        });
        const goods = (s: PillarsState) => RESOURCES.map((r) => s.market[r] + s.players.reduce((sum, p) => sum + p.goods[r], 0));
        expect(goods(state)).toEqual(goods(start));
      }),
      settings,
    );
  });
});

describe('A whole first round up to the wool mill (random seeds and choices)', () => {
  it('gold moves only as craftsmen, builders, the tax and the wool mill say, and stays within 0–30', () => {
    const rounds = playerCount.chain((n) => fc.record({ n: fc.constant(n), seed: fc.nat(), picks }));
    fc.assert(
      fc.property(rounds, ({ n, seed, picks: ps }) => {
        const set = setupGame({ colours: COLOURS.slice(0, n) });
        if (!set.ok) throw new Error(set.reason);
        const craftsmen = [1, 2, 3, 4].map((k) => ({ id: `r1-${k}`, cost: 2 + 2 * k }));
        const dealt = dealFirstRound(set.value, { resourceDeck: RESOURCE_DECK, craftsmen }, seed);
        if (!dealt.ok) throw new Error(dealt.reason);
        const pick = picker(ps);
        const draft = played(dealt.value, DRAFT, pick);
        const builders = played(draft.state, { phase: 'builders', placement: { draws: { seed } } }, pick);
        const event = played(builders.state, { phase: 'event', event: { kind: 'tax' } }, pick);
        const mill = played(event.state, { phase: 'wool-mill' }, pick);
        const trace = [...draft.events, ...builders.events, ...event.events, ...mill.events];
        mill.state.players.forEach((p, seat) => {
          const mine = <T extends { player: number }>(es: T[]) => es.filter((e) => e.player === seat);
          const flow =
            -mine(eventsOf(trace, 'craftsman-taken')).reduce((s, e) => s + e.cost, 0) -
            mine(eventsOf(trace, 'builder-placed')).reduce((s, e) => s + e.cost, 0) -
            mine(eventsOf(trace, 'tax-paid')).reduce((s, e) => s + e.paid, 0) +
            mine(eventsOf(trace, 'wool-mill-income')).reduce((s, e) => s + e.gained, 0);
          expect(p.wealth).toBe((set.value.players[seat]?.wealth ?? 0) + flow);
          expect(p.wealth).toBeGreaterThanOrEqual(0);
          expect(p.wealth).toBeLessThanOrEqual(WEALTH_CAP);
          expect(handPlusPlaced(p)).toEqual(STARTING_WORKERS);
        });
      }),
      settings,
    );
  });
});

describe('the random play above', () => {
  it(`made at least ${MIN_MOVES.toLocaleString('en')} random legal moves, and prints the count and the seed`, () => {
    property.expectMoves();
  });
});
