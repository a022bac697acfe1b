import { z } from 'zod';
import type { BishopChoice, BuilderStep, DraftMove } from '../games/pillars-of-the-earth';
import { buildPosition, type PositionInput } from '../games/pillars-of-the-earth/position';
import { BUILDERS_PER_PLAYER } from '../games/pillars-of-the-earth/setup';
import { BOARD_PLACES, COLOURS, RESOURCES } from '../games/pillars-of-the-earth/types';
import { bilingual } from './i18n-text';

/**
 * A Pillars of the Earth worked example
 * (`content/pillars-of-the-earth/examples/{id}.yaml`): a starting table and
 * the choices made along the way. Inputs only — what happens is computed by
 * the engine, never written here. The id is the file name.
 */

const colour = z.enum(COLOURS);
const players = z
  .array(colour)
  .refine((cs) => new Set(cs).size === cs.length, 'each player needs a different colour');
const workers = z.object({ small: z.number().int().min(0).max(7), large: z.number().int().min(0).max(1) }).strict();
const wealth = z.number().int().min(0).max(30);

const common = {
  title: bilingual,
  summary: bilingual,
  /** Where the source's example disagrees with its own rule (the rule wins). */
  discrepancy: bilingual.optional(),
};

/** A table description is valid when the engine can build it. */
function checkTable(input: PositionInput, ctx: z.RefinementCtx): void {
  const built = buildPosition(input);
  if (!built.ok) ctx.addIssue({ code: 'custom', message: `not a possible table: ${built.reason} ${JSON.stringify(built.detail ?? {})}` });
}

const builderStep = z.union([z.enum(['place', 'pass', 'redraw']), z.object({ place: z.enum(BOARD_PLACES) }).strict()]) satisfies z.ZodType<BuilderStep>;

/** Phase II from setup: the colours drawn, in order, and each owner's step. */
function builderRound<K extends string>(kind: K, minPlayers: number, maxPlayers: number) {
  return z
    .object({
      ...common,
      kind: z.literal(kind),
      /** Seat order, clockwise; wealth is the setup value by seat. */
      players: players.min(minPlayers).max(maxPlayers),
      startPlayer: colour,
      /** The builders drawn from the bag, first to last. */
      draws: z.array(colour).min(1),
      /** For draws beyond `draws` (after a reader's redraw). */
      seed: z.number().int(),
      /** The step taken at each draw that needs one ('place', 'pass' or 'redraw'). */
      steps: z.array(builderStep),
    })
    .strict()
    .superRefine((ex, ctx) => {
      if (!ex.players.includes(ex.startPlayer)) ctx.addIssue({ code: 'custom', path: ['startPlayer'], message: 'the start player must be one of the players' });
      ex.draws.forEach((c, i) => {
        if (!ex.players.includes(c)) ctx.addIssue({ code: 'custom', path: ['draws', i], message: `${c} is not at the table` });
      });
      for (const c of ex.players) {
        if (ex.draws.filter((d) => d === c).length > BUILDERS_PER_PLAYER) {
          ctx.addIssue({ code: 'custom', path: ['draws'], message: `${c} has only ${BUILDERS_PER_PLAYER} builders` });
        }
      }
    });
}

/** The source's Phase II example with passes, on a 3- or 4-player table. */
export const builderPlacement = builderRound('builder-placement', 3, 4);

/** Phase II with two players, where the cost marker drops to 0. */
export const twoPlayerTrack = builderRound('two-player-track', 2, 2);

const resourceCard = z
  .object({
    id: z.string().min(1),
    resource: z.enum(RESOURCES),
    tokens: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    workers: z.number().int().min(2).max(10),
  })
  .strict();
const craftsmanCard = z.object({ id: z.string().min(1), cost: z.number().int().min(0), name: bilingual.optional() }).strict();
const draftMove = z.union([
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('take'), card: z.string().min(1), largeWorker: z.boolean().optional(), discard: z.string().min(1).optional() }).strict(),
]) satisfies z.ZodType<DraftMove>;

/** One Phase I draft from setup: the pool and the moves made, forced passes left out. */
export const resourceDraft = z
  .object({
    ...common,
    kind: z.literal('resource-draft'),
    players: players.min(2).max(4),
    startPlayer: colour,
    pool: z.object({ resources: z.array(resourceCard).max(7), craftsmen: z.array(craftsmanCard).max(2) }).strict(),
    moves: z.array(draftMove),
  })
  .strict()
  .superRefine((ex, ctx) =>
    checkTable(
      {
        players: ex.players.map((c) => ({ colour: c })),
        startPlayer: ex.startPlayer,
        pool: { resources: ex.pool.resources, craftsmen: ex.pool.craftsmen.map(({ id, cost }) => ({ id, cost })) },
      },
      ctx,
    ),
  );

/** Phase III step 3: what each player has in the wool mill. */
export const woolMill = z
  .object({
    ...common,
    kind: z.literal('wool-mill'),
    players: z.array(z.object({ colour, wealth, woolMill: workers }).strict()).min(2).max(4),
  })
  .strict()
  .superRefine((ex, ctx) => checkTable({ players: ex.players }, ctx));

const bishopChoice = z.union([z.literal('protect'), z.object({ take: z.enum(RESOURCES) }).strict()]) satisfies z.ZodType<BishopChoice>;

/** Phase III steps 1–2: the tax event, with the Bishop's choice if a builder stands there. */
export const taxEvent = z
  .object({
    ...common,
    kind: z.literal('tax-event'),
    players: z.array(z.object({ colour, wealth, points: z.number().int().min(0) }).strict()).min(2).max(4),
    startPlayer: colour,
    bishop: z.object({ colour, choice: bishopChoice }).strict().optional(),
  })
  .strict()
  .superRefine((ex, ctx) =>
    checkTable(
      { players: ex.players, startPlayer: ex.startPlayer, builders: ex.bishop ? [{ colour: ex.bishop.colour, at: 'bishop' }] : [] },
      ctx,
    ),
  );

export const pillarsExample = z.discriminatedUnion('kind', [builderPlacement, resourceDraft, woolMill, taxEvent, twoPlayerTrack]);
export type PillarsExample = z.infer<typeof pillarsExample>;
