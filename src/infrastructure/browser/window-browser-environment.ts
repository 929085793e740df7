import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';

/** The page the admin runs in, over `window`. */
export class WindowBrowserEnvironment implements BrowserEnvironment {
  private readonly launchedAt: string;

  /** Create it at start-up: it remembers the address the page was loaded with. */
  constructor(private readonly window: Window) {
    this.launchedAt = window.location.href;
  }

  currentUrl(): URL {
    return new URL(this.window.location.href);
  }

  launchUrl(): URL {
    return new URL(this.launchedAt);
  }

  isInFrame(): boolean {
    try {
      return this.window.self !== this.window.top;
    } catch {
      // A cross-origin parent denies access to `top`: we are framed.
      return true;
    }
  }

  hasAppBridge(): boolean {
    const { shopify } = this.window as Window & { shopify?: unknown };
    return shopify !== undefined && shopify !== null;
  }

  scrollToTop(): void {
    this.window.scrollTo(0, 0);
  }

  assign(url: string, options: { readonly top?: boolean } = {}): void {
    // A cross-origin frame may not touch `top.location`, but it may open a URL in the top window.
    if (options.top && this.isInFrame()) this.window.open(url, '_top');
    else this.window.location.assign(url);
  }

  confirmBeforeUnload(active: () => boolean): () => void {
    const listener = (event: BeforeUnloadEvent) => {
      if (!active()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    this.window.addEventListener('beforeunload', listener);
    return () => this.window.removeEventListener('beforeunload', listener);
  }
}
