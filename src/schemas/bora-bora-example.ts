import { z } from 'zod';
import type { Choices, DiePlacement, FinalChoices, GodPayment, PhaseBStep, PhaseCChoices } from '../games/bora-bora';
import { buildPosition, type PositionInput } from '../games/bora-bora/position';
import { ABILITIES, DICE_SPOTS, GOD_COLOURS, MATERIALS, SEXES, TERRAINS } from '../games/bora-bora/types';
import { bilingual } from './i18n-text';

/**
 * A Bora Bora worked example (`content/bora-bora/examples/{id}.yaml`): a
 * starting position, the dice and moves, and the choices the source makes.
 * Inputs only — what happens is computed by the engine, never written here.
 * Players are named by seat (0, 1, …) wherever a piece belongs to someone.
 * The printed board is not in the source: any layout an example brings is
 * made up and must say `illustrative: true`.
 */

const seat = z.number().int().min(0).max(3);
const id = z.string().min(1).max(40);
const die = z.number().int().min(1).max(6);
const count = z.number().int().min(0).max(100);
const material = z.enum(MATERIALS);
const godColour = z.enum(GOD_COLOURS);
const ability = z.enum(ABILITIES);
const sex = z.enum(SEXES);
const spot = z.enum(DICE_SPOTS);

const personTile = z.object({ sex, ability, symbols: z.number().int().min(0).max(6) }).strict();
const jewellery = z.object({ kind: id, price: z.number().int().min(0).max(20) }).strict();

const measure = z.union([
  z.object({ of: z.enum(['men', 'women', 'persons', 'different-men', 'different-women', 'different-jewellery']) }).strict(),
  z.object({ of: z.enum(['shifted-men', 'shifted-women', 'shifted-persons', 'priests-in-temple', 'jewellery', 'buildings']) }).strict(),
  z.object({ of: z.enum(['god-tiles', 'gifts', 'shells', 'first-in-turn-order', 'regions-with-huts', 'islands-with-huts']) }).strict(),
  z.object({ of: z.enum(['huts-on-twelfth', 'god-cards-same-colour', 'god-card-colours', 'materials']) }).strict(),
  z.object({ of: z.literal('persons-with-ability'), ability }).strict(),
  z.object({ of: z.literal('jewellery-of-kind'), kind: id }).strict(),
  z.object({ of: z.literal('terrain-with-huts'), terrain: z.enum(TERRAINS) }).strict(),
  z.object({ of: z.literal('god-cards'), colour: godColour }).strict(),
  z.object({ of: z.literal('material'), material }).strict(),
]);
const task = z
  .object({
    id,
    start: z.boolean().optional(),
    requirements: z.array(z.object({ measure, count: z.union([count, z.literal('all')]) }).strict()).min(1),
  })
  .strict();

const layout = z
  .object({
    /** Always true: the real board is a picture the source does not describe. */
    illustrative: z.literal(true),
    paths: z.array(z.object({ between: z.tuple([id, id]), kind: z.enum(['land', 'water']), value: die }).strict()).optional(),
    temple: z.array(die).optional(),
    ritual: z.array(z.object({ material, row: z.number().int().min(0), col: z.number().int().min(0) }).strict()).optional(),
    positionPoints: z.array(count).min(1).optional(),
    jewelleryPoints: z.array(count).max(6).optional(),
    buildings: z.array(die).max(6).optional(),
  })
  .strict();

const region = z
  .object({
    id,
    island: id,
    terrain: z.enum(TERRAINS),
    resource: z.enum([...MATERIALS, 'gift']),
    fish: die,
    site: seat.nullable().optional(),
    aside: z.array(seat).optional(),
  })
  .strict();

const player = z
  .object({
    name: z.string().min(1).max(20),
    score: count.optional(),
    position: z.number().int().min(0).max(30).optional(),
    markerHeight: z.number().int().min(0).optional(),
    dice: z.array(die).max(3).optional(),
    huts: z.array(z.number().int().min(0).max(12)).length(12).optional(),
    hutsOnMap: z.number().int().min(0).max(12).optional(),
    persons: z.array(personTile.extend({ shifted: z.boolean().optional(), space: z.number().int().min(0).max(11).optional() }).strict()).max(12).optional(),
    ritual: z.array(z.union([z.literal('empty'), z.literal('material'), die])).optional(),
    aside: z.partialRecord(material, count).optional(),
    unbuilt: z.array(die).optional(),
    gifts: count.optional(),
    shells: count.optional(),
    godCards: z.array(godColour).optional(),
    godTiles: count.optional(),
    jewellery: z.array(jewellery).max(6).optional(),
    tasks: z.array(task).max(3).optional(),
    tasksDone: z.array(z.object({ id, points: z.union([z.literal(6), z.literal(4)]), yellow: z.boolean() }).strict()).max(9).optional(),
    fishScored: z.array(id).optional(),
  })
  .strict();

const position = z
  .object({
    layout: layout.optional(),
    regions: z.array(region).optional(),
    round: z.number().int().min(1).max(6).optional(),
    phase: z.enum(['A', 'B', 'C', 'over']).optional(),
    players: z.array(player).min(1).max(4),
    order: z.array(seat).optional(),
    active: z.number().int().min(0).max(3).optional(),
    spots: z.array(spot).optional(),
    dice: z.partialRecord(spot, z.array(z.object({ player: seat, value: die, blue: z.boolean().optional() }).strict())).optional(),
    temple: z.array(seat.nullable()).optional(),
    templeGodTiles: z.number().int().min(0).max(6).optional(),
    godDeck: z.array(godColour).optional(),
    godDisplay: z.array(godColour).max(5).optional(),
    // The displays, and the stacks a round's end lays the next ones out from.
    men: z.object({ display: z.array(personTile.nullable()).max(6).optional(), stack: z.array(personTile).optional() }).strict().optional(),
    women: z.object({ display: z.array(personTile.nullable()).max(6).optional(), stack: z.array(personTile).optional() }).strict().optional(),
    taskDisplay: z.array(task).optional(),
    taskStack: z.array(task).optional(),
    jewellery: z.array(z.array(jewellery.nullable()).max(4)).max(6).optional(),
  })
  .strict() satisfies z.ZodType<PositionInput>;

const godPayment = z.discriminatedUnion('with', [
  z.object({ with: z.literal('card') }).strict(),
  z.object({ with: z.literal('pair'), colour: godColour }).strict(),
  z.object({ with: z.literal('tile') }).strict(),
]) satisfies z.ZodType<GodPayment>;

const trade = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tattoo'), space: z.number().int().min(0).max(11) }).strict(),
  z.object({ kind: z.literal('shells'), space: z.number().int().min(0).max(11) }).strict(),
  z.object({ kind: z.literal('point') }).strict(),
  z.object({ kind: z.literal('gift') }).strict(),
  z.object({ kind: z.literal('god-card') }).strict(),
  z.object({ kind: z.literal('material'), material }).strict(),
  z.object({ kind: z.literal('move-hut') }).strict(),
]);

const cardSource = z.union([z.literal('deck'), z.number().int().min(0).max(4)]);

/** The decisions met while a die or a person's action is resolved (see `Choices` in the engine). */
const choices = z
  .object({
    action: z.enum(['helper', 'temple', 'build', 'man', 'woman', 'land', 'water', 'fishing']).optional(),
    region: id.optional(),
    hutFrom: z.enum(['other', 'twelfth']).optional(),
    red: z.union([z.literal('none'), godPayment]).optional(),
    templeField: z.number().int().min(0).optional(),
    building: die.optional(),
    ritualPair: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    trades: z.array(trade).optional(),
    fire: z.object({ take: z.enum(['gift', 'god-card']), then: z.enum(['position', 'shell']) }).strict().optional(),
    personField: die.optional(),
    materials: z.array(material).optional(),
    materialSpaces: z.array(z.number().int().min(0)).optional(),
    cardSources: z.array(cardSource).optional(),
  })
  .strict() satisfies z.ZodType<Choices>;

/** A die placed by the player whose turn it is, with the blue or white god played with it. */
const move = z.object({ die, spot, blue: godPayment.optional(), white: godPayment.optional() }).strict() satisfies z.ZodType<Omit<DiePlacement, 'player'>>;

const phaseBStep = z.discriminatedUnion('type', [
  z.object({ type: z.literal('use'), sex, ability, double: godPayment.optional() }).strict(),
  z.object({ type: z.literal('extra'), sex, ability, green: godPayment }).strict(),
  z.object({ type: z.literal('done') }).strict(),
]) satisfies z.ZodType<PhaseBStep>;

const common = {
  title: bilingual,
  summary: bilingual,
  /** Where the source's example disagrees with its own rule: the rule wins, and the page says so. */
  discrepancy: bilingual.optional(),
  position,
};

/** Which dice fit a tile, and what a blue or a white god changes: each attempt starts from the same position. */
export const dicePlacement = z
  .object({ ...common, kind: z.literal('dice-placement'), attempts: z.array(z.object({ move, choices: choices.optional() }).strict()).min(1) })
  .strict();

/** Spreading: which regions each die value reaches along each kind of path, then one spread played out. */
export const spread = z
  .object({
    ...common,
    kind: z.literal('spread'),
    reach: z.array(z.object({ path: z.enum(['land', 'water']), die }).strict()).min(1),
    move,
    choices: choices.optional(),
  })
  .strict();

/** The helper with one die: every way of spending it the source lists, each from the same position. */
export const helperAction = z
  .object({ ...common, kind: z.literal('helper-action'), move, ways: z.array(choices).min(1) })
  .strict();

const onePlacement = <K extends string>(kind: K) =>
  z.object({ ...common, kind: z.literal(kind), move, choices: choices.optional() }).strict();

/** A priest placed on an occupied temple field, and the push down the line. */
export const temple = onePlacement('temple');
/** The fire bonus chosen after a priest or a building. */
export const fireBonus = onePlacement('fire-bonus');
/** Several gods played with one die. */
export const gods = onePlacement('gods');

/** Identical people combined in Phase B, step by step. */
export const combineTiles = z
  .object({
    ...common,
    kind: z.literal('combine-tiles'),
    steps: z.array(z.object({ step: phaseBStep, choices: choices.optional() }).strict()).min(1),
  })
  .strict();

const perSeat = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(['0', '1', '2', '3']), value);

/** Phase C from its start: the position track, the new turn order, the temple and the god tile. */
export const phaseC = z
  .object({
    ...common,
    kind: z.literal('phase-c'),
    choices: z
      .object({
        jewellery: perSeat(z.union([z.literal('pass'), z.number().int().min(0).max(3)])).optional(),
        tasks: perSeat(z.union([z.object({ fulfil: id, yellow: godPayment.optional() }).strict(), z.object({ drop: id }).strict()])).optional(),
        newTask: perSeat(z.number().int().min(0)).optional(),
      })
      .strict()
      .optional() satisfies z.ZodType<PhaseCChoices | undefined>,
  })
  .strict();

/** A player's end-game sheet. */
export const finalScoring = z
  .object({
    ...common,
    kind: z.literal('final-scoring'),
    choices: z.object({ yellow: perSeat(z.record(id, z.union([z.literal('none'), godPayment]))).optional() }).strict().optional() satisfies z.ZodType<FinalChoices | undefined>,
  })
  .strict();

export const boraBoraExample = z
  .discriminatedUnion('kind', [dicePlacement, spread, helperAction, temple, fireBonus, combineTiles, gods, phaseC, finalScoring])
  .superRefine((example, ctx) => {
    const names = example.position.players.map((p) => p.name);
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['position', 'players'], message: 'player names must differ' });
    }
    if (example.position.regions && !example.position.layout) {
      ctx.addIssue({ code: 'custom', path: ['position', 'layout'], message: 'a map needs a layout marked illustrative: true' });
    }
    const built = buildPosition(example.position);
    if (!built.ok) {
      const detail = built.detail ? ` ${JSON.stringify(built.detail)}` : '';
      ctx.addIssue({ code: 'custom', path: ['position'], message: `not a reachable position: ${built.reason}${detail}` });
    }
  });

export type BoraBoraExample = z.infer<typeof boraBoraExample>;
