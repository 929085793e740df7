/** What the admin needs to know and do about the page it runs in. */
export interface BrowserEnvironment {
  /** The current address (path, query, hash). */
  currentUrl(): URL;
  /** The address the page was loaded with, before any client-side navigation changed it. */
  launchUrl(): URL;
  /** Runs inside another page's frame (the Shopify admin, or a second host). */
  isInFrame(): boolean;
  /** The Shopify App Bridge (`window.shopify`) is present. */
  hasAppBridge(): boolean;
  scrollToTop(): void;
  /** Full page load of an address (stale-bundle recovery, reauthorization). Leaves the frame when `top` is set. */
  assign(url: string, options?: { readonly top?: boolean }): void;
  /** Asks the browser to confirm closing the tab while `active` returns true. Returns an undo. */
  confirmBeforeUnload(active: () => boolean): () => void;
}
