import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JoseSessionTokenVerifier } from '../../../../server/infrastructure/shopify/jose-session-token-verifier';
import { sessionTokenFor } from '../../../fakes/fake-shopify-server';

const apiKey = 'app-client-id';
const apiSecret = 'app-client-secret';
const shop = 'acme.myshopify.com';
const issuedAt = 1_800_000_000;
/** The token lives one minute: [issuedAt, issuedAt + 60]. */
const at = (seconds: number) => () => new Date((issuedAt + seconds) * 1000);
const verifierAt = (seconds: number) => new JoseSessionTokenVerifier(apiKey, apiSecret, at(seconds));
const token = (overrides: Partial<Parameters<typeof sessionTokenFor>[0]> = {}) =>
  sessionTokenFor({ apiKey, apiSecret, shop, issuedAt, ...overrides });

describe('session token verification', () => {
  it('accepts a token App Bridge issued for this app, naming its shop', async () => {
    expect(await verifierAt(5).verify(await token())).toEqual({ shop });
  });

  it('allows 10 seconds of clock difference on exp and nbf, and no more', async () => {
    const valid = await token();
    expect(await verifierAt(69).verify(valid)).toEqual({ shop });
    expect(await verifierAt(70).verify(valid)).toBeNull();
    expect(await verifierAt(-10).verify(valid)).toEqual({ shop });
    expect(await verifierAt(-11).verify(valid)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    expect(await verifierAt(5).verify(await token({ apiSecret: 'someone-elses-secret' }))).toBeNull();
  });

  it('refuses any algorithm but HS256, even with the right secret', async () => {
    const claims = { dest: `https://${shop}`, iss: `https://${shop}/admin`, aud: apiKey, exp: issuedAt + 60, nbf: issuedAt };
    const key = new TextEncoder().encode(apiSecret);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(await verifierAt(5).verify(hs512)).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await verifierAt(5).verify(unsigned)).toBeNull();
  });

  it('refuses a token for another app', async () => {
    expect(await verifierAt(5).verify(await token({ aud: 'another-app' }))).toBeNull();
  });

  it('refuses a token whose dest and iss name different shops, or no valid shop', async () => {
    const verifier = verifierAt(5);
    expect(await verifier.verify(await token({ iss: 'https://other.myshopify.com/admin' }))).toBeNull();
    expect(await verifier.verify(await token({ dest: 'https://other.myshopify.com' }))).toBeNull();
    expect(await verifier.verify(await token({ shop: 'evil.example.com' }))).toBeNull();
    expect(await verifier.verify(await token({ dest: `http://${shop}` }))).toBeNull();
    expect(await verifier.verify(await token({ iss: `https://${shop}/` }))).toBeNull();
  });

  it('answers null for something that is not a token at all', async () => {
    expect(await verifierAt(5).verify('not-a-jwt')).toBeNull();
  });
});
