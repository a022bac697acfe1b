/**
 * The worked examples of the rulebook, as data: each file is validated, its
 * action is run through the engine, and the outcome the source states is
 * checked here (the data files hold inputs only).
 */
import { describe, expect, it } from 'vitest';
import { accepted, workedExamples } from '../workedExamples';
import { gheosExample, type GheosExample } from '../../schemas/gheos-example';
import { applyAction } from './actions';
import type { Choices } from './choices';
import { foundCivilization } from './civilizations';
import { buildPosition } from './position';
import { computeRegions } from './regions';
import type { GheosState } from './state';
import { playTile } from './tilePlay';
import { eventsOf, expectRefusal, resolved } from './test-support';

const IDS = [
  'place-tile',
  'replace-tile',
  'temple-scoring',
  'create-civilization',
  'individual-scoring',
  'epoch-scoring',
  'war-1',
  'war-2',
  'migration-1',
  'migration-2',
  'war-and-migration',
];

const { load, expectOneFileEach } = workedExamples('gheos', gheosExample, IDS);
const start = (example: GheosExample): GheosState => accepted(buildPosition(example.position));

function run(id: string, choices?: Choices) {
  const example = load(id);
  const before = start(example);
  const { state, events } = resolved(applyAction(before, example.action, choices ?? example.choices ?? {}));
  return { example, before, state, events };
}

const scores = (s: GheosState) => s.players.map((p) => p.score);

describe('worked examples as data', () => {
  it('there is exactly one valid data file per worked example of the source', () => {
    expectOneFileEach();
  });

  it('the schema names the field of a broken example', () => {
    const bad = { ...load('war-1'), action: { type: 'place', hand: 0, at: [0, 2], rot: 4 } };
    const parsed = gheosExample.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['action', 'rot']);
    const unreachable = load('war-1');
    unreachable.position.players[0]!.followers = { yellow: 9 };
    expect(gheosExample.safeParse(unreachable).success).toBe(false);
  });

  it('every choice an example makes answers a real decision of the engine', () => {
    for (const id of IDS) {
      const example = load(id);
      const choices = example.choices ?? {};
      for (const key of Object.keys(choices) as (keyof Choices)[]) {
        const without = { ...choices, [key]: undefined };
        const r = applyAction(start(example), example.action, without);
        expect(r.ok ? 'resolved' : r.reason, `${id} without ${key}`).toBe('decision-needed');
      }
    }
  });
});

describe('place-tile', () => {
  it('Adam lays a tile from his hand against the board; it lengthens an uninhabited continent', () => {
    const { state, events } = run('place-tile');
    expect(events).toEqual([{ type: 'tile-placed', player: 0, at: '0,2', tile: 'sll.S', rot: 0, replacing: false }]);
    expect(state.players[0]?.hand).toEqual(['lcl.C']);
    expect(computeRegions(state.board).byPart['0,2:L']?.cells).toEqual(['0,0', '0,1', '0,2']);
  });
});

describe('replace-tile', () => {
  it('the replaced tile leaves the game and the new one joins the upper tile to the continent', () => {
    const { state, events } = run('replace-tile');
    expect(events.map((e) => e.type)).toEqual(['tile-removed', 'tile-placed']);
    expect(state.removed).toEqual(['sll.C']);
    expect(computeRegions(state.board).byPart['-1,1:L']?.cells).toEqual(['-1,1', '0,0', '0,1', '0,2']);
  });

  it('the upper tile shows a pyramid and cannot be replaced', () => {
    const before = start(load('replace-tile'));
    expectRefusal(playTile(before, { kind: 'replace', hand: 0, at: [-1, 1], rot: 0 }), 'tile-has-pyramid');
  });
});

describe('temple-scoring', () => {
  it('Ewa\u2019s swords temple joins the yellow continent with two swords: she takes 2 points', () => {
    const { state, events } = run('temple-scoring');
    expect(eventsOf(events, 'temple-scored')).toEqual([
      {
        type: 'temple-scored',
        player: 1,
        at: '0,3',
        symbol: 'swords',
        points: 2,
        civilization: 'yellow',
        continent: ['0,0', '0,1', '0,2', '0,3'],
      },
    ]);
    expect(scores(state)).toEqual([0, 2, 0]);
  });
});

describe('create-civilization', () => {
  it('Tom puts red on the uninhabited continent with one wheat and takes 1 red follower', () => {
    const { state, events } = run('create-civilization');
    expect(events).toEqual([
      { type: 'civilization-founded', player: 2, colour: 'red', continent: ['0,0', '0,1'], wheat: 1, followers: 1 },
    ]);
    expect(state.players[2]?.followers.red).toBe(1);
  });

  it('he cannot found it on the continent blue already holds', () => {
    const before = start(load('create-civilization'));
    expectRefusal(foundCivilization(before, { colour: 'red', at: [0, 3] }), 'continent-inhabited');
  });
});

describe('individual-scoring', () => {
  it('Adam scores 8: red followers at 1 chalice, blue at 2, nothing for yellow\u2019s 3 chalices', () => {
    const { state, events } = run('individual-scoring');
    const [scored] = eventsOf(events, 'individual-scored');
    expect(scored?.lines.map((l) => [l.colour, l.followers, l.symbols, l.points])).toEqual([
      ['red', 2, 1, 2],
      ['blue', 3, 2, 6],
    ]);
    expect(computeRegions(state.board).byPart['0,6:L']?.symbols.chalice).toBe(3);
    expect(scored?.points).toBe(8);
    expect(scores(state)).toEqual([8, 0, 0]);
  });
});

describe('epoch-scoring', () => {
  it('red followers are worth 2 (two pyramids), blue ones 1: Adam 5, Ewa 3, Tom 2', () => {
    const { state, events } = run('epoch-scoring');
    expect(eventsOf(events, 'epoch-scored')[0]?.points).toEqual([5, 3, 2]);
    expect(scores(state)).toEqual([5, 3, 2]);
  });

  it('after the scoring Ewa draws on until she gets a landscape tile', () => {
    const { state, events } = run('epoch-scoring');
    expect(events.map((e) => e.type)).toEqual(['epoch-revealed', 'epoch-scored', 'tile-drawn', 'turn-ended']);
    expect(state.players[1]?.hand).toEqual(['ccs', 'lcl.W']);
  });
});

describe('war-1', () => {
  it('Adam\u2019s tile joins red and yellow: he pays his yellow follower before the war', () => {
    const { events } = run('war-1');
    expect(events.slice(0, 3).map((e) => e.type)).toEqual(['tile-placed', 'war-declared', 'follower-paid']);
    expect(eventsOf(events, 'follower-paid')[0]).toMatchObject({ player: 0, colour: 'yellow' });
  });

  it('red has one sword on its old land, yellow none: yellow is removed with every yellow follower', () => {
    const { state, events } = run('war-1');
    expect(eventsOf(events, 'swords-counted').map((e) => [e.civilization, e.swords])).toEqual([
      ['red', 1],
      ['yellow', 0],
    ]);
    expect(eventsOf(events, 'civilization-destroyed')).toEqual([
      { type: 'civilization-destroyed', colour: 'yellow', cause: 'war', followersLost: [0, 0, 2] },
    ]);
    expect(Object.keys(state.markers)).toEqual(['red']);
    expect(state.players.map((p) => p.followers.yellow)).toEqual([0, 0, 0]);
  });
});

describe('war-2', () => {
  it('before the swap yellow has 2 swords and blue 1', () => {
    const before = start(load('war-2'));
    const map = computeRegions(before.board);
    expect(map.byPart[before.markers.yellow!]?.symbols.swords).toBe(2);
    expect(map.byPart[before.markers.blue!]?.symbols.swords).toBe(1);
  });

  it('after it both old parts have 1 sword (the new tile\u2019s sword does not count): a tie that Tom gives to blue', () => {
    const { state, events } = run('war-2');
    expect(eventsOf(events, 'swords-counted').map((e) => [e.civilization, e.swords])).toEqual([
      ['blue', 1],
      ['yellow', 1],
    ]);
    expect(eventsOf(events, 'war-tie-decided')).toEqual([
      { type: 'war-tie-decided', player: 2, tied: ['blue', 'yellow'], winner: 'blue' },
    ]);
    expect(Object.keys(state.markers)).toEqual(['blue']);
    expect(eventsOf(events, 'follower-paid')).toHaveLength(1);
  });

  it('what if Tom had chosen yellow: then blue would have gone', () => {
    const example = load('war-2');
    const { state } = run('war-2', { ...example.choices, warWinners: ['yellow'] });
    expect(Object.keys(state.markers)).toEqual(['yellow']);
  });
});

describe('migration-1', () => {
  it('Ewa splits red\u2019s continent and pays a follower; red moves to the left part, which has most wheat', () => {
    const { state, events } = run('migration-1');
    expect(eventsOf(events, 'follower-paid')).toEqual([
      { type: 'follower-paid', player: 1, colour: 'red', for: 'migration', civilizations: ['red'] },
    ]);
    const [migration] = eventsOf(events, 'migration');
    expect(migration?.candidates.map((c) => [c.cells, c.wheat])).toEqual([
      [['0,0', '0,1'], 2],
      [['0,3', '0,4'], 1],
    ]);
    expect(migration).toMatchObject({ decidedBy: 'most-wheat', to: { cells: ['0,0', '0,1'] } });
    expect(state.markers.red).toBe('0,0:L');
  });
});

describe('migration-2', () => {
  it('the island and the continent tie on wheat 1\u20131; the coast at the top is no candidate', () => {
    const { state, events } = run('migration-2');
    const [migration] = eventsOf(events, 'migration');
    expect(migration?.candidates.map((c) => [c.kind, c.wheat, c.cells])).toEqual([
      ['continent', 1, ['0,1', '0,2', '0,3']],
      ['island', 1, ['0,3', '0,4']],
    ]);
    // The new tile's top coast and the upper tile's coast form an island of their own.
    expect(computeRegions(state.board).byPart['-1,3:c0']?.cells).toEqual(['-1,3', '0,3']);
    expect(migration?.candidates.some((c) => c.cells.includes('-1,3'))).toBe(false);
  });

  it('yellow goes to the continent, since a continent always beats an island', () => {
    const { state, events } = run('migration-2');
    expect(eventsOf(events, 'migration')[0]).toMatchObject({ decidedBy: 'continent-over-island', to: { kind: 'continent' } });
    expect(state.markers.yellow).toBe('0,1:L');
  });
});

describe('war-and-migration', () => {
  it('blue migrates right, onto red\u2019s continent, and is destroyed whatever its swords', () => {
    const { state, events } = run('war-and-migration');
    expect(eventsOf(events, 'migration')[0]).toMatchObject({ decidedBy: 'most-wheat', to: { wheat: 2, inhabitedBy: 'red' } });
    expect(eventsOf(events, 'swords-counted')).toEqual([]);
    expect(eventsOf(events, 'war-lost-on-arrival')).toEqual([
      {
        type: 'war-lost-on-arrival',
        civilization: 'blue',
        residents: ['red'],
        continent: ['-1,3', '-1,4', '0,3', '0,4', '0,5'],
      },
    ]);
    expect(Object.keys(state.markers)).toEqual(['red']);
    expect(state.players.map((p) => p.followers.blue)).toEqual([0, 0, 0]);
  });

  it('Tom pays only once, for the migration', () => {
    const { events } = run('war-and-migration');
    expect(eventsOf(events, 'follower-paid')).toEqual([
      { type: 'follower-paid', player: 2, colour: 'blue', for: 'migration', civilizations: ['blue'] },
    ]);
  });
});
