/**
 * A stand-in for App Bridge's `window.shopify` (the real one loads only from Shopify's CDN).
 * `installFakeAppBridge` uses nothing but browser globals, so it works in jsdom tests and as a
 * Playwright init script: `page.addInitScript(installFakeAppBridge, { idToken: '…' })`. What the
 * admin asked of the bridge is recorded in `window.shopify.calls`. A shown `<ui-save-bar>` loses
 * its `hidden` attribute (App Bridge draws it outside the app; the fake leaves it in the page).
 */
export interface FakeAppBridgeOptions {
  readonly idToken?: string;
  /** When set, `idToken()` rejects with this message. */
  readonly idTokenError?: string;
  readonly shop?: string;
  readonly locale?: string;
}

export interface FakeToastCall {
  readonly message: string;
  readonly options?: { duration?: number; isError?: boolean; action?: string; onAction?: () => void };
}

export interface FakeAppBridgeCalls {
  idToken: number;
  readonly toasts: FakeToastCall[];
  readonly saveBar: { readonly action: 'show' | 'hide'; readonly id: string }[];
  readonly loading: boolean[];
}

export interface FakeShopify {
  readonly calls: FakeAppBridgeCalls;
  readonly config: { readonly shop: string; readonly locale: string };
  idToken(): Promise<string>;
  readonly toast: { show(message: string, options?: FakeToastCall['options']): string };
  readonly saveBar: { show(id: string): Promise<void>; hide(id: string): Promise<void> };
  loading(isLoading: boolean): void;
}

export function installFakeAppBridge(options: FakeAppBridgeOptions = {}): FakeShopify {
  const calls: FakeAppBridgeCalls = { idToken: 0, toasts: [], saveBar: [], loading: [] };
  const setSaveBar = (action: 'show' | 'hide', id: string) => {
    calls.saveBar.push({ action, id });
    document.getElementById(id)?.toggleAttribute('hidden', action === 'hide');
    return Promise.resolve();
  };
  const shopify: FakeShopify = {
    calls,
    config: { shop: options.shop ?? 'demo-store.myshopify.com', locale: options.locale ?? 'en' },
    idToken() {
      calls.idToken += 1;
      if (options.idTokenError !== undefined) return Promise.reject(new Error(options.idTokenError));
      return Promise.resolve(options.idToken ?? 'fake-id-token');
    },
    toast: {
      show(message, toastOptions) {
        calls.toasts.push({ message, options: toastOptions });
        return `toast-${calls.toasts.length}`;
      },
    },
    saveBar: { show: (id) => setSaveBar('show', id), hide: (id) => setSaveBar('hide', id) },
    loading(isLoading) {
      calls.loading.push(isLoading);
    },
  };
  (window as unknown as { shopify: FakeShopify }).shopify = shopify;
  return shopify;
}

/** Removes the fake (jsdom tests share one window). */
export function uninstallFakeAppBridge(): void {
  delete (window as unknown as { shopify?: FakeShopify }).shopify;
}
