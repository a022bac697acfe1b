import { MAX_CARD_WORKERS, MIN_CARD_WORKERS, workerCount, type Decision, type DraftMove, type PillarsEvent, type PillarsState, type Resource } from '../../games/pillars-of-the-earth';
import type { Decision as StepDecision, Inputs, Message, Step, Story } from '../types';
import { groupTrace, holds, list, pick, playedStory, playStory, table, type ChoicePoint, type Group, type StoryPlay } from './common';
import type { ExampleOf } from './data';
import { pmsg } from './messages';
import { colourName, craftsmanName } from './names';
import { momentOf, tableView, type TableOptions } from './tableView';
import type { PillarsView } from './views';

type DraftExample = ExampleOf<'resource-draft'>;
type DraftDecision = Extract<Decision, { kind: 'draft' }>;
type Point = ChoicePoint<DraftDecision, string>;

/** A move as one string, for an input and a radio button. */
function moveValue(m: DraftMove): string {
  if (m.type === 'pass') return 'pass';
  if (m.discard !== undefined) return `take:${m.card}:discard:${m.discard}`;
  if (m.largeWorker !== undefined) return `take:${m.card}:${m.largeWorker ? 'large' : 'small'}`;
  return `take:${m.card}`;
}

/** Phase I with the engine: at each turn the reader's move if legal, else the example's, else the first legal one. */
function resolve(d: DraftExample, inputs: Inputs): StoryPlay<DraftDecision, string> | { error: string } {
  const built = table({
    players: d.players.map((colour) => ({ colour })),
    startPlayer: d.startPlayer,
    pool: { resources: d.pool.resources, craftsmen: d.pool.craftsmen.map(({ id, cost }) => ({ id, cost })) },
  });
  if (!built.ok) return { error: built.reason };
  return playStory(built.state, [{ phase: 'draft' }], {
    kind: 'draft',
    input: (k) => `move${k + 1}`,
    choose(decision, k, name) {
      const source = d.moves[k];
      return pick(decision.options, moveValue, [inputs[name], source ? moveValue(source) : undefined]);
    },
  });
}

const resourceLabel = (resource: Resource, tokens: number): Message => pmsg('pillars.card', { tokens, resource: pmsg(`pillars.resource.${resource}`) });

function decisionFor(p: Point, start: PillarsState, names: Record<string, string>): StepDecision {
  const d = p.decision;
  const player = colourName(start.players[d.player]!.colour);
  const label = (m: DraftMove): Message => {
    if (m.type === 'pass') return pmsg('pillars.option.draftPass');
    const res = start.pool.resources.find((c) => c.id === m.card);
    if (res) {
      const base = { card: resourceLabel(res.resource, res.tokens), workers: res.workers };
      if (m.largeWorker === undefined) return pmsg('pillars.option.resource', base);
      return pmsg(m.largeWorker ? 'pillars.option.resourceLarge' : 'pillars.option.resourceSmall', base);
    }
    const cost = start.pool.craftsmen.find((c) => c.id === m.card)?.cost ?? 0;
    const name = craftsmanName(m.card, names);
    if (m.discard === undefined) return pmsg('pillars.option.craftsman', { name, cost });
    return pmsg('pillars.option.craftsmanDiscard', { name, cost, discard: craftsmanName(m.discard, names) });
  };
  return { name: p.input, chosen: p.chosen, label: pmsg('pillars.decision.draft', { player }), options: d.options.map((m) => ({ value: moveValue(m), label: label(m) })) };
}

const cardsOf = (ids: readonly string[], start: PillarsState, names: Record<string, string>): Message =>
  list(
    ids.map((id) => {
      const r = start.pool.resources.find((c) => c.id === id);
      return r ? resourceLabel(r.resource, r.tokens) : craftsmanName(id, names);
    }),
  );

function caption(g: Group, start: PillarsState, names: Record<string, string>, before: PillarsState): { caption: Message; details: Message[] } {
  const e = g.events[0]!;
  const who = (seat: number) => colourName(start.players[seat]!.colour);
  const details: Message[] = [];
  switch (e.type) {
    case 'resource-card-taken':
      return {
        caption: pmsg('pillars.draft.resource', {
          player: who(e.player),
          card: resourceLabel(e.resource, e.tokens),
          workers: e.workers,
          site: pmsg(`pillars.site.${e.site}`),
          left: e.workersLeft,
        }),
        details: [pmsg(e.large > 0 ? 'pillars.draft.pawnsLarge' : 'pillars.draft.pawns', { small: e.small, large: e.large }), ...(e.reading ? [pmsg(`pillars.reading.${e.reading}`)] : [])],
      };
    case 'craftsman-taken':
      for (const x of g.events.slice(1)) {
        if (x.type === 'craftsman-discarded') details.push(pmsg(x.justTaken ? 'pillars.draft.discardNew' : 'pillars.draft.discard', { name: craftsmanName(x.card, names) }));
      }
      return { caption: pmsg('pillars.draft.craftsman', { player: who(e.player), name: craftsmanName(e.card, names), cost: e.cost, gold: e.goldLeft }), details };
    case 'draft-passed':
      // A forced pass names what stops the player: no resource card their pawns fit, and no craftsman left or none their gold covers.
      return { caption: pmsg(e.forced ? 'pillars.draft.passForced' : 'pillars.draft.pass', { player: who(e.player), craftsmen: before.pool.craftsmen.length }), details };
    case 'draft-ended':
      return { caption: pmsg(e.reason === 'pool-empty' ? 'pillars.draft.endEmpty' : 'pillars.draft.endPassed'), details };
    case 'workers-to-wool-mill':
      return {
        caption: pmsg('pillars.draft.toMill'),
        details: g.events.flatMap((x) =>
          x.type === 'workers-to-wool-mill' ? [pmsg('pillars.draft.toMillPlayer', { player: who(x.player), workers: x.workers, small: x.small, large: x.large })] : [],
        ),
      };
    case 'resource-cards-set-aside':
    case 'craftsmen-removed':
      return {
        caption: pmsg('pillars.draft.leftovers'),
        details: g.events.flatMap((x) =>
          x.type === 'resource-cards-set-aside'
            ? [pmsg('pillars.draft.aside', { cards: cardsOf(x.cards, start, names), n: x.cards.length })]
            : x.type === 'craftsmen-removed'
              ? [pmsg('pillars.draft.removed', { cards: cardsOf(x.cards, start, names), n: x.cards.length })]
              : [],
        ),
      };
    default:
      return { caption: pmsg('pillars.draft.leftovers'), details };
  }
}

const joins = (e: PillarsEvent, first: PillarsEvent): boolean =>
  (e.type === 'craftsman-discarded' && first.type === 'craftsman-taken') ||
  (e.type === 'workers-to-wool-mill' && first.type === 'workers-to-wool-mill') ||
  (e.type === 'craftsmen-removed' && first.type === 'resource-cards-set-aside');

/** Phase I from setup: every take and pass, then the wool mill and the leftovers. */
export const draftStory: Story<DraftExample, PillarsView> = playedStory(resolve, ({ frames, points, end }, d) => {
  const start = frames.start;
  const names = Object.fromEntries(d.pool.craftsmen.flatMap((c) => (c.name ? [[c.id, c.name]] : [])));
  const options: TableOptions = { show: { points: false, workers: true, builders: false, cards: true }, pool: true, names };
  const view = (from: number, to: number) => tableView(momentOf(frames, from, to), options);
  const first = start.players[0]!;
  const steps: Step<PillarsView>[] = [
    {
      caption: pmsg('pillars.draft.start', {
        players: start.players.length,
        start: colourName(start.players[start.startPlayer]!.colour),
        resources: start.pool.resources.length,
        craftsmen: start.pool.craftsmen.length,
        workers: workerCount(first.workers),
        small: first.workers.small,
        large: first.workers.large,
      }),
      details: [
        ...start.players.map((p) => pmsg('pillars.player.gold', { player: colourName(p.colour), gold: p.wealth })),
        pmsg('pillars.draft.illustrative', { lowest: MIN_CARD_WORKERS, highest: MAX_CARD_WORKERS }),
      ],
      view: view(0, 0),
    },
  ];
  for (const g of groupTrace(frames.events, joins)) {
    const point = points.find((p) => holds(g, p.at));
    steps.push({ ...caption(g, start, names, g.from === 0 ? start : frames.states[g.from - 1]!), view: view(g.from, g.from + g.events.length), ...(point ? { decision: decisionFor(point, start, names) } : {}) });
  }
  const n = frames.events.length;
  steps.push({
    caption: pmsg('pillars.draft.result'),
    details: end.players.map((p) =>
      pmsg('pillars.draft.resultPlayer', {
        player: colourName(p.colour),
        cards: p.resourceCards.length,
        craftsmen: p.craftsmen.length,
        gold: p.wealth,
        mill: workerCount(p.woolMill),
      }),
    ),
    view: view(n, n),
    tone: 'result',
  });
  return steps;
});
