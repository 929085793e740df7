import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeMailTransport } from '../../fakes/fake-mail-transport';
import { merchantNotifications, outgoingWebhookEndpoints } from '../../../server/infrastructure/db/schema';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { addCatalog } from '../support/catalog-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_PUBLIC_ORIGIN } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

const ADMIN = '/api/v1/admin';
/** A Sunday afternoon in Berlin; the weekly digest goes the next morning, Monday 8:00 there. */
const SUNDAY = new Date('2026-03-08T15:00:00Z');

interface CaughtMail {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers: Map<string, string>;
}

/**
 * The merchant's notification e-mails end to end (docs/product/notifications.md): written on the
 * storefront, queued with the review or question, sent by the worker over SMTP to the loopback
 * catcher, and read back from the outbox as the merchant would see them.
 */
describe.each(TEST_DATABASES)('notification e-mails through the SMTP catcher on $name', (target) => {
  let clock = SUNDAY;
  const ctx = useTestServer(target, () => ({
    mail: 'catcher',
    now: () => clock,
    storefrontLimits: { readsPerShopPerMinute: 1000, readsPerAddressPerMinute: 1000, reviewsPerAddressPerHour: 1000, reviewsPerShopPerHour: 1000, votesPerAddressPerMinute: 1000, beaconsPerAddressPerMinute: 1000, uploadsPerAddressPerHour: 1000, trustedProxyHops: 0 },
  }));
  afterAll(async () => {
    await ctx.server.mail.stop();
  });

  const shopFor = async (domain: string, settings: Record<string, unknown> = {}): Promise<SignedInShop> => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY, email: `owner@${domain}`, name: 'Acme <Goods>', timeZone: 'Europe/Berlin' });
    await addCatalog(ctx.database.handle, shop, { products: [{ id: 'gid://shopify/Product/101', title: 'Blue Kettle', variants: [] }] });
    if (Object.keys(settings).length > 0) expect((await ctx.server.call('POST', `${ADMIN}/save_shop_settings`, { token: shop.token, body: settings })).status).toBe(200);
    return shop;
  };
  const review = (shop: SignedInShop, fields: Record<string, unknown>) =>
    proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', {
      at: clock,
      body: { product_id: '101', rating: 5, title: 'Great', body: 'Boils fast', name: 'Jane Doe', email: 'jane@example.com', ...fields },
    });
  const outbox = async (shop: SignedInShop): Promise<CaughtMail[]> => {
    await ctx.server.notificationWorker.drain();
    const list = await ctx.server.call('GET', `${ADMIN}/get_outbox_mails`, { token: shop.token });
    const mails: CaughtMail[] = [];
    for (const { id } of list.json?.data.mails as { id: number }[]) {
      const mail = (await ctx.server.call('GET', `${ADMIN}/get_outbox_mail?id=${id}`, { token: shop.token })).json?.data;
      const headers = new Map((mail.headers as { name: string; value: string }[]).map((header) => [header.name.toLowerCase(), header.value]));
      mails.push({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers });
    }
    return mails.reverse();
  };

  it('e-mails a new review to the shop owner, its words escaped, with a one-click unsubscribe', async () => {
    const shop = await shopFor('notify-new.myshopify.com');
    expect((await review(shop, { title: '<script>alert(1)</script>', rating: 4 })).status).toBe(200);
    const [mail, ...more] = await outbox(shop);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'owner@notify-new.myshopify.com', subject: 'New 4-star review of Blue Kettle' });
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('Acme &lt;Goods&gt;');
    expect(mail?.text).toContain('Jane Doe reviewed Blue Kettle in Acme <Goods>.');
    expect(mail?.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${TEST_PUBLIC_ORIGIN}/notifications/unsubscribe\\?t=[^>]+>$`));
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Sent once: the worker finds nothing more to send.
    expect(await outbox(shop)).toHaveLength(1);
  });

  it('e-mails a low rating at or under the threshold, and falls back to the new-review e-mail when low ratings are off', async () => {
    const shop = await shopFor('notify-low.myshopify.com', { low_rating_threshold: 3 });
    await review(shop, { rating: 3 });
    await review(shop, { rating: 4 });
    expect((await outbox(shop)).map((mail) => mail.subject).sort()).toEqual(['Low rating: 3-star review of Blue Kettle', 'New 4-star review of Blue Kettle']);
    await ctx.server.call('POST', `${ADMIN}/save_shop_settings`, { token: shop.token, body: { notify_low_rating: '2' } });
    await review(shop, { rating: 1 });
    expect((await outbox(shop)).at(-1)?.subject).toBe('New 1-star review of Blue Kettle');
    await ctx.server.call('POST', `${ADMIN}/save_shop_settings`, { token: shop.token, body: { notify_new_review: '2' } });
    await review(shop, { rating: 1 });
    expect(await outbox(shop)).toHaveLength(3);
  });

  it('e-mails a review the hold words kept back, to every listed address, in the admin language', async () => {
    const shop = await shopFor('notify-held.myshopify.com', { notification_emails: ['owner@notify-held.myshopify.com', 'team@notify-held.example'], backend_lang: 'de' });
    await ctx.server.call('POST', `${ADMIN}/save_managing_reviews_setting`, { token: shop.token, body: { hold_words: ['refund'] } });
    await review(shop, { body: 'I want a REFUND now' });
    const mails = await outbox(shop);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['owner@notify-held.myshopify.com', 'team@notify-held.example']);
    expect(mails[0]?.subject).toBe('Eine Bewertung von Blue Kettle wartet auf Sie');
    expect(mails[0]?.html).toContain('lang="de"');
  });

  it('e-mails a new question, and none once it is switched off', async () => {
    const shop = await shopFor('notify-question.myshopify.com');
    const ask = (body: string) => proxyCall(ctx.server, shop.domain, 'POST', 'ask_question', { at: clock, body: { product_id: '101', name: 'Quinn', email: 'quinn@example.com', body } });
    expect((await ask('Does it come in blue & <red>?')).status).toBe(200);
    const [mail] = await outbox(shop);
    expect(mail?.subject).toBe('New question about Blue Kettle');
    expect(mail?.html).toContain('Does it come in blue &amp; &lt;red&gt;?');
    await ctx.server.call('POST', `${ADMIN}/save_shop_settings`, { token: shop.token, body: { notify_new_question: '2' } });
    await ask('Is it loud?');
    expect(await outbox(shop)).toHaveLength(1);
  });

  it('sends the weekly digest with the dashboard figures on Monday morning in the shop time zone, once per week', async () => {
    clock = SUNDAY;
    const shop = await shopFor('notify-digest.myshopify.com');
    await review(shop, { rating: 4 });
    await review(shop, { rating: 2 });
    await outbox(shop);
    await ctx.server.notificationWorker.queueDigests();
    expect(await ctx.server.notificationWorker.queueDigests()).toBe(0);
    const rows = await ctx.database.handle.db.select().from(merchantNotifications);
    const digest = rows.find((row) => row.shopId === shop.id && row.kind === 'digest');
    // Monday 2026-03-09, 8:00 in Berlin (UTC+1).
    expect(digest?.dueAt.toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect((await outbox(shop)).some((mail) => mail.subject.includes('digest'))).toBe(false);
    clock = new Date('2026-03-09T07:00:00Z');
    try {
      const mail = (await outbox(shop)).at(-1);
      expect(mail?.subject).toBe('Your weekly review digest for Acme <Goods>');
      expect(mail?.text).toContain('Reviews collected: 2');
      expect(mail?.text).toContain('Average rating: 3.00');
      expect(mail?.text).toContain('Mar 2, 2026');
    } finally {
      clock = SUNDAY;
    }
  });

  it('stops one notification for one address from its unsubscribe link, and the settings show it', async () => {
    const shop = await shopFor('notify-stop.myshopify.com', { notification_emails: ['owner@notify-stop.myshopify.com', 'team@notify-stop.example'] });
    await review(shop, { rating: 5 });
    const mails = await outbox(shop);
    const teamMail = mails.find((mail) => mail.to === 'team@notify-stop.example');
    const link = /<([^>]+)>/.exec(teamMail?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    const path = link.slice(TEST_PUBLIC_ORIGIN.length);
    const page = await ctx.server.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop the “New review” e-mails to team@notify-stop.example for Acme &lt;Goods&gt;?');
    const stopped = await ctx.server.call('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(stopped.status).toBe(200);
    expect((await ctx.server.call('GET', `${ADMIN}/get_user_settings`, { token: shop.token })).json?.data.notification_opt_outs).toEqual({ 'team@notify-stop.example': ['new_review'] });
    await review(shop, { rating: 4 });
    expect((await outbox(shop)).slice(2).map((mail) => mail.to)).toEqual(['owner@notify-stop.myshopify.com']);
    // The signature's first character changed (its last carries bits a decoder may ignore).
    const changed = await ctx.server.call('GET', path.replace(/\.([\w-])([\w-]*)$/, (_, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`));
    expect(changed.status).toBe(400);
    expect(changed.text).toContain('This link does not work');
  });

  describe('a webhook endpoint switched off after a day of failures', () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());
    const HOUR = 3_600_000;
    const db = () => ctx.database.handle.db;
    const noticeRows = (shop: SignedInShop) =>
      db()
        .select()
        .from(merchantNotifications)
        .where(and(eq(merchantNotifications.shopId, shop.id), eq(merchantNotifications.kind, 'webhook_disabled')));
    const endpointOf = async (shop: SignedInShop) => (await db().select().from(outgoingWebhookEndpoints).where(eq(outgoingWebhookEndpoints.shopId, shop.id)))[0];
    /** The webhook worker, then (optionally) the notification worker, `hours` after Sunday afternoon. */
    const runAt = async (hours: number, { notify }: { notify: boolean }) => {
      clock = new Date(SUNDAY.getTime() + hours * HOUR);
      try {
        await ctx.server.outgoingWebhookWorker.drain();
        if (notify) await ctx.server.notificationWorker.drain();
      } finally {
        // The shop's session token is the clock's at sign-in.
        clock = SUNDAY;
      }
    };

    it('queues the service notice in the switching-off transaction, once per switch-off, and sends it in the admin language to every address, stops or not', async () => {
      clock = SUNDAY;
      const team = 'team@notify-webhook.example';
      const shop = await shopFor('notify-webhook.myshopify.com', {
        backend_lang: 'de',
        notification_emails: ['owner@notify-webhook.myshopify.com', team],
        // No review e-mail, no digest: the outbox holds the notices only.
        notify_new_review: '2',
        digest_frequency: 'off',
        // Every stoppable kind stopped from its unsubscribe link: a service notice still goes.
        notification_opt_outs: { [team]: ['held_review', 'low_rating', 'new_review', 'new_question', 'digest'] },
      });
      const url = `${receiver.url}?shop=acme&team=ops`;
      const created = await ctx.server.call('POST', `${ADMIN}/create_webhook_endpoint`, { token: shop.token, body: { url, events: ['review.created'] } });
      expect(created.status, created.text).toBe(200);
      receiver.answerAlways(503);
      await review(shop, { rating: 5 });
      for (let hour = 0; hour < 24; hour += 1) await runAt(hour, { notify: false });
      expect(await endpointOf(shop)).toMatchObject({ enabled: true, disabledAt: null });

      // The notice cannot be queued: the switch-off is rolled back with it, so neither happens.
      await db().execute(
        sql.raw(`create or replace function refuse_webhook_notice() returns trigger language plpgsql as $$
          begin if new.kind = 'webhook_disabled' then raise exception 'notice refused'; end if; return new; end $$`),
      );
      await db().execute(sql.raw('create trigger refuse_webhook_notice before insert on merchant_notifications for each row execute function refuse_webhook_notice()'));
      try {
        await runAt(24, { notify: false });
      } finally {
        await db().execute(sql.raw('drop trigger refuse_webhook_notice on merchant_notifications'));
        await db().execute(sql.raw('drop function refuse_webhook_notice()'));
      }
      expect(await endpointOf(shop)).toMatchObject({ enabled: true, disabledAt: null });
      expect(await noticeRows(shop)).toEqual([]);

      // New deliveries fail too: the endpoint goes off and the notice is queued in the same transaction, before anything is
      // sent. Two of them fail in the same round, so the switch-off runs twice; the second finds the endpoint off already.
      await review(shop, { rating: 5 });
      await review(shop, { rating: 4 });
      await runAt(24.5, { notify: false });
      const endpoint = await endpointOf(shop);
      expect(endpoint).toMatchObject({ enabled: false });
      const rows = await noticeRows(shop);
      expect(rows.map((row) => [row.recipient, row.state]).sort()).toEqual([
        ['owner@notify-webhook.myshopify.com', 'scheduled'],
        [team, 'scheduled'],
      ]);
      expect(rows[0]?.payload).toEqual({ endpointId: endpoint?.id, url, failingSince: endpoint?.failingSince?.toISOString() });

      // Switched off again for the same failures (on again behind the page's back, a delivery fails): the same notice, not a second.
      await db().update(outgoingWebhookEndpoints).set({ enabled: true, disabledAt: null }).where(eq(outgoingWebhookEndpoints.shopId, shop.id));
      await review(shop, { rating: 5 });
      await runAt(25, { notify: true });
      expect(await endpointOf(shop)).toMatchObject({ enabled: false });
      expect(await noticeRows(shop)).toHaveLength(2);
      await runAt(26, { notify: true });

      const mails = await outbox(shop);
      expect(mails.map((mail) => mail.to).sort()).toEqual(['owner@notify-webhook.myshopify.com', team]);
      const [mail] = mails;
      expect(mail?.subject).toBe('Ihr Webhook-Endpunkt für Acme <Goods> wurde ausgeschaltet');
      expect(mail?.text).toContain(`Jede Zustellung an Ihren Webhook-Endpunkt ${url} ist seit `);
      expect(mail?.text).toContain('Diese Hinweise lassen sich nicht abschalten.');
      expect(mail?.html).toContain('lang="de"');
      expect(mail?.html).toContain(`${receiver.url}?shop=acme&amp;team=ops`);
      expect(mail?.html).toContain('Acme &lt;Goods&gt;');
      expect(mail?.html).toMatch(/<a href="[^"]*\/settings\/api"[^>]*>API-Zugriff öffnen<\/a>/);
      expect(mail?.headers.has('list-unsubscribe')).toBe(false);
      expect((await noticeRows(shop)).map((row) => row.state)).toEqual(['sent', 'sent']);
    });
  });
});

describe.each(TEST_DATABASES)('a notification whose SMTP transaction fails after it was recorded on $name', (target) => {
  let clock = SUNDAY;
  const transport = new FakeMailTransport();
  const ctx = useTestServer(target, () => ({ mailTransport: transport, now: () => clock }));

  it('is queued again and sent on the retry, never lost', async () => {
    const shop = await signInShop(ctx.server, 'notify-reopen.myshopify.com');
    await updateShop(ctx.database.handle, shop, { email: 'owner@notify-reopen.example' });
    await addCatalog(ctx.database.handle, shop, { products: [{ id: 'gid://shopify/Product/101', title: 'Blue Kettle', variants: [] }] });
    const submitted = await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', {
      at: clock,
      body: { product_id: '101', rating: 5, title: 'Great', body: 'Boils fast', name: 'Jane Doe', email: 'jane@example.com' },
    });
    expect(submitted.status).toBe(200);

    transport.failNextAfterConfirm();
    await ctx.server.notificationWorker.drain();
    expect(transport.sent).toEqual([]);
    const [row] = await ctx.database.handle.db.select().from(merchantNotifications).where(eq(merchantNotifications.kind, 'new_review'));
    expect(row).toMatchObject({ state: 'scheduled', sentAt: null, lastError: '451 connection lost after the data' });

    clock = new Date(SUNDAY.getTime() + 60_000);
    await ctx.server.notificationWorker.drain();
    expect(transport.sent.map((mail) => mail.to)).toEqual(['owner@notify-reopen.example']);
    // Each record let SMTP's final "." go from inside its transaction, before the commit (decision 0086).
    expect(transport.completedByTheRecord).toEqual([true, true]);
  });
});
