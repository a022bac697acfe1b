import { moveDefaults, moveOutcome } from '../../../explainers/gheos/resolveMove';
import type { SandboxRules } from '../../../explainers/gheos/sandbox/sandboxMachine';
import { recordAction, turnOrderRefusal } from '../../../games/gheos/sandbox';
import { setupGame } from '../../../games/gheos/setup';
import { syntheticLandscapeTiles } from '../../../games/gheos/synthetic';
import { createRng } from '../../../games/gheos/random';

/** The rules of play for the sandbox machine: the turn's order first, then the action's own rules. */
export const rules: SandboxRules = {
  outcome: (table, action, inputs) => {
    const order = turnOrderRefusal(table, action);
    if (order) return { ok: false, reason: order.reason };
    const r = moveOutcome(table.state, action, inputs);
    return r.ok ? { ok: true, table: { state: r.state, turn: recordAction(table.turn, action, r.state) } } : r;
  },
  defaults: moveDefaults,
  newGame: (names, seed) => {
    const rng = createRng(seed);
    const game = setupGame({ players: [...names], landscape: syntheticLandscapeTiles(rng), rng });
    if (!game.ok) throw new Error(game.reason);
    return game.value;
  },
};
