import { afterAll, describe, expect, it } from 'vitest';
import { DrizzleCaughtMailRepository } from '../../../server/infrastructure/db/drizzle-caught-mail-repository';
import { CATCHER_SHOP_HEADER } from '../../../server/infrastructure/mail/nodemailer-mail-transport';
import { addCaughtMails, outgoingMail } from '../support/mail-fixtures';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer, TEST_PUBLIC_ORIGIN } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('the outbox on $name', (target) => {
  const ctx = useTestServer(target);
  let catcherServer: ReturnType<typeof createTestServer> | null = null;
  const withCatcher = () => {
    catcherServer ??= createTestServer(ctx.database.handle, { mail: 'catcher' });
    return catcherServer;
  };
  afterAll(async () => {
    await catcherServer?.mail.stop();
  });

  it('sends through nodemailer to the loopback catcher, which files the mail under its shop for the outbox', async () => {
    const server = withCatcher();
    const shop = await signInShop(server, 'outbox-real.myshopify.com');
    const unsubscribeUrl = await server.mail.unsubscribeLinks.urlFor(shop.id, 'mia@example.com');
    expect(unsubscribeUrl.startsWith(`${TEST_PUBLIC_ORIGIN}/unsubscribe?t=`)).toBe(true);
    await server.mail.transport.send(outgoingMail(shop, { messageId: 'request-1-step-1@reviews.test', unsubscribeUrl, html: '<h1>Hello Mia</h1>' }));

    const list = await server.call('GET', `${ADMIN}/get_outbox_mails`, { token: shop.token });
    expect(list.json?.data.delivery).toBe('caught');
    expect(list.json?.data.mails).toEqual([{ id: expect.any(Number), to: 'mia@example.com', subject: 'How was your order?', received_at: expect.any(String) }]);

    const opened = await server.call('GET', `${ADMIN}/get_outbox_mail?id=${list.json?.data.mails[0].id}`, { token: shop.token });
    const mail = opened.json?.data;
    expect(mail).toMatchObject({ message_id: '<request-1-step-1@reviews.test>', from: '"Acme Goods" <reviews@reviews.test>', text: 'Tell us how it went' });
    expect(mail.html).toContain('<h1>Hello Mia</h1>');
    const headers = new Map((mail.headers as { name: string; value: string }[]).map((header) => [header.name.toLowerCase(), header.value]));
    expect(headers.get('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('reply-to')).toBe('owner@acme.example');
    expect(headers.has(CATCHER_SHOP_HEADER.toLowerCase())).toBe(false);
  });

  it('refuses, at the catcher, mail that names no existing shop', async () => {
    const server = withCatcher();
    await expect(server.mail.transport.send(outgoingMail({ id: 987_654_321, domain: 'gone.myshopify.com' }))).rejects.toThrow();
  });

  it("lists only the shop's own mail, newest first, and answers 404 for another shop's", async () => {
    const shop = await signInShop(ctx.server, 'outbox-list.myshopify.com');
    const other = await signInShop(ctx.server, 'outbox-other.myshopify.com');
    await addCaughtMails(ctx.database.handle, shop, [
      { to: 'a@example.com', subject: 'First' },
      { to: 'b@example.com', subject: 'Second' },
    ]);
    await addCaughtMails(ctx.database.handle, other, [{ to: 'secret@example.com', subject: 'Other shop' }]);
    const list = await ctx.server.call('GET', `${ADMIN}/get_outbox_mails`, { token: shop.token });
    expect((list.json?.data.mails as { subject: string }[]).map((mail) => mail.subject)).toEqual(['Second', 'First']);

    const otherMails = await ctx.server.call('GET', `${ADMIN}/get_outbox_mails`, { token: other.token });
    const otherId = otherMails.json?.data.mails[0].id as number;
    const stolen = await ctx.server.call('GET', `${ADMIN}/get_outbox_mail?id=${otherId}`, { token: shop.token });
    expect(stolen.status).toBe(404);
    expect(stolen.text).not.toContain('Other shop');
  });

  it('refuses a bad id with a 422 naming it', async () => {
    const shop = await signInShop(ctx.server, 'outbox-invalid.myshopify.com');
    for (const query of ['', '?id=abc', '?id=0', '?id=1&id=2']) {
      const response = await ctx.server.call('GET', `${ADMIN}/get_outbox_mail${query}`, { token: shop.token });
      expect(response.status, query).toBe(422);
      expect(response.json?.message).toContain('id');
    }
  });

  it('keeps the newest mails of a shop and drops the oldest beyond the limit', async () => {
    const shop = await signInShop(ctx.server, 'outbox-bounded.myshopify.com');
    const other = await signInShop(ctx.server, 'outbox-bounded-other.myshopify.com');
    await addCaughtMails(ctx.database.handle, other, [{ to: 'x@example.com', subject: 'Kept elsewhere' }]);
    const repository = new DrizzleCaughtMailRepository(ctx.database.handle.db);
    for (const subject of ['One', 'Two', 'Three', 'Four']) {
      await repository.keep({ shopId: shop.id, messageId: `<${subject}@t>`, from: 'a@t', to: 'b@t', subject, html: '', text: '', headers: [] }, 2);
    }
    expect((await repository.list(shop, 10)).map((mail) => mail.subject)).toEqual(['Four', 'Three']);
    expect((await repository.list(other, 10)).map((mail) => mail.subject)).toEqual(['Kept elsewhere']);
  });

  it('says mail goes to the configured SMTP server when SMTP_URL is set', async () => {
    const server = createTestServer(ctx.database.handle, { mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'reviews@reviews.test', dkim: null } });
    const shop = await signInShop(server, 'outbox-smtp.myshopify.com');
    const list = await server.call('GET', `${ADMIN}/get_outbox_mails`, { token: shop.token });
    expect(list.json?.data).toEqual({ delivery: 'smtp', mails: [] });
    await server.mail.stop();
  });

  it('hands the lead a fake transport by default, recording sends', async () => {
    const shop = await signInShop(ctx.server, 'outbox-fake.myshopify.com');
    await ctx.server.mail.transport.send(outgoingMail(shop, { subject: 'Recorded' }));
    expect(ctx.server.mailTransport.sent.map((mail) => mail.subject)).toEqual(['Recorded']);
  });
});
