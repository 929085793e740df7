import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { ErrorBannerViewModel } from '../../../src/ui/shell/error-banner.view-model';
import { embeddedNavMenuItems, MAIN_MENU } from '../../../src/ui/shell/main-menu';
import { EmbeddedNavMenuViewModel } from '../../../src/ui/shell/main-menu.view-model';
import { TopNavigationViewModel } from '../../../src/ui/shell/top-navigation.view-model';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { STORAGE_KEYS } from '../../../src/application/storage/storage-keys';
import { TOKENS } from '../../../src/application/tokens';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { type FakeKeyValueStorage } from '../../fakes/fake-key-value-storage';
import { createTestContainer } from '../../support/test-container';
import { FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { FakeNavMenu } from '../../fakes/fake-nav-menu';

const upper = (key: string) => key.toUpperCase();

describe('main menu', () => {
  it('lists the entries of the product docs in order, with /qa for manage Q&A', () => {
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
  function setUp() {
    const di = createTestContainer();
    return { di, session: di.get(AppSessionStore), viewModel: di.get(TopNavigationViewModel) };
  }

  it('names the store (its domain when it has no name) and its plan', () => {
    const { session, viewModel } = setUp();
    expect([viewModel.storeName, viewModel.planName]).toEqual([null, null]);
    session.setShop({ name: '', domain: 'demo-store.myshopify.com', planName: 'Growth' });
    expect([viewModel.storeName, viewModel.planName]).toEqual(['demo-store.myshopify.com', 'Growth']);
  });

  it('applies the layout rule to the session', () => {
    const { session, viewModel } = setUp();
    expect(viewModel.mode('/')).toBe('full');
    session.setEmbedded(true);
    expect(viewModel.mode('/')).toBe('hidden');
    session.markSuperAdmin();
    expect(viewModel.mode('/')).toBe('full');
    session.setInGuide(true);
    expect(viewModel.mode('/')).toBe('hidden');
  });

  it('ends the guide once the merchant leaves /guide, so the whole menu comes back', () => {
    const { session, viewModel } = setUp();
    session.setInGuide(true);
    viewModel.followPath('/guide');
    expect(viewModel.mode('/guide')).toBe('hidden');
    viewModel.setMenuOpen(true);
    viewModel.followPath('/reviewList');
    expect(session.isInGuide).toBe(false);
    expect(viewModel.menuOpen).toBe(false);
    expect(viewModel.mode('/reviewList')).toBe('full');
  });

  it('signs a standalone session out: token and session cookies cleared, then a full load of /login', () => {
    const { di, viewModel } = setUp();
    di.get(AuthTokenStore).save({ token: 'app-token', shop: 'demo-store.myshopify.com' });
    const cookies = di.get<FakeCookieJar>(TOKENS.CookieJar);
    cookies.set(COOKIES.shopInfo.name, '{}', COOKIES.shopInfo);
    cookies.set(COOKIES.permissions.name, '{}', COOKIES.permissions);
    expect(viewModel.canSignOut).toBe(true);
    viewModel.signOut();
    expect(di.get(AuthTokenStore).read()).toBeNull();
    expect(di.get<FakeKeyValueStorage>(TOKENS.KeyValueStorage).get(STORAGE_KEYS.authToken)).toBeUndefined();
    expect(cookies.get(COOKIES.shopInfo.name)).toBeUndefined();
    expect(cookies.get(COOKIES.permissions.name)).toBeUndefined();
    const browser = di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment);
    expect(browser.assigned.map((entry) => new URL(entry.url).pathname)).toEqual(['/login']);
  });

  it('offers no sign-out inside the Shopify admin, which owns signing in', () => {
    const { session, viewModel } = setUp();
    session.setEmbedded(true);
    session.markSuperAdmin();
    expect(viewModel.canSignOut).toBe(false);
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
