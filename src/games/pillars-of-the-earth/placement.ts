/**
 * Phase II: placing master builders (section "Faza II: Rozmieszczenie
 * budowniczych").
 */
import { ok, refuse } from '../result';
import { freePlacementOrder, nextCostField } from './cost-track';
import { choiceEngine } from '../choiceEngine';
import type { ApplyOptions } from '../contract';
import { EventLog, type BuilderStep, type Decision, type Resolution } from './decisions';
import { hasRoom, placesWithRoom } from './places';
import { pickIndex, seededRng } from './random';
import { BUILDERS_PER_PLAYER } from './setup';
import type { PillarsEvent } from './trace';
import type { BoardPlace, Colour, PillarsState, PlacedBuilder, PlayerState, WaitingBuilder } from './types';

/**
 * Where the draws come from: `order` lists the colours drawn, first to last
 * (a worked example's draw order); once it is used up — or when there is none
 * — builders are drawn at random with `seed`.
 */
export interface BuilderDraws {
  seed: number;
  order?: Colour[];
}

export interface PlacementInput {
  draws: BuilderDraws;
  /** The step taken at each draw that needs one, in order (forced passes take none). */
  steps: BuilderStep[];
  /** Where the passed builders go, in free-placement order; a missing entry leaves `at` unsaid. */
  freePlaces?: BoardPlace[];
  /**
   * 2 when an event card leaves each player only two builders this round
   * (section "Faza II", note on event cards); 3 otherwise.
   */
  buildersPerPlayer?: 2 | 3;
}

/** Why {@link resolveBuilderPlacement} refuses. */
export type PlacementRefusal =
  | 'builders-not-in-bag'
  | 'unknown-colour'
  | 'draw-not-in-bag'
  | 'illegal-choice'
  | 'place-full'
  | 'too-many-choices';

/**
 * Plays out Phase II (section "Faza II"). The start player draws builders
 * from the bag (three per player) one at a time; each stands on the cost
 * marker and its owner either places it on the board, paying the price the
 * marker shows, or passes. Either way the marker then moves one field down:
 * the builders cost 7, 6, 5, 4, 3, 2, 1 gold, and from the eighth on nothing.
 * A passed builder waits on the track field of the price refused; once the
 * bag is empty the waiting builders are placed for free, leftmost (highest
 * field) first.
 *
 * Also:
 * - once a round the start player may throw the builder just drawn back and
 *   draw another (offered as `'redraw'` while unused and while the bag holds
 *   another builder — with an empty bag it would bring back the same one);
 * - two players: when all six builders are out of the bag the marker goes to
 *   0. Interpretation: taken literally, this happens as the sixth leaves the
 *   bag, before its owner decides, so the last builder drawn is free;
 * - with `buildersPerPlayer: 2`, a third builder of one colour is set beside
 *   the board. Interpretation: no one decides on it, so the marker stays.
 *
 * Interpretations: a player may not place a builder without the gold for it
 * (a player who cannot pay and has no redraw to hope for passes, `forced`);
 * passing stays allowed once placing is free, since the source does not
 * forbid it — such a builder waits on field 0.
 *
 * Refusals (`detail` names the step and player):
 * - `builders-not-in-bag` — builders already stand on the board;
 * - `unknown-colour` / `draw-not-in-bag` — the draw order names a colour not
 *   at the table, or one with no builder left in the bag;
 * - `illegal-choice` — placing without the gold, a second redraw…;
 * - `place-full` — the named place has no room (see `PLACE_CAPACITY`);
 * - `too-many-choices` — steps or free places left over.
 */
export function resolveBuilderPlacement(start: PillarsState, input: PlacementInput, keep: ApplyOptions = {}): Resolution<PlacementRefusal> {
  if (start.builders.length > 0) return refuse('builders-not-in-bag', { onBoard: start.builders.length });
  const n = start.players.length;
  const colourOf = (seat: number): Colour => (start.players[seat] as PlayerState).colour;
  const limit = input.buildersPerPlayer ?? BUILDERS_PER_PLAYER;
  const rng = seededRng(input.draws.seed);
  const order = input.draws.order ?? [];
  const bag: number[] = start.players.flatMap((_, seat) => Array.from({ length: BUILDERS_PER_PLAYER }, () => seat));
  const drawnOf = start.players.map(() => 0);
  const wealth = start.players.map((p) => p.wealth);
  const builders: PlacedBuilder[] = [];
  const waiting: WaitingBuilder[] = [];
  const beside: number[] = [];
  const log = new EventLog(keep);
  let marker = start.costMarker;
  let redrawUsed = false;
  let draws = 0;
  let used = 0;
  let ordered = 0;

  /** The table now: `costTrack` the builders still waiting, `onMarker` the seat of the builder standing on the marker. */
  const snapshot = (costTrack: readonly WaitingBuilder[], onMarker: number | null = null): PillarsState => ({
    ...start,
    costMarker: marker,
    costTrack: costTrack.map((w) => ({ ...w })),
    ...(onMarker === null ? {} : { onMarker }),
    ...(beside.length > 0 ? { besideBoard: [...beside] } : {}),
    builders: builders.map((b) => ({ ...b })),
    players: start.players.map((p, i) => ({ ...p, wealth: wealth[i] ?? p.wealth })),
  });

  while (bag.length > 0) {
    // Draw one builder.
    let at: number;
    if (ordered < order.length) {
      const colour = order[ordered] as Colour;
      const seatOf = start.players.findIndex((p) => p.colour === colour);
      if (seatOf < 0) return refuse('unknown-colour', { draw: draws + 1, colour });
      at = bag.indexOf(seatOf);
      if (at < 0) return refuse('draw-not-in-bag', { draw: draws + 1, colour });
      ordered++;
    } else {
      at = pickIndex(rng, bag.length);
    }
    const seat = bag.splice(at, 1)[0] as number;
    const colour = colourOf(seat);
    draws++;
    drawnOf[seat] = (drawnOf[seat] ?? 0) + 1;
    log.note({ type: 'builder-drawn', draw: draws, player: seat, colour, cost: marker }, () => snapshot(waiting, seat));
    if (n === 2 && bag.length === 0 && marker !== 0) {
      const from = marker;
      marker = 0;
      log.note({ type: 'cost-marker-to-zero', from, reading: 'sixth-builder-free' }, () => snapshot(waiting, seat));
    }
    if ((drawnOf[seat] ?? 0) > limit) {
      beside.push(seat);
      log.note({ type: 'builder-set-aside', player: seat, colour }, () => snapshot(waiting));
      continue;
    }

    const cost = marker;
    const canPlace = (wealth[seat] ?? 0) >= cost;
    const canRedraw = !redrawUsed && bag.length > 0;
    const options: ('place' | 'pass' | 'redraw')[] = [...(canPlace ? ['place' as const] : []), 'pass', ...(canRedraw ? ['redraw' as const] : [])];
    let step: BuilderStep;
    let forced = false;
    if (options.length === 1) {
      step = 'pass';
      forced = true;
    } else {
      const given = input.steps[used];
      if (given === undefined) {
        const decision = { kind: 'builder' as const, player: seat, startPlayer: start.startPlayer, draw: draws, cost, options, places: placesWithRoom(builders) };
        return log.needs(decision, snapshot(waiting, seat));
      }
      step = given;
      used++;
    }

    if (step === 'redraw') {
      if (!canRedraw) return refuse('illegal-choice', { step: used - 1, player: start.startPlayer, why: redrawUsed ? 'redraw-already-used' : 'bag-empty' });
      bag.push(seat);
      drawnOf[seat] = (drawnOf[seat] ?? 1) - 1;
      redrawUsed = true;
      log.note({ type: 'redraw', player: start.startPlayer, colour }, () => snapshot(waiting));
      continue;
    }
    if (step === 'pass') {
      waiting.push({ player: seat, colour, field: cost });
      log.note({ type: 'passed', player: seat, colour, cost, forced }, () => snapshot(waiting));
    } else {
      if (!canPlace) return refuse('illegal-choice', { step: used - 1, player: seat, why: 'not-enough-gold', cost, wealth: wealth[seat] ?? 0 });
      const place: BoardPlace | null = step === 'place' ? null : step.place;
      if (place !== null && !hasRoom(builders, place)) return refuse('place-full', { step: used - 1, player: seat, place });
      wealth[seat] = (wealth[seat] ?? 0) - cost;
      builders.push({ player: seat, at: place, paid: cost });
      log.note({ type: 'builder-placed', player: seat, colour, cost, goldLeft: wealth[seat] ?? 0, at: place }, () => snapshot(waiting));
    }
    const from = marker;
    marker = nextCostField(marker);
    if (marker !== from) log.note({ type: 'cost-marker-moved', from, to: marker }, () => snapshot(waiting));
  }

  if (used < input.steps.length) return refuse('too-many-choices', { used, given: input.steps.length });
  const freePlaces = input.freePlaces ?? [];
  if (freePlaces.length > waiting.length) return refuse('too-many-choices', { freePlaces: freePlaces.length, waiting: waiting.length });
  // The track empties from the left; the builders not yet placed keep waiting, in pass order.
  const left = [...waiting];
  for (const [i, w] of freePlacementOrder(waiting).entries()) {
    const place = freePlaces[i] ?? null;
    if (place !== null && !hasRoom(builders, place)) return refuse('place-full', { freePlacement: i + 1, player: w.player, place });
    builders.push({ player: w.player, at: place, paid: 0 });
    left.splice(left.findIndex((x) => x.player === w.player && x.field === w.field), 1);
    log.note({ type: 'free-placement', player: w.player, colour: w.colour, order: i + 1, field: w.field, at: place }, () => snapshot(left));
  }
  return ok(log.resolved(snapshot([])));
}

/**
 * Phase II alone as an engine, from a table: the rule function above, as `pillarsEngine`
 * (engine.ts) plays it for its `builders` move. Here, apart from the other phases, so that a
 * page needing only Phase II (the setup island) does not load them.
 */
export const placementEngine = /* @__PURE__ */ choiceEngine<PillarsState, PillarsState, Omit<PlacementInput, 'steps'>, BuilderStep, PillarsEvent, PlacementRefusal, Decision, PillarsState>({
  initial: ok,
  resolve: (position, placement, answered, keep) => resolveBuilderPlacement(position, { ...placement, steps: answered.map((a) => a.answer) }, keep),
  view: (table) => table.pending?.at ?? table.position,
});
