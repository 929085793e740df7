import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { uploadedFiles } from '../../../server/infrastructure/db/schema';
import { TEST_DATABASES } from '../support/test-databases';
import { signedWebhooks, webhookShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const API_SECRET = 'shpss_test_shop_redact_files_secret';
const SHOPIFY = webhookShopifyApp(API_SECRET);
const NOW = new Date('2026-03-01T12:00:00Z');
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe.each(TEST_DATABASES)('shop/redact and the shop’s uploaded files on $name', (target) => {
  let uploadDir: string;

  beforeAll(() => {
    uploadDir = mkdtempSync(join(tmpdir(), 'starling-redact-uploads-test-'));
  });
  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
  });
  const ctx = useTestServer(target, () => ({ shopify: SHOPIFY, uploadDir, now: () => NOW }));

  const deliver = signedWebhooks(() => ctx.server, API_SECRET, 'redact-files');

  /** A shop with one stored, recorded photo, as an upload leaves it. */
  async function shopWithPhoto(domain: string): Promise<AuthenticatedShop & { key: string }> {
    const record = await ctx.server.shops.install({ domain, name: domain, pricingPlanId: 2 });
    const key = `${record.id}/Ab3dE6gH9k.png`;
    mkdirSync(join(uploadDir, String(record.id)), { recursive: true });
    writeFileSync(join(uploadDir, key), PNG_BYTES);
    await ctx.database.handle.db
      .insert(uploadedFiles)
      .values({ shopId: record.id, key, originalName: 'x.png', contentType: 'image/png', sizeBytes: PNG_BYTES.length });
    expect((await ctx.server.app.request(`/upload/${key}`)).status).toBe(200);
    return { id: record.id, domain: record.domain, key };
  }

  it('deletes the erased shop’s upload folder after the erasure, and leaves other shops’ files', async () => {
    const shop = await shopWithPhoto('redact-files.myshopify.com');
    const neighbour = await shopWithPhoto('redact-files-neighbour.myshopify.com');
    await deliver('app/uninstalled', shop.domain, { id: 1, myshopify_domain: shop.domain });

    const response = await deliver('shop/redact', shop.domain, { shop_id: 1, shop_domain: shop.domain });
    expect(response.status).toBe(200);
    expect(response.json?.data.outcome).toMatchObject({ erased: true });
    expect(existsSync(join(uploadDir, String(shop.id)))).toBe(false);
    expect((await ctx.server.app.request(`/upload/${shop.key}`)).status).toBe(404);
    expect(existsSync(join(uploadDir, neighbour.key))).toBe(true);
    expect((await ctx.server.app.request(`/upload/${neighbour.key}`)).status).toBe(200);
  });

  it('keeps the files of a shop that was installed again', async () => {
    const shop = await shopWithPhoto('redact-files-back.myshopify.com');
    const response = await deliver('shop/redact', shop.domain, { shop_id: 1, shop_domain: shop.domain });
    expect(response.json?.data.outcome).toMatchObject({ erased: false });
    expect(existsSync(join(uploadDir, shop.key))).toBe(true);
  });
});
