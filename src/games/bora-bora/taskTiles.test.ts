import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { JEWELLERY_KINDS, TASK_TILES, taskTile } from './taskTiles';
import { ABILITIES, GOD_COLOURS, MATERIALS } from './types';
import type { TaskTile } from './components';

/** The tiles with one requirement of this measure. */
const of = (measure: string) => TASK_TILES.filter((t) => t.requirements.length === 1 && t.requirements[0]!.measure.of === measure);

describe('the task tiles the source lists (section "Płytki zadań")', () => {
  it('are its 60 but the four fish-tile ones it does not describe, each once, seven marked as start tiles', () => {
    expect(TASK_TILES).toHaveLength(56);
    expect(new Set(TASK_TILES.map((t) => t.id)).size).toBe(56);
    expect(TASK_TILES.filter((t) => t.start)).toHaveLength(7);
    expect(new Set(TASK_TILES.map((t) => JSON.stringify(t.requirements))).size).toBe(56);
  });
  it('hold the families it counts: one per jewellery kind (6), material (3), region kind (4), god colour (5) and person (12)', () => {
    expect(of('jewellery-of-kind')).toHaveLength(JEWELLERY_KINDS.length);
    expect(JEWELLERY_KINDS).toHaveLength(6);
    expect(of('material')).toHaveLength(MATERIALS.length);
    expect(of('terrain-with-huts')).toHaveLength(4);
    expect(of('god-cards')).toHaveLength(GOD_COLOURS.length);
    expect(of('persons-with-ability')).toHaveLength(ABILITIES.length);
    expect(ABILITIES).toHaveLength(12);
  });
  it('ask what the source says of the ones it names outright', () => {
    const needs = (id: string) => taskTile(id)?.requirements.map((r) => [r.measure.of, r.count]);
    expect(needs('man-woman')).toEqual([['men', 1], ['women', 1]]);
    expect(needs('three-priests')).toEqual([['priests-in-temple', 3]]);
    expect(needs('four-gifts')).toEqual([['gifts', 4]]);
    expect(needs('five-shells')).toEqual([['shells', 5]]);
    expect(needs('two-god-tiles')).toEqual([['god-tiles', 2]]);
    expect(needs('huts-9-regions')).toEqual([['regions-with-huts', 9]]);
    expect(needs('four-huts-twelfth')).toEqual([['huts-on-twelfth', 4]]);
    expect(needs('five-shifted-persons')).toEqual([['shifted-persons', 5]]);
  });
});

/**
 * The worked examples deal only tiles from that list: they had made-up ones ("3 offerings", "2
 * buildings", "huts in every mountain region and 8 shells") a reader would take for real tiles.
 */
describe('the Bora Bora worked examples', () => {
  const dir = join(process.cwd(), 'content', 'bora-bora', 'examples');
  const tasksIn = (node: unknown, out: TaskTile[] = []): TaskTile[] => {
    if (Array.isArray(node)) node.forEach((n) => tasksIn(n, out));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o.id === 'string' && Array.isArray(o.requirements)) out.push(o as unknown as TaskTile);
      else Object.values(o).forEach((n) => tasksIn(n, out));
    }
    return out;
  };
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
  it('hold task tiles', () => expect(files.flatMap((f) => tasksIn(parse(readFileSync(join(dir, f), 'utf8')))).length).toBeGreaterThan(10));
  for (const file of files) {
    it(`${file}: every task tile is one the source lists, under its id`, () => {
      const wrong = tasksIn(parse(readFileSync(join(dir, file), 'utf8')))
        .filter((t) => JSON.stringify(taskTile(t.id)?.requirements) !== JSON.stringify(t.requirements))
        .map((t) => t.id);
      expect(wrong).toEqual([]);
    });
  }
});
