/**
 * "What does the tax cost this player?" (sections "Step 1: Event" and "Step 2:
 * Bishop"): a round played to the end of Phase II, then the tax card; the
 * engine's payment is the answer.
 */
import { bishopHolder, taxOutcome, TAX_GOLD, type PillarsEvent } from '../../games/pillars-of-the-earth';
import type { PillarsView } from '../../explainers/pillars/views';
import type { Message } from '../../explainers/types';
import { choicesFrom, drawnFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { phaseView, pq, roundKind, seatName, wholeRound } from './common';
import { createRng, randomInt } from '../../games/random';
import type { Replayed, RoundRecord } from './round';

const SHOW = { points: true, workers: false, builders: true, cards: false };
const cost = (paid: number, lost: number): Message => pq('pillars.practice.tax.cost', { paid, lost });

/** The cases of the rule a question may ask about: short of gold, at the Bishop and protected, at the Bishop and paying. */
const CASES = ['short', 'protected', 'pays'] as const;

/** The seats of each case where the round stands after Phase II. */
function seatsOf(record: RoundRecord, at: Replayed, of: (typeof CASES)[number]): number[] {
  if (!at.builders) return [];
  const s = at.builders.state;
  const bishop = bishopHolder(s);
  const protects = record.bishop === 'protect';
  return s.players.flatMap((p, seat) => {
    const atBishop = seat === bishop;
    const is = of === 'short' ? p.wealth < TAX_GOLD && !(atBishop && protects) : of === 'protected' ? atBishop && protects : atBishop && !protects;
    return is ? [seat] : [];
  });
}

/**
 * Who the question asks about: the case is drawn from the reader's seed first, alike among the three (a
 * player at the Bishop who pays is otherwise the usual answer, "4 gold"), then a seat of that case from the record.
 */
function target(seed: number, record: RoundRecord, at: Replayed): number | undefined {
  return drawnFrom(seatsOf(record, at, CASES[randomInt(createRng(seed ^ 0x7a), CASES.length)]!), record.cardSeed ^ 0x7a);
}

export const taxKind = roundKind({
  id: 'tax',
  section: 'event',
  find: wholeRound((record, at) => (CASES.some((c) => seatsOf(record, at, c).length > 0) ? 0 : undefined)),
  build(seed, record, at) {
    if (!at.builders || !at.event) return null;
    const s = at.builders.state;
    const bishop = bishopHolder(s);
    const seat = target(seed, record, at);
    if (seat === undefined) return null;
    const phase = at.event;
    const trace = phase.events;
    const paidEvent = trace.find((e): e is Extract<PillarsEvent, { type: 'tax-paid' }> => e.type === 'tax-paid' && e.player === seat);
    const skipped = trace.some((e) => e.type === 'event-skipped' && e.player === seat);
    const right = paidEvent ? cost(paidEvent.paid, paidEvent.pointsLost) : cost(0, 0);
    const wealth = s.players[seat]!.wealth;
    const plain = taxOutcome(wealth);
    // The Bishop's misreading first: where it gives what a shortfall misreading gives too, it is the one named.
    const wrong: Candidate[] = [];
    if (skipped) wrong.push({ id: 'forgot-bishop', label: cost(plain.paid, plain.pointsLost), mistake: pq('pillars.practice.tax.mistake.forgotBishop') });
    else if (seat === bishop) wrong.push({ id: 'bishop-always', label: cost(0, 0), mistake: pq('pillars.practice.tax.mistake.bishopAlways') });
    wrong.push(
      { id: 'round-up', label: cost(plain.paid, Math.ceil(plain.unpaid / 2)), mistake: pq('pillars.practice.tax.mistake.roundUp') },
      { id: 'point-per-gold', label: cost(plain.paid, plain.unpaid), mistake: pq('pillars.practice.tax.mistake.pointPerGold') },
    );
    // A player who holds the gold has only the gold to pay with (the shortfall misreadings then give the answer
    // itself): points instead of gold is the misreading left, priced as the engine prices a player with none.
    // Without it three questions in four had two choices.
    if (plain.unpaid === 0) {
      const none = taxOutcome(0);
      wrong.push({ id: 'points-instead', label: cost(0, none.pointsLost), mistake: pq('pillars.practice.tax.mistake.pointsInstead') });
    }
    const picked = choicesFrom(right, wrong, seed);
    if (!picked) return null;

    const player = seatName(s, seat);
    const choice = record.bishop;
    const details: Message[] = [pq('pillars.practice.tax.gold', { player, gold: wealth, points: s.players[seat]!.points })];
    if (bishop !== null && choice !== undefined) {
      details.push(
        choice === 'protect'
          ? pq('pillars.practice.tax.bishopProtect', { player: seatName(s, bishop) })
          : pq('pillars.practice.tax.bishopTakes', { player: seatName(s, bishop), resource: pq(`pillars.resource.${choice.take}`) }),
      );
    } else details.push(pq('pillars.practice.tax.noBishop'));
    // The source does not say which kind of event the tax is: the reader is told before answering, not after.
    details.push(pq('pillars.reading.tax-is-bad'));

    const upTo = (e: PillarsEvent) => trace.indexOf(e) + 1;
    const why: WhyStep<PillarsView>[] = [
      { caption: pq('pillars.tax.revealed', { due: TAX_GOLD }), view: phaseView(phase, 1, { show: SHOW }), section: 'event' },
    ];
    const protects = trace.find((e) => e.type === 'bishop-protects');
    if (seat === bishop) {
      why.push({
        caption: protects ? pq('pillars.tax.protects', { player }) : pq('pillars.practice.tax.why.noProtection', { player }),
        view: phaseView(phase, protects ? upTo(protects) : 1, { show: SHOW }),
        section: 'bishop',
      });
    }
    if (skipped) {
      const e = trace.find((x) => x.type === 'event-skipped' && x.player === seat)!;
      why.push({ caption: pq('pillars.tax.skipped', { player }), view: phaseView(phase, upTo(e), { show: SHOW }), section: 'bishop' });
    } else if (paidEvent) {
      const e = paidEvent;
      why.push({
        caption:
          e.unpaid === 0
            ? pq('pillars.tax.paid', { player, paid: e.paid, gold: e.goldLeft })
            : pq(e.paid === 0 && e.pointsLost > 0 ? 'pillars.tax.nothing' : e.pointsLost > 0 ? 'pillars.tax.short' : 'pillars.tax.shortNoLoss', {
                player,
                paid: e.paid,
                due: e.due,
                unpaid: e.unpaid,
                lost: e.pointsLost,
                points: e.points,
              }),
        view: phaseView(phase, upTo(e), { show: SHOW }),
        section: 'event',
      });
    }
    why.push({ caption: pq('pillars.practice.tax.why.answer', { player, cost: right }), view: phaseView(phase, trace.length, { show: SHOW }), section: 'event', tone: 'result' });

    return { prompt: pq('pillars.practice.tax.prompt', { player, due: TAX_GOLD }), view: phaseView(phase, 0, { show: SHOW }), details, ...picked, why };
  },
});
