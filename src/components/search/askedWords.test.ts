import { describe, expect, it } from 'vitest';
import { askedWords, isQuestionWord } from './askedWords';

describe('the words a question is about', () => {
  it('leaves out question words and pronouns, in either language', () => {
    expect(askedWords('what does the fish do', 'en')).toEqual(['fish']);
    expect(askedWords('Who goes first?', 'en')).toEqual(['goes', 'first?']);
    expect(isQuestionWord('What', 'en') && isQuestionWord('się', 'pl') && !isQuestionWord('ryby', 'pl')).toBe(true);
    expect(askedWords('co dają ryby', 'pl')).toEqual(['ryby']);
    expect(askedWords('Kto zaczyna', 'pl')).toEqual(['zaczyna']);
    expect(askedWords('co się dzieje gdy dwie cywilizacje się spotkają', 'pl')).toEqual(['dwie', 'cywilizacje', 'spotkają']);
  });

  it('keeps every word of a question made only of such words, and the words of another language', () => {
    expect(askedWords('what is it', 'en')).toEqual(['what', 'is', 'it']);
    expect(askedWords('war', 'pl')).toEqual(['war']);
    expect(askedWords('co dają ryby', 'en')).toEqual(['co', 'dają', 'ryby']);
  });
});
