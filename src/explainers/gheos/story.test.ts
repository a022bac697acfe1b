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
    // A replacement's lift is a step of its own: the opening shows the board before it.
    expect(keys(run('war-2')).slice(0, 2)).toEqual(['gheos.start.replace', 'gheos.ev.tile-removed']);
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
    // war-2's tie is Tom's to decide: the step of his choice says who wins, so nothing is asked after it.
    expect(asked('war-2')).toEqual([]);
  });

  it('epoch-scoring: after the scoring Ewa draws again, and the step says she gets a landscape tile', () => {
    const steps = run('epoch-scoring');
    expect(keys(steps)).toEqual(['gheos.start.draw', 'gheos.ev.epoch-scored', 'gheos.ev.redraw']);
  });

  it('war-and-migration: the move to the most wheat says the whole continent counts, and "the other piece" is one', async () => {
    const { dictionaries } = await import('../../i18n');
    const { translator } = await import('../../i18n/translate');
    const step = run('war-and-migration').find((s) => s.caption.key === 'gheos.ev.migration-wheat')!;
    expect(translator('en', dictionaries.en)(step.caption)).toBe(
      'The blue civilization moves to the continent with the most wheat: 2, counting all that land, not only what is left of the old continent (the other piece: 1).',
    );
  });

  it('migration-1: where the piece moved to is old land only, the move does not speak of other land counted (a referee found it confusing there)', async () => {
    const { dictionaries } = await import('../../i18n');
    const { translator } = await import('../../i18n/translate');
    const step = run('migration-1').find((s) => s.caption.key === 'gheos.ev.migration-wheat')!;
    for (const lang of ['en', 'pl'] as const) expect(translator(lang, dictionaries[lang])(step.caption)).not.toMatch(/counting all that land|licząc cały ten ląd/);
  });

  it('place-tile: its one step marks the tile just laid (a referee could not tell which was new): a last step keeps what its event marks', () => {
    const steps = run('place-tile');
    expect(steps).toHaveLength(1);
    expect(steps[0]!.view.highlights).toContainEqual({ role: 'placed', cells: ['0,2'] });
  });

  it('migration-2: a continent beats an island on tied wheat', () => {
    expect(keys(run('migration-2'))).toContain('gheos.ev.migration-continent');
  });

  it('migration-2: each island is listed with its wheat, and the one holding a piece of the broken continent says so', () => {
    const steps = run('migration-2');
    const split = steps.find((s) => s.caption.key === 'gheos.ev.continent-split')!;
    // The island the engine's split counts as a piece, with the wheat its regions count; the other holds none of it.
    expect(split.view.islands.map((i) => [i.wheat, i.piece]).sort()).toEqual([
      [0, null],
      [1, 'yellow'],
    ]);
    const after = steps.at(-1)!;
    expect(after.view.islands.map((i) => i.piece)).toEqual([null, null]);
  });

  it('a replacement opens on the board before the lift, the tile to be lifted marked, and the lift is the next step', () => {
    for (const id of ['replace-tile', 'war-2', 'war-and-migration', 'migration-1', 'migration-2']) {
      const steps = run(id);
      const [first, lift] = steps;
      const at = first!.view.highlights.find((h) => h.role === 'lifting')?.cells;
      expect(at, id).toHaveLength(1);
      expect(first!.view.tiles.some((t) => t.at === at![0]), id).toBe(true);
      expect(lift!.caption.key, id).toBe('gheos.ev.tile-removed');
      expect(lift!.view.tiles.some((t) => t.at === at![0]), id).toBe(false);
    }
  });

  it('the numbers the replacement examples’ summaries give can be read in their steps’ lists', () => {
    const home = (s: Step<BoardView>, colour: string) => s.view.continents.find((c) => c.civilization === colour && !c.part && !c.atWar);
    const [war2] = run('war-2');
    expect([home(war2!, 'yellow')?.swords, home(war2!, 'blue')?.swords]).toEqual([2, 1]);
    const [wm] = run('war-and-migration');
    expect([home(wm!, 'blue')?.swords, home(wm!, 'red')?.swords]).toEqual([2, 0]);
    const pieces = (id: string, colour: string) =>
      run(id).map((s) => s.view.continents.filter((c) => c.civilization === colour && c.part === 'piece').map((c) => c.wheat).sort());
    expect(pieces('migration-1', 'red')).toContainEqual([1, 2]);
  });

  it('no land of a broken continent is called uninhabited (or a home) before its civilization has moved', () => {
    for (const id of ['war-and-migration', 'migration-1', 'migration-2']) {
      const steps = run(id);
      const moved = steps.findIndex((s) => s.caption.key.startsWith('gheos.ev.migration-'));
      expect(moved, id).toBeGreaterThan(1);
      const broken = steps[0]!.view.continents.find((c) => c.civilization && c.cells.includes(steps[0]!.view.highlights[0]!.cells[0]!))!;
      for (const s of steps.slice(1, moved)) {
        const lands = s.view.continents.filter((c) => c.cells.some((cell) => broken.cells.includes(cell)));
        for (const c of lands) expect(c.civilization === broken.civilization ? c.part : c.civilization, `${id}: ${s.caption.key}`).toBeTruthy();
      }
    }
  });
});

describe('Gheos captions in Polish', () => {
  it('a player-chosen migration agrees "chosen" with the island or continent it names', async () => {
    const { captionOf } = await import('./captions');
    const { translator } = await import('../../i18n/translate');
    const { dictionaries } = await import('../../i18n');
    const t = translator('pl', dictionaries.pl);
    const said = (kind: 'island' | 'continent') => {
      const to = { kind, cells: [], wheat: 1 } as unknown as NonNullable<Extract<Parameters<typeof captionOf>[0], { type: 'migration' }>['to']>;
      return t(captionOf({ type: 'migration', civilization: 'red', from: [], candidates: [to], to, decidedBy: 'player' }, ['Adam'])!);
    };
    // It said "na wybrany przez siebie wyspę".
    expect(said('island')).toContain('na wybraną przez siebie wyspę');
    expect(said('continent')).toContain('na wybrany przez siebie kontynent');
  });
});

describe('Gheos game end', () => {
  // A referee read "Ewa wins" after a 2–2 tie on points, with nothing of the followers that decided it (review v17).
  it('a tie on points settled by followers says so, with the winner’s followers, in both languages', async () => {
    const { captionOf } = await import('./captions');
    const { translator } = await import('../../i18n/translate');
    const { dictionaries } = await import('../../i18n');
    const event: Parameters<typeof captionOf>[0] = { type: 'winner-decided', winners: [1], decidedBy: 'followers', scores: [2, 2, 1], followers: [1, 2, 0] };
    const en = translator('en', dictionaries.en)(captionOf(event, ['Tom', 'Ewa', 'Adam'])!);
    expect(en).toBe('The points are level: Ewa wins with the most followers (2).');
    const pl = translator('pl', dictionaries.pl)(captionOf(event, ['Tom', 'Ewa', 'Adam'])!);
    expect(pl).toContain('wyznawców (2)');
    expect(translator('en', dictionaries.en)(captionOf({ type: 'winner-decided', winners: [1], decidedBy: 'score', scores: [2, 3, 1], followers: [1, 2, 0] }, ['Tom', 'Ewa', 'Adam'])!)).toBe('Ewa wins.');
  });
});

describe('Gheos player names', () => {
  it('start with no letter a civilization is marked by, in either language', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { dictionaries } = await import('../../i18n');
    const dir = join(process.cwd(), 'content', 'gheos', 'examples');
    const names = new Set(readdirSync(dir).flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/name: (\w+)/g)].map((m) => m[1]!)));
    // And the made-up games' players (practice, the sandbox's random games).
    const { PLAYER_NAMES } = await import('../../games/gheos/random-play');
    for (const n of PLAYER_NAMES) names.add(n);
    const initials = (['en', 'pl'] as const).flatMap((lang) => Object.entries(dictionaries[lang]).filter(([k]) => k.startsWith('gheos.initial.')).map(([, v]) => v));
    expect(names.size).toBeGreaterThan(2);
    expect(initials.length).toBeGreaterThan(10);
    // "Noah" beside the Polish blue civilization's "N" read as Noah's piece in front of a room.
    const clash = [...names].filter((n) => initials.some((i) => n.startsWith(i)));
    expect(clash).toEqual([]);
  });
});
