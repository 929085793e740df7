import { describe, expect, it } from 'vitest';
import { type NotificationContent, type NotificationMailParts } from '../../../../server/application/notifications/notification-mail.port';
import { I18nextNotificationRenderer } from '../../../../server/infrastructure/mail/i18next-notification-renderer';
import { createNotificationI18n } from '../../../../server/infrastructure/mail/notification-i18n';

const renderer = new I18nextNotificationRenderer(createNotificationI18n());

/** An endpoint address the merchant typed, with everything HTML would read as markup. */
const URL_TYPED = 'https://hooks.example/in?shop=acme&tag="x"<script>alert(1)</script>';

const switchedOff: NotificationContent = {
  kind: 'webhook_disabled',
  endpointUrl: URL_TYPED,
  failingSince: new Date('2026-03-09T11:30:00Z'),
  timeZone: 'Europe/Berlin',
};

const parts = (overrides: Partial<NotificationMailParts> = {}): NotificationMailParts => ({
  language: 'en',
  shopName: 'Acme <Goods>',
  recipient: 'owner@acme.example',
  adminUrl: 'https://acme.myshopify.com/admin/apps/key/settings/api?from=mail&x="1"',
  unsubscribeUrl: null,
  ...overrides,
});

describe('the service notice of a webhook endpoint switched off', () => {
  it('names the endpoint as typed in the text part and escaped in the HTML part, with a button to API access', () => {
    const mail = renderer.render(switchedOff, parts());
    expect(mail.subject).toBe('Your webhook endpoint for Acme <Goods> was switched off');
    expect(mail.text).toContain(`Every delivery to your webhook endpoint ${URL_TYPED} has failed since Mar 9, 2026, 12:30 PM GMT+1, so it was switched off.`);
    expect(mail.text).toContain('Open API access: https://acme.myshopify.com/admin/apps/key/settings/api?from=mail&x="1"');
    expect(mail.html).toContain('https://hooks.example/in?shop=acme&amp;tag=&quot;x&quot;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"x"');
    expect(mail.html).toContain('<title>Your webhook endpoint for Acme &lt;Goods&gt; was switched off</title>');
    expect(mail.html).toContain('<a href="https://acme.myshopify.com/admin/apps/key/settings/api?from=mail&amp;x=&quot;1&quot;"');
    expect(mail.html).toContain('>Open API access</a>');
  });

  it('says it cannot be stopped, and carries no unsubscribe link', () => {
    const mail = renderer.render(switchedOff, parts());
    expect(mail.text).toContain('Starling Reviews sends notices about Acme <Goods> that need your attention to owner@acme.example. They cannot be switched off.');
    expect(mail.html).toContain('notices about Acme &lt;Goods&gt; that need your attention');
    expect(mail.text).not.toContain('Stop these e-mails');
    expect(mail.html).not.toContain('Stop these e-mails');
  });

  it('is written in the admin language, the time in the shop time zone (UTC when the zone is unknown)', () => {
    const mail = renderer.render(switchedOff, parts({ language: 'de' }));
    expect(mail.subject).toBe('Ihr Webhook-Endpunkt für Acme <Goods> wurde ausgeschaltet');
    expect(mail.text).toContain('ist seit 9. März 2026, 12:30 MEZ fehlgeschlagen');
    expect(mail.text).toContain('API-Zugriff öffnen');
    expect(mail.html).toContain('lang="de"');
    expect(mail.html).toContain('&amp;tag=&quot;x&quot;&lt;script&gt;');
    const utc = renderer.render({ ...switchedOff, timeZone: 'Nowhere/Else' }, parts());
    expect(utc.text).toContain('since Mar 9, 2026, 11:30 AM UTC');
  });
});

describe('a notification the merchant chose', () => {
  it('still carries its unsubscribe link and the listed-address footer', () => {
    const review: NotificationContent = {
      kind: 'new_review',
      review: { rating: 4, title: 'Nice', body: 'Boils fast', authorName: 'Jane', productTitle: 'Blue Kettle', published: true },
    };
    const mail = renderer.render(review, parts({ unsubscribeUrl: 'https://app.example/notifications/unsubscribe?t=a&b' }));
    expect(mail.text).toContain('Stop these e-mails: https://app.example/notifications/unsubscribe?t=a&b');
    expect(mail.html).toContain('<a href="https://app.example/notifications/unsubscribe?t=a&amp;b"');
    expect(mail.text).toContain('is listed in the notification settings');
  });
});
