import { describe, expect, it } from 'vitest';
import { buildPosition, type Answer, type BoraBoraState, type Measure, type PositionInput, type TaskTile } from '../../games/bora-bora';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { boraBoraExample } from '../../schemas/bora-bora-example';
import { exampleFiles } from '../exampleFiles';
import { localize } from '../localize';
import { messagesOf } from '../messagesOf';
import type { Message, Step } from '../types';
import { storyFor, type BoraView } from '.';
import { eventMessage } from './captions';
import { jewelName, optionLabel, REASON_CODES, refusalStep, regionName, regionRef, stepDecision, taskLabel, taskName, type Asked } from './common';

const en = translator('en', dictionaries.en);
const pl = translator('pl', dictionaries.pl);

/** A task tile asking for `count` of one measure. */
const tile = (measure: Measure, count: number | 'all', id = 'some-task'): TaskTile => ({ id, requirements: [{ measure, count }] });
const both = (task: TaskTile): [string, string] => [en(taskName(task)), pl(taskName(task))];

describe('task names, made from the tile’s requirements', () => {
  it('names a task by what it asks for, in both languages', () => {
    expect(both(tile({ of: 'women' }, 3))).toEqual(['3 women', '3 kobiety']);
    expect(both(tile({ of: 'men' }, 4))).toEqual(['4 men', '4 mężczyzn']);
    expect(both(tile({ of: 'priests-in-temple' }, 3))).toEqual(['3 priests in the temple', '3 kapłanów w świątyni']);
    expect(both(tile({ of: 'god-cards', colour: 'blue' }, 2))).toEqual(['2 blue God cards', '2 karty niebieskiego boga']);
    expect(both(tile({ of: 'material', material: 'stone' }, 3))).toEqual(['3 stone', '3 sztuki kamienia']);
    expect(both(tile({ of: 'regions-with-huts' }, 9))).toEqual(['huts in 9 regions', 'szałasy w 9 regionach']);
    expect(both(tile({ of: 'shifted-persons' }, 5))).toEqual(['5 slid people', '5 przesuniętych osób']);
    expect(both(tile({ of: 'persons-with-ability', ability: 'land' }, 2))).toEqual(['2 people with “land path”', '2 osoby ze zdolnością „ścieżka lądowa”']);
    expect(both(tile({ of: 'first-in-turn-order' }, 1))).toEqual(['first place in the turn order', 'pierwsze miejsce w kolejności tury']);
  });

  it('reads “all” naturally, and joins several requirements into a list', () => {
    const task: TaskTile = {
      id: 'all-mountains-and-shells',
      requirements: [
        { measure: { of: 'terrain-with-huts', terrain: 'mountain' }, count: 'all' },
        { measure: { of: 'shells' }, count: 8 },
      ],
    };
    expect(both(task)).toEqual(['a hut in every mountain region and 8 shells', 'szałas w każdym regionie górzystym i 8 muszli']);
    expect(both(tile({ of: 'islands-with-huts' }, 'all'))).toEqual(['a hut on every island', 'szałas na każdej wyspie']);
    expect(both(tile({ of: 'regions-with-huts' }, 'all'))).toEqual(['a hut in every region', 'szałas w każdym regionie']);
    const three: TaskTile = { id: 'x', requirements: [{ measure: { of: 'women' }, count: 1 }, { measure: { of: 'men' }, count: 1 }, { measure: { of: 'gifts' }, count: 2 }] };
    expect(both(three)).toEqual(['1 woman, 1 man and 2 offerings', '1 kobieta, 1 mężczyzna i 2 dary']);
  });

  it('uses the Polish plural forms for 1, 3 and 5', () => {
    const forms = (measure: Measure) => [1, 3, 5].map((n) => pl(taskName(tile(measure, n))));
    expect(forms({ of: 'women' })).toEqual(['1 kobieta', '3 kobiety', '5 kobiet']);
    expect(forms({ of: 'men' })).toEqual(['1 mężczyzna', '3 mężczyzn', '5 mężczyzn']);
    expect(forms({ of: 'shells' })).toEqual(['1 muszla', '3 muszle', '5 muszli']);
    expect(forms({ of: 'gifts' })).toEqual(['1 dar', '3 dary', '5 darów']);
    expect(forms({ of: 'jewellery' })).toEqual(['1 płytka biżuterii', '3 płytki biżuterii', '5 płytek biżuterii']);
    expect(forms({ of: 'buildings' })).toEqual(['1 budynek', '3 budynki', '5 budynków']);
    expect(forms({ of: 'islands-with-huts' })).toEqual(['szałas na 1 wyspie', 'szałasy na 3 wyspach', 'szałasy na 5 wyspach']);
    expect(forms({ of: 'terrain-with-huts', terrain: 'forest' })).toEqual(['szałas w 1 regionie leśnym', 'szałasy w 3 regionach leśnych', 'szałasy w 5 regionach leśnych']);
    expect(forms({ of: 'material', material: 'wood' })).toEqual(['1 sztuka drewna', '3 sztuki drewna', '5 sztuk drewna']);
    expect(forms({ of: 'huts-on-twelfth' })).toEqual(['1 szałas na 12. polu', '3 szałasy na 12. polu', '5 szałasów na 12. polu']);
  });

  it('every measure has a name in both languages, with no key, brace or id left', () => {
    const measures: Measure[] = [
      ...(['men', 'women', 'persons', 'different-men', 'different-women', 'different-jewellery', 'shifted-men', 'shifted-women', 'shifted-persons'] as const).map((of) => ({ of })),
      { of: 'persons-with-ability', ability: 'shell' },
      ...(['priests-in-temple', 'jewellery', 'buildings', 'god-tiles', 'gifts', 'shells', 'first-in-turn-order', 'regions-with-huts', 'islands-with-huts'] as const).map((of) => ({ of })),
      { of: 'jewellery-of-kind', kind: 'necklace' },
      { of: 'terrain-with-huts', terrain: 'plain' },
      { of: 'huts-on-twelfth' },
      { of: 'god-cards', colour: 'yellow' },
      ...(['god-cards-same-colour', 'god-card-colours', 'materials'] as const).map((of) => ({ of })),
      { of: 'material', material: 'sand' },
    ];
    for (const m of measures) {
      for (const count of [1, 3, 5, 'all'] as const) {
        for (const text of both(tile(m, count))) expect(text, `${m.of} ${count}`).not.toMatch(/bora\.|[{}#]|some-task|NaN/);
      }
    }
  });

  it('finds a task by its id in a hand or on display, and falls back to the id only when no tile has it', () => {
    const s = state({
      regions: [],
      players: [{ name: 'Ala', tasks: [tile({ of: 'shells' }, 5, 'five-shells')] }, { name: 'Bartek' }],
    });
    expect(en(taskLabel(s, 'five-shells'))).toBe('5 shells');
    expect(pl(taskLabel(s, 'elsewhere', [tile({ of: 'gifts' }, 4, 'elsewhere')]))).toBe('4 dary');
    expect(en(taskLabel(s, 'lost-task'))).toBe('lost-task');
  });
});

describe('task captions and options name the tile, not its id', () => {
  const hand = tile({ of: 'women' }, 3, 'three-women');
  const shown = tile({ of: 'islands-with-huts' }, 'all', 'every-island');
  const s = () => state({ regions: [], players: [{ name: 'Ala', tasks: [hand] }, { name: 'Bartek' }], taskDisplay: [shown] });

  it('a task fulfilled, dropped or taken', () => {
    const at = s();
    const text = (e: Parameters<typeof eventMessage>[1]) => [en(eventMessage(at, e)!), pl(eventMessage(at, e)!)];
    expect(text({ type: 'task-fulfilled', player: 0, task: 'three-women', yellow: false, points: 6 })).toEqual([
      'Ala fulfils “3 women” unaided: 6 points.',
      'Ala wypełnia zadanie „3 kobiety” samodzielnie i dostaje 6 pkt.',
    ]);
    expect(text({ type: 'task-dropped', player: 0, task: 'three-women' })[1]).toBe('Ala odkłada zadanie „3 kobiety” do pudełka i nie dostaje punktów.');
    expect(text({ type: 'task-taken', player: 0, task: 'every-island' })).toEqual(['Ala takes the task “a hut on every island”.', 'Ala bierze zadanie „szałas na każdej wyspie”.']);
  });

  it('the options of a task decision and of a new-task decision', () => {
    const at = s();
    const ask = (decision: Asked['decision'], values: Answer[]): Asked => ({ decision, name: decision.kind, at: 0, values, chosen: values[0]! });
    const task = stepDecision(at, ask({ player: 0, kind: 'task', options: [{ drop: 'three-women' }], tasks: [hand] }, [{ drop: 'three-women' }, { fulfil: 'three-women', yellow: { with: 'card' } }]));
    expect(task.options.map((o) => en(o.label))).toEqual(['drop “3 women”', 'fulfil “3 women” paying a yellow God card and an offering']);
    const fresh = stepDecision(at, ask({ player: 0, kind: 'new-task', options: [0], display: [shown] }, [0]));
    expect(pl(fresh.options[0]!.label)).toBe('zadanie 1 z ekspozycji („szałas na każdej wyspie”)');
  });
});

/** A table from a position, for naming tests. */
function state(position: Record<string, unknown>): BoraBoraState {
  const built = buildPosition({ phase: 'A', round: 1, ...position } as unknown as PositionInput);
  if (!built.ok) throw new Error(built.reason);
  return built.value;
}

describe('region names on the made-up map', () => {
  const s = state({
    regions: [
      { id: 'north-mountain', island: 'north', terrain: 'mountain', resource: 'stone', fish: 3 },
      { id: 'north-beach', island: 'north', terrain: 'beach', resource: 'sand', fish: 1 },
      { id: 'south-plain', island: 'south', terrain: 'plain', resource: 'gift', fish: 5 },
    ],
    players: [{ name: 'Ala' }, { name: 'Bartek' }],
  });

  it('numbers regions by their place on the map and letters islands by first appearance', () => {
    expect(en(regionName(s, 'north-mountain'))).toBe('region 1 (mountain, island A)');
    expect(pl(regionName(s, 'north-beach'))).toBe('region 2 (plaża, wyspa A)');
    expect(pl(regionName(s, 'south-plain'))).toBe('region 3 (równina, wyspa B)');
  });

  it('leaves the word “region” to a template that inflects it', () => {
    expect(pl(regionRef(s, 'south-plain'))).toBe('3 (równina, wyspa B)');
    expect(en(regionRef(s, 'north-mountain'))).toBe('1 (mountain, island A)');
  });
});

const { ids: IDS, raw } = exampleFiles('bora-bora', boraBoraExample);

/** Every task, region and island id the example's position names. */
function dataIds(position: unknown): string[] {
  const out = new Set<string>();
  const visit = (v: unknown, key: string): void => {
    if (Array.isArray(v)) v.forEach((x) => visit(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, k);
    else if (typeof v === 'string' && (key === 'id' || key === 'island')) out.add(v);
  };
  visit(position, '');
  return [...out];
}

function steps(id: string, lang: 'en' | 'pl'): readonly Step<BoraView>[] {
  const example = localize(raw(id), lang);
  const story = storyFor(example);
  return story.steps(example, story.defaults(example));
}

/** What a step shows in words besides its messages: region names on the map and names on the score sheet. */
function viewNames(view: BoraView): Message[] {
  const regions = view.map?.regions.map((r) => r.name) ?? [];
  const lines = (view.sheets ?? []).flatMap((sh) => sh.lines.flatMap((l) => (l.name ? [l.name] : [])));
  return [...regions, ...lines];
}

describe('no raw data id reaches the reader', () => {
  it('the examples name tasks and regions by id', () => {
    expect(dataIds(raw('final-scoring').position)).toEqual(expect.arrayContaining(['three-different-women', 'north-mountain', 'north']));
  });

  for (const id of IDS) {
    it(`${id}: no caption, detail, option or view label shows a task, region or island id`, () => {
      const ids = dataIds(raw(id).position);
      for (const x of ids) expect(x).toMatch(/^[a-z0-9-]+$/);
      // An id as a whole word: "east" is caught, "eastern" or "east-beach" (another id) is not.
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(${ids.join('|') || '(?!)'})(?![\\p{L}\\p{N}-])`, 'u');
      for (const [lang, t] of [['en', en], ['pl', pl]] as const) {
        const all = steps(id, lang);
        const texts = [...messagesOf(all), ...all.flatMap((s) => viewNames(s.view))].map(t);
        for (const text of texts) expect(text, `${lang}: ${text}`).not.toMatch(pattern);
      }
    });
  }
});

describe('jewellery kinds in the reader’s language', () => {
  it('a purchase names the kind in the page’s language, with the price in shells', () => {
    const at = state({ regions: [], players: [{ name: 'Ala' }, { name: 'Bartek' }] });
    const e = { type: 'jewellery-bought', player: 0, row: 0, tile: { kind: 'necklace', price: 3 }, shellsLeft: 1 } as const;
    expect(en(eventMessage(at, e)!)).toBe('Ala buys a jewellery tile (necklace) for 3 shells; 1 shell left.');
    expect(pl(eventMessage(at, e)!)).toBe('Ala kupuje płytkę biżuterii (naszyjnik) za 3 muszle; zostaje 1 muszla.');
  });

  it('a kind the site has no word for reads as the data wrote it', () => {
    expect(en(jewelName('tiara'))).toBe('tiara');
    expect(pl(jewelName('necklace'))).toBe('naszyjnik');
  });
});

describe('gods in a sentence', () => {
  it('a god played reads as Polish grammar asks: the god in the accusative, the payment in the instrumental', () => {
    const at = state({ regions: [], players: [{ name: 'Anna' }, { name: 'Ben' }] });
    const text = (e: Parameters<typeof eventMessage>[1]) => [en(eventMessage(at, e)!), pl(eventMessage(at, e)!)];
    expect(text({ type: 'god-played', player: 0, god: 'blue', payment: { with: 'card' }, giftsLeft: 2 })).toEqual([
      'Anna plays the blue god, paying with a blue God card and an offering; 2 offerings left.',
      'Anna zagrywa niebieskiego boga, płacąc kartą niebieskiego boga i darem; zostają 2 dary.',
    ]);
    expect(text({ type: 'god-played', player: 0, god: 'red', payment: { with: 'pair', colour: 'green' }, giftsLeft: 5 })[1]).toBe(
      'Anna zagrywa czerwonego boga, płacąc dwiema kartami zielonego boga i darem; zostaje 5 darów.',
    );
  });
});

describe('refusals in the reader’s language', () => {
  it('every reason the engine can give has words in both languages', () => {
    expect(REASON_CODES.length).toBeGreaterThan(30);
    for (const code of REASON_CODES) {
      for (const [lang, dict] of [['en', dictionaries.en], ['pl', dictionaries.pl]] as const) {
        const text = (dict as Record<string, string>)[`bora.reason.${code}`];
        expect(text, `${lang}: bora.reason.${code}`).toBeTruthy();
        expect(text).not.toContain(code);
      }
    }
  });

  it('a refusal step shows the reason in words, never the engine’s code', () => {
    const step = refusalStep('no-spread-possible');
    expect(en(step.caption)).toBe('Not allowed: expanding needs a path, no higher than the die, from one of the player’s regions to a region without their hut.');
    expect(pl(step.caption)).toBe('Niedozwolone: do rozprzestrzenienia się potrzeba ścieżki o wartości nie wyższej niż kość, z regionu gracza do regionu bez jego szałasu.');
  });
});

describe('dice on the fishing field', () => {
  it('a die placed there is never described as lower than the dice before it', () => {
    const at = state({ regions: [], players: [{ name: 'Ala' }, { name: 'Ben' }] });
    const e = { type: 'die-placed', player: 0, spot: 'fishing', value: 5, lowestBefore: 2, blue: false, action: 'fishing', actsAs: 5 } as const;
    expect(en(eventMessage(at, e)!)).toBe('Ala puts a 5 on the fishing space, which takes any die whatever lies there, and goes fishing with a value of 5.');
    expect(pl(eventMessage(at, e)!)).not.toContain('najniższa');
  });
});

describe('a face-up god card taken', () => {
  it('says plainly when the empty deck leaves its place free', () => {
    const at = state({ regions: [], players: [{ name: 'Ala' }, { name: 'Ben' }] });
    const e = { type: 'god-card-drawn', player: 0, from: 2, colour: 'red', replacedBy: null } as const;
    expect(en(eventMessage(at, e)!)).toBe('Ala takes face-up card 3, a red God card; the deck is empty, so nothing takes its place.');
    expect(en(eventMessage(at, { ...e, replacedBy: 'blue' })!)).toBe('Ala takes face-up card 3, a red God card; a blue God card from the deck takes its place.');
  });
});

describe('a refusal that is the site’s simplification says so', () => {
  it('a god that changes nothing: the rulebook does not forbid it, the site leaves it out', () => {
    const step = refusalStep('god-has-no-effect');
    const words = (t: typeof en) => [step.caption, ...(step.details ?? [])].map((m) => t(m)).join(' ');
    expect(words(en)).toMatch(/rulebook does not forbid/);
    expect(words(pl)).toMatch(/instrukcja ich nie zabrania/);
  });
});

describe('where a hut comes from', () => {
  it('names the space of the hut taken, not "another space"', () => {
    // Default board: huts on every space but none yet on the 12th; the first from the left with a hut is space 1.
    const s = state({ players: [{ name: 'Ala' }, { name: 'Bartek' }] });
    const label = optionLabel(s, { player: 0, kind: 'hut-from', options: ['twelfth', 'other'] }, 'other');
    const first = s.players[0]!.spaces.findIndex((sp, i) => i !== 11 && sp.huts > 0) + 1;
    expect(first).toBeGreaterThan(0);
    expect(en(label)).toBe(`from space ${first}, the first from the left with a hut`);
    expect(pl(label)).toBe(`z pola ${first}, pierwszego od lewej, na którym jest szałas`);
  });
});

describe('jewellery kinds', () => {
  it('every kind the task tiles and the sandbox deal has its words in both languages (the anklet read "anklet" in Polish)', async () => {
    const { JEWELLERY_KINDS } = await import('../../games/bora-bora');
    const { jewelName } = await import('./common');
    for (const kind of JEWELLERY_KINDS) {
      const m = jewelName(kind);
      expect(m.key, kind).toBe(`bora.jewel.${kind}`);
      expect(pl(m), kind).not.toBe(kind);
      expect(en(m), kind).toBeTruthy();
    }
  });
});
