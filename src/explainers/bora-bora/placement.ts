import { activePlayer, type BoraBoraState } from '../../games/bora-bora';
import type { Inputs, Step, Story } from '../types';
import { literal, refusalStep } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { aboutSeat, aboutTemple, focusSeat, viewOf, type ViewOptions } from './tableView';
import { fromStart, playDie, settledDefaults, traceSteps, viewOptions } from './trace';
import type { BoraView } from './views';

type OnePlacement = ExampleOf<'temple'> | ExampleOf<'fire-bonus'> | ExampleOf<'gods'> | ExampleOf<'spread'>;

/** The player's totals after an action, for the result step. */
export function totals(v: BoraView, seat: number) {
  const p = v.players[seat]!;
  return bmsg('bora.player.totals', { player: p.name, score: p.score, gifts: p.gifts, shells: p.shells, cards: p.godCards.length, position: p.position, priests: p.priests });
}

/**
 * Steps for one die placed and resolved, from the example's position. `extra`
 * steps (what the die could reach) come after the opening, which shows the
 * table as the last of them marks it.
 */
export function placementSteps(d: OnePlacement, inputs: Inputs, extra: (start: BoraBoraState, opts: ViewOptions) => Step<BoraView>[] = () => []): Step<BoraView>[] {
  return fromStart(d.position, (start) => {
    const opts = viewOptions(d.position, {
      spots: true,
      temple: start.layout.temple.length > 0,
      map: start.layout.regions.length > 0,
      board: true,
    });
    const player = activePlayer(start) ?? 0;
    const played = playDie(start, d.move, d.choices, inputs);
    const before = extra(start, opts);
    const lead = (): BoraView => {
      const marked = before.at(-1)?.view;
      if (marked) return structuredClone(marked);
      const v = viewOf(start, opts);
      focusSeat(v, player);
      // A die about to go on the Temple tile: the temple as it stands is what the move is read against.
      if (d.move.spot === 'temple') aboutTemple(v);
      return v;
    };
    if (!played.ok) return [...before, refusalStep(played.reason, lead())];
    const p = start.players[player]!;
    // The made-up pictures the opening names are those the example draws: a map, a temple or both.
    const drawn = opts.map && opts.temple ? 'both' : opts.map ? 'map' : 'temple';
    const opening: Step<BoraView> = {
      caption: bmsg(opts.illustrative ? 'bora.place.startIllustrative' : 'bora.place.start', { player: p.name, dice: p.dice.join(', '), die: d.move.die, drawn }),
      summary: literal(d.summary),
      details: [...(d.discrepancy ? [literal(d.discrepancy)] : [])],
      view: lead(),
    };
    const steps = traceSteps({
      start,
      opts,
      events: played.events,
      states: played.states,
      asked: played.asked,
      opening,
      result: (v) => ({ caption: bmsg('bora.place.result', { player: p.name }), details: [totals(v, player)], view: aboutSeat(v, player), tone: 'result' }),
    });
    return [steps[0]!, ...before, ...steps.slice(1)];
  });
}

export const story = <K extends OnePlacement>(): Story<K, BoraView> => ({
  defaults: settledDefaults((d: K, start) => playDie(start, d.move, d.choices, {})),
  inputs: () => [],
  steps: (d, inputs) => placementSteps(d, inputs),
});

/** A priest placed in the temple and the push down the line. */
export const templeStory = story<ExampleOf<'temple'>>();
/** The fire bonus after a priest. */
export const fireStory = story<ExampleOf<'fire-bonus'>>();
/** Several gods with one die. */
export const godsStory = story<ExampleOf<'gods'>>();
