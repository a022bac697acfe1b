/**
 * Men and women: taking them from the displays (sections "Akcja kobiety",
 * "Akcja mężczyzny") and counting them on a player board.
 */
import type { Halt, PersonOption } from './choices';
import { decide, emit, halt, who, type Ctx } from './context';
import type { BoraBoraState, PlayerState } from './state';
import type { Ability, PlayerId, Sex } from './types';

/** Spaces of a player board holding neither huts nor a person. */
function freeSpaces(p: PlayerState): number[] {
  return p.spaces.flatMap((s, i) => (s.huts === 0 && s.person === null ? [i] : []));
}

/** Tiles a player could take from a display with an action value of `reach`: fields valued 1 to `reach`. */
function personOptions(state: BoraBoraState, sex: Sex, reach: number): PersonOption[] {
  const display = (sex === 'man' ? state.men : state.women).display;
  return display.flatMap((tile, i) => (tile && i + 1 <= reach ? [{ field: i + 1, tile }] : []));
}

/** How many tiles of this sex and ability a player has: identical tiles combine in Phase B. */
export function identicalCount(p: PlayerState, sex: Sex, ability: Ability): number {
  return p.spaces.filter((s) => s.person?.sex === sex && s.person.ability === ability).length;
}

/** People of a sex (or all) on a player board. */
export function personsOf(p: PlayerState, sex?: Sex): NonNullable<PlayerState['spaces'][number]['person']>[] {
  return p.spaces.flatMap((s) => (s.person && (!sex || s.person.sex === sex) ? [s.person] : []));
}

/**
 * Takes a man or a woman from a display field valued at most `reach` and puts
 * the tile, not shifted, on a free space of the player board; nothing else
 * happens yet. Without a free space the action cannot be chosen.
 * Where on the board the tile goes has no effect in the rules (section
 * "Faza B"), so the engine uses the first free space.
 */
export function resolveTakePerson(ctx: Ctx, player: PlayerId, sex: Sex, reach: number): Halt | undefined {
  const p = who(ctx, player);
  const space = freeSpaces(p)[0];
  if (space === undefined) return halt('no-free-space');
  const options = personOptions(ctx.s, sex, reach);
  if (options.length === 0) return halt('no-person-fits', { sex, reach });
  const picked = decide(
    ctx,
    'personField',
    options.map((o) => o.field),
    () => ({ player, kind: 'person-field', sex, reach, options }),
  );
  if (!picked.ok) return picked.halt;
  const display = (sex === 'man' ? ctx.s.men : ctx.s.women).display;
  const tile = display[picked.value - 1];
  const at = p.spaces[space];
  if (!tile || !at) return halt('no-person-fits', { sex, reach });
  display[picked.value - 1] = null;
  at.person = { ...tile, shifted: false };
  emit(ctx, { type: 'person-taken', player, sex, field: picked.value, reach, tile, space });
  return undefined;
}
