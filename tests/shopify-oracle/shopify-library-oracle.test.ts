import '@shopify/shopify-api/adapters/node';
import { createHmac } from 'node:crypto';
import { ApiVersion, LogSeverity, shopifyApi } from '@shopify/shopify-api';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isSignedAtRecent } from '../../server/application/auth/complete-oauth-install.use-case';
import { checkAppProxySignature, signAppProxyQuery } from '../../server/infrastructure/shopify/app-proxy-signature';
import { HmacShopifyQuerySignatures, shopifyQueryHmac } from '../../server/infrastructure/shopify/shopify-query-hmac';
import { isShopifyWebhookSignatureValid } from '../../server/infrastructure/shopify/webhook-signature';
import { JoseCheckoutSessionTokenVerifier } from '../../server/infrastructure/shopify/jose-checkout-session-token-verifier';

/**
 * Shopify's own library is the oracle for our signature checks: for every header and query below,
 * our verdict is the one @shopify/shopify-api gives (platform facts: HMAC checks).
 */
const SECRET = 'the-app-secret';
const shopify = shopifyApi({
  apiKey: 'api-key',
  apiSecretKey: SECRET,
  hostName: 'localhost:3000',
  apiVersion: ApiVersion.October25,
  isEmbeddedApp: true,
  logger: { level: LogSeverity.Error, log: () => undefined },
});

const BODY = '{"id":1,"domain":"acme.myshopify.com"}';
const GOOD_MAC = createHmac('sha256', SECRET).update(BODY).digest('base64');
const OTHER_MAC = createHmac('sha256', SECRET).update('{}').digest('base64');

async function libraryAcceptsWebhook(header: string): Promise<boolean> {
  const rawRequest = {
    method: 'POST',
    url: '/webhooks',
    headers: {
      'x-shopify-hmac-sha256': header,
      'x-shopify-topic': 'app/uninstalled',
      'x-shopify-api-version': '2025-10',
      'x-shopify-shop-domain': 'acme.myshopify.com',
      'x-shopify-webhook-id': 'w-1',
    },
  };
  const rawResponse = { statusCode: 200, setHeader: () => undefined, end: () => undefined };
  const verdict = await shopify.webhooks.validate({ rawBody: BODY, rawRequest: rawRequest as never, rawResponse: rawResponse as never });
  return verdict.valid;
}

async function libraryAcceptsQuery(query: Record<string, string>): Promise<boolean> {
  return shopify.utils.validateHmac(query).catch(() => false);
}

describe('the webhook signature check agrees with Shopify\'s library', () => {
  it.each([
    ['the canonical base64 MAC', GOOD_MAC],
    ['base64url', GOOD_MAC.replace(/\+/g, '-').replace(/\//g, '_')],
    ['no padding', GOOD_MAC.replace(/=+$/, '')],
    ['trailing junk', `${GOOD_MAC}xx`],
    ['two values joined by a comma', `${GOOD_MAC},${GOOD_MAC}`],
    ['a forged value joined to the right one', `${OTHER_MAC},${GOOD_MAC}`],
    ['hex instead of base64', createHmac('sha256', SECRET).update(BODY).digest('hex')],
    ['another body\'s MAC', OTHER_MAC],
    ['an empty header', ''],
  ])('%s', async (_case, header) => {
    const ours = isShopifyWebhookSignatureValid(new TextEncoder().encode(BODY), header, SECRET);
    expect(ours).toBe(await libraryAcceptsWebhook(header));
  });

  it('accepts the right MAC (so the table above is not all refusals)', () => {
    expect(isShopifyWebhookSignatureValid(new TextEncoder().encode(BODY), GOOD_MAC, SECRET)).toBe(true);
  });
});

describe('the OAuth redirect check (HMAC and timestamp) agrees with Shopify\'s library', () => {
  const now = Math.trunc(Date.now() / 1000);
  const signed = (query: Record<string, string>): Record<string, string> => ({ ...query, hmac: shopifyQueryHmac(query, SECRET) });
  const base = { code: 'the-code', shop: 'acme.myshopify.com', state: 'the-state' };

  it.each<[string, Record<string, string>]>([
    ['a fresh whole-second timestamp', signed({ ...base, timestamp: String(now) })],
    ['a fractional timestamp', signed({ ...base, timestamp: `${now}.5` })],
    ['a timestamp outside the 90 s window', signed({ ...base, timestamp: String(now - 600) })],
    ['a timestamp that is no number', signed({ ...base, timestamp: 'soon' })],
    ['a query changed after signing', { ...signed({ ...base, timestamp: String(now) }), shop: 'evil.myshopify.com' }],
    ['an HMAC in upper case', { ...signed({ ...base, timestamp: String(now) }), hmac: shopifyQueryHmac({ ...base, timestamp: String(now) }, SECRET).toUpperCase() }],
  ])('%s', async (_case, query) => {
    const ours = new HmacShopifyQuerySignatures(SECRET).isAuthentic(query) && isSignedAtRecent(query['timestamp'] ?? '', new Date());
    expect(ours).toBe(await libraryAcceptsQuery(query));
  });
});

describe("the app proxy signature check agrees with Shopify's library", () => {
  const now = new Date();
  const seconds = Math.trunc(now.getTime() / 1000);
  const signed = (query: string, at = now) => signAppProxyQuery(new URLSearchParams(query), 'acme.myshopify.com', SECRET, at);
  const tampered = (params: URLSearchParams, key: string, value: string) => {
    const copy = new URLSearchParams(params);
    copy.set(key, value);
    return copy;
  };
  const libraryAccepts = (params: URLSearchParams) => shopify.utils.validateHmac(new URLSearchParams(params), { signator: 'appProxy' }).catch(() => false);

  it.each<[string, URLSearchParams]>([
    ['a signed page request', signed('product_id=42&page=2')],
    ['a repeated parameter (values joined by commas)', signed('tag=a&tag=b&product_id=1')],
    ['text with spaces, commas and unicode', signed('q=Zo%C3%AB%20says%2C%20hi&product_id=7')],
    ['a request signed 10 minutes ago', signed('product_id=42', new Date(now.getTime() - 600_000))],
    ['a parameter changed after signing', tampered(signed('product_id=42'), 'product_id', '43')],
    ['another shop after signing', tampered(signed('product_id=42'), 'shop', 'evil.myshopify.com')],
    ['a signature in upper case', (() => { const params = signed('product_id=42'); return tampered(params, 'signature', params.get('signature')!.toUpperCase()); })()],
    ['no signature', (() => { const params = signed('product_id=42'); params.delete('signature'); return params; })()],
    ['a fractional timestamp', (() => { const params = new URLSearchParams(`shop=acme.myshopify.com&timestamp=${seconds}.5`); return signAppProxyQuery(params, 'acme.myshopify.com', SECRET, now); })()],
  ])('%s', async (_case, params) => {
    const ours = checkAppProxySignature(params, SECRET, new Date()).ok;
    expect(ours).toBe(await libraryAccepts(params));
  });

  it('refuses a second shop parameter, as the library does', async () => {
    const params = signed('product_id=42');
    params.append('shop', 'evil.myshopify.com');
    expect(checkAppProxySignature(params, SECRET, now)).toEqual({ ok: false, problem: 'shop: must be given once' });
    expect(await libraryAccepts(params)).toBe(false);
  });

  it('accepts what it signed and names the shop (so the table above is not all refusals)', () => {
    expect(checkAppProxySignature(signed('product_id=42'), SECRET, now)).toEqual({ ok: true, shop: 'acme.myshopify.com' });
  });
});

describe("the checkout session token check agrees with Shopify's library", () => {
  const SHOP = 'acme.myshopify.com';
  const now = Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, options: { secret?: string; alg?: string; issuedAt?: number } = {}) => {
    const issuedAt = options.issuedAt ?? now;
    return new SignJWT({ dest: SHOP, aud: 'api-key', sub: 'gid://shopify/Customer/7001', ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .sign(new TextEncoder().encode(options.secret ?? SECRET));
  };
  const verifier = new JoseCheckoutSessionTokenVerifier('api-key', SECRET);
  const libraryAccepts = (token: string) => shopify.session.decodeSessionToken(token).then(() => true, () => false);

  it.each<[string, () => Promise<string>]>([
    ['a signed-in buyer', () => sign({})],
    ['a buyer who is not signed in', () => sign({ sub: undefined })],
    ['another secret', () => sign({}, { secret: 'someone-elses-secret' })],
    ['HS512 with the right secret', () => sign({}, { alg: 'HS512' })],
    ['expired 5 s ago (within the leeway)', () => sign({}, { issuedAt: now - 305 })],
    ['expired a minute ago', () => sign({}, { issuedAt: now - 360 })],
    ['not valid for another minute', () => sign({}, { issuedAt: now + 60 })],
    ['another app', () => sign({ aud: 'another-app' })],
    ['no audience', () => sign({ aud: undefined })],
  ])('%s', async (_case, token) => {
    const signed = await token();
    expect((await verifier.verify(signed)).ok).toBe(await libraryAccepts(signed));
  });

  it('refuses besides what the library leaves to the app: a `dest` that names no shop, a `sub` that is no customer', async () => {
    for (const claims of [{ dest: 'evil.example.com' }, { dest: `http://${SHOP}` }, { dest: undefined }, { sub: 'gid://shopify/StaffMember/1' }]) {
      const signed = await sign(claims);
      expect(await libraryAccepts(signed)).toBe(true);
      expect((await verifier.verify(signed)).ok).toBe(false);
    }
  });

  it('names the shop and the customer of a token it accepts', async () => {
    expect(await verifier.verify(await sign({}))).toEqual({ ok: true, session: { shop: SHOP, customerId: '7001' } });
  });
});
