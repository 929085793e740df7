import { describe, expect, it } from 'vitest';
import { NEW_INSTALL_OFFER_DAYS } from '../../../server/application/discount/upgrade-offer';
import { TRIGGER_MODE_NEW_INSTALL as NEW_INSTALL_TRIGGER_MODE } from '../../../src/domain/discount/discount-offer';
import { PLAN_ID_GROWTH_MONTHLY, PLAN_ID_IMPORT_MONTHLY, PLAN_ID_LEGACY_USER } from '../../../src/domain/plans/plan-catalog';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PATH = '/api/v1/admin/get_upgrade_discount';
const SECONDS_PER_DAY = MS_PER_DAY / 1000;
/** The request runs a moment after the test reads the clock. */
const SLACK_SECONDS = 30;

describe.each(TEST_DATABASES)('get_upgrade_discount on $name', (target) => {
  const ctx = useTestServer(target);

  const discountOf = async (token: string): Promise<any> => {
    const response = await ctx.server.call('GET', PATH, { token });
    expect(response.status).toBe(200);
    return response.json?.data;
  };

  it('offers a new Free shop 20% off 9.99 for the rest of its first 7 days', async () => {
    const shop = await signInShop(ctx.server, 'discount-new.myshopify.com');
    const data = await discountOf(shop.token);
    expect(data).toMatchObject({ is_get_discount: 1, discount_value: 0.8, original_price: 9.99, trigger_mode: NEW_INSTALL_TRIGGER_MODE, tag: '', is_triggerable: 0 });
    expect(data.discount_remaining).toBeGreaterThan(NEW_INSTALL_OFFER_DAYS * SECONDS_PER_DAY - SLACK_SECONDS);
    expect(data.discount_remaining).toBeLessThanOrEqual(NEW_INSTALL_OFFER_DAYS * SECONDS_PER_DAY);
  });

  it('counts the remaining time from the install time', async () => {
    const shop = await signInShop(ctx.server, 'discount-day-six.myshopify.com');
    await updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - 6 * MS_PER_DAY) });
    const data = await discountOf(shop.token);
    expect(data.is_get_discount).toBe(1);
    expect(data.discount_remaining).toBeGreaterThan(SECONDS_PER_DAY - SLACK_SECONDS);
    expect(data.discount_remaining).toBeLessThanOrEqual(SECONDS_PER_DAY);
  });

  it('offers an Import shop the same discount', async () => {
    const shop = await signInShop(ctx.server, 'discount-import.myshopify.com');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_IMPORT_MONTHLY });
    expect(await discountOf(shop.token)).toMatchObject({ is_get_discount: 1, trigger_mode: NEW_INSTALL_TRIGGER_MODE });
  });

  it('ends the offer after 7 days but keeps the shop triggerable', async () => {
    const shop = await signInShop(ctx.server, 'discount-expired.myshopify.com');
    await updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - NEW_INSTALL_OFFER_DAYS * MS_PER_DAY - 1000) });
    expect(await discountOf(shop.token)).toEqual({
      is_get_discount: 0,
      discount_remaining: 0,
      discount_value: 0.8,
      original_price: 9.99,
      trigger_mode: 0,
      tag: '',
      is_triggerable: 1,
    });
  });

  it.each([
    ['Growth', PLAN_ID_GROWTH_MONTHLY],
    ['Legacy user', PLAN_ID_LEGACY_USER],
  ])('offers nothing on the %s plan', async (_name, planId) => {
    const shop = await signInShop(ctx.server, `discount-plan-${planId}.myshopify.com`);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: planId });
    expect(await discountOf(shop.token)).toMatchObject({ is_get_discount: 0, discount_remaining: 0, trigger_mode: 0, is_triggerable: 0 });
  });

  it('refuses a call without a token', async () => {
    const response = await ctx.server.call('GET', PATH);
    expect(response.status).toBe(401);
  });
});

describe.each(TEST_DATABASES)('activate_upgrade_discount on $name', (target) => {
  const ctx = useTestServer(target);
  const PATH_ACTIVATE = '/api/v1/admin/activate_upgrade_discount';

  it('starts the one offer of a triggerable shop for 24 hours, remembering its trigger_mode', async () => {
    const shop = await signInShop(ctx.server, 'discount-trigger.myshopify.com');
    await updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - 30 * MS_PER_DAY) });
    const started = await ctx.server.call('POST', PATH_ACTIVATE, { token: shop.token, body: { trigger_mode: 2 } });
    expect(started.json?.data).toMatchObject({ is_get_discount: 1, trigger_mode: 2, is_triggerable: 0 });
    expect(started.json?.data.discount_remaining).toBeGreaterThan(SECONDS_PER_DAY - SLACK_SECONDS);
    const read = await ctx.server.call('GET', PATH, { token: shop.token });
    expect(read.json?.data).toMatchObject({ is_get_discount: 1, trigger_mode: 2 });
    // Once only: a second start is refused and the running offer stays.
    const again = await ctx.server.call('POST', PATH_ACTIVATE, { token: shop.token, body: { trigger_mode: 3 } });
    expect(again.status).toBe(409);
    expect(again.json?.message).toMatch(/^trigger_mode:/);
  });

  it('refuses a shop inside its new-install offer, and an unknown mode naming the field', async () => {
    const shop = await signInShop(ctx.server, 'discount-trigger-new.myshopify.com');
    expect((await ctx.server.call('POST', PATH_ACTIVATE, { token: shop.token, body: { trigger_mode: 2 } })).status).toBe(409);
    const unknown = await ctx.server.call('POST', PATH_ACTIVATE, { token: shop.token, body: { trigger_mode: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.message).toMatch(/^trigger_mode: 1 is not one of 2, 3, 4/);
  });
});
