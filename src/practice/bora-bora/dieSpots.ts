/**
 * "Where may this die go?" (sections "Placing dice" and "Fishing"): Phase A
 * stopped at a player's turn; the engine's rule for which spots take a die
 * without a blue god is the answer.
 */
import { lowestDie, valuesThatFit, type BoraBoraState, type DiceSpot } from '../../games/bora-bora';
import { list, spotName } from '../../explainers/bora-bora/common';
import { focusSeat, setFits } from '../../explainers/bora-bora/tableView';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import { choicesFrom, drawnFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { bq, gameKind, nameOf, playToRound, tableView } from './common';

const spotsLabel = (s: BoraBoraState, spots: readonly DiceSpot[]): Message => list(s.spots.filter((x) => spots.includes(x)).map(spotName));

/** The die asked about: one of the active player's, from the record. */
const dieOf = (s: BoraBoraState, salt: number): number => {
  const dice = [...new Set(s.players[s.order[s.active]!]!.dice)].sort();
  return drawnFrom(dice, salt)!;
};

export const dieSpotsKind = gameKind({
  id: 'die-spots',
  section: 'placing-dice',
  find(dealt, players) {
    // Stops at a turn once some die lies on a tile, or gives up when the round's Phase A is over.
    const { record, state } = playToRound(dealt, players, 0xd1e, (s, round, rng) => (s.phase === 'A' && s.round === round && Object.keys(s.dice).length > 0 && rng() < 0.35) || s.round > round || s.phase === 'B');
    return state.phase === 'A' ? { record, state } : null;
  },
  build(seed, record, s) {
    if (s.phase !== 'A') return null;
    const seat = s.order[s.active]!;
    const die = dieOf(s, record.setupSeed ^ record.moves.length);
    const on = (spot: DiceSpot) => s.dice[spot] ?? [];
    const right = s.spots.filter((spot) => valuesThatFit(s, spot).plain.includes(die));
    const lower = (values: number[]) => values.length === 0 || die < Math.min(...values);
    const wrong: Candidate[] = [
      { label: spotsLabel(s, s.spots.filter((x) => x === 'fishing' || on(x).length === 0 || die <= (lowestDie(on(x)) ?? 7))), mistake: bq('bora.practice.die-spots.mistake.equal') },
      { label: spotsLabel(s, s.spots.filter((x) => x === 'fishing' || on(x).length === 0 || die < Math.max(...on(x).map((d) => d.value)))), mistake: bq('bora.practice.die-spots.mistake.highest') },
      { label: spotsLabel(s, s.spots.filter((x) => x === 'fishing' || lower(on(x).filter((d) => d.player === seat).map((d) => d.value)))), mistake: bq('bora.practice.die-spots.mistake.ownOnly') },
      { label: spotsLabel(s, s.spots.filter((x) => lower(on(x).map((d) => d.value)))), mistake: bq('bora.practice.die-spots.mistake.fishing') },
    ];
    const picked = choicesFrom(spotsLabel(s, right), wrong, seed);
    if (!picked) return null;

    const player = nameOf(s, seat);
    const withFits = tableView(s, { spots: true });
    const lines: Message[] = [];
    for (const spot of s.spots) {
      const fits = valuesThatFit(s, spot);
      setFits(withFits, spot, fits);
      const values = on(spot).map((d) => d.value);
      if (spot !== 'fishing' && values.length > 0) lines.push(bq('bora.dice.fits', { spot: spotName(spot), on: values.join(', '), plain: fits.plain.join(', '), count: fits.plain.length }));
    }
    focusSeat(withFits, seat);
    const why: WhyStep<BoraView>[] = [
      { caption: bq('bora.practice.die-spots.why.rule'), details: lines.length ? lines : [bq('bora.practice.die-spots.why.allEmpty')], view: withFits, section: 'placing-dice' },
      { caption: bq('bora.dice.fitsAll', { spot: spotName('fishing') }), view: withFits, section: 'fishing' },
      { caption: bq('bora.practice.die-spots.why.answer', { player, die, spots: spotsLabel(s, right) }), view: withFits, section: 'placing-dice', tone: 'result' },
    ];
    return {
      prompt: bq('bora.practice.die-spots.prompt', { player, die }),
      view: tableView(s, { spots: true }),
      details: [bq('bora.practice.die-spots.round', { round: s.round, dice: s.players[seat]!.dice.join(', ') })],
      ...picked,
      why,
    };
  },
});
