import { z } from 'zod';
import { parseScopes } from '../../application/auth/shopify-app';
import { type ShopifyAccessGrant, ShopifyGrantRejected, type ShopifyOAuthGateway } from '../../application/auth/shopify-oauth.port';
import { AppError } from '../../application/shared/app-error';

export const TOKEN_EXCHANGE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
export const OFFLINE_ACCESS_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token';

/** Shopify's token endpoint answers in well under a second; a stuck call must not hold a sign-in. */
const TOKEN_ENDPOINT_TIMEOUT_MS = 10_000;
/** Statuses with which Shopify refuses the grant itself (bad token, code or refresh token). */
const REFUSALS = new Set([400, 401, 403]);

const grantResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  refresh_token_expires_in: z.number().int().positive(),
  scope: z.string(),
});

/** Where a shop's admin lives; tests point it at a fake Shopify on loopback. */
export type ShopifyAdminOrigin = (shop: string) => string;

export const shopifyAdminOrigin: ShopifyAdminOrigin = (shop) => `https://${shop}`;

/**
 * Shopify's OAuth token endpoint, always asking for expiring offline tokens (`expiring=1`). JSON
 * in and out, as Shopify's own library sends it.
 */
export class FetchShopifyOAuthGateway implements ShopifyOAuthGateway {
  constructor(
    private readonly apiKey: string,
    private readonly apiSecret: string,
    private readonly adminOrigin: ShopifyAdminOrigin = shopifyAdminOrigin,
  ) {}

  exchangeSessionToken(shop: string, sessionToken: string): Promise<ShopifyAccessGrant> {
    return this.requestGrant(shop, {
      grant_type: TOKEN_EXCHANGE_GRANT_TYPE,
      subject_token: sessionToken,
      subject_token_type: ID_TOKEN_TYPE,
      requested_token_type: OFFLINE_ACCESS_TOKEN_TYPE,
      expiring: '1',
    });
  }

  exchangeAuthorizationCode(shop: string, code: string): Promise<ShopifyAccessGrant> {
    return this.requestGrant(shop, { code, expiring: '1' });
  }

  refreshAccessToken(shop: string, refreshToken: string): Promise<ShopifyAccessGrant> {
    return this.requestGrant(shop, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async requestGrant(shop: string, grant: Readonly<Record<string, string>>): Promise<ShopifyAccessGrant> {
    let response: Response;
    try {
      response = await fetch(`${this.adminOrigin(shop)}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ client_id: this.apiKey, client_secret: this.apiSecret, ...grant }),
        redirect: 'manual',
        signal: AbortSignal.timeout(TOKEN_ENDPOINT_TIMEOUT_MS),
      });
    } catch {
      throw new AppError('upstreamFailure', 'Shopify: the token endpoint did not answer');
    }
    const body: unknown = await response.json().catch(() => null);
    if (REFUSALS.has(response.status)) throw new ShopifyGrantRejected(response.status, refusalReason(body));
    const parsed = grantResponse.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new AppError('upstreamFailure', `Shopify: the token endpoint answered ${response.status} without a usable grant`);
    }
    return {
      accessToken: parsed.data.access_token,
      expiresInSeconds: parsed.data.expires_in,
      refreshToken: parsed.data.refresh_token,
      refreshTokenExpiresInSeconds: parsed.data.refresh_token_expires_in,
      scopes: parseScopes(parsed.data.scope),
    };
  }
}

function refusalReason(body: unknown): string {
  const error = z.object({ error: z.string() }).safeParse(body);
  return error.success ? error.data.error : 'refused';
}
