import {
  applyAction,
  buildPosition,
  cellKey,
  type Cell,
  type Choices,
  type Colour,
  type Decision,
  type GheosAction,
  type GheosEvent,
  type GheosState,
  type MigrationCandidate,
} from '../../games/gheos';
import type { GheosExample } from '../../schemas/gheos-example';
import type { Localized } from '../localize';
import type { Decision as StepDecision, Inputs, Message, Step, Story } from '../types';
import { msg } from '../messages';
import { captionOf, colourName, colourOf, startCaption } from './captions';
import { Replay, highlightsOf } from './replay';
import type { BoardView } from './views';

export type LocalizedGheosExample = Localized<GheosExample>;

/** Where a reader's choice sits in the trace: before event `at`. */
interface ChoicePoint {
  at: number;
  input: string;
  decision: Decision;
  chosen: string;
}

interface Outcome {
  start: GheosState;
  result: { ok: true; state: GheosState; events: GheosEvent[] } | { ok: false; reason: string; events: GheosEvent[] };
  points: ChoicePoint[];
}

const MAX_DECISIONS = 12;

/** Refusals with their own wording; any other reads as the generic one. */
const WORDED = new Set(['no-follower-to-pay', 'tile-has-pyramid', 'not-adjacent', 'occupied', 'too-many-decisions']);
const reason = (r: string): Message => msg(WORDED.has(r) ? (`gheos.reason.${r}` as 'gheos.reason.unknown') : 'gheos.reason.unknown');

function sameCell(value: string | Cell, candidate: MigrationCandidate): boolean {
  if (typeof value === 'string') return value === candidate.ref || candidate.cells.includes(value.split(':')[0] as never);
  return candidate.cells.includes(cellKey(value));
}

/**
 * Resolves the example's action with the engine, asking for each decision in
 * turn: the reader's input if it names a legal option, else the source's
 * choice, else the first legal option. Returns the trace and where each
 * decision fell in it.
 */
function resolve(d: LocalizedGheosExample, inputs: Inputs): Outcome | { error: string } {
  const built = buildPosition(d.position);
  if (!built.ok) return { error: built.reason };
  const start = built.value;
  const choices: Required<Choices> = { payments: [], warWinners: [], migrations: {} };
  const points: ChoicePoint[] = [];
  const source = d.choices ?? {};
  for (let i = 0; i <= MAX_DECISIONS; i++) {
    const r = applyAction(start, d.action as GheosAction, choices);
    if (r.ok) return { start, result: { ok: true, state: r.value.state, events: r.value.events }, points };
    if (r.reason !== 'decision-needed') return { start, result: { ok: false, reason: r.reason, events: [] }, points };
    const decision = r.decision;
    let input: string;
    let chosen: string;
    if (decision.kind === 'payment') {
      input = `pay${choices.payments.length + 1}`;
      const wanted = [inputs[input], source.payments?.[choices.payments.length]].find((v) => decision.options.includes(v as Colour));
      chosen = (wanted as Colour | undefined) ?? decision.options[0]!;
      choices.payments.push(chosen as Colour);
    } else if (decision.kind === 'war-winner') {
      input = `winner${choices.warWinners.length + 1}`;
      const wanted = [inputs[input], source.warWinners?.[choices.warWinners.length]].find((v) => decision.options.includes(v as Colour));
      chosen = (wanted as Colour | undefined) ?? decision.options[0]!;
      choices.warWinners.push(chosen as Colour);
    } else {
      input = `migrate-${decision.civilization}`;
      const sourceChoice = source.migrations?.[decision.civilization];
      const byInput = decision.options.find((o) => o.ref === inputs[input]);
      const bySource = sourceChoice === undefined ? undefined : decision.options.find((o) => sameCell(sourceChoice as string | Cell, o));
      chosen = (byInput ?? bySource ?? decision.options[0]!).ref;
      choices.migrations[decision.civilization] = chosen;
    }
    points.push({ at: r.events.length, input, decision, chosen });
  }
  return { error: 'too-many-decisions' };
}

function decisionFor(p: ChoicePoint, names: readonly string[]): StepDecision {
  const d = p.decision;
  const player = names[d.player] ?? '';
  if (d.kind === 'migration') {
    return {
      name: p.input,
      chosen: p.chosen,
      label: msg('gheos.decision.migration', { player, colour: colourName(d.civilization) }),
      options: d.options.map((o) => ({
        value: o.ref,
        label: msg(o.kind === 'continent' ? 'gheos.option.continent' : 'gheos.option.island', { wheat: o.wheat, tiles: o.cells.length }),
      })),
    };
  }
  return {
    name: p.input,
    chosen: p.chosen,
    label: msg(d.kind === 'payment' ? 'gheos.decision.payment' : 'gheos.decision.winner', { player }),
    options: d.options.map((c) => ({ value: c, label: msg(d.kind === 'payment' ? 'gheos.option.follower' : 'gheos.option.civ', { colour: colourName(c), colourOf: colourOf(c) }) })),
  };
}

export const gheosStory: Story<LocalizedGheosExample, BoardView> = {
  defaults(d) {
    const o = resolve(d, {});
    return 'error' in o ? {} : Object.fromEntries(o.points.map((p) => [p.input, p.chosen]));
  },
  inputs: () => [],
  steps(d, inputs) {
    const o = resolve(d, inputs);
    if ('error' in o) {
      const empty: BoardView = { tiles: [], markers: [], players: [], highlights: [], continents: [], islands: 0, epochs: 0 };
      return [{ caption: msg('gheos.refused', { reason: reason(o.error) }), view: empty, tone: 'refusal' }];
    }
    const names = o.start.players.map((p) => p.name);
    const replay = new Replay(o.start, o.result.ok ? o.result.state : o.start);
    const steps: Step<BoardView>[] = [{ caption: startCaption(d.action as GheosAction, names[o.start.active] ?? ''), view: replay.view() }];
    if (!o.result.ok) {
      steps.push({
        caption: msg('gheos.refused', { reason: reason(o.result.reason) }),
        view: replay.view(),
        tone: 'refusal',
      });
      return steps;
    }
    o.result.events.forEach((e, i) => {
      const caption = captionOf(e, names);
      replay.apply(e);
      if (!caption) return;
      const point = o.points.find((p) => p.at === i);
      steps.push({
        caption,
        view: replay.view(highlightsOf(e)),
        ...(point ? { decision: decisionFor(point, names) } : {}),
        ...(e.type === 'civilization-destroyed' || e.type === 'winner-decided' ? { tone: 'result' as const } : {}),
      });
    });
    const final = replay.view();
    steps.push({
      caption: msg('gheos.summary'),
      details: final.players.map((p): Message => msg('gheos.summary.player', { player: p.name, score: p.score, followers: Object.values(p.followers).reduce((a, b) => a + (b ?? 0), 0) })),
      view: final,
      tone: 'result',
    });
    return steps;
  },
};
