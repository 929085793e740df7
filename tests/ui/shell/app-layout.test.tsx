// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { COOKIES } from '../../../src/application/storage/cookie-names';
import { TOKENS } from '../../../src/application/tokens';
import { getUpgradeDiscount, type UpgradeDiscountOffer } from '../../../src/contracts/discount.contract';
import { AppLayout } from '../../../src/ui/shell/app-layout';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeClock } from '../../fakes/fake-clock';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeCookieJar } from '../../fakes/fake-cookie-jar';
import { type FakeCustomerMessaging } from '../../fakes/fake-customer-messaging';
import { type FakeNavMenu } from '../../fakes/fake-nav-menu';
import { type FakeNavigator } from '../../fakes/fake-navigator';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { NO_OFFER } from '../../fakes/plans-fixtures';

const OFFER: UpgradeDiscountOffer = { ...NO_OFFER, is_get_discount: 1, discount_remaining: 600, trigger_mode: 1, is_triggerable: 0 };

interface Setup {
  readonly embedded?: boolean;
  readonly superAdmin?: boolean;
  readonly inGuide?: boolean;
  readonly discount?: UpgradeDiscountOffer;
}

function createContainer(setup: Setup = {}): Container {
  const di = createTestContainer();
  const session = di.get(AppSessionStore);
  session.setShop({ name: 'Demo Store', domain: 'demo-store.myshopify.com', planName: 'Free' });
  session.setEmbedded(setup.embedded ?? false);
  if (setup.superAdmin) session.markSuperAdmin();
  session.setInGuide(setup.inGuide ?? false);
  di.get<FakeContractClient>(TOKENS.ContractClient).on(getUpgradeDiscount, setup.discount ?? NO_OFFER);
  return di;
}

async function renderLayout(path: string, di: Container = createContainer(), language?: string) {
  const rendered = renderWithProviders(<AppLayout />, { container: di, path, ...(language ? { language } : {}) });
  await act(() => vi.advanceTimersByTimeAsync(0));
  return rendered;
}

const footer = () => document.querySelector('footer');

describe('AppLayout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with "Skip to content", leading past the top bar to the main landmark', async () => {
    await renderLayout('/reviewList', createContainer(), 'fr');
    const skip = screen.getByRole('link', { name: 'Passer au contenu' });
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(within(screen.getByRole('banner')).getByRole('navigation')).toBeTruthy();
    expect(within(main).queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    // Followed, it moves focus to the page and leaves the address (and Back) alone.
    const address = window.location.href;
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
    expect(window.location.href).toBe(address);
  });

  describe('top navigation', () => {
    it('shows the menu in order, the store and its plan to a standalone user, marking the current page', async () => {
      await renderLayout('/reviewList');
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Dashboard', '/'],
        ['Widgets', '/display'],
        ['Manage reviews', '/reviewList'],
        ['Manage Q&A', '/qa'],
        ['Collect reviews', '/collect'],
        ['Import reviews', '/import'],
        ['App integrations', '/integrated'],
        ['Settings', '/settings'],
        ['Plan', '/plan?source=navigation'],
      ]);
      expect(within(nav).getByRole('link', { name: 'Manage reviews' }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
      expect(screen.getByText('Demo Store')).toBeTruthy();
      expect(screen.getByText('Plan: Free')).toBeTruthy();
    });

    it('follows a menu link, moving the current mark', async () => {
      await renderLayout('/');
      fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
      expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    });

    it('is in the chosen language', async () => {
      await renderLayout('/', createContainer(), 'de');
      expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Bewertungen verwalten' })).toBeTruthy();
    });

    it('is hidden in the Shopify admin, where the nav menu gets the entries but the dashboard', async () => {
      const di = createContainer({ embedded: true });
      const { i18n } = await renderLayout('/', di, 'de');
      expect(screen.queryByRole('navigation')).toBeNull();
      const navMenu = di.get<FakeNavMenu>(TOKENS.NavMenu);
      expect(navMenu.items[0]).toEqual({ label: 'Shop-Widgets', destination: '/display' });
      expect(navMenu.items.map((item) => item.destination)).toEqual(['/display', '/reviewList', '/qa', '/collect', '/import', '/integrated', '/settings', '/plan?source=navigation']);
      await act(() => i18n.changeLanguage('en'));
      expect(navMenu.items[0]).toEqual({ label: 'Widgets', destination: '/display' });
    });

    it('is shown to a super-admin in the Shopify admin', async () => {
      await renderLayout('/', createContainer({ embedded: true, superAdmin: true }));
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    });

    it('is hidden during the guide, menu button and all', async () => {
      await renderLayout('/guide', createContainer({ inGuide: true }));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    });

    it('leaves the nav menu alone when standalone', async () => {
      const di = createContainer();
      await renderLayout('/', di);
      expect(di.get<FakeNavMenu>(TOKENS.NavMenu).items).toEqual([]);
    });
  });

  describe('footer', () => {
    it('links to the product and the provider in a new tab', async () => {
      await renderLayout('/');
      for (const name of ['Learn more about Starling Reviews', 'Made by Starling Apps']) {
        const link = screen.getByRole('link', { name });
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
      expect(screen.getByRole('link', { name: 'Learn more about Starling Reviews' }).getAttribute('href')).toBe('https://starlingreviews.app');
    });

    it.each([
      ['/display', '4px'],
      ['/reviewList', '12px'],
      ['/plan', '12px'],
      ['/integrated/channelwill', '0px'],
      ['/collect', '20px'],
    ])('sits %s below the page on %s', async (path, margin) => {
      await renderLayout(path);
      expect(footer()?.style.marginTop).toBe(margin);
    });

    it.each(['/guide', '/collect/review-request/1', '/settings/reply_review', '/display/rating'])('is absent on %s', async (path) => {
      await renderLayout(path);
      expect(footer()).toBeNull();
    });
  });

  describe('discount offer', () => {
    it('shows the tab with the countdown and the modal outside /plan; both lead to /plan', async () => {
      const di = createContainer({ discount: OFFER });
      await renderLayout('/reviewList', di);
      // The tab and the modal load with the offer (src/ui/shell/discount-offer.tsx).
      const tab = await screen.findByRole('button', { name: '20% OFF upgrade offer. View plans' });
      expect(tab.textContent).toBe('20% OFF10:00:00');

      di.get<FakeClock>(TOKENS.Clock).advance(61_230);
      act(() => {
        vi.advanceTimersByTime(10);
      });
      expect(tab.textContent).toBe('20% OFF08:58:77');

      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Upgrade now for $7.99 instead of $9.99 per month.')).toBeTruthy();
      expect(within(dialog).getByText('Offer ends in 08:58:77')).toBeTruthy();
      expect(within(dialog).getByText('The discount applies to every plan, up to Enterprise.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'View plans' }));
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.click(tab);
      expect(di.get<FakeNavigator>(TOKENS.Navigator).paths).toEqual(['/plan?source=navigation', '/plan?source=navigation']);
    });

    it('shows neither on /plan', async () => {
      await renderLayout('/plan', createContainer({ discount: OFFER }));
      await act(() => vi.dynamicImportSettled());
      expect(screen.queryByRole('button', { name: /upgrade offer/ })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('does not open the modal again within 10 minutes of the last time (cookie), but keeps the tab', async () => {
      const di = createContainer({ discount: OFFER });
      const clock = di.get<FakeClock>(TOKENS.Clock);
      di.get<FakeCookieJar>(TOKENS.CookieJar).set(COOKIES.discountModal.name, String(clock.now() - 9 * 60_000), COOKIES.discountModal);
      await renderLayout('/', di);
      expect(await screen.findByRole('button', { name: /upgrade offer/ })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens the modal once and remembers it for 10 minutes', async () => {
      const di = createContainer({ discount: OFFER });
      await renderLayout('/', di);
      expect(await screen.findByRole('dialog')).toBeTruthy();
      const cookies = di.get<FakeCookieJar>(TOKENS.CookieJar);
      expect(cookies.get(COOKIES.discountModal.name)).toBe(String(di.get<FakeClock>(TOKENS.Clock).now()));
      expect(cookies.maxAgeOf(COOKIES.discountModal.name)).toBe(600);
    });

    it('shows nothing without an offer', async () => {
      await renderLayout('/');
      expect(screen.queryByRole('button', { name: /upgrade offer/ })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('error banner', () => {
    it('offers a refresh for a network error, which reloads the page', async () => {
      const di = createContainer();
      await renderLayout('/', di);
      act(() => void di.get(ErrorBanner).showError(new ApiError('network', 'Network Error')));
      expect(screen.getByText('Error')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      const browser = di.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment);
      expect(browser.assigned).toEqual([{ url: browser.currentUrl().href, top: false }]);
    });

    it('offers a chat, with the message, for another error; and closes', async () => {
      const di = createContainer();
      await renderLayout('/', di);
      act(() => void di.get(ErrorBanner).showError('Quota exceeded'));
      expect(screen.getByText('Quota exceeded')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
      expect(di.get<FakeCustomerMessaging>(TOKENS.CustomerMessaging).chats).toEqual(['Quota exceeded']);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
      expect(screen.queryByText('Quota exceeded')).toBeNull();
    });

    it('shows nothing for a canceled request', async () => {
      const di = createContainer();
      await renderLayout('/', di);
      act(() => void di.get(ErrorBanner).showError(new ApiError('canceled', 'canceled')));
      expect(screen.queryByText('Error')).toBeNull();
    });

    it('uses the given title, tone and no close button when not closable', async () => {
      const di = createContainer();
      await renderLayout('/', di);
      act(() => di.get(ErrorBanner).show({ title: 'Settings not saved', tone: 'warning', closable: false }));
      expect(screen.getByText('Settings not saved')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    });
  });
});
