import { resolveEvent, TAX_GOLD, WEALTH_CAP, type BishopChoice, type Decision, type PillarsState, type Resolved } from '../../games/pillars-of-the-earth';
import type { Decision as StepDecision, Inputs, Message, Step, Story } from '../types';
import { reasonOf, refusalStep, table } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { colourName, Replay } from './replay';
import type { PillarsView } from './views';

type TaxExample = ExampleOf<'tax-event'>;
type BishopDecision = Extract<Decision, { kind: 'bishop' }>;

const INPUT = 'bishop';
const valueOf = (c: BishopChoice): string => (c === 'protect' ? 'protect' : `take:${c.take}`);

type Outcome = { start: PillarsState; result: Resolved; decision: BishopDecision | null; chosen: string | null } | { error: string };

function resolve(d: TaxExample, inputs: Inputs): Outcome {
  const built = table({ players: d.players, startPlayer: d.startPlayer, builders: d.bishop ? [{ colour: d.bishop.colour, at: 'bishop' }] : [] });
  if (!built.ok) return { error: built.reason };
  const start = built.state;
  const first = resolveEvent(start, { kind: 'tax' });
  if (first.ok) return { start, result: first.value, decision: null, chosen: null };
  if (first.reason !== 'decision-needed' || !('decision' in first) || first.decision.kind !== 'bishop') return { error: reasonOf(first) };
  const decision = first.decision;
  const values = decision.options.map(valueOf);
  const source = d.bishop ? valueOf(d.bishop.choice as BishopChoice) : undefined;
  const chosen = [inputs[INPUT], source].find((v) => values.includes(v as string)) as string | undefined ?? values[0]!;
  const r = resolveEvent(start, { kind: 'tax' }, { bishop: decision.options[values.indexOf(chosen)]! });
  if (!r.ok) return { error: reasonOf(r) };
  return { start, result: r.value, decision, chosen };
}

function decisionFor(decision: BishopDecision, start: PillarsState, chosen: string): StepDecision {
  return {
    name: INPUT,
    chosen,
    label: pmsg('pillars.decision.bishop', { player: colourName(start.players[decision.player]!.colour) }),
    options: decision.options.map((o) => ({
      value: valueOf(o),
      label: o === 'protect' ? pmsg('pillars.option.protect') : pmsg('pillars.option.take', { resource: pmsg(`pillars.resource.${o.take}`), left: start.market[o.take] }),
    })),
  };
}

/** Phase III steps 1–2: the tax card, the Bishop's choice, and each player's payment. */
export const taxStory: Story<TaxExample, PillarsView> = {
  defaults(d): Inputs {
    const o = resolve(d, {});
    if ('error' in o || o.chosen === null) return {};
    return { [INPUT]: o.chosen };
  },
  inputs: () => [],
  steps(d, inputs) {
    const o = resolve(d, inputs);
    if ('error' in o) return [refusalStep(o.error)];
    const { start, result } = o;
    const who = (seat: number) => colourName(start.players[seat]!.colour);
    const replay = new Replay(start, { show: { points: true, workers: false, builders: false, cards: false }, cap: WEALTH_CAP });
    const holder = start.builders.find((b) => b.at === 'bishop');
    const steps: Step<PillarsView>[] = [
      {
        caption: pmsg(holder ? 'pillars.tax.start' : 'pillars.tax.startNoBishop', {
          players: start.players.length,
          start: who(start.startPlayer),
          ...(holder ? { bishop: who(holder.player) } : {}),
        }),
        details: start.players.map((p) => pmsg('pillars.player.goldPoints', { player: colourName(p.colour), gold: p.wealth, points: p.points })),
        view: replay.view(),
      },
    ];
    result.trace.forEach((e) => {
      replay.begin();
      replay.apply(e);
      let caption: Message | null = null;
      const details: Message[] = [];
      switch (e.type) {
        case 'event-revealed':
          caption = pmsg(e.negative ? 'pillars.tax.revealed' : 'pillars.tax.revealedGood', { due: TAX_GOLD });
          if (e.reading) details.push(pmsg(`pillars.reading.${e.reading}`));
          break;
        case 'bishop-protects':
          caption = pmsg('pillars.tax.protects', { player: who(e.player) });
          break;
        case 'event-skipped':
          caption = pmsg('pillars.tax.skipped', { player: who(e.player) });
          break;
        case 'tax-paid':
          caption =
            e.unpaid === 0
              ? pmsg('pillars.tax.paid', { player: who(e.player), paid: e.paid, gold: e.goldLeft })
              : pmsg(e.paid === 0 && e.pointsLost > 0 ? 'pillars.tax.nothing' : e.pointsLost > 0 ? 'pillars.tax.short' : 'pillars.tax.shortNoLoss', {
                  player: who(e.player),
                  paid: e.paid,
                  due: e.due,
                  unpaid: e.unpaid,
                  lost: e.pointsLost,
                  points: e.points,
                });
          break;
        case 'bishop-resource':
          caption = pmsg('pillars.tax.resource', { player: who(e.player), resource: pmsg(`pillars.resource.${e.resource}`), left: e.marketLeft });
          break;
        default:
          break;
      }
      if (!caption) return;
      const decision = e.type === 'event-revealed' && o.decision ? { decision: decisionFor(o.decision, start, o.chosen ?? '') } : {};
      steps.push({ caption, ...(details.length ? { details } : {}), view: replay.view(), ...decision });
    });
    replay.begin();
    steps.push({
      caption: pmsg('pillars.tax.result'),
      details: result.state.players.map((p) => pmsg('pillars.player.goldPoints', { player: colourName(p.colour), gold: p.wealth, points: p.points })),
      view: replay.view(),
      tone: 'result',
    });
    return steps;
  },
};
