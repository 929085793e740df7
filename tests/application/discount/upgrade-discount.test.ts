import { describe, expect, it, vi } from 'vitest';
import { DiscountModalMemory } from '../../../src/application/discount/discount-modal-memory';
import { PRICING_PLANS_QUERY_KEY, UpgradeDiscount } from '../../../src/application/discount/upgrade-discount';
import { ApiError } from '../../../src/application/http/api-error';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { getUpgradeDiscount, type UpgradeDiscountOffer } from '../../../src/contracts/discount.contract';
import { activateUpgradeDiscount } from '../../../src/contracts/plans.contract';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { createTestRequestCache } from '../../support/adapter-fakes';

const OFFER: UpgradeDiscountOffer = { is_get_discount: 1, discount_remaining: 90, discount_value: 0.7, original_price: 19.99, trigger_mode: 3, tag: 'Big', is_triggerable: 0 };

function setUp() {
  const client = new FakeContractClient();
  const clock = new FakeClock();
  const cache = createTestRequestCache();
  return { client, clock, cache, discount: new UpgradeDiscount(client, clock, cache) };
}

describe('UpgradeDiscount', () => {
  it('starts with no offer and loads the server one', async () => {
    const { client, clock, discount } = setUp();
    client.on(getUpgradeDiscount, OFFER);
    expect(discount.offer.show).toBe(false);
    await discount.load();
    expect(discount.offer).toEqual({ show: true, discountVal: 0.7, price: 19.99, time: 90, getTime: clock.nowMs, mode: 3, tag: 'Big', isTriggerable: false });
  });

  it('keeps the offer and updates only the trigger flag when the call fails with is_triggerable', async () => {
    const { client, discount } = setUp();
    client.on(getUpgradeDiscount, OFFER);
    await discount.load();
    client.fail(getUpgradeDiscount, new ApiError('envelope', 'no offer', 1, { is_triggerable: 1 }));
    await discount.load();
    expect(discount.offer).toMatchObject({ show: true, discountVal: 0.7, isTriggerable: true });
  });

  it('ignores a canceled call (a newer one replaced it)', async () => {
    const { client, discount } = setUp();
    client.on(getUpgradeDiscount, OFFER);
    await discount.load();
    client.fail(getUpgradeDiscount, new ApiError('canceled', 'canceled', null, { is_triggerable: 1 }));
    await discount.load();
    expect(discount.offer.isTriggerable).toBe(false);
  });

  it('at countdown zero clears the offer, fetches it again and refreshes the plan list', async () => {
    const { client, clock, cache, discount } = setUp();
    client.on(getUpgradeDiscount, OFFER);
    await discount.load();
    const invalidate = vi.spyOn(cache, 'invalidate');

    clock.advance(89_999);
    discount.expireIfDue(clock.now());
    expect(discount.offer.show).toBe(true);
    expect(client.callsTo(getUpgradeDiscount)).toHaveLength(1);

    client.on(getUpgradeDiscount, { ...OFFER, is_get_discount: 0, discount_remaining: 0 });
    clock.advance(1);
    discount.expireIfDue(clock.now());
    expect(discount.offer.show).toBe(false);
    expect(client.callsTo(getUpgradeDiscount)).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledWith(PRICING_PLANS_QUERY_KEY);
  });
});

describe('DiscountModalMemory', () => {
  it('remembers when the modal was shown in a 10-minute cookie', () => {
    const cookies = new FakeCookieJar();
    const memory = new DiscountModalMemory(cookies);
    expect(memory.lastShownAt()).toBeUndefined();
    memory.remember(1_700_000_000_000);
    expect(memory.lastShownAt()).toBe(1_700_000_000_000);
    expect(cookies.maxAgeOf(COOKIES.discountModal.name)).toBe(600);
  });

  it.each(['', 'soon', 'NaN'])('reads a cookie holding %j as never shown', (value) => {
    const cookies = new FakeCookieJar();
    cookies.set(COOKIES.discountModal.name, value, COOKIES.discountModal);
    expect(new DiscountModalMemory(cookies).lastShownAt()).toBeUndefined();
  });

  it('starts an offer with its trigger mode only while the shop may, and a refusal turns the trigger flag off', async () => {
    const { client, discount } = setUp();
    client.on(getUpgradeDiscount, { ...OFFER, is_get_discount: 0, discount_remaining: 0, is_triggerable: 1 });
    await discount.activate(2);
    expect(client.callsTo(activateUpgradeDiscount)).toEqual([]);
    await discount.load();
    expect(discount.offer.isTriggerable).toBe(true);
    client.fail(activateUpgradeDiscount, new ApiError('envelope', 'trigger_mode: this shop cannot start an offer now', 40900));
    await discount.activate(2);
    expect(client.callsTo(activateUpgradeDiscount)).toEqual([{ trigger_mode: 2 }]);
    expect(discount.offer).toMatchObject({ show: false, isTriggerable: false });

    client.on(getUpgradeDiscount, { ...OFFER, is_get_discount: 0, discount_remaining: 0, is_triggerable: 1 });
    await discount.load();
    client.on(activateUpgradeDiscount, { ...OFFER, trigger_mode: 2 });
    await discount.activate(2);
    expect(discount.offer).toMatchObject({ show: true, mode: 2, isTriggerable: false });
  });
});
