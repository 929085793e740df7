import { inject, injectable } from 'inversify';
import { type AppConfig } from '../../application/config/app-config.port';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { type KeyValueStorage } from '../../application/storage/key-value-storage.port';
import { STORAGE_KEYS } from '../../application/storage/storage-keys';
import { TOKENS } from '../../application/tokens';

/** Long enough to see the reopened page fail again, short enough not to block a later deploy's retry. */
export const STALE_BUNDLE_RELOAD_TTL_SECONDS = 300;

const STALE_BUNDLE_MESSAGES = [
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /MIME type/i,
];

/**
 * A chunk of the build the page was loaded with is gone (a deploy happened) or came back as
 * something else: rspack's ChunkLoadError, a failed dynamic import, a wrong MIME type.
 */
export function isStaleBundleError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || STALE_BUNDLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * docs/product/errors.md "Stale-bundle load failure": reopen the same path once (per build); when the reopened
 * page fails the same way, the caller shows the load-failed page.
 */
@injectable()
export class StaleBundleRecovery {
  constructor(
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AppConfig) private readonly config: AppConfig,
  ) {}

  /** Whether `path` may still be reopened for this build. */
  canReopen(path: string): boolean {
    return this.storage.get<string>(STORAGE_KEYS.staleBundleReload) !== this.mark(path);
  }

  /** Reopens `path` (a full page load) when it has not been reopened yet; returns whether it did. */
  reopen(path: string): boolean {
    if (!this.canReopen(path)) return false;
    this.storage.set(STORAGE_KEYS.staleBundleReload, this.mark(path), STALE_BUNDLE_RELOAD_TTL_SECONDS);
    this.browser.assign(path);
    return true;
  }

  private mark(path: string): string {
    return `${this.config.buildId}:${path}`;
  }
}

/** Where the build's hashed assets are served from. */
export const BUILD_ASSETS_PREFIX = '/static/';

/**
 * Calls `onFailure` when a stylesheet or script of this build fails to load (a CSS preload, say);
 * other failures (App Bridge from Shopify's CDN, images) are not a stale bundle.
 */
export function watchFailedAssets(target: Window, onFailure: () => void): () => void {
  const listener = (event: Event) => {
    const element = event.target;
    const address = element instanceof HTMLLinkElement ? element.href : element instanceof HTMLScriptElement ? element.src : null;
    if (address && isBuildAsset(address, target.location.origin)) onFailure();
  };
  target.addEventListener('error', listener, true);
  return () => target.removeEventListener('error', listener, true);
}

function isBuildAsset(address: string, origin: string): boolean {
  const url = new URL(address, origin);
  return url.origin === origin && url.pathname.startsWith(BUILD_ASSETS_PREFIX);
}
