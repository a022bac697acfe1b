import { describe, expect, it } from 'vitest';
import { lessonOrder } from './lessonOrder';

describe('lessonOrder', () => {
  it('keeps the MDX order and the heading each example sits under', () => {
    const mdx = '## Wars {#wars}\n\ntext\n\n### Who **wins** {#war-winner}\n\n<Example id="war-1" />\n\n<Example id="war-2" />\n## Other {#other}\n<Example id="m-1" />\n';
    expect(lessonOrder(mdx)).toEqual([
      { id: 'war-1', section: 'Who wins', anchor: 'war-winner' },
      { id: 'war-2', section: 'Who wins', anchor: 'war-winner' },
      { id: 'm-1', section: 'Other', anchor: 'other' },
    ]);
  });
});
