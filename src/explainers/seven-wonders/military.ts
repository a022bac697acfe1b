import { play } from '../../games/driver';
import { leftOf, rightOf, sevenWonders, tableOf, victoryPoints, type Age, type Comparison, type ConflictResolution, type ConflictToken } from '../../games/seven-wonders';
import type { Localized } from '../localize';
import type { InputSpec, Message, Prediction, Step, Story } from '../types';
import type { MilitaryConflictExample, MilitaryRingExample } from './data';
import { msg } from '../messages';
import { choiceQuestion, countQuestion } from '../predict';
import { refusedCaption, type StoryRefusal } from './refused';
import type { RingView } from './views';

const AGE_OPTIONS = ([1, 2, 3] as const).map((a) => ({ value: String(a), label: msg('sw.age.name', { age: a }) }));

/**
 * The table as it stands once the comparisons `taken` has handed out their
 * tokens. Shields come from the engine's comparisons, not from the inputs.
 */
function ringView(names: readonly string[], shields: readonly number[], age: Age, taken: readonly Comparison[], partial: Partial<RingView> = {}): RingView {
  return {
    kind: 'ring',
    age,
    seats: names.map((name, seat) => {
      const tokens = taken.flatMap((c) => (c.seat === seat && c.token ? [c.token] : []));
      return { name, shields: shields[seat] ?? 0, tokens, points: tokens.reduce((sum, t) => sum + t.points, 0) };
    }),
    focus: null,
    follow: null,
    totals: false,
    ...partial,
  };
}

function refused(reason: StoryRefusal, view: RingView): Step<RingView>[] {
  return [{ caption: refusedCaption(reason), view, tone: 'refusal' }];
}

/** The conflicts that end an Age, settled by the engine from the Shields an example states. */
function settle(shields: readonly number[], age: Age): { ok: true; resolution: ConflictResolution } | { ok: false; reason: StoryRefusal } {
  const played = play(sevenWonders, tableOf({ age, cities: [] }), [{ kind: 'conflicts', shields }], () => undefined);
  if (!played.ok) return played;
  const settled = played.trace.flatMap((s) => s.events).find((e) => e.kind === 'conflicts');
  return settled ? { ok: true, resolution: settled.resolution } : { ok: false, reason: 'decision-needed' };
}

function tokenSummary(tokens: readonly ConflictToken[]): Message {
  const victories = tokens.filter((t) => t.kind === 'victory').length;
  return msg('sw.tokens.summary', { victories, defeats: tokens.length - victories });
}

function comparisonCaption(c: Comparison, names: readonly string[], age: Age): Message {
  return msg(`sw.conflict.${c.outcome}`, {
    name: names[c.seat]!,
    other: names[c.neighbour]!,
    side: msg(`sw.side.${c.side}`),
    mine: c.mine,
    theirs: c.theirs,
    points: c.token?.points ?? 0,
    age,
  });
}

/** The mirror of a comparison: the same pair seen from the neighbour's side. */
function mirrorOf(r: ConflictResolution, c: Comparison): Comparison | undefined {
  return r.comparisons.find((m) => m.seat === c.neighbour && m.neighbour === c.seat && m.side !== c.side);
}

/** Predict: which token a seat takes against a neighbour, from the shields the picture shows. */
function conflictQuestion(c: Comparison, names: readonly string[], age: Age): Prediction {
  return choiceQuestion(
    msg('sw.predict.conflict', { name: names[c.seat]!, other: names[c.neighbour]! }),
    [
      { value: 'victory', label: msg('sw.predict.victory', { points: victoryPoints(age) }) },
      { value: 'defeat', label: msg('sw.predict.defeat') },
      { value: 'tie', label: msg('sw.predict.none') },
    ],
    c.outcome,
  );
}

/** Predict: a seat's points from this Age's conflicts (two neighbours: from −2 up). */
function pointsQuestion(name: string, age: Age, points: number): Prediction {
  return countQuestion(msg('sw.predict.result', { name, age }), points, (n) => msg('sw.view.points', { points: n }), -2);
}

type ConflictData = Localized<MilitaryConflictExample>;

/** The source's example: one player against each neighbour at the end of an Age. */
export const militaryConflict: Story<ConflictData, RingView> = {
  defaults: (d) => ({ age: String(d.age), ...Object.fromEntries(d.players.map((p, i) => [`s${i}`, p.shields])) }),
  inputs: (d): InputSpec[] => [
    { kind: 'choice', name: 'age', label: msg('sw.input.age'), options: AGE_OPTIONS },
    ...d.players.map((p, i): InputSpec => ({ kind: 'number', name: `s${i}`, label: msg('sw.input.shieldsOf', { name: p.name }), min: 0, max: 30 })),
  ],
  steps(d, inputs) {
    const age = Number(inputs.age) as Age;
    const names = d.players.map((p) => p.name);
    const shields = names.map((_, i) => Number(inputs[`s${i}`]));
    const result = settle(shields, age);
    if (!result.ok) return refused(result.reason, ringView(names, shields, age, [], { follow: 0 }));
    return followSteps(names, shields, age, result.resolution, 0);
  },
};

/**
 * One seat's conflicts, as the source's example tells them: everyone's Shields, the seat
 * against each neighbour in turn, and the points it ends the Age with. The seat's
 * neighbours' own comparisons are not part of this telling.
 */
export function followSteps(names: readonly string[], shields: readonly number[], age: Age, r: ConflictResolution, seat: number): Step<RingView>[] {
  const mine = r.comparisons.filter((c) => c.seat === seat);
  const left = leftOf(seat, names.length);
  const right = rightOf(seat, names.length);
  const steps: Step<RingView>[] = [
    {
      caption: msg('sw.conflict.count', { age, name: names[seat]!, shields: shields[seat]!, left: names[left]!, leftShields: shields[left]!, right: names[right]!, rightShields: shields[right]! }),
      view: ringView(names, shields, age, [], { follow: seat }),
    },
  ];
  mine.forEach((c, i) => {
    steps.push({
      caption: comparisonCaption(c, names, age),
      view: ringView(names, shields, age, mine.slice(0, i + 1), { follow: seat, focus: { a: seat, b: c.neighbour, outcome: c.outcome } }),
      tone: 'result',
      ask: conflictQuestion(c, names, age),
      askView: ringView(names, shields, age, mine.slice(0, i), { follow: seat, focus: { a: seat, b: c.neighbour, outcome: 'asked' } }),
    });
  });
  steps.push({
    caption: msg('sw.conflict.result', { name: names[seat]!, age, points: r.pointsThisAge[seat] ?? 0 }),
    details: [tokenSummary(r.tokens[seat] ?? []), msg('sw.conflict.victoryValue', { age, points: victoryPoints(age) })],
    view: ringView(names, shields, age, mine, { follow: seat, totals: true }),
    tone: 'result',
    ask: pointsQuestion(names[seat]!, age, r.pointsThisAge[seat] ?? 0),
  });
  return steps;
}

type RingData = Localized<MilitaryRingExample>;

/** A whole table: every pair of neighbours compared once, tokens handed out as they go. */
export const militaryRing: Story<RingData, RingView> = {
  defaults: (d) => ({ players: d.players, age: String(d.age), ...Object.fromEntries(d.shields.map((s, i) => [`s${i}`, s])) }),
  inputs: (d, current): InputSpec[] => [
    { kind: 'number', name: 'players', label: msg('sw.input.players'), min: 3, max: 7 },
    { kind: 'choice', name: 'age', label: msg('sw.input.age'), options: AGE_OPTIONS },
    ...d.names
      .slice(0, Number(current.players))
      .map((name, i): InputSpec => ({ kind: 'number', name: `s${i}`, label: msg('sw.input.shieldsOf', { name }), min: 0, max: 30 })),
  ],
  steps(d, inputs) {
    const age = Number(inputs.age) as Age;
    const n = Number(inputs.players);
    const names = d.names.slice(0, n);
    const shields = names.map((_, i) => Number(inputs[`s${i}`]));
    const result = settle(shields, age);
    if (!result.ok) return refused(result.reason, ringView(names, shields, age, []));
    const r = result.resolution;
    const steps: Step<RingView>[] = [
      {
        caption: msg('sw.ring.intro', { players: n, age }),
        details: [msg('sw.conflict.victoryValue', { age, points: victoryPoints(age) })],
        view: ringView(names, shields, age, []),
      },
    ];
    // Each pair once (a seat against its left neighbour); both players' tokens appear together.
    const taken: Comparison[] = [];
    for (const c of r.comparisons.filter((x) => x.side === 'left')) {
      const mirror = mirrorOf(r, c);
      taken.push(c, ...(mirror ? [mirror] : []));
      const [winner, loser] = c.outcome === 'defeat' ? [c.neighbour, c.seat] : [c.seat, c.neighbour];
      steps.push({
        caption: msg(c.outcome === 'tie' ? 'sw.ring.tie' : 'sw.ring.win', {
          a: names[c.seat]!,
          b: names[c.neighbour]!,
          sa: c.mine,
          sb: c.theirs,
          winner: names[winner]!,
          loser: names[loser]!,
          points: victoryPoints(age),
        }),
        view: ringView(names, shields, age, [...taken], { focus: { a: c.seat, b: c.neighbour, outcome: c.outcome } }),
        tone: 'result',
        askView: ringView(names, shields, age, taken.slice(0, taken.length - (mirror ? 2 : 1)), { focus: { a: c.seat, b: c.neighbour, outcome: 'asked' } }),
        ask: choiceQuestion(
          msg('sw.predict.pair', { a: names[c.seat]!, b: names[c.neighbour]! }),
          [
            { value: String(c.seat), label: msg('explainer.literal', { text: names[c.seat]! }) },
            { value: String(c.neighbour), label: msg('explainer.literal', { text: names[c.neighbour]! }) },
            { value: 'tie', label: msg('sw.predict.neither') },
          ],
          c.outcome === 'tie' ? 'tie' : String(winner),
        ),
      });
    }
    steps.push({
      caption: msg('sw.ring.totals', { age }),
      details: names.map((name, seat) => {
        const tokens = r.tokens[seat] ?? [];
        const victories = tokens.filter((t) => t.kind === 'victory').length;
        return msg('sw.ring.seatTotal', { name, points: r.pointsThisAge[seat] ?? 0, victories, defeats: tokens.length - victories });
      }),
      view: ringView(names, shields, age, r.comparisons, { totals: true }),
      tone: 'result',
      ask: pointsQuestion(names[0]!, age, r.pointsThisAge[0] ?? 0),
    });
    return steps;
  },
};
