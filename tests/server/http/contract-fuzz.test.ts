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
import { beforeAll, describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { allContracts } from '../../support/contract-index';
import { hostile, validShaped } from '../../support/zod-arbitrary';
import { callContract, credentialsOf, type Drawn, type ShopCredentials } from '../support/contract-calls';
import { useGeneratedSuiteServer } from '../support/generated-suite-server';
import { addReviews } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';

const SEED = Number(process.env.FUZZ_SEED ?? 2807);
/** Cases per contract whose request has fields (FUZZ_CASES overrides), and per contract that takes none: nothing to vary but extra keys and the body's type. */
const CASES_PER_CONTRACT = Number(process.env.FUZZ_CASES ?? 70);
const CASES_PER_EMPTY_CONTRACT = 8;
const SHOP = 'fuzz-shop.myshopify.com';

/** Fields a route reads outside its schema, which a refusal may name: the upload path's link token is in its address. */
const FIELDS_OUTSIDE_THE_SCHEMA: Readonly<Record<string, readonly string[]>> = { '/email_review_upload': ['token'] };

const MALFORMED_JSON = ['{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', '{"a":NaN}', "{'a':1}", '{"a":1,}'];

function drawn(schema: z.ZodType): fc.Arbitrary<Drawn> {
  return fc.oneof(
    { weight: 3, arbitrary: validShaped(schema).map((value): Drawn => ({ kind: 'value', value })) },
    { weight: 6, arbitrary: hostile(schema).map((value): Drawn => ({ kind: 'value', value })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text): Drawn => ({ kind: 'text', text })) },
  );
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
  const ctx = useGeneratedSuiteServer(target);
  let shop: ShopCredentials;

  beforeAll(async () => {
    shop = await credentialsOf(ctx.server, SHOP);
    const record = await ctx.server.shops.findByDomain(SHOP);
    await addReviews(ctx.database.handle, { id: record!.id, domain: SHOP }, 'gid://shopify/Product/1', 3);
  });

  it('answers every generated request without a 5xx, and every refusal says what is wrong', { timeout: 600_000 }, async () => {
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
        const sent = performance.now();
        const answer = await callContract(ctx.server, contract, request, shop);
        if (process.env.FUZZ_TIMES && performance.now() - sent > 500) console.info(`slow: ${name} ${(performance.now() - sent).toFixed(0)}ms ${JSON.stringify(request).slice(0, 200)}`);
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


