/**
 * "Which cards of the pool may this player take?" (sections "Building resource
 * cards" and "Craftsman cards"): Phase I stopped at a turn; the engine's legal
 * moves are the answer.
 */
import { workerCount, workerPayments, type PillarsState } from '../../games/pillars-of-the-earth';
import { createRng } from '../../games/random';
import { list } from '../../explainers/pillars/messages';
import { craftsmanName } from '../../explainers/pillars/names';
import type { PillarsView } from '../../explainers/pillars/views';
import type { Message } from '../../explainers/types';
import { choicesFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { ILLUSTRATIVE, pq, roundKind, seatName, tableView } from './common';
import { playRound, type AtDecision } from './round';

const SHOW = { points: false, workers: true, builders: false, cards: true };

/** The pool's cards in the pool's order, each once. */
function cardsLabel(s: PillarsState, ids: ReadonlySet<string>): Message {
  const resources = s.pool.resources.filter((c) => ids.has(c.id)).map((c) =>
    pq('pillars.practice.draft-cards.resource', { card: pq('pillars.card', { tokens: c.tokens, resource: pq(`pillars.resource.${c.resource}`) }), workers: c.workers }),
  );
  const craftsmen = s.pool.craftsmen.filter((c) => ids.has(c.id)).map((c) => pq('pillars.practice.draft-cards.craftsman', { name: craftsmanName(c.id, {}), cost: c.cost }));
  const all = [...resources, ...craftsmen];
  return all.length ? list(all) : pq('pillars.practice.draft-cards.none');
}

export const draftCardsKind = roundKind({
  id: 'draft-cards',
  section: 'resource-cards',
  find(dealt, players) {
    const rng = createRng(dealt ^ 0xd7a);
    // Only a turn where some card of the pool is out of reach: "all of them" teaches little.
    const someOutOfReach = (a: AtDecision | undefined) => {
      const d = a?.decision;
      if (a?.stage !== 'draft' || d?.kind !== 'draft') return false;
      const legal = new Set(d.options.flatMap((m) => (m.type === 'take' ? [m.card] : [])));
      const pool = a.state.pool;
      return [...pool.resources, ...pool.craftsmen].some((c) => !legal.has(c.id));
    };
    const { record, at } = playRound(dealt, players, (a) => someOutOfReach(a) && rng() < 0.5);
    if (!someOutOfReach(at.pending)) return null;
    return record;
  },
  build(seed, record, at) {
    const p = at.pending;
    if (!p || p.stage !== 'draft' || p.decision.kind !== 'draft') return null;
    const d = p.decision;
    const s = p.state;
    const me = s.players[d.player]!;
    const hand = me.workers;
    const right = new Set(d.options.flatMap((m) => (m.type === 'take' ? [m.card] : [])));
    const rightCraftsmen = s.pool.craftsmen.filter((c) => right.has(c.id)).map((c) => c.id);
    const rightResources = s.pool.resources.filter((c) => right.has(c.id)).map((c) => c.id);
    const set = (...groups: string[][]) => new Set(groups.flat());

    const change = s.pool.resources.filter((c) => workerCount(hand) >= c.workers).map((c) => c.id);
    const largeAsOne = s.pool.resources.filter((c) => c.workers <= hand.small + hand.large).map((c) => c.id);
    const strictGold = s.pool.craftsmen.filter((c) => c.cost < me.wealth).map((c) => c.id);
    const anyCraftsman = s.pool.craftsmen.map((c) => c.id);
    const wrong: Candidate[] = [
      { label: cardsLabel(s, set(change, rightCraftsmen)), mistake: pq('pillars.practice.draft-cards.mistake.change') },
      { label: cardsLabel(s, set(largeAsOne, rightCraftsmen)), mistake: pq('pillars.practice.draft-cards.mistake.largeAsOne') },
      { label: cardsLabel(s, set(rightResources, strictGold)), mistake: pq('pillars.practice.draft-cards.mistake.strictGold') },
      { label: cardsLabel(s, set(rightResources, anyCraftsman)), mistake: pq('pillars.practice.draft-cards.mistake.freeCraftsmen') },
    ];
    const picked = choicesFrom(cardsLabel(s, right), wrong, seed);
    if (!picked) return null;

    const player = seatName(s, d.player);
    const view = tableView(at.dealt, p.state, p.events, { show: SHOW, pool: true });
    const payable = s.pool.resources.filter((c) => workerPayments(hand, c.workers).length > 0);
    const why: WhyStep<PillarsView>[] = [
      {
        caption: pq('pillars.practice.draft-cards.why.workers', { player, small: hand.small, large: hand.large, workers: workerCount(hand) }),
        details: s.pool.resources.map((c) =>
          pq(workerPayments(hand, c.workers).length > 0 ? 'pillars.practice.draft-cards.why.fits' : 'pillars.practice.draft-cards.why.noFit', {
            card: pq('pillars.card', { tokens: c.tokens, resource: pq(`pillars.resource.${c.resource}`) }),
            workers: c.workers,
          }),
        ),
        view,
        section: 'resource-cards',
      },
    ];
    if (s.pool.craftsmen.length > 0) {
      why.push({
        caption: pq('pillars.practice.draft-cards.why.gold', { player, gold: me.wealth }),
        details: s.pool.craftsmen.map((c) => pq(c.cost <= me.wealth ? 'pillars.practice.draft-cards.why.affordable' : 'pillars.practice.draft-cards.why.tooDear', { name: craftsmanName(c.id, {}), cost: c.cost })),
        view,
        section: 'craftsman-cards',
      });
    }
    why.push({
      caption: pq('pillars.practice.draft-cards.why.answer', { player, cards: cardsLabel(s, right), n: payable.length + rightCraftsmen.length }),
      view,
      section: 'draft-turns',
      tone: 'result',
    });

    return {
      prompt: pq('pillars.practice.draft-cards.prompt', { player }),
      view,
      details: [pq('pillars.practice.draft-cards.hand', { player, small: hand.small, large: hand.large, gold: me.wealth }), ILLUSTRATIVE],
      ...picked,
      why,
    };
  },
});
