import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type CollectEmailContext } from '../../../server/application/collect/collect-email-renderer.port';
import { drawCollectEmail, withRating } from '../../../server/application/collect/collect-email-html';
import { COLLECT_EMAIL_WORDS } from '../../../src/domain/collect/collect-email-words';
import { COLLECT_EMAIL_TYPES, type CollectEmailType } from '../../../src/domain/collect/collect-emails';
import { defaultEmailTemplate } from '../../../src/domain/collect/email-templates';
import { htmlEmailProblems } from '../../support/html-email-check';

const XSS = '<script>alert(1)</script>';

const context: CollectEmailContext = {
  customerName: 'Mia',
  customerEmail: 'mia@example.com',
  customerLanguage: null,
  orderName: '#1042',
  products: [
    { title: 'Linen apron', imageUrl: 'https://cdn.example.com/apron.jpg', reviewUrl: 'https://shop.example.com/review?t=abc' },
    { title: 'Mug', imageUrl: null, reviewUrl: 'https://shop.example.com/review?t=def' },
  ],
  reviewUrl: 'https://shop.example.com/review?t=all',
  unsubscribeUrl: 'https://app.example.com/unsubscribe?s=sig',
  discount: { code: 'THANKS-1', valueText: '€5.00', amount: '5.00', currency: '€', expiresAt: null },
};

function draw(type: CollectEmailType, overrides: Partial<CollectEmailContext> = {}, language: 'en' | 'de' = 'en') {
  return drawCollectEmail({
    type,
    settings: { ...defaultEmailTemplate(type, language), logo_url: 'https://cdn.example.com/logo.png' },
    language,
    words: COLLECT_EMAIL_WORDS[language],
    shopName: 'Apron & Co',
    shopUrl: 'https://shop.example.com',
    context: { ...context, ...overrides },
  });
}

const documentOf = (html: string) => new JSDOM(html).window.document;

describe('the collect e-mail drawing', () => {
  it.each(COLLECT_EMAIL_TYPES)('%s passes the HTML e-mail check', (type) => {
    const email = draw(type);
    expect(htmlEmailProblems(email)).toEqual([]);
    expect(email.subject).not.toContain('{{');
    expect(email.html).not.toContain('{{');
    expect(email.text).not.toContain('{{');
  });

  it('gives each product of a request five star links, one tap per rating', () => {
    const document = documentOf(draw('request_1').html);
    const stars = [...document.querySelectorAll('a[aria-label]')];
    expect(stars).toHaveLength(10);
    expect(stars.slice(0, 5).map((star) => star.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map((n) => `https://shop.example.com/review?t=abc&rating=${n}`));
    expect(stars[2]?.getAttribute('aria-label')).toBe('3 out of 5 stars');
    expect(withRating('https://x.example/r', 4)).toBe('https://x.example/r?rating=4');
    // Reminders have them too; the other mails do not.
    expect(documentOf(draw('request_3').html).querySelectorAll('a[aria-label]')).toHaveLength(10);
    expect(documentOf(draw('photo_video_reminder').html).querySelectorAll('a[aria-label]')).toHaveLength(0);
  });

  it('fills the placeholders, puts the unsubscribe link in the footer, and writes a plain-text part with the same links', () => {
    const email = draw('request_1');
    expect(email.subject).toBe('How was your order from Apron & Co?');
    const document = documentOf(email.html);
    expect(document.querySelector('h1')?.textContent).toBe('Hi Mia, how did we do?');
    expect(document.body.textContent).toContain('Thank you for your order #1042');
    expect([...document.querySelectorAll('a')].find((link) => link.textContent === 'Unsubscribe')?.getAttribute('href')).toBe('https://app.example.com/unsubscribe?s=sig');
    expect(document.querySelector('img[alt="Linen apron"]')).not.toBeNull();
    expect(document.querySelector('img[src="https://cdn.example.com/logo.png"]')?.getAttribute('alt')).toBe('Apron & Co');
    expect(email.text).toContain('Write a review: https://shop.example.com/review?t=all');
    expect(email.text).toContain('5 out of 5 stars: https://shop.example.com/review?t=abc&rating=5');
    expect(email.text).toContain('Unsubscribe: https://app.example.com/unsubscribe?s=sig');
    // Without an unsubscribe address there is no unsubscribe link.
    expect(draw('request_1', { unsubscribeUrl: null }).html).not.toContain('Unsubscribe');
  });

  it('writes the discount mail with its code, amount and currency, its button to the shop', () => {
    const email = draw('review_discount');
    expect(email.subject).toBe('Your €5.00 discount from Apron & Co');
    const document = documentOf(email.html);
    expect(document.body.textContent).toContain('here is €5.00 off your next order');
    expect(document.body.textContent).toContain('THANKS-1');
    expect([...document.querySelectorAll('a')].find((link) => link.textContent === 'Shop now')?.getAttribute('href')).toBe('https://shop.example.com/');
    expect(email.text).toContain('Your discount code: THANKS-1');
  });

  it('escapes every value: a customer named <script> is text, never markup', () => {
    const email = draw('request_1', { customerName: XSS, products: [{ title: `"><img src=x onerror=alert(1)>`, imageUrl: 'https://cdn.example.com/a.jpg', reviewUrl: 'https://shop.example.com/r' }] });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(htmlEmailProblems(email)).toEqual([]);
    const document = documentOf(email.html);
    expect(document.querySelector('h1')?.textContent).toBe(`Hi ${XSS}, how did we do?`);
    expect(document.querySelectorAll('img')).toHaveLength(2);
    expect(email.text).toContain(XSS);
  });

  it('makes no link or image of an address that is not http(s)', () => {
    const email = draw('request_1', { reviewUrl: 'javascript:alert(1)', unsubscribeUrl: 'mailto:x@example.com', products: [{ title: 'A', imageUrl: 'data:image/png;base64,xx', reviewUrl: 'javascript:alert(2)' }] });
    expect(email.html).not.toContain('javascript:');
    expect(email.html).not.toContain('data:image');
    expect(htmlEmailProblems(email)).toEqual([]);
  });

  it('writes in the language it is given, the page’s lang with it', () => {
    const email = draw('request_2', {}, 'de');
    expect(email.language).toBe('de');
    expect(email.html).toContain('<html lang="de">');
    expect(email.subject).toBe('Kurze Erinnerung: Wie gefällt Ihnen Linen apron, Mug?');
  });
});

describe('the HTML e-mail check', () => {
  it('finds styles, scripts, images without alt, relative links, wide tables and a missing text part', () => {
    const problems = htmlEmailProblems({
      html: '<html><head><style>p{}</style></head><body onload="x()"><table style="max-width:700px"><tr><td><img src="/a.png"><a href="/b">b</a><script></script></td></tr></table></body></html>',
      text: ' ',
    });
    expect(problems).toEqual([
      'has a <style> element: styles must be inline',
      'has a <script>',
      '<body> has an onload handler',
      '<img src="/a.png"> has no alt text',
      '<img src="/a.png"> is not an absolute http(s) address',
      '<a href="/b"> is not an absolute http(s) address',
      'a table is 700px wide (at most 600px)',
      'has no plain-text part',
    ]);
    expect(htmlEmailProblems({ html: '<p>x</p>', text: '<!DOCTYPE html><p>x</p>' })).toEqual(['no table limits the width', 'the plain-text part is the HTML']);
  });
});
