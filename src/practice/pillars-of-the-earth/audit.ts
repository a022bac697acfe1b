/**
 * Test support (issue 26): each Pillars kind's answer worked out twice more, once through the engine's
 * public API by another path than the kind's (`second`), once from what the reader is shown only, the
 * picture's view and the lines under it (`solve`).
 */
import {
  discardOptions, resolveBuilderPlacement, resolveDraft, resolveEvent, resolveWoolMill, type DraftMove, type PillarsEvent,
} from '../../games/pillars-of-the-earth';
import { list } from '../../explainers/pillars/messages';
import type { PillarsView } from '../../explainers/pillars/views';
import type { Message } from '../../explainers/types';
import type { KindAudit } from '../kindTests';
import { gold, held, pq } from './common';
import { replayRound, type Replayed, type RoundRecord } from './round';

type Audit = KindAudit<PillarsView, RoundRecord>;

const param = (m: Message, name: string): unknown => m.params?.[name];
const num = (m: Message, name: string) => Number(param(m, name));
const line = (details: readonly Message[] | undefined, key: string) => (details ?? []).find((d) => d.key === key);
const taxCost = (paid: number, lost: number): Message => pq('pillars.practice.tax.cost', { paid, lost });

function replayed(r: RoundRecord): Replayed {
  const x = replayRound(r);
  if (!x.ok) throw new Error(x.reason);
  return x.value;
}

/** The pool's cards named as the choices name them: resources, then craftsmen, each in the pool's order. */
export function poolLabel(pool: readonly { kind: string; resource?: string; tokens?: number; workers?: number; name?: Message; cost?: number }[]): Message {
  const resources = pool.filter((c) => c.kind === 'resource').map((c) => pq('pillars.practice.draft-cards.resource', { card: pq('pillars.card', { tokens: c.tokens!, resource: pq(`pillars.resource.${c.resource as 'wood'}`) }), workers: c.workers! }));
  const craftsmen = pool.filter((c) => c.kind === 'craftsman').map((c) => pq('pillars.practice.draft-cards.craftsman', { name: c.name!, cost: c.cost! }));
  const all = [...resources, ...craftsmen];
  return all.length ? list(all) : pq('pillars.practice.draft-cards.none');
}

const draftCards: Audit = {
  // Each card of the pool offered to the engine's draft as the next take (with or without the large pawn, with each
  // craftsman it might replace): the cards it accepts.
  second(q) {
    const at = replayed(q.position);
    const p = at.pending;
    if (!p || p.decision.kind !== 'draft') return null;
    const s = p.state;
    const row = s.players[p.decision.player]!.craftsmen;
    const takes = (card: string): DraftMove[] => {
      const craftsman = s.pool.craftsmen.find((c) => c.id === card);
      const discards = craftsman ? [undefined, ...discardOptions(row, craftsman)] : [undefined];
      return [false, true].flatMap((largeWorker) => discards.map((discard) => ({ type: 'take' as const, card, ...(largeWorker ? { largeWorker } : {}), ...(discard ? { discard } : {}) })));
    };
    const accepted = (card: string) =>
      takes(card).some((move) => {
        const r = resolveDraft(at.dealt, [...q.position.draft, move]);
        return r.ok || r.reason === 'decision-needed';
      });
    const open = new Set([...s.pool.resources, ...s.pool.craftsmen].map((c) => c.id).filter(accepted));
    return poolLabel([...s.pool.resources.map((c) => ({ kind: 'resource', ...c })), ...s.pool.craftsmen.filter((c) => open.has(c.id)).map((c) => ({ kind: 'craftsman', ...c, name: (q.view.pool ?? []).find((x) => x.id === c.id)?.name }))].filter((c) => open.has(c.id)));
  },
  // The open cards of the pool: a resource card whose workers some of the free pawns add up to exactly (a large
  // pawn counts as five, and no change is given), a craftsman whose price the player's gold covers.
  solve(q) {
    const hand = line(q.details, 'pillars.practice.draft-cards.hand');
    if (!hand) return null;
    const [small, large, wealth] = [num(hand, 'small'), num(hand, 'large'), num(hand, 'gold')];
    const exact = (n: number) => [0, large].some((l) => l <= large && n - 5 * l >= 0 && n - 5 * l <= small);
    const open = (q.view.pool ?? []).filter((c) => c.state === 'open' && (c.kind === 'resource' ? exact(c.workers!) : c.cost! <= wealth));
    return poolLabel(open);
  },
};

const builderCost: Audit = {
  // Phase II resolved by the engine with one more step, a pass, at the asked draw: the price it names there.
  second(q) {
    const at = replayed(q.position);
    const p = at.pending;
    if (!p || p.decision.kind !== 'builder' || !at.draft) return null;
    const r = resolveBuilderPlacement(at.draft.state, { draws: { seed: q.position.drawSeed }, steps: [...q.position.builders, p.decision.options.includes('pass') ? 'pass' : 'place'] });
    if (r.ok || r.reason === 'decision-needed') {
      const events: PillarsEvent[] = r.ok ? r.value.events : (r.events ?? []);
      const decided = events.filter((e) => e.type === 'builder-placed' || e.type === 'passed');
      const before = p.events.filter((e) => e.type === 'builder-placed' || e.type === 'passed').length;
      const e = decided[before];
      return e && (e.type === 'builder-placed' || e.type === 'passed') ? gold(e.cost) : null;
    }
    return null;
  },
  // The cost track: 7 gold for the first builder decided, one less for each since (a redraw moves nothing). The
  // sixth draw of a two-player round, whose price the source leaves open, is never asked.
  solve(q) {
    const history = (q.details ?? []).filter((d) => d.key === 'pillars.practice.builder-cost.history');
    const decided = history.filter((d) => param(d, 'did') !== 'redraw').length;
    const bag = line(q.details, 'pillars.practice.builder-cost.bag');
    if (!bag) return null;
    return gold(Math.max(0, 7 - decided));
  },
};

const tax: Audit = {
  // The tax card resolved by the engine's event rule on its own, with the Bishop's choice of the record.
  second(q) {
    const at = replayed(q.position);
    if (!at.builders) return null;
    const seat = at.builders.state.players.findIndex((p) => p.colour === (param(q.prompt, 'player') as Message).key.split('.').pop());
    const r = resolveEvent(at.builders.state, { kind: 'tax' }, q.position.bishop ? { bishop: q.position.bishop } : {});
    if (!r.ok) return null;
    const paid = r.value.events.find((x): x is Extract<PillarsEvent, { type: 'tax-paid' }> => x.type === 'tax-paid' && x.player === seat);
    return paid ? taxCost(paid.paid, paid.pointsLost) : taxCost(0, 0);
  },
  // 4 gold, or all the player has; a point for every 2 gold short, rounded down, no more than the player has;
  // nothing for the player at the Bishop who chooses protection.
  solve(q) {
    const me = line(q.details, 'pillars.practice.tax.gold');
    if (!me) return null;
    const protect = line(q.details, 'pillars.practice.tax.bishopProtect');
    const player = param(me, 'player') as Message;
    if (protect && JSON.stringify(param(protect, 'player')) === JSON.stringify(player)) return taxCost(0, 0);
    const paid = Math.min(4, num(me, 'gold'));
    return taxCost(paid, Math.min(num(me, 'points'), Math.floor((4 - paid) / 2)));
  },
};

const woolMill: Audit = {
  second(q) {
    const at = replayed(q.position);
    if (!at.event) return null;
    const seat = at.event.state.players.findIndex((p) => p.colour === (param(q.prompt, 'player') as Message).key.split('.').pop());
    const e = resolveWoolMill(at.event.state).events.find((x) => x.type === 'wool-mill-income' && x.player === seat);
    return e && e.type === 'wool-mill-income' ? held(e.wealth) : null;
  },
  // One gold a worker in the mill, the large pawn counting as five, and never above 30 gold.
  solve(q) {
    const b = line(q.details, 'pillars.practice.wool-mill.before');
    return b ? held(Math.min(30, num(b, 'gold') + num(b, 'small') + 5 * num(b, 'large'))) : null;
  },
};

export const AUDITS: Record<string, Audit> = { 'draft-cards': draftCards, 'builder-cost': builderCost, tax, 'wool-mill': woolMill };
