import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { ChangeAdminLanguageUseCase } from '../../../src/application/i18n/change-admin-language.use-case';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { getAds, setAdClick } from '../../../src/contracts/dashboard.contract';
import { type UserInfo } from '../../../src/contracts/shop.contract';
import { getAppEmbedsStatus } from '../../../src/contracts/storefront-status.contract';
import { AD_ROTATION_MS, BANNER_DISMISSAL_MS } from '../../../src/domain/dashboard/dashboard-banners';
import { RECOMMENDED_APPS_ADVANCE_MS } from '../../../src/domain/dashboard/recommended-apps';
import { DashboardViewModel } from '../../../src/ui/home/dashboard/dashboard.view-model';
import { FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { FakeDashboard, testAd } from '../../fakes/fake-dashboard';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';
import { FakeShopGateway, testUserInfo } from '../../fakes/fake-shop-gateway';
import { FakeToaster } from '../../fakes/fake-toaster';
import { FakeTranslations } from '../../fakes/fake-translations';
import { FakeUserSettings } from '../../fakes/fake-user-settings';

const START = Date.UTC(2026, 10, 27, 12);
/** Vitest's fake timers move Date.now() with the timers, so this clock follows them. */
const timerClock = { now: () => Date.now() };

function setUp(info: Partial<UserInfo> = {}) {
  const shops = new FakeShopGateway();
  shops.info = testUserInfo(info);
  const gateway = new FakeDashboard();
  const shopConfig = new FakeShopConfigs();
  const toaster = new FakeToaster();
  const translations = new FakeTranslations();
  const messaging = new FakeCustomerMessaging();
  const userSettings = new FakeUserSettings();
  const client = gateway.answer(shopConfig.answer(userSettings.answer()));
  const session = new AppSessionStore();
  const create = () =>
    new DashboardViewModel(
      shops,
      gateway,
      client,
      timerClock,
      toaster,
      translations,
      messaging,
      new ChangeAdminLanguageUseCase(client, translations, session),
      session,
    );
  return { shops, gateway, client, shopConfig, toaster, translations, messaging, userSettings, session, create };
}

/** A Free shop over its display limit, with the embed off and anomalies: every banner wants to show. */
const everyBanner = { reviewsCountInfo: { max: 25, limit: 20, hidden: 5, hiddenProducts: 1, hiddenProductIds: ['p1'] }, shopConfig: { is_hide_refresh_tip: '2' } };

describe('DashboardViewModel after a plan change', () => {
  it('reads the shop again when the session says the plan changed, so the overage banner and the quota follow', async () => {
    const { shops, session, create } = setUp({ ...everyBanner, plan_name: 'Free' });
    const vm = create();
    const stop = vm.followPlanChanges();
    await vm.load();
    await vm.banners.dismiss('embed');
    expect(vm.banners.banner?.kind).toBe('overage');
    shops.info = testUserInfo({ ...everyBanner, plan_name: 'Growth', reviewsCountInfo: { max: 25, limit: 0, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] } });
    session.setShop({ name: 'Shop', domain: 'shop.myshopify.com', planName: 'Growth' });
    await vi.waitFor(() => expect(vm.info?.plan_name).toBe('Growth'));
    expect(vm.banners.banner?.kind).not.toBe('overage');
    expect(vm.quota?.kind).toBe('unlimited');
    stop();
  });
});

describe('DashboardViewModel banners', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing until its data is in, then only the first banner in priority order', async () => {
    const { gateway, create } = setUp(everyBanner);
    gateway.anomalies = { anomalies: ['reviewDrop'], activity: { recentTotal: 1, recentLow: 0, baselineTotal: 40, baselineLow: 0 } };
    const vm = create();
    expect(vm.banners.banner).toBeUndefined();
    await vm.load();
    expect(vm.banners.banner?.kind).toBe('embed');
    await vm.banners.dismiss('embed');
    expect(vm.banners.banner?.kind).toBe('overage');
    // Time passes between two clicks without a rotation tick: the dismissal still holds.
    vi.setSystemTime(START + 3000);
    await vm.banners.dismiss('overage');
    expect(vm.banners.banner?.kind).toBe('anomalies');
    await vm.banners.dismiss('anomalies');
    expect(vm.banners.banner?.kind).toBe('menuRefresh');
    await vm.banners.dismiss('menuRefresh');
    expect(vm.banners.banner).toEqual({ kind: 'ad', adIndex: 0 });
    vm.dispose();
  });

  it('keeps timed dismissals in the banner display setting and the menu tip in the shop config', async () => {
    const { gateway, shopConfig, create } = setUp(everyBanner);
    const vm = create();
    await vm.load();
    await vm.banners.dismiss('embed');
    await vm.banners.dismiss('overage');
    await vm.banners.dismiss('menuRefresh');
    expect(gateway.bannerSaves).toEqual([{ dashboard_embed_dismissed_at: String(START) }, { dashboard_overage_dismissed_at: String(START) }]);
    expect(shopConfig.saves).toEqual([{ is_hide_refresh_tip: '1' }]);
    vm.dispose();
  });

  it('brings a dismissed banner back after 7 days, read from the saved setting on the next visit', async () => {
    const { gateway, create } = setUp(everyBanner);
    gateway.banners = { dashboard_embed_dismissed_at: String(START - BANNER_DISMISSAL_MS + 1000) };
    const vm = create();
    await vm.load();
    expect(vm.banners.banner?.kind).toBe('overage');
    vm.dispose();
    vi.advanceTimersByTime(1000);
    const later = create();
    await later.load();
    expect(later.banners.banner?.kind).toBe('embed');
    later.dispose();
  });

  it('puts a banner back and says so when its dismissal could not be saved', async () => {
    const { gateway, toaster, create } = setUp(everyBanner);
    gateway.bannerSaveFailure = new Error('offline');
    const vm = create();
    await vm.load();
    await vm.banners.dismiss('embed');
    expect(vm.banners.banner?.kind).toBe('embed');
    expect(toaster.contents).toEqual(['dashboard:banners.dismissFailed']);
    vm.dispose();
  });

  it('rotates the ads every 15 s and counts a click on the ad on show', async () => {
    const { gateway, client, create } = setUp({ isDisableThemeEmbeds: 0, shopConfig: { is_hide_refresh_tip: '1' } });
    gateway.embed = { app_embeds_enabled: 1, url: 'https://editor.example/' };
    gateway.adList = [testAd(1), testAd(2), testAd(3)];
    const vm = create();
    await vm.load();
    expect(vm.banners.ad?.id).toBe(1);
    expect(client.callsTo(getAds)).toEqual([{ category: 1 }]);
    vi.advanceTimersByTime(AD_ROTATION_MS - 1);
    expect(vm.banners.ad?.id).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vm.banners.ad?.id).toBe(2);
    vi.advanceTimersByTime(2 * AD_ROTATION_MS);
    expect(vm.banners.ad?.id).toBe(1);
    vm.banners.recordAdClick(vm.banners.ad!);
    expect(client.callsTo(setAdClick)).toEqual([{ ad_id: 1 }]);
    vm.dispose();
  });

  it('shows no ad when the ads call fails', async () => {
    const { gateway, create } = setUp({ shopConfig: { is_hide_refresh_tip: '1' } });
    gateway.embed = { app_embeds_enabled: 1, url: 'https://editor.example/' };
    gateway.adList = new Error('ads down');
    const vm = create();
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.banners.banner).toBeUndefined();
    vm.dispose();
  });

  it('rechecks the embed when the tab comes back, and drops the warning once it is on', async () => {
    const { gateway, client, create } = setUp(everyBanner);
    const vm = create();
    await vm.load();
    expect(vm.banners.banner?.kind).toBe('embed');
    gateway.embed = { app_embeds_enabled: 1, url: 'https://editor.example/' };
    await vm.recheckEmbed();
    expect(client.callsTo(getAppEmbedsStatus)).toHaveLength(2);
    expect(vm.embed?.enabled).toBe(true);
    expect(vm.banners.banner?.kind).toBe('overage');
    vm.dispose();
  });
});

describe('DashboardViewModel cards', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances the recommended apps every 6 s in groups of 4, held by hover, focus or the pause button', async () => {
    const { create } = setUp({ shopConfig: { is_recommended_app_show: '1' } });
    const vm = create();
    await vm.load();
    const names = () => vm.apps.visibleApps.map((app) => app.name);
    expect(names()).toEqual(['App 1', 'App 2', 'App 3', 'App 4']);
    vi.advanceTimersByTime(RECOMMENDED_APPS_ADVANCE_MS);
    expect(names()).toEqual(['App 5', 'App 6']);
    vm.apps.hold('hover');
    vi.advanceTimersByTime(3 * RECOMMENDED_APPS_ADVANCE_MS);
    expect(names()).toEqual(['App 5', 'App 6']);
    vm.apps.hold('focus');
    vm.apps.release('hover');
    vi.advanceTimersByTime(RECOMMENDED_APPS_ADVANCE_MS);
    expect(names()).toEqual(['App 5', 'App 6']);
    vm.apps.release('focus');
    vi.advanceTimersByTime(RECOMMENDED_APPS_ADVANCE_MS);
    expect(names()).toEqual(['App 1', 'App 2', 'App 3', 'App 4']);
    vm.apps.togglePause();
    vi.advanceTimersByTime(RECOMMENDED_APPS_ADVANCE_MS);
    expect(names()[0]).toBe('App 1');
    vm.apps.previous();
    expect(names()[0]).toBe('App 5');
    vm.apps.next();
    expect(names()[0]).toBe('App 1');
    vm.dispose();
  });

  it('loads no recommended apps unless is_recommended_app_show is 1', async () => {
    const { create } = setUp();
    const vm = create();
    await vm.load();
    expect(vm.showRecommendedApps).toBe(false);
    expect(vm.apps.status).toBe('loading');
    vm.dispose();
  });

  it('hides the case study for good through the shop config, and opens the chat from the helpdesk card', async () => {
    const { shopConfig, messaging, create } = setUp();
    const vm = create();
    await vm.load();
    expect(vm.showCaseStudy).toBe(true);
    await vm.dismissCaseStudy();
    expect(vm.showCaseStudy).toBe(false);
    expect(shopConfig.saves).toEqual([{ hide_case_study_card_dashboard: '1' }]);
    vm.openHelpdesk();
    expect(messaging.chats).toHaveLength(1);
    const hidden = setUp({ shopConfig: { hide_case_study_card_dashboard: '1' } }).create();
    await hidden.load();
    expect(hidden.showCaseStudy).toBe(false);
  });

  it('sums up reviews used against the plan limit', async () => {
    const { create } = setUp({ reviewsCountInfo: { max: 15, limit: 20, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] } });
    const vm = create();
    await vm.load();
    expect(vm.quota).toMatchObject({ kind: 'limited', used: 15, limit: 20, percentUsed: 75, hiddenReviews: 0 });
    expect(vm.hiddenReviewsPath).toBeNull();
  });

  it('switches the language at once and saves backend_lang; a failed save switches back', async () => {
    const { translations, userSettings, session, toaster, create } = setUp();
    const vm = create();
    await vm.selectLanguage('de');
    expect(translations.language).toBe('de');
    expect(session.language).toBe('de');
    expect(userSettings.saves).toEqual([{ backend_lang: 'de' }]);
    userSettings.failure = new Error('offline');
    await vm.selectLanguage('fr');
    expect(translations.changes).toEqual(['de', 'fr', 'de']);
    expect(vm.language).toBe('de');
    expect(toaster.contents).toEqual(['dashboard:header.languageFailed']);
    await vm.selectLanguage('klingon');
    expect(translations.changes).toHaveLength(3);
  });

  it('says the dashboard failed when the shop cannot be loaded', async () => {
    const { shops, create } = setUp();
    shops.info = new ApiError('http', 'down');
    const vm = create();
    await vm.load();
    expect(vm.status).toBe('failed');
  });
});
