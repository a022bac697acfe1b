import { describe, expect, it } from 'vitest';
import { applyAction, buildPosition, decodePosition, positionKept, type GheosAction } from '../../games/gheos';
import { gheosExample } from '../../schemas/gheos-example';
import { exampleFiles } from '../exampleFiles';
import { localize } from '../localize';
import { moveOutcome, moveSteps } from './story';

const { ids, raw } = exampleFiles('gheos', gheosExample);
const load = (id: string) => localize(raw(id), 'en');

describe('"try from here": every step of every worked example opens a sandbox position', () => {
  for (const id of ids) {
    it(`${id}: steps before the result open the position the move starts from, the result the position after it`, () => {
      const example = load(id);
      const start = buildPosition(example.position);
      if (!start.ok) throw new Error(start.reason);
      const action = example.action as GheosAction;
      const steps = moveSteps(start.value, action, example.choices ?? {}, {}, { positions: true });
      const codes = steps.map((s) => s.view.position);
      expect(codes.every((c) => typeof c === 'string')).toBe(true);
      const decoded = codes.map((c) => decodePosition(c ?? ''));
      for (const d of decoded) expect(d.ok).toBe(true);
      // A one-step example (the move folded whole into its opening) has only the position after.
      const first = decoded[0];
      if (first?.ok && decoded.length > 1) expect(first.value).toEqual(positionKept(start.value));
      const last = decoded[decoded.length - 1];
      const r = applyAction(start.value, action, { payments: example.choices?.payments as never, warWinners: example.choices?.warWinners as never, migrations: example.choices?.migrations as never });
      if (last?.ok && r.ok) expect(last.value).toEqual(positionKept(r.value.state));
    });
  }

  it('a sandbox move has no such links, and its outcome follows the reader’s choices', () => {
    const example = load('war-1');
    const start = buildPosition(example.position);
    if (!start.ok) throw new Error(start.reason);
    const action = example.action as GheosAction;
    expect(moveSteps(start.value, action, {}, {}).every((s) => s.view.position === undefined)).toBe(true);
    const red = moveOutcome(start.value, action, { pay1: 'red' });
    const yellow = moveOutcome(start.value, action, { pay1: 'yellow' });
    expect(red.ok && yellow.ok).toBe(true);
    if (red.ok && yellow.ok) {
      expect(red.state.players[0]?.followers.red).toBe(0);
      expect(yellow.state.players[0]?.followers.red).toBe(1);
    }
  });
});
