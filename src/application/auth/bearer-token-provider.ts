import { inject, injectable } from 'inversify';
import { type BrowserEnvironment } from '../navigation/browser-environment.port';
import { type SessionTokenSource } from '../platform/session-token-source.port';
import { type Toaster } from '../platform/toaster.port';
import { TOKENS } from '../tokens';
import { AuthTokenStore } from './auth-token-store';

/** The query parameter an embedding host (or a developer on localhost) passes an id token in. */
export const ID_TOKEN_PARAM = 'id_token';

const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Picks the Bearer token of each API call, in the order of docs/product/auth-and-session.md:
 * 1. the app token this page signed in with;
 * 2. without a bridge, the app token an earlier page stored;
 * 3. inside a frame without a bridge, the id token the embedding host put in the URL the page was loaded with;
 * 4. the bridge's fresh id token; on localhost an `id_token` query parameter stands in for it and is kept.
 */
@injectable()
export class BearerTokenProvider {
  private adoptedLocalIdToken: string | null = null;

  constructor(
    @inject(AuthTokenStore) private readonly store: AuthTokenStore,
    @inject(TOKENS.SessionTokenSource) private readonly sessionTokens: SessionTokenSource,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {}

  /** The token to send, or null to send none (the server then asks for an authorization). */
  async token(): Promise<string | null> {
    const own = this.store.readSavedByThisPage();
    if (own) return own.token;
    if (!this.sessionTokens.available) {
      const stored = this.store.read();
      if (stored) return stored.token;
    }
    return this.embeddedHostIdToken() ?? this.localIdToken() ?? (await this.bridgeIdToken());
  }

  private embeddedHostIdToken(): string | null {
    if (this.sessionTokens.available || !this.browser.isInFrame()) return null;
    return this.browser.launchUrl().searchParams.get(ID_TOKEN_PARAM) || null;
  }

  private localIdToken(): string | null {
    const url = this.browser.currentUrl();
    if (!LOCAL_HOSTNAMES.has(url.hostname)) return null;
    this.adoptedLocalIdToken = url.searchParams.get(ID_TOKEN_PARAM) || this.adoptedLocalIdToken;
    return this.adoptedLocalIdToken;
  }

  private async bridgeIdToken(): Promise<string | null> {
    if (!this.sessionTokens.available) return null;
    try {
      return await this.sessionTokens.idToken();
    } catch (error) {
      // docs/product/errors.md "Bridge token failure: toast with error message"; the call goes on without a token.
      this.toaster.show({ content: error instanceof Error ? error.message : String(error), error: true });
      return null;
    }
  }
}
