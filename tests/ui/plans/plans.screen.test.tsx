// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getUpgradeDiscount } from '../../../src/contracts/discount.contract';
import { addPricingPlan, getPricingPlans, getShopPricingPlan, getSpendingLimit, type PricingPlans, redeemPricingPlanDiscountCode } from '../../../src/contracts/plans.contract';
import { PlansScreen } from '../../../src/ui/plans/plans.screen';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { NO_OFFER, testPlanCard, testShopPricingPlan } from '../../fakes/plans-fixtures';

const PLANS: PricingPlans = {
  current_plan_id: 2,
  current_plan_name: 'Free',
  monthly: [testPlanCard(2, 'Free', 'current', { cur: 0, origin: 0 }), testPlanCard(5, 'Growth', 'upgrade')],
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
    .on(getUpgradeDiscount, { ...NO_OFFER, is_triggerable: 0 })
    .on(getShopPricingPlan, testShopPricingPlan());
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
