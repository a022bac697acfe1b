/**
 * The sandbox's map is made up and smaller than the printed one, so a task tile or end bonus that asks
 * for "every" region, island or region of a landscape says in its words how many that is here, counted
 * from the map the game is played on (its layout), in both languages. A referee read "a hut in every
 * region" as the printed board's twelve, where this map has six.
 */
import { describe, expect, it } from 'vitest';
import { dictionaries, type Lang } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { TASK_TILES } from '../../../games/bora-bora';
import { bonusName, taskLabel } from '../common';
import { linesOf } from '../final';
import { positionOf, startTable } from './rules';

const s = positionOf(startTable(['Ala', 'Bartek'], { players: 2, seed: 7 })!);
const regions = s.layout.regions.length;
const islands = new Set(s.layout.regions.map((r) => r.island)).size;
const ofTerrain = (terrain: string) => s.layout.regions.filter((r) => r.terrain === terrain).length;
const word = (lang: Lang, key: string, n: number) => translator(lang, dictionaries[lang])({ key, params: { all: '', n } }).replace(/^ \(|\)$/g, '');

describe('the sandbox says what "every" means on its map', () => {
  it('counts the map: fewer regions and islands than the printed board’s 12 and 5', () => {
    expect(regions).toBeLessThan(12);
    expect(islands).toBeLessThan(5);
  });

  for (const lang of ['en', 'pl'] as const) {
    const t = translator(lang, dictionaries[lang]);
    it(`${lang}: each "all" task names the count on this map`, () => {
      const every = TASK_TILES.filter((tile) => tile.requirements.some((r) => r.count === 'all'));
      expect(every.length).toBeGreaterThan(0);
      for (const tile of every) {
        const name = t(taskLabel(s, tile.id, [tile]));
        for (const r of tile.requirements) {
          if (r.count !== 'all') continue;
          const m = r.measure;
          const expected =
            m.of === 'regions-with-huts' ? word(lang, 'bora.taskHere.regions-with-huts', regions)
            : m.of === 'islands-with-huts' ? word(lang, 'bora.taskHere.islands-with-huts', islands)
            : m.of === 'terrain-with-huts' ? word(lang, 'bora.taskHere.terrain-with-huts', ofTerrain(m.terrain))
            : '';
          expect(expected, tile.id).toMatch(/\d/);
          expect(name, tile.id).toContain(expected);
        }
      }
    });

    it(`${lang}: the "every region" end bonus names the count, on the score pad’s lines too`, () => {
      const expected = word(lang, 'bora.taskHere.regions-with-huts', regions);
      expect(t(bonusName('regions', s))).toContain(expected);
      const sheet = { player: 0, before: 0, tasks: [], godTiles: { count: 0, points: 0 }, fish: [], fishPoints: 0, jewellery: { count: 0, points: 0 }, bonuses: { tasks: false, jewellery: false, ritual: false, buildings: false, regions: false, persons: false }, bonusPoints: 0, total: 0 };
      const line = linesOf(s, sheet as never).find((l) => l.what === 'regions')!;
      expect(t(line.name!)).toContain(expected);
    });
  }
});
