// `npm run bench:mail`: the review-request sending path under load (docs/product/collect.md#sending).
// Two server processes (server/main.ts, as `npm start` runs it) on one PostgreSQL database send
// 100,000 due review requests to a loopback SMTP server; the bench prints e-mails per second,
// duplicates and lost e-mails. Then it queues 100,000 more, kills one process with SIGKILL
// mid-batch, lets the other take over the dead one's leases, and prints the same figures.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PLAN_ID_ENTERPRISE_MONTHLY } from '../src/domain/plans/plan-catalog';
import { reviewRequestKey } from '../src/domain/collect/request-queue';
import { openDatabase, type DatabaseHandle } from '../server/infrastructure/db/database';
import { DrizzleShopRepository } from '../server/infrastructure/db/drizzle-shop-repository';
import { collectMails, orderItems, orders, products } from '../server/infrastructure/db/schema';
import { freeLoopbackPort, LOOPBACK, printTable, spawnServer, stopServer, waitUntilHealthy, watchServers } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';
import { SmtpSink } from './bench-smtp-sink';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { messageIdOf } from '../server/application/collect/send-collect-mail.use-case';

const REQUESTS = Number(process.env.BENCH_MAIL_REQUESTS ?? 100_000);
const AIM_PER_SECOND = 200;
const PROCESSES = 2;
const KILL_AFTER_SHARE = 0.3;
/** Short leases, so the survivor takes the dead process's e-mails over within the run. */
const LEASE_MS = 10_000;
const INSERT_CHUNK = 5_000;
const PRODUCT_COUNT = 50;
const READY_TIMEOUT_MS = 180_000;
const OVERALL_TIMEOUT_MS = 40 * 60_000;
const POLL_MS = 250;
const APP_TOKEN_SECRET = 'bench-mail-app-token-secret-of-32-characters-or-more';

interface Figures {
  readonly perSecond: number;
  readonly seconds: number;
  readonly delivered: number;
  readonly duplicates: number;
  readonly lost: number;
  readonly resent: number;
}

/** Orders of one item each, their requests queued far in the future (released all at once). */
async function queueRequests(database: DatabaseHandle, shopId: number, batch: number): Promise<readonly string[]> {
  const keys: string[] = [];
  const placedAt = new Date(Date.UTC(2026, 0, 1));
  const later = new Date(Date.UTC(2100, 0, 1));
  for (let start = 0; start < REQUESTS; start += INSERT_CHUNK) {
    const ids = Array.from({ length: Math.min(INSERT_CHUNK, REQUESTS - start) }, (_, index) => `gid://shopify/Order/${batch}${String(start + index).padStart(7, '0')}`);
    await database.db.transaction(async (tx) => {
      await tx.insert(orders).values(
        ids.map((id, index) => ({
          shopId,
          id,
          name: `#${batch}-${start + index}`,
          customerName: `Customer ${start + index}`,
          customerEmail: `customer${batch}-${start + index}@example.com`,
          totalPrice: '25.00',
          placedAt,
          fulfilledAt: placedAt,
        })),
      );
      await tx.insert(orderItems).values(
        ids.map((id, index) => ({ shopId, orderId: id, position: 0, productId: `gid://shopify/Product/${(index % PRODUCT_COUNT) + 1}`, title: `Product ${(index % PRODUCT_COUNT) + 1}` })),
      );
      await tx.insert(collectMails).values(
        ids.map((id, index) => ({
          shopId,
          key: reviewRequestKey(id, 1),
          type: 'request_1',
          orderId: id,
          step: 1,
          recipient: `customer${batch}-${start + index}@example.com`,
          dueAt: later,
        })),
      );
    });
    // The Message-ID the sender gives each e-mail, up to its host.
    keys.push(...ids.map((id) => messageIdOf({ shopId, key: reviewRequestKey(id, 1) }, '').slice(0, -1)));
  }
  return keys;
}

async function countSent(database: DatabaseHandle, shopId: number): Promise<{ sent: number; waiting: number }> {
  const [row] = await rowsOf<{ sent: string | number; waiting: string | number }>(
    database.db.execute(sql`
      select count(*) filter (where state = 'sent') as sent, count(*) filter (where state in ('scheduled', 'sending')) as waiting
      from collect_mails where shop_id = ${shopId}`),
  );
  return { sent: Number(row?.sent ?? 0), waiting: Number(row?.waiting ?? 0) };
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

function figuresOf(sink: SmtpSink, expectedPrefixes: readonly string[]): Figures {
  const byPrefix = new Map<string, number>();
  for (const [messageId, count] of sink.received) byPrefix.set(messageId.slice(0, messageId.indexOf('@') + 1), count);
  let lost = 0;
  let resent = 0;
  for (const prefix of expectedPrefixes) {
    const count = byPrefix.get(prefix) ?? 0;
    if (count === 0) lost += 1;
    else resent += count - 1;
  }
  const seconds = (sink.lastAt - sink.firstAt) / 1000;
  return {
    perSecond: sink.received.size / Math.max(seconds, 0.001),
    seconds,
    delivered: sink.received.size,
    duplicates: resent,
    lost,
    resent,
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const running = watchServers('bench:mail', OVERALL_TIMEOUT_MS);
  const scratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_mail_');
  const dataDirs: string[] = [];
  const sink = new SmtpSink();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url.toString() });
  try {
    await database.migrate();
    const shop = await new DrizzleShopRepository(database.db).install({
      domain: 'bench-mail.myshopify.com',
      name: 'Bench Mail',
      email: 'owner@bench-mail.test',
      pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY,
    });
    await database.db.insert(products).values(
      Array.from({ length: PRODUCT_COUNT }, (_, index) => ({ shopId: shop.id, id: `gid://shopify/Product/${index + 1}`, title: `Product ${index + 1}`, handle: `product-${index + 1}` })),
    );
    const smtpPort = await sink.start();

    const startProcesses = async (): Promise<ChildProcess[]> => {
      const started: ChildProcess[] = [];
      // One after the other: the first start seeds the demo store, which the second then finds.
      for (let index = 0; index < PROCESSES; index += 1) {
        const port = await freeLoopbackPort();
        const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-mail-'));
        dataDirs.push(dataDir);
        const child = spawnServer(
          {
            DATABASE_URL: scratch.url.toString(),
            SMTP_URL: `smtp://${LOOPBACK}:${smtpPort}`,
            DATA_DIR: dataDir,
            APP_TOKEN_SECRET,
            COLLECT_LEASE_MS: String(LEASE_MS),
          },
          port,
        );
        running.add(child);
        await waitUntilHealthy(`http://${LOOPBACK}:${port}`, child, READY_TIMEOUT_MS);
        started.push(child);
      }
      return started;
    };
    const release = () => database.db.execute(sql`update collect_mails set due_at = now() where shop_id = ${shop.id} and state = 'scheduled'`);

    // Run 1: both processes, to the end.
    const firstKeys = await queueRequests(database, shop.id, 1);
    let processes = await startProcesses();
    await release();
    await waitFor(async () => (await countSent(database, shop.id)).waiting === 0);
    const steady = figuresOf(sink, firstKeys);
    await Promise.all(processes.map(stopServer));

    // Run 2: one process is killed with SIGKILL once 30% went; the other finishes.
    sink.reset();
    const secondKeys = await queueRequests(database, shop.id, 2);
    processes = await startProcesses();
    const sentBefore = (await countSent(database, shop.id)).sent;
    await release();
    await waitFor(async () => (await countSent(database, shop.id)).sent - sentBefore >= REQUESTS * KILL_AFTER_SHARE);
    const victim = processes[0];
    victim?.kill('SIGKILL');
    const [leased] = await rowsOf<{ n: string | number }>(
      database.db.execute(sql`select count(*) as n from collect_mails where shop_id = ${shop.id} and state = 'sending'`),
    );
    const leasedByVictim = Number(leased?.n ?? 0);
    await waitFor(async () => (await countSent(database, shop.id)).waiting === 0);
    const crashed = figuresOf(sink, secondKeys);
    await Promise.all(processes.map(stopServer));

    printTable(
      'bench:mail — review requests through two server processes on PostgreSQL',
      `${REQUESTS.toLocaleString('en')} requests per run, loopback SMTP; aim ≥ ${AIM_PER_SECOND} e-mails/s, 0 duplicates, 0 lost`,
      ['run', 'e-mails/s', 'seconds', 'delivered', 'duplicates', 'lost'],
      [
        ['two processes', steady.perSecond.toFixed(0), steady.seconds.toFixed(1), String(steady.delivered), String(steady.duplicates), String(steady.lost)],
        [
          `kill -9 of one at ${KILL_AFTER_SHARE * 100}% (${leasedByVictim} leased e-mails in flight)`,
          crashed.perSecond.toFixed(0),
          crashed.seconds.toFixed(1),
          String(crashed.delivered),
          String(crashed.duplicates),
          String(crashed.lost),
        ],
      ],
    );
    console.log('duplicates: an e-mail the SMTP server accepted more than once; lost: a queued e-mail it never received.');
  } finally {
    await sink.close();
    await database.close().catch(() => undefined);
    await scratch.drop().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
