// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import {
  getReviewDiscountOverview,
  getReviewDiscountSetting,
  saveReviewDiscountSetting,
  type IssuedReviewDiscountRow,
  type ReviewDiscountOverview,
  type ReviewDiscountSettingAnswer,
} from '../../../src/contracts/review-discount.contract';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { DEFAULT_REVIEW_DISCOUNT_SETTINGS } from '../../../src/domain/collect/review-discount';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { ReviewDiscountOverviewScreen } from '../../../src/ui/collect/review-discount-overview.screen';
import { ReviewDiscountSettingsScreen } from '../../../src/ui/collect/review-discount-settings.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderRoutes, renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderEditor(type: string) {
  const container = createTestContainer();
  let stored: ReviewDiscountSettingAnswer = { ...DEFAULT_REVIEW_DISCOUNT_SETTINGS.photo, type: 'photo', currency_symbol: '$' };
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReviewDiscountSetting, () => stored)
    .on(saveReviewDiscountSetting, ({ type: _type, ...changes }) => (stored = { ...stored, ...changes }));
  renderRoutes([{ path: '/settings/review_discount/:type', element: <ReviewDiscountSettingsScreen /> }], `/settings/review_discount/${type}`, container);
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('ReviewDiscountSettingsScreen', () => {
  it('follows the values with the live sentence and saves only what changed', async () => {
    const { api, saveBar, user } = renderEditor('photo');
    await screen.findByRole('heading', { level: 1, name: 'Review discount: Photo reviews' });
    expect(await screen.findByText('Switched off: these reviews earn no discount.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Give this discount' }));
    expect(screen.getByText('Customers who leave a photo review get 10% off their next order.')).toBeTruthy();
    const value = screen.getByRole('spinbutton', { name: /^Discount value/ });
    await user.clear(value);
    await user.type(value, '15');
    expect(screen.getByText('Customers who leave a photo review get 15% off their next order.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount type' }), 'Fixed amount off');
    expect(screen.getByText('Customers who leave a photo review get $15 off their next order.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(saveReviewDiscountSetting)).toEqual([{ type: 'photo', is_enabled: FLAG_ON, discount_type: 2, discount_value: 15 }]);
  });

  it('shows the domain’s message for a value out of range and saves nothing', async () => {
    const { api, saveBar, user } = renderEditor('photo');
    const value = await screen.findByRole('spinbutton', { name: /^Discount value/ });
    await user.clear(value);
    await user.type(value, '120');
    expect(screen.getAllByText('Enter a discount greater than 0 and no more than 100%.').length).toBeGreaterThan(0);
    expect(screen.getByText('Enter a valid discount to see the sentence.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Discount type' }), 'Fixed amount off');
    await user.clear(value);
    await user.type(value, '5.555');
    expect(screen.getAllByText('Only two decimal places are allowed.').length).toBeGreaterThan(0);
    const expiry = screen.getByRole('spinbutton', { name: /^Days the code stays valid/ });
    await user.clear(expiry);
    await user.type(expiry, '400');
    expect(screen.getAllByText('Enter whole days from 0 to 365.').length).toBeGreaterThan(0);
    act(() => saveBar.clickSave());
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await screen.findByText(/Found 2 errors/)).toBeTruthy();
    expect(api.callsTo(saveReviewDiscountSetting)).toEqual([]);
  });

  it('answers an unknown kind with the not-found page and asks the server nothing', async () => {
    const { api } = renderEditor('rating');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(api.callsTo(getReviewDiscountSetting)).toEqual([]);
  });
});

const ISSUED: IssuedReviewDiscountRow = {
  review_id: 41,
  review_type: 'photo',
  code: 'REVIEW-ABCDEFGHJK',
  customer_name: '<b>Mia</b> Lund',
  customer_email: 'mia@example.com',
  discount_type: 1,
  discount_value: 15,
  value_text: '15%',
  expires_at: '2026-03-31T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  status: 'active',
};

function overview(page: number): ReviewDiscountOverview {
  return {
    currency_symbol: '€',
    settings: { ...DEFAULT_REVIEW_DISCOUNT_SETTINGS, photo: { ...DEFAULT_REVIEW_DISCOUNT_SETTINGS.photo, is_enabled: FLAG_ON, discount_type: 2, discount_value: 5 } },
    issued: page === 1 ? [ISSUED] : [{ ...ISSUED, review_id: 40, code: 'REVIEW-OLDER22222', status: 'pending' }],
    issued_total: 21,
    page,
    page_size: 20,
  };
}

describe('ReviewDiscountOverviewScreen', () => {
  it('shows each kind’s state and the issued codes newest first, with the customer’s name as text and a link to the review', async () => {
    const container = createTestContainer();
    container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free', timeZone: 'UTC' });
    const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getReviewDiscountOverview, ({ page }) => overview(page ?? 1));
    renderWithProviders(<ReviewDiscountOverviewScreen />, { container, path: '/collect/discount' });
    await screen.findByText('REVIEW-ABCDEFGHJK');
    expect(screen.getByText('Customers who leave a photo review get €5 off their next order.')).toBeTruthy();
    expect(screen.getAllByText('No discount for these reviews.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit: Video reviews' }).getAttribute('href')).toBe('/settings/review_discount/video');
    expect(screen.getByText('<b>Mia</b> Lund')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    const review = screen.getByRole('link', { name: 'Find the review by <b>Mia</b> Lund' });
    expect(review.getAttribute('href')).toContain('/reviewList?');
    expect(review.getAttribute('href')).toContain('keyword=%3Cb%3EMia%3C%2Fb%3E%20Lund');
    expect(screen.getByText('21 codes issued')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    const older = await screen.findByText('REVIEW-OLDER22222');
    expect(within(older.closest('tr')!).getByText('Waiting for Shopify')).toBeTruthy();
    expect(api.callsTo(getReviewDiscountOverview).map((request) => request.page)).toEqual([1, 2]);
  });

  it('ticks the setup guide’s “discount viewed” step once per visit, whatever the pages turned', async () => {
    const container = createTestContainer();
    container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free', timeZone: 'UTC' });
    const api = container
      .get<FakeContractClient>(TOKENS.ContractClient)
      .on(getReviewDiscountOverview, ({ page }) => overview(page ?? 1))
      .on(saveShopConfig, (changes) => ({ ...changes }));
    renderWithProviders(<ReviewDiscountOverviewScreen />, { container, path: '/collect/discount' });
    await screen.findByText('REVIEW-ABCDEFGHJK');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('REVIEW-OLDER22222');
    expect(api.callsTo(saveShopConfig)).toEqual([{ clicked_guide_discount_show: '1' }]);
  });
});
