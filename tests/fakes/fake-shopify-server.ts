import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { readBody, sendJson } from './fake-http-io';
import { jwtVerify, SignJWT } from 'jose';

/**
 * A stand-in for Shopify's OAuth token endpoint (`POST https://{shop}/admin/oauth/access_token`)
 * on 127.0.0.1 (random port), reached as `{origin}/{shop}/admin/oauth/access_token`. It checks
 * what Shopify checks: the client credentials, the grant's parameters, the session token's
 * signature, audience and shop, that a code is one it issued and is used once, and that a
 * refresh token is the latest one (Shopify rotates it on every refresh).
 */

export const FAKE_ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const FAKE_REFRESH_TOKEN_LIFETIME_SECONDS = 7_776_000;

const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ID_TOKEN = 'urn:ietf:params:oauth:token-type:id_token';
const OFFLINE_ACCESS_TOKEN = 'urn:shopify:params:oauth:token-type:offline-access-token';

export type GrantKind = 'token-exchange' | 'authorization-code' | 'refresh';

export interface TokenRequest {
  readonly shop: string;
  readonly kind: GrantKind | 'refused';
  readonly body: Readonly<Record<string, unknown>>;
}

export interface IssuedGrant {
  readonly shop: string;
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface FakeShopifyOptions {
  readonly apiKey: string;
  readonly apiSecret: string;
  /** The `scope` Shopify reports for every grant (what the merchant approved). */
  readonly grantedScopes: string;
}

interface ShopState {
  currentRefreshToken: string | null;
  readonly unusedCodes: Set<string>;
}

export async function startFakeShopify(options: FakeShopifyOptions) {
  const requests: TokenRequest[] = [];
  const issued: IssuedGrant[] = [];
  const shops = new Map<string, ShopState>();
  let grantedScopes = options.grantedScopes;
  const secretKey = new TextEncoder().encode(options.apiSecret);

  const stateOf = (shop: string) => {
    const existing = shops.get(shop);
    if (existing) return existing;
    const created: ShopState = { currentRefreshToken: null, unusedCodes: new Set() };
    shops.set(shop, created);
    return created;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const match = /^\/([a-z0-9][a-z0-9-_]*\.myshopify\.com)\/admin\/oauth\/access_token$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match?.[1]) return sendJson(response, 404, { errors: 'Not Found' });
    const shop = match[1];
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return sendJson(response, 415, { error: 'unsupported_media_type' });
    }
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    const refuse = (status: number, error: string) => {
      requests.push({ shop, kind: 'refused', body });
      sendJson(response, status, { error, error_description: `${error} (fake Shopify)` });
    };
    if (body.client_id !== options.apiKey || body.client_secret !== options.apiSecret) return refuse(401, 'invalid_client');
    const state = stateOf(shop);

    let kind: GrantKind;
    if (body.grant_type === TOKEN_EXCHANGE) {
      const wellFormed =
        body.subject_token_type === ID_TOKEN && body.requested_token_type === OFFLINE_ACCESS_TOKEN && body.expiring === '1';
      if (!wellFormed) return refuse(400, 'invalid_request');
      if (!(await isSessionTokenFor(shop, body.subject_token))) return refuse(400, 'invalid_subject_token');
      kind = 'token-exchange';
    } else if (body.grant_type === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || body.refresh_token !== state.currentRefreshToken) return refuse(400, 'invalid_grant');
      kind = 'refresh';
    } else if (body.grant_type === undefined && typeof body.code === 'string') {
      if (body.expiring !== '1') return refuse(400, 'invalid_request');
      if (!state.unusedCodes.delete(body.code)) return refuse(400, 'invalid_request');
      kind = 'authorization-code';
    } else {
      return refuse(400, 'unsupported_grant_type');
    }

    const grant: IssuedGrant = {
      shop,
      accessToken: `shpat_${randomBytes(16).toString('hex')}`,
      refreshToken: `shprt_${randomBytes(16).toString('hex')}`,
    };
    state.currentRefreshToken = grant.refreshToken;
    issued.push(grant);
    requests.push({ shop, kind, body });
    sendJson(response, 200, {
      access_token: grant.accessToken,
      expires_in: FAKE_ACCESS_TOKEN_LIFETIME_SECONDS,
      refresh_token: grant.refreshToken,
      refresh_token_expires_in: FAKE_REFRESH_TOKEN_LIFETIME_SECONDS,
      scope: grantedScopes,
    });
  }

  async function isSessionTokenFor(shop: string, token: unknown): Promise<boolean> {
    if (typeof token !== 'string') return false;
    try {
      const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'], audience: options.apiKey, clockTolerance: 10 });
      return payload.dest === `https://${shop}`;
    } catch {
      return false;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    /** Pass as the server's `shopifyAdminOrigin`. */
    adminOrigin: (shop: string) => `${baseUrl}/${shop}`,
    /** Every request the token endpoint answered, in order. */
    requests,
    /** Every grant handed out, in order, so a test can look for the tokens anywhere they must not be. */
    issued,
    requestsOf: (shop: string, kind?: TokenRequest['kind']) =>
      requests.filter((request) => request.shop === shop && (kind === undefined || request.kind === kind)),
    latestGrant: (shop: string) => issued.filter((grant) => grant.shop === shop).at(-1) ?? null,
    /** What Shopify puts on the callback after the merchant approves: a single-use code. */
    issueAuthorizationCode(shop: string): string {
      const code = randomBytes(16).toString('hex');
      stateOf(shop).unusedCodes.add(code);
      return code;
    },
    setGrantedScopes(scopes: string) {
      grantedScopes = scopes;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeShopify = Awaited<ReturnType<typeof startFakeShopify>>;

export interface SessionTokenClaims {
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly shop: string;
  /** Unix seconds the token is made at; default now. Lifetime one minute, as App Bridge's. */
  readonly issuedAt?: number;
  readonly iss?: string;
  readonly dest?: string;
  readonly aud?: string;
}

/** A session token as App Bridge's `shopify.idToken()` hands it out. */
export function sessionTokenFor(claims: SessionTokenClaims): Promise<string> {
  const issuedAt = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    dest: claims.dest ?? `https://${claims.shop}`,
    sid: randomBytes(8).toString('hex'),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(claims.iss ?? `https://${claims.shop}/admin`)
    .setAudience(claims.aud ?? claims.apiKey)
    .setSubject('42')
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + 60)
    .setJti(randomBytes(8).toString('hex'))
    .sign(new TextEncoder().encode(claims.apiSecret));
}

/**
 * Shopify's signature on a redirect's query, computed here independently of the server's code:
 * the parameters but hmac and signature, sorted, percent-encoded (the same as Shopify's encoding
 * for the characters a callback carries: hex, domains, base64 `host`, JWT states), HMAC-SHA256 hex.
 */
export function signQuery(params: Readonly<Record<string, string>>, apiSecret: string): Record<string, string> {
  const message = Object.keys(params)
    .filter((key) => key !== 'hmac' && key !== 'signature')
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key]!)}`)
    .join('&');
  return { ...params, hmac: createHmac('sha256', apiSecret).update(message).digest('hex') };
}
