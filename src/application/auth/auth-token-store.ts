import { inject, injectable } from 'inversify';
import { AUTH_TOKEN_STORAGE_TTL_SECONDS, isStoredAuthTokenFresh } from '../../domain/auth/auth-token-storage';
import { type Clock } from '../shell/clock.port';
import { type KeyValueStorage } from '../storage/key-value-storage.port';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { TOKENS } from '../tokens';

/** The app token the server issued at sign-in and the shop it belongs to. */
export interface StoredAuth {
  readonly token: string;
  /** The shop's `*.myshopify.com` domain (the authorization retry signs in to it again). */
  readonly shop: string;
}

interface StoredEntry extends StoredAuth {
  readonly savedAtMs: number;
}

/**
 * Keeps the signed-in shop's app token for one day (docs/product/auth-and-session.md, §9). It remembers separately the
 * token this page saved: with a bridge, only that one is used, because browser storage is shared
 * by every shop opened on this origin.
 */
@injectable()
export class AuthTokenStore {
  private savedByThisPage: StoredEntry | null = null;

  constructor(
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  save(auth: StoredAuth): void {
    const entry: StoredEntry = { token: auth.token, shop: auth.shop, savedAtMs: this.clock.now() };
    this.savedByThisPage = entry;
    this.storage.set(STORAGE_KEYS.authToken, entry, AUTH_TOKEN_STORAGE_TTL_SECONDS);
  }

  /** The token saved by this page or an earlier one, while it is fresh. */
  read(): StoredAuth | null {
    return this.readSavedByThisPage() ?? this.fresh(parseEntry(this.storage.get(STORAGE_KEYS.authToken)));
  }

  /** Only the token this page saved (after its own sign-in), while it is fresh. */
  readSavedByThisPage(): StoredAuth | null {
    return this.fresh(this.savedByThisPage);
  }

  clear(): void {
    this.savedByThisPage = null;
    this.storage.remove(STORAGE_KEYS.authToken);
  }

  private fresh(entry: StoredEntry | null): StoredAuth | null {
    if (!entry || !isStoredAuthTokenFresh(entry.savedAtMs, this.clock.now())) return null;
    return { token: entry.token, shop: entry.shop };
  }
}

function parseEntry(value: unknown): StoredEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, shop, savedAtMs } = value as Partial<Record<keyof StoredEntry, unknown>>;
  if (typeof token !== 'string' || token === '' || typeof shop !== 'string' || typeof savedAtMs !== 'number') return null;
  return { token, shop, savedAtMs };
}
