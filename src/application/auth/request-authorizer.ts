import { inject, injectable } from 'inversify';
import { type login, type LoginResponse } from '../../contracts/auth.contract';
import { type RequestOf } from '../../contracts/contract';
import { parseShopDomain } from '../../domain/shop/shop-domain';
import { type BrowserEnvironment } from '../navigation/browser-environment.port';
import { type SessionTokenSource } from '../platform/session-token-source.port';
import { TOKENS } from '../tokens';
import { AuthTokenStore } from './auth-token-store';

export const AUTHORIZATION_CODE_FAILED_MESSAGE = 'Failed to retrieve an authorization code';
export const AUTHORIZE_REQUEST_FAILED_MESSAGE = 'Failed to authorize request.';

/** The sign-in the authorization retry sends: the shop with a fresh session token. */
export type LoginRequestBody = Required<Pick<RequestOf<typeof login>, 'shop' | 'session_token'>>;

/** Sends the sign-in without any authorization handling of its own; resolves to the envelope's data. */
export type SignIn = (body: LoginRequestBody) => Promise<LoginResponse>;

/** Why an authorization could not be obtained; the message is one of docs/product/errors.md's. */
export class AuthorizationError extends Error {
  override readonly name = 'AuthorizationError';
}

/**
 * The authorization retry (docs/product/spec-map.md §4, §8): when the server answers 401 with the unauthorized flag,
 * the platform gives a fresh authorization (a session token), the auth callback exchanges it for
 * an app token, which is stored; the caller then retries its request once. Concurrent 401s share
 * one authorization.
 */
@injectable()
export class RequestAuthorizer {
  private inFlight: Promise<void> | null = null;

  constructor(
    @inject(TOKENS.SessionTokenSource) private readonly sessionTokens: SessionTokenSource,
    @inject(AuthTokenStore) private readonly store: AuthTokenStore,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
  ) {}

  authorize(signIn: SignIn): Promise<void> {
    this.inFlight ??= this.run(signIn).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async run(signIn: SignIn): Promise<void> {
    const sessionToken = await this.authorizationCode();
    const shop = this.store.read()?.shop ?? parseShopDomain(this.browser.currentUrl().searchParams.get('shop'));
    if (!shop) throw new AuthorizationError(AUTHORIZE_REQUEST_FAILED_MESSAGE);
    let token: string | null;
    try {
      token = appTokenOf(await signIn({ shop, session_token: sessionToken }));
    } catch {
      throw new AuthorizationError(AUTHORIZE_REQUEST_FAILED_MESSAGE);
    }
    if (!token) throw new AuthorizationError(AUTHORIZE_REQUEST_FAILED_MESSAGE);
    this.store.save({ token, shop });
  }

  private async authorizationCode(): Promise<string> {
    if (!this.sessionTokens.available) throw new AuthorizationError(AUTHORIZATION_CODE_FAILED_MESSAGE);
    try {
      const token = await this.sessionTokens.idToken();
      if (token) return token;
    } catch {
      // Reported below with the message of docs/product/errors.md.
    }
    throw new AuthorizationError(AUTHORIZATION_CODE_FAILED_MESSAGE);
  }
}

/** `shop_info.token` of a login answer, or null when it signed no one in. */
function appTokenOf(response: LoginResponse | null | undefined): string | null {
  const token = response?.shop_info?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}
