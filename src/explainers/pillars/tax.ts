import { TAX_GOLD, type BishopChoice, type Decision, type PillarsState } from '../../games/pillars-of-the-earth';
import type { Decision as StepDecision, Inputs, Message, Prediction, Story } from '../types';
import { pick, playStory, refusalStep, table, type StoryPlay } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { countQuestion } from '../predict';
import { foldSteps, type Fold, type Unfolded } from '../fold';
import { colourName } from './names';
import { momentOf, tableView, type TableOptions } from './tableView';
import type { PillarsView } from './views';

type TaxExample = ExampleOf<'tax-event'>;
type BishopDecision = Extract<Decision, { kind: 'bishop' }>;

const INPUT = 'bishop';
const OPTIONS: TableOptions = { show: { points: true, workers: false, builders: false, cards: false } };
const valueOf = (c: BishopChoice): string => (c === 'protect' ? 'protect' : `take:${c.take}`);

/** The tax card with the engine; the Bishop's choice is the reader's if legal, else the example's, else the first. */
function resolve(d: TaxExample, inputs: Inputs): StoryPlay<BishopDecision, string> | { error: string } {
  const built = table({ players: d.players, startPlayer: d.startPlayer, builders: d.bishop ? [{ colour: d.bishop.colour, at: 'bishop' }] : [] });
  if (!built.ok) return { error: built.reason };
  const source = d.bishop ? valueOf(d.bishop.choice) : undefined;
  return playStory(built.state, [{ phase: 'event', event: { kind: 'tax' } }], { kind: 'bishop', input: () => INPUT, choose: (decision) => pick(decision.options, valueOf, [inputs[INPUT], source]) });
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
    const point = 'error' in o ? undefined : o.points[0];
    return point ? { [INPUT]: point.chosen } : {};
  },
  inputs: () => [],
  steps(d, inputs) {
    const o = resolve(d, inputs);
    if ('error' in o) return [refusalStep(o.error)];
    const { frames, end } = o;
    const start = frames.start;
    const point = o.points[0];
    const who = (seat: number) => colourName(start.players[seat]!.colour);
    const holder = start.builders.find((b) => b.at === 'bishop');
    const steps: Unfolded<PillarsView>[] = [
      {
        caption: pmsg(!holder ? 'pillars.tax.startNoBishop' : holder.player === start.startPlayer ? 'pillars.tax.startSelf' : 'pillars.tax.start', {
          players: start.players.length,
          start: who(start.startPlayer),
          ...(holder ? { bishop: who(holder.player) } : {}),
        }),
        details: start.players.map((p) => pmsg('pillars.player.goldPoints', { player: colourName(p.colour), gold: p.wealth, points: p.points })),
        view: tableView(momentOf(frames, 0, 0), OPTIONS),
      },
    ];
    frames.events.forEach((e, i) => {
      let caption: Message | null = null;
      let fold: Fold | undefined;
      const details: Message[] = [];
      let ask: Prediction | undefined;
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
          // Said already by the Bishop's protection just chosen ("…so Red pays no tax"): its step holds this one.
          if (frames.events[i - 1]?.type === 'bishop-protects' && (frames.events[i - 1] as { player: number }).player === e.player) fold = 'quiet';
          break;
        case 'tax-paid':
          // What the tax costs is the outcome: the gold left when it can be paid, else the points lost.
          ask =
            e.unpaid === 0
              ? countQuestion(pmsg('pillars.predict.left', { player: who(e.player) }), e.goldLeft, (n) => pmsg('pillars.predict.gold', { n }))
              : countQuestion(pmsg('pillars.predict.lost', { player: who(e.player) }), e.pointsLost, (n) => pmsg('pillars.predict.points', { n }));
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
      const decision = e.type === 'event-revealed' && point ? { decision: decisionFor(point.decision, start, point.chosen) } : {};
      steps.push({ caption, ...(details.length ? { details } : {}), view: tableView(momentOf(frames, i, i + 1), OPTIONS), ...decision, ...(ask ? { tone: 'result' as const, ask } : {}), ...(fold ? { fold } : {}) });
    });
    const n = frames.events.length;
    steps.push({
      caption: pmsg('pillars.tax.result'),
      details: end.players.map((p) => pmsg('pillars.player.goldPoints', { player: colourName(p.colour), gold: p.wealth, points: p.points })),
      view: tableView(momentOf(frames, n, n), OPTIONS),
      tone: 'result',
      // Every player's cost was asked at its step: the table after the tax has nothing new to predict.
      ask: null,
    });
    return foldSteps(steps);
  },
};
