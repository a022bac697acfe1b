/**
 * "How much gold does this player have after the wool mill?" (section "Step 3:
 * Wool mill income"): a round played through the tax; the engine's income, under
 * the 30-gold cap, is the answer. The cap is reached in a later round (`round.ts`).
 */
import { workerCount, type PillarsEvent } from '../../games/pillars-of-the-earth';
import { WEALTH_CAP } from '../../games/pillars-of-the-earth';
import type { PillarsView } from '../../explainers/pillars/views';
import { choicesFrom, drawnFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { createRng } from '../../games/random';
import { held, ILLUSTRATIVE, laterLine, laterRound, phaseView, pq, roundKind, seatName } from './common';
import { playRound, TAKE_RATE, type Replayed, type RoundRecord } from './round';

const SHOW = { points: false, workers: true, builders: false, cards: false };

/**
 * Which case a question asks, drawn from the reader's seed: a player whose income runs into the 30-gold cap (dealt in a
 * later round, where gold may be high), a later round without the cap, or the first round. Were later rounds asked only
 * at the cap, the round's line would give the answer away.
 */
type Case = 'capped' | 'later' | 'first';
const caseOf = (seed: number): Case => {
  const x = createRng(seed ^ 0x3112)();
  return x < 0.3 ? 'capped' : x < 0.6 ? 'later' : 'first';
};

const incomeOf = (at: Replayed, seat: number) => at.mill?.events.find((x): x is Extract<PillarsEvent, { type: 'wool-mill-income' }> => x.type === 'wool-mill-income' && x.player === seat);

/** A seat with workers in the mill whose income does or does not run into the cap, as the case asks, drawn from the seed. */
const target = (record: RoundRecord, at: Replayed, asked: Case): number | undefined =>
  at.event &&
  drawnFrom(
    at.event.state.players.flatMap((p, seat) => (workerCount(p.woolMill) > 0 && ((incomeOf(at, seat)?.lost ?? 0) > 0) === (asked === 'capped') ? [seat] : [])),
    record.cardSeed ^ 0x3111,
  );

export const woolMillKind = roundKind({
  id: 'wool-mill',
  section: 'wool-mill-income',
  find(dealt, players, seed) {
    const asked = caseOf(seed);
    // The player near the cap takes fewer cards (more workers left for the mill) and starts with more gold.
    const { record, at } = asked === 'first' ? playRound(dealt, players, () => false) : playRound(dealt, players, () => false, asked === 'capped' ? 0.2 : TAKE_RATE, laterRound(asked === 'capped' ? 22 : 0));
    return target(record, at, asked) === undefined ? null : record;
  },
  build(seed, record, at) {
    if (!at.event || !at.mill || !at.draft) return null;
    const s = at.event.state;
    const seat = target(record, at, caseOf(seed));
    if (seat === undefined) return null;
    const e = incomeOf(at, seat);
    if (!e) return null;
    const before = s.players[seat]!.wealth;
    const mill = s.players[seat]!.woolMill;
    const wrong: Candidate[] = [
      { label: held(before + e.income), mistake: pq('pillars.practice.wool-mill.mistake.noCap') },
      { label: held(Math.min(WEALTH_CAP, before + mill.small + mill.large)), mistake: pq('pillars.practice.wool-mill.mistake.largeAsOne') },
      { label: held(Math.min(WEALTH_CAP, before + mill.small)), mistake: pq('pillars.practice.wool-mill.mistake.forgotLarge') },
      { label: held(e.income), mistake: pq('pillars.practice.wool-mill.mistake.incomeOnly') },
    ];
    const picked = choicesFrom(held(e.wealth), wrong, seed);
    if (!picked) return null;

    const player = seatName(s, seat);
    const toMill = at.draft.events.find((x): x is Extract<PillarsEvent, { type: 'workers-to-wool-mill' }> => x.type === 'workers-to-wool-mill' && x.player === seat);
    const base = { player, workers: e.workers, small: e.small, large: e.large, income: e.income, gold: e.wealth };
    const why: WhyStep<PillarsView>[] = [];
    if (toMill) {
      why.push({ caption: pq('pillars.draft.toMill'), details: [pq('pillars.draft.toMillPlayer', { player, workers: toMill.workers, small: toMill.small, large: toMill.large })], view: phaseView(at.mill, 0, { show: SHOW, mill: true }), section: 'idle-workers' });
    }
    const after = phaseView(at.mill, at.mill.events.indexOf(e) + 1, { show: SHOW, mill: true });
    why.push({
      caption: e.lost > 0 ? pq('pillars.mill.capped', { ...base, gained: e.gained, lost: e.lost, cap: WEALTH_CAP }) : pq('pillars.mill.income', base),
      details: [pq(e.large > 0 ? 'pillars.mill.countLarge' : 'pillars.mill.count', { small: e.small, large: e.large, workers: e.workers })],
      view: after,
      section: 'wool-mill-income',
    });
    why.push({ caption: pq('pillars.practice.wool-mill.why.answer', { player, gold: e.wealth, before }), view: after, section: 'wool-mill-income', tone: 'result' });

    return {
      prompt: pq('pillars.practice.wool-mill.prompt', { player }),
      view: phaseView(at.mill, 0, { show: SHOW, mill: true }),
      details: [pq('pillars.practice.wool-mill.before', { player, gold: before, small: mill.small, large: mill.large }), ...laterLine(record), ILLUSTRATIVE],
      ...picked,
      why,
    };
  },
});
