import type { BoraView } from '../../explainers/bora-bora/views';
import { mapLayout } from './pictures/mapLayout';

/**
 * How a picture shows in the presenter's projector layout (issue 30 item 1), written on it as
 * `data-focus` and read by bora-pictures.css: `true` whole; `false` left out (no mark); a player's board cut to
 * its top: `head` (name, points, what they hold, God cards and dice), `spaces` (that and the twelve
 * spaces, where a hut comes from), `row` (name, points and what they hold, for a step about everyone).
 */
export type Shown = 'true' | 'false' | 'head' | 'spaces' | 'row';

export interface Projection {
  spots: Shown;
  temple: Shown;
  map: Shown;
  sheets: Shown;
  players: Shown[];
}

/**
 * The tallest map (in drawing units) a player's spaces still fit under on a 1280×720 stage with every
 * label at least 18 px; beside a taller map the board is left out (the hut on the map has the
 * player's letter, and the caption names them).
 */
const MAP_WITH_SPACES = 160;

const shown = (on: boolean): Shown => (on ? 'true' : 'false');

/**
 * What a step's picture shows on a projector, from the view's own marks: the pictures the step is
 * about, whole, and the boards of the players it concerns, whole when alone, else cut to what the
 * step needs. A step about no picture in particular (the whole table: a new phase, the turn order)
 * shows every picture, each player's board cut to its top row.
 */
export function projection(view: BoraView): Projection {
  const spots = !!view.spots?.some((s) => s.focus);
  const temple = !!view.temple?.some((f) => f.focus);
  const map = !!view.map && (view.map.regions.some((r) => r.focus) || view.map.paths.some((p) => p.open));
  const sheets = !!view.sheets;
  const other = spots || temple || map || sheets;
  if (!other && !view.players.some((p) => p.focus)) {
    return { spots: 'true', temple: 'true', map: 'true', sheets: 'true', players: view.players.map(() => 'row') };
  }
  const besideMap = (): Shown => (mapLayout(view.map!.regions).h > MAP_WITH_SPACES ? 'false' : view.show.board ? 'spaces' : 'head');
  const beside: Shown = !other ? 'true' : map ? besideMap() : 'head';
  return { spots: shown(spots), temple: shown(temple), map: shown(map), sheets: shown(sheets), players: view.players.map((p) => (p.focus ? beside : 'false')) };
}
