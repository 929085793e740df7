// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { APP_ROUTES, type AppRoute } from '../../../src/ui/routing/route-table';
import { isStaleBundleError, StaleBundleRecovery, watchFailedAssets } from '../../../src/ui/routing/stale-bundle-recovery';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeMonitoring } from '../../fakes/fake-monitoring';
import { renderApp } from '../../support/render-app';
import { createTestContainer } from '../../support/test-container';

const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.\n(error: /static/js/async/123.js)'), { name: 'ChunkLoadError' });

describe('stale-bundle recovery (the product docs)', () => {
  it.each([
    [chunkError(), true],
    [new Error('Loading CSS chunk 7 failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://app.example/static/js/a.js'), true],
    [new TypeError("Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of 'text/html'."), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('%s is stale: %s', (error, stale) => {
    expect(isStaleBundleError(error)).toBe(stale);
  });

  it('reopens a path once per build', () => {
    const di = createTestContainer();
    const recovery = di.get(StaleBundleRecovery);
    expect(recovery.reopen('/plan?x=1')).toBe(true);
    expect(recovery.reopen('/plan?x=1')).toBe(false);
    expect(recovery.reopen('/settings')).toBe(true);
    expect(di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment).assigned).toEqual([
      { url: '/plan?x=1', top: false },
      { url: '/settings', top: false },
    ]);
  });

  it('reopens the page when its chunk fails, and shows the load-failed page when it fails again', async () => {
    const routes: AppRoute[] = APP_ROUTES.map((route) => (route.path === '/plan' ? { ...route, load: () => Promise.reject(chunkError()) } : route));
    const first = renderApp('/plan', { signedIn: true, routes });
    expect(await screen.findAllByText('Connecting to Shopify ...')).not.toHaveLength(0);
    const browser = first.di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment);
    await vi.waitFor(() => expect(browser.assigned).toEqual([{ url: '/plan', top: false }]));
    first.unmount();

    // The reopened page (same storage, same build) fails the same way.
    const second = renderApp('/plan', { container: first.di, signedIn: true, routes });
    expect(await screen.findByText('Load failed')).toBeTruthy();
    expect(browser.assigned).toHaveLength(1);
    expect(second.di.get<FakeMonitoring>(TOKENS.Monitoring).errors).toHaveLength(1);
  });

  it('notices a stylesheet or script of the build failing to load, and nothing else', () => {
    let failures = 0;
    const stop = watchFailedAssets(window, () => (failures += 1));
    for (const [tag, attribute, address] of [
      ['link', 'href', '/static/css/async/plan.css'],
      ['script', 'src', '/static/js/async/plan.js'],
      ['script', 'src', 'https://cdn.shopify.com/shopifycloud/app-bridge.js'],
      ['img', 'src', '/static/image/logo.png'],
    ] as const) {
      const element = document.createElement(tag);
      element.setAttribute(attribute, address);
      document.head.append(element);
      element.dispatchEvent(new Event('error'));
    }
    stop();
    expect(failures).toBe(2);
  });
});
