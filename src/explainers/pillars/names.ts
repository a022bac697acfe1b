import { STARTING_CRAFTSMEN, type Colour } from '../../games/pillars-of-the-earth';
import type { Message } from '../types';
import { pmsg } from './messages';

/** A craftsman's name: a starting craftsman by its kind, a pool card by the example's own name. */
export function craftsmanName(id: string, names: Readonly<Record<string, string>>): Message {
  const kind = STARTING_CRAFTSMEN.find((k) => id.endsWith(`-${k}`));
  if (kind) return pmsg(`pillars.craftsman.${kind}`);
  return names[id] ? pmsg('explainer.literal', { text: names[id] }) : pmsg('pillars.craftsman.unnamed', { id });
}

/** The colour's name as a message. */
export const colourName = (c: Colour): Message => pmsg(`pillars.colour.${c}`);
