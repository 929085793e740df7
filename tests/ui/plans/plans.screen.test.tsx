// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getUpgradeDiscount } from '../../../src/contracts/discount.contract';
import { addPricingPlan, getPricingPlans, getShopPricingPlan, getSpendingLimit, type PlanCard, type PricingPlans, redeemPricingPlanDiscountCode } from '../../../src/contracts/plans.contract';
import { PlansScreen } from '../../../src/ui/plans/plans.screen';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const card = (planId: number, name: string, action: PlanCard['action'], prices: { cur: number; origin: number }): PlanCard => ({
  planId,
  type: 'monthly',
  name,
  tierLevel: 1,
  recommend: name === 'Growth' ? 1 : 0,
  newUserPrice: prices.cur,
  originPrice: prices.origin,
  curPrice: prices.cur,
  discountValue: 0,
  paidMonthsNumber: 0,
  billedAmount: prices.cur,
  requestQuota: name === 'Free' ? 50 : 500,
  trialDays: name === 'Free' ? 0 : 7,
  isActive: action === 'current' ? 1 : 0,
  action,
});

const PLANS: PricingPlans = {
  current_plan_id: 2,
  current_plan_name: 'Free',
  monthly: [card(2, 'Free', 'current', { cur: 0, origin: 0 }), card(5, 'Growth', 'upgrade', { cur: 19.99, origin: 29.99 })],
  yearly: [],
  offer: null,
  discount_code: null,
};

function setUp() {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient);
  api
    .on(getPricingPlans, PLANS)
    .on(getSpendingLimit, { max_spending_limit: 50, maximum: 1000, is_enabled_usage_charge: 0 })
    .on(getUpgradeDiscount, { is_get_discount: 0, discount_remaining: 0, discount_value: 0.8, original_price: 9.99, trigger_mode: 0, tag: '', is_triggerable: 0 })
    .on(getShopPricingPlan, {
      email_quota_info: { email_send_quota_count: 50, email_send_quota_used_count: 12, next_email_quota_reset_time: '2026-12-01T00:00:00.000Z', is_enabled_usage_charge: 0, usage_charge_add_email_quota: 0 },
      review_quota_info: { max_product_review_count: 5, free_display_quota: 20 },
      order_requests: 0,
      pricing_plan_id: 2,
      plan_name: 'Free',
      amount: 0,
      actual_amount: 0,
      discount_value: 0,
      duration_limit_in_intervals: 0,
      interval: 'EVERY_30_DAYS',
      permissions: '{}',
    });
  return { container, api, user: userEvent.setup() };
}

describe('PlansScreen', () => {
  it('shows the cards with their prices, badges and quotas, and sends an upgrade to the confirmation page', async () => {
    const { container, api, user } = setUp();
    api.on(addPricingPlan, { plan_id: 5, confirmation_url: '/dev-billing/confirm?shop=s&charge_id=dev_1' });
    renderWithProviders(<PlansScreen />, { container, path: '/plan' });
    const growth = await screen.findByRole('group', { name: 'Growth' });
    expect(within(growth).getByText('Recommended')).toBeTruthy();
    expect(within(growth).getByText('$19.99')).toBeTruthy();
    expect(within(growth).getByText('Free trial: 7 days')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Free' })).getByText('Current plan')).toBeTruthy();
    expect(screen.getByText('Your plan: Free')).toBeTruthy();
    expect(await screen.findByText('12 of 50 review request emails sent this period')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Get more from your reviews' })).toBeTruthy();

    await user.click(within(growth).getByRole('button', { name: 'Upgrade to Growth' }));
    await waitFor(() => expect(container.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment).assigned).toEqual([{ url: '/dev-billing/confirm?shop=s&charge_id=dev_1', top: true }]));
  });

  it('shows the refusal of an unknown code under the field', async () => {
    const { container, api, user } = setUp();
    api.fail(redeemPricingPlanDiscountCode, 'code: this code is not valid');
    renderWithProviders(<PlansScreen />, { container, path: '/plan' });
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('code: this code is not valid')).toBeTruthy();
  });
});
