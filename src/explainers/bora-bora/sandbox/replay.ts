/**
 * The last round of a sandbox game told as a worked example is (issue 33 item 3): the inputs played
 * since the round began, each played again through the engine keeping the table after every event,
 * turned into steps by the examples' own `traceSteps` (the same captions, the same folding of
 * follow-up events, the board marked where each event touched it).
 */
import { boraBoraEngine, type BoraBoraEvent, type BoraBoraState } from '../../../games/bora-bora';
import { msg } from '../../messages';
import type { Timeline } from '../../sandbox/timeline';
import type { GameStart } from '../../sandbox/playMachine';
import type { Step } from '../../types';
import { traceSteps } from '../trace';
import { hideCards, viewAfter, type ViewOptions } from '../tableView';
import type { BoraView } from '../views';
import { decodeInput } from './codec';
import { engineNames, hideDraw } from './hidden';
import { decisionOf, positionOf, type BoraSetup, type BoraTable } from './rules';

/** The sandbox's board: everything drawn, on the made-up map. */
export const SANDBOX_VIEW: ViewOptions = { temple: true, map: true, board: true, track: true, illustrative: true };

type BoraTimeline = Timeline<GameStart<BoraSetup>, string, BoraTable>;

/**
 * The stretch to step through at the moment shown: from the first table of its round to now; a
 * round only just begun (nothing played in it beyond the roll) gives the round before it, to now.
 */
export function lastRound(tl: BoraTimeline): { round: number; from: number } {
  const roundAt = (i: number) => positionOf(tl.tables[i]!).round;
  const startOf = (i: number) => {
    let from = i;
    while (from > 0 && roundAt(from - 1) === roundAt(i)) from--;
    return from;
  };
  let from = startOf(tl.cursor);
  if (tl.cursor - from < 2 && from > 0) from = startOf(from - 1);
  return { round: roundAt(from), from };
}

/** The events from the stretch's start to now, each with the table right after it. */
function eventsSince(tl: BoraTimeline, from: number): { events: BoraBoraEvent[]; states: BoraBoraState[] } {
  const events: BoraBoraEvent[] = [];
  const states: BoraBoraState[] = [];
  for (let i = from + 1; i <= tl.cursor; i++) {
    const before = tl.tables[i - 1]!;
    const input = decodeInput(positionOf(before), decisionOf(before), tl.moves[i - 1]!);
    const r = input && boraBoraEngine.apply(before.engine, input, { during: true });
    // Every input of a timeline was accepted by the engine when it was played; the table after it stands in if not.
    if (!r?.ok) continue;
    r.events.forEach((e, j) => {
      events.push(e);
      states.push(r.during?.[j]?.position ?? positionOf(tl.tables[i]!));
    });
  }
  return { events, states };
}

/** The last round's steps, like a worked example's: an opening, a step per event told, and the table now. `null` when nothing has happened yet. */
export function roundSteps(tl: BoraTimeline): { round: number; steps: Step<BoraView>[] } | null {
  const { round, from } = lastRound(tl);
  const { events, states } = eventsSince(tl, from);
  if (events.length === 0) return null;
  const start = positionOf(tl.tables[from]!);
  const steps = traceSteps({
    start,
    opts: SANDBOX_VIEW,
    events,
    states,
    asked: [],
    opening: { caption: msg('bora.sandbox.replayStart', { round }), view: viewAfter(start, SANDBOX_VIEW) },
    result: (view) => ({ caption: msg('bora.sandbox.replayNow'), view }),
  });
  // As on the live board, the engine's seats' God cards are hidden: only their number shows.
  const hidden = (seat: number) => tl.start.seats[seat] === 'engine';
  for (const step of steps) hideCards(step.view, hidden);
  // And the colour of a card such a seat draws from the deck, in the captions.
  const names = engineNames(tl.start, start.players);
  return { round, steps: steps.map((step) => ({ ...step, caption: hideDraw(step.caption, names), ...(step.details ? { details: step.details.map((d) => hideDraw(d, names)) } : {}) })) };
}
