/**
 * Gheos question kinds: who wins a war, what an epoch scoring gives each player, what an individual
 * scoring token gives, and how many followers a new civilization brings. Each position is a game the
 * engine set up and played by random legal turns from a seed (`random-play.ts`, as the property
 * tests play), stopped before one action; the answer is that action's trace, and "show me why" is
 * the worked examples' own steps for it (`moveSteps`).
 */
import { MAX_PLAYERS, MIN_PLAYERS } from '../../games/gheos/state';
import {
  applyAction, computeRegions, cellKey, type CellKey, neighbour, neighbours, type Cell, type CivilizationAction,
  sharedSlot, partKey, partCell, placedParts, type TilePlay, coloursOnBoard, tilePlays, homeContinent,
  COLOURS, buildPosition, type PositionInput, countSymbols, landscapeTile, markersLeft, uninhabitedContinents, type Choices, type Colour, type Decision, type GheosAction, type GheosEvent, type GheosState,
} from '../../games/gheos';
import { PLAYER_NAMES, randomGame, randomTilePlay, randomTurn } from '../../games/gheos/random-play';
import { createRng, randomInt, shuffled, type Rng } from '../../games/random';
import { resolve } from '../../explainers/gheos/resolveMove';
import { moveSteps } from '../../explainers/gheos/story';
import { boardView } from '../../explainers/gheos/boardView';
import { colourName, colourOf } from '../../explainers/gheos/captions';
import type { BoardView, ContinentSummary } from '../../explainers/gheos/views';
import { msg } from '../../explainers/messages';
import type { Message, Step } from '../../explainers/types';
import { choicesFrom, choicesOf, dealtKind, oncePer, sameMessage, type Dealt, type Mistake } from '../deal';
import type { QuestionKind, WhyStep } from '../types';

type V = BoardView;
const PLAYERS = { min: MIN_PLAYERS, max: MAX_PLAYERS };
const MAX_TURNS = 60;

/** One action played on the way to the position, with the choices it was resolved with. */
export interface Played {
  action: GheosAction;
  choices: Choices;
}

/** A position: the game's seed and player count, every action played since the set-up, and the action asked about. */
export interface GheosPosition {
  seed: number;
  players: number;
  played: Played[];
  action: GheosAction;
  /** A position laid out tile by tile instead of the seed's set-up (checked by the engine's `buildPosition`). */
  start?: PositionInput;
}

/** The state a position starts from: its laid-out board if it has one, else the seed's set-up; or the engine's reason. */
function startOf(p: GheosPosition): GheosState | string {
  if (!p.start) return randomGame(p.seed, p.players, createRng(p.seed));
  const built = buildPosition(p.start);
  return built.ok ? built.value : `the laid-out position is refused: ${built.reason}`;
}

/** A turn as the actions it is made of, in the order the rules take them. */
function actionsOf(turn: ReturnType<typeof randomTurn>['turn'], choices: Choices): Played[] {
  const out: Played[] = [];
  if (turn.tile) out.push({ action: { type: turn.tile.kind, hand: turn.tile.hand, at: turn.tile.at, rot: turn.tile.rot }, choices });
  const civ = turn.civilization;
  if (civ.kind === 'found') out.push({ action: { type: 'found', colour: civ.colour, at: civ.at }, choices: {} });
  if (civ.kind === 'take') out.push({ action: { type: 'take', colour: civ.colour }, choices: {} });
  if (turn.scoringToken) out.push({ action: { type: 'individual-scoring' }, choices: {} });
  out.push({ action: { type: 'draw', ...(turn.draw ? { from: turn.draw } : {}) }, choices: {} });
  return out;
}

/**
 * Plays a random game from `seed`, action by action, and offers each action of a type the kind may ask
 * about (`asks`) to `offer`, with the state before it; returns the first position it accepts, or null
 * when the game ends first. `pickTile` and `pickCivilization` choose among the legal plays (at random
 * unless a kind leans its player somewhere); `turnMayAsk` passes over a turn at once when its events
 * show nothing the kind asks about.
 */
function search<A>(
  seed: number,
  players: number,
  asks: readonly GheosAction['type'][],
  offer: (state: GheosState, next: GheosAction, events: () => readonly GheosEvent[]) => { action: GheosAction; found: A } | null,
  pickTile: Parameters<typeof randomTurn>[2] = randomTilePlay,
  pickCivilization?: Parameters<typeof randomTurn>[3],
  turnMayAsk: (events: readonly GheosEvent[], before: GheosState) => boolean = () => true,
  maxTurns = MAX_TURNS,
): { position: GheosPosition; state: GheosState; found: A } | null {
  const rng = createRng(seed);
  let state = randomGame(seed, players, rng);
  const played: Played[] = [];
  for (let t = 0; t < maxTurns && !state.over; t++) {
    const { turn, choices, resolved } = randomTurn(state, rng, pickTile, pickCivilization);
    const actions = actionsOf(turn, choices);
    // A turn whose events show nothing the kind asks about is taken whole, as the random player resolved it.
    if (!turnMayAsk(resolved.events, state)) {
      played.push(...actions);
      state = resolved.state;
      continue;
    }
    for (const [i, p] of actions.entries()) {
      // Once no later action of the turn is one the kind asks about, the turn's own result is the state to go on
      // from: the actions are not resolved a second time (the replay in `check` still plays them one by one).
      const later = (from: number) => actions.slice(from).some((a) => asks.includes(a.action.type));
      if (!later(i)) {
        played.push(...actions.slice(i));
        state = resolved.state;
        break;
      }
      // The kind may look at what the action did with the random player's choices (resolved only if it looks);
      // it resolves again with its own only when it may ask.
      let r: ReturnType<typeof applyAction> | undefined;
      const applied = () => {
        r ??= applyAction(state, p.action, p.choices);
        if (!r.ok) throw new Error(`a random legal action was refused: ${r.reason}`);
        return r.value;
      };
      const hit = asks.includes(p.action.type) ? offer(state, p.action, () => applied().events) : null;
      if (hit) return { position: { seed, players, played, action: hit.action }, state, found: hit.found };
      if (!r && !later(i + 1)) {
        played.push(...actions.slice(i));
        state = resolved.state;
        break;
      }
      state = applied().state;
      played.push(p);
      if (state.over) break;
    }
  }
  return null;
}

/**
 * Replays a position's actions through the engine from its set-up and resolves the asked action: the state before it
 * and what it did, or the engine's reason (once per position).
 */
export const replay = oncePer((p: GheosPosition): { state: GheosState; events: readonly GheosEvent[]; decisions: readonly Decision[] } | string => {
  const start = startOf(p);
  if (typeof start === 'string') return start;
  let state = start;
  for (const [i, step] of p.played.entries()) {
    const r = applyAction(state, step.action, step.choices);
    if (!r.ok) return `action ${i + 1} refused: ${r.reason}`;
    state = r.value.state;
  }
  const last = resolve(state, p.action, {}, {});
  if ('error' in last) return last.error;
  if (!last.result.ok) return `the asked action is refused: ${last.result.reason}`;
  return { state, events: last.result.events, decisions: last.points.map((pt) => pt.decision) };
});

/**
 * A Gheos kind, its title `gheos.practice.kind.{id}`. Its check: the position replays from the set-up, and the
 * choice marked right reads as the engine's own result for the asked action (`rightOf` reads it from the state
 * before and the events).
 */
function gheosKind(spec: {
  id: 'war-winner' | 'epoch-scoring' | 'individual-scoring' | 'found-followers' | 'migration';
  section: string;
  /** A question from the game dealt from `dealt` (for the reader's `seed`), or null. */
  attempt(dealt: number, players: number, seed: number): Dealt<V, GheosPosition> | null;
  /** The right answer read from the engine: the state before, the action's events, the decisions it asked for. */
  rightOf(state: GheosState, events: readonly GheosEvent[], decisions: readonly Decision[]): Message | null;
}): QuestionKind<V, GheosPosition> {
  return dealtKind({
    id: spec.id,
    title: msg(`gheos.practice.kind.${spec.id}`),
    section: spec.section,
    players: PLAYERS,
    attempt: spec.attempt,
    check(q) {
      if (q.position.players !== q.players) return 'player count differs from the game';
      const r = replay(q.position);
      if (typeof r === 'string') return r;
      const right = spec.rightOf(r.state, r.events, r.decisions);
      const marked = q.choices.find((c) => c.id === q.answer);
      return right && marked && sameMessage(marked.label, right) ? null : "the answer marked right is not the engine's result";
    },
  });
}

const eventOf = <T extends GheosEvent['type']>(events: readonly GheosEvent[], type: T) => events.find((e): e is Extract<GheosEvent, { type: T }> => e.type === type);

/**
 * A position before an `action` whose events show one of `type`, as the random player resolved it and again
 * with no choices, that `accept` takes; turns that show none of it are played whole.
 */
function searchEvent<T extends GheosEvent['type']>(dealt: number, players: number, action: GheosAction['type'], type: T, accept: (e: Extract<GheosEvent, { type: T }>) => boolean = () => true) {
  return search(dealt, players, [action], (state, next, seen) => {
    if (!seen().some((e) => e.type === type)) return null;
    const o = resolve(state, next, {}, {});
    if ('error' in o || !o.result.ok) return null;
    const found = eventOf(o.result.events, type);
    return found && accept(found) ? { action: next, found } : null;
  }, randomTilePlay, undefined, (events) => events.some((e) => e.type === type));
}

/** The rulebook section a step of the examples' walkthrough explains, from its caption. */
function sectionOf(step: Step<V>, fallback: string): string {
  const k = step.caption.key;
  if (k === 'gheos.start.replace') return 'replacing-tiles';
  if (/tile-placed|tile-replaced|tile-removed/.test(k)) return k.includes('placed') ? 'placing-tiles' : 'replacing-tiles';
  if (/paid-war/.test(k)) return 'war-payment';
  if (/war-by-migration|lost-on-arrival/.test(k)) return 'war-during-migration';
  if (/war|swords|tie|destroyed-war/.test(k)) return 'war-winner';
  if (/migration-continent/.test(k)) return 'migration-island';
  if (/migration-(only|wheat|player)/.test(k)) return 'migration-target';
  if (/destroyed-island|migration-islands/.test(k)) return 'migration-island';
  if (/migration|continent-split|destroyed-island|destroyed-no-land/.test(k)) return 'migrations';
  if (/temple/.test(k)) return 'temple-points';
  if (/founded/.test(k)) return 'new-civilization';
  if (/follower-taken/.test(k)) return 'take-follower';
  if (/individual|token-played/.test(k)) return 'individual-scoring-tokens';
  if (/epoch/.test(k)) return 'epoch-rounds';
  if (/draw|stacks-empty/.test(k)) return 'draw';
  if (/end-|final|winner/.test(k)) return 'game-end';
  return fallback;
}

function whyOf(state: GheosState, action: GheosAction, section: string): WhyStep<V>[] {
  // A replacement's second half lays the new tile in the freed space: the rule for it is the replacement's.
  const ruled = (id: string) => (action.type === 'replace' && id === 'placing-tiles' ? 'replacing-tiles' : id);
  return moveSteps(state, action, {}, {}).map((s) => ({ ...s, section: ruled(sectionOf(s, section)) }));
}

const names = (s: GheosState) => s.players.map((p) => p.name);

/* ---------- who wins a war ---------- */

/** The colour alone at the top of `score`, or null on a tie. */
function topOf(colours: readonly Colour[], score: (c: Colour) => number): Colour | null {
  const best = Math.max(...colours.map(score));
  const top = colours.filter((c) => score(c) === best);
  return top.length === 1 ? top[0]! : null;
}

export const civLabel = (c: Colour): Message => msg('gheos.option.civ', { colour: colourName(c) });

/** The answer to a war whose swords are level: the player who caused it chooses among the tied (sorted, so both paths agree). */
export const tieLabel = (player: string, tied: readonly Colour[]): Message => msg('gheos.practice.war.tie', { player, civs: orList([...tied].sort()) });

/** Colours as "red or green" (or "red, green or blue"). */
const orList = (c: readonly Colour[]): Message =>
  c.length === 2 ? msg('gheos.list.orTwo', { a: colourName(c[0]!), b: colourName(c[1]!) }) : msg('gheos.list.orThree', { a: colourName(c[0]!), b: colourName(c[1]!), c: colourName(c[2] ?? c[0]!) });

/**
 * One war question in four has its swords level at the top (section "Who wins": the player who caused the war
 * chooses): played games and the plays tried gave one civilization with swords against one with none in 45
 * questions of 45, so the tie rule was never asked (a learner's review). Drawn from the reader's seed.
 */
const wantsTie = (seed: number) => randomInt(createRng(seed ^ 0x71e), 4) === 0;

/** The numbers a war question shows for one civilization: the old part of its continent (see `oldParts`). */
type OldPart = Pick<ContinentSummary, 'cells' | 'wheat' | 'swords'>;

/**
 * A war's answer as a choice's value and its label: the winner, or on level swords the active player's choice.
 * Where the swords are not level, "the player chooses" between the two with the most is offered too, as a
 * mistake: offered only when right, it gave the answer away (a checker's re-test).
 */
function warAnswer(state: GheosState, winner: Colour, tied: readonly Colour[] | null, fighters: readonly Colour[], swords: (c: Colour) => number): { value: Colour | 'tie'; label: (v: Colour | 'tie') => Message; mistake: Mistake<Colour | 'tie'> | null } {
  const player = names(state)[state.active]!;
  const among = tied ?? [...fighters].sort((a, b) => swords(b) - swords(a)).slice(0, 2);
  return {
    value: tied ? 'tie' : winner,
    label: (v) => (v === 'tie' ? tieLabel(player, among) : civLabel(v)),
    mistake: tied ? null : { id: 'not-a-tie', value: 'tie', mistake: msg('gheos.practice.mistake.notTie') },
  };
}

/** A war question's choices: its answer (`warAnswer`) among the misreadings that give another. */
function warChoices(seed: number, state: GheosState, war: { winner: Colour; tied: readonly Colour[] | null; fighters: readonly Colour[] }, old: (c: Colour) => OldPart | undefined) {
  const answer = warAnswer(state, war.winner, war.tied, war.fighters, (c) => old(c)?.swords ?? 0);
  return choicesOf(seed, answer.value, [...warMistakes(state, war.fighters, old, war.tied ?? undefined), ...(answer.mistake ? [answer.mistake] : [])], answer.label);
}

/**
 * What each misreading of "the most swords win" makes of a war: the colour it picks, ties left out. On
 * level swords (`tied`), naming any one of the tied is the misreading that a tie is settled without the player.
 */
function warMistakes(state: GheosState, fighters: readonly Colour[], old: (c: Colour) => OldPart | undefined, tied?: readonly Colour[]): Mistake<Colour>[] {
  const held = (c: Colour) => state.players.reduce((sum, p) => sum + p.followers[c], 0);
  const all: Mistake<Colour | null>[] = [
    ...(tied ? [{ id: 'tie-settled', value: tied[0] ?? null, mistake: msg('gheos.practice.mistake.tie') }] : []),
    { id: 'most-wheat', value: topOf(fighters, (c) => old(c)?.wheat ?? 0), mistake: msg('gheos.practice.mistake.most-wheat') },
    { id: 'biggest', value: topOf(fighters, (c) => old(c)?.cells.length ?? 0), mistake: msg('gheos.practice.mistake.biggest') },
    { id: 'most-followers', value: topOf(fighters, held), mistake: msg('gheos.practice.mistake.most-followers') },
    { id: 'fewest-swords', value: topOf(fighters, (c) => -(old(c)?.swords ?? 0)), mistake: msg('gheos.practice.mistake.fewest-swords') },
  ];
  return all.filter((m): m is Mistake<Colour> => m.value !== null);
}

/**
 * The old part of each fighter's continent as the engine counted it for the war (section "Who wins"): the land
 * its continent had before the tile came in, less any tile taken away, and within the joined continent (a
 * replacement may split a continent as it joins another). Its cells and swords are the engine's own
 * (`swords-counted`); its other symbols are those of the same parts on the board before the move.
 */
function oldParts(state: GheosState, events: readonly GheosEvent[]): ContinentSummary[] {
  const map = computeRegions(state.board);
  return events.flatMap((e) => {
    if (e.type !== 'swords-counted') return [];
    const home = homeContinent(state, map, e.civilization);
    const parts = (home?.parts ?? []).filter((p) => e.oldPartCells.includes(partCell(p)));
    const { wheat, pyramid, chalice } = countSymbols(map, parts);
    const temples = (home?.temples ?? []).filter((t) => parts.includes(t.part)).map((t) => t.symbol);
    return [{ cells: e.oldPartCells, wheat, pyramid, chalice, swords: e.swords, temples, civilization: e.civilization }];
  });
}

/** The swords the tile a replacement takes away shows, on all its land parts. */
function removedSwords(state: GheosState, action: GheosAction): number {
  if (action.type !== 'replace') return 0;
  const tile = landscapeTile(state.board[cellKey(action.at)]?.tile ?? '');
  return tile?.parts.reduce((n, p) => n + p.symbols.swords, 0) ?? 0;
}

/** A civilization action other than founding where the rules allow one (a player who can only found must). */
function foundNothing(actions: readonly CivilizationAction[], rng: Rng): CivilizationAction | undefined {
  const other = actions.filter((a) => a.kind !== 'found');
  const from = other.length > 0 ? other : actions;
  return from[randomInt(rng, from.length)];
}

function foundFirst(actions: readonly CivilizationAction[], rng: Rng): CivilizationAction | undefined {
  const founding = actions.filter((a) => a.kind === 'found');
  const from = founding.length > 0 ? founding : actions;
  return from[randomInt(rng, from.length)];
}

const warWinner = gheosKind({
  id: 'war-winner',
  section: 'war-winner',
  attempt(s, players, seed) {
    const rng = createRng(s ^ 0x3a3a);
    const tie = wantsTie(seed);
    const hit = search(s, players, ['place', 'replace'], (state) => {
      // Any tile play the rules allow here may be asked about, not only the one the random player made:
      // once two civilizations stand on the board, a few plays are tried for one that starts a war.
      const colours = coloursOnBoard(state);
      if (colours.length < 2) return null;
      // Only a tile whose own land part touches the land of two inhabited continents can join them:
      // read from the tile's parts and its neighbours' facing parts before the engine resolves anything.
      const map = computeRegions(state.board);
      const owner = new Map<string, Colour>();
      for (const c of colours) {
        const home = homeContinent(state, map, c);
        if (home) owner.set(home.id, c);
      }
      // First by cells: a cell is worth reading part by part only if its neighbours lie on two inhabited continents.
      const onCell = new Map<string, Set<Colour>>();
      for (const c of colours) for (const cell of homeContinent(state, map, c)?.cells ?? []) (onCell.get(cell) ?? onCell.set(cell, new Set()).get(cell)!).add(c);
      const between = new Map<string, boolean>();
      const betweenTwo = (at: Cell) => {
        const key = cellKey(at);
        let b = between.get(key);
        if (b === undefined) {
          b = new Set(neighbours(at).flatMap((n) => [...(onCell.get(cellKey(n)) ?? [])])).size >= 2;
          between.set(key, b);
        }
        return b;
      };
      const hand = state.players[state.active]!.hand;
      const fightersOf = (play: TilePlay): Colour[] => {
        const tile = hand[play.hand];
        if (tile === undefined) return [];
        for (const part of placedParts({ tile, rot: play.rot })) {
          const met = new Set<Colour>();
          for (const slot of part.slots) {
            const n = neighbour(play.at, slot);
            const key = cellKey(n);
            const there = state.board[key];
            const back = sharedSlot(n, play.at);
            if (!there || back === null) continue;
            for (const np of placedParts(there)) {
              if (!np.slots.includes(back)) continue;
              const c = owner.get(map.byPart[partKey(key, np.id)]?.id ?? '');
              if (c) met.add(c);
            }
          }
          if (met.size >= 2) return [...met];
        }
        return [];
      };
      // A play worth asking about: one civilization has the most swords among those it would join, and
      // some misreading picks another.
      const worth = new Map<string, boolean>();
      const joins = (play: TilePlay) => {
        const fighters = fightersOf(play);
        if (fighters.length < 2) return false;
        const key = fighters.sort().join();
        let w = worth.get(key);
        if (w === undefined) {
          const leader = topOf(fighters, (c) => homeContinent(state, map, c)?.symbols.swords ?? 0);
          const home = (c: Colour): OldPart | undefined => {
            const h = homeContinent(state, map, c);
            return h ? { cells: h.cells, wheat: h.symbols.wheat, swords: h.symbols.swords } : undefined;
          };
          w = tie ? leader === null : leader !== null && warMistakes(state, fighters, home).some((m) => m.value !== leader);
          worth.set(key, w);
        }
        return w;
      };
      // A replacement only where no civilization marker stands (the marker would move before the war is shown);
      // kept so that a seed deals the question it always dealt.
      const marked = new Set(Object.values(state.markers).map((k) => partCell(k)));
      const plays = shuffled(tilePlays(state).filter((p) => (p.kind === 'place' || !marked.has(cellKey(p.at))) && betweenTwo(p.at) && joins(p)), rng).slice(0, 12);
      for (const play of plays) {
        const action: GheosAction = { type: play.kind, hand: play.hand, at: play.at, rot: play.rot };
        const o = resolve(state, action, {}, {});
        if ('error' in o || !o.result.ok) continue;
        const events = o.result.events;
        const wars = events.filter((e): e is Extract<GheosEvent, { type: 'war-declared' }> => e.type === 'war-declared');
        const won = eventOf(events, 'war-won');
        const tied = eventOf(events, 'war-tie-decided');
        if (wars.length !== 1 || !won || wars[0]!.cause !== 'joining' || !tied !== !tie) continue;
        // A replacement that also splits a continent is a case the source does not cover: not asked about.
        if (events.some((e) => e.type === 'continent-split' || e.type === 'migration')) continue;
        // A war no misreading gets wrong asks nothing: the search goes on in the same game.
        const old = oldParts(state, events);
        if (!warChoices(s, state, { winner: won.winner, tied: tied?.tied ?? null, fighters: wars[0]!.civilizations }, (c) => old.find((x) => x.civilization === c))) continue;
        return { action, found: { winner: won.winner, tied: tied?.tied ?? null, fighters: wars[0]!.civilizations } };
      }
      return null;
    }, randomTilePlay, foundFirst);
    if (!hit) return null;
    const { state, found } = hit;
    const action = hit.position.action;
    const resolved = resolve(state, action, {}, {});
    if ('error' in resolved || !resolved.result.ok) return null;
    const old = oldParts(state, resolved.result.events);
    const oldOf = (c: Colour) => old.find((x) => x.civilization === c);
    const picked = warChoices(s, state, found, oldOf);
    if (!picked) return null;
    const why = whyOf(state, action, 'war-winner');
    const placed = why.find((w) => /tile-placed|tile-replaced/.test(w.caption.key)) ?? why[0]!;
    const player = names(state)[state.active]!;
    // The picture lists each civilization's old part, never the joined continent: that one would carry one
    // civilization's name and count the new tile's swords, which the rule leaves out.
    const at = action.type === 'place' || action.type === 'replace' ? cellKey(action.at) : null;
    const oldLand = found.fighters.flatMap((c) => {
      const old = oldOf(c);
      return old ? [{ ...old, part: 'old' as const }] : [];
    });
    const view: BoardView = { ...placed.view, continents: [...placed.view.continents.filter((c) => at === null || !c.cells.includes(at)), ...oldLand] };
    const replaced = action.type === 'replace';
    const details = [
      ...(replaced ? [msg('gheos.practice.replaced', { swords: removedSwords(state, action) })] : []),
      ...found.fighters.map((c) => msg('gheos.practice.fighter', { colour: colourName(c), colourOf: colourOf(c), swords: oldOf(c)?.swords ?? 0, wheat: oldOf(c)?.wheat ?? 0, tiles: oldOf(c)?.cells.length ?? 0 })),
    ];
    return {
      prompt: msg(replaced ? 'gheos.practice.prompt.war-winner-replaced' : 'gheos.practice.prompt.war-winner', { player, civs: found.fighters.length }),
      view,
      details,
      ...picked,
      why,
      position: hit.position,
    };
  },
  rightOf: (state, events) => {
    const won = eventOf(events, 'war-won');
    const tied = eventOf(events, 'war-tie-decided');
    return tied ? tieLabel(names(state)[tied.player]!, tied.tied) : won ? civLabel(won.winner) : null;
  },
});

/* ---------- scorings ---------- */

type Symbol = 'pyramid' | 'chalice' | 'wheat' | 'swords';

/** Each follower of `seat` × a symbol on its civilization's continent; `per` counts followers (1 each) or tiles instead. */
function scoreBy(state: GheosState, seat: number, what: Symbol | 'one' | 'tiles'): number {
  const map = computeRegions(state.board);
  const player = state.players[seat]!;
  let sum = 0;
  for (const c of COLOURS) {
    const n = player.followers[c];
    if (n === 0) continue;
    const home = homeContinent(state, map, c);
    if (!home) continue;
    const per = what === 'one' ? 1 : what === 'tiles' ? home.cells.length : home.symbols[what];
    sum += n * per;
  }
  return sum;
}

const totalFollowers = (s: GheosState, seat: number) => COLOURS.reduce((a, c) => a + s.players[seat]!.followers[c], 0);

export const scoresLabel = (state: GheosState, points: readonly number[]): Message => msg('gheos.practice.scores', { list: points.map((p, i) => `${names(state)[i]} ${p}`).join(' · ') });

const epochScoring = gheosKind({
  id: 'epoch-scoring',
  section: 'epoch-rounds',
  attempt(s, players) {
    const hit = searchEvent(s, players, 'draw', 'epoch-scored', (scored) => scored.points.some((p) => p !== 0));
    if (!hit) return null;
    const { state } = hit;
    const { points } = hit.found;
    const seats = state.players.map((_, i) => i);
    const who = names(state);
    const label = (points: readonly number[]) => scoresLabel(state, points);
    const mistakes: Mistake<number[]>[] = [
      { id: 'chalices', value: seats.map((i) => scoreBy(state, i, 'chalice')), mistake: msg('gheos.practice.mistake.chalices') },
      { id: 'wheat', value: seats.map((i) => scoreBy(state, i, 'wheat')), mistake: msg('gheos.practice.mistake.wheat') },
      { id: 'one-each', value: seats.map((i) => scoreBy(state, i, 'one')), mistake: msg('gheos.practice.mistake.one-each') },
      { id: 'active-only', value: seats.map((i) => (i === state.active ? points[i]! : 0)), mistake: msg('gheos.practice.mistake.active-only') },
    ];
    const picked = choicesOf(s, points, mistakes, label, 3);
    if (!picked) return null;
    const why = whyOf(state, hit.position.action, 'epoch-rounds');
    return {
      prompt: msg('gheos.practice.prompt.epoch-scoring', { player: who[state.active]! }),
      view: why[0]!.view,
      details: seats.map((i) => msg('gheos.practice.holds', { player: who[i]!, n: totalFollowers(state, i) })),
      ...picked,
      why,
      position: hit.position,
    };
  },
  rightOf: (state, events) => {
    const scored = eventOf(events, 'epoch-scored');
    return scored ? scoresLabel(state, scored.points) : null;
  },
});

const individualScoring = gheosKind({
  id: 'individual-scoring',
  section: 'individual-scoring-tokens',
  attempt(s, players, asked) {
    const rng = createRng(s ^ 0x1d1d);
    // How many points the token brings (one, two, three or more) is drawn from the reader's seed first: early
    // tokens mostly bring one point, so playing the first one would nearly always answer "1 point".
    const want = 1 + weighted(createRng(asked ^ 0x1d1d)(), POINTS_WEIGHTS);
    // Asked where the rules allow a token: after the civilization action, before the draw.
    const hit = search(s, players, ['draw', 'individual-scoring'], (state) => {
      const p = state.players[state.active]!;
      if (p.tokens === 0 || Math.min(3, scoreBy(state, state.active, 'chalice')) !== want) return null;
      const action: GheosAction = { type: 'individual-scoring' };
      const o = resolve(state, action, {}, {});
      if ('error' in o || !o.result.ok || o.result.events.some((e) => e.type === 'game-ended')) return null;
      const scored = eventOf(o.result.events, 'individual-scored');
      return scored ? { action, found: scored.points } : null;
      // A turn is looked at closely only if its player's followers are worth the points wanted as it starts,
      // and then one turn in two, so the question does not always come at the first chance.
    }, randomTilePlay, undefined, (_, before) => before.players[before.active]!.tokens > 0 && Math.min(3, scoreBy(before, before.active, 'chalice')) === want && randomInt(rng, 2) === 0);
    if (!hit) return null;
    const { state } = hit;
    const seat = state.active;
    const mistakes: Mistake<number>[] = [
      { id: 'pyramids', value: scoreBy(state, seat, 'pyramid'), mistake: msg('gheos.practice.mistake.pyramids') },
      { id: 'wheat', value: scoreBy(state, seat, 'wheat'), mistake: msg('gheos.practice.mistake.wheat-individual') },
      { id: 'one-each', value: scoreBy(state, seat, 'one'), mistake: msg('gheos.practice.mistake.one-each') },
      { id: 'tiles', value: scoreBy(state, seat, 'tiles'), mistake: msg('gheos.practice.mistake.tiles') },
    ];
    const picked = choicesOf(s, hit.found, mistakes, (n) => msg('gheos.practice.points', { n }), 3);
    if (!picked) return null;
    const why = whyOf(state, hit.position.action, 'individual-scoring-tokens');
    const player = names(state)[seat]!;
    return { prompt: msg('gheos.practice.prompt.individual-scoring', { player }), view: why[0]!.view, ...picked, why, position: hit.position };
  },
  rightOf: (_, events) => {
    const scored = eventOf(events, 'individual-scored');
    return scored ? msg('gheos.practice.points', { n: scored.points }) : null;
  },
});

/* ---------- a new civilization ---------- */

/**
 * How often each case is asked (no wheat, one, two or more; one point, two, three or more): the rarer a case in
 * play, the longer a game runs to reach it, so the costly ones are asked a little less, none in more than half.
 */
const WHEAT_WEIGHTS = [0.42, 0.34, 0.24] as const;
const POINTS_WEIGHTS = [0.42, 0.34, 0.24] as const;

/** The index `x` (drawn from 0 to 1) falls on, the weights read as shares in turn. */
function weighted(x: number, weights: readonly number[]): number {
  let sum = 0;
  for (const [i, w] of weights.entries()) if (x < (sum += w)) return i;
  return weights.length - 1;
}

/** How many turns the founding kind plays before it deals another game. */
const FOUND_TURNS = 24;

const founding = gheosKind({
  id: 'found-followers',
  section: 'new-civilization',
  attempt(s, players, asked) {
    // How much wheat the continent shows (none, one, two or more) is drawn from the reader's seed first: the first
    // free continent is mostly bare, so founding there would nearly always answer "no follower". Then, at a turn's
    // civilization step, the player founds on a free continent of that kind, in a colour still off the board.
    const want = weighted(createRng(asked ^ 0xf07)(), WHEAT_WEIGHTS);
    const rng = createRng(s ^ 0xf07);
    const free = (state: GheosState) => uninhabitedContinents(state).filter((r) => Math.min(2, r.symbols.wheat) === want);
    const hit = search(s, players, ['found', 'take'], (state) => {
      const left = markersLeft(state);
      const fits = free(state);
      if (fits.length === 0 || left.length === 0) return null;
      const action: GheosAction = { type: 'found', colour: left[randomInt(rng, left.length)]!, at: fits[randomInt(rng, fits.length)]!.id };
      const o = resolve(state, action, {}, {});
      if ('error' in o || !o.result.ok) return null;
      const found = eventOf(o.result.events, 'civilization-founded');
      return found ? { action, found } : null;
      // On the way, players found only when they must, so free continents grow and gather wheat; a turn that
      // starts with no free continent of the kind wanted is played whole.
      // A game that has not offered one by then is given up for the next: most that do, do so sooner.
    }, randomTilePlay, foundNothing, (_, before) => markersLeft(before).length > 0 && free(before).length > 0, FOUND_TURNS);
    if (!hit) return null;
    const { state, found } = hit;
    const map = computeRegions(state.board);
    const continent = map.regions.find((r) => r.kind === 'continent' && r.cells.length === found.continent.length && r.cells.every((c) => found.continent.includes(c)));
    const sym = continent?.symbols ?? { wheat: found.wheat, pyramid: 0, chalice: 0, swords: 0 };
    const mistakes: Mistake<number>[] = [
      { id: 'tiles', value: found.continent.length, mistake: msg('gheos.practice.mistake.found-tiles') },
      { id: 'pyramids', value: sym.pyramid, mistake: msg('gheos.practice.mistake.found-pyramids') },
      { id: 'one', value: 1, mistake: msg('gheos.practice.mistake.found-one') },
    ];
    const picked = choicesOf(s, found.followers, mistakes, (n) => msg('gheos.practice.followers', { n }), 3);
    if (!picked) return null;
    const why = whyOf(state, hit.position.action, 'new-civilization');
    // The table before the founding: the first step of "show me why" already shows the followers it gives.
    const view = boardView(state, [{ role: 'joined', cells: found.continent }]);
    const player = names(state)[state.active]!;
    return {
      prompt: msg('gheos.practice.prompt.found-followers', { player, colour: colourName(found.colour), colourOf: colourOf(found.colour) }),
      view,
      details: [msg('gheos.practice.reserve', { colour: colourName(found.colour), colourOf: colourOf(found.colour), n: state.supply[found.colour] })],
      ...picked,
      why,
      position: hit.position,
    };
  },
  rightOf: (_, events) => {
    const founded = eventOf(events, 'civilization-founded');
    return founded ? msg('gheos.practice.followers', { n: founded.followers }) : null;
  },
});

/* ---------- where a civilization migrates ---------- */

/** One piece of a split continent as a question shows it: its kind and size, its wheat (old land, new tile), its swords. */
export interface Piece {
  kind: 'continent' | 'island';
  cells: CellKey[];
  /** Wheat on the land it had before the tile, and on the part of the new tile that joined it. */
  old: number;
  added: number;
  swords: number;
}

/** A piece as a choice: where the civilization goes. */
export const pieceLabel = (p: Pick<Piece, 'kind' | 'cells'> & { wheat: number }): Message => msg('gheos.practice.to-piece', { kind: p.kind, tiles: p.cells.length, wheat: p.wheat });

/** The pieces a migration chooses from, with the wheat of the new tile told apart (the rules count it, section "Where the civilization goes"). */
function piecesOf(after: GheosState, e: Extract<GheosEvent, { type: 'migration' }>, at: CellKey): Piece[] {
  const map = computeRegions(after.board);
  return e.candidates.map((c) => {
    const region = map.byPart[c.ref as Parameters<typeof partCell>[0]];
    const onTile = (region?.parts ?? []).filter((k) => partCell(k) === at);
    const added = countSymbols(map, onTile).wheat;
    return { kind: c.kind, cells: c.cells, old: c.wheat - added, added, swords: region?.symbols.swords ?? 0 };
  });
}

/** What each misreading of "the most wheat, the new tile's included" picks (null: no single piece). */
function migrationMistakes(pieces: readonly Piece[], decidedBy: MigrationEvent['decidedBy']): Mistake<Piece>[] {
  const top = (score: (p: Piece) => number): Piece | null => {
    const best = Math.max(...pieces.map(score));
    const at = pieces.filter((p) => score(p) === best);
    return at.length === 1 ? at[0]! : null;
  };
  const most = Math.max(...pieces.map(wheatOf));
  const tied = (kind: Piece['kind']) => pieces.find((p) => p.kind === kind && wheatOf(p) === most) ?? null;
  // One tied continent named as if the tie settled itself: only where its words name it alone. Where another tied
  // continent is as large, "the continent of 4 tiles with 5 wheat" fits both, and is true whichever the player picks.
  const named = (p: Piece | null) => (p && pieces.filter((q) => q.kind === p.kind && q.cells.length === p.cells.length && wheatOf(q) === wheatOf(p)).length === 1 ? p : null);
  const all: Mistake<Piece | null>[] = [
    { id: 'old-wheat', value: top((p) => p.old), mistake: msg('gheos.practice.mistake.old-wheat') },
    { id: 'biggest-piece', value: top((p) => p.cells.length), mistake: msg('gheos.practice.mistake.biggest-piece') },
    { id: 'most-swords', value: top((p) => p.swords), mistake: msg('gheos.practice.mistake.most-swords') },
    // Ties: the island tied with a continent, and one tied continent taken as if the tie settled itself.
    { id: 'island-tie', value: decidedBy === 'continent-over-island' ? tied('island') : null, mistake: msg('gheos.practice.mistake.island-tie') },
    { id: 'one-tied', value: decidedBy === 'player' ? named(tied('continent')) : null, mistake: msg('gheos.practice.mistake.one-tied') },
  ];
  // Where the active player chooses, every tied continent is a place the rules allow: only 'one-tied' names one.
  const allowed = (m: Mistake<Piece | null>) => m.id === 'one-tied' || decidedBy !== 'player' || !(m.value?.kind === 'continent' && wheatOf(m.value) === most);
  return all.filter((m): m is Mistake<Piece> => m.value !== null && allowed(m));
}

const wheatOf = (p: Piece) => p.old + p.added;

/**
 * "The active player picks", offered as a mistake where the rules settle the migration themselves (one piece has the
 * most wheat, or a continent ties with an island and comes first): offered only when right, between tied continents,
 * it gave the answer away. Its label names the two continents with the most wheat (`eitherLabel`); against an island, the
 * continent or the island (it had said "either of the two continents" where there was one, false on its face), and
 * not at all where fewer than two continents are left.
 */
function playerPicks(pieces: readonly Piece[], decidedBy: MigrationEvent['decidedBy']): { id: string; label: Message; mistake: Message }[] {
  if (decidedBy === 'player') return [];
  const most = Math.max(...pieces.map(wheatOf));
  const why = decidedBy === 'continent-over-island' ? 'island' : 'alone';
  // The continents' wheat, most first.
  const continents = pieces.filter((p) => p.kind === 'continent').map((p) => ({ wheat: wheatOf(p) })).sort((x, y) => y.wheat - x.wheat);
  // "Either of the two continents" where there are not two is no reading of the rules, only a wrong count.
  if (why === 'alone' && continents.length < 2) return [];
  // Said so that it is true of the board, the two continents with the most wheat named by their wheat: "either of the
  // two continents with 3 wheat" where one had 3 could be ruled out by counting alone (review v17).
  const label = why === 'island' ? msg('gheos.practice.either-place', { wheat: most }) : eitherLabel(continents.slice(0, 2));
  return [{ id: 'player-picks', label, mistake: msg('gheos.practice.mistake.player-picks', { why }) }];
}

type MigrationEvent = Extract<GheosEvent, { type: 'migration' }>;

/**
 * What a migration question asks, drawn from the reader's seed: a tie between a continent and an island, a tie
 * between continents (the active player chooses), a continent with more wheat than an island beside it, or a
 * plain "most wheat" to a continent; each with the mistake that must be among the choices. An island with more
 * wheat than every continent is never asked: whether the civilization then goes to the island (and is lost) or
 * must still take a continent is our reading of an unclear sentence (the rulebook's note), and a reader who read
 * it the other way was marked wrong, and told they had left out the new tile's wheat (a referee, seed 333042926).
 */
type MigrationCase = { decidedBy: 'continent-over-island' | 'player' | 'most-wheat'; to: Piece['kind']; island: boolean; wanted: string | null };
function migrationCase(seed: number): MigrationCase {
  const k = seed % 20;
  if (k < 3) return { decidedBy: 'continent-over-island', to: 'continent', island: true, wanted: 'island-tie' };
  if (k < 6) return { decidedBy: 'player', to: 'continent', island: seed % 2 === 0, wanted: 'one-tied' };
  if (k < 7) return { decidedBy: 'most-wheat', to: 'continent', island: true, wanted: null };
  return { decidedBy: 'most-wheat', to: 'continent', island: false, wanted: MIGRATION_MISTAKES[seed % MIGRATION_MISTAKES.length]! };
}

/** A migration worth asking about: one of the `wanted` case, to a continent nobody holds, with no war. */
function askable(events: readonly GheosEvent[], wanted: MigrationCase): MigrationEvent | null {
  const moves = events.filter((e): e is MigrationEvent => e.type === 'migration');
  if (moves.length !== 1 || events.some((e) => e.type === 'war-declared')) return null;
  const m = moves[0]!;
  // An island is lost at once (the one civilization destroyed); nothing else may be.
  const lost = events.filter((e) => e.type === 'civilization-destroyed');
  if (lost.length > (m.to?.kind === 'island' ? 1 : 0)) return null;
  return m.candidates.length >= 2 && m.to?.kind === wanted.to && !m.to.inhabitedBy && m.decidedBy === wanted.decidedBy ? m : null;
}

/**
 * "The active player picks" between continents, each named by its wheat, most first: the answer to a tie (the engine's
 * own options, "with 5 and 5 wheat") and, in the same words, the slip of thinking the player picks where one continent
 * has the most ("with 5 and 3 wheat"). Each is true of the board; only the rule tells them apart.
 */
export const eitherLabel = (options: readonly { wheat: number }[]): Message => {
  const [a = 0, b = 0, c = 0] = options.map((o) => o.wheat).sort((x, y) => y - x);
  return msg('gheos.practice.either-piece', { n: options.length, a, b, c });
};

/** The symbols a landmass of a laid-out continent may show: mostly wheat, some swords, now and then a chalice. */
const LAND_SYMBOLS = ['', 'W', 'W', 'WW', 'WWW', 'S', 'SS', 'WS', 'WWS', 'C', 'WC'];
/** The symbols on the new tile's parts: wheat often, so that it can turn a migration. */
const NEW_SYMBOLS = ['', '', 'W', 'WW', 'S', 'WS'];
/** The symbols on a coast strip that may become half an island. */
const COAST_SYMBOLS = ['', 'W', 'W', 'WW', 'WS', 'S', 'WWW'];
const MIGRATION_MISTAKES = ['old-wheat', 'biggest-piece', 'most-swords'] as const;

/** A tile of three sides, `side` showing `edge` and the others sea, its one group of `symbols`. */
const oneSided = (side: number, edge: 'c', symbols: string): string => [[0, 1, 2].map((k) => (k === side ? edge : 's')).join(''), symbols].join('.').replace(/\.$/, '');

/**
 * A continent laid out around a tile to be replaced, at [0, 0]: two or three arms of landmass tiles ("lll", each
 * reaching all three neighbours) grow from its sides without touching one another, so that only the tile between
 * them holds the continent together. With `island`, one arm is a single tile with a coast strip facing the middle
 * (sea elsewhere), and the new tile shows a coast there too: the two strips make an island of the old continent's
 * land. The active player holds the tile that replaces it, whose sides (sea, a coast strip, or a landmass reaching
 * two sides and so keeping two arms together) decide the pieces. One civilization lives there; the active player
 * holds one of its followers or more (a migration costs one). A `heavy` new tile carries two or three wheat on one
 * of its parts, enough to turn the migration now and then.
 */
function laidOut(rng: Rng, players: number, heavy: boolean, island: boolean): { start: PositionInput; action: GheosAction } {
  const centre: Cell = [0, 0];
  const coastAt = island ? randomInt(rng, 3) : -1;
  const arms = neighbours(centre).map((n, k) => (k === coastAt || rng() < 0.8 ? [n] : [])) as Cell[][];
  const taken = new Set<string>([cellKey(centre), ...arms.flat().map(cellKey)]);
  const owner = new Map<string, number>(arms.flatMap((arm, i) => arm.map((c) => [cellKey(c), i] as const)));
  for (const [i, arm] of arms.entries()) {
    const size = i === coastAt ? 1 : 1 + randomInt(rng, 5);
    for (let tries = 0; arm.length > 0 && arm.length < size && tries < 30; tries++) {
      const next = neighbour(arm[randomInt(rng, arm.length)]!, randomInt(rng, 3) as 0 | 1 | 2);
      if (taken.has(cellKey(next))) continue;
      // A new cell may touch its own arm only: never the centre or another arm.
      if (neighbours(next).some((n) => cellKey(n) === cellKey(centre) || (owner.has(cellKey(n)) && owner.get(cellKey(n)) !== i))) continue;
      arm.push(next);
      taken.add(cellKey(next));
      owner.set(cellKey(next), i);
    }
  }
  const pick = <T>(xs: readonly T[]) => xs[randomInt(rng, xs.length)]!;
  // A neighbour's side facing the middle has the same slot number as the middle's side facing it (`sharedSlot`).
  const board = [
    { at: centre, tile: `lll.${pick(LAND_SYMBOLS)}` },
    ...arms.flatMap((arm, k) => arm.map((at) => ({ at, tile: k === coastAt ? oneSided(k, 'c', pick(COAST_SYMBOLS)) : `lll.${pick(LAND_SYMBOLS)}` }))),
  ].map((t) => ({ ...t, tile: t.tile.replace(/\.$/, '') }));
  // The new tile, side by side: a landmass on two sides (joining those arms), sea or a coast strip on the others;
  // a coast strip facing the island's half.
  const edges: ('s' | 'c' | 'l')[] = [0, 1, 2].map(() => (rng() < 0.5 ? 's' : 'c'));
  if (rng() < 0.4) {
    const open = coastAt >= 0 ? coastAt : randomInt(rng, 3);
    for (const k of [0, 1, 2]) if (k !== open) edges[k] = 'l';
  }
  if (coastAt >= 0) edges[coastAt] = 'c';
  const parts = (edges.includes('l') ? 1 : 0) + edges.filter((e) => e === 'c').length;
  const rich = heavy ? randomInt(rng, parts) : -1;
  const groups = Array.from({ length: parts }, (_, i) => (i === rich ? pick(['WW', 'WWW']) : heavy ? '' : pick(NEW_SYMBOLS)));
  const tile = [edges.join(''), ...groups].join('.').replace(/\.+$/, '');
  const colour = pick(COLOURS);
  const home = pick(arms.filter((_, k) => k !== coastAt).flat());
  const active = randomInt(rng, players);
  const names = PLAYER_NAMES.slice(0, players);
  let left = 5;
  const held = names.map((_, seat) => {
    const n = seat === active ? 1 + randomInt(rng, 2) : randomInt(rng, 2);
    left -= n;
    return n;
  });
  return {
    start: {
      players: names.map((name, seat) => ({ name, followers: { [colour]: held[seat] }, hand: seat === active ? [tile] : [] })),
      active,
      board,
      markers: { [colour]: home },
      supply: { [colour]: left },
    },
    action: { type: 'replace', hand: 0, at: centre, rot: 0 },
  };
}

const migration = gheosKind({
  id: 'migration',
  section: 'migration-target',
  attempt(s, players, seed) {
    // A laid-out continent (`laidOut`) the engine accepts, whose replacement resolves as the reader's seed asks
    // (`migrationCase`: a tie, an island, or the most wheat), with that case's mistake among the choices.
    const want = migrationCase(seed);
    const { start, action } = laidOut(createRng(s), players, want.wanted === 'old-wheat', want.island);
    if (Object.values(start.markers ?? {}).some((m) => m === undefined)) return null;
    const built = buildPosition(start);
    if (!built.ok) return null;
    const state = built.value;
    const o = resolve(state, action, {}, {});
    if ('error' in o || !o.result.ok) return null;
    const found = askable(o.result.events, want);
    if (!found || action.type !== 'replace') return null;
    // Every bit of the old continent is a piece to choose from: a landmass left alone on its tile is neither a
    // continent nor an island, and the source does not say what becomes of it (a gap the rulebook names).
    const kept = new Set(found.candidates.flatMap((c) => c.oldPartCells));
    if (found.from.some((c) => c !== cellKey(action.at) && !kept.has(c))) return null;
    const pieces = piecesOf(o.result.state, found, cellKey(action.at));
    const label = (p: Piece) => pieceLabel({ ...p, wheat: wheatOf(p) });
    // The right answer is the engine's: where it moved the marker, or, when it asked the active player, any of the
    // places it offered.
    const asked = o.points.find((pt) => pt.decision.kind === 'migration')?.decision;
    const rightLabel = asked?.kind === 'migration' ? eitherLabel(asked.options) : pieceLabel(found.to!);
    const all = [...migrationMistakes(pieces, found.decidedBy).map((m) => ({ id: m.id, label: label(m.value), mistake: m.mistake })), ...playerPicks(pieces, found.decidedBy)].filter((m) => !sameMessage(m.label, rightLabel));
    if (want.wanted && !all.some((m) => m.id === want.wanted)) return null;
    // The wanted mistake first, so that it is among the three kept; "the player picks" next in half the questions,
    // and in the other half only where too few mistakes are left without it (else it is mostly wrong, a tell too).
    const first = (id: string) => id === want.wanted || (id === 'player-picks' && s % 2 === 0);
    const offered = all.filter((m) => m.id !== 'player-picks' || s % 2 === 0 || all.length < 3);
    const mistakes = [...offered.filter((m) => first(m.id)), ...offered.filter((m) => !first(m.id))].slice(0, 3);
    const picked = choicesFrom(rightLabel, mistakes, s);
    if (!picked) return null;
    const why = whyOf(state, action, 'migration-target');
    const split = why.find((w) => w.caption.key === 'gheos.ev.continent-split') ?? why[0]!;
    const player = names(state)[state.active]!;
    const colour = found.civilization;
    return {
      prompt: msg('gheos.practice.prompt.migration', { player, colour: colourName(colour), colourOf: colourOf(colour), pieces: pieces.length }),
      // The pieces to choose from, and on top the tile just laid (the prompt's "highlighted tile").
      view: {
        ...split.view,
        // Each piece is named a piece of the civilization's continent: none is its home until it moves (the one its marker stood on was called so).
        continents: split.view.continents.map((c) => (pieces.some((p) => p.cells.some((cell) => c.cells.includes(cell))) ? { ...c, civilization: colour, part: 'piece' as const } : c)),
        highlights: [...pieces.map((p) => ({ role: 'candidate' as const, cells: p.cells })), { role: 'placed' as const, cells: [cellKey(action.at)] }],
      },
      details: pieces.map((p) => msg('gheos.practice.piece', { kind: p.kind, tiles: p.cells.length, old: p.old, added: p.added, swords: p.swords })),
      ...picked,
      why,
      position: { seed: s, players, played: [], action, start },
    };
  },
  rightOf: (_, events, decisions) => {
    const asked = decisions.find((d) => d.kind === 'migration');
    if (asked?.kind === 'migration') return eitherLabel(asked.options);
    const m = eventOf(events, 'migration');
    return m?.to ? pieceLabel({ kind: m.to.kind, cells: m.to.cells, wheat: m.to.wheat }) : null;
  },
});

export const KINDS: readonly QuestionKind<V>[] = [warWinner, epochScoring, individualScoring, founding, migration] as unknown as readonly QuestionKind<V>[];
