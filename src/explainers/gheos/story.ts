import { buildPosition, cellKey, encodePosition, type CellKey, type Colour, type GheosAction, type GheosEvent, type GheosState } from '../../games/gheos';
import type { GheosExample } from '../../schemas/gheos-example';
import type { Localized } from '../localize';
import type { Decision as StepDecision, Inputs, Message, Step, Story } from '../types';
import { msg } from '../messages';
import { captionOf, colourName, colourOf, startCaption } from './captions';
import { reasonMessage } from './reasons';
import { resolve, type ChoicePoint } from './resolveMove';
import { boardView, highlightsOf } from './boardView';
import type { BoardView } from './views';
import { settledInputs } from '../settledInputs';
import { foldSteps, type Unfolded } from '../fold';
import { questionOf } from './predict';

export { moveDefaults, moveOutcome } from './resolveMove';

export type LocalizedGheosExample = Localized<GheosExample>;

/** The choices a worked example's source makes (none in a sandbox). */
type SourceChoices = NonNullable<LocalizedGheosExample['choices']>;

function decisionFor(p: ChoicePoint, names: readonly string[]): StepDecision {
  const d = p.decision;
  const player = names[d.player] ?? '';
  if (d.kind === 'migration') {
    return {
      name: p.input,
      chosen: p.chosen,
      label: msg('gheos.decision.migration', { player, colour: colourName(d.civilization) }),
      options: d.options.map((o) => ({
        value: o.ref,
        label: msg(o.kind === 'continent' ? 'gheos.option.continent' : 'gheos.option.island', { wheat: o.wheat, tiles: o.cells.length }),
      })),
    };
  }
  return {
    name: p.input,
    chosen: p.chosen,
    label: msg(d.kind === 'payment' ? 'gheos.decision.payment' : 'gheos.decision.winner', { player }),
    options: d.options.map((c) => ({ value: c, label: msg(d.kind === 'payment' ? 'gheos.option.follower' : 'gheos.option.civ', { colour: colourName(c), colourOf: colourOf(c) }) })),
  };
}

const EMPTY_VIEW: BoardView = { tiles: [], markers: [], players: [], highlights: [], continents: [], islands: [], epochs: 0 };

/** Options for {@link moveSteps}. */
export interface MoveStepsOptions {
  /** Put the position code on each step's view, for a "try from here" link. */
  positions?: boolean;
}

/**
 * The steps of one action from a position: the engine resolves it, asking for
 * each decision (the reader's input, else the source's choice, else the
 * first legal option), and each event of the trace becomes a step, drawn
 * from the state the engine kept right after it.
 * The opening step says who moves and what they do, so the first event's step
 * joins it (quietly when it only says the same: "Adam lays the tile"), and the
 * closing scores join the last event's step (`fold.ts`).
 * With `positions`, steps before the result carry the position the move
 * starts from, and the result step the position after it: the positions a
 * reader can play on from (the moments in between are not positions the
 * rules can stop at).
 */
export function moveSteps(start: GheosState, action: GheosAction, source: SourceChoices, inputs: Inputs, options: MoveStepsOptions = {}): Step<BoardView>[] {
  const o = resolve(start, action, source, inputs, { during: true });
  if ('error' in o) return [{ caption: msg('gheos.refused', { reason: reasonMessage(o.error) }), view: EMPTY_VIEW, tone: 'refusal' }];
  const before = options.positions ? encodePosition(start) : undefined;
  const at = <V extends BoardView>(view: V, position = before): V => (position === undefined ? view : { ...view, position });
  const names = o.start.players.map((p) => p.name);
  // A replacement opens on the board as it was, the tile about to be lifted marked: the lift is a step of its own.
  const lifting = action.type === 'replace' ? [{ role: 'lifting' as const, cells: [cellKey(action.at)] }] : [];
  const steps: Unfolded<BoardView>[] = [{ caption: startCaption(action, names[o.start.active] ?? ''), view: at(boardView(o.start, lifting)) }];
  if (!o.result.ok) {
    steps.push({ caption: msg('gheos.refused', { reason: reasonMessage(o.result.reason) }), view: at(boardView(o.start)), tone: 'refusal' });
    return steps;
  }
  const after = (i: number) => o.states[i] ?? o.start;
  const unsettled = unsettledAt(o.start, o.result.events);
  o.result.events.forEach((e, i) => {
    const caption = captionOf(e, names);
    if (!caption) return;
    const point = o.points.find((p) => p.at === i);
    const first = steps.length === 1;
    // A step that reveals what the reader could work out is asked first in Predict (predict.ts).
    const ask = questionOf(e, names, o.result.events.slice(0, i), o.start.active);
    steps.push({
      ...(first && e.type !== 'tile-removed' ? { fold: repeatsStart(e) ? ('quiet' as const) : ('join' as const) } : {}),
      caption,
      view: at(asPieces(boardView(after(i), highlightsOf(e)), unsettled(i))),
      ...(point ? { decision: decisionFor(point, names) } : {}),
      ...(ask ? { tone: 'result' as const, ask } : {}),
    });
  });
  // The summary shows the table as the mover leaves it: passing the turn on (`turn-ended`) is not drawn.
  const last = o.result.events.length - (o.result.events.at(-1)?.type === 'turn-ended' ? 2 : 1);
  // It joins the last event's step, whose picture it becomes: what that step marks stays marked (a tile laid
  // with nothing following showed no mark of which tile was new, a referee's review).
  const lastEvent = o.result.events[last];
  const final = boardView(after(last), lastEvent ? highlightsOf(lastEvent) : []);
  steps.push({
    fold: 'quiet',
    caption: msg('gheos.summary'),
    details: final.players.map((p): Message => msg('gheos.summary.player', { player: p.name, score: p.score, followers: Object.values(p.followers).reduce((a, b) => a + (b ?? 0), 0) })),
    view: at(final, options.positions ? encodePosition(o.result.state) : undefined),
    tone: 'result',
    // The table after the move: nothing in it to predict that a step before did not ask.
    ask: null,
  });
  return foldSteps(steps);
}

/** A civilization whose continent is broken and not yet settled, with the cells that continent had. */
type Unsettled = { colour: Colour; cells: readonly CellKey[]; islands?: readonly (readonly CellKey[])[] };

/**
 * Which civilizations' continents are broken at each event of a tile play, not yet settled: from the
 * lift of a tile until the marker moves (a migration), or until the new tile mends the gap (the marker
 * stood on the lifted tile, and its continent stays whole). Their land is no home yet, and no piece of
 * it is uninhabited either.
 */
function unsettledAt(start: GheosState, events: readonly GheosEvent[]): (i: number) => Unsettled[] {
  const home = (colour: Colour) => boardView(start).continents.find((c) => c.civilization === colour)?.cells ?? [];
  const spans: (Unsettled & { until: number })[] = [];
  const lifted = events.findIndex((e) => e.type === 'tile-removed');
  const placed = events.findIndex((e) => e.type === 'tile-placed');
  const liftedAt = lifted >= 0 ? (events[lifted] as Extract<GheosEvent, { type: 'tile-removed' }>).at : null;
  events.forEach((e, i) => {
    if (e.type !== 'continent-split') return;
    const moved = events.findIndex((x, j) => j > i && movedCiv(x) === e.civilization);
    // The engine's own pieces say which islands hold the old continent's land (a cell shared with it is not
    // enough: the new tile's cell was the old continent's, yet its coast facing away can join another island).
    const islands = e.pieces.filter((p) => p.kind === 'island').map((p) => p.cells);
    spans.push({ colour: e.civilization, cells: e.oldContinent, islands, until: moved < 0 ? events.length : moved });
  });
  if (liftedAt !== null) {
    for (const [colour, part] of Object.entries(start.markers) as [Colour, string | undefined][]) {
      if (part?.startsWith(`${liftedAt}:`) && !spans.some((s) => s.colour === colour)) spans.push({ colour, cells: home(colour), until: placed });
    }
  }
  return (i) => spans.filter((s) => i < s.until);
}

/** The civilization an event moves off its broken land (its marker moves, or it is gone). */
function movedCiv(e: GheosEvent): Colour | null {
  return e.type === 'migration' ? e.civilization : e.type === 'civilization-destroyed' ? e.colour : null;
}

/** The continents holding a broken continent's land, named as its pieces (`gheos.board.piece`), not as homes. */
function asPieces(view: BoardView, unsettled: readonly Unsettled[]): BoardView {
  if (unsettled.length === 0) return view;
  return {
    ...view,
    continents: view.continents.map((c) => {
      if (c.atWar) return c;
      const u = unsettled.find((x) => (c.civilization === null || c.civilization === x.colour) && c.cells.some((cell) => x.cells.includes(cell)));
      return u ? { ...c, civilization: u.colour, part: 'piece' as const } : c;
    }),
    islands: view.islands.map((c) => {
      const same = (cells: readonly CellKey[]) => cells.length === c.cells.length && cells.every((cell) => c.cells.includes(cell));
      const u = unsettled.find((x) => x.islands?.some(same));
      return u ? { ...c, piece: u.colour } : c;
    }),
  };
}

/** An event whose caption only says again what the opening step said ("Adam lays the tile"). */
function repeatsStart(e: GheosEvent): boolean {
  return e.type === 'tile-placed' && !e.replacing;
}

export const gheosStory: Story<LocalizedGheosExample, BoardView> = {
  defaults(d) {
    const built = buildPosition(d.position);
    if (!built.ok) return {};
    const o = resolve(built.value, d.action, d.choices ?? {}, {});
    return settledInputs(o);
  },
  inputs: () => [],
  steps(d, inputs) {
    const built = buildPosition(d.position);
    if (!built.ok) return [{ caption: msg('gheos.refused', { reason: reasonMessage(built.reason) }), view: EMPTY_VIEW, tone: 'refusal' }];
    return moveSteps(built.value, d.action, d.choices ?? {}, inputs, { positions: true });
  },
};
