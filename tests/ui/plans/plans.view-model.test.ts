import { type Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { UpgradeDiscount } from '../../../src/application/discount/upgrade-discount';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { TOKENS } from '../../../src/application/tokens';
import { activateUpgradeDiscount, addPricingPlan, checkPricingPlan, getPricingPlans, getShopPricingPlan, getSpendingLimit, type PricingPlans, redeemPricingPlanDiscountCode, setSpendingLimit } from '../../../src/contracts/plans.contract';
import { getUpgradeDiscount } from '../../../src/contracts/discount.contract';
import { getUserSettings } from '../../../src/contracts/settings.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { BillingReturnViewModel } from '../../../src/ui/shell/billing-return.view-model';
import { PlansViewModel } from '../../../src/ui/plans/plans.view-model';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { type FakeNavigator } from '../../fakes/fake-navigator';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { testUserSettings } from '../../fakes/fake-user-settings';
import { createTestContainer } from '../../support/test-container';
import { NO_OFFER, startedOffer, testPlanCard, testShopPricingPlan } from '../../fakes/plans-fixtures';

const PLANS: PricingPlans = {
  current_plan_id: 2,
  current_plan_name: 'Free',
  monthly: [testPlanCard(2, 'Free', 'current'), testPlanCard(5, 'Growth', 'upgrade')],
  yearly: [testPlanCard(2, 'Free', 'current', { type: 'yearly' }), testPlanCard(9, 'Growth', 'upgrade', { type: 'yearly' })],
  offer: null,
  discount_code: null,
};

const SHOP_PLAN = testShopPricingPlan({
  email_quota_info: { email_send_quota_count: 50, email_send_quota_used_count: 40, next_email_quota_reset_time: '2026-12-01T00:00:00.000Z', is_enabled_usage_charge: 0, usage_charge_add_email_quota: 0 },
  review_quota_info: { max_product_review_count: 31, free_display_quota: 20, free_hidden_review_count: 14, free_hidden_product_count: 2 },
  permissions: '{"remove_branding":false}',
});


function setUp(plans: PricingPlans = PLANS, shopPlan = SHOP_PLAN) {
  const di: Container = createTestContainer();
  const api = di.get<FakeContractClient>(TOKENS.ContractClient);
  api
    .on(getPricingPlans, plans)
    .on(getShopPricingPlan, shopPlan)
    .on(getSpendingLimit, { max_spending_limit: 50, maximum: 1000, is_enabled_usage_charge: 0 })
    .on(getUserInfo, testUserInfo({ plan_name: 'Growth', permissions: '{"remove_branding":true}' }))
    .on(getUserSettings, testUserSettings())
    .on(getUpgradeDiscount, NO_OFFER);
  return {
    di,
    api,
    vm: di.get(PlansViewModel),
    toaster: di.get<FakeToaster>(TOKENS.Toaster),
    browser: di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment),
    cookies: di.get<FakeCookieJar>(TOKENS.CookieJar),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Loads the page and waits for the plans and the shop's plan (the gateway's module loads on first use). */
async function loaded(vm: PlansViewModel): Promise<void> {
  vm.load();
  await vi.waitFor(() => {
    expect(vm.plans).toBeDefined();
    expect(vm.shopPlan).not.toBeNull();
    expect(vm.limit).not.toBeNull();
  });
}

describe('PlansViewModel', () => {
  it('shows the cards of the current plan’s interval, switches interval, and keeps the upgrade card for Free', async () => {
    const { vm } = setUp();
    await loaded(vm);
    expect(vm.cards.map((shown) => shown.planId)).toEqual([2, 5]);
    vm.setInterval('yearly');
    expect(vm.cards.map((shown) => shown.planId)).toEqual([2, 9]);
    expect(vm.showsUpgradeCard).toBe(true);
    expect(vm.currentPlanName).toBe('Free');
    expect(vm.overage).toEqual({ limit: 20, reviews: 14, products: 2 });
    expect(vm.downgradeHides).toBeNull();
    expect(vm.emailQuota).toMatchObject({ used: 40, total: 50, bought: 0, percent: 80 });
    vm.dispose();
  });

  it('hides the upgrade card on Growth and opens the yearly cards for a yearly plan', async () => {
    const { vm } = setUp({ ...PLANS, current_plan_id: 9, current_plan_name: 'Growth' });
    await loaded(vm);
    expect(vm.showsUpgradeCard).toBe(false);
    expect(vm.shownInterval).toBe('yearly');
  });

  it('sends an upgrade to the confirmation page, out of the admin frame', async () => {
    const { vm, api, browser } = setUp();
    api.on(addPricingPlan, { plan_id: 5, confirmation_url: 'https://admin.shopify.com/charges/1/confirm' });
    await loaded(vm);
    vm.choose(vm.cards[1]!);
    await settle();
    expect(api.callsTo(addPricingPlan)).toEqual([{ plan_id: 5 }]);
    expect(browser.assigned).toEqual([{ url: 'https://admin.shopify.com/charges/1/confirm', top: true }]);
  });

  it('asks before a downgrade, and then changes at once, rewriting the permissions cookie', async () => {
    const { vm, api, toaster, cookies } = setUp({ ...PLANS, current_plan_id: 5, current_plan_name: 'Growth', monthly: [testPlanCard(2, 'Free', 'downgrade'), testPlanCard(5, 'Growth', 'current')] });
    api.on(addPricingPlan, { plan_id: 2, confirmation_url: null });
    await loaded(vm);
    vm.choose(vm.cards[0]!);
    expect(vm.pendingDowngrade?.planId).toBe(2);
    expect(api.callsTo(addPricingPlan)).toEqual([]);
    vm.cancelDowngrade();
    expect(vm.pendingDowngrade).toBeNull();
    vm.choose(vm.cards[0]!);
    await vm.confirmDowngrade();
    expect(vm.pendingDowngrade).toBeNull();
    await settle();
    expect(api.callsTo(addPricingPlan)).toEqual([{ plan_id: 2 }]);
    expect(cookies.get(COOKIES.permissions.name)).toBe('{"remove_branding":true}');
    expect(toaster.contents).toEqual(['plans:changed {"plan":"Growth"}']);
  });

  it('says in the downgrade dialog how many reviews on how many products Free would stop showing', async () => {
    const growth = testShopPricingPlan({ ...SHOP_PLAN, pricing_plan_id: 5, plan_name: 'Growth' });
    const plans = { ...PLANS, current_plan_id: 5, current_plan_name: 'Growth', monthly: [testPlanCard(2, 'Free', 'downgrade'), testPlanCard(3, 'Starter', 'downgrade'), testPlanCard(5, 'Growth', 'current')] };
    const { vm } = setUp(plans, growth);
    await loaded(vm);
    expect(vm.overage).toBeNull();
    vm.choose(vm.cards[1]!);
    expect(vm.downgradeHides).toBeNull();
    vm.cancelDowngrade();
    vm.choose(vm.cards[0]!);
    expect(vm.downgradeHides).toEqual({ limit: 20, reviews: 14, products: 2 });
  });

  it('says nothing about hidden reviews in the downgrade dialog when Free would hide none', async () => {
    const growth = testShopPricingPlan({
      ...SHOP_PLAN,
      pricing_plan_id: 5,
      review_quota_info: { max_product_review_count: 20, free_display_quota: 20, free_hidden_review_count: 0, free_hidden_product_count: 0 },
    });
    const { vm } = setUp({ ...PLANS, current_plan_id: 5, current_plan_name: 'Growth', monthly: [testPlanCard(2, 'Free', 'downgrade'), testPlanCard(5, 'Growth', 'current')] }, growth);
    await loaded(vm);
    vm.choose(vm.cards[0]!);
    expect(vm.pendingDowngrade?.planId).toBe(2);
    expect(vm.downgradeHides).toBeNull();
  });

  it('keeps the downgrade dialog open while it runs and shows a refusal inside it, not above the cards', async () => {
    const { vm, api, toaster } = setUp({ ...PLANS, current_plan_id: 5, current_plan_name: 'Growth', monthly: [testPlanCard(2, 'Free', 'downgrade'), testPlanCard(5, 'Growth', 'current')] });
    api.fail(addPricingPlan, 'plan_id: the shop has an unpaid charge; the plan did not change');
    await loaded(vm);
    vm.choose(vm.cards[0]!);
    const confirmed = vm.confirmDowngrade();
    expect(vm.downgrade.running).toBe(true);
    vm.cancelDowngrade();
    expect(vm.pendingDowngrade?.planId).toBe(2);
    await confirmed;
    expect(vm.pendingDowngrade?.planId).toBe(2);
    expect(vm.downgrade.failure).toBe('plan_id: the shop has an unpaid charge; the plan did not change');
    expect(vm.failure).toBeNull();
    expect(toaster.contents).toEqual([]);
    vm.cancelDowngrade();
    expect(vm.pendingDowngrade).toBeNull();
    vm.choose(vm.cards[0]!);
    expect(vm.downgrade.failure).toBeNull();
  });

  it('shows the server’s refusal of a code and of a spending limit, which names the field', async () => {
    const { vm, api } = setUp();
    api.fail(redeemPricingPlanDiscountCode, 'code: this code is not valid');
    api.fail(setSpendingLimit, 'max_spending_limit: must be at most 1000');
    await loaded(vm);
    vm.setCodeInput('NOPE');
    await vm.redeemCode();
    expect(vm.codeFailure).toEqual({ text: 'code: this code is not valid' });
    expect(vm.limitInput).toBe('50');
    vm.setLimitInput('12.345');
    expect(vm.limitProblem).toBe('tooManyDecimals');
    await vm.saveLimit();
    expect(api.callsTo(setSpendingLimit)).toEqual([]);
    vm.setLimitInput('120');
    await vm.saveLimit();
    expect(vm.limitFailure).toEqual({ text: 'max_spending_limit: must be at most 1000' });
  });

  it('starts the offer from the upgrade card with trigger_mode 2', async () => {
    const { vm, api, di } = setUp();
    api.on(activateUpgradeDiscount, startedOffer(2));
    await di.get(UpgradeDiscount).load();
    expect(vm.canStartOffer).toBe(true);
    await vm.startOffer();
    expect(api.callsTo(activateUpgradeDiscount)).toEqual([{ trigger_mode: 2 }]);
    expect(vm.offerRunning).toBe(true);
    expect(vm.canStartOffer).toBe(false);
  });
});

describe('BillingReturnViewModel', () => {
  it('confirms the charge once, leaves the state behind and says which plan the shop is on', async () => {
    const { di, api, toaster } = setUp();
    api.on(checkPricingPlan, { pricing_plan_id: 5, plan_name: 'Growth' });
    const returning = di.get(BillingReturnViewModel);
    await returning.handle('/', { charge_id: 'dev_1' });
    await returning.handle('/', { charge_id: 'dev_1' });
    await returning.handle('/plan', { charge_id: 'dev_2' });
    expect(api.callsTo(checkPricingPlan)).toEqual([{ charge_id: 'dev_1' }]);
    expect(di.get<FakeNavigator>(TOKENS.Navigator).navigations).toEqual([{ to: '/', options: { replace: true, state: null } }]);
    expect(toaster.contents).toEqual(['plans:billingReturn.changed {"plan":"Growth"}']);
  });

  it('shows a declined charge in the error banner', async () => {
    const { di, api, toaster } = setUp();
    api.fail(checkPricingPlan, 'charge_id: the charge was declined; the plan did not change');
    await di.get(BillingReturnViewModel).handle('/', { charge_id: 'dev_9' });
    expect(toaster.contents).toEqual([]);
    expect(di.get(ErrorBanner).banner).toMatchObject({ title: 'plans:billingReturn.failed', subtitle: 'charge_id: the charge was declined; the plan did not change' });
  });
});
