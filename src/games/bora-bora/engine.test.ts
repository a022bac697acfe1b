import { describe, expect, it } from 'vitest';
import { at } from '../choiceEngine';
import { firstLegal, play } from '../driver';
import { choiceValues } from './answers';
import { boraBoraEngine } from './engine';
import { templeTable } from './test-support';

/** Ala to move with a 3; Bartek's priest on field 4 (value 3) and Celina's on field 5 are in the way. */
const start = () => templeTable([null, null, null, 1, 2, null]);

const temple = { kind: 'die', placement: { player: 0, die: 3, spot: 'temple' } } as const;

describe('Bora Bora through the engine contract and the shared driver', () => {
  it('asks each decision in turn and resolves the die with the answers given', () => {
    const asked: string[] = [];
    const p = play(boraBoraEngine, at(start()), [temple], (d) => {
      asked.push(d.kind);
      return firstLegal(choiceValues(d), [d.kind === 'temple-field' ? 3 : undefined]);
    });
    expect(asked.slice(0, 2)).toEqual(['temple-field', 'fire']);
    expect(p.ok && p.state.position.temple).toEqual([null, null, null, 0, 1, 2]);
  });

  it('keeps the table after every event only when asked, each one as the event leaves it', () => {
    const answer = (d: Parameters<typeof choiceValues>[0]) => firstLegal(choiceValues(d), [3]);
    const plain = play(boraBoraEngine, at(start()), [temple], answer);
    expect(plain.ok && plain.trace.every((s) => s.during === undefined)).toBe(true);
    const kept = play(boraBoraEngine, at(start()), [temple], answer, { during: true });
    if (!kept.ok) throw new Error(kept.reason);
    const events = kept.trace.flatMap((s) => s.events);
    const states = kept.trace.flatMap((s) => s.during ?? []).map((t) => t.position);
    expect(states).toHaveLength(events.length);
    // The temple changes priest by priest: the new priest first, then each push.
    const templeAfter = (type: string) => states[events.findIndex((e) => e.type === type)]!.temple;
    expect(templeAfter('priest-placed')).toEqual([null, null, null, 0, 2, null]);
    expect(templeAfter('priest-pushed')).toEqual([null, null, null, 0, 1, null]);
    // After the last event only the turn passes on.
    expect({ ...states.at(-1)!, active: 0 }).toEqual({ ...kept.state.position, active: 0 });
  });

  it('refuses a choice made up front that the rules do not allow, as the rule function does', () => {
    const p = play(boraBoraEngine, at(start()), [{ ...temple, choices: { templeField: 0 } }], () => undefined);
    expect(p).toMatchObject({ ok: false, reason: 'invalid-choice', move: 0 });
  });

  it('takes the helper’s trades as one answer, a list the caller makes', () => {
    const helper = { kind: 'die', placement: { player: 0, die: 3, spot: 'helper' } } as const;
    const p = play(boraBoraEngine, at(start()), [helper], (d) => (d.kind === 'trades' ? [{ kind: 'point' as const }, { kind: 'point' as const }] : undefined));
    expect(p.ok && p.trace.flatMap((s) => s.events).filter((e) => e.type === 'trade')).toHaveLength(2);
  });
});
