/**
 * "Which cards of the pool may this player take?" (sections "Building resource
 * cards" and "Craftsman cards"): Phase I stopped at a turn; the engine's legal
 * moves are the answer. The gold limit is asked in a later round (`round.ts`).
 */
import { workerCount, workerPayments, type PillarsState } from '../../games/pillars-of-the-earth';
import { createRng, randomInt } from '../../games/random';
import { list } from '../../explainers/pillars/messages';
import { craftsmanName } from '../../explainers/pillars/names';
import type { PillarsView } from '../../explainers/pillars/views';
import type { Message } from '../../explainers/types';
import { choicesFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { ILLUSTRATIVE, laterLine, laterRound, pq, roundKind, seatName, tableView } from './common';
import { playRound, TAKE_RATE, type AtDecision, type LaterDeal } from './round';

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

/**
 * Which case a question asks, drawn from the reader's seed: a turn where a resource card is out of the pawns' reach,
 * one where a craftsman costs more than the player's gold, or exactly all of it (both in a later round, where gold may
 * be low: in the first round everybody can pay for a craftsman).
 */
type Case = 'workers' | 'dear' | 'exact';
const caseOf = (seed: number): Case => {
  const x = createRng(seed ^ 0xd7b)();
  return x < 0.3 ? 'exact' : x < 0.6 ? 'dear' : 'workers';
};

/**
 * The resource cards of the pool a seat may take under the other reading of the large worker: any card asking for
 * no more workers than the pawns are worth in all (the large one may cover fewer than five).
 */
export function resourcesIfLargeCoversFewer(s: PillarsState, seat: number): string[] {
  const total = workerCount(s.players[seat]!.workers);
  return s.pool.resources.filter((c) => c.workers <= total).map((c) => c.id);
}

/** Whether the resource cards a seat may take (`exact`, the engine's reading) are the same under the other reading. */
function sameUnderBothReadings(s: PillarsState, seat: number, exact: readonly string[]): boolean {
  const other = resourcesIfLargeCoversFewer(s, seat);
  return other.length === exact.length && other.every((id) => exact.includes(id));
}

/** Whether play stands at a draft turn of the case asked. */
function fits(asked: Case, a: AtDecision | undefined): boolean {
  const d = a?.decision;
  if (a?.stage !== 'draft' || d?.kind !== 'draft') return false;
  const pool = a.state.pool;
  const gold = a.state.players[d.player]!.wealth;
  const legal = new Set(d.options.flatMap((m) => (m.type === 'take' ? [m.card] : [])));
  if (!sameUnderBothReadings(a.state, d.player, pool.resources.filter((c) => legal.has(c.id)).map((c) => c.id))) return false;
  if (asked === 'dear') return pool.craftsmen.some((c) => c.cost > gold);
  if (asked === 'exact') return pool.craftsmen.some((c) => c.cost === gold);
  // Only a turn where some card of the pool is out of reach: "all of them" teaches little.
  return [...pool.resources, ...pool.craftsmen].some((c) => !legal.has(c.id));
}

/** A later round where one player's gold is exactly the price of a craftsman in the pool, the others' drawn as usual. */
const goldAtAPrice: LaterDeal = (rng, players, poolPrice) => {
  const { round, wealth } = laterRound()(rng, players, poolPrice);
  const prices = poolPrice(round);
  const seat = randomInt(rng, players);
  return { round, wealth: wealth.map((w, i) => (i === seat && prices.length > 0 ? prices[randomInt(rng, prices.length)]! : w)) };
};

export const draftCardsKind = roundKind({
  id: 'draft-cards',
  section: 'resource-cards',
  find(dealt, players, seed) {
    const asked = caseOf(seed);
    const rng = createRng(dealt ^ 0xd7a);
    // Half the pawn questions come from a later round too, so a later round does not announce a question on gold.
    const later = asked === 'exact' ? goldAtAPrice : asked === 'dear' || createRng(seed ^ 0xd7c)() < 0.5 ? laterRound() : undefined;
    const { record, at } = playRound(dealt, players, (a) => fits(asked, a) && rng() < 0.5, TAKE_RATE, later);
    return fits(asked, at.pending) ? record : null;
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
    // The source leaves open whether the large worker may stand on a card asking for fewer than five: the engine
    // reads it as "no" (pawns add up exactly). A position where the literal reading, "holds at least that many
    // workers", would let the player take another card is never asked (see `readings.test.ts`).
    if (!sameUnderBothReadings(s, d.player, rightResources)) return null;
    const largeAsOne = s.pool.resources.filter((c) => c.workers <= hand.small + hand.large).map((c) => c.id);
    const strictGold = s.pool.craftsmen.filter((c) => c.cost < me.wealth).map((c) => c.id);
    const anyCraftsman = s.pool.craftsmen.map((c) => c.id);
    const wrong: Candidate[] = [
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
      details: [pq('pillars.practice.draft-cards.hand', { player, small: hand.small, large: hand.large, gold: me.wealth }), ...laterLine(record), ILLUSTRATIVE],
      ...picked,
      why,
    };
  },
});
