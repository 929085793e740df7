import { inject, injectable } from 'inversify';
import { type CachedAccessToken, computeTokenExpiresAtMs, shouldRefreshAccessToken } from '../../domain/auth/token-refresh';
import { type Clock } from '../shell/clock.port';
import { TOKENS } from '../tokens';
import { type PickerCatalog } from './picker-catalog.port';
import { type PickerAppInfo, readAppInfo } from './picker-store-response';

export interface PickerAccessRequest {
  /** The store's domain; with the app id it keys the cache. */
  readonly shop: string;
  readonly appId: string;
  /** The host's admin app token, when it is not the one the admin stored. */
  readonly adminToken?: string;
}

interface CachedAppAccess extends CachedAccessToken {
  readonly icon: string | null;
}

/**
 * The picker's access token per store domain and app (docs/product/spec-map.md §4): fetched from app_info when
 * missing, expired or about to expire (the domain's refresh rule), one request in flight per
 * domain and app however many callers ask. One instance per admin: the class says so itself, so
 * the container need not import it and the picker's code stays off the first screen.
 */
@injectable('Singleton')
export class GetPickerAccessTokenUseCase {
  private readonly cache = new Map<string, CachedAppAccess>();
  private readonly inFlight = new Map<string, Promise<CachedAppAccess | null>>();

  constructor(
    @inject(TOKENS.PickerCatalog) private readonly catalog: PickerCatalog,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  /** The token, or null when it cannot be had (the failure is logged only, docs/product/errors.md). */
  async execute(request: PickerAccessRequest): Promise<string | null> {
    return (await this.access(request))?.token ?? null;
  }

  /** The app's icon from the last app_info answer. */
  icon(request: PickerAccessRequest): string | null {
    return this.cache.get(cacheKey(request))?.icon ?? null;
  }

  /** Forgets the token (the server called it expired), so the next call fetches a new one. */
  invalidate(request: PickerAccessRequest): void {
    this.cache.delete(cacheKey(request));
  }

  private async access(request: PickerAccessRequest): Promise<CachedAppAccess | null> {
    const key = cacheKey(request);
    const cached = this.cache.get(key);
    if (cached && !shouldRefreshAccessToken(cached, this.clock.now())) return cached;
    const pending = this.inFlight.get(key) ?? this.fetch(key, request);
    this.inFlight.set(key, pending);
    return pending;
  }

  private async fetch(key: string, request: PickerAccessRequest): Promise<CachedAppAccess | null> {
    try {
      const response = await this.catalog.appInfo(request.appId, request.adminToken);
      const info = readAppInfo(response);
      if (!info) {
        console.warn('Resource picker: no access token.', typeof response.message === 'string' ? response.message : '');
        return null;
      }
      const access = toCached(info, this.clock.now());
      this.cache.set(key, access);
      return access;
    } catch (error) {
      console.warn('Resource picker: the access token request failed.', error);
      return null;
    } finally {
      this.inFlight.delete(key);
    }
  }
}

function cacheKey(request: PickerAccessRequest): string {
  return JSON.stringify([request.shop.toLowerCase(), request.appId]);
}

function toCached(info: PickerAppInfo, nowMs: number): CachedAppAccess {
  return { token: info.accessToken, expiresAtMs: computeTokenExpiresAtMs(nowMs, info.expiresInSeconds), icon: info.icon };
}
