/**
 * God cards are hidden from the other players (the source: kept hidden from the others). A card a seat
 * draws from the deck is one only that seat sees; so where the sandbox tells of a seat the engine plays
 * drawing from the deck, it says that a card was drawn, never its colour. A face-up card taken, or a
 * card played, is seen by everyone and is told as it is.
 */
import type { ParamValue } from '../../../i18n/format';
import type { Message } from '../../types';
import { bmsg } from '../messages';

/** The caption of a draw from the deck, with the colour left out for a player named in `hidden`. */
export function hideDraw(m: Message, hidden: ReadonlySet<string>): Message {
  const player = m.params?.player;
  if (m.key === 'bora.ev.cardDeck' && typeof player === 'string' && hidden.has(player)) return bmsg('bora.ev.cardDeckHidden', { player });
  if (!m.params) return m;
  let changed = false;
  const params: Record<string, ParamValue | Message> = {};
  for (const [k, v] of Object.entries(m.params)) {
    const w = typeof v === 'object' && v !== null && 'key' in v ? hideDraw(v as Message, hidden) : v;
    if (w !== v) changed = true;
    params[k] = w;
  }
  return changed ? { ...m, params } : m;
}

/** The names of the seats the engine plays, whose draws from the deck are told without their colour. */
export function engineNames(start: unknown, players: readonly { name: string }[]): Set<string> {
  const seats = (start as { seats?: readonly string[] } | null)?.seats ?? [];
  return new Set(players.filter((_, seat) => seats[seat] === 'engine').map((p) => p.name));
}
