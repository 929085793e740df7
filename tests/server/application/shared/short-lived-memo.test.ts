import { describe, expect, it } from 'vitest';
import { ShortLivedMemo } from '../../../../server/application/shared/short-lived-memo';

describe('ShortLivedMemo', () => {
  it('reads once within its time, again after it, and never keeps a failed read', async () => {
    let now = 0;
    let reads = 0;
    const memo = new ShortLivedMemo<string, number>(1000, () => now);
    const load = () => Promise.resolve(++reads);
    expect(await memo.get('shop', load)).toBe(1);
    now = 999;
    expect(await memo.get('shop', load)).toBe(1);
    now = 1000;
    expect(await memo.get('shop', load)).toBe(2);
    await expect(memo.get('other', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('other', load)).toBe(3);
  });
});
