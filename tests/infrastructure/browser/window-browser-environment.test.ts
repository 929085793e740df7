// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowBrowserEnvironment } from '../../../src/infrastructure/browser/window-browser-environment';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  delete (window as Window & { shopify?: unknown }).shopify;
});

/** A window whose `top` is another window and whose navigation is recorded. */
function framedWindow() {
  const opened: [string | URL | undefined, string | undefined][] = [];
  const assigned: string[] = [];
  const fake = {
    location: { href: 'https://admin.test/?host=abc&id_token=t', assign: (url: string) => assigned.push(url) },
    top: {},
    open: (url?: string | URL, target?: string) => {
      opened.push([url, target]);
      return null;
    },
  };
  return { window: { ...fake, self: fake } as unknown as Window, opened, assigned };
}

describe('WindowBrowserEnvironment', () => {
  it('reports the current URL and remembers the URL the page was loaded with', () => {
    window.history.replaceState(null, '', '/?shop=demo-store.myshopify.com&id_token=abc');
    const browser = new WindowBrowserEnvironment(window);
    window.history.pushState(null, '', '/reviewList?id=7');
    expect(browser.currentUrl().pathname + browser.currentUrl().search).toBe('/reviewList?id=7');
    expect(browser.launchUrl().searchParams.get('id_token')).toBe('abc');
  });

  it('knows whether it runs in a frame', () => {
    expect(new WindowBrowserEnvironment(window).isInFrame()).toBe(false);
    expect(new WindowBrowserEnvironment(framedWindow().window).isInFrame()).toBe(true);
  });

  it('treats a parent that denies access to top as a frame', () => {
    const denying = {
      location: { href: 'https://admin.test/' },
      get self(): unknown {
        return this;
      },
      get top(): Window {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    };
    expect(new WindowBrowserEnvironment(denying as unknown as Window).isInFrame()).toBe(true);
  });

  it('sees the App Bridge global', () => {
    const browser = new WindowBrowserEnvironment(window);
    expect(browser.hasAppBridge()).toBe(false);
    (window as Window & { shopify?: unknown }).shopify = { idToken: () => Promise.resolve('t') };
    expect(browser.hasAppBridge()).toBe(true);
  });

  it('opens a top-window address with target _top from inside a frame, else loads it in place', () => {
    const framed = framedWindow();
    new WindowBrowserEnvironment(framed.window).assign('https://shop.test/admin/oauth/authorize', { top: true });
    expect(framed.opened).toEqual([['https://shop.test/admin/oauth/authorize', '_top']]);
    new WindowBrowserEnvironment(framed.window).assign('/reviewList');
    expect(framed.assigned).toEqual(['/reviewList']);
  });

  it('scrolls to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    new WindowBrowserEnvironment(window).scrollToTop();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('asks before closing the tab only while the guard is active, until undone', () => {
    let unsaved = true;
    const undo = new WindowBrowserEnvironment(window).confirmBeforeUnload(() => unsaved);
    const close = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(close()).toBe(true);
    unsaved = false;
    expect(close()).toBe(false);
    unsaved = true;
    undo();
    expect(close()).toBe(false);
  });
});
