/**
 * Hostile input generated from every contract (docs/decisions/0081-generated-hostile-input-and-tenant-walk.md):
 * each contract of tests/support/contract-index.ts gets requests drawn from its own request schema,
 * valid-shaped and broken, sent as the shop (or storefront, picker, API client) the route serves.
 * No answer may be a 5xx, and every refusal must say what is wrong: a 422 names a field the request
 * has or the schema knows, any other refusal carries its envelope code and a message.
 *
 * A new endpoint is fuzzed as soon as its module is in the contract index. FUZZ_SEED=<n> replays
 * another draw; FUZZ_CASES=<n> sets the cases per contract.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { STARLING_REVIEWS_APP_ID } from '../../../server/application/picker/provider-apps';
import { type Contract } from '../../../src/contracts/contract';
import { allContracts } from '../../support/contract-index';
import { hostile, validShaped } from '../../support/zod-arbitrary';
import { FakeReviewImportStarter } from '../../fakes/fake-review-import-starter';
import { type FakeImportAppServers, startFakeImportAppServers } from '../../fakes/fake-import-app-servers';
import { LoopbackKlaviyoServer } from '../../../server/infrastructure/klaviyo/loopback-klaviyo-server';
import { type DevelopmentInstagram, startDevelopmentInstagram } from '../../../server/infrastructure/instagram/development-instagram-server';
import { addReviews, type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';
import { TEST_PROXY_SECRET } from '../support/storefront-proxy';
import { signAppProxyQuery } from '../../../server/infrastructure/shopify/app-proxy-signature';

const SEED = Number(process.env.FUZZ_SEED ?? 2807);
/** Cases per contract whose request has fields (FUZZ_CASES overrides), and per contract that takes none: nothing to vary but extra keys and the body's type. */
const CASES_PER_CONTRACT = Number(process.env.FUZZ_CASES ?? 70);
const CASES_PER_EMPTY_CONTRACT = 8;
const SHOP = 'fuzz-shop.myshopify.com';
const ADDRESS = '203.0.113.9';
const ADMIN_PREFIXES = ['/api/v1/admin/', '/api/v1/bff/', '/api/v1/product/', '/admin/v1/'];
/** Open by design (sign-in, signed links, Shopify's own calls): the generated requests go unauthenticated. */
const UNAUTHENTICATED = new Set(['/api/v1/admin/login', '/api/v1/admin/exchange_customer_token_by_sign']);

type Credential = 'admin' | 'picker' | 'proxy' | 'api key' | 'none';

function credentialOf(path: string): Credential {
  if (UNAUTHENTICATED.has(path)) return 'none';
  if (ADMIN_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'admin';
  if (path.startsWith('/store/v1/')) return 'picker';
  if (path.startsWith('/proxy/')) return 'proxy';
  if (path.startsWith('/api/public/v1/')) return 'api key';
  return 'none';
}

/** Fields a route reads outside its schema, which a refusal may name: the upload path's link token is in its address. */
const FIELDS_OUTSIDE_THE_SCHEMA: Readonly<Record<string, readonly string[]>> = { '/email_review_upload': ['token'] };

/** One drawn request: a query's or a body's value, or JSON text that is not JSON. */
type Drawn = { readonly kind: 'value'; readonly value: unknown } | { readonly kind: 'text'; readonly text: string };

const MALFORMED_JSON = ['{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', '{"a":NaN}', "{'a':1}", '{"a":1,}'];

function drawn(schema: z.ZodType): fc.Arbitrary<Drawn> {
  return fc.oneof(
    { weight: 3, arbitrary: validShaped(schema).map((value): Drawn => ({ kind: 'value', value })) },
    { weight: 6, arbitrary: hostile(schema).map((value): Drawn => ({ kind: 'value', value })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text): Drawn => ({ kind: 'text', text })) },
  );
}

/** A value as query parameters: arrays as repeated keys, objects as JSON, the rest as text. */
function queryOf(value: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    if (value !== undefined) params.append('q', textOf(value));
    return params;
  }
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) params.append(key, textOf(one));
  }
  return params;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** The path with its `:params` and `*` filled from the request (or a drawn segment). */
function pathOf(contract: Contract, value: unknown): string {
  const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return contract.path
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(textOf(fields[name] ?? "1").toWellFormed()))
    .replace('*', encodeURIComponent(textOf(fields.path ?? "fuzz/file.png").toWellFormed()));
}

function takesFields(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: object } } })._zod.def;
  return !(def.type === 'object' && Object.keys(def.shape ?? {}).length === 0);
}

/** Field names a refusal may name: every key the schema knows, at any depth, and every key the request has. */
function fieldNames(schema: z.ZodType, value: unknown, extra: readonly string[]): Set<string> {
  const names = new Set<string>(['body', 'query', ...extra]);
  const seen = new Set<unknown>();
  const collect = (current: z.ZodType | undefined) => {
    if (!current || seen.has(current)) return;
    seen.add(current);
    const def = (current as unknown as { _zod: { def: { type: string; [key: string]: any } } })._zod.def;
    if (def.type === 'object') for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      names.add(key);
      collect(field);
    }
    for (const inner of [def.innerType, def.in, def.out, def.left, def.right, def.element, def.valueType, ...((def.options as z.ZodType[] | undefined) ?? [])]) collect(inner as z.ZodType | undefined);
  };
  collect(schema);
  const keysOf = (current: unknown, depth: number) => {
    if (depth > 5 || typeof current !== 'object' || current === null) return;
    for (const [key, item] of Object.entries(current)) {
      if (!Array.isArray(current)) names.add(key);
      keysOf(item, depth + 1);
    }
  };
  keysOf(value, 0);
  return names;
}

/** Whether a 422's message starts with a field's name (`settings.heading: …`, `ids[3]: …`). */
function namesAField(message: string, names: ReadonlySet<string>): boolean {
  return [...names].some((name) => [':', '.', '['].some((after) => message.startsWith(`${name}${after}`)));
}

interface Finding {
  readonly contract: string;
  readonly status: number;
  readonly message: string;
  readonly request: string;
}

describe.each(TEST_DATABASES.slice(0, 1))('hostile input generated from every contract on $name', (target) => {
  // The apps and services a valid request reaches stand on loopback, as in their own suites.
  let importApps: FakeImportAppServers;
  let instagram: DevelopmentInstagram;
  const klaviyo = new LoopbackKlaviyoServer({ acceptsKey: (key) => key.startsWith('pk_') });
  beforeAll(async () => {
    [importApps, instagram] = await Promise.all([startFakeImportAppServers(), startDevelopmentInstagram(), klaviyo.start()]);
  });
  afterAll(() => Promise.all([importApps.close(), instagram.close(), klaviyo.stop()]));
  const ctx = useTestServer(target, () => ({
    reviewImportStarter: new FakeReviewImportStarter(),
    importApps: { dropshipmanApiUrl: importApps.dropshipmanUrl, judgemeApiUrl: importApps.judgemeUrl, okendoApiUrl: importApps.okendoUrl },
    klaviyoApiUrl: klaviyo.url,
    instagram: instagram.config,
    feedbackBoard: { boardUrl: 'https://feedback.example.com/board', ssoSecret: 'fuzz-feedback-key' },
    storefrontLimits: {
      readsPerShopPerMinute: 1e9,
      readsPerAddressPerMinute: 1e9,
      reviewsPerAddressPerHour: 1e9,
      reviewsPerShopPerHour: 1e9,
      votesPerAddressPerMinute: 1e9,
      beaconsPerAddressPerMinute: 1e9,
      uploadsPerAddressPerHour: 1e9,
      trustedProxyHops: 0,
    },
    publicApiLimits: { requestsPerKeyPerMinute: 1e9, badKeysPerAddressPerTenMinutes: 1e9, trustedProxyHops: 0 },
    affiliateReportLimits: { reportsPerAddressPerHour: 1e9, trustedProxyHops: 0 },
  }));
  let shop: SignedInShop;
  const credentials = { picker: '', apiKey: '' };

  beforeAll(async () => {
    shop = await signInShop(ctx.server, SHOP);
    await addReviews(ctx.database.handle, shop, 'gid://shopify/Product/1', 3);
    const picker = await ctx.server.call('GET', `/store/v1/shop/app_info?app_id=${STARLING_REVIEWS_APP_ID}`, { token: shop.token });
    credentials.picker = picker.json?.data.access_token as string;
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: shop.token });
    credentials.apiKey = (info.json?.data as { reviews_api_key: string }).reviews_api_key;
  });

  // Traffic stays on loopback whatever address a request names (a marketplace page, an endpoint).
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return Promise.reject(new TypeError(`fetch failed: ${url.hostname} is off loopback`));
      return realFetch(input, init);
    };
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  async function send(contract: Contract, request: Drawn) {
    const credential = credentialOf(contract.path);
    const value = request.kind === 'value' ? request.value : undefined;
    let path = pathOf(contract, value);
    const headers: Record<string, string> = { 'X-Forwarded-For': ADDRESS };
    if (credential === 'api key') headers['X-Api-Key'] = credentials.apiKey;
    const token = credential === 'admin' ? shop.token : credential === 'picker' ? credentials.picker : undefined;
    let query = contract.method === 'GET' ? queryOf(value) : new URLSearchParams();
    if (credential === 'proxy') query = signAppProxyQuery(query, SHOP, TEST_PROXY_SECRET, new Date());
    const search = query.toString();
    if (search) path = `${path}?${search}`;
    const body = contract.method === 'POST' ? (request.kind === 'text' ? request.text : JSON.stringify(value ?? null)) : undefined;
    return ctx.server.call(contract.method, path, { ...(token ? { token } : {}), headers, ...(body === undefined ? {} : { body }) });
  }

  it('answers every generated request without a 5xx, and every refusal says what is wrong', { timeout: 240_000 }, async () => {
    const contracts = allContracts();
    const findings: Finding[] = [];
    let cases = 0;
    const statuses = new Map<number, number>();
    const times = new Map<string, number>();
    const started = performance.now();
    for (const [index, { name, contract }] of contracts.entries()) {
      const schema = await contract.request();
      const contractStarted = performance.now();
      const requests = fc.sample(drawn(schema), { seed: SEED + index, numRuns: takesFields(schema) ? CASES_PER_CONTRACT : CASES_PER_EMPTY_CONTRACT });
      for (const request of requests) {
        cases += 1;
        const answer = await send(contract, request);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const shown = request.kind === 'text' ? request.text : JSON.stringify(request.value)?.slice(0, 300) ?? 'undefined';
        const message = typeof answer.json?.message === 'string' ? answer.json.message : '';
        if (answer.status >= 500) {
          findings.push({ contract: name, status: answer.status, message: message || answer.text.slice(0, 200), request: shown });
          continue;
        }
        if (answer.status < 400 || answer.json === null) continue;
        const named = answer.json.code !== 0 && message.trim() !== '';
        const namesField = answer.json.code !== 42200 || namesAField(message, fieldNames(schema, request.kind === 'value' ? request.value : undefined, FIELDS_OUTSIDE_THE_SCHEMA[contract.path] ?? []));
        if (!named || !namesField) findings.push({ contract: name, status: answer.status, message, request: shown });
      }
      times.set(name, performance.now() - contractStarted);
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.FUZZ_TIMES) console.info([...times].sort((x, y) => y[1] - x[1]).slice(0, 25).map(([n, t]) => `${n} ${t.toFixed(0)}ms`).join('\n'));
    console.info(`contract fuzz: ${cases} cases over ${contracts.length} contracts in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(findings.slice(0, 30)).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(10_000);
  });
});


