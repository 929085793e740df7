import { setTimeout as sleep } from 'node:timers/promises';
import { type z } from 'zod';
import { AppError } from '../../application/shared/app-error';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_VARIANTS_PER_PRODUCT,
  keywordWords,
  type CatalogCollection,
  type CatalogProduct,
  type CatalogSearch,
  type CustomerContact,
  type DiscountCodeRequest,
  type MetafieldOwner,
  type MetafieldWrite,
  type OrderPageRequest,
  type ProductIdentity,
  type ProductReferences,
  type ProductSearch,
  type ShopifyOrderPage,
  type ShopifyGateway,
  type StorePage,
  type ShopInfo,
  type ThemeAppStatus,
} from '../../application/shopify/shopify-gateway.port';
import { type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { chunksOf } from '../../application/shared/chunks-of';
import {
  COLLECTIONS_QUERY,
  METAFIELD_OWNERS_QUERY,
  metafieldOwnersData,
  collectionsData,
  DISCOUNT_CODE_BASIC_CREATE_MUTATION,
  DISCOUNT_CODE_BY_CODE_QUERY,
  DISCOUNT_CODE_TAKEN,
  discountCodeBasicCreateData,
  CUSTOMER_CONTACT_QUERY,
  customerContactData,
  discountCodeByCodeData,
  FLOW_TRIGGER_RECEIVE_MUTATION,
  flowTriggerReceiveData,
  graphqlResponse,
  METAFIELDS_DELETE_MUTATION,
  METAFIELDS_PER_CALL,
  METAFIELDS_SET_MUTATION,
  metafieldsDeleteData,
  metafieldsSetData,
  PAGE_BY_HANDLE_QUERY,
  PAGE_CREATE_MUTATION,
  pageByHandleData,
  pageCreateData,
  PRODUCTS_QUERY,
  productsData,
  PRODUCTS_BY_REFERENCE_QUERY,
  productsByReferenceData,
  PRODUCT_TEMPLATE_FILE,
  SHOP_INFO_QUERY,
  SHOP_LOCALES_QUERY,
  ORDERS_COUNT_QUERY,
  ORDERS_QUERY,
  ordersCountData,
  ordersData,
  SHOPIFY_ADMIN_API_VERSION,
  shopInfoData,
  shopLocalesData,
  THEME_APP_FILES_QUERY,
  THEME_SETTINGS_FILE,
  themeAppFilesData,
} from './admin-graphql-documents';
import { appBlockInTemplate, appEmbedEnabled } from './theme-app-blocks';
import { DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';
import { customerGid } from '../../../src/domain/shop/shopify-ids';
import { type FlowPayload, type FlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';

/** Shopify takes a percentage as a fraction (0.15 for 15%). */
const PERCENT = 100;

/** Tries of one call while Shopify answers THROTTLED or 429. */
const MAX_ATTEMPTS = 3;
const DEFAULT_RETRY_WAIT_MS = 1000;
/** Never hold a request longer than this for a throttle wait; fail instead. */
const MAX_RETRY_WAIT_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;

/** The app's handle in the Partner Dashboard, which Shopify puts in theme block types. */
export const STARLING_APP_HANDLE = 'starling-reviews';

export interface HttpShopifyGatewayOptions {
  /** Where the shop's Admin API lives; tests point it at a fake on loopback. */
  readonly baseUrlFor?: (shop: string) => string;
  readonly timeoutMs?: number;
  /** How our app appears in theme block types (`shopify://apps/<identifier>/blocks/...`). */
  readonly themeAppIdentifiers?: readonly string[];
}

const upstreamFailure = (why: string) => new AppError('upstreamFailure', `shopify: ${why}`);

/** Shopify mode: the GraphQL Admin API, called with the shop's own offline access token. */
export class HttpShopifyGateway implements ShopifyGateway {
  private readonly baseUrlFor: (shop: string) => string;
  private readonly timeoutMs: number;
  private readonly themeAppIdentifiers: readonly string[];

  constructor(
    private readonly accessTokenFor: (shop: AuthenticatedShop) => Promise<string>,
    options: HttpShopifyGatewayOptions = {},
  ) {
    this.baseUrlFor = options.baseUrlFor ?? ((shop) => `https://${shop}`);
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.themeAppIdentifiers = options.themeAppIdentifiers ?? [];
  }

  async shopInfo(shop: AuthenticatedShop): Promise<ShopInfo> {
    const data = await this.query(shop, SHOP_INFO_QUERY, {}, shopInfoData);
    return {
      name: data.shop.name,
      domain: data.shop.myshopifyDomain,
      email: data.shop.email || data.shop.contactEmail || '',
      ownerName: data.shop.shopOwnerName,
      currencyCode: data.shop.currencyCode,
      moneyFormat: data.shop.currencyFormats.moneyFormat,
      timeZone: data.shop.ianaTimezone,
      shopifyPlan: data.shop.plan.publicDisplayName,
      primaryDomain: data.shop.primaryDomain.host,
    };
  }

  /** Reads the published (MAIN) theme; a shop without one has neither embed nor block. */
  async themeAppStatus(shop: AuthenticatedShop): Promise<ThemeAppStatus> {
    const data = await this.query(shop, THEME_APP_FILES_QUERY, {}, themeAppFilesData);
    const files = data.themes.nodes[0]?.files?.nodes ?? [];
    const contentOf = (filename: string) => files.find((file) => file.filename === filename)?.body.content ?? null;
    return {
      embedEnabled: appEmbedEnabled(contentOf(THEME_SETTINGS_FILE), this.themeAppIdentifiers),
      appBlockAdded: appBlockInTemplate(contentOf(PRODUCT_TEMPLATE_FILE), this.themeAppIdentifiers),
    };
  }

  async shopLocales(shop: AuthenticatedShop): Promise<readonly StorefrontLanguage[]> {
    const data = await this.query(shop, SHOP_LOCALES_QUERY, {}, shopLocalesData);
    return data.shopLocales;
  }

  async products(shop: AuthenticatedShop, search: ProductSearch): Promise<readonly CatalogProduct[]> {
    const terms = titleTerms(search.keyword);
    if (search.status) terms.push(`status:${search.status.toLowerCase()}`);
    const data = await this.query(
      shop,
      PRODUCTS_QUERY,
      { first: CATALOG_PAGE_SIZE, variantsFirst: CATALOG_VARIANTS_PER_PRODUCT, query: searchQuery(terms) },
      productsData,
    );
    return data.products.nodes.map((node) => ({
      id: node.id,
      title: node.title,
      status: node.status,
      image: node.featuredMedia?.preview?.image ?? null,
      variants: node.variants.nodes.map((variant) => ({
        id: variant.id,
        title: variant.title,
        price: variant.price,
        inventoryQuantity: variant.inventoryQuantity ?? 0,
      })),
      totalVariants: node.variantsCount?.count ?? node.variants.nodes.length,
      hasOnlyDefaultVariant: node.hasOnlyDefaultVariant,
    }));
  }

  async findProducts(shop: AuthenticatedShop, references: ProductReferences): Promise<readonly ProductIdentity[]> {
    if (references.ids.length === 0 && references.handles.length === 0) return [];
    const handles = references.handles.map((handle) => `handle:"${handle.replace(/["\\]/g, '\\$&')}"`);
    const data = await this.query(
      shop,
      PRODUCTS_BY_REFERENCE_QUERY,
      // A query that matches nothing when no handle is asked for; the ids are read as nodes.
      { ids: references.ids, first: Math.max(references.handles.length, 1), query: handles.length > 0 ? handles.join(' OR ') : 'id:0' },
      productsByReferenceData,
    );
    const found = [...data.nodes, ...data.products.nodes].filter((node): node is ProductIdentity => node !== null && 'id' in node);
    const wanted = new Set(references.handles);
    return found.filter((product, index) => found.findIndex((other) => other.id === product.id) === index && (references.ids.includes(product.id) || wanted.has(product.handle)));
  }

  async collections(shop: AuthenticatedShop, search: CatalogSearch): Promise<readonly CatalogCollection[]> {
    const data = await this.query(
      shop,
      COLLECTIONS_QUERY,
      { first: CATALOG_PAGE_SIZE, query: searchQuery(titleTerms(search.keyword)) },
      collectionsData,
    );
    return data.collections.nodes.map((node) => ({
      id: node.id,
      title: node.title,
      image: node.image,
      productsCount: node.productsCount?.count ?? 0,
    }));
  }

  async writeMetafields(shop: AuthenticatedShop, writes: readonly MetafieldWrite[]): Promise<void> {
    const owners = writes.some((write) => write.owner.kind !== 'product') ? await this.query(shop, METAFIELD_OWNERS_QUERY, {}, metafieldOwnersData) : null;
    const ownerIdOf = (owner: MetafieldOwner) => {
      if (owner.kind === 'product') return owner.productId;
      return owner.kind === 'app' ? owners!.currentAppInstallation.id : owners!.shop.id;
    };
    const identify = (write: MetafieldWrite) => ({
      ownerId: ownerIdOf(write.owner),
      namespace: write.namespace,
      key: write.key,
    });
    const sets = writes.filter((write) => write.value !== null).map((write) => ({ ...identify(write), type: write.type, value: write.value }));
    const deletes = writes.filter((write) => write.value === null).map(identify);
    for (const metafields of chunksOf(sets, METAFIELDS_PER_CALL)) {
      const data = await this.query(shop, METAFIELDS_SET_MUTATION, { metafields }, metafieldsSetData);
      refuseUserErrors(data.metafieldsSet.userErrors);
    }
    for (const metafields of chunksOf(deletes, METAFIELDS_PER_CALL)) {
      const data = await this.query(shop, METAFIELDS_DELETE_MUTATION, { metafields }, metafieldsDeleteData);
      refuseUserErrors(data.metafieldsDelete.userErrors);
    }
  }

  async ensurePage(shop: AuthenticatedShop, page: StorePage): Promise<{ readonly url: string }> {
    const found = await this.query(shop, PAGE_BY_HANDLE_QUERY, { query: `handle:${page.handle}` }, pageByHandleData);
    const existing = found.pages.nodes.find((node) => node.handle === page.handle);
    if (existing) return { url: `/pages/${existing.handle}` };
    const data = await this.query(shop, PAGE_CREATE_MUTATION, { page: { handle: page.handle, title: page.title, body: page.body, isPublished: true } }, pageCreateData);
    const created = data.pageCreate.page;
    if (!created) throw upstreamFailure(`the Admin API refused the page (${data.pageCreate.userErrors[0]?.message ?? 'no page'})`);
    return { url: `/pages/${created.handle}` };
  }

  async createDiscountCode(shop: AuthenticatedShop, discount: DiscountCodeRequest): Promise<{ readonly id: string }> {
    const value =
      discount.discountType === DISCOUNT_TYPE_PERCENT
        ? { percentage: discount.value / PERCENT }
        : { discountAmount: { amount: discount.value.toFixed(2), appliesOnEachItem: false } };
    const basicCodeDiscount = {
      title: discount.title,
      code: discount.code,
      startsAt: discount.startsAt.toISOString(),
      endsAt: discount.endsAt?.toISOString() ?? null,
      context: { all: 'ALL' },
      customerGets: { value, items: { all: true } },
      appliesOncePerCustomer: true,
      usageLimit: discount.usageLimit,
      ...(discount.minimumSubtotal ? { minimumRequirement: { subtotal: { greaterThanOrEqualToSubtotal: discount.minimumSubtotal.toFixed(2) } } } : {}),
    };
    const data = await this.query(shop, DISCOUNT_CODE_BASIC_CREATE_MUTATION, { basicCodeDiscount }, discountCodeBasicCreateData);
    const created = data.discountCodeBasicCreate.codeDiscountNode;
    if (created) return { id: created.id };
    const errors = data.discountCodeBasicCreate.userErrors;
    if (errors.some((error) => error.code === DISCOUNT_CODE_TAKEN)) {
      const existing = await this.query(shop, DISCOUNT_CODE_BY_CODE_QUERY, { code: discount.code }, discountCodeByCodeData);
      if (existing.codeDiscountNodeByCode) return { id: existing.codeDiscountNodeByCode.id };
    }
    throw upstreamFailure(`the Admin API refused the discount code (${errors[0]?.message ?? 'no discount'})`);
  }

  async customer(shop: AuthenticatedShop, customerId: string): Promise<CustomerContact | null> {
    const data = await this.query(shop, CUSTOMER_CONTACT_QUERY, { id: customerGid(customerId) }, customerContactData);
    const found = data.customer;
    if (!found) return null;
    const address = found.defaultAddress;
    return {
      email: (found.defaultEmailAddress?.emailAddress ?? '').trim().toLowerCase(),
      firstName: found.firstName ?? '',
      locale: found.locale ?? '',
      defaultAddress: address ? { address1: address.address1 ?? '', zip: address.zip ?? '', countryCode: address.countryCodeV2 ?? '' } : null,
    };
  }

  /** `flowTriggerReceive`: a user error (an unknown handle, a payload Flow refuses) is a failure, never a silent drop. */
  async sendFlowTrigger(shop: AuthenticatedShop, trigger: FlowTrigger, payload: FlowPayload): Promise<void> {
    const data = await this.query(shop, FLOW_TRIGGER_RECEIVE_MUTATION, { handle: trigger, payload }, flowTriggerReceiveData);
    const [error] = data.flowTriggerReceive.userErrors;
    if (error) throw upstreamFailure(`Shopify Flow refused the trigger ${trigger} (${error.message})`);
  }

  async countOrders(shop: AuthenticatedShop, since: Date): Promise<number> {
    const data = await this.query(shop, ORDERS_COUNT_QUERY, { query: `created_at:>=${since.toISOString()}` }, ordersCountData);
    return data.ordersCount?.count ?? 0;
  }

  async orders(shop: AuthenticatedShop, page: OrderPageRequest): Promise<ShopifyOrderPage> {
    const data = await this.query(
      shop,
      ORDERS_QUERY,
      { first: page.first, after: page.after, query: `created_at:>=${page.since.toISOString()}` },
      ordersData,
    );
    return {
      orders: data.orders.nodes.map((node) => ({
        id: node.id,
        name: node.name,
        customerName: node.customer?.displayName ?? '',
        customerEmail: node.email ?? '',
        customerLocale: node.customerLocale ?? '',
        totalPrice: node.totalPriceSet.shopMoney.amount,
        placedAt: new Date(node.createdAt),
        fulfilledAt: node.fulfillments[0] ? new Date(node.fulfillments[0].createdAt) : null,
        cancelledAt: node.cancelledAt ? new Date(node.cancelledAt) : null,
        items: node.lineItems.nodes
          .filter((item) => item.product !== null)
          .map((item) => ({ productId: item.product!.id, title: item.title, quantity: item.quantity })),
      })),
      nextCursor: data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null,
    };
  }

  /** One Admin API call with this gateway's token, throttling and error handling (the billing gateway's too). */
  graphql<S extends z.ZodType>(shop: AuthenticatedShop, document: string, variables: Record<string, unknown>, dataSchema: S): Promise<z.infer<S>> {
    return this.query(shop, document, variables, dataSchema);
  }

  /** One Admin GraphQL call with the shop's grant, retried while throttled, its data zod-parsed. */
  async query<S extends z.ZodType>(
    shop: AuthenticatedShop,
    document: string,
    variables: Record<string, unknown>,
    dataSchema: S,
  ): Promise<z.infer<S>> {
    const url = `${this.baseUrlFor(shop.domain)}/admin/api/${SHOPIFY_ADMIN_API_VERSION}/graphql.json`;
    const accessToken = await this.accessTokenFor(shop);
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Access-Token': accessToken },
        body: JSON.stringify({ query: document, variables }),
        signal: AbortSignal.timeout(this.timeoutMs),
      }).catch(() => {
        throw upstreamFailure('the Admin API could not be reached');
      });
      const wait = await this.throttleWaitMs(response);
      if (wait !== null && attempt < MAX_ATTEMPTS && wait <= MAX_RETRY_WAIT_MS) {
        await sleep(wait);
        continue;
      }
      if (wait !== null) throw upstreamFailure('the Admin API is throttling this shop; try again shortly');
      return this.readData(response, dataSchema);
    }
  }

  /** How long to wait before retrying a throttled call, or null when the call was not throttled. */
  private async throttleWaitMs(response: Response): Promise<number | null> {
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'));
      return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_RETRY_WAIT_MS;
    }
    if (!response.ok) return null;
    const body = graphqlResponse.safeParse(await response.clone().json().catch(() => null));
    if (!body.success || !body.data.errors?.some((error) => error.extensions?.code === 'THROTTLED')) return null;
    const cost = body.data.extensions?.cost;
    if (!cost || cost.throttleStatus.restoreRate <= 0) return DEFAULT_RETRY_WAIT_MS;
    const missingPoints = cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable;
    return Math.max(0, Math.ceil((missingPoints / cost.throttleStatus.restoreRate) * 1000));
  }

  private async readData<S extends z.ZodType>(response: Response, dataSchema: S): Promise<z.infer<S>> {
    if (response.status === 401 || response.status === 403) throw upstreamFailure('the shop refused our access token');
    if (!response.ok) throw upstreamFailure(`the Admin API answered ${response.status}`);
    const body = graphqlResponse.safeParse(await response.json().catch(() => null));
    if (!body.success) throw upstreamFailure('the Admin API answered something that is not GraphQL');
    if (body.data.errors?.length) throw upstreamFailure(`the Admin API refused the query (${body.data.errors[0]?.message ?? 'error'})`);
    const data = dataSchema.safeParse(body.data.data);
    if (!data.success) throw upstreamFailure('the Admin API answered with an unexpected shape');
    return data.data;
  }
}

function refuseUserErrors(errors: readonly { readonly message: string }[]): void {
  if (errors.length > 0) throw upstreamFailure(`the Admin API refused the metafields (${errors[0]!.message})`);
}

/** Shopify's search syntax reserves these characters; a backslash makes them literal. */
const SEARCH_SPECIAL_CHARACTERS = /[\\:()"']/g;

/** Each word must start a word of the title (Shopify's prefix query). */
function titleTerms(keyword: string): string[] {
  return keywordWords(keyword).map((word) => `title:${word.replace(SEARCH_SPECIAL_CHARACTERS, '\\$&')}*`);
}

function searchQuery(terms: readonly string[]): string | null {
  return terms.length > 0 ? terms.join(' AND ') : null;
}
