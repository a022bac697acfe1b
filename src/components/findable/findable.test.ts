import { describe, expect, it } from 'vitest';
import { hiddenRanges, markedRanges, markerId, phrases } from './findable';

describe('findable', () => {
  it('splits a by list into trimmed phrases', () => {
    expect(phrases(' duplicate |same card twice|| already built ')).toEqual(['duplicate', 'same card twice', 'already built']);
  });

  it('reads hidden runs back from the anchors Pagefind records for their markers', () => {
    const anchors = [
      { id: 'build', location: 10 },
      { id: markerId('ref', 'build'), location: 13 },
      { id: `${markerId('ref', 'build')}-end`, location: 27 },
      { id: markerId('asked', 3), location: 27 },
      { id: `${markerId('asked', 3)}-end`, location: 40 },
      // an opening marker whose end Pagefind did not record is not a run
      { id: markerId('asked', 4), location: 50 },
      { id: 'turn-actions-step-1', location: 60 },
      // a note that the source is silent is marked, not hidden
      { id: markerId('gap', 5), location: 70 },
      { id: `${markerId('gap', 5)}-end`, location: 82 },
    ];
    expect(hiddenRanges(anchors)).toEqual([
      { kind: 'ref', start: 13, end: 27 },
      { kind: 'asked', start: 27, end: 40 },
    ]);
    expect(markedRanges(anchors).filter((r) => r.kind === 'gap')).toEqual([{ kind: 'gap', start: 70, end: 82 }]);
  });
});
