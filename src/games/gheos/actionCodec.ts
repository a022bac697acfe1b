/**
 * One action as text, for a sandbox address that reopens a move being
 * reviewed: `place_0_0_2_1` (hand, row, column, rotation), `replace_…`,
 * `found_red_0_3_L` (colour and a land part or cell of the continent),
 * `take_blue`, `individual-scoring`, `draw`. Decoding never throws: anything
 * else is `null`.
 */
import type { GheosAction } from './actions';
import { COLOURS, type Colour, type Rotation } from './state';

/** Writes an action (a draw's stack choices are not kept). */
export function encodeAction(action: GheosAction): string {
  switch (action.type) {
    case 'place':
    case 'replace':
      return [action.type, action.hand, action.at[0], action.at[1], action.rot].join('_');
    case 'found': {
      const at = typeof action.at === 'string' ? action.at.replace(/[,:]/g, '_') : `${action.at[0]}_${action.at[1]}`;
      return `found_${action.colour}_${at}`;
    }
    case 'take':
      return `take_${action.colour}`;
    case 'individual-scoring':
    case 'draw':
      return action.type;
  }
}

const isColour = (c: string | undefined): c is Colour => COLOURS.includes(c as Colour);

/** Reads an action written by {@link encodeAction}; `null` when it is not one. */
export function decodeAction(code: string): GheosAction | null {
  if (typeof code !== 'string' || code.length > 60) return null;
  if (code === 'individual-scoring' || code === 'draw') return { type: code };
  let m = /^(place|replace)_([01])_(-?\d{1,3})_(-?\d{1,3})_([012])$/.exec(code);
  if (m) return { type: m[1] as 'place' | 'replace', hand: Number(m[2]), at: [Number(m[3]), Number(m[4])], rot: Number(m[5]) as Rotation };
  m = /^found_([a-z]+)_(-?\d{1,3})_(-?\d{1,3})(?:_(L|c[012]))?$/.exec(code);
  if (m && isColour(m[1])) return { type: 'found', colour: m[1], at: m[4] ? `${m[2]},${m[3]}:${m[4]}` : [Number(m[2]), Number(m[3])] };
  m = /^take_([a-z]+)$/.exec(code);
  if (m && isColour(m[1])) return { type: 'take', colour: m[1] };
  return null;
}
