/** The part of App Bridge v4's `window.shopify` global the admin uses (loaded from Shopify's CDN). */
export interface ShopifyToastOptions {
  readonly duration?: number;
  readonly isError?: boolean;
  readonly action?: string;
  readonly onAction?: () => void;
}

export interface ShopifyGlobal {
  idToken(): Promise<string>;
  readonly toast: { show(message: string, options?: ShopifyToastOptions): unknown };
  readonly saveBar: { show(id: string): Promise<void> | void; hide(id: string): Promise<void> | void };
  loading(isLoading: boolean): void;
}

/** App Bridge when the page runs inside the Shopify admin, else null (standalone). */
export function shopifyGlobalOf(window: Window): ShopifyGlobal | null {
  const candidate = (window as Window & { shopify?: ShopifyGlobal }).shopify;
  return candidate !== undefined && typeof candidate.idToken === 'function' ? candidate : null;
}
