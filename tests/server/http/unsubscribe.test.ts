import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { JoseUnsubscribeLinks } from '../../../server/infrastructure/auth/jose-unsubscribe-links';
import { JoseReviewLinkTokens } from '../../../server/infrastructure/auth/jose-review-link-tokens';
import { UNSUBSCRIBE_WORDS } from '../../../server/infrastructure/mail/unsubscribe-words';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_APP_TOKEN_SECRET, TEST_PUBLIC_ORIGIN } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const ONE_CLICK = 'List-Unsubscribe=One-Click';

describe.each(TEST_DATABASES)('unsubscribe on $name', (target) => {
  const ctx = useTestServer(target);
  const pathOf = (url: string) => url.slice(TEST_PUBLIC_ORIGIN.length);
  const linkFor = async (shop: SignedInShop, email: string) => pathOf(await ctx.server.mail.unsubscribeLinks.urlFor(shop.id, email));
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    ctx.server.call('POST', path, { headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body });
  const documentOf = (html: string) => new JSDOM(html).window.document;

  it('shows a page without login that asks to confirm, in the customer language, and changes nothing yet', async () => {
    const shop = await signInShop(ctx.server, 'unsub-page.myshopify.com');
    await updateShop(ctx.database.handle, shop, { name: 'Acme <Goods>' });
    const path = await linkFor(shop, 'Mia@Example.com');
    const english = await ctx.server.call('GET', path);
    expect(english.status).toBe(200);
    expect(english.headers.get('Content-Type')).toContain('text/html');
    const page = documentOf(english.text);
    expect(page.documentElement.lang).toBe('en');
    expect(page.querySelector('h1')?.textContent).toBe('Stop e-mails from Acme <Goods>?');
    expect(english.text).not.toContain('<Goods>');
    const form = page.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(path);
    expect(page.querySelector('button')?.textContent).toBe('Unsubscribe');
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, 'mia@example.com')).toBe(false);

    const german = await ctx.server.call('GET', path, { headers: { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' } });
    expect(documentOf(german.text).documentElement.lang).toBe('de');
    expect(documentOf(german.text).querySelector('button')?.textContent).toBe(UNSUBSCRIBE_WORDS.de.confirm);
  });

  it('honours the one-click POST (RFC 8058) at once with a 200, for the address in any case', async () => {
    const shop = await signInShop(ctx.server, 'unsub-one-click.myshopify.com');
    const path = await linkFor(shop, 'Mia@Example.com');
    const response = await post(path, ONE_CLICK);
    expect(response.status).toBe(200);
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, 'mia@example.com')).toBe(true);
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, ' MIA@example.COM')).toBe(true);
    // Twice is fine; the page then says so.
    expect((await post(path, ONE_CLICK)).status).toBe(200);
    const again = documentOf((await ctx.server.call('GET', path)).text);
    expect(again.querySelector('h1')?.textContent).toBe('You are unsubscribed');
  });

  it("suppresses only that address at that shop", async () => {
    const shop = await signInShop(ctx.server, 'unsub-scope.myshopify.com');
    const other = await signInShop(ctx.server, 'unsub-scope-other.myshopify.com');
    await post(await linkFor(shop, 'leo@example.com'), ONE_CLICK);
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, 'leo@example.com')).toBe(true);
    expect(await ctx.server.mail.suppressions.isSuppressed(other.id, 'leo@example.com')).toBe(false);
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, 'ana@example.com')).toBe(false);
  });

  it('only shows the page for a POST that is not the one-click body', async () => {
    const shop = await signInShop(ctx.server, 'unsub-other-body.myshopify.com');
    const response = await post(await linkFor(shop, 'ana@example.com'), 'confirm=1');
    expect(response.status).toBe(200);
    expect(documentOf(response.text).querySelector('form')).not.toBeNull();
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, 'ana@example.com')).toBe(false);
  });

  it('answers a tampered, foreign or missing token with a clear page (400), never a 500, and stores nothing', async () => {
    const shop = await signInShop(ctx.server, 'unsub-tampered.myshopify.com');
    const path = await linkFor(shop, 'eve@example.com');
    const token = new URL(path, TEST_PUBLIC_ORIGIN).searchParams.get('t')!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sid: shop.id + 1 })).toString('base64url');
    const reviewLink = (await new JoseReviewLinkTokens(TEST_APP_TOKEN_SECRET).sign({ shopDomain: shop.domain, reviewId: 1 })).token;
    const otherSecret = new URL(await new JoseUnsubscribeLinks('another-secret-that-is-long-enough-for-hs256', TEST_PUBLIC_ORIGIN).urlFor(shop.id, 'eve@example.com')).searchParams.get('t')!;
    // The signature's first character changed: its last one carries bits a decoder may ignore, so
    // changing the end could leave the signature valid.
    const tamperedSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [`${header}.${forgedPayload}.${signature}`, `${header}.${payload}.${tamperedSignature}`, reviewLink, otherSecret, 'not-a-token', '']) {
      for (const response of [await ctx.server.call('GET', `/unsubscribe?t=${encodeURIComponent(bad)}`), await post(`/unsubscribe?t=${encodeURIComponent(bad)}`, ONE_CLICK)]) {
        expect(response.status, bad).toBe(400);
        expect(documentOf(response.text).querySelector('h1')?.textContent).toBe('This link does not work');
      }
    }
    expect((await ctx.server.call('GET', '/unsubscribe')).status).toBe(400);
    expect(await ctx.server.mail.suppressions.isSuppressed(shop.id, 'eve@example.com')).toBe(false);
  });

  it('has every word in all 20 languages', () => {
    const keys = Object.keys(UNSUBSCRIBE_WORDS.en).sort();
    expect(Object.keys(UNSUBSCRIBE_WORDS)).toHaveLength(20);
    for (const [language, words] of Object.entries(UNSUBSCRIBE_WORDS)) {
      expect(Object.keys(words).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(words) as [string, string][]) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en' && key !== 'confirm' && key !== 'pageTitle') expect(text, `${language}.${key}`).not.toBe(UNSUBSCRIBE_WORDS.en[key as keyof typeof words]);
      }
      for (const placeholder of ['{shop}', '{email}']) expect(words.done, `${language}.done`).toContain(placeholder);
    }
  });
});
