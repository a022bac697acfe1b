/**
 * "What does this master builder cost?" (section "The cost track"): Phase II
 * stopped at a draw; the engine's price is the answer.
 */
import { BUILDERS_PER_PLAYER, builderCost, INITIAL_COST, type Colour, type PillarsEvent } from '../../games/pillars-of-the-earth';
import { createRng, randomInt } from '../../games/random';
import type { Message } from '../../explainers/types';
import { choicesFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import type { PillarsView } from '../../explainers/pillars/views';
import { gold, pq, roundKind, seatName, tableView } from './common';
import { playRound } from './round';

const SHOW = { points: false, workers: false, builders: true, cards: false };

export const builderCostKind = roundKind({
  id: 'builder-cost',
  section: 'cost-track',
  find(dealt, players) {
    // The draw asked about is drawn alike among the round's draws: the last ones matter too. A draw the owner must
    // pass asks nothing, so the next one is asked.
    // With two players the source moves the marker to 0 "after all six master builders are drawn" and leaves open
    // whether the sixth is priced before or after that: the engine reads it as free, the price table says 2. The
    // sixth draw of a two-player round is never asked (`build` refuses it; see `readings.test.ts`).
    const rng = createRng(dealt ^ 0x5eed);
    // Counted by the price on the track (a redraw moves nothing), up to the first free builder.
    const nth = 1 + randomInt(rng, Math.min(players * BUILDERS_PER_PLAYER, INITIAL_COST + 1));
    const { record, at } = playRound(dealt, players, (a) => a.stage === 'builders' && a.decision.kind === 'builder' && INITIAL_COST + 1 - a.decision.cost >= nth);
    return at.pending?.stage === 'builders' ? record : null;
  },
  build(seed, record, at) {
    const p = at.pending;
    if (!p || p.stage !== 'builders' || p.decision.kind !== 'builder' || !at.draft) return null;
    const d = p.decision;
    const start = at.draft.state;
    const trace = p.events;
    const decided = trace.filter((e) => e.type === 'builder-placed' || e.type === 'passed');
    const placed = decided.filter((e) => e.type === 'builder-placed').length;
    const redraws = trace.filter((e) => e.type === 'redraw').length;
    const toZero = trace.find((e): e is Extract<PillarsEvent, { type: 'cost-marker-to-zero' }> => e.type === 'cost-marker-to-zero');
    if (toZero) return null;
    // What a redraw does to the marker the source leaves open (the engine reads it as nothing): a round with a redraw
    // before the draw asked is never asked, so no answer hangs on that reading (review v16; `readings.test.ts`).
    if (redraws > 0) return null;
    const player = seatName(start, d.player);
    const right = d.cost;
    // "What does it cost to place it now?" asks nothing of a player who cannot pay it: they must pass
    // (a learner was asked what Yellow pays, 7 gold, holding 5).
    if ((p.state.players[d.player]?.wealth ?? 0) < right) return null;

    const wrong: Candidate[] = [
      { id: 'fixed', label: gold(INITIAL_COST), mistake: pq('pillars.practice.builder-cost.mistake.fixed') },
      { id: 'placed-only', label: gold(builderCost(placed + 1)), mistake: pq('pillars.practice.builder-cost.mistake.placedOnly') },
      { id: 'early', label: gold(Math.max(0, right - 1)), mistake: pq('pillars.practice.builder-cost.mistake.early') },
    ];
    const picked = choicesFrom(gold(right), wrong, seed);
    if (!picked) return null;

    // What the reader is told: every draw so far, without its price.
    const history: Message[] = [];
    let drawn: { draw: number; colour: Colour } | null = null;
    for (const e of trace) {
      if (e.type === 'builder-drawn') drawn = e;
      else if (drawn && (e.type === 'builder-placed' || e.type === 'passed')) {
        history.push(pq('pillars.practice.builder-cost.history', { draw: drawn.draw, builder: pq(`pillars.builder.${drawn.colour}`), player: seatName(start, e.player), did: e.type === 'builder-placed' ? 'placed' : 'passed' }));
      }
    }
    const inBag = start.players.length * BUILDERS_PER_PLAYER - trace.filter((e) => e.type === 'builder-drawn').length;
    const withTrack = tableView(start, p.state, trace, { show: SHOW, track: true });
    const why: WhyStep<PillarsView>[] = [
      { caption: pq('pillars.practice.builder-cost.why.rule', { marker: INITIAL_COST }), view: tableView(start, start, [], { show: SHOW, track: true }), section: 'cost-track' },
      {
        caption: pq('pillars.practice.builder-cost.why.count', { decided: decided.length, cost: right }),
        view: withTrack,
        section: 'cost-track',
      },
    ];
    why.push({ caption: pq('pillars.practice.builder-cost.why.answer', { player, cost: right }), view: withTrack, section: 'cost-track', tone: 'result' });

    return {
      prompt: pq('pillars.practice.builder-cost.prompt', { draw: d.draw, builder: pq(`pillars.builder.${start.players[d.player]!.colour}`), player }),
      view: tableView(start, p.state, trace, { show: SHOW }),
      details: [...history, pq('pillars.practice.builder-cost.bag', { n: inBag })],
      ...picked,
      why,
    };
  },
});
