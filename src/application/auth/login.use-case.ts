import { inject, injectable } from 'inversify';
import { type LoginShopSettings } from '../../contracts/auth.contract';
import { type BrowserEnvironment } from '../navigation/browser-environment.port';
import { type SessionTokenSource } from '../platform/session-token-source.port';
import { LoadSessionUseCase } from '../session/load-session.use-case';
import { TOKENS } from '../tokens';
import { type AuthGateway } from './auth-gateway.port';
import { AuthTokenStore } from './auth-token-store';
import { InstallReferral } from './install-referral';
import { GetServerModeUseCase } from './server-mode.use-case';
import { adminHostedAppUrl } from './shop-domain-input';

/** Signed in (the session is loaded), or the whole page is on its way elsewhere (install, the admin). */
export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly shopSettings: LoginShopSettings | null }
  | { readonly kind: 'left' };

export class LoginRefusedError extends Error {
  override readonly name = 'LoginRefusedError';
}

/**
 * Signs a shop in (docs/product/overview.md "After sign-in at /auth"): embedded with the platform's session token,
 * standalone with the shop alone (development store mode), then saves the app token and loads the
 * session. Shopify mode sends standalone sign-ins to the app's page inside the store admin, and a
 * shop that must (re)install the app to Shopify's authorization page.
 */
@injectable()
export class LoginUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionTokenSource) private readonly sessionTokens: SessionTokenSource,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(AuthTokenStore) private readonly tokens: AuthTokenStore,
    @inject(GetServerModeUseCase) private readonly serverMode: GetServerModeUseCase,
    @inject(LoadSessionUseCase) private readonly loadSession: LoadSessionUseCase,
    @inject(InstallReferral) private readonly referral: InstallReferral,
  ) {}

  /** `returnPath`: the app's page the merchant asked for, where an authorization round trip brings them back. */
  async execute(request: { readonly shop: string; readonly embedded: boolean; readonly returnPath?: string }): Promise<LoginOutcome> {
    if (!request.embedded) {
      const server = await this.serverMode.execute();
      if (server.mode === 'shopify' && server.api_key) {
        this.browser.assign(adminHostedAppUrl(request.shop, server.api_key), { top: true });
        return { kind: 'left' };
      }
    }
    const referralCode = this.referral.code();
    const response = await this.auth.signIn({
      shop: request.shop,
      ...(request.embedded ? { sessionToken: await this.sessionTokens.idToken() } : {}),
      ...(referralCode === undefined ? {} : { referralCode }),
      ...(request.returnPath === undefined ? {} : { returnPath: request.returnPath }),
      url: this.browser.currentUrl().href,
    });
    if (response.is_authorization_required && response.redirect_url) {
      this.browser.assign(response.redirect_url, { top: true });
      return { kind: 'left' };
    }
    if (!response.shop_info?.token) throw new LoginRefusedError('The server signed no one in.');
    this.tokens.save({ token: response.shop_info.token, shop: request.shop });
    await this.loadSession.execute();
    return { kind: 'signed-in', shopSettings: response.shop_settings_info };
  }
}
