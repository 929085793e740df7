// `npm run bench:referrals`: the referral programme's order matching under load
// (docs/product/referrals.md#conversions). Two server processes (server/main.ts in Shopify mode, as
// `npm start` runs it) share one PostgreSQL database. 10,000 friends of 200 advocates each order
// once with their code: 10,000 signed orders/create webhooks, half to each process, 32 in flight.
// Mixed in, as Shopify does: 1,000 deliveries repeated to the other process under the same event
// id, and 1,000 copies of an order under a new event id. The bench prints the throughput, p50 and
// p95 of the deliveries, the rewards issued and the duplicates: one conversion per friend's order,
// none for a repeat. The monthly cap (40) is below the friends per advocate (50), so concurrent
// orders race for an advocate's last rewards: each advocate must end with exactly 40 rewards (one
// advocate code and one queued reward e-mail each) and 10 orders refused for the cap.
// PGlite is skipped: two processes cannot share a PGlite database.
import { createHmac, randomBytes } from 'node:crypto';
import { type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/infrastructure/db/database';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { STOREFRONT_WIDGETS } from '../src/domain/storefront/widget-registry';
import { freeLoopbackPort, LOOPBACK, percentile, printTable, runDatabaseBench, spawnServer, stopServer, waitUntilHealthy } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const SHOP_DOMAIN = 'bench-referrals.myshopify.com';
const API_SECRET = 'bench-referrals-api-secret';
const ADVOCATES = 200;
const FRIENDS_PER_ADVOCATE = 50;
/** Below FRIENDS_PER_ADVOCATE, so the cap is reached under concurrency. */
const MONTHLY_CAP = 40;
const REWARDS = ADVOCATES * MONTHLY_CAP;
const ORDERS = ADVOCATES * FRIENDS_PER_ADVOCATE;
const REDELIVERED = 1_000;
const COPIED = 1_000;
const IN_FLIGHT = 32;
const READY_TIMEOUT_MS = 180_000;
const OVERALL_TIMEOUT_MS = 30 * 60_000;

interface Delivery {
  readonly body: string;
  readonly eventId: string;
  /** Which of the two processes it goes to. */
  readonly process: 0 | 1;
}

async function seed(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  await db.execute(sql`insert into shops (domain, name, reviews_api_key, pricing_plan_id, currency_symbol) values (${SHOP_DOMAIN}, 'Bench Referrals', md5('bench-referrals'), 5, '€')`);
  const offer = JSON.stringify({ is_active: '1', advocate_discount_type: 2, advocate_discount_value: 5, advocate_monthly_cap: MONTHLY_CAP });
  await db.execute(sql`
    insert into shop_documents (shop_id, kind, data, updated_at)
    select id, ${STOREFRONT_WIDGETS.referral.settingsDocument}, ${offer}::jsonb, now() from shops where domain = ${SHOP_DOMAIN}`);
  // The friends claimed their codes on the share page before: FRIEND-B<n>, advocate 1000 + n / 50.
  await db.execute(sql`
    insert into referral_friends (shop_id, advocate_customer_id, advocate_email, advocate_name, friend_email, friend_email_key, friend_language, consented_at, code,
      discount_type, value, currency_code, currency_symbol, status)
    select s.id, (1000 + n / ${FRIENDS_PER_ADVOCATE})::text, 'advocate' || (n / ${FRIENDS_PER_ADVOCATE}) || '@example.com', 'Advocate',
      'friend' || n || '@example.com', 'friend' || n || '@example.com', 'en', now(), 'FRIEND-B' || lpad(n::text, 6, '0'), 1, 10, 'EUR', '€', 'active'
    from shops s, generate_series(0, ${ORDERS - 1}) as n where s.domain = ${SHOP_DOMAIN}`);
}

function orderBody(n: number): string {
  return JSON.stringify({
    id: 5_000_000 + n,
    name: `#${10_000 + n}`,
    email: `friend${n}@example.com`,
    created_at: new Date().toISOString(),
    total_price: '40.00',
    customer: { id: 9_000_000 + n, first_name: 'Friend' },
    line_items: [],
    discount_codes: [{ code: `FRIEND-B${String(n).padStart(6, '0')}` }],
    shipping_address: { address1: `${n} Oak Road`, zip: '10115', country_code: 'DE' },
  });
}

/** Every order once, a repeat of some under the same event id to the other process, copies of others under a new one; shuffled. */
function deliveries(): Delivery[] {
  const list: Delivery[] = [];
  for (let n = 0; n < ORDERS; n += 1) list.push({ body: orderBody(n), eventId: `order-${n}`, process: (n % 2) as 0 | 1 });
  for (let n = 0; n < REDELIVERED; n += 1) list.push({ body: orderBody(n), eventId: `order-${n}`, process: ((n + 1) % 2) as 0 | 1 });
  for (let n = REDELIVERED; n < REDELIVERED + COPIED; n += 1) list.push({ body: orderBody(n), eventId: `order-${n}-copy`, process: ((n + 1) % 2) as 0 | 1 });
  for (let index = list.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [list[index], list[other]] = [list[other]!, list[index]!];
  }
  return list;
}

async function deliver(origin: string, delivery: Delivery): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/webhooks`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'orders/create',
      'X-Shopify-Shop-Domain': SHOP_DOMAIN,
      'X-Shopify-Event-Id': delivery.eventId,
      'X-Shopify-Hmac-Sha256': createHmac('sha256', API_SECRET).update(delivery.body, 'utf8').digest('base64'),
    },
    body: delivery.body,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`a delivery was refused: HTTP ${response.status}`);
  return performance.now() - started;
}

async function benchOn(url: string, running: Set<ChildProcess>): Promise<void> {
  const seeding = await openDatabase({ kind: 'postgres', url });
  await seeding.migrate();
  await seed(seeding);
  await seeding.close();

  const servers: { server: ChildProcess; origin: string }[] = [];
  // One app for both processes, as two replicas of a deployment are.
  const shared = { TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'), APP_TOKEN_SECRET: randomBytes(32).toString('hex') };
  for (let index = 0; index < 2; index += 1) {
    const port = await freeLoopbackPort();
    const server = spawnServer(
      {
        DATABASE_URL: url,
        SHOPIFY_API_KEY: 'bench-referrals',
        SHOPIFY_API_SECRET: API_SECRET,
        ...shared,
        APP_URL: `http://${LOOPBACK}:${port}`,
      },
      port,
    );
    running.add(server);
    const origin = `http://${LOOPBACK}:${port}`;
    await waitUntilHealthy(origin, server, READY_TIMEOUT_MS);
    servers.push({ server, origin });
  }

  const queue = deliveries();
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < queue.length) {
        const delivery = queue[next++]!;
        latencies.push(await deliver(servers[delivery.process]!.origin, delivery));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const { server } of servers) {
    await stopServer(server);
    running.delete(server);
  }
  latencies.sort((a, b) => a - b);

  const counting = await openDatabase({ kind: 'postgres', url });
  const count = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: string | number }>(counting.db.execute(query)))[0]?.n ?? 0);
  const rewarded = await count(sql`select count(*) as n from referral_conversions where state = 'rewarded'`);
  const refused = await count(sql`select count(*) as n from referral_conversions where state = 'refused'`);
  const conversions = await count(sql`select count(*) as n from referral_conversions`);
  const friendsTwice = await count(sql`select count(*) as n from (select friend_id from referral_conversions where state = 'rewarded' group by friend_id having count(*) > 1) twice`);
  const ordersTwice = await count(sql`select count(*) as n from (select order_id from referral_conversions group by order_id having count(*) > 1) twice`);
  const codes = await count(sql`select count(distinct reward_code) as n from referral_conversions where state = 'rewarded'`);
  const mails = await count(sql`select count(*) as n from collect_mails where type = 'advocate_reward'`);
  const overCap = await count(sql`select count(*) as n from referral_advocate_months where rewards > ${MONTHLY_CAP}`);
  // Per advocate, from the conversions themselves: exactly the cap rewarded, the rest refused for it.
  const advocatesOff = await count(sql`
    select count(*) as n from (
      select advocate_customer_id from referral_conversions group by advocate_customer_id
      having count(*) filter (where state = 'rewarded') <> ${MONTHLY_CAP}
        or count(*) filter (where state = 'refused' and refusal_reason = 'advocate_monthly_cap') <> ${FRIENDS_PER_ADVOCATE - MONTHLY_CAP}
        or count(*) <> ${FRIENDS_PER_ADVOCATE}
    ) off`);
  const advocatesSeen = await count(sql`select count(distinct advocate_customer_id) as n from referral_conversions`);
  const duplicateDeliveries = await count(sql`select count(*) as n from webhook_deliveries`);
  await counting.close();

  printTable(
    'bench:referrals on PostgreSQL, two server processes',
    `${ORDERS} friends' orders of ${ADVOCATES} advocates as signed orders/create webhooks, plus ${REDELIVERED} redelivered (same event id, other process) and ${COPIED} copies (new event id); ${IN_FLIGHT} in flight`,
    ['figure', 'value', 'aim'],
    [
      ['deliveries', String(queue.length), String(ORDERS + REDELIVERED + COPIED)],
      ['webhook events recorded', String(duplicateDeliveries), String(ORDERS + COPIED)],
      ['throughput, deliveries/s', (queue.length / seconds).toFixed(0), ''],
      ['p50 delivery, ms', percentile(latencies, 50).toFixed(1), ''],
      ['p95 delivery, ms', percentile(latencies, 95).toFixed(1), ''],
      ['p99 delivery, ms', percentile(latencies, 99).toFixed(1), ''],
      ['conversions recorded', String(conversions), String(ORDERS)],
      ['rewards issued', String(rewarded), String(REWARDS)],
      ['refused (monthly cap)', String(refused), String(ORDERS - REWARDS)],
      ['distinct advocate codes', String(codes), String(REWARDS)],
      ['reward e-mails queued', String(mails), String(REWARDS)],
      ['advocates', String(advocatesSeen), String(ADVOCATES)],
      [`advocates not at exactly ${MONTHLY_CAP} rewarded and ${FRIENDS_PER_ADVOCATE - MONTHLY_CAP} refused for the cap`, String(advocatesOff), '0'],
      ['friends rewarded twice', String(friendsTwice), '0'],
      ['orders matched twice', String(ordersTwice), '0'],
      ['advocates over their monthly cap', String(overCap), '0'],
    ],
  );
  const expected = rewarded === REWARDS && refused === ORDERS - REWARDS && conversions === ORDERS && codes === REWARDS && mails === REWARDS;
  if (!expected || advocatesSeen !== ADVOCATES || advocatesOff > 0 || friendsTwice > 0 || ordersTwice > 0 || overCap > 0) {
    throw new Error('a reward was lost, issued twice or past the monthly cap');
  }
}

runDatabaseBench('bench:referrals', OVERALL_TIMEOUT_MS, {
  postgres: async (adminUrl, running) => {
    const scratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_referrals_');
    try {
      await benchOn(scratch.url.toString(), running);
    } finally {
      await scratch.drop();
    }
  },
  pglite: () => {
    console.log('PGlite skipped: two server processes cannot share one PGlite database.');
    return Promise.resolve();
  },
});
