import { z } from 'zod';
import type { CellKey, Choices, GheosAction, PartKey } from '../games/gheos';
import { buildPosition, type PositionInput } from '../games/gheos/position';
import { COLOURS, FOLLOWERS_PER_COLOUR } from '../games/gheos/state';
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
const placeKey = z.custom<CellKey | PartKey>((v) => typeof v === 'string' && /^-?\d+,-?\d+(:(L|c[012]))?$/.test(v));
const place = z.union([cell, placeKey], { error: (issue) => `expected [row, col], "row,col" or "row,col:L|c0|c1|c2"; got ${JSON.stringify(issue.input)}` });
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
  .strict() satisfies z.ZodType<PositionInput>;

const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('place'), hand: z.number().int().min(0).max(1), at: cell, rot }).strict(),
  z.object({ type: z.literal('replace'), hand: z.number().int().min(0).max(1), at: cell, rot }).strict(),
  z.object({ type: z.literal('found'), colour, at: place }).strict(),
  z.object({ type: z.literal('take'), colour }).strict(),
  z.object({ type: z.literal('individual-scoring') }).strict(),
  z.object({ type: z.literal('draw'), from: z.array(z.number().int().min(0)).optional() }).strict(),
]) satisfies z.ZodType<GheosAction>;

/** The decisions the source makes: who pays which follower, who wins a tie, where a tied migration goes. */
const choices = z
  .object({
    payments: z.array(colour).optional(),
    warWinners: z.array(colour).optional(),
    migrations: z.partialRecord(colour, place).optional(),
  })
  .strict() satisfies z.ZodType<Choices>;

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
      const { path, message } = positionProblem(example.position, built.reason, built.detail ?? {});
      ctx.addIssue({ code: 'custom', path: ['position', ...path], message });
    }
  });

/** Where in the position the engine's refusal points, and why, in words (the engine's code kept in brackets). */
function positionProblem(
  pos: z.infer<typeof position>,
  reason: string,
  detail: Readonly<Record<string, string | number>>,
): { path: (string | number)[]; message: string } {
  const code = ` (${reason})`;
  const cell = (key: string | number | undefined) => `[${String(key).split(':')[0]?.replace(',', ', ')}]`;
  const tileAt = (key: string | number | undefined) => pos.board.findLastIndex((t) => `${t.at[0]},${t.at[1]}` === String(key));
  const colour = String(detail.colour ?? '');
  switch (reason) {
    case 'duplicate-cell':
      return { path: ['board', tileAt(detail.at), 'at'], message: `two tiles on the cell ${cell(detail.at)}${code}` };
    case 'bad-tile-code':
      if (detail.at !== undefined) return { path: ['board', tileAt(detail.at), 'tile'], message: `"${String(detail.tile)}" is not a landscape tile${code}` };
      return { path: ['players', Number(detail.player ?? 0), 'hand'], message: `a tile in this hand is not a landscape tile${code}` };
    case 'bad-marker':
      return {
        path: ['markers', colour],
        message: detail.reason === 'no-tile-there' ? `the ${colour} marker stands where no tile is on the board${code}` : `the ${colour} marker is not on a part of a tile (${String(detail.reason)})`,
      };
    case 'marker-not-on-continent':
      return { path: ['markers', colour], message: `the ${colour} marker is not on a continent${code}` };
    case 'two-markers-on-one-continent':
      return { path: ['markers', colour], message: `the ${colour} marker shares a continent with the ${String(detail.other)} one${code}` };
    case 'followers-not-conserved':
      return { path: ['players'], message: `the players hold ${String(detail.held)} ${colour} followers, but there are only ${FOLLOWERS_PER_COLOUR} of each colour${code}` };
    case 'follower-of-absent-civilization':
      return { path: ['markers'], message: `players hold ${colour} followers, but no ${colour} marker is on the board${code}` };
    case 'epoch-tile-in-hand':
      return { path: ['players', Number(detail.player ?? 0), 'hand'], message: `an epoch tile cannot be in a hand${code}` };
    case 'too-many-tiles-in-hand':
      return { path: ['players', Number(detail.player ?? 0), 'hand'], message: `too many tiles in this hand${code}` };
    case 'bad-token-count':
      return { path: ['players', Number(detail.player ?? 0), 'tokens'], message: `not a possible number of scoring tokens${code}` };
    default:
      return { path: [], message: `not a reachable position: ${reason} ${JSON.stringify(detail)}` };
  }
}

export type GheosExample = z.infer<typeof gheosExample>;
