import { describe, expect, it } from 'vitest';
import { textLimitStatus } from '../../../src/domain/validation/text-limit';

describe('textLimitStatus', () => {
  it('counts what would be saved: the trimmed text', () => {
    expect(textLimitStatus('  hello \n', 5)).toEqual({ length: 5, max: 5, over: 0, isOver: false });
  });

  it('says how far over the limit a text is instead of cutting it', () => {
    const status = textLimitStatus('x'.repeat(10_000), 5000);
    expect(status).toEqual({ length: 10_000, max: 5000, over: 5000, isOver: true });
  });

  it('counts an empty text as zero', () => {
    expect(textLimitStatus('   ', 10)).toMatchObject({ length: 0, isOver: false });
  });
});
