/**
 * Step 2 of a turn (section "Przebieg tury"): found a new civilization on an
 * uninhabited continent, or take one follower of a civilization on the
 * board. Also the removal of a civilization, shared by wars and migrations.
 */
import type { ApplyOptions } from '../contract';
import { refuse } from '../result';
import type { Refusal, Resolution } from './choices';
import { record, settled, startTrail } from './context';
import type { Cell } from './geometry';
import { resolvePart, type PartRefError } from './parts';
import { computeRegions, continents, type Region, type RegionMap } from './regions';
import { COLOURS, coloursOnBoard, type Colour, type GheosState } from './state';

/**
 * Removes a civilization: its marker goes back beside the board and every
 * player's followers of its colour go back to the reserve (section "Wojny":
 * "all players lose the followers of that civilization"). Changes `draft` in
 * place; returns the followers each seat lost.
 */
export function destroyCivilization(draft: GheosState, colour: Colour): number[] {
  delete draft.markers[colour];
  return draft.players.map((p) => {
    const lost = p.followers[colour];
    p.followers[colour] = 0;
    draft.supply[colour] += lost;
    return lost;
  });
}

/** The civilization living on a region, if any. */
export function inhabitant(state: Pick<GheosState, 'markers'>, map: RegionMap, region: Region): Colour | null {
  for (const c of COLOURS) {
    const m = state.markers[c];
    if (m !== undefined && map.byPart[m]?.id === region.id) return c;
  }
  return null;
}

/** The continent a civilization lives on, or `null` when its marker is not on the board. */
export function homeContinent(state: Pick<GheosState, 'markers'>, map: RegionMap, colour: Colour): Region | null {
  const m = state.markers[colour];
  return m === undefined ? null : (map.byPart[m] ?? null);
}

/** Continents with no civilization marker (section "Tworzenie cywilizacji"). */
export function uninhabitedContinents(state: GheosState, map: RegionMap = computeRegions(state.board)): Region[] {
  return continents(map).filter((r) => inhabitant(state, map, r) === null);
}

/** Marker colours not on the board, i.e. available for a new civilization. */
export function markersLeft(state: GheosState): Colour[] {
  return COLOURS.filter((c) => state.markers[c] === undefined);
}

export type FoundRefusal =
  | 'game-over'
  | 'no-marker-left'
  | 'colour-on-board'
  | PartRefError
  | 'not-a-continent'
  | 'continent-inhabited';

/**
 * Founds a civilization (section "Tworzenie cywilizacji"): the active player
 * puts a marker of a colour not on the board onto an uninhabited continent
 * and takes as many followers of that colour as the continent shows wheat.
 * Interpretation: the reserve holds 5 followers per colour, so the player
 * takes at most what the reserve holds.
 *
 * @param at a cell or land part of the chosen continent
 */
export function foundCivilization(
  state: GheosState,
  action: { colour: Colour; at: Cell | string },
  options: ApplyOptions = {},
): Resolution<FoundRefusal> {
  if (state.over) return refuse('game-over');
  const left = markersLeft(state);
  if (left.length === 0) return refuse('no-marker-left');
  if (!left.includes(action.colour)) return refuse('colour-on-board', { colour: action.colour });
  const part = resolvePart(state, action.at);
  if (!part.ok) return part;
  const map = computeRegions(state.board);
  const region = map.byPart[part.value];
  if (!region || region.kind !== 'continent') return refuse('not-a-continent', { at: part.value });
  const resident = inhabitant(state, map, region);
  if (resident) return refuse('continent-inhabited', { at: part.value, colour: resident });
  const trail = startTrail(state, options);
  const { draft } = trail;
  const player = draft.players[draft.active];
  if (!player) return refuse('game-over');
  const wheat = region.symbols.wheat;
  const taken = Math.min(wheat, draft.supply[action.colour]);
  draft.markers[action.colour] = part.value;
  draft.supply[action.colour] -= taken;
  player.followers[action.colour] += taken;
  record(trail, {
    type: 'civilization-founded',
    player: draft.active,
    colour: action.colour,
    continent: region.cells,
    wheat,
    followers: taken,
    ...(taken < wheat ? { reading: 'supply-limit' as const } : {}),
  });
  return settled(trail);
}

export type TakeRefusal = 'game-over' | 'colour-not-on-board' | 'supply-empty';

/**
 * Takes one follower from the reserve (section "Pozyskanie wyznawcy"): only
 * of a civilization on the board, and only while the reserve has one.
 */
export function takeFollower(state: GheosState, action: { colour: Colour }, options: ApplyOptions = {}): Resolution<TakeRefusal> {
  const why = takeRefusal(state, action.colour);
  if (why) return why;
  const trail = startTrail(state, options);
  const { draft } = trail;
  const player = draft.players[draft.active];
  if (!player) return refuse('game-over');
  draft.supply[action.colour]--;
  player.followers[action.colour]++;
  record(trail, { type: 'follower-taken', player: draft.active, colour: action.colour });
  return settled(trail);
}

function takeRefusal(state: GheosState, colour: Colour): Refusal<TakeRefusal> | null {
  if (state.over) return refuse('game-over');
  if (state.markers[colour] === undefined) return refuse('colour-not-on-board', { colour });
  if (state.supply[colour] <= 0) return refuse('supply-empty', { colour });
  return null;
}

/** Colours the active player may take a follower of. */
export function takeableColours(state: GheosState): Colour[] {
  return coloursOnBoard(state).filter((c) => takeRefusal(state, c) === null);
}

/** Whether step 2 offers the active player anything: a civilization to found or a follower to take. */
export function hasCivilizationAction(state: GheosState): boolean {
  if (markersLeft(state).length > 0 && uninhabitedContinents(state).length > 0) return true;
  return takeableColours(state).length > 0;
}
