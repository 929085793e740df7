// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { getAutoLeaveReviewSetting, setAutoLeaveReviewSetting } from '../../../src/contracts/promo-widgets.contract';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { previewWidget } from '../../../src/contracts/widget-settings.contract';
import { DEFAULT_ORDER_REVIEW_SETTINGS, type OrderReviewSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { CheckoutPlacementScreen, ThankYouPlacementScreen } from '../../../src/ui/display/auto-leave-placement.screen';
import { AutoLeaveReviewsScreen } from '../../../src/ui/display/auto-leave-reviews.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function setUp(stored: OrderReviewSettings) {
  const container = createTestContainer();
  container.get(AppSessionStore).setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free' });
  let current = stored;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getAutoLeaveReviewSetting, () => current)
    .on(setAutoLeaveReviewSetting, (changes) => (current = { ...current, ...changes }))
    .on(previewWidget, (request) => ({ html: `<p>thank-you ${String(request.order_review?.thank_you_is_active)}</p>` }))
    .on(saveShopConfig, {});
  return { container, api };
}

describe('AutoLeaveReviewsScreen', () => {
  it('shows each placement with its state and the editor where it is added, and says reviews are the customer\'s own', async () => {
    const { container } = setUp({ ...DEFAULT_ORDER_REVIEW_SETTINGS, thank_you_is_active: '2' });
    renderWithProviders(<AutoLeaveReviewsScreen />, { container, path: '/collect/auto_leave_reviews' });
    await screen.findByRole('heading', { level: 1, name: 'Reviews after checkout' });
    expect(screen.getByText('Every review is the customer’s own')).toBeTruthy();
    await screen.findByText('Off');
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the theme editor on the order page (opens in a new window)' }).getAttribute('href')).toBe(
      'https://demo-store.myshopify.com/admin/themes/current/editor?template=customers/order',
    );
    expect(screen.getByRole('link', { name: 'Open the checkout editor on the thank-you page (opens in a new window)' }).getAttribute('href')).toContain('/admin/settings/checkout/editor?page=thank-you');
    expect(screen.getByRole('link', { name: 'Edit Thank-you page' }).getAttribute('href')).toBe('/collect/auto_leave_reviews/thankyou');
    expect(screen.getByText(/open the thank-you page, choose “Add app block” and pick “Starling order review prompt”/)).toBeTruthy();
  });

  it('says when the whole prompt is off', async () => {
    const { container } = setUp({ ...DEFAULT_ORDER_REVIEW_SETTINGS, is_active: '2' });
    renderWithProviders(<AutoLeaveReviewsScreen />, { container, path: '/collect/auto_leave_reviews' });
    expect(await screen.findAllByText('Prompt off')).toHaveLength(2);
  });
});

describe('the placement screens', () => {
  it('switch their own placement off, previewed on, and save only that', async () => {
    const { container, api } = setUp(DEFAULT_ORDER_REVIEW_SETTINGS);
    renderWithProviders(<ThankYouPlacementScreen />, { container, path: '/collect/auto_leave_reviews/thankyou' });
    await screen.findByRole('heading', { level: 1, name: 'Thank-you page' });
    const frame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the review prompt on the thank-you page');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>thank-you 1</p>'));
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show the prompt on the thank-you page' }));
    const saveBar = container.get<FakeSaveBar>(TOKENS.SaveBar);
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setAutoLeaveReviewSetting)).toEqual([{ thank_you_is_active: '2' }]);
  });

  it('share the prompt\'s own card with /display/checkout', async () => {
    const { container, api } = setUp(DEFAULT_ORDER_REVIEW_SETTINGS);
    renderWithProviders(<CheckoutPlacementScreen />, { container, path: '/collect/auto_leave_reviews/checkout' });
    await screen.findByRole('heading', { level: 1, name: 'Order status page' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Heading' }), 'Rate it');
    await user.click(screen.getByRole('checkbox', { name: 'Show the prompt on the order status page' }));
    const saveBar = container.get<FakeSaveBar>(TOKENS.SaveBar);
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setAutoLeaveReviewSetting)).toEqual([{ heading_text: 'Rate it', order_status_is_active: '2' }]);
  });
});
