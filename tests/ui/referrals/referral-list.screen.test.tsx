// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getReferrals, type ReferralListPage } from '../../../src/contracts/referral-list.contract';
import { type ReferralListItem } from '../../../src/domain/referrals/referral-list';
import { ReferralListScreen } from '../../../src/ui/referrals/referral-list.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const XSS = '<img src=x onerror="window.__xss=1">';

const referral = (id: number, changes: Partial<ReferralListItem> = {}): ReferralListItem => ({
  id,
  created_at: '2026-12-01T10:00:00.000Z',
  state: 'rewarded',
  refusal_reason: null,
  friend_email: `friend${id}@example.com`,
  advocate_customer_id: '7001',
  advocate_name: 'Sam',
  advocate_email: 'sam@example.com',
  order_name: `#10${id}`,
  order_total: 40.5,
  currency_code: 'EUR',
  reward_code: `THANKS-${id}`,
  reward_status: 'active',
  ...changes,
});

const SUMMARY = { shares: 6, friends: 5, conversions: 3, revenue: 121.5, rewards_issued: 2, refusals: 1, currency: 'EUR' };

async function renderReferrals(reply: ReferralListPage, path = '/settings/referrals') {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getReferrals, reply);
  const view = renderWithProviders(<ReferralListScreen />, { container, path });
  await screen.findByRole('heading', { level: 1, name: 'Referrals' });
  return { ...view, api };
}

describe('/settings/referrals', () => {
  it('shows the programme’s figures, and each referral with its friend, advocate, order, outcome and reward; e-mails stay text', async () => {
    const { container } = await renderReferrals({
      list: [
        referral(1),
        referral(2, { state: 'refused', refusal_reason: 'advocate_monthly_cap', reward_code: null, reward_status: null, friend_email: XSS }),
        referral(3, { state: 'refused', refusal_reason: 'self_referral_email', order_name: '', order_total: null, reward_code: null, reward_status: null, advocate_name: '', advocate_email: '' }),
      ],
      total: 3,
      summary: SUMMARY,
    });
    const figure = (label: string) => screen.getByRole('heading', { level: 3, name: label }).parentElement!.textContent;
    await screen.findByText('friend1@example.com');
    expect(figure('Shares')).toContain('6');
    expect(figure('Friends with a code')).toContain('5');
    expect(figure('Referred orders')).toContain('3');
    expect(figure('Referred revenue')).toContain('€121.50');
    expect(figure('Rewards issued')).toContain('2');
    expect(figure('Refusals')).toContain('1');

    const rewarded = screen.getByText('friend1@example.com').closest('tr')!;
    expect(within(rewarded).getByText('#101')).toBeTruthy();
    expect(within(rewarded).getByText('€40.50')).toBeTruthy();
    expect(within(rewarded).getByText('THANKS-1')).toBeTruthy();
    expect(within(rewarded).getByText('Sent, ready to use')).toBeTruthy();
    expect(within(rewarded).getByText('sam@example.com')).toBeTruthy();
    const capped = screen.getByText(XSS).closest('tr')!;
    expect(within(capped).getByText("The customer who shared reached this month's limit")).toBeTruthy();
    const onSharePage = screen.getByText('friend3@example.com').closest('tr')!;
    expect(within(onSharePage).getByText('Same e-mail as the customer who shared')).toBeTruthy();
    expect(within(onSharePage).getByText('No order')).toBeTruthy();
    expect(within(onSharePage).getByText('Customer 7001')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads the outcome, reason, dates and page from the address into get_referrals', async () => {
    const { api } = await renderReferrals(
      { list: [referral(1)], total: 41, summary: SUMMARY },
      '/settings/referrals?states=refused&reasons=friend_already_rewarded&reasons=self_referral_email&date_range=3&page=2',
    );
    await screen.findByText('friend1@example.com');
    expect(api.callsTo(getReferrals)[0]).toEqual({ states: ['refused'], reasons: ['self_referral_email', 'friend_already_rewarded'], date_range: 3, page: 2, page_size: 20 });
  });

  it('drops a filter the server would refuse instead of failing', async () => {
    const { api } = await renderReferrals({ list: [], total: 0, summary: SUMMARY }, '/settings/referrals?states=waiting&reasons=friend_already_rewarded');
    await waitFor(() => expect(api.callsTo(getReferrals)).toHaveLength(1));
    expect(api.callsTo(getReferrals)[0]).toEqual({ reasons: ['friend_already_rewarded'], page: 1, page_size: 20 });
  });

  it('points to the offer when there are no referrals yet', async () => {
    await renderReferrals({ list: [], total: 0, summary: { ...SUMMARY, shares: 0, friends: 0, conversions: 0, revenue: 0, rewards_issued: 0, refusals: 0 } });
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Referral offer' })[0]!.getAttribute('href')).toBe('/settings/referral_offer');
  });
});
