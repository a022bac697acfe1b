import {
  buildPosition,
  resolveBuilderPlacement,
  resolveDraft,
  resolveEvent,
  type PositionInput,
} from '../../games/pillars-of-the-earth';
import type { Localized } from '../../explainers/localize';
import type { PillarsExample } from '../../schemas/pillars-example';
import { firstRefusedMove, type Answer, type EngineRefusal } from './types';

const answer = (r: { ok: boolean; reason?: string; detail?: Readonly<Record<string, string | number>> }): Answer =>
  r.ok ? { ok: true } : { ok: false, reason: r.reason ?? 'refused', ...(r.detail ? { detail: r.detail } : {}) };

/**
 * Plays a Pillars example strictly with the engine: the draft's moves and the
 * builders' steps one by one (the first the engine refuses is named), and the
 * Bishop's choice as written.
 */
export function checkPillars(d: Localized<PillarsExample>): EngineRefusal[] {
  const table = (input: PositionInput) => buildPosition(input);
  switch (d.kind) {
    case 'resource-draft': {
      const built = table({
        players: d.players.map((colour) => ({ colour })),
        startPlayer: d.startPlayer,
        pool: { resources: d.pool.resources, craftsmen: d.pool.craftsmen.map(({ id, cost }) => ({ id, cost })) },
      });
      if (!built.ok) return [{ at: 'pool', reason: built.reason }];
      const r = firstRefusedMove(d.moves, (moves) => answer(resolveDraft(built.value, moves)), 'moves');
      return r ? [r] : [];
    }
    case 'builder-placement':
    case 'two-player-track': {
      const built = table({ players: d.players.map((colour) => ({ colour })), startPlayer: d.startPlayer });
      if (!built.ok) return [{ at: 'players', reason: built.reason }];
      const draws = { seed: d.seed, order: d.draws };
      const r = firstRefusedMove(d.steps, (steps) => answer(resolveBuilderPlacement(built.value, { draws, steps: [...steps] })), 'steps', 'draws');
      return r ? [r] : [];
    }
    case 'tax-event': {
      const built = table({ players: d.players, startPlayer: d.startPlayer, builders: d.bishop ? [{ colour: d.bishop.colour, at: 'bishop' }] : [] });
      if (!built.ok) return [{ at: 'players', reason: built.reason }];
      const choice = d.bishop?.choice;
      const r = resolveEvent(built.value, { kind: 'tax' }, choice === undefined ? {} : { bishop: choice });
      return r.ok || r.reason === 'decision-needed' ? [] : [{ at: 'bishop.choice', reason: r.reason, ...(r.detail ? { detail: r.detail } : {}) }];
    }
    case 'wool-mill':
      return [];
  }
}
