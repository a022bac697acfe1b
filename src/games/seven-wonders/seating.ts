/**
 * The smallest table the source provides for: its lowest player-count mark on
 * cards is "3+" (section "Przygotowanie do gry", "Przygotowanie kart Epok").
 */
export const MIN_PLAYERS = 3;

/** The largest table: the box holds 7 Wonder boards (section "Zawartość"). */
export const MAX_PLAYERS = 7;

/** True for a whole number of players from {@link MIN_PLAYERS} to {@link MAX_PLAYERS}. */
export function isPlayerCount(players: number): boolean {
  return Number.isInteger(players) && players >= MIN_PLAYERS && players <= MAX_PLAYERS;
}

/**
 * The seat of the neighbour on the left (section "Definicje: Sąsiedzi").
 * Convention of this engine: seats 0..n-1 go round the table so that the left
 * neighbour of seat i is seat i+1, wrapping round.
 *
 * @example
 * leftOf(2, 3) // 0
 */
export function leftOf(seat: number, players: number): number {
  return (seat + 1) % players;
}

/**
 * The seat of the neighbour on the right (section "Definicje: Sąsiedzi"):
 * seat i-1, wrapping round, the mirror of {@link leftOf}.
 *
 * @example
 * rightOf(0, 3) // 2
 */
export function rightOf(seat: number, players: number): number {
  return (seat - 1 + players) % players;
}
