import { resolveConflicts, victoryPoints, type Age, type Comparison, type ConflictResolution, type ConflictToken } from '../../games/seven-wonders';
import type { Localized } from '../localize';
import type { InputSpec, Message, Step, Story } from '../types';
import type { MilitaryConflictExample, MilitaryRingExample } from './data';
import { msg } from '../messages';
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
      const tokens = taken.filter((c) => c.seat === seat && c.token).map((c) => c.token as ConflictToken);
      return { name, shields: shields[seat] ?? 0, tokens, points: tokens.reduce((sum, t) => sum + t.points, 0) };
    }),
    focus: null,
    follow: null,
    totals: false,
    ...partial,
  };
}

function refused(reason: string, view: RingView): Step<RingView>[] {
  return [{ caption: msg('sw.refused', { reason: msg(`sw.reason.${reason}` as 'sw.reason.invalid-shields') }), view, tone: 'refusal' }];
}

function tokenSummary(tokens: readonly ConflictToken[]): Message {
  const victories = tokens.filter((t) => t.kind === 'victory').length;
  return msg('sw.tokens.summary', { victories, defeats: tokens.length - victories });
}

function comparisonCaption(c: Comparison, names: readonly string[], age: Age): Message {
  const key = c.outcome === 'victory' ? 'sw.conflict.victory' : c.outcome === 'defeat' ? 'sw.conflict.defeat' : 'sw.conflict.tie';
  return msg(key, {
    name: names[c.seat]!,
    other: names[c.neighbour]!,
    side: msg(c.side === 'left' ? 'sw.side.left' : 'sw.side.right'),
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
    const result = resolveConflicts(shields, age);
    if (!result.ok) return refused(result.reason, ringView(names, shields, age, [], { follow: 0 }));
    const r = result.value;
    // The source follows seat 0 only; its neighbours' own comparisons are not part of the story.
    const mine = r.comparisons.filter((c) => c.seat === 0);
    const steps: Step<RingView>[] = [
      {
        caption: msg('sw.conflict.count', { age, name: names[0]!, shields: shields[0]!, left: names[1]!, leftShields: shields[1]!, right: names[2]!, rightShields: shields[2]! }),
        view: ringView(names, shields, age, [], { follow: 0 }),
      },
    ];
    mine.forEach((c, i) => {
      steps.push({
        caption: comparisonCaption(c, names, age),
        view: ringView(names, shields, age, mine.slice(0, i + 1), { follow: 0, focus: { a: 0, b: c.neighbour, outcome: c.outcome } }),
      });
    });
    steps.push({
      caption: msg('sw.conflict.result', { name: names[0]!, age, points: r.pointsThisAge[0] ?? 0 }),
      details: [tokenSummary(r.tokens[0] ?? []), msg('sw.conflict.victoryValue', { age, points: victoryPoints(age) })],
      view: ringView(names, shields, age, mine, { follow: 0, totals: true }),
      tone: 'result',
    });
    return steps;
  },
};

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
    const result = resolveConflicts(shields, age);
    if (!result.ok) return refused(result.reason, ringView(names, shields, age, []));
    const r = result.value;
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
    });
    return steps;
  },
};
