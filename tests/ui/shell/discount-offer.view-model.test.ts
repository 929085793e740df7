import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiscountModalMemory } from '../../../src/application/discount/discount-modal-memory';
import { UpgradeDiscount } from '../../../src/application/discount/upgrade-discount';
import { getUpgradeDiscount, type UpgradeDiscountOffer } from '../../../src/contracts/discount.contract';
import { DiscountOfferViewModel } from '../../../src/ui/shell/discount-offer.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeNavigator } from '../../fakes/fake-navigator';
import { createTestRequestCache } from '../../support/adapter-fakes';

const MINUTE = 60_000;
const OFFER: UpgradeDiscountOffer = { is_get_discount: 1, discount_remaining: 3600, discount_value: 0.8, original_price: 9.99, trigger_mode: 1, tag: '', is_triggerable: 0 };

function setUp(reply: UpgradeDiscountOffer = OFFER) {
  const client = new FakeContractClient().on(getUpgradeDiscount, reply);
  const clock = new FakeClock();
  const cookies = new FakeCookieJar();
  const navigator = new FakeNavigator();
  const discount = new UpgradeDiscount(client, clock, createTestRequestCache());
  const memory = new DiscountModalMemory(cookies);
  // The shell loads the offer on every page load (discount-offer.tsx); the view-model follows it.
  const create = () => {
    void discount.load();
    return new DiscountOfferViewModel(discount, memory, clock, navigator);
  };
  return { client, clock, cookies, navigator, discount, create };
}

/** Lets the offer's call settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('DiscountOfferViewModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the tab and opens the modal once the offer arrives, with the label, prices and tip', async () => {
    const { create } = setUp();
    const viewModel = create();
    viewModel.setPath('/reviewList');
    viewModel.start();
    expect(viewModel.tabVisible).toBe(false);
    await settle();
    expect(viewModel.tabVisible).toBe(true);
    expect(viewModel.modalVisible).toBe(true);
    expect(viewModel.label).toEqual({ key: 'discountPercentOff', values: { percent: '20' } });
    expect(viewModel.discountedPrice).toBe(7.99);
    expect(viewModel.originalPrice).toBe(9.99);
    expect(viewModel.showsMaxPlanTip).toBe(true);
    viewModel.dispose();
  });

  it('counts down in mm:ss:cc, ticking every 10 ms', async () => {
    const { clock, create } = setUp();
    const viewModel = create();
    viewModel.start();
    await settle();
    expect(viewModel.countdown).toBe('60:00:00');
    clock.advance(1230);
    vi.advanceTimersByTime(10);
    expect(viewModel.countdown).toBe('59:58:77');
    viewModel.dispose();
  });

  it('shows neither the tab nor the modal on /plan', async () => {
    const { create, cookies } = setUp();
    const viewModel = create();
    viewModel.setPath('/plan');
    viewModel.start();
    await settle();
    expect(viewModel.tabVisible).toBe(false);
    expect(viewModel.modalVisible).toBe(false);
    expect(cookies.get('starling_reviews_discount_modal')).toBeUndefined();
    viewModel.setPath('/');
    expect(viewModel.tabVisible).toBe(true);
    expect(viewModel.modalVisible).toBe(true);
    viewModel.dispose();
  });

  it('opens the modal at most once per 10 minutes, remembered across page loads', async () => {
    const { clock, create } = setUp();
    const first = create();
    first.start();
    await settle();
    expect(first.modalVisible).toBe(true);
    first.closeModal();
    first.setPath('/collect');
    expect(first.modalVisible).toBe(false);
    first.dispose();

    clock.advance(9 * MINUTE);
    const reloaded = create();
    reloaded.start();
    await settle();
    expect(reloaded.tabVisible).toBe(true);
    expect(reloaded.modalVisible).toBe(false);

    clock.advance(MINUTE);
    reloaded.setPath('/import');
    expect(reloaded.modalVisible).toBe(true);
    reloaded.dispose();
  });

  it('leads to /plan from the modal or the tab, closing the modal', async () => {
    const { create, navigator } = setUp();
    const viewModel = create();
    viewModel.start();
    await settle();
    viewModel.openPlan();
    expect(navigator.paths).toEqual(['/plan?source=navigation']);
    expect(viewModel.modalOpen).toBe(false);
    viewModel.dispose();
  });

  it('shows nothing without an offer', async () => {
    const { create } = setUp({ ...OFFER, is_get_discount: 0, discount_remaining: 0 });
    const viewModel = create();
    viewModel.start();
    await settle();
    expect(viewModel.tabVisible).toBe(false);
    expect(viewModel.modalVisible).toBe(false);
    viewModel.dispose();
  });

  it('at zero hides the offer and fetches it again', async () => {
    const { client, clock, create } = setUp({ ...OFFER, discount_remaining: 1 });
    const viewModel = create();
    viewModel.start();
    await settle();
    expect(viewModel.tabVisible).toBe(true);
    client.on(getUpgradeDiscount, { ...OFFER, is_get_discount: 0, discount_remaining: 0 });
    clock.advance(1000);
    vi.advanceTimersByTime(10);
    await settle();
    expect(viewModel.tabVisible).toBe(false);
    expect(client.callsTo(getUpgradeDiscount)).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
    viewModel.dispose();
  });
});
