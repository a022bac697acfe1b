/**
 * The Bora Bora sandbox's compact code for one input at a table, read against that table
 * (indices count the options the engine offers there, so a code is short and means one thing):
 *
 * | code | input |
 * |---|---|
 * | `h` | place the start hut (the player whose turn it is) |
 * | `d{die}{spot}` + `b{k}` / `w{k}` | a die on the spot numbered `spot` (0 = first in play), with a blue / white god paid the `k`th way |
 * | `u{m|w}{ability}` + `g{k}` | Phase B: use the men / women of an ability (base 36 index), doubled by a green god paid the `k`th way |
 * | `x{m|w}{ability}g{k}` | Phase B: a further kind, with a green god |
 * | `e` | end one's Phase B |
 * | `c` / `f` | resolve Phase C / the final scoring (nobody chooses these) |
 * | `a{k}` | answer the engine's question with its `k`th option |
 * | `t` + trades | the helper's trades: `p` point, `g` gift, `c` god card, `h` hut to the 12th space, `m{s|t|w}` sand / stone / wood, `x{space}` tattoo, `s{space}` shells |
 */
import { ABILITIES, MATERIALS, choiceValues, paymentOptions, type Answer, type BoraBoraMove, type BoraBoraState, type Decision, type GodColour, type GodPayment, type Material, type PhaseBStep, type PlayerId, type Sex, type Trade } from '../../../games/bora-bora';

export type BoraInput = { move: BoraBoraMove } | { answer: Answer };

const SEX: Record<string, Sex> = { m: 'man', w: 'woman' };
const MATERIAL: Record<string, Material> = { s: 'sand', t: 'stone', w: 'wood' };
const b36 = (n: number) => n.toString(36);
const un36 = (c: string | undefined) => (c !== undefined && /^[0-9a-z]$/.test(c) ? parseInt(c, 36) : NaN);

const activeSeat = (s: BoraBoraState): PlayerId => s.order[s.active] ?? 0;

/** The `k`th way the player can pay for a god, or `undefined`. */
function payment(s: BoraBoraState, seat: PlayerId, god: GodColour, k: string | undefined): GodPayment | undefined {
  const p = s.players[seat];
  return p && k !== undefined && /^\d$/.test(k) ? paymentOptions(p, god)[Number(k)] : undefined;
}

function payIndex(s: BoraBoraState, seat: PlayerId, god: GodColour, pay: GodPayment): number {
  const p = s.players[seat];
  return p ? paymentOptions(p, god).findIndex((o) => JSON.stringify(o) === JSON.stringify(pay)) : -1;
}

function decodeTrades(code: string): Trade[] | null {
  const out: Trade[] = [];
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (c === 'p') out.push({ kind: 'point' });
    else if (c === 'g') out.push({ kind: 'gift' });
    else if (c === 'c') out.push({ kind: 'god-card' });
    else if (c === 'h') out.push({ kind: 'move-hut' });
    else if (c === 'm' && MATERIAL[code[i + 1] ?? '']) out.push({ kind: 'material', material: MATERIAL[code[++i]!]! });
    else if ((c === 'x' || c === 's') && !Number.isNaN(un36(code[i + 1]))) out.push({ kind: c === 'x' ? 'tattoo' : 'shells', space: un36(code[++i]) });
    else return null;
  }
  return out;
}

function encodeTrade(t: Trade): string {
  switch (t.kind) {
    case 'point':
      return 'p';
    case 'gift':
      return 'g';
    case 'god-card':
      return 'c';
    case 'move-hut':
      return 'h';
    case 'material':
      return `m${'stw'[MATERIALS.indexOf(t.material)]}`;
    case 'tattoo':
      return `x${b36(t.space)}`;
    case 'shells':
      return `s${b36(t.space)}`;
  }
}

function decodeDie(s: BoraBoraState, code: string): BoraInput | null {
  const m = /^d([1-6])(\d)(?:b(\d))?(?:w(\d))?$/.exec(code);
  const spot = m ? s.spots[Number(m[2])] : undefined;
  if (!m || !spot) return null;
  const player = activeSeat(s);
  const blue = m[3] === undefined ? undefined : payment(s, player, 'blue', m[3]);
  const white = m[4] === undefined ? undefined : payment(s, player, 'white', m[4]);
  if ((m[3] !== undefined && !blue) || (m[4] !== undefined && !white)) return null;
  return { move: { kind: 'die', placement: { player, die: Number(m[1]), spot, ...(blue ? { blue } : {}), ...(white ? { white } : {}) } } };
}

function decodePhaseB(s: BoraBoraState, code: string): BoraInput | null {
  const player = activeSeat(s);
  if (code === 'e') return { move: { kind: 'phase-b', player, step: { type: 'done' } } };
  const m = /^([ux])([mw])([0-9a-z])(?:g(\d))?$/.exec(code);
  const ability = m ? ABILITIES[un36(m[3])] : undefined;
  if (!m || !ability) return null;
  const sex = SEX[m[2]!]!;
  const green = m[4] === undefined ? undefined : payment(s, player, 'green', m[4]);
  if (m[4] !== undefined && !green) return null;
  if (m[1] === 'x') return green ? { move: { kind: 'phase-b', player, step: { type: 'extra', sex, ability, green } } } : null;
  return { move: { kind: 'phase-b', player, step: { type: 'use', sex, ability, ...(green ? { double: green } : {}) } } };
}

/** The input a code means at this table (`decision`: the question pending there, if any), or `null` if it means none. */
export function decodeInput(s: BoraBoraState, decision: Decision | null, code: string): BoraInput | null {
  if (decision) {
    if (decision.kind === 'trades') {
      const trades = code.startsWith('t') ? decodeTrades(code.slice(1)) : null;
      return trades ? { answer: trades } : null;
    }
    const m = /^a(\d{1,3})$/.exec(code);
    const value = m ? choiceValues(decision)[Number(m[1])] : undefined;
    return value === undefined ? null : { answer: value };
  }
  if (code === 'h') return { move: { kind: 'start-hut', player: activeSeat(s) } };
  if (code === 'c') return { move: { kind: 'phase-c' } };
  if (code === 'f') return { move: { kind: 'final' } };
  if (code.startsWith('d')) return decodeDie(s, code);
  return decodePhaseB(s, code);
}

/** The code of an answer to `decision`: its option's index, or the helper's trades. */
export function answerCode(decision: Decision, answer: Answer): string {
  if (decision.kind === 'trades') return `t${(answer as Trade[]).map(encodeTrade).join('')}`;
  const k = choiceValues(decision).findIndex((v) => JSON.stringify(v) === JSON.stringify(answer));
  return `a${k}`;
}

/** The code of a die placed by the player whose turn it is, with its gods. */
export function dieCode(s: BoraBoraState, die: number, spotIndex: number, gods: { blue?: GodPayment; white?: GodPayment } = {}): string {
  const seat = activeSeat(s);
  const blue = gods.blue ? `b${payIndex(s, seat, 'blue', gods.blue)}` : '';
  const white = gods.white ? `w${payIndex(s, seat, 'white', gods.white)}` : '';
  return `d${die}${spotIndex}${blue}${white}`;
}

/** The code of a Phase B step of the player whose turn it is. */
export function phaseBCode(s: BoraBoraState, step: PhaseBStep): string {
  if (step.type === 'done') return 'e';
  const seat = activeSeat(s);
  const kind = `${step.sex === 'man' ? 'm' : 'w'}${b36(ABILITIES.indexOf(step.ability))}`;
  const god = step.type === 'extra' ? step.green : step.double;
  const g = god ? `g${payIndex(s, seat, 'green', god)}` : '';
  return `${step.type === 'extra' ? 'x' : 'u'}${kind}${g}`;
}
