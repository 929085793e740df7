import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { ErrorBannerViewModel } from '../../../src/ui/shell/error-banner.view-model';
import { embeddedNavMenuItems, MAIN_MENU } from '../../../src/ui/shell/main-menu';
import { EmbeddedNavMenuViewModel } from '../../../src/ui/shell/main-menu.view-model';
import { TopNavigationViewModel } from '../../../src/ui/shell/top-navigation.view-model';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { FakeNavMenu } from '../../fakes/fake-nav-menu';

const upper = (key: string) => key.toUpperCase();

describe('main menu', () => {
  it('lists the entries of spec §2 in order, with /qa for manage Q&A', () => {
    expect(MAIN_MENU.map((entry) => entry.destination)).toEqual(['/', '/display', '/reviewList', '/qa', '/collect', '/import', '/integrated', '/settings', '/plan?source=navigation']);
  });

  it('gives the platform nav menu every entry but the home link, labelled', () => {
    const items = embeddedNavMenuItems(upper);
    expect(items).toHaveLength(MAIN_MENU.length - 1);
    expect(items[0]).toEqual({ label: 'MENU.WIDGETS', destination: '/display' });
    expect(items.some((item) => item.destination === '/')).toBe(false);
  });
});

describe('EmbeddedNavMenuViewModel', () => {
  it('sets the nav menu in the Shopify admin, again on every language', () => {
    const navMenu = new FakeNavMenu();
    const session = new AppSessionStore();
    session.setEmbedded(true);
    const viewModel = new EmbeddedNavMenuViewModel(navMenu, session);
    viewModel.publish(upper);
    expect(navMenu.items[0]?.label).toBe('MENU.WIDGETS');
    viewModel.publish((key) => `de:${key}`);
    expect(navMenu.items[0]?.label).toBe('de:menu.widgets');
  });

  it('leaves it alone standalone', () => {
    const navMenu = new FakeNavMenu();
    new EmbeddedNavMenuViewModel(navMenu, new AppSessionStore()).publish(upper);
    expect(navMenu.items).toEqual([]);
  });
});

describe('TopNavigationViewModel', () => {
  it('names the store (its domain when it has no name) and its plan', () => {
    const session = new AppSessionStore();
    const viewModel = new TopNavigationViewModel(session);
    expect([viewModel.storeName, viewModel.planName]).toEqual([null, null]);
    session.setShop({ name: '', domain: 'demo-store.myshopify.com', planName: 'Growth' });
    expect([viewModel.storeName, viewModel.planName]).toEqual(['demo-store.myshopify.com', 'Growth']);
  });

  it('applies the visibility rule to the session', () => {
    const session = new AppSessionStore();
    const viewModel = new TopNavigationViewModel(session);
    expect(viewModel.isVisible('/')).toBe(true);
    session.setEmbedded(true);
    expect(viewModel.isVisible('/')).toBe(false);
    session.markSuperAdmin();
    expect(viewModel.isVisible('/')).toBe(true);
    session.setInGuide(true);
    expect(viewModel.isVisible('/')).toBe(false);
  });
});

describe('ErrorBannerViewModel', () => {
  function setUp() {
    const banner = new ErrorBanner();
    const messaging = new FakeCustomerMessaging();
    const browser = new FakeBrowserEnvironment({ url: 'https://admin.example.test/reviewList?id=4' });
    return { banner, messaging, browser, viewModel: new ErrorBannerViewModel(banner, messaging, browser) };
  }

  it('reloads the current address on refresh', () => {
    const { banner, browser, viewModel } = setUp();
    banner.showError(new ApiError('timeout', 'timeout of 120000ms exceeded'));
    expect(viewModel.banner).toMatchObject({ isRefresh: true, isChat: false });
    viewModel.refresh();
    expect(browser.assigned).toEqual([{ url: 'https://admin.example.test/reviewList?id=4', top: false }]);
  });

  it('opens the chat with the error message, and closes', () => {
    const { banner, messaging, viewModel } = setUp();
    banner.showError('Quota exceeded');
    viewModel.chat();
    expect(messaging.chats).toEqual(['Quota exceeded']);
    viewModel.dismiss();
    expect(viewModel.banner).toBeNull();
  });
});
