// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthTokenStore } from '../../../src/application/auth/auth-token-store';
import { getUpgradeDiscount } from '../../../src/contracts/discount.contract';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { AppLayout } from '../../../src/ui/shell/app-layout';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { renderWithProviders } from '../../support/render-with-providers';
import { setScreenWidth, usePopoversInJsdom } from '../../support/screen-width';
import { createTestContainer } from '../../support/test-container';
import { NO_OFFER } from '../../fakes/plans-fixtures';


function createContainer(setup: { embedded?: boolean; superAdmin?: boolean; inGuide?: boolean } = {}): Container {
  const di = createTestContainer();
  const session = di.get(AppSessionStore);
  session.setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free' });
  session.setEmbedded(setup.embedded ?? false);
  if (setup.superAdmin) session.markSuperAdmin();
  session.setInGuide(setup.inGuide ?? false);
  di.get<FakeApiClient>(TOKENS.ApiClient).onGet(getUpgradeDiscount.path, NO_OFFER);
  return di;
}

async function renderLayout(path: string, di = createContainer()) {
  const rendered = renderWithProviders(<AppLayout />, { container: di, path });
  await act(() => Promise.resolve());
  return { ...rendered, di };
}

usePopoversInJsdom();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the top navigation at 390 px', () => {
  it('is a menu button, not a 915 px strip; it opens the whole menu and follows a link', async () => {
    setScreenWidth(390);
    await renderLayout('/reviewList');
    expect(screen.queryByRole('navigation')).toBeNull();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: 'Manage reviews' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Plan: Free')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Manage Q&A' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers Sign out, which clears the app token and loads /login', async () => {
    setScreenWidth(390);
    const di = createContainer();
    di.get(AuthTokenStore).save({ token: 'app-token', shop: 'demo-store.myshopify.com' });
    await renderLayout('/', di);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(di.get(AuthTokenStore).read()).toBeNull();
    expect(di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment).assigned.map((entry) => new URL(entry.url).pathname)).toEqual(['/login']);
  });

  it('has no Sign out for a super-admin inside the Shopify admin', async () => {
    setScreenWidth(390);
    await renderLayout('/', createContainer({ embedded: true, superAdmin: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('the top navigation at 1440 px', () => {
  it('keeps the strip, and the store opens the account panel with Sign out', async () => {
    setScreenWidth(1440);
    await renderLayout('/');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const account = screen.getByRole('button', { name: /Demo Store/ });
    fireEvent.click(account);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(account.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the setup guide', () => {
  it('has no top bar, not even a menu button, at any width', async () => {
    for (const width of [1440, 390]) {
      setScreenWidth(width);
      const { unmount } = await renderLayout('/guide', createContainer({ inGuide: true }));
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
      unmount();
    }
  });
});
