/**
 * "Where may this die go?" (sections "Placing dice" and "Fishing"): Phase A
 * stopped at a player's turn. Placing a die means carrying out the tile's action
 * at once, so the answer is the engine's legality check of the whole placement
 * (`legalPlacements`, as the sandbox offers moves), not the value rule alone.
 * The page shows neither the map nor the players' boards, so the lines under the
 * picture say, for every action of every tile, whether the player could carry it
 * out with this die (asked of the engine with the tiles' dice lifted): every
 * action is named, the open ones and the closed ones alike, so no line singles
 * out a tile. Why an action is closed (no two materials side by side, no free
 * space, no region within reach) is told in "show me why".
 */
import { actionsOf, legalPlacements, lowestDie, placeDie, valuesThatFit, type Action, type BoraBoraState, type DiceSpot } from '../../games/bora-bora';
import { actionName, list, reasonName, spotName } from '../../explainers/bora-bora/common';
import { focusSeat, setFits } from '../../explainers/bora-bora/tableView';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import { createRng } from '../../games/random';
import { choicesFrom, drawnFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { bq, gameKind, nameOf, playToRound, tableView } from './common';

/** A set of spots, in the board's order: the label of a choice. */
export const spotsLabel = (s: Pick<BoraBoraState, 'spots'>, spots: readonly DiceSpot[]): Message => list(s.spots.filter((x) => spots.includes(x)).map(spotName));

/** The die asked about: one of the active player's, from the record. */
const dieOf = (s: BoraBoraState, salt: number): number => {
  const dice = [...new Set(s.players[s.order[s.active]!]!.dice)].sort();
  return drawnFrom(dice, salt)!;
};

/** Spots where the engine accepts the whole placement of `die` (its value and its action), without a god. */
export function openSpots(s: BoraBoraState, die: number): DiceSpot[] {
  const legal = new Set(legalPlacements(s).flatMap((m) => (m.move.die === die ? [m.move.spot] : [])));
  return s.spots.filter((x) => legal.has(x));
}

/**
 * The actions `die` could not carry out, each with the engine's reason: asked of the engine on the
 * same table with the tile's dice lifted, so the answer does not hang on the value rule.
 */
export function closedActions(s: BoraBoraState, die: number): { spot: DiceSpot; action: Action; reason: string }[] {
  const player = s.order[s.active]!;
  return s.spots.flatMap((spot) => {
    if (spot === 'fishing') return [];
    const lifted: BoraBoraState = { ...s, dice: { ...s.dice, [spot]: [] } };
    return actionsOf(spot).flatMap((action) => {
      const r = placeDie(lifted, { player, die, spot }, actionsOf(spot).length > 1 ? { action } : {});
      return r.ok || r.reason === 'decision-needed' ? [] : [{ spot, action, reason: r.reason }];
    });
  });
}

/** The rulebook section of each action, where it says when the action cannot be carried out. */
const ACTION_SECTION: Readonly<Record<Action, string>> = {
  helper: 'helper',
  temple: 'temple-action',
  build: 'build-action',
  man: 'woman-man-actions',
  woman: 'woman-man-actions',
  land: 'expand-action',
  water: 'expand-action',
  fishing: 'fishing',
};

export const dieSpotsKind = gameKind({
  id: 'die-spots',
  section: 'placing-dice',
  find(dealt, players, seed) {
    // Stops at a turn once a die per player lies on the tiles (so tiles hold two dice or more, where reading the lowest
    // one matters), or gives up when the round's Phase A is over. In about a third of the questions (drawn from the
    // reader's seed) a tile holds two dice of different values, so reading the highest one instead is a mistake to
    // offer: with two players that is otherwise rare.
    const stacked = createRng(seed ^ 0xd1f)() < 0.35;
    const placed = (s: BoraBoraState) => Object.values(s.dice).reduce((n, d) => n + (d?.length ?? 0), 0);
    const spread = (s: BoraBoraState) => s.spots.some((x) => x !== 'fishing' && new Set((s.dice[x] ?? []).map((d) => d.value)).size >= 2);
    const asked = (s: BoraBoraState) => placed(s) >= s.players.length && (!stacked || spread(s));
    const { record, state } = playToRound(dealt, players, 0xd1e, (s, round, rng) => (s.phase === 'A' && s.round === round && asked(s) && rng() < 0.4) || s.round > round || s.phase === 'B');
    return state.phase === 'A' && asked(state) ? { record, state } : null;
  },
  build(seed, record, s) {
    if (s.phase !== 'A') return null;
    const seat = s.order[s.active]!;
    const die = dieOf(s, record.setupSeed ^ record.moves.length);
    const on = (spot: DiceSpot) => s.dice[spot] ?? [];
    const right = openSpots(s, die);
    const closed = closedActions(s, die);
    // A tile is closed when none of its actions can be carried out (the land-or-water tile needs one of two).
    const shut = (spot: DiceSpot) => actionsOf(spot).every((a) => closed.some((c) => c.spot === spot && c.action === a));
    const lower = (values: number[]) => values.length === 0 || die < Math.min(...values);
    const open = (spots: readonly DiceSpot[]) => spots.filter((x) => !shut(x));
    // Every choice leaves out the tiles whose actions the die cannot carry out (the lines under the picture name them):
    // a choice keeping them (the value rule alone) would differ from the answer only by what those lines say.
    const wrong: Candidate[] = [
      { id: 'equal', label: spotsLabel(s, open(s.spots.filter((x) => x === 'fishing' || on(x).length === 0 || die <= (lowestDie(on(x)) ?? 7)))), mistake: bq('bora.practice.die-spots.mistake.equal') },
      { id: 'highest', label: spotsLabel(s, open(s.spots.filter((x) => x === 'fishing' || on(x).length === 0 || die < Math.max(...on(x).map((d) => d.value))))), mistake: bq('bora.practice.die-spots.mistake.highest') },
      { id: 'own-only', label: spotsLabel(s, open(s.spots.filter((x) => x === 'fishing' || lower(on(x).filter((d) => d.player === seat).map((d) => d.value))))), mistake: bq('bora.practice.die-spots.mistake.ownOnly') },
      { id: 'fishing', label: spotsLabel(s, open(s.spots.filter((x) => lower(on(x).map((d) => d.value))))), mistake: bq('bora.practice.die-spots.mistake.fishing') },
    ];
    const picked = choicesFrom(spotsLabel(s, right), wrong, seed);
    if (!picked) return null;

    const player = nameOf(s, seat);
    const closedLines = closed.map((c) => bq('bora.practice.die-spots.closed', { player, die, action: actionName(c.action), reason: reasonName(c.reason) }));
    // Every action of the tiles in play, each once, in the board's order: the open ones and the closed ones.
    const actions = [...new Set(s.spots.flatMap((x) => (x === 'fishing' ? [] : actionsOf(x))))];
    const isClosed = (a: Action) => closed.some((c) => c.action === a);
    const names = (as: Action[]) => (as.length ? list(as.map(actionName)) : bq('bora.practice.die-spots.noAction'));
    const actionsLine = bq('bora.practice.die-spots.actions', { player, die, can: names(actions.filter((a) => !isClosed(a))), cannot: names(actions.filter(isClosed)) });
    const quoted = (as: Action[]) => list(as.map((a) => bq('bora.practice.die-spots.quoted', { action: actionName(a) })));
    const withFits = tableView(s, { spots: true });
    const lines: Message[] = [];
    for (const spot of s.spots) {
      const fits = valuesThatFit(s, spot);
      setFits(withFits, spot, fits);
      const values = on(spot).map((d) => d.value);
      if (spot !== 'fishing' && values.length > 0) lines.push(bq('bora.dice.fits', { spot: spotName(spot), on: values.join(', '), onCount: values.length, plain: fits.plain.join(', '), count: fits.plain.length }));
    }
    focusSeat(withFits, seat);
    const why: WhyStep<BoraView>[] = [
      { caption: bq('bora.practice.die-spots.why.rule'), details: lines.length ? lines : [bq('bora.practice.die-spots.why.allEmpty')], view: withFits, section: 'placing-dice' },
      { caption: bq('bora.practice.die-spots.why.fishing', { on: on('fishing').map((d) => d.value).join(', '), count: on('fishing').length }), view: withFits, section: 'fishing' },
    ];
    // One step per tile with an action closed to this die, on the rulebook section of that action, with the reasons:
    // a tile whose every action is closed takes no die; the land-or-water tile may still offer its other action.
    for (const spot of new Set(closed.map((c) => c.spot))) {
      const here = closed.filter((c) => c.spot === spot);
      const key = shut(spot) ? 'bora.practice.die-spots.why.shut' : 'bora.practice.die-spots.why.partly';
      why.push({
        caption: bq(key, { player, die, actions: quoted(here.map((c) => c.action)), spot: spotName(spot) }),
        details: closedLines.filter((_, i) => closed[i]!.spot === spot),
        view: withFits,
        section: ACTION_SECTION[here[0]!.action],
      });
    }
    why.push({ caption: bq('bora.practice.die-spots.why.answer', { player, die, spots: spotsLabel(s, right) }), view: withFits, section: 'placing-dice', tone: 'result' });
    return {
      prompt: bq('bora.practice.die-spots.prompt', { player, die }),
      view: tableView(s, { spots: true }),
      details: [bq('bora.practice.die-spots.round', { round: s.round, dice: s.players[seat]!.dice.join(', ') }), actionsLine],
      ...picked,
      why,
    };
  },
});
