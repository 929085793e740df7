import { describe, expect, it } from 'vitest';
import { type ShopRecord } from '../../../../server/application/shops/shop-repository.port';
import { StorefrontVersionMemo } from '../../../../server/application/storefront/storefront-version-memo';

const shop = (id: number, storefrontVersion: number) => ({ id, storefrontVersion }) as ShopRecord;

describe('StorefrontVersionMemo', () => {
  function counting() {
    let clock = 0;
    let reads = 0;
    const memo = new StorefrontVersionMemo(() => clock);
    const read = (value: string) => () => {
      reads += 1;
      return Promise.resolve(value);
    };
    return { memo, read, reads: () => reads, advance: (ms: number) => (clock += ms) };
  }

  it("answers from memory while the shop's storefront version stays, and reads again once it moves", async () => {
    const { memo, read, reads } = counting();
    expect(await memo.get(shop(1, 0), 'widget', read('a'))).toBe('a');
    expect(await memo.get(shop(1, 0), 'widget', read('b'))).toBe('a');
    expect(reads()).toBe(1);
    expect(await memo.get(shop(1, 1), 'widget', read('c'))).toBe('c');
    expect(reads()).toBe(2);
  });

  it('keeps each shop and each answer apart', async () => {
    const { memo, read } = counting();
    await memo.get(shop(1, 0), 'widget', read('shop 1'));
    expect(await memo.get(shop(2, 0), 'widget', read('shop 2'))).toBe('shop 2');
    expect(await memo.get(shop(1, 0), 'products-sharing:p1', read('p1'))).toBe('p1');
    expect(await memo.get(shop(1, 0), 'widget', read('again'))).toBe('shop 1');
  });

  it("reads again after a minute even with the version unchanged, the storefront's own cache time", async () => {
    const { memo, read, advance } = counting();
    await memo.get(shop(1, 0), 'widget', read('old'));
    advance(59_999);
    expect(await memo.get(shop(1, 0), 'widget', read('new'))).toBe('old');
    advance(1);
    expect(await memo.get(shop(1, 0), 'widget', read('new'))).toBe('new');
  });

  it('does not remember a failed read', async () => {
    const { memo, read } = counting();
    await expect(memo.get(shop(1, 0), 'widget', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await memo.get(shop(1, 0), 'widget', read('back'))).toBe('back');
  });
});
