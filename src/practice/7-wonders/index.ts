/**
 * 7 Wonders question kinds: military conflicts at the end of an Age, a city's military strength,
 * what a player may do with a card, and where a hand goes after a turn. Each position is a game
 * the engine played from a seed (`game.ts`); each answer is the engine's, each wrong choice what a
 * named misreading of the rule gives. Building costs and trade are not in the source, so no kind
 * asks whether a card can be paid for.
 */
import { MAX_PLAYERS, MIN_PLAYERS } from '../../games/seven-wonders/seating';
import { createRng, randomInt } from '../../games/random';
import {
  ACTIONS, AGES, allowedActions, leftOf, passDirection, playCard, rightOf, sevenWonders, TURNS_PER_AGE, victoryPoints,
  type Action, type Age, type Card, type ConflictResolution, type ConflictToken,
} from '../../games/seven-wonders';
import { msg } from '../../explainers/messages';
import type { Message } from '../../explainers/types';
import { followSteps } from '../../explainers/seven-wonders/military';
import { refusedCaption } from '../../explainers/seven-wonders/refused';
import type { CityView, HandsView, SevenWondersView } from '../../explainers/seven-wonders/views';
import { choicesOf, dealtKind, type Dealt, type Mistake } from '../deal';
import type { Question, QuestionKind, WhyStep } from '../types';
import { chip, chipsOf, NAMES, playRandom, standing, strengths, type Standing, type SwGame } from './game';

type V = SevenWondersView;
const PLAYERS = { min: MIN_PLAYERS, max: MAX_PLAYERS };

/** A position: the game played, the turns of its last Age played, and the seat asked about. */
interface SwPosition {
  game: SwGame;
  turns: number;
  seat: number;
  /** The card asked about (card-use). */
  card?: string;
}

function checkPosition(q: { position: SwPosition; players: number }): string | null {
  const { game, turns, seat } = q.position;
  if (game.players !== q.players) return 'player count differs from the game';
  if (seat < 0 || seat >= game.players) return 'no such seat';
  const s = standing(game, turns);
  return typeof s === 'string' ? s : null;
}

/**
 * A 7 Wonders kind, its title `sw.practice.kind.{id}`. A position costs a millisecond to deal, so its check
 * replays it (and runs the kind's own `check`), then asks for the whole question again: the answer marked
 * right, every mistake and every step are the engine's own.
 */
function swKind(spec: {
  id: 'conflict-tokens' | 'military-strength' | 'card-use' | 'passing';
  section: string;
  /** The player counts it deals for: 3 to 7 unless given. */
  players?: { min: number; max: number };
  /** A question from the game dealt from `dealt` (for the reader's `seed`), or null. */
  attempt(dealt: number, players: number, seed: number): Dealt<V, SwPosition> | null;
  /** What else a replayed position must hold. */
  check?(q: Question<V> & { position: SwPosition }): string | null;
}): QuestionKind<V, SwPosition> {
  const kind: QuestionKind<V, SwPosition> = dealtKind({
    id: spec.id,
    title: msg(`sw.practice.kind.${spec.id}`),
    section: spec.section,
    players: spec.players ?? PLAYERS,
    attempt: spec.attempt,
    check(q) {
      const bad = checkPosition(q) ?? spec.check?.(q);
      if (bad) return bad;
      return JSON.stringify(kind.deal(q.seed, q.players)) === JSON.stringify(q) ? null : 'the question is not the one the engine deals';
    },
  });
  return kind;
}

function stand(p: SwPosition): Standing {
  const s = standing(p.game, p.turns);
  if (typeof s === 'string') throw new Error(`the engine refuses its own random game: ${s}`);
  return s;
}

/** The conflicts that end the Age where the game stands, settled by the engine. */
function settle(st: Standing): ConflictResolution {
  const r = sevenWonders.apply(st.state, { move: { kind: 'conflicts' } });
  const settled = r.ok ? r.events.find((e) => e.kind === 'conflicts') : undefined;
  if (!settled) throw new Error(`the engine refuses to settle its own random game: ${r.ok ? 'no settlement' : r.reason}`);
  return settled.resolution;
}

/** A random game of a random Age from seed `s`, played to the Age's end, and a random seat to ask about. */
function endOfAge(s: number, players: number) {
  const rng = createRng(s);
  const age = AGES[randomInt(rng, AGES.length)]!;
  const position: SwPosition = { game: playRandom(s, players, age), turns: TURNS_PER_AGE, seat: randomInt(rng, players) };
  return { rng, age, seat: position.seat, position, st: stand(position) };
}

/** A random game of a random Age from seed `s`, stopped before a random turn, and a random seat to ask about. */
function midAge(s: number, players: number) {
  const rng = createRng(s);
  const age = AGES[randomInt(rng, AGES.length)]!;
  const game = playRandom(s, players, age);
  const turns = randomInt(rng, TURNS_PER_AGE);
  const seat = randomInt(rng, players);
  const position: SwPosition = { game, turns, seat };
  return { rng, age, game, turns, seat, position, st: stand(position) };
}

const names = (n: number) => NAMES.slice(0, n);

/** Said under every question that shows cards: the codes stand for made-up cards (the source lists none). */
const MADE_UP = msg('sw.practice.madeUp');

/* ---------- conflict tokens ---------- */

interface Tally {
  victories: number;
  defeats: number;
  points: number;
  /** What one victory token is worth in this reading (the label names it, so it never contradicts the points). */
  value: number;
}

function tally(tokens: readonly ConflictToken[], age: Age): Tally {
  const victories = tokens.filter((t) => t.kind === 'victory');
  return { victories: victories.length, defeats: tokens.length - victories.length, points: tokens.reduce((s, t) => s + t.points, 0), value: victoryPoints(age) };
}

/** A misreading of the comparison: whom a seat compares with, what a tie gives, what a victory is worth. */
function misread(shields: readonly number[], seat: number, age: Age, how: { against: number[]; tie: 'none' | 'defeat'; win: number }): Tally {
  let victories = 0;
  let defeats = 0;
  for (const other of how.against) {
    const mine = shields[seat]!;
    const theirs = shields[other]!;
    if (mine > theirs) victories++;
    else if (mine < theirs || how.tie === 'defeat') defeats++;
  }
  void age;
  // With no victory the label names no value: the reading's own would only make two choices read alike.
  return { victories, defeats, points: victories * how.win - defeats, value: victories > 0 ? how.win : victoryPoints(age) };
}

export const tokensLabel = (t: Tally): Message => msg('sw.practice.tokens', { victories: t.victories, defeats: t.defeats, points: t.points, value: t.value });

const conflictTokens = swKind({
  id: 'conflict-tokens',
  section: 'military',
  attempt(s, players) {
    const { age, seat, position, st } = endOfAge(s, players);
    const shields = strengths(st);
    // A table where every army is as strong as every other asks nothing worth asking.
    if (shields.every((x) => x === shields[0])) return null;
    const r = settle(st);
    const left = leftOf(seat, players);
    const right = rightOf(seat, players);
    const others = shields.map((_, i) => i).filter((i) => i !== seat);
    const mistakes: Mistake<Tally>[] = [
      { id: 'tie-defeat', value: misread(shields, seat, age, { against: [left, right], tie: 'defeat', win: victoryPoints(age) }), mistake: msg('sw.practice.mistake.tie-defeat') },
      { id: 'one-point', value: misread(shields, seat, age, { against: [left, right], tie: 'none', win: 1 }), mistake: msg('sw.practice.mistake.one-point') },
      { id: 'everyone', value: misread(shields, seat, age, { against: others, tie: 'none', win: victoryPoints(age) }), mistake: msg('sw.practice.mistake.everyone') },
      { id: 'left-only', value: misread(shields, seat, age, { against: [left], tie: 'none', win: victoryPoints(age) }), mistake: msg('sw.practice.mistake.left-only') },
    ];
    const picked = choicesOf(s, tally(r.tokens[seat] ?? [], age), mistakes, tokensLabel);
    if (!picked) return null;
    const who = names(players);
    // The examples' own telling of one seat's conflicts; the last step keeps to the token's value.
    const told = followSteps(who, shields, age, r, seat);
    const why = told.map((step, i): WhyStep<V> => (i < told.length - 1 ? { ...step, section: 'military' } : { ...step, details: step.details!.slice(1), section: 'conflict-tokens' }));
    // Who sits on each side, in words: with four or more players only the table's drawing showed it.
    const details = [msg('sw.practice.neighbours', { name: who[seat]!, left: who[left]!, right: who[right]! })];
    return { prompt: msg('sw.practice.prompt.conflict-tokens', { name: who[seat]!, age }), view: told[0]!.view, details, ...picked, why, position };
  },
});

/* ---------- military strength ---------- */

const sumShields = (cards: readonly Card[]) => cards.reduce((s, c) => s + (c.shields ?? 0), 0);

/** A city as the picture draws it, named by its player; `stages` adds what each stage of its board gives towards strength. */
function cityView(s: Standing, seat: number, playing: CityView['playing'] = null, stages = false): CityView {
  const city = s.cities[seat]!;
  const shields = Array.from({ length: city.wonderStages }, (_, i) => city.stageShields?.[i] ?? 0);
  const owner = names(s.cities.length)[seat];
  return { kind: 'city', coins: city.coins, coinsDelta: 0, buildings: city.buildings.map(chip), stages: city.wonderStages, stagesBuilt: city.stagesBuilt, ...(stages ? { stageShields: shields } : {}), playing, ...(owner ? { owner } : {}) };
}

const militaryStrength = swKind({
  id: 'military-strength',
  section: 'military',
  attempt(s, players) {
    const { age, seat, position, st } = endOfAge(s, players);
    const city = st.cities[seat]!;
    const right = strengths(st)[seat]!;
    const red = city.buildings.filter((b) => (b.shields ?? 0) > 0);
    const stageShields = (from: number, to: number) => (city.stageShields ?? []).slice(from, to).reduce((a, b) => a + b, 0);
    const built = stageShields(0, city.stagesBuilt);
    const mistakes: Mistake<number>[] = [
      { id: 'stages-ignored', value: sumShields(city.buildings), mistake: msg('sw.practice.mistake.stages-ignored') },
      { id: 'unbuilt-stages', value: right + stageShields(city.stagesBuilt, city.wonderStages), mistake: msg('sw.practice.mistake.unbuilt-stages') },
      { id: 'tucked', value: right + sumShields(st.tucked[seat]!), mistake: msg('sw.practice.mistake.tucked') },
      { id: 'discarded', value: right + sumShields(st.discarded[seat]!), mistake: msg('sw.practice.mistake.discarded') },
      { id: 'this-age', value: sumShields(st.builtThisAge[seat]!) + built, mistake: msg('sw.practice.mistake.this-age') },
      { id: 'red-count', value: red.length + built, mistake: msg('sw.practice.mistake.red-count') },
    ];
    const picked = choicesOf(s, right, mistakes, (n) => msg('sw.practice.shields', { n }), 3);
    if (!picked) return null;
    const who = names(players)[seat]!;
    const shieldLine = (c: Card) => msg('sw.practice.cardShields', { card: c.name, n: c.shields ?? 0 });
    const details = [
      msg('sw.practice.redBuilt', { n: red.length }),
      ...red.map(shieldLine),
      ...st.tucked[seat]!.filter((c) => c.shields).map((c) => msg('sw.practice.tuckedCard', { card: c.name, n: c.shields ?? 0 })),
      ...st.discarded[seat]!.filter((c) => c.shields).map((c) => msg('sw.practice.discardedCard', { card: c.name, n: c.shields ?? 0 })),
      // The Wonder's shields in words too: on a phone the board's stage boxes draw them 9 px high.
      ...(city.stageShields ?? []).flatMap((n, i) => (n > 0 ? [msg('sw.practice.stageShields', { stage: i + 1, built: i < city.stagesBuilt ? 'yes' : 'no', n })] : [])),
    ];
    const view = cityView(st, seat, null, true);
    const why: WhyStep<V>[] = [
      { caption: msg('sw.practice.why.strength', { name: who, n: red.length }), details: red.map(shieldLine), view, section: 'military' },
      { caption: msg('sw.practice.why.stages', { built: city.stagesBuilt, n: built }), view, section: 'military' },
      { caption: msg('sw.practice.why.notCounted'), view, section: 'wonder-stage' },
      { caption: msg('sw.practice.why.strengthTotal', { name: who, n: right }), view, tone: 'result', section: 'military' },
    ];
    return { prompt: msg('sw.practice.prompt.military-strength', { name: who, age }), view, details: [...details, MADE_UP], ...picked, why, position };
  },
});

/* ---------- what may be done with a card ---------- */

/**
 * Why `name` may not use a card one way. The question names a player, so the words do too: the
 * engine's own reason speaks to "you" (as the examples do), which reads wrong under "what may Bartek do".
 */
function refusedFor(name: string, action: Action, reason: Parameters<typeof refusedCaption>[0], detail?: Parameters<typeof refusedCaption>[1]): Message {
  if (action === 'build' && reason === 'duplicate-building') return msg('sw.practice.why.no.build', { name, card: String(detail?.card ?? '') });
  if (action === 'wonder' && reason === 'wonder-complete') return msg('sw.practice.why.no.wonder', { name });
  return refusedCaption(reason, detail);
}

type Uses = readonly Action[];
/** The words for a set of uses (a card may always be discarded, so four sets are possible). */
function usesKey(u: Uses): 'bwd' | 'wd' | 'bd' | 'd' {
  const build = u.includes('build');
  const wonder = u.includes('wonder');
  return build ? (wonder ? 'bwd' : 'bd') : wonder ? 'wd' : 'd';
}

const cardUse = swKind({
  id: 'card-use',
  section: 'actions',
  // A card that may not be built shares its name with a building, so the Age's deck must hold that name twice. At
  // three players it holds only the cards marked 3+, each name once in the made-up box (`game.ts`): only a full
  // Wonder could take a use away, and the question would always have one answer.
  players: { min: MIN_PLAYERS + 1, max: MAX_PLAYERS },
  attempt(s, players, asked) {
    const { rng, age, game, turns, position: probe, st } = midAge(s, players);
    // The seat and card asked about: first the answer, then a seat and card giving it. Most cards may do anything, and a whole hand shares its city's free stages, so drawing a card
    // alike would nearly always ask the same.
    const byUses = new Map<string, { seat: number; name: string }[]>();
    for (const [seat, hand] of st.hands.entries()) {
      for (const name of hand) {
        const k = usesKey(allowedActions(st.cities[seat]!, game.cards[name]!));
        // A card that may do anything asks nothing: every misreading below allows it all too.
        if (k !== 'bwd') byUses.set(k, [...(byUses.get(k) ?? []), { seat, name }]);
      }
    }
    // The answer is drawn first from the reader's seed, alike among the three a question can have; a table
    // without it is dealt again (from the next seed, for the same answer).
    const among = byUses.get((['bd', 'wd', 'd'] as const)[randomInt(createRng(asked ^ 0xca7d), 3)]!);
    if (!among) return null;
    const { seat, name } = among[randomInt(rng, among.length)]!;
    const city = st.cities[seat]!;
    const card = game.cards[name]!;
    const allowed = allowedActions(city, card);
    const duplicate = city.buildings.some((b) => b.name === card.name);
    const complete = city.stagesBuilt >= city.wonderStages;
    const mistakes: Mistake<Uses>[] = [
      { id: 'duplicate', value: ACTIONS.filter((a) => a !== 'wonder' || !complete), mistake: msg('sw.practice.mistake.duplicate') },
      { id: 'complete', value: ACTIONS.filter((a) => a !== 'build' || !duplicate), mistake: msg('sw.practice.mistake.complete') },
      { id: 'stage-needs-build', value: ACTIONS.filter((a) => (a === 'build' ? !duplicate : a === 'wonder' ? !complete && !duplicate : true)), mistake: msg('sw.practice.mistake.stage-needs-build') },
    ];
    const picked = choicesOf(s, allowed, mistakes, (u) => msg(`sw.practice.use.${usesKey(u)}`));
    if (!picked) return null;
    const position: SwPosition = { ...probe, seat, card: card.name };
    const who = names(players)[seat]!;
    const why: WhyStep<V>[] = ACTIONS.map((a): WhyStep<V> => {
      const r = playCard(city, card, a);
      return {
        caption: r.ok ? msg(`sw.practice.why.ok.${a}`, { card: card.name }) : refusedFor(who, a, r.reason, r.detail),
        view: cityView(st, seat, { card: chip(card), action: a, ...(r.ok ? {} : { refused: r.reason }) }),
        section: a === 'build' ? 'build' : a === 'wonder' ? 'wonder-stage' : 'discard',
        ...(r.ok ? {} : { tone: 'refusal' as const }),
      };
    });
    // "Show me why" ends on what the card may do, listed once more as the result.
    why.push({ caption: msg('sw.practice.why.result', { card: card.name, uses: msg(`sw.practice.use.${usesKey(allowed)}`) }), view: cityView(st, seat), section: 'actions', tone: 'result' });
    return {
      prompt: msg('sw.practice.prompt.card-use', { name: who, card: card.name, age, turn: turns + 1 }),
      view: cityView(st, seat),
      details: [msg('sw.practice.handCard', { card: card.name, colour: msg(`sw.colour.${card.colour}`) }), MADE_UP],
      ...picked,
      why,
      position,
    };
  },
  check: (q) => (stand(q.position).hands[q.position.seat]!.includes(q.position.card ?? '') ? null : 'the card is not in the hand'),
});

/* ---------- where a hand goes ---------- */

const passing = swKind({
  id: 'passing',
  section: 'passing',
  attempt(s, players) {
    // The hands as they stand before turn `turns + 1`: the question is where they go after it.
    const { age, game, turns, seat, position, st } = midAge(s, players);
    const turn = turns + 1;
    const who = names(players);
    const dir = passDirection(age);
    const to = (d: 'left' | 'right') => (d === 'left' ? leftOf(seat, players) : rightOf(seat, players));
    const other = dir === 'left' ? 'right' : 'left';
    const last = turn === TURNS_PER_AGE;
    type Where = number | 'discard';
    const answer: Where = last ? 'discard' : to(dir);
    const mistakes: Mistake<Where>[] = last
      ? [
          { id: 'sixth-passed', value: to(dir), mistake: msg('sw.practice.mistake.sixth-passed') },
          { id: 'sixth-other', value: to(other), mistake: msg('sw.practice.mistake.sixth-passed') },
        ]
      : [
          { id: 'direction', value: to(other), mistake: msg('sw.practice.mistake.direction', { age, side: msg(`sw.side.${other}`) }) },
          { id: 'discard-early', value: 'discard', mistake: msg('sw.practice.mistake.discard-early') },
        ];
    const label = (w: Where): Message => (w === 'discard' ? msg('sw.practice.discarded') : msg('sw.practice.toPlayer', { name: who[w]! }));
    const picked = choicesOf(s, answer, mistakes, label);
    if (!picked) return null;
    // The picture draws no arrows: which way hands go is what the question asks.
    const view: HandsView = {
      kind: 'hands',
      age,
      direction: null,
      seats: who.map((name, i) => ({ name, hand: chipsOf(st.hands[i]!, game.cards), picked: null, played: turns })),
      passing: false,
      // The pile as the engine holds it where the game stands: earlier Ages' discards and this Age's so far.
      discardPile: sevenWonders.view(st.state).discardPile,
    };
    const size = st.hands[seat]!.length;
    const why: WhyStep<V>[] = last
      ? [
          { caption: msg('sw.practice.why.sixth', { name: who[seat]! }), view, section: 'sixth-turn' },
          { caption: msg('sw.pass.lastDiscard', { count: players }), view, tone: 'result', section: 'sixth-turn' },
        ]
      : [
          { caption: msg('sw.pass.deal', { players, age, side: msg(`sw.side.${dir}`) }), view: { ...view, direction: dir }, section: 'passing' },
          { caption: msg('sw.pass.pass', { turn, side: msg(`sw.side.${dir}`), size: size - 1 }), view: { ...view, direction: dir, passing: true }, tone: 'result', section: 'passing' },
        ];
    // Who sits on each side of the player: the table's picture does not say which side is whose left.
    const details = [msg('sw.practice.neighbours', { name: who[seat]!, left: who[leftOf(seat, players)]!, right: who[rightOf(seat, players)]! }), MADE_UP];
    return { prompt: msg('sw.practice.prompt.passing', { name: who[seat]!, age, turn }), view, details, ...picked, why, position };
  },
});

export const KINDS: readonly QuestionKind<V>[] = [conflictTokens, militaryStrength, cardUse, passing] as unknown as readonly QuestionKind<V>[];
export type { Question };
