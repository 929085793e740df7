// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpgradeDiscount } from '../../../src/application/discount/upgrade-discount';
import { TOKENS } from '../../../src/application/tokens';
import { getUpgradeDiscount } from '../../../src/contracts/discount.contract';
import { activateUpgradeDiscount } from '../../../src/contracts/plans.contract';
import { getBannerDisplaySetting, setBannerDisplaySetting } from '../../../src/contracts/banners.contract';
import { getAds, getRecommendAppList, getReviewAnomalies, setAdClick } from '../../../src/contracts/dashboard.contract';
import { saveShopConfig } from '../../../src/contracts/shop-config.contract';
import { getUserInfo, type UserInfo } from '../../../src/contracts/shop.contract';
import { getAppEmbedsStatus } from '../../../src/contracts/storefront-status.contract';
import { DashboardScreen } from '../../../src/ui/home/dashboard/dashboard.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { testAd, testApp } from '../../fakes/fake-dashboard';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { NO_OFFER, startedOffer } from '../../fakes/plans-fixtures';

function renderDashboard(info: Partial<UserInfo> = {}, embedOn = false) {
  const container = createTestContainer();
  const embedAnswers = { enabled: embedOn };
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getUserInfo, () => testUserInfo(info))
    .on(getAppEmbedsStatus, () => ({ app_embeds_enabled: embedAnswers.enabled ? (1 as const) : (0 as const), url: 'https://test-shop.myshopify.com/admin/themes/current/editor?context=apps' }))
    .on(getAds, () => ({ list: [testAd(1)] }))
    .on(setAdClick, (request) => ({ ad_id: request.ad_id, clicks: 1 }))
    .on(getReviewAnomalies, () => ({ anomalies: [], activity: { recentTotal: 0, recentLow: 0, baselineTotal: 0, baselineLow: 0 } }))
    .on(getBannerDisplaySetting, () => ({}))
    .on(setBannerDisplaySetting, (changes) => ({ ...changes }))
    .on(saveShopConfig, (changes) => ({ ...changes }))
    .on(getRecommendAppList, () => ({ list: [1, 2, 3, 4, 5].map(testApp) }));
  renderWithProviders(<DashboardScreen />, { container, path: '/' });
  return { api, container, embedAnswers, messaging: container.get<FakeCustomerMessaging>(TOKENS.CustomerMessaging), user: userEvent.setup() };
}

describe('DashboardScreen', () => {
  it('shows the header and the cards, the embed warning first, with the theme editor a click away', async () => {
    renderDashboard({ reviewsCountInfo: { max: 15, limit: 20, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] } });
    expect(await screen.findByText('The app embed is switched off')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'By Starling Apps' }).getAttribute('href')).toBe('https://starlingapps.com');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' }).value).toBe('en');
    expect(screen.getByRole('heading', { name: 'App embed' })).toBeTruthy();
    const editorLinks = screen.getAllByRole('link', { name: 'Open the theme editor' });
    expect(editorLinks[0]?.getAttribute('href')).toContain('/admin/themes/current/editor');
    expect(screen.getByText('Published reviews on your busiest product: 15. Your plan shows up to 20 per product on your storefront.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the reviews of these products' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/plan');
    expect(screen.queryByRole('heading', { name: 'Recommended apps' })).toBeNull();
  });

  it('says how many reviews the plan hides over every product, not the busiest one alone, and links to their reviews', async () => {
    renderDashboard({ reviewsCountInfo: { max: 73, limit: 20, hidden: 95, hiddenProducts: 5, hiddenProductIds: ['gid://shopify/Product/1', 'p2'] } });
    expect(await screen.findByText('95 reviews hidden on 5 products: your plan shows 20 per product on your storefront.')).toBeTruthy();
    expect(screen.queryByText(/53/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See the reviews of these products' }).getAttribute('href')).toBe(
      '/reviewList?product_ids=gid%3A%2F%2Fshopify%2FProduct%2F1&product_ids=p2&publishes=1',
    );
  });

  it('offers a shop hiding reviews its upgrade discount from the overage banner (trigger_mode 3), while it may start one', async () => {
    const { api, container, user } = renderDashboard({ isDisableThemeEmbeds: 0, reviewsCountInfo: { max: 30, limit: 20, hidden: 10, hiddenProducts: 1, hiddenProductIds: ['p1'] } }, true);
    api.on(getUpgradeDiscount, NO_OFFER).on(activateUpgradeDiscount, startedOffer(3));
    await container.get(UpgradeDiscount).load();
    expect(await screen.findByText('Some reviews are hidden on your storefront')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unlock a limited-time discount' }));
    await waitFor(() => expect(api.callsTo(activateUpgradeDiscount)).toEqual([{ trigger_mode: 3 }]));
    // The one offer has started: the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock a limited-time discount' })).toBeNull());
  });

  it('saves the menu refresh tip as hidden, then shows the ad and counts its click', async () => {
    const { api, user } = renderDashboard({ isDisableThemeEmbeds: 0 }, true);
    expect(await screen.findByText('New pages in the app menu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(api.callsTo(saveShopConfig)).toEqual([{ is_hide_refresh_tip: '1' }]);
    const adLink = await screen.findByRole('link', { name: 'Open ad 1' });
    await user.click(adLink);
    await waitFor(() => expect(api.callsTo(setAdClick)).toEqual([{ ad_id: 1 }]));
  });

  it('rechecks the embed when the tab becomes visible again', async () => {
    const { api, embedAnswers } = renderDashboard();
    expect(await screen.findByText('The app embed is switched off')).toBeTruthy();
    embedAnswers.enabled = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.queryByText('The app embed is switched off')).toBeNull());
    expect(api.callsTo(getAppEmbedsStatus)).toHaveLength(2);
  });

  it('shows the recommended apps carousel when the flag is on, and opens the chat from the helpdesk card', async () => {
    const { messaging, user } = renderDashboard({ shopConfig: { is_recommended_app_show: '1' } });
    const carousel = await screen.findByRole('region', { name: 'Recommended apps' });
    expect(await within(carousel).findByText('App 1')).toBeTruthy();
    expect(within(carousel).queryByText('App 5')).toBeNull();
    await user.click(within(carousel).getByRole('button', { name: 'Next apps' }));
    expect(within(carousel).getByText('App 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(messaging.chats).toHaveLength(1);
  });

  it('hides the case study when asked and keeps it hidden through the shop config', async () => {
    const { api, user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('How stores grow with photo reviews')).toBeNull();
    expect(api.callsTo(saveShopConfig)).toEqual([{ hide_case_study_card_dashboard: '1' }]);
  });
});
