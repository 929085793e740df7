// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getReferralOfferSetting, setReferralSetting } from '../../../src/contracts/promo-widgets.contract';
import { DEFAULT_REFERRAL_SETTINGS, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { ReferralOfferScreen } from '../../../src/ui/referrals/referral-offer.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { renderRoutes } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderOffer() {
  const container = createTestContainer();
  let stored: ReferralSettings = DEFAULT_REFERRAL_SETTINGS;
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getReferralOfferSetting, () => stored)
    .on(setReferralSetting, (changes) => (stored = { ...stored, ...changes } as ReferralSettings));
  renderRoutes([{ path: '/settings/referral_offer', element: <ReferralOfferScreen /> }], '/settings/referral_offer', container);
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), user: userEvent.setup() };
}

describe('ReferralOfferScreen', () => {
  it('names a cap out of range beside the field and saves nothing, then saves only what changed', async () => {
    const { api, saveBar, user } = renderOffer();
    await screen.findByRole('heading', { level: 1, name: 'Referral offer' });
    const cap = screen.getByRole('spinbutton', { name: 'Rewards per customer per month' });
    await user.clear(cap);
    await user.type(cap, '0');
    expect(screen.getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    act(() => saveBar.clickSave());
    expect(await screen.findByRole('heading', { name: /Found 1 error/i })).toBeTruthy();
    expect(api.callsTo(setReferralSetting)).toEqual([]);
    await user.clear(cap);
    await user.type(cap, '4');
    const minimums = screen.getAllByRole('spinbutton', { name: /^Minimum order subtotal/ });
    await user.clear(minimums[0]!);
    await user.type(minimums[0]!, '25');
    await user.click(screen.getByRole('checkbox', { name: 'Run the referral programme' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(saveBar.state).toBeNull());
    expect(api.callsTo(setReferralSetting)).toEqual([{ is_active: '1', friend_minimum_order: 25, advocate_monthly_cap: 4 }]);
  });

  it('refuses a percentage over 100 beside the friend’s reward and saves nothing', async () => {
    const { api, saveBar, user } = renderOffer();
    await screen.findByRole('heading', { level: 1, name: 'Referral offer' });
    const friend = screen.getAllByRole('spinbutton', { name: /^Discount value/ })[0]!;
    await user.clear(friend);
    await user.type(friend, '120');
    expect(screen.getByText('Enter a discount greater than 0 and no more than 100%.')).toBeTruthy();
    act(() => saveBar.clickSave());
    expect(await screen.findByRole('heading', { name: /Found 1 error/i })).toBeTruthy();
    expect(api.callsTo(setReferralSetting)).toEqual([]);
  });
});
