// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { type Container } from 'inversify';
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { InstallReferral } from '../../../src/application/auth/install-referral';
import { TOKENS } from '../../../src/application/tokens';
import { getAppConfig } from '../../../src/contracts/app-config.contract';
import { getIntegrations } from '../../../src/contracts/integrations.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { APP_ROUTES } from '../../../src/ui/routing/route-table';
import { FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeMonitoring } from '../../fakes/fake-monitoring';
import { type FakeTranslations } from '../../fakes/fake-translations';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { renderApp } from '../../support/render-app';
import { REVIEW_API } from '../../support/review-api-paths';
import { FACETS, reviewItem } from '../reviews/review-fixtures';

function atAddress(url: string, setup: { inFrame?: boolean; appBridge?: boolean } = {}) {
  return (di: Container) => {
    di.rebind(TOKENS.BrowserEnvironment).toConstantValue(new FakeBrowserEnvironment({ url, ...setup }));
  };
}

describe('the admin routes', () => {
  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    const app = renderApp('/reviewList');
    // The first test of the file loads the login screen's chunk cold: on a busy machine that takes more than a second.
    expect(await screen.findByRole('heading', { name: 'Log in to Starling Reviews' }, { timeout: 5_000 })).toBeTruthy();
    expect(app.router.shown?.location.pathname).toBe('/login');
  });

  it('keeps the partner code of the address a merchant arrives at, for their sign-in', async () => {
    const app = renderApp('/login?referral_code=PARTNER7');
    expect(await screen.findByRole('heading', { name: 'Log in to Starling Reviews' })).toBeTruthy();
    expect(app.di.get(InstallReferral).code()).toBe('PARTNER7');
  });

  it('sends an unknown path to /404', async () => {
    const app = renderApp('/no/such/page', { signedIn: true });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(app.router.shown?.location.pathname).toBe('/404');
  });

  it('opens the integrations in the admin language, each card in it', async () => {
    const integrations = { integrations: [{ key: 'channelwill', state: 'available', path: '/integrated/channelwill' }] } as const;
    renderApp('/integrated', { signedIn: true, language: 'de', setup: (di) => di.get<FakeContractClient>(TOKENS.ContractClient).on(getIntegrations, integrations) });
    expect(await screen.findByRole('heading', { level: 1, name: 'App-Integrationen' })).toBeTruthy();
    expect(await screen.findByText('Verfügbar')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Channelwill öffnen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Konformität prüfen' })).toBeTruthy();
  });

  it('says "Connecting to Shopify ..." while the session loads', async () => {
    renderApp('/', { signedIn: true });
    expect(await screen.findAllByText('Connecting to Shopify ...')).not.toHaveLength(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('says it in the language the admin starts in: German while a German admin\'s session loads', async () => {
    renderApp('/', { signedIn: true, language: 'de' });
    expect(await screen.findAllByText('Verbindung zu Shopify wird hergestellt ...')).not.toHaveLength(0);
    expect(screen.queryByText(/Connecting to/)).toBeNull();
  });

  it("starts /reviewList's first read and its words with the navigation, before the session has arrived and the screen is drawn, and the screen takes it", async () => {
    let screenArrives: () => void = () => undefined;
    const screenCode = new Promise<void>((resolve) => (screenArrives = resolve));
    let sessionArrives: () => void = () => undefined;
    const session = new Promise<void>((resolve) => (sessionArrives = resolve));
    const routes = APP_ROUTES.map((route) => (route.path === '/reviewList' ? { ...route, load: () => screenCode.then(route.load) } : route));
    const list = [reviewItem(1), reviewItem(2)];
    const app = renderApp('/reviewList?ratings=1', {
      signedIn: true,
      routes,
      setup: (di) => {
        di.get<FakeApiClient>(TOKENS.ApiClient).onGet(REVIEW_API.list, { list, total: 2, total_capped: false, page: 1, page_size: 20 }).onGet(REVIEW_API.facets, FACETS);
        di.get<FakeContractClient>(TOKENS.ContractClient).on(getUserInfo, () => session.then(() => testUserInfo()));
      },
    });
    const api = app.di.get<FakeApiClient>(TOKENS.ApiClient);
    await waitFor(() => expect(api.callsTo('GET', REVIEW_API.list)).toHaveLength(1));
    expect(api.callsTo('GET', REVIEW_API.list)[0]?.query).toMatchObject({ ratings: ['1'] });
    expect(api.callsTo('GET', REVIEW_API.facets)).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: 'Manage reviews' })).toBeNull();
    // Its words are asked for with the navigation too, not when the screen first draws.
    expect(app.di.get<FakeTranslations>(TOKENS.Translations).preloaded).toEqual(['reviews', 'lists', 'display-store', 'review-moderation']);
    sessionArrives();
    screenArrives();
    expect(await screen.findByText('Title 2')).toBeTruthy();
    expect(api.callsTo('GET', REVIEW_API.list)).toHaveLength(1);
    expect(api.callsTo('GET', REVIEW_API.facets)).toHaveLength(1);
  });

  it('sends code or hmac without sign to /auth with the query and the original path', async () => {
    const app = renderApp('/plan?hmac=abc', { signedIn: true });
    const visited: string[] = [];
    reaction(
      () => app.router.shown?.location,
      (location) => location && visited.push(`${location.pathname}${location.search}`),
    );
    // /auth then finds no shop and moves on to /login.
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/login'));
    expect(visited).toContain('/auth?hmac=abc&path=%2Fplan');
    // Without a shop there is nothing to sign in to (only /login's mode lookup may have run).
    expect(app.di.get<FakeApiClient>(TOKENS.ApiClient).calls.map((call) => call.path).filter((path) => path !== getAppConfig.path)).toEqual([]);
    const contracts = app.di.get<FakeContractClient>(TOKENS.ContractClient).calls.map((call) => call.contract);
    expect(contracts.filter((contract) => contract !== getAppConfig)).toEqual([]);
  });

  it('shows the missing-host page when framed without host', async () => {
    renderApp('/', { signedIn: true, setup: atAddress('https://app.example/?shop=a.myshopify.com', { inFrame: true }) });
    expect(await screen.findByRole('heading', { name: 'Missing host query argument' })).toBeTruthy();
    expect(screen.getByText(/loads only if the URL has a host argument/)).toBeTruthy();
  });

  it('sends an embedded address with host but no bridge to /404', async () => {
    const app = renderApp('/?embedded=1&host=abc', { signedIn: true });
    await waitFor(() => expect(app.router.shown?.location.pathname).toBe('/404'));
  });

  it('scrolls to the top and reports a page view on every route change', async () => {
    const app = renderApp('/plan', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Plan' });
    app.router.navigate('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    // The page view is an effect of the new location; it can land just after the heading renders.
    await waitFor(() => expect(app.di.get<FakeCustomerMessaging>(TOKENS.CustomerMessaging).pageViews).toEqual(['/plan', '/settings']));
    expect(app.di.get<FakeMonitoring>(TOKENS.Monitoring).routes).toEqual(['/plan', '/settings']);
    expect(app.di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment).scrolls).toBe(2);
  });

  it('has a route for every path of the product docs, each with a screen', async () => {
    const paths = APP_ROUTES.map((route) => route.path);
    for (const path of ['/', '/display/storeReview', '/collect/review-request/:type', '/settings/product_groups/:id', '/import/dropshipman_sync', '/integrated/instagram', '/qa', '/resource_picker', '/terms_service', '/auth', '/400', '/404']) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    const modules = await Promise.all(APP_ROUTES.map((route) => route.load()));
    for (const module of modules) expect(module.Component).toBeTruthy();
  });
});
