import { describe, expect, it } from 'vitest';
import { type CollectEmailContext } from '../../../server/application/collect/collect-email-renderer.port';
import { COLLECT_EMAIL_SETTINGS_DOCUMENT, emailTemplateDocument } from '../../../server/application/collect/email-template-store';
import { COLLECT_EMAIL_TYPES } from '../../../src/domain/collect/collect-emails';
import { defaultEmailTemplate, defaultEmailTexts, type EmailTemplateSetting } from '../../../src/domain/collect/email-templates';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';
import { htmlEmailProblems } from '../../support/html-email-check';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const XSS = '<script>alert(1)</script>';

const orderContext: CollectEmailContext = {
  customerName: XSS,
  customerEmail: 'mia@example.com',
  customerLanguage: 'fr-CA',
  orderName: '#2001',
  products: [{ title: 'Apron', imageUrl: 'https://cdn.example.com/a.jpg', reviewUrl: 'https://app.example.com/review?t=1' }],
  reviewUrl: 'https://app.example.com/review?t=all',
  unsubscribeUrl: 'https://app.example.com/unsubscribe?t=u',
};

describe.each(TEST_DATABASES)('collect e-mail templates on $name', (target) => {
  const mail = new FakeMailTransport();
  const ctx = useTestServer(target, { mailTransport: mail });
  const admin = (shop: SignedInShop, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.server.call(method, `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const template = async (shop: SignedInShop, type: string) => (await admin(shop, 'GET', `get_email_template_setting?type=${type}`)).json?.data as EmailTemplateSetting;

  it('answers every template with its defaults in the shop’s language until saved', async () => {
    const shop = await signInShop(ctx.server, 'templates-defaults.myshopify.com');
    for (const type of COLLECT_EMAIL_TYPES) expect(await template(shop, type)).toEqual({ ...defaultEmailTemplate(type, 'en'), trigger_event: 'fulfilled' });
    await ctx.server.settings.writeEntries(shop, 'shop_config', { backend_lang: 'de' });
    expect((await template(shop, 'request_1')).subject).toBe(defaultEmailTexts('request_1', 'de').subject);
  });

  it('saves only the fields sent, reads them back, and keeps the trigger event with the first request', async () => {
    const shop = await signInShop(ctx.server, 'templates-save.myshopify.com');
    const saved = await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_1', subject: 'Rate {{product_name}}, {{ customer_name }}', trigger_days: '14', accent_color: '#AA0000', trigger_event: 'delivered' });
    expect(saved.json?.code).toBe(0);
    expect(saved.json?.data).toEqual({ ...defaultEmailTemplate('request_1', 'en'), subject: 'Rate {{product_name}}, {{ customer_name }}', trigger_days: 14, accent_color: '#aa0000', trigger_event: 'delivered' });
    expect(await template(shop, 'request_1')).toEqual(saved.json?.data);
    // The other types keep their own templates, and read the shared trigger event.
    expect(await template(shop, 'request_2')).toMatchObject({ subject: defaultEmailTexts('request_2', 'en').subject, trigger_event: 'delivered' });
  });

  it('refuses bad settings with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'templates-invalid.myshopify.com');
    for (const [body, field, words] of [
      [{ type: 'request_1', subject: '   ' }, 'subject', 'must not be blank'],
      [{ type: 'request_1', body: 'Hi {{nickname}}' }, 'body', '{{nickname}} is not a placeholder'],
      [{ type: 'request_2', heading: 'Your {{discount_code}}' }, 'heading', '{{discount_code}}'],
      [{ type: 'request_1', trigger_days: 90 }, 'trigger_days', 'emailTriggerTimeError'],
      [{ type: 'request_3', trigger_days: '0' }, 'trigger_days', 'emailTriggerTimeError'],
      [{ type: 'request_1', trigger_days: 'soon' }, 'trigger_days', 'emailTriggerTimeError'],
      [{ type: 'update_review', trigger_days: 3 }, 'trigger_days', 'sent at once'],
      [{ type: 'request_2', trigger_event: 'delivered' }, 'trigger_event', 'request_1'],
      [{ type: 'request_4', subject: 'x' }, 'type', 'request_4'],
      [{ type: 'request_1', accent_color: 'red' }, 'accent_color', '#RRGGBB'],
      [{ type: 'request_1', logo_url: 'http://insecure.example/logo.png' }, 'logo_url', 'https'],
      [{ type: 'request_1', language: 'xx' }, 'language', 'xx'],
      [{ type: 'request_1', secret: 1 }, 'secret', ''],
      [{ type: 'request_1' }, 'settings', 'at least one'],
    ] as const) {
      const response = await admin(shop, 'POST', 'save_email_template_setting', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
      expect(response.json?.message).toContain(words);
    }
    expect((await admin(shop, 'GET', 'get_email_template_setting?type=nope')).status).toBe(422);
    for (const type of COLLECT_EMAIL_TYPES) expect(await template(shop, type)).toEqual({ ...defaultEmailTemplate(type, 'en'), trigger_event: 'fulfilled' });
  });

  it('keeps a text left at its default following each e-mail’s language', async () => {
    const shop = await signInShop(ctx.server, 'templates-language.myshopify.com');
    await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_1', subject: defaultEmailTexts('request_1', 'en').subject, heading: 'Hello {{customer_name}}' });
    expect(await ctx.server.settings.readDocument(shop, emailTemplateDocument('request_1'))).toEqual({ subject: null, heading: 'Hello {{customer_name}}' });
    const german = await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_1', language: 'de' });
    expect(german.json?.data).toMatchObject({ language: 'de', subject: defaultEmailTexts('request_1', 'de').subject, heading: 'Hello {{customer_name}}' });
  });

  it('draws and saves every template exactly as it reads back (an e-mail sent at once reads back with 0 days)', async () => {
    const shop = await signInShop(ctx.server, 'templates-round-trip.myshopify.com');
    for (const type of COLLECT_EMAIL_TYPES) {
      const form = await template(shop, type);
      const preview = await admin(shop, 'POST', 'preview_email_template', { type, settings: form });
      expect(preview.json?.message, type).toBe('ok');
      // The clock of every request is saved with the first one only.
      const { trigger_event: _clock, ...fields } = form;
      const saved = await admin(shop, 'POST', 'save_email_template_setting', { type, ...fields });
      expect(saved.json?.message, type).toBe('ok');
    }
  });

  it('draws the preview of unsaved settings with the e-mail renderer and a sample order', async () => {
    const shop = await signInShop(ctx.server, 'templates-preview.myshopify.com');
    for (const type of COLLECT_EMAIL_TYPES) {
      const response = await admin(shop, 'POST', 'preview_email_template', { type, settings: { heading: `Draft ${XSS} {{customer_name}}` } });
      expect(response.json?.code, type).toBe(0);
      const preview = response.json?.data as { subject: string; html: string; text: string };
      expect(htmlEmailProblems(preview), type).toEqual([]);
      expect(preview.html).toContain('Draft &lt;script&gt;alert(1)&lt;/script&gt; Alex');
      expect(preview.html).not.toContain('<script>');
    }
    const refused = await admin(shop, 'POST', 'preview_email_template', { type: 'request_1', settings: { subject: '{{unknown}}' } });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('subject');
    // Nothing was saved by drawing.
    expect(await template(shop, 'request_1')).toMatchObject({ heading: defaultEmailTexts('request_1', 'en').heading });
  });

  it('sends a test e-mail to the shop’s address or the one given, and says when the mail server refused it', async () => {
    const shop = await signInShop(ctx.server, 'templates-test-mail.myshopify.com');
    await updateShop(ctx.database.handle, shop, { email: 'owner@example.com', name: 'Apron Shop' });
    mail.sent.length = 0;
    const toShop = await admin(shop, 'POST', 'send_test_email', { type: 'request_1' });
    expect(toShop.json).toMatchObject({ code: 0, data: { to: 'owner@example.com' } });
    const toGiven = await admin(shop, 'POST', 'send_test_email', { type: 'review_discount', to: 'me@example.com', settings: { subject: 'Draft for {{shop_name}}' } });
    expect(toGiven.json?.data).toEqual({ to: 'me@example.com' });
    expect(mail.sent).toHaveLength(2);
    const [first, second] = mail.sent;
    expect(first).toMatchObject({ to: 'owner@example.com', from: { name: 'Apron Shop' }, replyTo: 'owner@example.com', subject: 'How was your order from Apron Shop?', shopId: shop.id });
    expect(htmlEmailProblems(first!)).toEqual([]);
    expect(second).toMatchObject({ to: 'me@example.com', subject: 'Draft for Apron Shop' });
    expect(second!.messageId).not.toBe(first!.messageId);

    expect((await admin(shop, 'POST', 'send_test_email', { type: 'request_1', to: 'not an address' })).json?.message).toContain('to');
    mail.refuseWith = '550 mailbox unavailable';
    const refused = await admin(shop, 'POST', 'send_test_email', { type: 'request_1' });
    mail.refuseWith = null;
    expect(refused.status).toBe(502);
    expect(refused.json?.message).toContain('550 mailbox unavailable');
  });

  it('renders the saved template for the queue: off is null, the customer’s language, every value escaped', async () => {
    const shop = await signInShop(ctx.server, 'templates-renderer.myshopify.com');
    const { renderer } = ctx.server.collectEmails;
    expect(await renderer.render(shop, 'request_2', orderContext)).toBeNull();
    const french = await renderer.render(shop, 'request_1', orderContext);
    expect(french?.language).toBe('fr');
    expect(french?.subject).toBe(defaultEmailTexts('request_1', 'fr').subject.replace('{{shop_name}}', 'Templates Renderer'));
    expect(french?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(french?.html).not.toContain('<script>');
    expect(htmlEmailProblems(french!)).toEqual([]);
    await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_1', language: 'ja', subject: 'Review {{order_number}}' });
    expect(await renderer.render(shop, 'request_1', orderContext)).toMatchObject({ language: 'ja', subject: 'Review #2001' });
  });

  it('reads the request schedule from the request templates', async () => {
    const shop = await signInShop(ctx.server, 'templates-schedule.myshopify.com');
    const { schedule } = ctx.server.collectEmails;
    expect(await schedule.read(shop)).toEqual({ triggerEvent: 'fulfilled', steps: [{ step: 1, days: 7 }], photoReminderDays: null });
    await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_3', is_enabled: '1', trigger_days: 10 });
    await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_1', trigger_days: 3, trigger_event: 'delivered' });
    expect(await schedule.read(shop)).toEqual({ triggerEvent: 'delivered', steps: [{ step: 1, days: 3 }, { step: 3, days: 10 }], photoReminderDays: null });
    await admin(shop, 'POST', 'save_email_template_setting', { type: 'request_1', is_enabled: '2' });
    expect(await schedule.read(shop)).toEqual({ triggerEvent: 'delivered', steps: [], photoReminderDays: null });
    expect(await ctx.server.settings.readDocument(shop, COLLECT_EMAIL_SETTINGS_DOCUMENT)).toEqual({ trigger_event: 'delivered' });
  });

  it('answers only the signed shop’s templates', async () => {
    const shop = await signInShop(ctx.server, 'templates-tenant-a.myshopify.com');
    const other = await signInShop(ctx.server, 'templates-tenant-b.myshopify.com');
    await admin(other, 'POST', 'save_email_template_setting', { type: 'request_1', subject: 'Theirs', trigger_event: 'delivered' });
    expect(await template(shop, 'request_1')).toEqual({ ...defaultEmailTemplate('request_1', 'en'), trigger_event: 'fulfilled' });
  });
});
