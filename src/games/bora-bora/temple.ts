/**
 * The temple action (section "Akcja świątyni"): a priest from the player's
 * supply goes onto a temple field whose value is at most the die; a priest
 * already there is pushed one field along the arrow (to the right), which may
 * push the next one, until a pushed priest reaches an empty field or the last
 * one falls off the end and goes back to its owner.
 */
import type { Halt, TempleOption } from './choices';
import { decide, emit, halt, who, type Ctx } from './context';
import { resolveFireBonus } from './fire';
import type { BoraBoraState } from './state';
import type { PlayerId } from './types';

/** One priest moved by a push: to the next field, or `to: null` when it falls off and returns to its owner. */
interface PriestMove {
  owner: PlayerId;
  from: number;
  to: number | null;
}

/**
 * Puts `player`'s priest on `field` and pushes the priests in its way.
 * Fields are numbered from the left; pushing goes to the right.
 *
 * @example
 * // A priest on field 1 with fields 1 and 2 taken: both move right, the last falls off.
 * placePriest([null, 0, 1], 1, 2) // { temple: [null, 2, 0], moves: [{owner:0,from:1,to:2},{owner:1,from:2,to:null}] }
 */
export function placePriest(
  temple: readonly (PlayerId | null)[],
  field: number,
  player: PlayerId,
): { temple: (PlayerId | null)[]; moves: PriestMove[] } {
  const next = [...temple];
  const moves: PriestMove[] = [];
  let carried: PlayerId = player;
  for (let f = field; ; f++) {
    const occupant = next[f] ?? null;
    next[f] = carried;
    if (occupant === null) break;
    const to = f + 1 < next.length ? f + 1 : null;
    moves.push({ owner: occupant, from: f, to });
    if (to === null) break;
    carried = occupant;
  }
  return { temple: next.slice(0, temple.length), moves };
}

/** Temple fields a die of `reach` may take: every field valued at most `reach`. */
export function templeOptions(state: BoraBoraState, reach: number): TempleOption[] {
  return state.layout.temple.flatMap((value, field) =>
    value <= reach ? [{ field, value, occupiedBy: state.temple[field] ?? null }] : [],
  );
}

/** How many of a player's priests are in the temple. */
export function priestsInTemple(state: BoraBoraState, player: PlayerId): number {
  return state.temple.filter((p) => p === player).length;
}

/** Resolves the temple action with an action value of `reach`, then the fire bonus. */
export function resolveTemple(ctx: Ctx, player: PlayerId, reach: number): Halt | undefined {
  const p = who(ctx, player);
  if (p.priests < 1) return halt('no-priest-in-supply');
  const options = templeOptions(ctx.s, reach);
  if (options.length === 0) return halt('no-temple-field-fits', { reach });
  const picked = decide(
    ctx,
    'templeField',
    options.map((o) => o.field),
    () => ({ player, kind: 'temple-field', reach, options }),
  );
  if (!picked.ok) return picked.halt;
  const field = picked.value;
  const before = [...ctx.s.temple];
  const { moves } = placePriest(before, field, player);
  // The temple changes priest by priest, so the table kept after each event shows that one move; each event
  // names the priest it lands on (`onto`), which the next event moves on.
  const onto = (f: number) => before[f] ?? null;
  ctx.s.temple[field] = player;
  p.priests -= 1;
  emit(ctx, { type: 'priest-placed', player, field, value: ctx.s.layout.temple[field] ?? 0, reach, onto: onto(field) });
  for (const m of moves) {
    if (m.to === null) {
      who(ctx, m.owner).priests += 1;
      emit(ctx, { type: 'priest-returned', owner: m.owner, from: m.from });
    } else {
      ctx.s.temple[m.to] = m.owner;
      emit(ctx, { type: 'priest-pushed', owner: m.owner, from: m.from, to: m.to, onto: onto(m.to) });
    }
  }
  return resolveFireBonus(ctx, player);
}
