// The collect e-mails against a real SMTP server on loopback that refuses, or never answers:
// the e-mail stays queued with its reason and a retry time, the worker never hangs, and once the
// server accepts the e-mail goes exactly once (docs/decisions/0080-faults-that-lose-nothing.md).
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_ID_ENTERPRISE_MONTHLY } from '../../../../src/domain/plans/plan-catalog';
import { reviewRequestKey } from '../../../../src/domain/collect/request-queue';
import { CollectMailWorker } from '../../../../server/application/collect/collect-mail-worker';
import { ScheduleOrderRequestsUseCase } from '../../../../server/application/collect/schedule-order-requests.use-case';
import { messageIdOf } from '../../../../server/application/collect/send-collect-mail.use-case';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleCollectMailQueue } from '../../../../server/infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleOrderRepository } from '../../../../server/infrastructure/db/drizzle-order-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { collectMails } from '../../../../server/infrastructure/db/schema';
import { NodemailerMailTransport, type SmtpTimeouts } from '../../../../server/infrastructure/mail/nodemailer-mail-transport';
import { FakeSchedule } from '../../../fakes/fake-collect-parts';
import { collectMailSender, collectWrites } from '../../support/collect-mail-sending';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const FULFILLED = new Date('2026-03-02T10:00:00Z');
const DUE = new Date('2026-03-09T12:00:00Z');
const TIMEOUTS: SmtpTimeouts = { connectionMs: 300, greetingMs: 300, socketMs: 300 };
/** The first retry waits this long (SEND_RETRY_DELAYS_MINUTES); the test's clock jumps past it. */
const AFTER_FIRST_RETRY = new Date(DUE.getTime() + 60 * 60_000);

type Behaviour = 'accept' | 'refuse-451' | 'refuse-550' | 'silent-after-data';

/** A loopback SMTP server whose behaviour the test switches; it counts accepted messages per Message-ID. */
async function startSmtpServer() {
  let behaviour: Behaviour = 'accept';
  const accepted = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (behaviour === 'refuse-451') return callback(Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 }));
      if (behaviour === 'refuse-550') return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData: (stream, _session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
      stream.on('end', () => {
        // Never answers the final ".": the client must give up on its own.
        if (behaviour === 'silent-after-data') return;
        const messageId = /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? 'missing';
        accepted.set(messageId, (accepted.get(messageId) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    accepted,
    become: (next: Behaviour) => (behaviour = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Takes connections and never says a word: no greeting, no answer. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(TEST_DATABASES)('collect e-mails against a refusing or silent SMTP server on $name', (target) => {
  const ctx = useTestDatabase(target);
  let shop: AuthenticatedShop;
  let clock: Date;
  let counter = 0;
  const cleanups: (() => Promise<void> | void)[] = [];

  const db = () => ctx.database.handle.db;
  const queue = () => new DrizzleCollectMailQueue(db());
  const schedule = new FakeSchedule();

  /** The worker as the server runs it, over a real nodemailer transport to `smtpUrl`. */
  function workerFor(smtpUrl: string): CollectMailWorker {
    const transport = new NodemailerMailTransport({ smtpUrl, dkim: null, timeouts: TIMEOUTS });
    cleanups.push(() => transport.close());
    const sender = collectMailSender(db(), { transport, schedule, clock: () => clock });
    return new CollectMailWorker(queue(), sender, { owner: 'worker', batchSize: 20, concurrency: 4, leaseMs: 60_000, pollMs: 1000 }, () => undefined, () => clock);
  }

  async function queueRequest(): Promise<string> {
    counter += 1;
    const id = `gid://shopify/Order/smtp-${counter}`;
    await new DrizzleOrderRepository(db()).upsert(shop.id, {
      id,
      name: `#${2000 + counter}`,
      customerName: 'Ada Buyer',
      customerEmail: `buyer${counter}@example.com`,
      customerLocale: 'en',
      totalPrice: '10.00',
      placedAt: new Date(FULFILLED.getTime() - 86_400_000),
      fulfilledAt: FULFILLED,
      deliveredAt: null,
      cancelledAt: null,
      items: [{ productId: 'gid://shopify/Product/1', title: 'Product 1', quantity: 1 }],
    });
    clock = FULFILLED;
    await new ScheduleOrderRequestsUseCase(collectWrites(db()), new DrizzleShopRepository(db()), schedule).forOrder(shop, id, clock);
    clock = DUE;
    return id;
  }

  const rowOf = async (orderId: string) =>
    (await db().select().from(collectMails).where(and(eq(collectMails.shopId, shop.id), eq(collectMails.orderId, orderId))))[0];

  beforeEach(async () => {
    await db().delete(collectMails);
    counter += 100;
    shop = await new DrizzleShopRepository(db()).install({
      domain: `smtp-faults-${counter}.myshopify.com`,
      name: 'SMTP faults shop',
      email: 'owner@smtp.test',
      pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY,
      timeZone: 'Europe/Berlin',
    });
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it.each([
    ['451 (try later)', 'refuse-451', /451/],
    ['550 (mailbox unavailable)', 'refuse-550', /550/],
  ] as const)('a refusal with %s keeps the e-mail queued with the reason and a retry time, then sends it once', async (_name, refusal, reason) => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const orderId = await queueRequest();
    smtp.become(refusal);
    await workerFor(smtp.url).drain();
    const refused = await rowOf(orderId);
    expect(refused).toMatchObject({ state: 'scheduled', sentAt: null });
    expect(refused?.lastError).toMatch(reason);
    expect(refused?.dueAt.getTime()).toBeGreaterThan(DUE.getTime());
    expect(smtp.accepted.size).toBe(0);

    smtp.become('accept');
    clock = AFTER_FIRST_RETRY;
    await workerFor(smtp.url).drain();
    expect(await rowOf(orderId)).toMatchObject({ state: 'sent', lastError: null });
    expect([...smtp.accepted.values()]).toEqual([1]);
  });

  it('a server that never greets fails the send within the greeting timeout; the e-mail waits, then goes once to a working server', async () => {
    const silent = await startSilentServer();
    cleanups.push(silent.close);
    const orderId = await queueRequest();
    const started = Date.now();
    await workerFor(silent.url).drain();
    // The worker came back: the lane gave up after the timeout instead of waiting for ever.
    expect(Date.now() - started).toBeLessThan(5_000);
    const waiting = await rowOf(orderId);
    expect(waiting).toMatchObject({ state: 'scheduled', sentAt: null, leaseOwner: null });
    expect(waiting?.lastError).toMatch(/greeting|timeout|timed out/i);
    expect(waiting?.dueAt.getTime()).toBeGreaterThan(DUE.getTime());

    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    clock = AFTER_FIRST_RETRY;
    await workerFor(smtp.url).drain();
    expect(await rowOf(orderId)).toMatchObject({ state: 'sent' });
    expect([...smtp.accepted.values()]).toEqual([1]);
  });

  it('a server that goes silent after the message is queued again by the socket timeout, and the retry is the same Message-ID', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const orderId = await queueRequest();
    smtp.become('silent-after-data');
    const started = Date.now();
    await workerFor(smtp.url).drain();
    expect(Date.now() - started).toBeLessThan(5_000);
    const waiting = await rowOf(orderId);
    // Recorded at the confirmation, then the transaction broke: back in the queue, not lost.
    expect(waiting).toMatchObject({ state: 'scheduled', sentAt: null });
    expect(waiting?.lastError).toMatch(/timeout|timed out/i);

    smtp.become('accept');
    clock = AFTER_FIRST_RETRY;
    await workerFor(smtp.url).drain();
    expect(await rowOf(orderId)).toMatchObject({ state: 'sent' });
    // The silent server never acknowledged the first copy; had it delivered it, a receiver would
    // see the same Message-ID twice and keep one.
    expect([...smtp.accepted.keys()]).toEqual([messageIdOf({ shopId: shop.id, key: reviewRequestKey(orderId, 1) }, 'starling.test')]);
    expect([...smtp.accepted.values()]).toEqual([1]);
  });
});
