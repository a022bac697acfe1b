import { describe, expect, it } from 'vitest';
import { noteGist } from './noteGist';

describe('noteGist', () => {
  it('gives the first sentence of a note as text', () => {
    expect(noteGist('<p>The source does not say. We <em>read</em> it so.</p>')).toBe('The source does not say.');
  });
  it('decodes entities and keeps a stop inside a word', () => {
    expect(noteGist('<p>Step 2 &amp; the &quot;old&quot; part (p. 6) e.g. here.</p><p>More.</p>')).toBe('Step 2 & the "old" part (p. 6) e.g. here.');
  });
  it('gives all the text when there is no full stop', () => {
    expect(noteGist('<p>No stop &#8212; at all</p>')).toBe('No stop — at all');
  });
  it('leaves no space where an inline element ended before punctuation', () => {
    // A glossary link before a bracket gave "kontynenty )".
    expect(noteGist('<p>(na przykład <a href="#term-x" class="term">kontynenty</a>). Dalej.</p>')).toBe('(na przykład kontynenty).');
    expect(noteGist('<p>One<br>two.</p><p>Three.</p>')).toBe('One two.');
  });
});
