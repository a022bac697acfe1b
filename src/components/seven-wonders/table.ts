/** Where players sit in the 7 Wonders pictures: one shared table, so the ring and the hands agree. */
export const TABLE = { cx: 170, cy: 150, r: 120 } as const;

/**
 * A seat's point on a circle round the table. Seat 0 at the bottom; seats go clockwise on
 * screen, so a seat's left neighbour (seat + 1, `leftOf` in the engine) is to its left.
 */
export function seatPoint(seat: number, n: number, radius: number = TABLE.r): { x: number; y: number } {
  const angle = Math.PI / 2 + (2 * Math.PI * seat) / n;
  return { x: round(TABLE.cx + radius * Math.cos(angle)), y: round(TABLE.cy + radius * Math.sin(angle)) };
}

/** One decimal is plenty for a picture, and keeps the HTML short. */
export const round = (n: number): number => Math.round(n * 10) / 10;

/** Colour-blind symbols per card colour, as the game prints one on each card. */
export const CARD_SYMBOL = {
  brown: '▲',
  grey: '■',
  blue: '●',
  yellow: '◆',
  red: '✚',
  green: '✱',
  purple: '⬟',
} as const;
