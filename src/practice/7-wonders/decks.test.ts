/**
 * Every dealt position holds only cards the rules' deck holds for its player count (section
 * "Przygotowanie kart Epok"): counted here card by card against the game's made-up box, not through
 * the dealing code. A card with a player-count mark is in the deck once for each copy marked at most
 * the number of players; a guild (purple, no mark) at most once, and the guilds dealt number players + 2.
 */
import { describe, expect, it } from 'vitest';
import { KINDS } from './index';
import type { SwGame } from './game';

const SEEDS = Number(process.env.PRACTICE_DECK_SEEDS ?? 60);

interface Copy {
  name: string;
  colour?: string;
  mark?: number;
}

/** What is wrong with one Age's deal against its box, in words; empty when nothing is. */
function overDealt(game: SwGame, i: number): string[] {
  const players = game.players;
  const dealt = new Map<string, number>();
  for (const name of game.ages[i]!.hands.flat()) dealt.set(name, (dealt.get(name) ?? 0) + 1);
  const box: readonly Copy[] = (game as unknown as { boxes?: Copy[][] }).boxes?.[i] ?? [];
  const bad: string[] = [];
  // Independent of the box: at three players only the 3+ cards are used, so no name can come twice.
  if (players === 3) for (const [name, n] of dealt) if (n > 1) bad.push(`${name} dealt ${n} times at 3 players`);
  for (const [name, n] of dealt) {
    const copies = box.filter((c) => c.name === name && (c.mark === undefined || c.mark <= players)).length;
    const holds = box.some((c) => c.name === name && c.mark === undefined) ? Math.min(1, copies) : copies;
    if (n > holds) bad.push(`${name} dealt ${n} times, the ${players}-player deck holds ${holds}`);
  }
  if (game.ages[i]!.age === 3) {
    const guilds = [...dealt.keys()].filter((name) => game.cards[name]?.colour === 'purple').length;
    if (guilds !== players + 2) bad.push(`${guilds} guilds dealt, the rules add ${players + 2}`);
  }
  return bad;
}

describe('practice: 7 Wonders positions come from the deck the rules build for the player count', () => {
  for (const kind of KINDS) {
    for (let players = kind.players.min; players <= kind.players.max; players++) {
      it(`${kind.id}, ${players} players, ${SEEDS} seeds`, () => {
        const problems: string[] = [];
        for (let seed = 1; seed <= SEEDS; seed++) {
          const game = (kind.deal(seed, players).position as { game: SwGame }).game;
          for (let i = 0; i < game.ages.length; i++) problems.push(...overDealt(game, i).map((p) => `seed ${seed}, Age ${game.ages[i]!.age}: ${p}`));
        }
        expect(problems.length, problems.slice(0, 3).join('; ')).toBe(0);
      });
    }
  }
});

// A referee took a discard pile of 28 cards by Age III's fourth turn at three players for a fault: the
// made-up tables should look played by people who mostly build. Counted from the picks kept in each game.
describe('practice: 7 Wonders tables discard for coins on few turns', () => {
  it(`over ${SEEDS} seeds of every kind and player count, at most one pick in five is a discard`, () => {
    let picks = 0;
    let discards = 0;
    for (const kind of KINDS) {
      for (let players = kind.players.min; players <= kind.players.max; players++) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const game = (kind.deal(seed, players).position as { game: SwGame }).game;
          for (const pick of game.ages.flatMap((a) => a.picks.flat())) {
            picks++;
            if (pick.action === 'discard') discards++;
          }
        }
      }
    }
    expect(discards / picks).toBeLessThanOrEqual(0.2);
  });
});
