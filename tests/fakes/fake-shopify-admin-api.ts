import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { readBody, sendJson } from './fake-http-io';

/**
 * A stand-in for Shopify's GraphQL Admin API on 127.0.0.1 (random port). It parses the query
 * document it receives (operation, variable definitions, fields, arguments, selections),
 * checks the variables against their declared types, answers only the fields asked for, and
 * applies Shopify's search syntax (`title:word*`, `status:active`, AND) and `first` limits.
 * A shop is recognised by its access token, as Shopify does.
 */

export const FAKE_ADMIN_API_PATH = '/admin/api/2025-10/graphql.json';
const MAX_PAGE_SIZE = 250;

export interface FakeImage {
  readonly url: string;
  readonly altText: string | null;
}

export interface FakeVariant {
  readonly id: string;
  readonly title: string;
  readonly price: string;
  readonly inventoryQuantity: number | null;
  readonly sku?: string;
  readonly barcode?: string;
}

export interface FakeProduct {
  readonly id: string;
  readonly title: string;
  readonly status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED' | 'UNLISTED';
  /** Defaults to the title in lower case with dashes. */
  readonly handle?: string;
  readonly vendor?: string;
  readonly onlineStoreUrl?: string | null;
  readonly image?: FakeImage;
  readonly variants: readonly FakeVariant[];
}

export interface FakeCollection {
  readonly id: string;
  readonly title: string;
  readonly image?: FakeImage;
  readonly productIds: readonly string[];
}

export interface FakeLocale {
  readonly locale: string;
  readonly name: string;
  readonly primary: boolean;
  readonly published: boolean;
}

export interface FakeShop {
  readonly domain: string;
  readonly accessToken: string;
  readonly name: string;
  readonly email: string;
  readonly contactEmail?: string;
  readonly ownerName?: string;
  readonly currencyCode: string;
  readonly moneyFormat: string;
  readonly ianaTimezone?: string;
  readonly planName?: string;
  /** Host of the primary domain; the myshopify domain when absent. */
  readonly primaryDomain?: string;
  readonly products: readonly FakeProduct[];
  readonly collections: readonly FakeCollection[];
  readonly locales?: readonly FakeLocale[];
  /** Files of the published (MAIN) theme by filename; absent: the shop has no published theme. */
  readonly mainThemeFiles?: Readonly<Record<string, string>>;
  /** The Flow trigger extensions the app has deployed, by handle; absent: every handle is known. */
  readonly flowTriggerHandles?: readonly string[];
}

/** A trigger flowTriggerReceive took. */
export interface FakeFlowTrigger {
  readonly handle: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

export interface FakeAdminApiOptions {
  /** Recognises shops the list does not hold, e.g. ones whose tokens another fake issued. */
  readonly shopForToken?: (accessToken: string) => FakeShop | undefined;
}

export interface RecordedCall {
  readonly shop: string;
  readonly operationName: string | null;
  readonly rootField: string;
  readonly variables: Readonly<Record<string, unknown>>;
}

type GraphqlValue = { readonly variable: string } | { readonly literal: unknown };

interface FieldNode {
  readonly name: string;
  /** Set on an inline fragment (`... on Type { }`), whose selections apply to that type only. */
  readonly onType?: string;
  readonly args: Readonly<Record<string, GraphqlValue>>;
  readonly selections: readonly FieldNode[];
}

interface OperationNode {
  readonly name: string | null;
  readonly variableTypes: ReadonlyMap<string, string>;
  readonly selections: readonly FieldNode[];
}

class GraphqlError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function startFakeShopifyAdminApi(shops: readonly FakeShop[], options: FakeAdminApiOptions = {}) {
  const calls: RecordedCall[] = [];
  let throttledAnswersLeft = 0;
  /** Online store pages pageCreate made, by shop domain. */
  const pages = new Map<string, { handle: string; title: string }[]>();
  /** Code discounts discountCodeBasicCreate made, by shop domain. */
  const discounts = new Map<string, FakeCodeDiscount[]>();
  let failuresLeft: { count: number; status: number } = { count: 0, status: 500 };
  /** App subscriptions appSubscriptionCreate made, by shop domain. */
  const subscriptions = new Map<string, FakeSubscription[]>();
  /** Triggers flowTriggerReceive took, by shop domain. */
  const flowTriggers = new Map<string, FakeFlowTrigger[]>();

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      sendJson(response, 500, { errors: [{ message: String(error) }] });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.url !== FAKE_ADMIN_API_PATH) return sendJson(response, 404, { errors: 'Not Found' });
    const token = String(request.headers['x-shopify-access-token']);
    const shop = shops.find((candidate) => candidate.accessToken === token) ?? options.shopForToken?.(token);
    if (!shop) {
      return sendJson(response, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return sendJson(response, 415, { errors: 'Content-Type must be application/json' });
    }
    if (failuresLeft.count > 0) {
      failuresLeft = { ...failuresLeft, count: failuresLeft.count - 1 };
      return sendJson(response, failuresLeft.status, { errors: 'Internal error' });
    }
    const body = JSON.parse(await readBody(request)) as { query?: unknown; variables?: unknown };
    try {
      if (typeof body.query !== 'string') throw new GraphqlError('No query string was present');
      const variables = (body.variables ?? {}) as Record<string, unknown>;
      const operation = parseOperation(body.query);
      checkVariables(operation, variables);
      const root = operation.selections[0];
      if (!root || operation.selections.length !== 1) throw new GraphqlError('Expected exactly one root field');
      calls.push({ shop: shop.domain, operationName: operation.name, rootField: root.name, variables });
      if (throttledAnswersLeft > 0) {
        throttledAnswersLeft -= 1;
        return sendJson(response, 200, {
          errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
          extensions: { cost: { requestedQueryCost: 20, throttleStatus: { currentlyAvailable: 0, restoreRate: 1000 } } },
        });
      }
      const shopPages = pages.get(shop.domain) ?? [];
      pages.set(shop.domain, shopPages);
      const shopDiscounts = discounts.get(shop.domain) ?? [];
      discounts.set(shop.domain, shopDiscounts);
      const shopSubscriptions = subscriptions.get(shop.domain) ?? [];
      subscriptions.set(shop.domain, shopSubscriptions);
      const shopFlowTriggers = flowTriggers.get(shop.domain) ?? [];
      flowTriggers.set(shop.domain, shopFlowTriggers);
      const data = project(
        {
          ...rootObject(shop),
          ...pageFields(shopPages),
          ...discountFields(shopDiscounts),
          ...billingFields(shopSubscriptions, () => [...subscriptions.values()].flat().length),
          ...flowFields(shop, shopFlowTriggers),
        },
        operation.selections,
        variables,
        'QueryRoot',
      );
      sendJson(response, 200, {
        data,
        extensions: { cost: { requestedQueryCost: 1, throttleStatus: { currentlyAvailable: 999, restoreRate: 50 } } },
      });
    } catch (error) {
      if (!(error instanceof GraphqlError)) throw error;
      sendJson(response, 200, { errors: [{ message: error.message, extensions: { code: error.code ?? 'GRAPHQL_VALIDATION_FAILED' } }] });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    /** The app subscriptions made in a shop. */
    subscriptionsOf: (domain: string): readonly FakeSubscription[] => subscriptions.get(domain) ?? [],
    /** The merchant answers the confirmation page of a subscription: ACTIVE (approved) or DECLINED. */
    answerSubscription(domain: string, id: string, status: 'ACTIVE' | 'DECLINED') {
      const found = subscriptions.get(domain)?.find((subscription) => subscription.id === id);
      if (!found) throw new Error(`${domain} has no subscription ${id}`);
      found.status = status;
    },
    /** The Flow triggers a shop received, in order. */
    flowTriggersOf: (domain: string): readonly FakeFlowTrigger[] => flowTriggers.get(domain) ?? [],
    /** The code discounts made in a shop. */
    discountsOf: (domain: string): readonly FakeCodeDiscount[] => discounts.get(domain) ?? [],
    /** The next `count` calls answer THROTTLED (with cost figures asking for a short wait). */
    throttleNext(count: number) {
      throttledAnswersLeft = count;
    },
    /** The next `count` calls answer with this HTTP status. */
    failNext(count: number, status: number) {
      failuresLeft = { count, status };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

// ---------------------------------------------------------------------------------------------
// The schema subset: plain objects, with connection fields as functions of their arguments.

type Resolved = unknown;
type Arguments = Readonly<Record<string, unknown>>;
type FieldResolver = (args: Arguments) => Resolved;

/** `pages(query: "handle:<handle>")` and the `pageCreate` mutation (create_sidetab_review_page), over the shop's pages. */
function pageFields(pages: { handle: string; title: string }[]): Record<string, unknown> {
  return {
    pages: (args: Arguments) => {
      const handle = typeof args.query === 'string' ? /^handle:(\S+)$/.exec(args.query)?.[1] : undefined;
      return connection(pages.filter((page) => handle === undefined || page.handle === handle).map((page) => ({ __typename: 'Page', ...page })), args);
    },
    pageCreate: (args: Arguments) => {
      const input = args.page as { handle?: unknown; title?: unknown };
      if (typeof input.title !== 'string' || input.title === '') return { __typename: 'PageCreatePayload', page: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] };
      const page = { handle: typeof input.handle === 'string' ? input.handle : input.title.toLowerCase(), title: input.title };
      pages.push(page);
      return { __typename: 'PageCreatePayload', page: { __typename: 'Page', ...page }, userErrors: [] };
    },
  };
}

/** Shopify refuses a trigger payload this large or larger (its Flow trigger reference). */
const FLOW_PAYLOAD_LIMIT_BYTES = 50_000;

/**
 * `flowTriggerReceive(handle, payload)`: a handle the app has not deployed, a payload that is not
 * an object or is 50,000 bytes or more answer a user error; otherwise the trigger is taken.
 */
function flowFields(shop: FakeShop, received: FakeFlowTrigger[]): Record<string, unknown> {
  const answer = (userErrors: readonly { field: string[]; message: string }[]) => ({ __typename: 'FlowTriggerReceivePayload', userErrors });
  return {
    flowTriggerReceive: (args: Arguments) => {
      const { handle, payload } = args;
      if (typeof handle !== 'string' || (shop.flowTriggerHandles && !shop.flowTriggerHandles.includes(handle))) return answer([{ field: ['handle'], message: 'Invalid handle' }]);
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return answer([{ field: ['payload'], message: 'Payload must be an object' }]);
      if (Buffer.byteLength(JSON.stringify(payload)) >= FLOW_PAYLOAD_LIMIT_BYTES) return answer([{ field: ['payload'], message: 'Payload must be under 50000 bytes' }]);
      received.push({ handle, payload: payload as Record<string, unknown> });
      return answer([]);
    },
  };
}

export interface FakeCodeDiscount {
  readonly id: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/**
 * `discountCodeBasicCreate` (its required fields as Shopify's 2025-10 docs list them: code, title,
 * startsAt, context, customerGets; a code the shop has answers a TAKEN user error) and
 * `codeDiscountNodeByCode`.
 */
function discountFields(discounts: FakeCodeDiscount[]): Record<string, unknown> {
  const payload = (node: FakeCodeDiscount | null, userErrors: readonly { field: string[]; code: string; message: string }[]) => ({
    __typename: 'DiscountCodeBasicCreatePayload',
    codeDiscountNode: node ? { __typename: 'DiscountCodeNode', id: node.id } : null,
    userErrors,
  });
  return {
    discountCodeBasicCreate: (args: Arguments) => {
      const input = args.basicCodeDiscount as Record<string, unknown>;
      for (const field of ['code', 'title', 'startsAt', 'context', 'customerGets']) {
        if (input[field] === undefined || input[field] === null) return payload(null, [{ field: ['basicCodeDiscount', field], code: 'BLANK', message: `${field} can't be blank` }]);
      }
      const value = (input.customerGets as { value?: { percentage?: number; discountAmount?: { amount?: string } } }).value;
      const percentage = value?.percentage;
      if (percentage !== undefined && (percentage <= 0 || percentage > 1)) return payload(null, [{ field: ['basicCodeDiscount', 'customerGets', 'value'], code: 'VALUE_OUTSIDE_RANGE', message: 'Value must be between 0.0 and 1.0' }]);
      if (percentage === undefined && value?.discountAmount?.amount === undefined) return payload(null, [{ field: ['basicCodeDiscount', 'customerGets', 'value'], code: 'BLANK', message: "Value can't be blank" }]);
      if (discounts.some((discount) => discount.input.code === input.code)) return payload(null, [{ field: ['basicCodeDiscount', 'code'], code: 'TAKEN', message: 'Code must be unique. Please try a different code.' }]);
      const node = { id: `gid://shopify/DiscountCodeNode/${discounts.length + 1}`, input };
      discounts.push(node);
      return payload(node, []);
    },
    codeDiscountNodeByCode: (args: Arguments) => {
      const found = discounts.find((discount) => discount.input.code === args.code);
      return found ? { __typename: 'DiscountCodeNode', id: found.id } : null;
    },
  };
}

export interface FakeSubscription {
  readonly id: string;
  status: 'PENDING' | 'ACTIVE' | 'DECLINED' | 'CANCELLED';
  readonly input: Readonly<Record<string, unknown>>;
  /** What appUsageRecordCreate billed on its usage line. */
  readonly usageRecords: FakeUsageRecord[];
}

export interface FakeUsageRecord {
  readonly id: string;
  readonly amount: number;
  readonly description: string;
  readonly idempotencyKey: string;
}

/**
 * The Billing API: `appSubscriptionCreate` (name, returnUrl and line items required; a usage line
 * needs a cappedAmount; at most one recurring and one usage line), `node(id:)` answering only the
 * shop's own subscriptions, `appSubscriptionCancel`, and `appUsageRecordCreate` on an active
 * subscription's usage line (the same idempotency key answers the same record).
 */
function billingFields(subscriptions: FakeSubscription[], madeSoFar: () => number): Record<string, unknown> {
  const view = (subscription: FakeSubscription) => ({
    __typename: 'AppSubscription',
    id: subscription.id,
    status: subscription.status,
    lineItems: (subscription.input.lineItems as { plan: Record<string, unknown> }[]).map((item, index) => ({
      __typename: 'AppSubscriptionLineItem',
      id: `gid://shopify/AppSubscriptionLineItem/${subscription.id.split('/').pop()}-${index}`,
      plan: { __typename: 'AppPlanV2', pricingDetails: { __typename: 'appUsagePricingDetails' in item.plan ? 'AppUsagePricing' : 'AppRecurringPricing' } },
    })),
  });
  const created = (subscription: FakeSubscription | null, userErrors: readonly { field: string[]; message: string }[]) => ({
    __typename: 'AppSubscriptionCreatePayload',
    appSubscription: subscription ? view(subscription) : null,
    confirmationUrl: subscription ? `https://admin.shopify.example/charges/${subscription.id.split('/').pop()}/confirm` : null,
    userErrors,
  });
  return {
    appSubscriptionCreate: (args: Arguments) => {
      for (const field of ['name', 'returnUrl', 'lineItems']) {
        if (args[field] === undefined || args[field] === null || args[field] === '') return created(null, [{ field: [field], message: `${field} can't be blank` }]);
      }
      const lines = args.lineItems as { plan: { appRecurringPricingDetails?: unknown; appUsagePricingDetails?: { cappedAmount?: unknown } } }[];
      if (lines.filter((line) => line.plan.appRecurringPricingDetails).length > 1) return created(null, [{ field: ['lineItems'], message: 'Only one recurring line item is allowed' }]);
      if (lines.some((line) => line.plan.appUsagePricingDetails && !line.plan.appUsagePricingDetails.cappedAmount)) {
        return created(null, [{ field: ['lineItems'], message: "Capped amount can't be blank" }]);
      }
      const subscription: FakeSubscription = { id: `gid://shopify/AppSubscription/${9000 + madeSoFar() + 1}`, status: 'PENDING', input: args, usageRecords: [] };
      subscriptions.push(subscription);
      return created(subscription, []);
    },
    node: (args: Arguments) => {
      const found = subscriptions.find((subscription) => subscription.id === args.id);
      return found ? view(found) : null;
    },
    appSubscriptionCancel: (args: Arguments) => {
      const found = subscriptions.find((subscription) => subscription.id === args.id);
      if (!found) return { __typename: 'AppSubscriptionCancelPayload', appSubscription: null, userErrors: [{ field: ['id'], message: 'Subscription not found' }] };
      found.status = 'CANCELLED';
      return { __typename: 'AppSubscriptionCancelPayload', appSubscription: view(found), userErrors: [] };
    },
    appUsageRecordCreate: (args: Arguments) => {
      const answer = (record: FakeUsageRecord | null, message?: string) => ({
        __typename: 'AppUsageRecordCreatePayload',
        appUsageRecord: record ? { __typename: 'AppUsageRecord', id: record.id } : null,
        userErrors: message ? [{ field: ['subscriptionLineItemId'], message }] : [],
      });
      const subscription = subscriptions.find(
        (candidate) => candidate.status === 'ACTIVE' && view(candidate).lineItems.some((line) => line.id === args.subscriptionLineItemId && line.plan.pricingDetails.__typename === 'AppUsagePricing'),
      );
      if (!subscription) return answer(null, 'Subscription line item not found');
      const key = typeof args.idempotencyKey === 'string' ? args.idempotencyKey : '';
      const again = key ? subscription.usageRecords.find((record) => record.idempotencyKey === key) : undefined;
      if (again) return answer(again);
      const record: FakeUsageRecord = {
        id: `gid://shopify/AppUsageRecord/${subscription.usageRecords.length + 1}`,
        amount: Number((args.price as { amount?: unknown }).amount),
        description: String(args.description),
        idempotencyKey: key,
      };
      subscription.usageRecords.push(record);
      return answer(record);
    },
  };
}

function rootObject(shop: FakeShop): Record<string, unknown> {
  return {
    __typename: 'QueryRoot',
    shop: {
      __typename: 'Shop',
      name: shop.name,
      myshopifyDomain: shop.domain,
      email: shop.email,
      contactEmail: shop.contactEmail ?? shop.email,
      shopOwnerName: shop.ownerName ?? '',
      currencyCode: shop.currencyCode,
      currencyFormats: { __typename: 'CurrencyFormats', moneyFormat: shop.moneyFormat },
      ianaTimezone: shop.ianaTimezone ?? 'America/New_York',
      plan: { __typename: 'ShopPlan', publicDisplayName: shop.planName ?? 'Basic' },
      primaryDomain: { __typename: 'Domain', host: shop.primaryDomain ?? shop.domain },
    },
    shopLocales: (args: Arguments) =>
      (shop.locales ?? [{ locale: 'en', name: 'English', primary: true, published: true }])
        .filter((locale) => args.published !== true || locale.published)
        .map(({ published: _published, ...locale }) => ({ __typename: 'ShopLocale', ...locale })),
    themes: (args: Arguments) => {
      if (!Array.isArray(args.roles)) throw new GraphqlError('The fake expects themes(roles: [...])');
      const themes = shop.mainThemeFiles && args.roles.includes('MAIN') ? [themeObject(shop.mainThemeFiles)] : [];
      return connection(themes, args);
    },
    nodes: (args: Arguments) => {
      if (!Array.isArray(args.ids)) throw new GraphqlError('The fake expects nodes(ids: [...])');
      if (args.ids.length > 250) throw new GraphqlError('nodes(ids:) takes at most 250 ids');
      return args.ids.map((id) => {
        const product = shop.products.find((candidate) => candidate.id === id);
        return product ? productObject(product) : null;
      });
    },
    products: (args: Arguments) => connection(sortByTitle(searchFilter(shop.products, args.query)).map(productObject), args),
    collections: (args: Arguments) =>
      connection(sortByTitle(searchFilter(shop.collections, args.query)).map(collectionObject), args),
  };
}

function productObject(product: FakeProduct): Record<string, unknown> {
  return {
    __typename: 'Product',
    id: product.id,
    title: product.title,
    handle: product.handle ?? product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    vendor: product.vendor ?? '',
    onlineStoreUrl: product.onlineStoreUrl ?? null,
    status: product.status,
    hasOnlyDefaultVariant: product.variants.length === 1 && product.variants[0]?.title === 'Default Title',
    featuredMedia: product.image
      ? { __typename: 'MediaImage', preview: { __typename: 'MediaPreviewImage', image: { __typename: 'Image', ...product.image } } }
      : null,
    variantsCount: { __typename: 'Count', count: product.variants.length },
    variants: (args: Arguments) =>
      connection(
        product.variants.map((variant) => ({ __typename: 'ProductVariant', sku: null, barcode: null, ...variant })),
        args,
      ),
  };
}

function themeObject(files: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    __typename: 'OnlineStoreTheme',
    role: 'MAIN',
    files: (args: Arguments) => {
      const wanted = args.filenames;
      if (!Array.isArray(wanted)) throw new GraphqlError('The fake expects files(filenames: [...])');
      const nodes = Object.entries(files)
        .filter(([filename]) => wanted.includes(filename))
        .map(([filename, content]) => ({
          __typename: 'OnlineStoreThemeFile',
          filename,
          body: { __typename: 'OnlineStoreThemeFileBodyText', content },
        }));
      return { __typename: 'OnlineStoreThemeFileConnection', nodes };
    },
  };
}

function collectionObject(collection: FakeCollection): Record<string, unknown> {
  return {
    __typename: 'Collection',
    id: collection.id,
    title: collection.title,
    image: collection.image ? { __typename: 'Image', ...collection.image } : null,
    productsCount: { __typename: 'Count', count: collection.productIds.length },
  };
}

function connection(items: readonly Record<string, unknown>[], args: Arguments) {
  const first = args.first;
  if (typeof first !== 'number') throw new GraphqlError('you must provide one of first or last');
  if (first > MAX_PAGE_SIZE) throw new GraphqlError(`The first argument must be ${MAX_PAGE_SIZE} or fewer`);
  return { __typename: 'Connection', nodes: items.slice(0, first) };
}

function sortByTitle<T extends { readonly title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}

/** Shopify search syntax, the part the app uses: `field:value` terms (value* = prefix) joined by AND. */
function searchFilter<T extends { readonly title: string; readonly status?: string }>(items: readonly T[], query: unknown): T[] {
  if (query === null || query === undefined || query === '') return [...items];
  if (typeof query !== 'string') throw new GraphqlError('query must be a String');
  const terms = splitTerms(query).filter((term) => term !== 'AND');
  const predicates = terms.map((term) => {
    const match = /^(title|status):(.+)$/.exec(term);
    if (!match) throw new GraphqlError(`The fake does not understand the search term ${term}`);
    const [, field, rawValue] = match as unknown as [string, string, string];
    const isPrefix = rawValue.endsWith('*') && !rawValue.endsWith('\\*');
    const value = unescape(isPrefix ? rawValue.slice(0, -1) : rawValue).toLowerCase();
    if (field === 'status') return (item: T) => (item.status ?? '').toLowerCase() === value;
    return (item: T) =>
      item.title
        .toLowerCase()
        .split(/\s+/)
        .some((word) => (isPrefix ? word.startsWith(value) : word === value));
  });
  return items.filter((item) => predicates.every((predicate) => predicate(item)));
}

/** Splits on whitespace that is not escaped. */
function splitTerms(query: string): string[] {
  const terms: string[] = [];
  let current = '';
  for (let index = 0; index < query.length; index += 1) {
    const character = query[index]!;
    if (character === '\\') {
      current += character + (query[index + 1] ?? '');
      index += 1;
    } else if (/\s/.test(character)) {
      if (current) terms.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  if (current) terms.push(current);
  return terms;
}

function unescape(value: string): string {
  if (/(^|[^\\])[:()"']/.test(value)) throw new GraphqlError(`Unescaped special character in ${value}`);
  return value.replace(/\\(.)/g, '$1');
}

// ---------------------------------------------------------------------------------------------
// A small GraphQL reader: one operation, fields with arguments and selections, inline fragments.

function project(value: unknown, selections: readonly FieldNode[], variables: Record<string, unknown>, typeName: string): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => project(item, selections, variables, typeName));
  const object = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const field of selections) {
    if (field.onType !== undefined) {
      if (object.__typename === field.onType) Object.assign(result, project(object, field.selections, variables, field.onType));
      continue;
    }
    if (!(field.name in object)) {
      const type = typeof object.__typename === 'string' ? object.__typename : typeName;
      throw new GraphqlError(`Field '${field.name}' doesn't exist on type '${type}'`, 'undefinedField');
    }
    const raw = object[field.name];
    const args = Object.fromEntries(Object.entries(field.args).map(([name, arg]) => [name, argumentValue(arg, variables)]));
    const resolved = typeof raw === 'function' ? (raw as FieldResolver)(args) : raw;
    // A list of scalars (a user error's `field` path) is a scalar to select.
    const scalarList = field.selections.length === 0 && Array.isArray(resolved) && resolved.every((item) => item === null || typeof item !== 'object');
    const isObject = resolved !== null && typeof resolved === 'object' && !scalarList;
    if (isObject && field.selections.length === 0) throw new GraphqlError(`Field '${field.name}' must have selections`);
    if (!isObject && resolved !== null && field.selections.length > 0) {
      throw new GraphqlError(`Selections can't be made on scalars (field '${field.name}')`);
    }
    result[field.name] = field.selections.length > 0 ? project(resolved, field.selections, variables, field.name) : resolved;
  }
  return result;
}

function argumentValue(value: GraphqlValue, variables: Record<string, unknown>): unknown {
  return 'variable' in value ? (variables[value.variable] ?? null) : value.literal;
}

function checkVariables(operation: OperationNode, variables: Record<string, unknown>): void {
  for (const used of usedVariables(operation.selections)) {
    if (!operation.variableTypes.has(used)) throw new GraphqlError(`Variable $${used} is used but not declared`);
  }
  for (const [name, type] of operation.variableTypes) {
    const value = variables[name];
    const required = type.endsWith('!');
    if (value === undefined || value === null) {
      if (required) throw new GraphqlError(`Variable $${name} of type ${type} was provided invalid value`, 'INVALID_VARIABLE');
      continue;
    }
    const base = type.replace(/!$/, '');
    const valid = base === 'Int' ? Number.isInteger(value) : base === 'String' ? typeof value === 'string' : true;
    if (!valid) throw new GraphqlError(`Variable $${name} of type ${type} was provided invalid value`, 'INVALID_VARIABLE');
  }
}

function usedVariables(selections: readonly FieldNode[]): string[] {
  return selections.flatMap((field) => [
    ...Object.values(field.args).flatMap((arg) => ('variable' in arg ? [arg.variable] : [])),
    ...usedVariables(field.selections),
  ]);
}

function parseOperation(document: string): OperationNode {
  const tokens = tokenize(document);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => {
    const token = tokens[position];
    if (token === undefined) throw new GraphqlError('Unexpected end of document');
    position += 1;
    return token;
  };
  const expect = (token: string) => {
    const actual = next();
    if (actual !== token) throw new GraphqlError(`Expected ${token}, found ${actual}`);
  };
  const name = () => {
    const token = next();
    if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(token)) throw new GraphqlError(`Expected a name, found ${token}`);
    return token;
  };
  const value = (): GraphqlValue => {
    const token = next();
    if (token === '$') return { variable: name() };
    if (token === '[') {
      const items: unknown[] = [];
      while (peek() !== ']') {
        const item = value();
        if ('variable' in item) throw new GraphqlError('The fake does not take variables inside lists');
        items.push(item.literal);
      }
      next();
      return { literal: items };
    }
    if (token.startsWith('"')) return { literal: JSON.parse(token) as unknown };
    if (/^-?\d+$/.test(token)) return { literal: Number(token) };
    if (token === 'true' || token === 'false') return { literal: token === 'true' };
    if (token === 'null') return { literal: null };
    return { literal: token };
  };
  const selectionSet = (): FieldNode[] => {
    expect('{');
    const fields: FieldNode[] = [];
    while (peek() !== '}') {
      if (peek() === '...') {
        next();
        expect('on');
        const onType = name();
        fields.push({ name: '', onType, args: {}, selections: selectionSet() });
        continue;
      }
      const fieldName = name();
      const args: Record<string, GraphqlValue> = {};
      if (peek() === '(') {
        next();
        while (peek() !== ')') {
          const argName = name();
          expect(':');
          args[argName] = value();
        }
        next();
      }
      fields.push({ name: fieldName, args, selections: peek() === '{' ? selectionSet() : [] });
    }
    next();
    return fields;
  };

  let operationName: string | null = null;
  const variableTypes = new Map<string, string>();
  if (peek() === 'query' || peek() === 'mutation') {
    next();
    if (peek() !== '(' && peek() !== '{') operationName = name();
    if (peek() === '(') {
      next();
      while (peek() !== ')') {
        expect('$');
        const variable = name();
        expect(':');
        let type: string;
        if (peek() === '[') {
          next();
          type = `[${name()}${peek() === '!' ? next() : ''}${next()}`;
          if (type.at(-1) !== ']') throw new GraphqlError(`Expected ], found ${type.at(-1)}`);
        } else {
          type = name();
        }
        if (peek() === '!') type += next();
        variableTypes.set(variable, type);
      }
      next();
    }
  } else if (peek() !== '{') {
    throw new GraphqlError('Only query and mutation operations are supported');
  }
  const selections = selectionSet();
  if (position !== tokens.length) throw new GraphqlError('Only one operation per document is supported');
  return { name: operationName, variableTypes, selections };
}

function tokenize(document: string): string[] {
  const pattern = /\s+|,|#[^\n]*|"(?:[^"\\]|\\.)*"|\.\.\.|[{}():!$[\]]|-?\d+|[_A-Za-z][_0-9A-Za-z]*|./g;
  const tokens: string[] = [];
  for (const [token] of document.matchAll(pattern)) {
    if (/^(\s+|,|#.*)$/.test(token)) continue;
    if (token.length === 1 && !/[{}():!$[\]\w]/.test(token)) throw new GraphqlError(`Unexpected character ${token}`);
    tokens.push(token);
  }
  return tokens;
}
