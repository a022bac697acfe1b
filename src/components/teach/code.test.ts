import { describe, expect, it } from 'vitest';
import { exampleFromAddress, readLesson, variationFrom, writeLesson, type Catalogue, type TeachSlide } from './code';

const catalogue: Catalogue = {
  examples: new Set(['military-conflict', 'create-civilization']),
  kinds: { gheos: [{ id: 'war-winner', min: 2, max: 4 }] },
};
const lesson: TeachSlide[] = [
  { type: 'title', title: 'Tonight: wars & gods?', notes: 'Ask who has played | before. 100%' },
  { type: 'example', id: 'military-conflict', predict: true },
  { type: 'practice', game: 'gheos', kind: 'war-winner', seed: 42, players: 3 },
  { type: 'example', id: 'create-civilization', predict: false },
];

describe('a teacher lesson address', () => {
  it('reads back what it wrote, with the variation', () => {
    const search = writeLesson(lesson, [['military-conflict.s0', '9']]);
    expect(search).toContain('s=e:military-conflict:p');
    expect(readLesson(search, catalogue)).toEqual({ slides: lesson, variation: [['military-conflict.s0', '9']], bad: false });
  });
  it('leaves out what it cannot read, and says so', () => {
    const read = readLesson('?v=1&s=e:nope&s=t:&s=q:gheos:war-winner:42:9&s=e:military-conflict&s=e:military-conflict&s=x:1&nope.a=1', catalogue);
    expect(read.slides).toEqual([{ type: 'example', id: 'military-conflict', predict: false }]);
    expect(read.bad).toBe(true);
  });
  it('an unknown version is read as far as it goes, with a notice', () => {
    const read = readLesson('?v=9&s=e:military-conflict', catalogue);
    expect(read.slides).toHaveLength(1);
    expect(read.bad).toBe(true);
  });
  it('takes a variation pasted as an example address or as pairs', () => {
    expect(variationFrom('https://x/en/7-wonders/examples/military-conflict/?military-conflict.s0=9&present#military-conflict-step-2', 'military-conflict')).toEqual([['military-conflict.s0', '9']]);
    expect(variationFrom('s0=9, s1=3', 'military-conflict')).toEqual([
      ['military-conflict.s0', '9'],
      ['military-conflict.s1', '3'],
    ]);
  });
  it('finds the example an address names, with its numbers and Predict', () => {
    expect(exampleFromAddress('http://localhost/en/7-wonders/examples/military-conflict/?present&predict&military-conflict.s0=9#military-conflict-step-2', catalogue.examples)).toEqual({
      id: 'military-conflict',
      predict: true,
      variation: [['military-conflict.s0', '9']],
    });
    expect(exampleFromAddress('/pl/gheos/#create-civilization-step-3', catalogue.examples)?.id).toBe('create-civilization');
    expect(exampleFromAddress('/en/gheos/#rules', catalogue.examples)).toBeNull();
  });
});
