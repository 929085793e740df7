import { parseShopDomain } from '../../../src/domain/shop/shop-domain';
import { AppError, invalidInput } from '../shared/app-error';
import { type CreditInstallReferralUseCase } from './credit-install-referral.use-case';
import { type OAuthStates } from './oauth-state.port';
import { type ShopInstaller } from './shop-installer';
import { embeddedAppUrl, type ShopifyApp } from './shopify-app';
import { ShopifyGrantRejected, type ShopifyOAuthGateway } from './shopify-oauth.port';
import { type RequestQuery, type ShopifyQuerySignatures } from './shopify-query-signatures.port';

/** How far Shopify's `timestamp` on a signed redirect may be from our clock (platform facts). */
export const SIGNED_QUERY_TOLERANCE_SECONDS = 90;

/**
 * Shopify's `timestamp` is whole seconds since the epoch, within the tolerance of our clock (whole
 * seconds too). A fractional or otherwise non-integer value is refused, as Shopify's library does.
 */
export function isSignedAtRecent(timestamp: string, now: Date): boolean {
  const signedAt = Number(timestamp);
  return Number.isInteger(signedAt) && Math.abs(Math.trunc(now.getTime() / 1000) - signedAt) <= SIGNED_QUERY_TOLERANCE_SECONDS;
}

export interface OAuthCallback {
  readonly shop: string;
  readonly code: string;
  readonly state: string;
  readonly timestamp: string;
  /** Every parameter as received, `hmac` included: the signature covers them all. */
  readonly query: RequestQuery;
}

/**
 * The end of the OAuth install redirect: only a callback Shopify signed, recently, for a state
 * this server issued to the same shop gets its code exchanged. Returns where to send the
 * merchant: the app inside their admin, at the page they asked for when they signed in.
 */
export class CompleteOAuthInstallUseCase {
  constructor(
    private readonly app: ShopifyApp,
    private readonly signatures: ShopifyQuerySignatures,
    private readonly states: OAuthStates,
    private readonly gateway: ShopifyOAuthGateway,
    private readonly installer: ShopInstaller,
    private readonly credit: CreditInstallReferralUseCase,
    private readonly now: () => Date,
  ) {}

  async execute(callback: OAuthCallback): Promise<string> {
    const domain = parseShopDomain(callback.shop);
    if (!domain) throw invalidInput('shop', 'must be a *.myshopify.com domain');
    if (!this.signatures.isAuthentic(callback.query)) throw new AppError('unauthorized', 'hmac: does not match the query');
    if (!isSignedAtRecent(callback.timestamp, this.now())) {
      throw new AppError('unauthorized', `timestamp: must be within ${SIGNED_QUERY_TOLERANCE_SECONDS} seconds of now`);
    }
    const state = await this.states.verify(callback.state, domain);
    if (!state) throw new AppError('unauthorized', 'state: was not issued for this shop or has expired');
    try {
      await this.installer.install(domain, await this.gateway.exchangeAuthorizationCode(domain, callback.code));
    } catch (error) {
      if (error instanceof ShopifyGrantRejected) throw new AppError('unauthorized', 'code: Shopify refused the authorization code');
      throw error;
    }
    await this.credit.execute(domain, { code: state.referralCode, url: state.url });
    return embeddedAppUrl(this.app, domain, state.returnPath);
  }
}
