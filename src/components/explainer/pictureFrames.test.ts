import { describe, expect, it } from 'vitest';
import { pictureFrames } from './pictureFrames';

describe('pictureFrames', () => {
  it('keeps each drawing’s frame (what sizes it) and the words around it, and drops the drawing', () => {
    const html =
      '<div class="v"><svg viewBox="0 0 10 5" role="img" aria-labelledby="a"><title>Board</title><g><svg viewBox="0 0 1 1"><rect/></svg><text>7</text></g></svg>' +
      '<p id="a">Seven points</p><svg class="b" width="3" data-key="k"><desc>d</desc><circle r="1"/></svg></div>';
    expect(pictureFrames(html)).toBe('<div class="v"><svg viewBox="0 0 10 5"></svg><p id="a">Seven points</p><svg class="b" width="3"></svg></div>');
  });
  it('keeps a folded block’s line, not what it folds away (it comes back with the drawing)', () => {
    expect(pictureFrames('<svg><rect/></svg><details class="f"><summary>In words</summary><p>3</p></details><details open><summary>S</summary><p>4</p></details>')).toBe(
      '<svg></svg><div class="f folded">&#160;</div><details open><summary>S</summary><p>4</p></details>',
    );
  });
  it('leaves out a part marked as repeated on every step', () => {
    expect(pictureFrames('<div><p class="note" data-frame-omit=""><span>i</span><span>Made up</span></p><svg viewBox="0 0 1 1"><rect/></svg></div>')).toBe('<div><svg viewBox="0 0 1 1"></svg></div>');
  });
  it('keeps a link’s room (a line) and drops its address and words (they come back with the drawing)', () => {
    expect(pictureFrames('<svg><rect/></svg><p class="try"><a href="/sandbox/?from=x-step-2" class="go">Try from here</a></p>')).toBe('<svg></svg><p class="try">&#160;</p>');
  });
  it('leaves markup without drawings as it is', () => {
    expect(pictureFrames('<ul><li>3 gold</li></ul>')).toBe('<ul><li>3 gold</li></ul>');
  });
});
