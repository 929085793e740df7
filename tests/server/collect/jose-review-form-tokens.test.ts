import { describe, expect, it } from 'vitest';
import { JoseReviewFormTokens } from '../../../server/infrastructure/auth/jose-review-form-tokens';
import { JoseReviewLinkTokens } from '../../../server/infrastructure/auth/jose-review-link-tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const NOW = new Date('2026-05-01T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const at = (date: Date) => new JoseReviewFormTokens(SECRET, () => date);

describe('review form link tokens', () => {
  it('names the shop, the order and the product it was signed for', async () => {
    const tokens = at(NOW);
    const token = await tokens.sign({ shopDomain: 'a.myshopify.com', orderId: 'gid://shopify/Order/1', productId: 'gid://shopify/Product/9' });
    expect(await tokens.verify(token)).toEqual({ valid: true, claims: { shopDomain: 'a.myshopify.com', orderId: 'gid://shopify/Order/1', productId: 'gid://shopify/Product/9' } });
    const orderOnly = await tokens.sign({ shopDomain: 'a.myshopify.com', orderId: 'o-2' });
    expect(await tokens.verify(orderOnly)).toEqual({ valid: true, claims: { shopDomain: 'a.myshopify.com', orderId: 'o-2' } });
  });

  it('opens the form for 60 days, then says the link expired', async () => {
    const token = await at(NOW).sign({ shopDomain: 'a.myshopify.com', orderId: 'o-1' });
    expect((await at(new Date(NOW.getTime() + 60 * DAY - 1000)).verify(token)).valid).toBe(true);
    expect(await at(new Date(NOW.getTime() + 60 * DAY + 1000)).verify(token)).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a token changed by hand, signed with another secret or made for another purpose', async () => {
    const token = await at(NOW).sign({ shopDomain: 'a.myshopify.com', orderId: 'o-1' });
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const changed = `${head}.${Buffer.from(JSON.stringify({ ...claims, shop: 'b.myshopify.com' })).toString('base64url')}.${signature}`;
    expect(await at(NOW).verify(changed)).toEqual({ valid: false, reason: 'invalid' });
    expect(await at(NOW).verify(`${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`)).toEqual({ valid: false, reason: 'invalid' });
    expect(await new JoseReviewFormTokens(`${SECRET}-other`, () => NOW).verify(token)).toEqual({ valid: false, reason: 'invalid' });
    // The photo link of /email_review is signed from the same secret, yet opens no review form.
    const photoLink = await new JoseReviewLinkTokens(SECRET, () => NOW).sign({ shopDomain: 'a.myshopify.com', reviewId: 7 });
    expect(await at(NOW).verify(photoLink.token)).toEqual({ valid: false, reason: 'invalid' });
    expect(await at(NOW).verify('garbage')).toEqual({ valid: false, reason: 'invalid' });
  });
});
