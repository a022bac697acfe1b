import { at } from '../../games/choiceEngine';
import { firstLegal, play } from '../../games/driver';
import {
  TASK_TILES,
  boraBoraEngine,
  requiredCount,
  type FinalBonuses,
  buildPosition,
  choiceValues,
  type Answer,
  type BoraBoraMove,
  type BoraBoraEvent,
  type BoraBoraState,
  type BoraBoraRefusal,
  type Decision,
  type GodPayment,
  type PositionInput,
  type Requirement,
  type Ability,
  type Action,
  type DiceSpot,
  type GodColour,
  type Material,
  type PathKind,
  type Resource,
  type Sex,
  type TaskTile,
  type Terrain,
  type Trade,
  TWELFTH_SPACE,
  JEWELLERY_KINDS,
} from '../../games/bora-bora';
import type { Decision as StepDecision, Inputs, Message, Option, Step } from '../types';
import { bmsg, list } from './messages';

export { list };
import type { BoraView } from './views';

/** The table an example describes, or the engine's reason for refusing it. */
export function table(input: PositionInput): { ok: true; state: BoraBoraState } | { ok: false; reason: string } {
  const built = buildPosition(input);
  return built.ok ? { ok: true, state: built.value } : { ok: false, reason: built.reason };
}

const EMPTY: BoraView = { illustrative: false, order: [], round: 1, spots: null, temple: null, map: null, players: [], sheets: null, show: { board: false, track: false } };

/** Every refusal a reader can meet: the engine's, and the explainer's own two. One entry each, so a new engine reason fails the type check until it has words. */
const REASONS: Record<BoraBoraRefusal | 'decision-needed' | 'too-many-decisions', true> = {
  'wrong-phase': true,
  'not-your-turn': true,
  'no-such-player': true,
  'no-such-die': true,
  'spot-not-in-play': true,
  'die-not-lower': true,
  'action-not-on-spot': true,
  'god-not-playable-now': true,
  'god-has-no-effect': true,
  'no-god-card': true,
  'no-god-tile': true,
  'no-gift-to-offer': true,
  'green-already-played': true,
  'no-hut-on-board': true,
  'no-spread-possible': true,
  'no-priest-in-supply': true,
  'no-temple-field-fits': true,
  'no-building-fits': true,
  'no-adjacent-materials': true,
  'no-free-space': true,
  'no-person-fits': true,
  'no-god-cards-left': true,
  'no-hut-to-move': true,
  'over-budget': true,
  'nothing-to-shift': true,
  'no-such-person': true,
  'already-used': true,
  'same-kind': true,
  'cannot-afford': true,
  'task-not-met': true,
  'must-fulfil-a-task': true,
  'no-such-task': true,
  'invalid-choice': true,
  'choice-not-needed': true,
  'invalid-position': true,
  'player-count-out-of-range': true,
  'decision-needed': true,
  'too-many-decisions': true,
};

type Reason = keyof typeof REASONS;

/** The reasons that have words in both dictionaries. */
export const REASON_CODES = Object.keys(REASONS) as Reason[];

const isReason = (reason: string): reason is Reason => reason in REASONS;

/** A refusal in the reader's language; a code nobody listed reads as itself rather than vanish. */
export function reasonName(reason: string): Message {
  return isReason(reason) ? bmsg(`bora.reason.${reason}`) : literal(reason);
}

/** The one step shown when the engine refuses the example or a choice. */
export function refusalStep(reason: string, view: BoraView = EMPTY): Step<BoraView> {
  return { caption: bmsg('bora.refused', { reason: reasonName(reason) }), view, tone: 'refusal' };
}


/** A plain value as an option value: strings and numbers as they are, the rest as JSON. */
export const encode = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v));

/** A decision the engine asked for, where in the trace it came, and the value applied. */
export interface Asked {
  decision: Decision;
  name: string;
  /** Events before the decision: the step for trace index `at` carries it. */
  at: number;
  values: Answer[];
  chosen: Answer;
}

/** Moves played out for a story: every event, the table right after each, and every decision met. */
export type StoryPlay =
  | { ok: true; state: BoraBoraState; events: BoraBoraEvent[]; states: BoraBoraState[]; asked: Asked[] }
  | { ok: false; reason: string; asked: Asked[] };

/** Who names and who answers a decision: the `seen`th of its kind for its player within move number `move`. */
interface Answering {
  name(d: Decision, seen: number, move: number): string;
  own(d: Decision, seen: number, move: number): Answer | undefined;
}

/** The helper's trades with no list of the example's own: every point on victory points. */
const allOnPoints = (d: Extract<Decision, { kind: 'trades' }>): Trade[] => Array.from({ length: d.budget }, () => ({ kind: 'point' }));

/**
 * Plays `moves` from `start` through the shared driver, keeping the table after
 * every event. Each decision is settled with the reader's input if it is legal,
 * else the example's own choice, else the first legal option; the helper's
 * trades, a free list rather than a choice among options, are the example's own
 * or every point on victory points.
 */
export function playStory(start: BoraBoraState, moves: readonly BoraBoraMove[], answering: Answering, inputs: Inputs): StoryPlay {
  const asked: Asked[] = [];
  let seen = new Map<string, number>();
  let current = -1;
  const played = play(
    boraBoraEngine,
    at(start),
    moves,
    (d, { move }) => {
      if (move !== current) [current, seen] = [move, new Map()];
      const k = `${d.kind}.${d.player}`;
      const n = seen.get(k) ?? 0;
      seen.set(k, n + 1);
      const mine = answering.own(d, n, move);
      const values = d.kind === 'trades' ? [(mine as Trade[] | undefined) ?? allOnPoints(d)] : choiceValues(d);
      const name = answering.name(d, n, move);
      const input = inputs[name];
      const chosen = firstLegal(values, [input === undefined ? undefined : String(input), mine === undefined ? undefined : encode(mine)], (v, w) => encode(v) === w);
      if (chosen !== undefined) asked.push({ decision: d, name, at: 0, values, chosen });
      return chosen;
    },
    { during: true, maxDecisions: 40 },
  );
  // Each answer's step in the trace starts where its decision was asked.
  let events = 0;
  let k = 0;
  for (const step of played.trace) {
    if (step.decision !== undefined) asked[k++]!.at = events;
    events += step.events.length;
  }
  for (; k < asked.length; k++) asked[k]!.at = events;
  if (!played.ok) return { ok: false, reason: played.reason, asked };
  return {
    ok: true,
    state: played.state.position,
    events: played.trace.flatMap((s) => s.events),
    states: played.trace.flatMap((s) => (s.during ?? []).map((t) => t.position)),
    asked,
  };
}

/** The decision's input name: its kind, numbered from the second time it comes up. */
export const decisionName = (prefix = '') => (d: Decision, seen: number): string => `${prefix}${d.kind}${seen > 0 ? `-${seen + 1}` : ''}`;

export const godName = (g: GodColour): Message => bmsg(`bora.god.${g}`);
/** A god in the form a verb or "card of" takes (Polish: "niebieskiego boga"). */
export const godOf = (g: GodColour): Message => bmsg(`bora.godOf.${g}`);
/** A God card's colour as an adjective ("a blue God card"); Polish says the card by its god instead. */
export const tintOf = (g: GodColour): Message => bmsg(`bora.cardColour.${g}`);
export const materialName = (m: Material): Message => bmsg(`bora.material.${m}`);
export const actionName = (a: Action): Message => bmsg(`bora.action.${a}`);
export const spotName = (s: DiceSpot): Message => bmsg(`bora.spot.${s}`);
export const abilityName = (a: Ability): Message => bmsg(`bora.ability.${a}`);
export const sexName = (s: Sex): Message => bmsg(`bora.sex.${s}`);
export const pathName = (p: PathKind): Message => bmsg(`bora.path.${p}`);
const terrainName = (t: Terrain): Message => bmsg(`bora.terrain.${t}`);
export const resourceName = (r: Resource): Message => (r === 'gift' ? bmsg('bora.resource.gift') : materialName(r));
export const literal = (text: string): Message => bmsg('explainer.literal', { text });

/**
 * Jewellery kinds the site has words for (the six of the task tiles, `JEWELLERY_KINDS`); the source shows
 * kinds only as pictures, so any other reads as written in the data. The anklet read "anklet" in Polish.
 */
const isJewelKind = (kind: string): kind is (typeof JEWELLERY_KINDS)[number] => (JEWELLERY_KINDS as readonly string[]).includes(kind);
export const jewelName = (kind: string): Message => (isJewelKind(kind) ? bmsg(`bora.jewel.${kind}`) : literal(kind));

/** Islands in order of first appearance on the map, so each can go by a letter (A, B, C…) instead of its data id. */
export function islandLetter(s: BoraBoraState, island: string): string {
  const order = [...new Set(s.layout.regions.map((r) => r.island))];
  const at = order.indexOf(island);
  return at >= 0 && at < 26 ? String.fromCharCode(65 + at) : String(at + 1);
}

/**
 * A region's number (its place on the map, from 1), landscape and island,
 * for a template that writes the word "region" itself, inflected as its
 * language needs ("w regionie {region}"). The data id is shown only for a
 * region the map does not have.
 */
export function regionRef(s: BoraBoraState, id: string): Message {
  const at = s.layout.regions.findIndex((r) => r.id === id);
  const spec = s.layout.regions[at];
  if (!spec) return literal(id);
  return bmsg('bora.regionRef', { n: at + 1, terrain: terrainName(spec.terrain), island: islandLetter(s, spec.island) });
}

/** A region on its own, e.g. "region 3 (mountain, island A)": for lists, options and the map. */
export function regionName(s: BoraBoraState, id: string): Message {
  return s.layout.regions.some((r) => r.id === id) ? bmsg('bora.region', { ref: regionRef(s, id) }) : literal(id);
}

/** Measures a task may ask for "all" of: what the map holds. */
const ALL_OF = ['regions-with-huts', 'islands-with-huts', 'terrain-with-huts'] as const;
const isAllOf = (of: Requirement['measure']['of']): of is (typeof ALL_OF)[number] => (ALL_OF as readonly string[]).includes(of);

/** Words a measure's message needs besides the count: the ability, jewellery kind, landscape, colour or material. */
function measureParams(m: Requirement['measure'], count: number): Readonly<Record<string, Message>> {
  switch (m.of) {
    case 'persons-with-ability':
      return { ability: abilityName(m.ability) };
    case 'jewellery-of-kind':
      return { kind: jewelName(m.kind) };
    case 'terrain-with-huts':
      return { terrain: bmsg(`bora.terrainIn.${m.terrain}`, { count }) };
    case 'god-cards':
      return { colour: tintOf(m.colour) };
    case 'material':
      return { material: bmsg(`bora.materialOf.${m.material}`) };
    default:
      return {};
  }
}

/**
 * One requirement of a task tile in words: "3 women", "a hut in every mountain region". Given the
 * table, an "all" says what it means on that map, counted by the engine's own rule ("a hut in every
 * region (6 regions on this map)"): the sandbox's map is made up and smaller than the printed one.
 */
function requirementName(r: Requirement, s?: BoraBoraState): Message {
  if (r.count !== 'all') return bmsg(`bora.task.${r.measure.of}`, { count: r.count, ...measureParams(r.measure, r.count) });
  // "All" of anything but the map is a requirement the engine never counts as met.
  const of = r.measure.of;
  if (!isAllOf(of)) return bmsg('bora.taskAll.unbounded');
  const all = bmsg(`bora.taskAll.${of}`, measureParams(r.measure, 1));
  if (!s || s.layout.regions.length === 0) return all;
  return bmsg(`bora.taskHere.${of}`, { all, n: requiredCount(s, r) });
}

/** A task tile's name, made from what it asks for: "huts in 3 regions and 8 shells"; with the table, an "all" says how many that is on its map. */
export function taskName(task: TaskTile, s?: BoraBoraState): Message {
  return list(task.requirements.map((r) => requirementName(r, s)));
}

/** An end bonus's name; the one for huts in every region says, given the table, how many regions its map has. */
export function bonusName(bonus: keyof FinalBonuses, s?: BoraBoraState): Message {
  const name = bmsg(`bora.bonus.${bonus}`);
  if (bonus !== 'regions' || !s || s.layout.regions.length === 0) return name;
  return bmsg('bora.taskHere.regions-with-huts', { all: name, n: s.layout.regions.length });
}

/** Every task tile the state holds: in the players' hands, on display and in the stack (a tile fulfilled or dropped is no longer there). */
export function taskTiles(s: BoraBoraState): TaskTile[] {
  return [...s.players.flatMap((p) => p.tasks), ...s.taskDisplay, ...s.taskStack];
}

/** The task tile with this id wherever the state holds it. */
function findTask(s: BoraBoraState, id: string): TaskTile | undefined {
  return taskTiles(s).find((t) => t.id === id);
}

/** The task `id` counts a player's priests in the temple; a task met or dropped has left the table, so the source's list says. */
export function countsPriests(s: BoraBoraState, id: string): boolean {
  return !!(findTask(s, id) ?? TASK_TILES.find((t) => t.id === id))?.requirements.some((r) => r.measure.of === 'priests-in-temple');
}

/**
 * A task by its id as the reader sees it: the tile's name from `tiles` (a
 * decision's own list, or every tile a game began with) or the state; the bare id only if no tile has it.
 */
export function taskLabel(s: BoraBoraState, id: string, tiles: readonly TaskTile[] = []): Message {
  const tile = tiles.find((t) => t.id === id) ?? findTask(s, id);
  return tile ? taskName(tile, s) : literal(id);
}

export function paymentName(god: GodColour, p: GodPayment): Message {
  if (p.with === 'card') return bmsg('bora.pay.card', { god: godOf(god), tint: tintOf(god) });
  if (p.with === 'pair') return bmsg('bora.pay.pair', { colour: godOf(p.colour), tint: tintOf(p.colour) });
  return bmsg('bora.pay.tile');
}

/** An option's label for any decision the engine asks (the examples' and the sandbox's questions). */
export function optionLabel(s: BoraBoraState, d: Decision, v: unknown): Message {
  switch (d.kind) {
    case 'action':
      return actionName(v as Action);
    case 'region': {
      const o = d.options.find((x) => x.region === v)!;
      return bmsg(o.displaces === null ? 'bora.option.region' : 'bora.option.regionTaken', {
        region: regionName(s, o.region),
        path: pathName(o.path),
        value: o.pathValue,
        rival: o.displaces === null ? '' : (s.players[o.displaces]?.name ?? ''),
      });
    }
    case 'start-region':
      return regionName(s, v as string);
    case 'hut-from': {
      if (v === 'twelfth') return bmsg('bora.option.hutTwelfth');
      // Any other hut comes from the leftmost space that holds one (spread.ts): the option names it.
      const spaces = s.players[d.player]?.spaces ?? [];
      return bmsg('bora.option.hutOther', { space: spaces.findIndex((sp, i) => i !== TWELFTH_SPACE && sp.huts > 0) + 1 });
    }
    case 'red':
    case 'final-yellow':
      return v === 'none' ? bmsg('bora.option.noGod') : paymentName(d.kind === 'red' ? 'red' : 'yellow', v as GodPayment);
    case 'temple-field': {
      const o = d.options.find((x) => x.field === v)!;
      return o.occupiedBy === null
        ? bmsg('bora.option.temple', { value: o.value })
        : bmsg('bora.option.templeTaken', { value: o.value, owner: s.players[o.occupiedBy]?.name ?? '' });
    }
    case 'building':
      return bmsg('bora.option.building', { value: v as number });
    case 'ritual-pair': {
      const [a, b] = v as [number, number];
      return bmsg('bora.option.pair', { a: a + 1, b: b + 1 });
    }
    case 'fire': {
      const f = v as { take: string; then: string };
      return bmsg('bora.option.fire', { take: bmsg(f.take === 'gift' ? 'bora.fire.gift' : 'bora.fire.card'), then: bmsg(f.then === 'shell' ? 'bora.fire.shell' : 'bora.fire.step') });
    }
    case 'card-source':
      return v === 'deck' ? bmsg('bora.option.deck') : bmsg('bora.option.faceUp', { n: (v as number) + 1, god: godName(d.display[v as number] ?? 'blue') });
    case 'person-field': {
      const o = d.options.find((x) => x.field === v)!;
      return bmsg('bora.option.person', { field: o.field, ability: abilityName(o.tile.ability), symbols: o.tile.symbols });
    }
    case 'material':
      return materialName(v as Material);
    case 'material-space':
      return bmsg('bora.option.space', { n: (v as number) + 1 });
    case 'jewellery': {
      if (v === 'pass') return bmsg('bora.option.pass');
      const o = d.options.find((x) => x !== 'pass' && x.row === v);
      return o && o !== 'pass' ? bmsg('bora.option.jewel', { row: o.row + 1, kind: jewelName(o.tile.kind), price: o.tile.price }) : literal(encode(v));
    }
    case 'task': {
      const t = v as { fulfil?: string; drop?: string; yellow?: GodPayment };
      if (t.drop) return bmsg('bora.option.drop', { task: taskLabel(s, t.drop, d.tasks) });
      const task = taskLabel(s, t.fulfil ?? '', d.tasks);
      return t.yellow ? bmsg('bora.option.fulfilYellow', { task, pay: paymentName('yellow', t.yellow) }) : bmsg('bora.option.fulfil', { task });
    }
    case 'new-task': {
      const tile = d.display[v as number];
      return bmsg('bora.option.newTask', { n: (v as number) + 1, task: tile ? taskName(tile, s) : literal(encode(v)) });
    }
    case 'trades':
      return bmsg('bora.option.trades', { n: (v as unknown[]).length });
  }
}

/** The question a decision asks, with who answers it (and, for the yellow god at the end, which task it is for). */
export function decisionLabel(s: BoraBoraState, d: Decision): Message {
  const player = s.players[d.player]?.name ?? '';
  if (d.kind === 'final-yellow') return bmsg('bora.decision.final-yellow', { player, task: taskLabel(s, d.task.id, [d.task]) });
  // The material is named: the start region's stone was told only once it lay on its space (a referee).
  if (d.kind === 'material-space') return bmsg('bora.decision.material-space', { player, material: materialName(d.material) });
  return bmsg(`bora.decision.${d.kind}`, { player });
}

/** A decision as the walkthrough shows it, with the option the story applied. */
export function stepDecision(s: BoraBoraState, a: Asked): StepDecision {
  const d = a.decision;
  const options: Option[] = a.values.map((v) => ({ value: encode(v), label: optionLabel(s, d, v) }));
  return { name: a.name, label: decisionLabel(s, d), options, chosen: encode(a.chosen) };
}

/**
 * The event a decision settles, where its answer shows in one event of its own: the hut taken shows which space
 * it came from, the hut placed which region it went to (a spread asks both before either happens).
 */
const SETTLES: Partial<Record<Decision['kind'], BoraBoraEvent['type']>> = { 'hut-from': 'hut-taken', region: 'hut-placed', 'card-source': 'god-card-drawn' };

/** The event each decision settles (`SETTLES`), by its index among the events: the first of its type after it was asked. */
export function settledEvents(events: readonly BoraBoraEvent[], asked: readonly Asked[]): Map<Asked, number> {
  const out = new Map<Asked, number>();
  for (const a of asked) {
    const type = SETTLES[a.decision.kind];
    const i = type ? events.findIndex((e, k) => k >= a.at && e.type === type) : -1;
    if (i >= 0) out.set(a, i);
  }
  return out;
}

/**
 * The step a decision belongs to: the step its settled event opens (`settled`, from `settledEvents`; such an event
 * opens a step of its own), else the first step whose events start at or after where it was asked; a step already asking goes to the
 * next. Its options are named from the table as it stood when it was asked (`states[i]`: the table after event i),
 * so "the first space from the left with a hut" is that space then.
 */
export function attachDecisions(
  play: { start: BoraBoraState; states: readonly BoraBoraState[] },
  steps: Step<BoraView>[],
  starts: (number | null)[],
  asked: readonly Asked[],
  settled: ReadonlyMap<Asked, number>,
): void {
  for (const a of asked) {
    const own = settled.has(a) ? starts.indexOf(settled.get(a)!) : -1;
    let at = own >= 0 ? own : starts.findIndex((from) => from !== null && from >= a.at);
    if (at < 0) at = steps.length - 1;
    while (at < steps.length && steps[at]!.decision) at++;
    const step = steps[Math.min(at, steps.length - 1)]!;
    const then = a.at > 0 ? (play.states[a.at - 1] ?? play.start) : play.start;
    if (!step.decision) step.decision = stepDecision(then, a);
  }
}
