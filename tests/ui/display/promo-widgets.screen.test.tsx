// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getAutoLeaveReviewSetting, getReferralOfferSetting, setAutoLeaveReviewSetting, setReferralSetting } from '../../../src/contracts/promo-widgets.contract';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { previewWidget } from '../../../src/contracts/widget-settings.contract';
import { DEFAULT_ORDER_REVIEW_SETTINGS, DEFAULT_REFERRAL_SETTINGS, type OrderReviewSettings, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { CheckoutWidgetScreen } from '../../../src/ui/display/checkout-widget.screen';
import { ReferralWidgetScreen } from '../../../src/ui/display/referral-widget.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

async function renderReferralPage() {
  const container = createTestContainer();
  let stored: ReferralSettings = DEFAULT_REFERRAL_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReferralOfferSetting, () => stored)
    .on(setReferralSetting, (changes) => (stored = { ...stored, ...changes } as ReferralSettings))
    .on(previewWidget, (request) => ({ html: `<p>${request.referral?.title_text ? `${request.referral.title_text}: ` : ''}friend gets ${String(request.referral?.friend_discount_value)}</p>` }))
    .on(saveShopConfig, {});
  renderWithProviders(<ReferralWidgetScreen />, { container, path: '/display/referral' });
  await screen.findByRole('heading', { level: 1, name: 'Referral widget' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

async function renderCheckoutPage() {
  const container = createTestContainer();
  let stored: OrderReviewSettings = DEFAULT_ORDER_REVIEW_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getAutoLeaveReviewSetting, () => stored)
    .on(setAutoLeaveReviewSetting, (changes) => (stored = { ...stored, ...changes }))
    .on(previewWidget, (request) => ({ html: `<p>stars in ${String(request.order_review?.star_color)}</p>` }))
    .on(saveShopConfig, {});
  renderWithProviders(<CheckoutWidgetScreen />, { container, path: '/display/checkout' });
  await screen.findByRole('heading', { level: 1, name: 'Checkout reviews' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('ReferralWidgetScreen', () => {
  it('previews the title as typed and saves only what changed', async () => {
    const { api, saveBar, user } = await renderReferralPage();
    const frame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the referral card');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>friend gets 10</p>'));
    expect(frame().getAttribute('sandbox')).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Share the store');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>Share the store: friend gets 10</p>'));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setReferralSetting)).toEqual([{ title_text: 'Share the store' }]);
  });

  it('leaves the offer to the referral offer page: no reward fields, a link there', async () => {
    await renderReferralPage();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /referral card on the store/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit the offer' }).getAttribute('href')).toBe('/settings/referral_offer');
  });
});

describe('CheckoutWidgetScreen', () => {
  it('says where buyers see the prompt and how it is added, previews the star colour and saves it', async () => {
    const { api, saveBar, user } = await renderCheckoutPage();
    expect(screen.getByText(/in the checkout editor, choose “Add app block” and pick “Starling order review prompt”/)).toBeTruthy();
    const frame = () => screen.getByTitle<HTMLIFrameElement>('Preview of the order review prompt');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>stars in #f5a623</p>'));
    const color = screen.getByRole('textbox', { name: 'Star colour' });
    await user.clear(color);
    await user.type(color, '#aa0000');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toBe('<p>stars in #aa0000</p>'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'When a buyer taps a star' }), 'Go to the product’s page');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setAutoLeaveReviewSetting)).toEqual([{ star_color: '#aa0000', star_tap_action: 'product_page' }]);
  });

  it('refuses a colour that is not #RRGGBB, naming the field', async () => {
    const { api, saveBar, user } = await renderCheckoutPage();
    const color = screen.getByRole('textbox', { name: 'Star colour' });
    await user.clear(color);
    await user.type(color, 'gold');
    expect(await screen.findByText('Star colour: enter a colour as #RRGGBB, for example #f5a623.')).toBeTruthy();
    act(() => saveBar.clickSave());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo(setAutoLeaveReviewSetting)).toEqual([]);
  });
});
