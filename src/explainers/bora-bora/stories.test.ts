import { describe, expect, it } from 'vitest';
import {
  buildPosition,
  finalScoring,
  placeDie,
  resolvePhaseC,
  spreadOptions,
  valuesThatFit,
  type BoraBoraEvent,
  type BoraBoraState,
  type FinalChoices,
  type PhaseCChoices,
  type PositionInput,
} from '../../games/bora-bora';
import { boraBora as en } from '../../i18n/en/bora-bora';
import { boraBora as pl } from '../../i18n/pl/bora-bora';
import { format } from '../../i18n/format';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { boraBoraExample, type BoraBoraExample } from '../../schemas/bora-bora-example';
import { exampleOfKind, exampleStories } from '../exampleFiles';
import type { Step } from '../types';
import { storyFor, type BoraView } from '.';
import { setupSummary } from './setup';
import { projection } from '../../components/bora-bora/projector';

const { ids: IDS, raw, run } = exampleStories('bora-bora', boraBoraExample, storyFor);

const byKey = (steps: readonly Step<unknown>[], key: string) => steps.filter((s) => s.caption.key === key);
const start = (ex: BoraBoraExample): BoraBoraState => {
  const b = buildPosition(ex.position as PositionInput);
  if (!b.ok) throw new Error(b.reason);
  return b.value;
};
const eventsOf = <T extends BoraBoraEvent['type']>(trace: readonly BoraBoraEvent[], type: T) =>
  trace.filter((e): e is Extract<BoraBoraEvent, { type: T }> => e.type === type);
function resolved<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

describe('Bora Bora example stories, computed by the engine', () => {
  it('has the nine worked examples, each valid', () => {
    expect(IDS).toEqual(['combine-tiles', 'dice-placement', 'final-scoring', 'fire-bonus', 'gods', 'helper-action', 'phase-c', 'spread', 'temple']);
  });

  it('no step says again, in other words or the same, what the step before it said (combine-tiles ended Phase B twice)', () => {
    for (const lang of ['en', 'pl'] as const) {
      const say = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' });
      for (const id of IDS) {
        const steps = run(id, {}, lang);
        steps.slice(1).forEach((st, i) => expect(say(st.caption), `${id} ${lang} step ${i + 2}`).not.toBe(say(steps[i]!.caption)));
      }
      const combine = run('combine-tiles', {}, lang);
      expect(combine.filter((st) => /Phase B|fazę B/.test(say(st.caption)) && /end|over|kończy/.test(say(st.caption)))).toHaveLength(1);
    }
  });

  it('every dictionary template formats without leftover braces', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    for (const [key, template] of [...Object.entries(en), ...Object.entries(pl)]) {
      for (const n of [1, 3, 5]) {
        const out = format('pl', template, new Proxy({}, { get: () => n }) as Record<string, number>);
        expect(out, key).not.toMatch(/plural|[{}]/);
      }
    }
  });

  it('every fire bonus offers what the rule offers: a God card or an offering, then a status step or a shell (a referee saw offerings only)', () => {
    const fires = IDS.flatMap((id) => run(id).flatMap((s) => (s.decision?.name === 'fire' ? [{ id, options: s.decision.options.map((o) => JSON.parse(String(o.value)) as { take: string; then: string }) }] : [])));
    expect(fires.length).toBeGreaterThan(1);
    for (const { id, options } of fires) expect(new Set(options.map((o) => `${o.take} ${o.then}`)), id).toEqual(new Set(['gift position', 'gift shell', 'god-card position', 'god-card shell']));
  });

  it('every decision says which option was applied, and that option is offered', () => {
    for (const id of IDS) {
      for (const s of run(id)) {
        if (!s.decision) continue;
        expect(s.decision.options.map((o) => o.value), id).toContain(s.decision.chosen);
      }
    }
  });

  it('examples with a made-up board say so', () => {
    for (const id of ['spread', 'gods', 'temple', 'fire-bonus']) expect(run(id)[0]?.caption.key, id).toBe('bora.place.startIllustrative');
    for (const id of ['spread', 'gods', 'temple', 'final-scoring', 'phase-c', 'combine-tiles']) expect(run(id)[0]?.view.illustrative, id).toBe(true);
  });

  // Every player puts a hut on the map at setup, so no board holds all 12 once the game is under way (a referee
  // found Ben's helper board with 12 huts and no map drawn).
  it('no player board holds all 12 huts', () => {
    for (const id of IDS) {
      for (const p of start(exampleOfKind(raw, id as never) as BoraBoraExample).players) {
        expect(p.spaces.reduce((n, s) => n + s.huts, 0), `${id}: ${p.name}`).toBeLessThanOrEqual(11);
      }
    }
  });

  // A referee read "the map, temple and ceremony spaces here are made up" above Anna's gods, which draw no temple.
  it('the opening names as made up only the pictures the example draws', () => {
    const words = { en: { map: /\bmap\b/i, temple: /\btemple\b/i }, pl: { map: /(?<!\p{L})mapa(?!\p{L})/iu, temple: /(?<!\p{L})świątynia(?!\p{L})/iu } };
    for (const id of ['spread', 'gods', 'temple', 'fire-bonus']) {
      const [first] = run(id);
      const drawn = { map: (first?.view.map?.regions.length ?? 0) > 0, temple: (first?.view.temple?.length ?? 0) > 0 };
      for (const lang of ['en', 'pl'] as const) {
        const text = translator(lang, dictionaries[lang])(first!.caption);
        for (const pic of ['map', 'temple'] as const) expect(words[lang][pic].test(text), `${id} (${lang}) names the ${pic}: ${text}`).toBe(drawn[pic]);
      }
    }
  });

  describe('dice-placement', () => {
    const ex = exampleOfKind(raw, 'dice-placement');
    const s = start(ex);

    it('a run of the same trade is said once, its cost and points the engine’s sums', () => {
      const steps = run('dice-placement');
      let checked = 0;
      ex.attempts.forEach((a, i) => {
        const r = placeDie(s, { player: 0, ...a.move }, a.choices);
        if (!r.ok) return;
        checked++;
        const trades = eventsOf(r.value.events, 'trade');
        const step = steps.find((x) => x.caption.params?.attempt && (x.caption.params.attempt as { params?: { n?: number } }).params?.n === i + 1)!;
        const lines = (step.details ?? []).filter((d) => d.key === 'bora.ev.trade');
        // Two victory points in a row are one line: as many lines as runs of the same trade.
        const runs = trades.filter((t, k) => k === 0 || JSON.stringify(t.trade) !== JSON.stringify(trades[k - 1]!.trade)).length;
        expect(lines, `attempt ${i + 1}`).toHaveLength(runs);
        expect(lines.reduce((n, l) => n + Number(l.params?.cost), 0), `attempt ${i + 1}: points spent`).toBe(trades.reduce((n, t) => n + t.cost, 0));
        const said = (key: string, param: string) => (step.details ?? []).filter((d) => d.key === key).reduce((n, l) => n + Number(l.params?.[param]), 0);
        expect(said('bora.ev.scored', 'points'), `attempt ${i + 1}: points scored`).toBe(eventsOf(r.value.events, 'scored').reduce((n, e) => n + e.points, 0));
        expect(said('bora.ev.gift', 'count'), `attempt ${i + 1}: offerings taken`).toBe(eventsOf(r.value.events, 'gift-taken').reduce((n, e) => n + e.count, 0));
      });
      expect(checked, 'attempts that fit').toBeGreaterThanOrEqual(3);
    });

    it('lists the values that fit each tile, as the engine says', () => {
      const steps = run('dice-placement');
      const helper = steps[0]!.view.spots!.find((x) => x.spot === 'helper')!;
      expect(helper.fits).toEqual(valuesThatFit(s, 'helper'));
      expect(helper.fits?.plain).toEqual([1, 2]);
      const fits = steps[0]!.details!.find((d) => d.key === 'bora.dice.fits')!;
      expect(fits.params?.plain).toBe('1, 2');
    });

    it('one step per attempt: refused, fits, blue, white, white alone', () => {
      const steps = run('dice-placement');
      expect(steps).toHaveLength(1 + ex.attempts.length + 2);
      expect(steps.slice(1, -2).map((x) => x.caption.key)).toEqual([
        'bora.dice.refused',
        'bora.dice.refused',
        'bora.dice.fit',
        'bora.dice.fit',
        'bora.dice.fitWhite',
        'bora.dice.refused',
      ]);
      expect(steps[5]?.caption.params).toMatchObject({ acts: 6, value: 2 });
      expect(steps[4]?.view.spots?.find((x) => x.spot === 'helper')?.dice.at(-1)).toEqual({ seat: 0, value: 6, blue: true });
    });
  });

  it('dice-placement: the reader’s own try shows refused options with the engine’s reason, and a god changes the outcome', () => {
    const steps = run('dice-placement');
    const mine = steps.at(-2)!;
    expect(mine.decision?.name).toBe('try');
    const opts = mine.decision!.options;
    expect(opts.find((o) => o.value === '3:none')?.refused?.key).toBe('bora.reason.die-not-lower');
    expect(opts.find((o) => o.value === '2:none')?.refused).toBeUndefined();
    expect(opts.find((o) => o.value === '6:blue')?.refused).toBeUndefined();
    expect(byKey([mine], 'bora.dice.yourTry')[0]?.caption.params?.acts).toBe(2);
    const white = run('dice-placement', { try: '2:white' }).at(-2)!;
    expect(white.caption.params?.acts).toBe(6);
    const refused = run('dice-placement', { try: '3:none' }).at(-2)!;
    expect(refused.decision?.chosen).toBe(mine.decision?.chosen);
    // The summary counts each way's dice: a blue god lets more dice in ("also"), and one die reads as one.
    const say = translator('en', { ...dictionaries.en, 'explainer.literal': '{text}' });
    expect(mine.details?.map(say)).toEqual(['No god: the 2 fits.', 'With a blue god: 3 and 6 also fit.', 'With a white god alone: the 2 fits; the action then counts as 6.', 'With both: the 3 fits and acts as a 6.']);
  });

  describe('spread', () => {
    const ex = exampleOfKind(raw, 'spread');
    const s = start(ex);

    it('one step per die value and path, with the regions the engine reaches', () => {
      const steps = run('spread');
      const reach = steps.filter((x) => /^bora\.spread\.(reach|none)(If)?$/.test(x.caption.key));
      expect(reach.map((x) => x.caption.params?.count)).toEqual(ex.reach.map((q) => spreadOptions(s, 0, q.path, q.die).length));
    });

    it('a die value the player did not roll is told as "if she had rolled"', () => {
      const reach = run('spread').filter((x) => /^bora\.spread\.(reach|none)(If)?$/.test(x.caption.key));
      const held = s.players[0]!.dice;
      expect(reach.map((x) => x.caption.key.endsWith('If'))).toEqual(ex.reach.map((q) => !held.includes(q.die)));
      expect(reach.some((x) => x.caption.key.endsWith('If'))).toBe(true);
    });

    it('the hut on the beach is moved aside, and the view shows it', () => {
      const steps = run('spread');
      expect(byKey(steps, 'bora.ev.hutAside')).toHaveLength(1);
      const beach = steps.at(-1)!.view.map!.regions.find((r) => r.id === 'east-beach')!;
      expect(beach).toMatchObject({ site: 0, aside: [1] });
    });
  });

  describe('helper-action', () => {
    const ex = exampleOfKind(raw, 'helper-action');
    const s = start(ex);

    it('shows every way, each spending what the engine charges', () => {
      const steps = run('helper-action');
      const ways = byKey(steps, 'bora.helper.way');
      expect(ways).toHaveLength(ex.ways.length);
      const spent = ex.ways.map((w) => eventsOf(resolved(placeDie(s, { player: 0, ...ex.move }, w)).events, 'trade').reduce((n, x) => n + x.cost, 0));
      expect(ways.map((w) => w.caption.params?.spent)).toEqual(spent);
      expect(spent).toEqual([6, 6, 6, 6]);
    });

    it('says each trade once: the budget, a trade’s effect and the same trade again fold into one step', () => {
      const steps = run('helper-action');
      const keys = steps.map((x) => x.caption.key);
      expect(keys).not.toContain('bora.ev.budget');
      expect(keys).not.toContain('bora.ev.tattoo');
      expect(keys).not.toContain('bora.ev.gathered');
      // Way 1 ends on two victory points, said as one spend of 2.
      const trades = byKey(steps, 'bora.ev.trade');
      expect(trades.at(-1)?.caption.params).toMatchObject({ cost: 2, left: 0, trade: { key: 'bora.trades.point', params: { n: 2 } } });
      // and what they bring as one line, the engine's points summed: not 'scores 1 … 1 in all', 'scores 1 … 2 in all'.
      const scored = eventsOf(resolved(placeDie(s, { player: 0, ...ex.move }, ex.ways[0]!)).events, 'scored');
      const lines = (trades.at(-1)?.details ?? []).filter((m) => m.key === 'bora.ev.scored');
      expect(lines.map((m) => [m.params?.points, m.params?.total])).toEqual([[scored.reduce((n, x) => n + x.points, 0), scored.at(-1)!.total]]);
      // Every step of the story as first written is held by one step, in order.
      expect(steps.reduce((n, x) => n + (x.holds ?? 1), 0)).toBe(16);
    });

    it('choosing another way changes the board at the end', () => {
      const a = run('helper-action');
      const b = run('helper-action', { way: '4' });
      expect(a.at(-1)?.view.players[0]?.score).toBe(2);
      expect(b.at(-1)?.view.players[0]?.godCards).toEqual(['blue', 'yellow']);
      expect(a.at(-1)?.details).not.toEqual(b.at(-1)?.details);
    });
  });

  describe('temple', () => {
    const ex = exampleOfKind(raw, 'temple');
    const engine = resolved(placeDie(start(ex), { player: 0, ...ex.move }, ex.choices));

    it('each push is a step, and the temple at the end is the engine’s', () => {
      const steps = run('temple');
      expect(byKey(steps, 'bora.ev.pushed').map((x) => [x.caption.params?.from, x.caption.params?.to])).toEqual(
        // Named by the values the picture draws on the spaces.
        eventsOf(engine.events, 'priest-pushed').map((e) => [engine.state.layout.temple[e.from], engine.state.layout.temple[e.to]]),
      );
      expect(steps.at(-1)?.view.temple?.map((f) => f.seat)).toEqual(engine.state.temple);
    });

    it('no priest is out of sight between two steps: every player’s priests drawn in the temple and in supply add up alike', () => {
      const drawn = (v: BoraView, seat: number) =>
        (v.temple ?? []).filter((f) => f.seat === seat).length + (v.temple ?? []).filter((f) => f.leaving === seat).length + v.players[seat]!.priests;
      const field = run('temple').find((x) => x.decision?.name === 'temple-field')!.decision!;
      for (const o of field.options) {
        const steps = run('temple', { 'temple-field': o.value });
        for (const seat of [0, 1, 2]) {
          const counts = steps.map((x) => drawn(x.view, seat));
          // The one placed leaves the supply and stands in the temple; every count is the table's total.
          expect(new Set(counts), `field ${o.value}, seat ${seat}: ${counts}`).toEqual(new Set([counts[0]]));
        }
      }
    });

    it('asks for the field and the fire bonus; another field changes the outcome', () => {
      const steps = run('temple');
      const names = steps.flatMap((x) => (x.decision ? [x.decision.name] : []));
      expect(names).toEqual(expect.arrayContaining(['temple-field', 'fire']));
      const field = steps.find((x) => x.decision?.name === 'temple-field')!.decision!;
      const other = field.options.find((o) => o.value !== field.chosen)!.value;
      const after = run('temple', { 'temple-field': other });
      expect(after.filter((x) => x.tone === 'refusal')).toEqual([]);
      expect(after.at(-1)?.view.temple).not.toEqual(steps.at(-1)?.view.temple);
    });
  });

  describe('fire-bonus', () => {
    it('Cleo takes a god card and a shell; a gift and a step instead changes her totals', () => {
      const steps = run('fire-bonus');
      const fire = steps.find((x) => x.decision?.name === 'fire')!.decision!;
      expect(fire.options).toHaveLength(4);
      expect(steps.at(-1)?.view.players[0]).toMatchObject({ godCards: ['green'], shells: 1, gifts: 0, position: 0 });
      const after = run('fire-bonus', { fire: JSON.stringify({ take: 'gift', then: 'position' }) });
      expect(after.at(-1)?.view.players[0]).toMatchObject({ godCards: [], shells: 0, gifts: 1 });
      expect(after.flatMap((x) => [x.caption, ...(x.details ?? [])]).filter((m) => m.key === 'bora.ev.position')).toHaveLength(1);
    });
  });

  describe('gods', () => {
    const ex = exampleOfKind(raw, 'gods');
    const engine = resolved(placeDie(start(ex), { player: 0, ...ex.move }, ex.choices));

    it('three gods, each a step, and the fish scored is the engine’s', () => {
      const steps = run('gods');
      expect(byKey(steps, 'bora.ev.god').map((x) => x.caption.params?.god)).toEqual(
        eventsOf(engine.events, 'god-played').map((e) => ({ key: `bora.godOf.${e.god}` })),
      );
      expect(byKey(steps, 'bora.ev.fish')[0]?.caption.params?.fish).toBe(5);
      expect(steps.at(-1)?.view.players[0]?.score).toBe(engine.state.players[0]?.score);
    });

    it('declining the red god leaves the fish unscored', () => {
      const after = run('gods', { red: 'none' });
      expect(byKey(after, 'bora.ev.fish')).toEqual([]);
      expect(after.at(-1)?.view.players[0]?.score).toBe(0);
    });
  });

  it('combine-tiles: two men make one path of 4, the woman a separate one of 2', () => {
    const steps = run('combine-tiles');
    expect(byKey(steps, 'bora.ev.activatedMany')[0]?.caption.params).toMatchObject({ tiles: 2, strength: 4 });
    expect(byKey(steps, 'bora.ev.activated')[0]?.caption.params).toMatchObject({ strength: 2 });
    expect(steps.at(-1)?.view.map?.regions.find((r) => r.id === 'ridge')?.site).toBe(0);
  });

  it('phase-c: track points, order, temple points and the tie for the god tile are the engine’s', () => {
    const ex = exampleOfKind(raw, 'phase-c');
    const engine = resolved(resolvePhaseC(start(ex), (ex.choices ?? {}) as PhaseCChoices));
    const steps = run('phase-c');
    expect(byKey(steps, 'bora.ev.positionScored').map((x) => x.caption.params?.points)).toEqual(eventsOf(engine.events, 'position-scored').map((e) => e.points));
    // The source gives no points per space of the track, so the example's made-up ones say so on every step.
    expect(byKey(steps, 'bora.ev.positionScored').map((x) => x.caption.params?.madeUp)).toEqual(['yes', 'yes', 'yes']);
    expect(byKey(steps, 'bora.ev.templeScored').map((x) => x.caption.params?.points)).toEqual([2, 4, 4]);
    // The space is named by the number the temple picture draws on it (Bartek's priest on the leftmost space, marked 6).
    const tie = byKey(steps, 'bora.ev.godTileTie')[0]!;
    expect(tie.caption.params).toMatchObject({ player: 'Bartek', field: 6 });
    expect((tie.view as BoraView).temple?.[0]?.value).toBe(6);
    expect(steps.at(-1)?.view.order).toEqual([2, 0, 1]);
    expect(steps.at(-1)?.details?.map((d) => d.params?.score)).toEqual(engine.state.players.map((p) => p.score));
  });

  it('Predict asks nothing the reader cannot work out: the status track’s points per space are not in the source', () => {
    for (const kind of ['phase-c', 'final-scoring']) {
      for (const step of byKey(run(kind), 'bora.ev.positionScored')) expect(step.ask, kind).toBeUndefined();
    }
    expect(byKey(run('phase-c'), 'bora.ev.positionScored').length).toBeGreaterThan(0);
    // The temple and the God tile are still asked: the temple's points per priest and the tie rule are in the source.
    expect(byKey(run('phase-c'), 'bora.ev.templeScored').every((x) => x.ask)).toBe(true);
    // A priest's worth follows from the round, which the picture does not show: the question names it.
    const round = start(exampleOfKind(raw, 'phase-c')).round;
    for (const x of byKey(run('phase-c'), 'bora.ev.templeScored')) expect(x.ask?.question.params?.round).toBe(round);
  });

  it('Predict shows, while it asks, the table before the step with nothing marked: no mark left from the step before points at the answer', () => {
    for (const id of IDS) {
      for (const step of run(id).filter((x) => x.ask)) {
        const v = step.askView as BoraView | undefined;
        expect(v, `${id}: ${step.caption.key}`).toBeDefined();
        const marks = [...v!.players.filter((p) => p.focus), ...(v!.temple ?? []).filter((f) => f.focus), ...(v!.map?.regions ?? []).filter((r) => r.focus), ...(v!.spots ?? []).filter((s) => s.focus)];
        expect(marks, `${id}: ${step.caption.key}`).toEqual([]);
      }
    }
  });

  it('a decision sits on the step whose event it settles, its options named from the table as it then stood', () => {
    // A referee: "takes a hut from space 5" sat beside "which region to settle?", and the next step offered the hut
    // "from space 4, the first from the left with a hut", a space emptied three steps before; the God card's source
    // was asked on the example's closing step, after the card was drawn.
    const settles: Record<string, string> = { 'hut-from': 'bora.ev.hutTaken', region: 'bora.ev.hutPlaced', 'card-source': 'bora.ev.cardDeck' };
    let seen = 0;
    for (const id of IDS) {
      for (const step of run(id)) {
        const kind = step.decision?.name.replace(/^s\d+\./, '').replace(/-\d+$/, '');
        if (!kind || !settles[kind]) continue;
        seen++;
        if (kind === 'card-source') expect(step.caption.key, `${id}: ${step.decision!.name}`).toMatch(/^bora\.ev\.card/);
        else expect(step.caption.key, `${id}: ${step.decision!.name}`).toBe(settles[kind]);
        if (kind !== 'hut-from') continue;
        // The hut taken comes from the space the option names (the one the story chose).
        const chosen = step.decision!.options.find((o) => o.value === step.decision!.chosen)!;
        if (chosen.label.key === 'bora.option.hutOther') expect(chosen.label.params?.space, `${id}: ${step.decision!.name}`).toBe(step.caption.params?.space);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(3);
  });

  it('phase-c tells the round-end refill: 6 men, 6 women and players + 2 tasks laid out, as the engine lays them (the source, "Runda się kończy")', () => {
    // A checker: the step went from "Round 3 ends" straight to round 4's roll.
    const steps = run('phase-c');
    const lines = steps.flatMap((x) => [x.caption, ...(x.details ?? [])]).filter((m) => m.key === 'bora.ev.refilled');
    expect(lines).toHaveLength(1);
    const players = (steps[0]!.view as BoraView).players.length;
    expect(lines[0]!.params).toMatchObject({ men: 6, women: 6, tasks: players + 2 });
  });

  describe('final-scoring', () => {
    const ex = exampleOfKind(raw, 'final-scoring');
    const choices: FinalChoices = { yellow: Object.fromEntries(Object.entries(ex.choices?.yellow ?? {}).map(([k, v]) => [Number(k), v])) };
    const engine = resolved(finalScoring(start(ex), choices));

    it('the sheet line by line, ending on the engine’s total', () => {
      const steps = run('final-scoring');
      const ala = engine.sheets[0]!;
      const totals = byKey(steps, 'bora.final.total');
      expect(totals.map((x) => x.caption.params?.points)).toEqual(engine.sheets.map((s) => s.total));
      expect(byKey(steps, 'bora.final.jewellery')[0]?.caption.params).toMatchObject({ count: 6, points: 30 });
      // Each tile's points are shown, within the source's 1 to 9, adding up to the engine's, and said to be made up (review v15).
      const each = byKey(steps, 'bora.final.jewellery')[0]?.details?.[0]?.params;
      const values = String(each?.values).split(' + ').map(Number);
      expect(values).toHaveLength(ala.jewellery.count);
      expect(values.every((v) => v >= 1 && v <= 9)).toBe(true);
      expect(values.reduce((a, b) => a + b, 0)).toBe(ala.jewellery.points);
      expect(each?.madeUp).toBe('yes');
      const fish = byKey(steps, 'bora.final.fishAll')[0]!;
      expect(fish.caption.params).toMatchObject({ regions: ala.fish.length, points: ala.fish.reduce((n, f) => n + f.fish, 0) });
      expect(fish.details?.map((x) => x.params?.points)).toEqual(ala.fish.map((f) => f.fish));
      expect(ala.total).toBe(87 + 10 + 4 + 11 + 30 + 12);
      const running = steps.filter((x) => x.caption.params?.running !== undefined && x.view.players[0]?.focus);
      expect(running.at(-1)?.caption.params?.running).toBe(ala.total);
    });

    it('every player ends the game holding three tasks, and each sheet scores them (the source: a task is taken every round, the sixth too, and all three are scored)', () => {
      // A referee: Bartek's sheet read "Tasks: –", as if a player could end with none.
      const s = start(ex);
      for (const p of s.players) expect(p.tasks, p.name).toHaveLength(3);
      engine.sheets.forEach((sheet, i) => expect(sheet.tasks, `sheet ${i}`).toHaveLength(3));
    });

    it('the fish step points at the regions the engine scored, and a projector shows their map, not the pad', () => {
      const fish = byKey(run('final-scoring'), 'bora.final.fishAll')[0]!.view as BoraView;
      const focused = fish.map!.regions.filter((r) => r.focus).map((r) => r.id);
      expect(focused.sort()).toEqual(engine.sheets[0]!.fish.map((f) => f.region).sort());
      expect(projection(fish)).toMatchObject({ map: 'true', sheets: 'false' });
    });

    it('a step per kind of points and player, with its total; no step is a single "+0" line', () => {
      const steps = run('final-scoring');
      const perPlayer = 7; // before, tasks, God tiles, fish, jewellery, bonuses, total
      // A player with no task lines left has no tasks step.
      const withTasks = engine.sheets.filter((x) => x.tasks.length > 0).length;
      expect(steps).toHaveLength(1 + (perPlayer - 1) * engine.sheets.length + withTasks + 1);
      expect(steps.length).toBeLessThan(20);
      const keys = new Set(steps.map((x) => x.caption.key));
      for (const line of ['bora.final.task', 'bora.final.taskMissed', 'bora.final.bonusMissed', 'bora.final.fish']) expect(keys.has(line), line).toBe(false);
      const bonuses = byKey(steps, 'bora.final.bonuses')[0]!;
      expect(bonuses.details).toHaveLength(6);
      expect(bonuses.caption.params?.points).toBe(bonuses.details!.reduce((n, x) => n + (x.params?.points as number), 0));
    });

    it('refusing the yellow god drops that task to 0', () => {
      const steps = run('final-scoring');
      const d = steps.find((x) => x.decision?.name.startsWith('yellow-'))?.decision;
      expect(d).toBeDefined();
      const after = run('final-scoring', { [d!.name]: 'none' });
      const total = (s: readonly Step<BoraView>[]) => byKey(s, 'bora.final.total')[0]?.caption.params?.points as number;
      expect(total(after)).toBe(total(steps) - 4);
    });

    it('the picture follows the payment: from the tasks step on, the yellow card and the offering are gone and the star is at the running score', () => {
      const steps = run('final-scoring');
      const ala = (st: Step<BoraView>) => st.view.players.find((p) => p.seat === 0)!;
      const first = steps.findIndex((x) => x.caption.key === 'bora.final.tasks' && x.view.players[0]?.focus);
      expect(first).toBeGreaterThan(0);
      // Before her tasks: as she came to the end.
      for (const st of steps.slice(0, first)) expect(ala(st)).toMatchObject({ godCards: ['yellow', 'red'], gifts: 1 });
      // From then on: the engine took the yellow card and the offering.
      expect(engine.state.players[0]).toMatchObject({ godCards: ['red'], gifts: 0 });
      for (const st of steps.slice(first)) expect(ala(st)).toMatchObject({ godCards: ['red'], gifts: 0 });
      for (const st of steps.filter((x) => x.caption.params?.running !== undefined && x.view.players[0]?.focus)) expect(ala(st).score).toBe(st.caption.params?.running);
      expect(ala(steps.at(-1)!).score).toBe(engine.sheets[0]!.total);
      // Without the god, the card and the offering stay.
      const d = steps[first]!.decision!;
      const kept = run('final-scoring', { [d.name]: 'none' });
      expect(ala(kept.at(-1)!)).toMatchObject({ godCards: ['yellow', 'red'], gifts: 1 });
    });
  });

  it('setup: tiles, task display and kit come from the engine', () => {
    expect(setupSummary(4)).toMatchObject({ tiles: 7, taskDisplay: 6, scores: [0, 1, 2, 3] });
    expect(setupSummary(3)).toMatchObject({ tiles: 6, taskDisplay: 5 });
    expect(setupSummary(2)).toMatchObject({ tiles: 5, taskDisplay: 4, each: { huts: 12, priests: 4, gifts: 2, godCards: 2, godTiles: 1, tasks: 3, buildings: 6 } });
    expect(setupSummary(5)).toBeNull();
  });

  it('moves a status marker as far as the man’s position symbols take it: every example’s “to space n” lies at least the steps from space 0', () => {
    const moves: { id: string; steps: number; to: number }[] = [];
    const walk = (id: string, x: unknown): void => {
      if (Array.isArray(x)) x.forEach((y) => walk(id, y));
      else if (x && typeof x === 'object') {
        const m = x as { key?: string; params?: { steps?: number; to?: number } };
        if (m.key === 'bora.ev.position' && m.params) moves.push({ id, steps: m.params.steps!, to: m.params.to! });
        Object.values(x).forEach((y) => walk(id, y));
      }
    };
    for (const id of IDS) walk(id, run(id));
    expect(moves.map((m) => m.id)).toContain('helper-action');
    for (const m of moves) expect(m.to, `${m.id}: ${m.steps} steps to space ${m.to}`).toBeGreaterThanOrEqual(m.steps);
    // The source's helper example, first way: the man on space 1 shows 2 position symbols, so Ben goes from 0 to 2.
    expect(moves.find((m) => m.id === 'helper-action')).toEqual({ id: 'helper-action', steps: 2, to: 2 });
  });
});

describe('the helper example says what each trade brought', () => {
  it('a tattoo bought with the die says its steps on the status track, a woman slid her shells (the marker moved with no word of it)', () => {
    const t = translator('en', dictionaries.en);
    const ways = run('helper-action').filter((s) => s.caption.key === 'bora.helper.way');
    expect(ways.length).toBeGreaterThan(3);
    const lines = ways.flatMap((s) => (s.details ?? []).map((d) => t(d)));
    const tattoos = lines.filter((l) => /tattoo/i.test(l));
    expect(tattoos.length).toBeGreaterThan(0);
    for (const l of tattoos) expect(l).toMatch(/\(\d+ steps? on the status track\)/);
  });
});
