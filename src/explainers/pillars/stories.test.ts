import { describe, expect, it } from 'vitest';
import {
  buildPosition,
  resolveBuilderPlacement,
  resolveDraft,
  resolveEvent,
  resolveWoolMill,
  type PillarsEvent,
} from '../../games/pillars-of-the-earth';
import { pillars as en } from '../../i18n/en/pillars';
import { pillars as pl } from '../../i18n/pl/pillars';
import { format } from '../../i18n/format';
import { pillarsExample } from '../../schemas/pillars-example';
import { exampleOfKind, exampleStories } from '../exampleFiles';
import type { Step } from '../types';
import { storyFor } from '.';
import { setupSummary } from './setup';

const { ids: IDS, raw, load, run } = exampleStories('pillars-of-the-earth', pillarsExample, storyFor);

const byKey = (steps: readonly Step<unknown>[], key: string) => steps.filter((s) => s.caption.key === key);
const allDetails = (steps: readonly Step<unknown>[]) => steps.flatMap((s) => s.details ?? []);
const table = (input: Parameters<typeof buildPosition>[0]) => {
  const b = buildPosition(input);
  if (!b.ok) throw new Error(b.reason);
  return b.value;
};
const eventsOf = <T extends PillarsEvent['type']>(trace: readonly PillarsEvent[], type: T) =>
  trace.filter((e): e is Extract<PillarsEvent, { type: T }> => e.type === type);

describe('Pillars of the Earth example stories, computed by the engine', () => {
  it('has the five worked examples, each valid', () => {
    expect(IDS).toEqual(['builder-placement', 'resource-draft', 'tax-event', 'two-player-track', 'wool-mill']);
  });

  it('every dictionary template formats without leftover braces', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const [key, template] of [...Object.entries(en), ...Object.entries(pl)]) {
      const out = format('pl', template, new Proxy({}, { get: () => 3 }) as Record<string, number>);
      expect(out, key).not.toMatch(/plural/);
    }
  });

  it('a player’s builder summary says none, some or all were free, never “3 of them free” out of 3', () => {
    const say = (lang: 'pl' | 'en', placed: number, free: number) =>
      format(lang, (lang === 'pl' ? pl : en)['pillars.builders.resultPlayer'], { player: 'Ann', placed, free, bought: placed - free, paid: 0, gold: 5 });
    expect(say('en', 3, 0)).toContain('(none free)');
    expect(say('en', 3, 1)).toContain('(1 of them free)');
    expect(say('en', 3, 3)).toContain('(all free)');
    expect(say('en', 1, 1)).toContain('1 master builder on the board (free)');
    expect(say('pl', 3, 0)).toContain('(żadnego za darmo)');
    expect(say('pl', 3, 2)).toContain('(w tym 2 za darmo)');
    expect(say('pl', 3, 3)).toContain('(wszystkich za darmo)');
    expect(say('pl', 1, 1)).toContain('1 budowniczego (za darmo)');
  });

  describe('builder-placement', () => {
    const ex = exampleOfKind(raw, 'builder-placement');
    const start = table({ players: ex.players.map((colour) => ({ colour })), startPlayer: ex.startPlayer });
    const engine = resolveBuilderPlacement(start, { draws: { seed: ex.seed, order: ex.draws }, steps: ex.steps });
    if (!engine.ok) throw new Error(engine.reason);

    it('opens, shows one step per draw and per free placement, and closes', () => {
      const steps = run('builder-placement');
      const draws = eventsOf(engine.value.events, 'builder-drawn').length;
      const free = eventsOf(engine.value.events, 'free-placement').length;
      expect(steps).toHaveLength(1 + draws + free + 1);
    });

    it('asks place or pass at every draw with a choice, defaulting to the example’s own', () => {
      const steps = run('builder-placement');
      const decisions = steps.flatMap((s) => (s.decision ? [s.decision] : []));
      expect(decisions).toHaveLength(ex.steps.length);
      for (const d of decisions) expect(d.options.map((o) => o.value)).toEqual(expect.arrayContaining(['place', 'pass']));
      // The first draw also offers the start player's redraw.
      expect(decisions[0]?.options.map((o) => o.value)).toContain('redraw');
      const story = storyFor(load('builder-placement'));
      expect(Object.values(story.defaults(load('builder-placement')))).toEqual(ex.steps);
    });

    it('prices and gold come from the engine', () => {
      const steps = run('builder-placement');
      const placed = eventsOf(engine.value.events, 'builder-placed');
      expect(byKey(steps, 'pillars.builders.placed').map((s) => [s.caption.params?.cost, s.caption.params?.gold])).toEqual(
        placed.map((e) => [e.cost, e.goldLeft]),
      );
      const last = steps.at(-1)!;
      expect(last.details?.map((d) => d.params?.gold)).toEqual(engine.value.state.players.map((p) => p.wealth));
      expect(last.view.players.map((p) => p.wealth)).toEqual(engine.value.state.players.map((p) => p.wealth));
      expect(last.view.track?.waiting).toEqual([]);
      expect(last.view.track?.bag).toBe(0);
    });

    it('the track shows the passed builder waiting on its field', () => {
      const steps = run('builder-placement');
      expect(steps[1]?.view.track).toMatchObject({ marker: 6, waiting: [{ colour: 'red', field: 7 }] });
    });

    it('placing instead of passing at the first draw changes the outcome', () => {
      const before = run('builder-placement');
      const after = run('builder-placement', { choice1: 'place' });
      expect(after[1]?.caption.key).toBe('pillars.builders.placed');
      expect(after[1]?.caption.params).toMatchObject({ cost: 7, gold: 13 });
      expect(after.at(-1)?.details).not.toEqual(before.at(-1)?.details);
      expect(byKey(after, 'pillars.builders.freeFirst')[0]?.caption.params?.field).not.toBe(7);
    });

    it('a redraw sends the builder back and adds a draw', () => {
      const steps = run('builder-placement', { choice1: 'redraw' });
      expect(steps.filter((s) => s.tone === 'refusal')).toEqual([]);
      expect(steps[1]?.caption.key).toBe('pillars.builders.redraw');
      expect(steps[2]?.decision?.options.map((o) => o.value)).not.toContain('redraw');
    });
  });

  it('two-player-track: the marker drops to 0 with the last builder, and two builders are placed free', () => {
    const steps = run('two-player-track');
    expect(allDetails(steps).filter((d) => d.key === 'pillars.builders.toZero')).toHaveLength(1);
    expect(byKey(steps, 'pillars.builders.freeFirst').map((s) => s.caption.params?.field)).toEqual([7]);
    expect(byKey(steps, 'pillars.builders.free').map((s) => s.caption.params?.field)).toEqual([5]);
    expect(steps.at(-1)?.view.track?.marker).toBe(0);
  });

  describe('resource-draft', () => {
    const ex = exampleOfKind(raw, 'resource-draft');
    const start = table({
      players: ex.players.map((colour) => ({ colour })),
      startPlayer: ex.startPlayer,
      pool: { resources: ex.pool.resources, craftsmen: ex.pool.craftsmen.map(({ id, cost }) => ({ id, cost })) },
    });
    const engine = resolveDraft(start, ex.moves);
    if (!engine.ok) throw new Error(engine.reason);

    it('each take and pass matches the engine, and each choice is asked', () => {
      const steps = run('resource-draft');
      expect(steps.filter((s) => s.decision)).toHaveLength(ex.moves.length);
      expect(byKey(steps, 'pillars.draft.craftsman').map((s) => [s.caption.params?.cost, s.caption.params?.gold])).toEqual(
        eventsOf(engine.value.events, 'craftsman-taken').map((e) => [e.cost, e.goldLeft]),
      );
      expect(byKey(steps, 'pillars.draft.resource').map((s) => [s.caption.params?.workers, s.caption.params?.left])).toEqual(
        eventsOf(engine.value.events, 'resource-card-taken').map((e) => [e.workers, e.workersLeft]),
      );
      expect(byKey(steps, 'pillars.draft.passForced')).toHaveLength(2);
      const mill = byKey(steps, 'pillars.draft.toMill')[0]!;
      expect(mill.details?.map((d) => d.params?.workers)).toEqual(eventsOf(engine.value.events, 'workers-to-wool-mill').map((e) => e.workers));
      expect(steps.at(-1)?.view.players.map((p) => p.woolMill.total)).toEqual([0, 1, 12]);
    });

    it('taking another card first changes the rest of the draft', () => {
      const before = run('resource-draft');
      const first = before.find((s) => s.decision)!.decision!;
      expect(first.options.map((o) => o.value)).toContain('take:sand-3');
      const after = run('resource-draft', { move1: 'take:sand-3' });
      expect(after.filter((s) => s.tone === 'refusal')).toEqual([]);
      expect(after.at(-1)?.details).not.toEqual(before.at(-1)?.details);
    });
  });

  describe('tax-event', () => {
    const ex = exampleOfKind(raw, 'tax-event');
    const start = table({ players: ex.players, startPlayer: ex.startPlayer, builders: [{ colour: ex.bishop!.colour, at: 'bishop' }] });

    it('the tax paid and points lost are the engine’s, and the Bishop is asked', () => {
      const engine = resolveEvent(start, { kind: 'tax' }, { bishop: 'protect' });
      if (!engine.ok) throw new Error(engine.reason);
      const steps = run('tax-event');
      const revealed = byKey(steps, 'pillars.tax.revealed')[0]!;
      expect(revealed.decision?.options.map((o) => o.value)).toEqual(['protect', 'take:wood', 'take:stone', 'take:sand']);
      const paid = steps.filter((s) => s.caption.key.startsWith('pillars.tax.paid') || s.caption.key.startsWith('pillars.tax.short') || s.caption.key === 'pillars.tax.nothing');
      expect(paid.map((s) => [s.caption.params?.paid, s.caption.params?.lost ?? 0])).toEqual(
        eventsOf(engine.value.events, 'tax-paid').map((e) => [e.paid, e.pointsLost]),
      );
      expect(steps.at(-1)?.view.players.map((p) => [p.wealth, p.points])).toEqual([[10, 5], [0, 4], [0, 2], [0, 0]]);
    });

    it('the Bishop’s protection is said once: the protected player’s skipped tax is part of that step, its link kept', () => {
      const steps = run('tax-event');
      expect(byKey(steps, 'pillars.tax.skipped')).toEqual([]);
      const protects = steps.findIndex((s) => s.caption.key === 'pillars.tax.protects');
      expect(steps[protects]?.holds).toBe(2);
    });

    it('taking stone instead of protection makes Red pay too', () => {
      const steps = run('tax-event', { bishop: 'take:stone' });
      expect(byKey(steps, 'pillars.tax.protects')).toEqual([]);
      expect(byKey(steps, 'pillars.tax.paid')[0]?.caption.params).toMatchObject({ paid: 4, gold: 6 });
      expect(byKey(steps, 'pillars.tax.resource')[0]?.caption.params).toMatchObject({ left: 3 });
    });
  });

  it('wool-mill: income is one gold per worker, capped at 30, as the engine says', () => {
    const ex = exampleOfKind(raw, 'wool-mill');
    const engine = resolveWoolMill(table({ players: ex.players }));
    const steps = run('wool-mill');
    const income = steps.filter((s) => s.caption.key === 'pillars.mill.income' || s.caption.key === 'pillars.mill.capped');
    expect(income.map((s) => [s.caption.params?.income, s.caption.params?.gold])).toEqual(
      eventsOf(engine.events, 'wool-mill-income').map((e) => [e.income, e.wealth]),
    );
    expect(byKey(steps, 'pillars.mill.capped')[0]?.caption.params).toMatchObject({ income: 12, gained: 4, lost: 8, gold: 30 });
    expect(steps.at(-1)?.view.players.map((p) => p.wealth)).toEqual([19, 30, 20]);
  });

  it('wool-mill: after Phase I no worker is free; the mill keeps its workers until every player is paid, and only they go back', () => {
    const ex = exampleOfKind(raw, 'wool-mill');
    const steps = run('wool-mill');
    const mill = ex.players.map((p) => (p.woolMill?.small ?? 0) + 5 * (p.woolMill?.large ?? 0));
    const onCards = mill.map((m) => 12 - m);
    for (const [i, st] of steps.entries()) {
      expect(st.view.show.workersOnCards, `step ${i + 1}`).toBe(true);
      // The workers on the resource cards stay there; the mill's go back only at the last step.
      expect(st.view.players.map((p) => p.workers.total), `step ${i + 1}`).toEqual(onCards);
      expect(st.view.players.map((p) => p.woolMill.total), `step ${i + 1}`).toEqual(i === steps.length - 1 ? [0, 0, 0] : mill);
    }
  });

  it('setup: wealth by seat, prices, and the two-player drop come from the engine', () => {
    expect(setupSummary(2)).toMatchObject({ wealth: [20, 21], prices: [7, 6, 5, 4, 3], dropsToZero: true, lastDraw: { draw: 6, table: 2 }, points: 2 });
    expect(setupSummary(3)).toMatchObject({ wealth: [20, 21, 22], prices: [7, 6, 5, 4, 3, 2, 1, 0, 0], dropsToZero: false });
    expect(setupSummary(4)?.wealth).toEqual([20, 21, 22, 23]);
    expect(setupSummary(5)).toBeNull();
  });
});
