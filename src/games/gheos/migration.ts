/**
 * Migrations (section "Migracje"): when a replacement splits an inhabited
 * continent, its civilization moves to the piece of the old continent with
 * the most wheat, the new tile's wheat included. Only continents and islands
 * holding part of the old continent are candidates. On a tie the active
 * player chooses, except that a continent always beats an island. A
 * civilization landing on an island is removed.
 */
import { resolvePart } from './parts';
import { decisionNeeded, invalidChoice, record, type ResolveContext, type Stop } from './context';
import type { Migrant, Piece } from './conflicts';
import type { GheosEvent, MigrationCandidate } from './events';
import { cellsOf, type RegionMap } from './regions';
import type { Colour, PartKey } from './state';

/** A candidate piece, with what the trace shows about it. */
export interface Candidate {
  piece: Piece;
  view: MigrationCandidate;
}

/**
 * The continents and islands a migrating civilization may go to.
 *
 * @param residents the civilization staying on each new region, by region id
 */
export function migrationCandidates(migrant: Migrant, residents: ReadonlyMap<PartKey, Colour>): Candidate[] {
  return migrant.pieces.map((piece) => ({
    piece,
    view: {
      ref: piece.oldPart[0] ?? piece.region.id,
      kind: piece.region.kind === 'island' ? 'island' : 'continent',
      cells: piece.region.cells,
      oldPartCells: cellsOf(piece.oldPart),
      wheat: piece.region.symbols.wheat,
      inhabitedBy: residents.get(piece.region.id) ?? null,
    },
  }));
}

type DecidedBy = Extract<GheosEvent, { type: 'migration' }>['decidedBy'];

/**
 * The candidates still in the running after the rules have spoken: the most
 * wheat, and among those the continents if there are any. One left: the
 * rules decide. Several continents: the active player chooses. Only islands:
 * interpretation — the civilization is removed whichever island it picks, so
 * the engine takes the first and does not ask.
 */
export function migrationLeaders(candidates: readonly Candidate[]): { leaders: Candidate[]; decidedBy: DecidedBy } {
  if (candidates.length === 0) return { leaders: [], decidedBy: 'nowhere' };
  if (candidates.length === 1) return { leaders: [...candidates], decidedBy: 'only-piece' };
  const best = Math.max(...candidates.map((c) => c.view.wheat));
  const top = candidates.filter((c) => c.view.wheat === best);
  if (top.length === 1) return { leaders: top, decidedBy: 'most-wheat' };
  const onContinents = top.filter((c) => c.view.kind === 'continent');
  if (onContinents.length === 0) return { leaders: top.slice(0, 1), decidedBy: 'islands-only' };
  if (onContinents.length === 1) return { leaders: onContinents, decidedBy: 'continent-over-island' };
  return { leaders: onContinents, decidedBy: 'player' };
}

/**
 * Decides where one civilization migrates to, moves its marker there and
 * writes the `migration` event. Returns the chosen candidate (`null`: nowhere to go), or a
 * {@link Stop} when the active player must choose among tied continents.
 */
export function migrate(
  ctx: ResolveContext,
  map: RegionMap,
  migrant: Migrant,
  candidates: readonly Candidate[],
): { to: Candidate | null } | Stop {
  const { leaders, decidedBy } = migrationLeaders(candidates);
  let to = leaders[0] ?? null;
  const wanted = ctx.choices.migrations?.[migrant.colour];
  if (decidedBy === 'player') {
    if (wanted === undefined) {
      return decisionNeeded(
        { kind: 'migration', player: ctx.player, civilization: migrant.colour, options: leaders.map((l) => l.view) },
        ctx,
      );
    }
    const part = resolvePart(ctx.draft, wanted);
    const region = part.ok ? map.byPart[part.value] : undefined;
    to = leaders.find((l) => l.piece.region.id === region?.id) ?? null;
    if (!to) return invalidChoice('migrations', `${migrant.colour}:${String(wanted)}`, 'not-a-tied-destination');
    ctx.used.migrations.add(migrant.colour);
  } else if (wanted !== undefined) {
    return invalidChoice('migrations', `${migrant.colour}:${String(wanted)}`, `decided-by-${decidedBy}`);
  }
  // The marker moves with the event (to an island too: the civilization is removed there right after).
  if (to) ctx.draft.markers[migrant.colour] = to.view.ref;
  record(ctx, {
    type: 'migration',
    civilization: migrant.colour,
    from: migrant.from?.cells ?? [],
    candidates: candidates.map((c) => c.view),
    to: to?.view ?? null,
    decidedBy,
  });
  return { to };
}
