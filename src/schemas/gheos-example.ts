import { z } from 'zod';
import { buildPosition } from '../games/gheos/position';
import { COLOURS } from '../games/gheos/state';
import { parseTile } from '../games/gheos/tiles';
import { bilingual } from './i18n-text';

/**
 * A Gheos worked example (`content/gheos/examples/{id}.yaml`): a starting
 * position, one action and the choices the source makes along the way.
 * Inputs only — what happens is computed by the engine, never written here.
 * The id is the file name.
 */

const colour = z.enum(COLOURS);
const cell = z.tuple([z.number().int(), z.number().int()]);
/** A cell `[row, col]`, or a cell/part key such as `"0,3"` or `"0,3:c1"`. */
const place = z.union([cell, z.string().regex(/^-?\d+,-?\d+(:(L|c[012]))?$/, 'expected "row,col" or "row,col:L|c0|c1|c2"')]);
const rot = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const count = z.number().int().min(0).max(5);

/** A tile in the engine's tile code (see `src/games/gheos/tiles.ts`). */
const tileCode = z.string().superRefine((code, ctx) => {
  const parsed = parseTile(code);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `not a tile code (${parsed.detail?.why ?? parsed.reason}): "${code}"` });
});
const landscapeCode = tileCode.refine((code) => code !== 'E', 'an epoch tile cannot be here');

const player = z
  .object({
    name: z.string().min(1).max(20),
    followers: z.partialRecord(colour, count).optional(),
    score: z.number().int().min(0).optional(),
    tokens: z.number().int().min(0).max(3).optional(),
    hand: z.array(landscapeCode).max(2).optional(),
  })
  .strict();

const position = z
  .object({
    /** The name of the player whose turn it is. */
    active: z.string().min(1),
    players: z.array(player).min(2).max(4),
    board: z.array(z.object({ at: cell, tile: landscapeCode, rot }).strict()).min(1),
    markers: z.partialRecord(colour, place).optional(),
    supply: z.partialRecord(colour, count).optional(),
    stacks: z.array(z.array(tileCode)).optional(),
    removed: z.array(landscapeCode).optional(),
    epochsRevealed: z.number().int().min(0).max(8).optional(),
  })
  .strict();

const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), hand: z.number().int().min(0).max(1), at: cell, rot }).strict(),
  z.object({ type: z.literal('replace'), hand: z.number().int().min(0).max(1), at: cell, rot }).strict(),
  z.object({ type: z.literal('found'), colour, at: place }).strict(),
  z.object({ type: z.literal('take'), colour }).strict(),
  z.object({ type: z.literal('individual-scoring') }).strict(),
  z.object({ type: z.literal('draw'), from: z.array(z.number().int().min(0)).optional() }).strict(),
]);

/** The decisions the source makes: who pays which follower, who wins a tie, where a tied migration goes. */
const choices = z
  .object({
    payments: z.array(colour).optional(),
    warWinners: z.array(colour).optional(),
    migrations: z.partialRecord(colour, place).optional(),
  })
  .strict();

export const gheosExample = z
  .object({
    title: bilingual,
    summary: bilingual,
    /** Where the source's example disagrees with its own rule: the rule wins, and the page says so. */
    discrepancy: bilingual.optional(),
    position,
    action,
    choices: choices.optional(),
  })
  .strict()
  .superRefine((example, ctx) => {
    const names = example.position.players.map((p) => p.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['position', 'players'], message: 'player names must differ' });
    }
    if (!names.includes(example.position.active)) {
      ctx.addIssue({ code: 'custom', path: ['position', 'active'], message: `no player named "${example.position.active}"` });
      return;
    }
    const built = buildPosition(example.position);
    if (!built.ok) {
      const detail = built.detail ? ` ${JSON.stringify(built.detail)}` : '';
      ctx.addIssue({ code: 'custom', path: ['position'], message: `not a reachable position: ${built.reason}${detail}` });
    }
  });

export type GheosExample = z.infer<typeof gheosExample>;
