/**
 * Paying for conflicts (sections "Wojny" and "Migracje"): the active player
 * gives up one follower of their choice, back to the reserve, for each war
 * a move causes by joining continents and for each migration; without
 * enough followers the move is refused. Interpretation: all payments come
 * before any conflict is resolved, as in the source's examples where the
 * player pays first and the war is fought after.
 */
import { refuse } from '../result';
import type { Refusal } from './choices';
import type { Migrant, Stayer } from './conflicts';
import { decisionNeeded, invalidChoice, record, type ResolveContext, type Stop } from './context';
import { COLOURS, total } from './state';

/** Takes one follower from the active player per war and per migration (sections "Wojny", "Migracje"). */
export function payForConflicts(
  ctx: ResolveContext,
  joinWars: Stayer[][],
  migrants: Migrant[],
): Stop | Refusal<'no-follower-to-pay'> | null {
  const needs = [
    ...joinWars.map((w) => ({ for: 'war' as const, civilizations: w.map((s) => s.colour) })),
    ...migrants.map((m) => ({ for: 'migration' as const, civilizations: [m.colour] })),
  ];
  const payer = ctx.draft.players[ctx.player];
  if (!payer || needs.length === 0) return null;
  const held = total(payer.followers);
  if (held < needs.length) return refuse('no-follower-to-pay', { needed: needs.length, held });
  const payments = ctx.choices.payments ?? [];
  for (const [i, need] of needs.entries()) {
    const colour = payments[i];
    if (colour === undefined) {
      const options = COLOURS.filter((c) => payer.followers[c] > 0);
      return decisionNeeded({ kind: 'payment', player: ctx.player, nth: i + 1, of: needs.length, ...need, options }, ctx);
    }
    if (!COLOURS.includes(colour) || payer.followers[colour] <= 0) {
      return invalidChoice('payments', String(colour), 'player-holds-no-such-follower');
    }
    payer.followers[colour]--;
    ctx.draft.supply[colour]++;
    ctx.used.payments++;
    record(ctx, { type: 'follower-paid', player: ctx.player, colour, ...need, ...(needs.length > 1 ? { reading: 'one-each' as const } : {}) });
  }
  return null;
}

