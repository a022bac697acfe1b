import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRun } from '../property-run';
import {
  DISCARD_COINS,
  militaryStrength,
  playCard,
  STARTING_COINS,
  startingCity,
  type PlayOutcome,
} from './city';
import { deepFreeze, valueOf } from './test-support';
import { ACTIONS, CARD_COLOURS, type Action, type Card, type City } from './types';

const barracks: Card = { name: 'Barracks', colour: 'red', shields: 1 };
const stockade: Card = { name: 'Stockade', colour: 'red', shields: 1 };
const lumberYard: Card = { name: 'Lumber Yard', colour: 'brown' };
const baths: Card = { name: 'Baths', colour: 'blue' };

const played = (city: City, card: Card, action: Action): PlayOutcome => valueOf(playCard(city, card, action));

const RUNS = propertyRun('7-wonders (city)', 1_765_432, 'src/games/seven-wonders/city.test.ts').settings(1000);
const cardArb: fc.Arbitrary<Card> = fc.record(
  {
    name: fc.constantFrom('Barracks', 'Stockade', 'Lumber Yard', 'Baths', 'Altar', 'Tavern', 'Scriptorium'),
    colour: fc.constantFrom(...CARD_COLOURS),
    shields: fc.integer({ min: 0, max: 3 }),
  },
  { requiredKeys: ['name', 'colour'] },
);
const cityArb: fc.Arbitrary<City> = fc.integer({ min: 2, max: 4 }).chain((wonderStages) =>
  fc.record({
    coins: fc.integer({ min: 0, max: 40 }),
    buildings: fc.uniqueArray(cardArb, { selector: (c) => c.name, maxLength: 5 }),
    wonderStages: fc.constant(wonderStages),
    stagesBuilt: fc.integer({ min: 0, max: wonderStages }),
  }),
);
const actionArb = fc.constantFrom(...ACTIONS);

describe('Setting up a city (Przygotowanie do gry)', () => {
  it('each player starts with 3 coins, no buildings and no Wonder stage built', () => {
    expect(STARTING_COINS).toBe(3);
    expect(startingCity(3)).toEqual({ coins: 3, buildings: [], wonderStages: 3, stagesBuilt: 0 });
  });
});

describe('Playing a card (2. Zagranie karty)', () => {
  describe('A. Erecting a building (Wznoszenie Budowli)', () => {
    it('a built card joins the city and stays there', () => {
      const out = played(startingCity(3), barracks, 'build');
      expect(out.city.buildings).toEqual([barracks]);
      expect(out.coinsGained).toBe(0);
      const later = played(out.city, lumberYard, 'build');
      expect(later.city.buildings).toEqual([barracks, lumberYard]);
    });

    it('a city cannot hold two buildings with the same name', () => {
      const city = played(startingCity(3), barracks, 'build').city;
      const again = { ...barracks };
      expect(playCard(city, again, 'build')).toEqual({
        ok: false,
        reason: 'duplicate-building',
        detail: { card: 'Barracks' },
      });
    });

    it('two different buildings of the same colour may stand in one city', () => {
      const city = played(startingCity(3), barracks, 'build').city;
      expect(played(city, stockade, 'build').city.buildings.map((b) => b.name)).toEqual([
        'Barracks',
        'Stockade',
      ]);
    });

    it('building costs are not checked: the source pages on costs are missing', () => {
      const broke = { ...startingCity(3), coins: 0 };
      expect(played(broke, baths, 'build').city.coins).toBe(0);
    });
  });

  describe('B. Building a Wonder stage (Budowa 1 etapu Cudu)', () => {
    it('wonder stages are built in order and no further than the board allows', () => {
      for (const stages of [2, 3, 4]) {
        let city = startingCity(stages);
        for (let expected = 1; expected <= stages; expected++) {
          const out = played(city, baths, 'wonder');
          expect(out.stageBuilt).toBe(expected);
          expect(out.city.stagesBuilt).toBe(expected);
          city = out.city;
        }
        expect(playCard(city, baths, 'wonder')).toEqual({
          ok: false,
          reason: 'wonder-complete',
          detail: { card: 'Baths', wonderStages: stages },
        });
      }
    });

    it('any card can be used to build a stage, even one whose name is already in the city', () => {
      const city = played(startingCity(3), barracks, 'build').city;
      const out = played(city, { ...barracks }, 'wonder');
      expect(out.stageBuilt).toBe(1);
      expect(out.city.buildings).toEqual([barracks]);
    });

    it('a card used for a stage has no effect: it is not a building and its Shields do not count', () => {
      const out = played(startingCity(3), barracks, 'wonder');
      expect(out.city.buildings).toEqual([]);
      expect(militaryStrength(out.city)).toBe(0);
    });

    it('a Wonder board shows 2, 3 or 4 stages', () => {
      for (const wonderStages of [0, 1, 5, 2.5]) {
        expect(playCard(startingCity(wonderStages), baths, 'wonder')).toMatchObject({
          ok: false,
          reason: 'invalid-stage-count',
          detail: { wonderStages, stagesBuilt: 0 },
        });
      }
      const overbuilt = { ...startingCity(2), stagesBuilt: 3 };
      expect(playCard(overbuilt, baths, 'discard')).toMatchObject({ reason: 'invalid-stage-count' });
    });
  });

  describe('C. Discarding for coins (Odrzucenie karty i pozyskanie monet)', () => {
    it('discarding a card takes 3 coins from the bank', () => {
      expect(DISCARD_COINS).toBe(3);
      const out = played(startingCity(3), baths, 'discard');
      expect(out.coinsGained).toBe(3);
      expect(out.city.coins).toBe(6);
      expect(out.city.buildings).toEqual([]);
      expect(out.city.stagesBuilt).toBe(0);
    });

    it('a card can be discarded even when the city already holds one of that name', () => {
      const city = played(startingCity(3), baths, 'build').city;
      expect(played(city, { ...baths }, 'discard').city.coins).toBe(6);
    });
  });
});

describe('Military strength (Rozstrzyganie konfliktów militarnych)', () => {
  it('strength counts the Shields on erected buildings and on built Wonder stages', () => {
    let city = startingCity(3);
    city = played(city, barracks, 'build').city;
    city = played(city, stockade, 'build').city;
    city = played(city, lumberYard, 'build').city;
    expect(militaryStrength(city)).toBe(2);
    city = played(city, baths, 'wonder').city;
    city = played(city, baths, 'wonder').city;
    expect(militaryStrength(city, [0, 2, 0])).toBe(4);
  });

  it('Shields on a stage not yet built do not count', () => {
    const city = played(startingCity(3), baths, 'wonder').city;
    expect(militaryStrength(city, [0, 2, 3])).toBe(0);
  });
});

describe('properties over random cities, cards and actions', () => {
  it('coins never decrease when a card is played', () => {
    fc.assert(
      fc.property(cityArb, cardArb, actionArb, (city, card, action) => {
        const r = playCard(city, card, action);
        if (r.ok) {
          expect(r.value.city.coins).toBe(city.coins + r.value.coinsGained);
          expect(r.value.coinsGained).toBe(action === 'discard' ? DISCARD_COINS : 0);
          expect(r.value.city.coins).toBeGreaterThanOrEqual(city.coins);
        }
      }),
      RUNS,
    );
  });

  it('playing a card never mutates the city or the card, refused or not', () => {
    fc.assert(
      fc.property(cityArb, cardArb, actionArb, (city, card, action) => {
        const before = structuredClone({ city, card });
        deepFreeze(city);
        deepFreeze(card);
        const r = playCard(city, card, action);
        expect({ city, card }).toEqual(before);
        if (r.ok) {
          // The new city shares no object with the old one.
          expect(r.value.city).not.toBe(city);
          expect(r.value.city.buildings).not.toBe(city.buildings);
          r.value.city.buildings.forEach((b) => expect(city.buildings).not.toContain(b));
        }
      }),
      RUNS,
    );
  });

  it('each action changes exactly what the source says and refuses exactly when the source forbids', () => {
    fc.assert(
      fc.property(cityArb, cardArb, actionArb, (city, card, action) => {
        const r = playCard(city, card, action);
        const duplicate = city.buildings.some((b) => b.name === card.name);
        const complete = city.stagesBuilt === city.wonderStages;
        if (action === 'build') {
          expect(r.ok).toBe(!duplicate);
          if (r.ok) expect(r.value.city.buildings).toEqual([...city.buildings, card]);
        } else if (action === 'wonder') {
          expect(r.ok).toBe(!complete);
          if (r.ok) {
            expect(r.value.city.stagesBuilt).toBe(city.stagesBuilt + 1);
            expect(r.value.city.buildings).toEqual(city.buildings);
          }
        } else {
          expect(r.ok).toBe(true);
        }
        if (!r.ok) {
          expect(r.reason).toBe(action === 'build' ? 'duplicate-building' : 'wonder-complete');
        }
      }),
      RUNS,
    );
  });

  it('over any sequence of plays, names stay unique and stages never pass the board', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.tuple(cardArb, actionArb), { maxLength: 18 }),
        (stages, plays) => {
          let city = startingCity(stages);
          for (const [card, action] of plays) {
            const r = playCard(city, card, action);
            if (r.ok) city = r.value.city;
          }
          const names = city.buildings.map((b) => b.name);
          expect(new Set(names).size).toBe(names.length);
          expect(city.stagesBuilt).toBeLessThanOrEqual(stages);
          expect(city.coins).toBeGreaterThanOrEqual(STARTING_COINS);
        },
      ),
      RUNS,
    );
  });

  it('strength is never negative and never counts more stages than are built', () => {
    fc.assert(
      fc.property(cityArb, fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }), (city, stageShields) => {
        const fromBuildings = city.buildings.reduce((s, b) => s + (b.shields ?? 0), 0);
        const built = stageShields.slice(0, city.stagesBuilt).reduce((s, x) => s + x, 0);
        expect(militaryStrength(city, stageShields)).toBe(fromBuildings + built);
        expect(militaryStrength(city, stageShields)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });
});
