import { describe, expect, it } from 'vitest';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../../../../server/application/settings/review-widget-settings-store';
import { type SettingsRepository } from '../../../../server/application/settings/settings-repository.port';
import { type ShopRecord, type ShopRepository } from '../../../../server/application/shops/shop-repository.port';
import { storefrontShopContext } from '../../../../server/application/storefront/storefront-shop-context';
import { DEFAULT_REVIEW_WIDGET_SETTINGS } from '../../../../src/domain/storefront/review-widget-settings';

const SHOP = { id: 7, domain: 'context.myshopify.com' };
const RECORD = { id: 7, domain: 'context.myshopify.com', timeZone: 'Europe/Berlin' } as unknown as ShopRecord;
const STORED_WIDGET = { reviews_per_page_number: 12 };

/** Repositories that count their reads, so a test can tell what was read again. */
function counted(record: ShopRecord | null = RECORD) {
  const reads = { records: 0, documents: [] as string[] };
  const shops = { get: () => (reads.records++, Promise.resolve(record)) } as unknown as ShopRepository;
  const settings = { readDocument: (_shop: unknown, kind: string) => (reads.documents.push(kind), Promise.resolve(STORED_WIDGET)) } as unknown as SettingsRepository;
  return { shops, settings, reads };
}

describe('the context a storefront page is built with', () => {
  it('reads the record and the widget settings when the caller knows neither', async () => {
    const { shops, settings, reads } = counted();
    const context = await storefrontShopContext(shops, settings, SHOP);
    expect(context.record).toBe(RECORD);
    expect(context.widget.reviews_per_page_number).toBe(12);
    expect(reads).toEqual({ records: 1, documents: [REVIEW_WIDGET_SETTINGS_DOCUMENT] });
  });

  it('takes the record the app proxy check read, and reads only the settings', async () => {
    const { shops, settings, reads } = counted(null);
    const context = await storefrontShopContext(shops, settings, SHOP, { record: RECORD });
    expect(context.record).toBe(RECORD);
    expect(reads.records).toBe(0);
    expect(reads.documents).toHaveLength(1);
  });

  it("takes unsaved settings as they are (the admin preview's), reading nothing for them", async () => {
    const { shops, settings, reads } = counted();
    const widget = { ...DEFAULT_REVIEW_WIDGET_SETTINGS, reviews_per_page_number: 3 };
    const context = await storefrontShopContext(shops, settings, SHOP, { widget });
    expect(context.widget).toBe(widget);
    expect(reads.documents).toEqual([]);
  });

  it('refuses a shop that has no record', async () => {
    const { shops, settings } = counted(null);
    await expect(storefrontShopContext(shops, settings, SHOP)).rejects.toMatchObject({ message: expect.stringContaining('shop') });
  });
});
