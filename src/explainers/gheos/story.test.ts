import { describe, expect, it } from 'vitest';
import { gheosExample } from '../../schemas/gheos-example';
import { exampleStories } from '../exampleFiles';
import type { Step } from '../types';
import { gheosStory } from './story';
import { asksAt } from '../predict';
import type { BoardView } from './views';

const { ids, run } = exampleStories('gheos', gheosExample, () => gheosStory);


const keys = (steps: readonly Step<BoardView>[]) => steps.map((s) => s.caption.key);

describe('Gheos example stories, computed by the engine', () => {
  it('has the eleven worked examples of the source', () => {
    expect(ids).toEqual([
      'create-civilization',
      'epoch-scoring',
      'individual-scoring',
      'migration-1',
      'migration-2',
      'place-tile',
      'replace-tile',
      'temple-scoring',
      'war-1',
      'war-2',
      'war-and-migration',
    ]);
  });

  it('war-2: the tie goes to blue by default, and choosing yellow destroys blue instead', () => {
    const steps = run('war-2');
    const tie = steps.find((s) => s.decision?.name === 'winner1');
    expect(tie?.decision?.options.map((o) => o.value).sort()).toEqual(['blue', 'yellow']);
    const destroyed = (s: readonly Step<BoardView>[]) => s.find((x) => x.caption.key === 'gheos.ev.destroyed-war')?.caption.params?.colour;
    expect(destroyed(steps)).toEqual({ key: 'gheos.colour.yellow' });
    expect(destroyed(run('war-2', { winner1: 'yellow' }))).toEqual({ key: 'gheos.colour.blue' });
  });

  it('war-1: Adam pays with his yellow follower by default, and the reader may pay another colour', () => {
    const steps = run('war-1');
    const pay = steps.find((s) => s.decision?.name === 'pay1');
    expect(pay?.caption.params?.colour).toEqual({ key: 'gheos.colour.yellow' });
    expect(pay!.decision!.options.length).toBeGreaterThan(1);
  });

  it('war-and-migration: the migrating civilization loses on arrival and the active player pays only once', () => {
    const steps = run('war-and-migration');
    expect(keys(steps)).toContain('gheos.ev.lost-on-arrival');
    expect(keys(steps).filter((k) => k.startsWith('gheos.ev.paid-'))).toHaveLength(1);
  });

  it('says each thing once: the opening holds the first event, the closing scores join the last step', () => {
    const war = run('war-1');
    expect(keys(war)).not.toContain('gheos.ev.tile-placed');
    expect(keys(war)).not.toContain('gheos.summary');
    expect(war[0]).toMatchObject({ caption: { key: 'gheos.start.place' }, holds: 2 });
    expect(war.at(-1)!.details?.map((d) => d.key)).toEqual(['gheos.summary.player', 'gheos.summary.player', 'gheos.summary.player']);
    // A replacement's lift is news, not a repeat: it stays as a line under the opening.
    expect(run('war-2')[0]!.details?.map((d) => d.key)).toEqual(['gheos.ev.tile-removed']);
  });

  it('Predict asks the steps that reveal an outcome, with the engine’s choices, and nothing a player chose', () => {
    const asked = (id: string, inputs = {}) => {
      const steps = run(id, inputs);
      return steps.flatMap((s, i) => (asksAt(steps, i) ? [{ key: s.caption.key, ask: s.ask }] : []));
    };
    const war = asked('war-1');
    expect(war.map((a) => a.key)).toEqual(['gheos.ev.war-won']);
    expect(war[0]!.ask?.options.map((o) => o.value)).toEqual(['red', 'yellow']);
    expect(war[0]!.ask?.answer).toBe('red');
    expect(asked('epoch-scoring').map((a) => a.key)).toEqual(['gheos.ev.epoch-scored']);
    expect(asked('epoch-scoring')[0]!.ask?.answer).toBe('3');
    expect(asked('temple-scoring').map((a) => a.key)).toEqual(['gheos.ev.temple-scored']);
    expect(asked('migration-1').map((a) => a.key)).toEqual(['gheos.ev.migration-wheat']);
    expect(asked('war-and-migration').map((a) => a.key)).toEqual(['gheos.ev.migration-wheat', 'gheos.ev.lost-on-arrival']);
    // war-2's tie is Noah's to decide: the step of his choice says who wins, so nothing is asked after it.
    expect(asked('war-2')).toEqual([]);
  });

  it('migration-2: a continent beats an island on tied wheat', () => {
    expect(keys(run('migration-2'))).toContain('gheos.ev.migration-continent');
  });

  it('the board of every step is a picture of the engine’s state: the first shows the old tile lifted', () => {
    // The opening ("Noah replaces a tile") holds its first event, so it shows the table after it.
    const first = run('war-2')[0]!.view;
    expect(first.tiles).toHaveLength(4);
    expect(first.markers.map((m) => m.colour).sort()).toEqual(['blue', 'yellow']);
  });
});
