/**
 * The cross-tenant walk generated from the contract list (docs/decisions/0081-generated-hostile-input-and-tenant-walk.md):
 * shops A and B each hold data of every kind; A then calls every contract of
 * tests/support/contract-index.ts with a valid request drawn from its schema, once as drawn and
 * once per table of B's with every id-like field (`id`, `ids`, `*_id`, `*_ids`) set to B's ids of
 * that table. No answer may carry B's text, and B's rows must come out unchanged.
 *
 * B's ids carry no B text, so an answer that quotes the id it was asked for is no leak.
 *
 * A new contract is walked as soon as its module is in the index; one that no shop's credential
 * reaches must be named in NOT_WALKED with the reason, or the first test fails. The hand-written
 * routes of tenant-isolation.test.ts stay: they aim each write at B's own keys on purpose.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { DrizzleOutgoingEventQueue } from '../../../server/infrastructure/db/drizzle-outgoing-event-queue';
import { rowsOf } from '../../../server/infrastructure/db/raw-rows';
import { type Contract } from '../../../src/contracts/contract';
import { allContracts } from '../../support/contract-index';
import { validShaped } from '../../support/zod-arbitrary';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { callContract, credentialOf, credentialsOf, parsedQuery, queryOf, type ShopCredentials, textOf } from '../support/contract-calls';
import { useGeneratedSuiteServer } from '../support/generated-suite-server';
import { addCaughtMails } from '../support/mail-fixtures';
import { addOrders } from '../support/order-fixtures';
import { addQuestions } from '../support/question-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { TEST_DATABASES } from '../support/test-databases';

const SEED = Number(process.env.FUZZ_SEED ?? 2807);
/** In every text B saves, so any of it in A's answers shows. */
const B_SECRET = 'walk-b-secret';
const ADMIN = '/api/v1/admin';

/** Contracts no shop's credential reaches, so A cannot name B's ids through them; each with why. */
const NOT_WALKED: Readonly<Record<string, string>> = {
  '/api/v1/admin/login': 'the sign-in itself: it answers the shop it signs in',
  '/api/v1/admin/exchange_customer_token_by_sign': 'the super admin sign-in: a signed shop id, no session',
  '/api/v1/auth/callback': "Shopify's OAuth redirect: the shop comes from Shopify's signed query",
  '/api/v1/app_config': 'the same public settings for everyone',
  '/api/v1/public/subprocessors': 'the same public list for everyone',
  '/api/v1/monitoring/events': 'error reports from browsers, stored with no shop to read back',
  '/api/v1/public/affiliate/report': "a partner's report, verified by its own signature",
  '/api/v1/public/email_review/attach': "the e-mail link's signed token names the shop and review",
  '/api/v1/public/email_review/review': "the e-mail link's signed token names the shop and review",
  '/api/v1/public/email_review/upload_policy': "the e-mail link's signed token names the shop and review",
  '/email_review_upload': "the e-mail link's signed token names the shop and review",
  '/api/v1/public/bookmark_import': 'the bookmarklet token names the shop (import-sources.test.ts tries another shop\'s)',
  '/api/v1/public/instagram/connect': "Instagram's signed state names the shop (instagram.test.ts)",
  '/api/v1/public/referral/claim': "the storefront's signed referral names the shop (referrals.test.ts)",
  '/api/v1/public/referral/conversion': "the storefront's signed referral names the shop (referrals.test.ts)",
  '/api/v1/public/referral/offer': "the storefront's signed referral names the shop (referrals.test.ts)",
  '/api/v1/checkout/referral_link': "the checkout extension's session token names the shop (checkout-referral.test.ts)",
  '/webhooks': "Shopify's signed deliveries name the shop (webhooks.test.ts)",
  '/uploads/*': 'a stored file by its unguessable key (uploads.test.ts)',
  '/upload/*': 'a stored file by its unguessable key (uploads.test.ts)',
  '/upload': 'a signed upload policy names the shop (uploads.test.ts)',
};

const ID_FIELD = /^(id|ids)$|_ids?$/;
/** Id-like by name but not a record of a shop's: the picker's app (a constant of ours). */
const NOT_A_RECORD = new Set(['app_id']);

type Json = unknown;

/** The request with every id-like field set from `ids` (numbers stay numbers, text stays text). */
function withIds(value: Json, ids: readonly (number | string)[], key = ''): Json {
  if (ID_FIELD.test(key) && !NOT_A_RECORD.has(key)) {
    const like = (template: unknown, id: number | string) => (typeof template === 'number' ? Number(id) : String(id));
    if (Array.isArray(value)) return ids.slice(0, 3).map((id) => like(value[0] ?? 1, id));
    if (value !== null && typeof value !== 'object') return like(value, ids[0]!);
  }
  if (Array.isArray(value)) return value.map((item) => withIds(item, ids));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withIds(item, ids, name)]));
  return value;
}

function hasIdField(value: Json, key = ''): boolean {
  if (ID_FIELD.test(key) && !NOT_A_RECORD.has(key)) return true;
  if (Array.isArray(value)) return value.some((item) => hasIdField(item));
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([name, item]) => hasIdField(item, name));
  return false;
}

/** A request the schema takes, drawn from it; the first draw when none is taken in 200 (the walk still sends it). */
function validRequest(contract: Contract, schema: z.ZodType, seed: number): { readonly value: Json; readonly valid: boolean } {
  const drawn = fc.sample(validShaped(schema), { seed, numRuns: 200 });
  const pathParams = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  for (const value of drawn) {
    const input = contract.method === 'GET' ? parsedQuery(queryOf(value)) : (JSON.parse(JSON.stringify(value ?? null)) as unknown);
    const withParams = pathParams.length > 0 && typeof input === 'object' && input !== null ? { ...input, ...Object.fromEntries(pathParams.map((name) => [name, textOf((value as Record<string, unknown>)[name] ?? '1')])) } : input;
    if (schema.safeParse(withParams).success) return { value, valid: true };
  }
  return { value: drawn[0], valid: false };
}

// PGlite only: a walk is about a minute on this machine; the hand-written tenant-isolation.test.ts runs on both databases.
describe.each(TEST_DATABASES.slice(0, 1))('the tenant walk generated from every contract on $name', (target) => {
  const ctx = useGeneratedSuiteServer(target);
  let a: ShopCredentials;
  let b: ShopCredentials;
  let bShop: AuthenticatedShop;

  /** Every row of B's, one fingerprint per table that keys rows by shop (and B's own shop row). */
  async function rowsOfB(): Promise<Record<string, string | null>> {
    const db = ctx.database.handle.db;
    const tables = await rowsOf<{ table_name: string }>(
      db.execute(sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'shop_id' order by table_name`),
    );
    const fingerprints = [
      sql`select 'shops' as name, md5(string_agg(t::text, '|')) as rows from shops t where id = ${bShop.id}`,
      ...tables.map(({ table_name: table }) => sql`select ${table} as name, md5(string_agg(t::text, '|' order by t::text)) as rows from ${sql.identifier(table)} t where shop_id = ${bShop.id}`),
    ];
    const rows = await rowsOf<{ name: string; rows: string | null }>(db.execute(sql.join(fingerprints, sql` union all `)));
    return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
  }

  /** B's record ids, table by table: every shop-keyed table with an `id`, and the product and order ids B's rows name. */
  async function idsOfB(): Promise<Record<string, (number | string)[]>> {
    const db = ctx.database.handle.db;
    const tables = await rowsOf<{ table_name: string }>(
      db.execute(sql`select c.table_name from information_schema.columns c join information_schema.columns s on s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'shop_id'
        where c.table_schema = 'public' and c.column_name = 'id' order by c.table_name`),
    );
    const ids: Record<string, (number | string)[]> = {};
    for (const { table_name: table } of tables) {
      const rows = await rowsOf<{ id: number | string }>(db.execute(sql`select id from ${sql.identifier(table)} where shop_id = ${bShop.id} order by id limit 3`));
      if (rows.length > 0) ids[table] = rows.map((row) => (typeof row.id === 'string' && /^\d+$/.test(row.id) ? Number(row.id) : row.id));
    }
    const products = await rowsOf<{ product_id: string }>(db.execute(sql`select distinct product_id from reviews where shop_id = ${bShop.id} order by product_id limit 3`));
    ids['reviews.product_id'] = products.map((row) => row.product_id);
    return ids;
  }

  /** Data of every kind a shop keeps, through the product's own calls where one exists; B's text carries B_SECRET. */
  async function seed(shop: ShopCredentials, text: string, product: number) {
    const record = (await ctx.server.shops.findByDomain(shop.domain))!;
    const owner = { id: record.id, domain: record.domain };
    const admin = (path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
    const [reviewId] = await insertReviews(ctx.database.handle, owner, [
      { authorName: `${text} reviewer`, title: `${text} title`, body: `${text} body`, productId: `gid://shopify/Product/${product}` },
      { authorName: `${text} second`, body: `${text} second body`, productId: `gid://shopify/Product/${product}` },
    ]);
    await admin('reply_review', { id: reviewId, body: `${text} reply`, published: true });
    await addQuestions(ctx.database.handle, owner, [
      { productId: `gid://shopify/Product/${product}`, questionerName: `${text} asker`, body: `${text} question`, askedAt: new Date(Date.UTC(2025, 0, 2)), answers: [{ body: `${text} answer`, answeredAt: new Date(Date.UTC(2025, 0, 3)) }] },
    ]);
    await addOrders(ctx.database.handle, owner, [{ id: `order-${product}`, name: '#1001', customerName: `${text} buyer`, placedAt: new Date(Date.UTC(2025, 0, 4)) }]);
    await addCatalog(ctx.database.handle, owner, { products: [productWithVariants(`gid://shopify/Product/${product}`, `${text} product`, ['One'])] });
    await addCaughtMails(ctx.database.handle, owner, [{ to: `customer@${text}.example`, subject: `${text} review request` }]);
    for (const [path, body] of [
      ['save_saved_view', { list: 'reviews', name: `${text} view`, filter: 'ratings=1' }],
      ['save_review_attribute', { kind: 'short_text', title: `${text} attribute` }],
      ['save_product_group', { name: `${text} group`, products: [1, 2].map((offset) => ({ id: `gid://shopify/Product/${product + offset}`, title: `${text} grouped`, image_url: null })) }],
      ['create_webhook_endpoint', { url: `https://example.com/${text}/hook`, events: ['review.updated'] }],
      ['save_reply_templates', { templates: [{ id: `${text}-thanks`, name: `${text} thanks`, body: `Thanks from ${text}` }] }],
      ['save_email_template_setting', { type: 'request_1', subject: `${text} subject` }],
    ] as const) {
      const saved = await admin(path, body);
      if (saved.json?.code !== 0) throw new Error(`${shop.domain} could not save through ${path}: ${saved.text}`);
    }
    await new DrizzleOutgoingEventQueue(ctx.database.handle.db).queueReviewEvent(owner, 'review.updated', [reviewId!], new Date());
    const file = { name: `${text}.csv`, bytes: new TextEncoder().encode(`product_handle,rating,author,body\n,5,${text} importer,${text} imported review\n`) };
    await ctx.server.reviewImports.upload(owner, file);
    const { url } = (await ctx.server.call('GET', `${ADMIN}/get_instagram_authorize_url`, { token: shop.token })).json?.data as { url: string };
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
    await ctx.server.call('POST', '/api/v1/public/instagram/connect', { body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
    await admin('import_instagram_posts', {});
    return owner;
  }

  beforeAll(async () => {
    a = await credentialsOf(ctx.server, 'walk-a.myshopify.com');
    b = await credentialsOf(ctx.server, 'walk-b.myshopify.com');
    await seed(a, 'walk-a', 9001);
    bShop = await seed(b, B_SECRET, 9101);
  });

  it('walks every contract of the index, or names why no shop can', () => {
    const unreachable = allContracts()
      .filter(({ contract }) => credentialOf(contract.path) === 'none')
      .map(({ contract }) => contract.path);
    expect(unreachable.sort()).toEqual(Object.keys(NOT_WALKED).sort());
  });

  it("calls every contract as A with B's ids, and B's data is neither returned nor changed", { timeout: 600_000 }, async () => {
    const bIds = await idsOfB();
    expect(Object.keys(bIds).length).toBeGreaterThan(10);
    const before = await rowsOfB();
    const leaks: string[] = [];
    const changed: string[] = [];
    const failures: string[] = [];
    const invalid: string[] = [];
    let requests = 0;
    let walkedWithIds = 0;
    const walked = allContracts().filter(({ contract }) => credentialOf(contract.path) !== 'none');
    for (const [index, { name, contract }] of walked.entries()) {
      const schema = await contract.request();
      const base = validRequest(contract, schema, SEED + index);
      if (!base.valid) invalid.push(name);
      const variants = hasIdField(base.value) ? Object.entries(bIds).map(([table, ids]) => ({ table, value: withIds(base.value, ids) })) : [];
      if (variants.length > 0) walkedWithIds += 1;
      for (const { table, value } of [{ table: 'as drawn', value: base.value }, ...variants]) {
        requests += 1;
        const answer = await callContract(ctx.server, contract, { kind: 'value', value }, a);
        if (answer.status >= 500) failures.push(`${name} with B's ${table}: ${answer.status} ${answer.text.slice(0, 200)}`);
        if (answer.text.includes(B_SECRET) || answer.text.includes(b.domain)) leaks.push(`${name} with B's ${table}: ${answer.text.slice(0, 300)}`);
      }
      const after = await rowsOfB();
      const tables = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (tables.length > 0) changed.push(`${name} changed B's ${tables.join(', ')}`);
    }
    console.info(`tenant walk: ${requests} requests over ${walked.length} contracts, ${walkedWithIds} with B's ids from ${Object.keys(bIds).length} tables; no valid request drawn for ${invalid.length}: ${invalid.join(', ')}`);
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    expect(failures).toEqual([]);
  });
});
