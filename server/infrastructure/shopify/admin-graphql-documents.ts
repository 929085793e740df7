import { z } from 'zod';
import { PRODUCT_STATUSES } from '../../../src/domain/catalog/product-status';

/** The Admin API version every call is pinned to. */
export const SHOPIFY_ADMIN_API_VERSION = '2025-10';

export const SHOP_INFO_QUERY = /* GraphQL */ `
  query StarlingShopInfo {
    shop {
      name
      myshopifyDomain
      email
      contactEmail
      shopOwnerName
      currencyCode
      currencyFormats {
        moneyFormat
      }
      ianaTimezone
      plan {
        publicDisplayName
      }
      primaryDomain {
        host
      }
    }
  }
`;

/** The main theme's files that say whether our app embed and app block are in place. */
export const THEME_SETTINGS_FILE = 'config/settings_data.json';
export const PRODUCT_TEMPLATE_FILE = 'templates/product.json';

export const THEME_APP_FILES_QUERY = /* GraphQL */ `
  query StarlingThemeAppFiles {
    themes(first: 1, roles: [MAIN]) {
      nodes {
        files(filenames: ["${THEME_SETTINGS_FILE}", "${PRODUCT_TEMPLATE_FILE}"]) {
          nodes {
            filename
            body {
              ... on OnlineStoreThemeFileBodyText {
                content
              }
            }
          }
        }
      }
    }
  }
`;

export const SHOP_LOCALES_QUERY = /* GraphQL */ `
  query StarlingShopLocales {
    shopLocales(published: true) {
      locale
      name
      primary
    }
  }
`;

export const PRODUCTS_QUERY = /* GraphQL */ `
  query StarlingPickerProducts($first: Int!, $variantsFirst: Int!, $query: String) {
    products(first: $first, query: $query, sortKey: TITLE) {
      nodes {
        id
        title
        status
        hasOnlyDefaultVariant
        featuredMedia {
          preview {
            image {
              url
              altText
            }
          }
        }
        variantsCount {
          count
        }
        variants(first: $variantsFirst) {
          nodes {
            id
            title
            price
            inventoryQuantity
          }
        }
      }
    }
  }
`;

/** Products by id or handle (a review import's references): `ids` by node, handles by search. */
export const PRODUCTS_BY_REFERENCE_QUERY = /* GraphQL */ `
  query StarlingImportProducts($ids: [ID!]!, $first: Int!, $query: String!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
        title
      }
    }
    products(first: $first, query: $query) {
      nodes {
        id
        handle
        title
      }
    }
  }
`;

export const COLLECTIONS_QUERY = /* GraphQL */ `
  query StarlingPickerCollections($first: Int!, $query: String) {
    collections(first: $first, query: $query, sortKey: TITLE) {
      nodes {
        id
        title
        image {
          url
          altText
        }
        productsCount {
          count
        }
      }
    }
  }
`;

const image = z.object({ url: z.string(), altText: z.string().nullable() }).nullable();

export const shopInfoData = z.object({
  shop: z.object({
    name: z.string(),
    myshopifyDomain: z.string(),
    email: z.string().nullable(),
    contactEmail: z.string().nullable(),
    shopOwnerName: z.string(),
    currencyCode: z.string(),
    currencyFormats: z.object({ moneyFormat: z.string() }),
    ianaTimezone: z.string(),
    plan: z.object({ publicDisplayName: z.string() }),
    primaryDomain: z.object({ host: z.string() }),
  }),
});

export const themeAppFilesData = z.object({
  themes: z.object({
    nodes: z.array(
      z.object({
        files: z
          .object({
            nodes: z.array(z.object({ filename: z.string(), body: z.object({ content: z.string().optional() }) })),
          })
          .nullable(),
      }),
    ),
  }),
});

export const shopLocalesData = z.object({
  shopLocales: z.array(z.object({ locale: z.string().min(1), name: z.string(), primary: z.boolean() })),
});

const productIdentity = z.object({ id: z.string(), handle: z.string(), title: z.string() });

export const productsByReferenceData = z.object({
  nodes: z.array(z.union([productIdentity, z.object({}).strict(), z.null()])),
  products: z.object({ nodes: z.array(productIdentity) }),
});

export const productsData = z.object({
  products: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        status: z.enum(PRODUCT_STATUSES),
        hasOnlyDefaultVariant: z.boolean(),
        featuredMedia: z.object({ preview: z.object({ image }).nullable() }).nullable(),
        variantsCount: z.object({ count: z.number().int() }).nullable(),
        variants: z.object({
          nodes: z.array(
            z.object({
              id: z.string(),
              title: z.string(),
              price: z.string(),
              inventoryQuantity: z.number().int().nullable(),
            }),
          ),
        }),
      }),
    ),
  }),
});

export const collectionsData = z.object({
  collections: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        image,
        productsCount: z.object({ count: z.number().int() }).nullable(),
      }),
    ),
  }),
});

/** The envelope of every GraphQL answer, with the cost figures used to wait out throttling. */
export const graphqlResponse = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(z.object({ message: z.string(), extensions: z.object({ code: z.string().optional() }).optional() }))
    .optional(),
  extensions: z
    .object({
      cost: z
        .object({
          requestedQueryCost: z.number(),
          throttleStatus: z.object({ currentlyAvailable: z.number(), restoreRate: z.number() }),
        })
        .optional(),
    })
    .optional(),
});

/**
 * The owners of the shop-wide metafields, in one call: the app installation owns the app-data
 * metafields the theme reads (`app.metafields` in Liquid), the shop those a checkout extension reads.
 */
export const METAFIELD_OWNERS_QUERY = /* GraphQL */ `
  query StarlingMetafieldOwners {
    currentAppInstallation {
      id
    }
    shop {
      id
    }
  }
`;

export const metafieldOwnersData = z.object({ currentAppInstallation: z.object({ id: z.string() }), shop: z.object({ id: z.string() }) });

/** Shopify takes at most 25 metafields per metafieldsSet. */
export const METAFIELDS_PER_CALL = 25;

export const METAFIELDS_SET_MUTATION = /* GraphQL */ `
  mutation StarlingMetafieldsSet($metafields: [MetafieldsSetInput!]!) {
    metafieldsSet(metafields: $metafields) {
      userErrors {
        field
        message
      }
    }
  }
`;

export const METAFIELDS_DELETE_MUTATION = /* GraphQL */ `
  mutation StarlingMetafieldsDelete($metafields: [MetafieldIdentifierInput!]!) {
    metafieldsDelete(metafields: $metafields) {
      userErrors {
        field
        message
      }
    }
  }
`;

const userErrors = z.array(z.object({ message: z.string() }));
export const metafieldsSetData = z.object({ metafieldsSet: z.object({ userErrors }) });
export const metafieldsDeleteData = z.object({ metafieldsDelete: z.object({ userErrors }) });

/** Starts the shop's Flow workflows that begin with one of our trigger extensions (docs/product/shopify-flow.md). */
export const FLOW_TRIGGER_RECEIVE_MUTATION = /* GraphQL */ `
  mutation StarlingFlowTriggerReceive($handle: String!, $payload: JSON!) {
    flowTriggerReceive(handle: $handle, payload: $payload) {
      userErrors {
        field
        message
      }
    }
  }
`;

export const flowTriggerReceiveData = z.object({ flowTriggerReceive: z.object({ userErrors }) });

/** An online store page by handle (create_sidetab_review_page makes it once). */
export const PAGE_BY_HANDLE_QUERY = /* GraphQL */ `
  query StarlingPageByHandle($query: String!) {
    pages(first: 1, query: $query) {
      nodes {
        handle
      }
    }
  }
`;

export const pageByHandleData = z.object({ pages: z.object({ nodes: z.array(z.object({ handle: z.string() })) }) });

export const PAGE_CREATE_MUTATION = /* GraphQL */ `
  mutation StarlingPageCreate($page: PageCreateInput!) {
    pageCreate(page: $page) {
      page {
        handle
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const pageCreateData = z.object({ pageCreate: z.object({ page: z.object({ handle: z.string() }).nullable(), userErrors }) });

/**
 * A basic code discount (docs/product/collect-discount.md): `context: { all: ALL }` (2025-10; the
 * older `customerSelection` is deprecated), the whole order, once per customer, `usageLimit` uses.
 */
export const DISCOUNT_CODE_BASIC_CREATE_MUTATION = /* GraphQL */ `
  mutation StarlingDiscountCodeBasicCreate($basicCodeDiscount: DiscountCodeBasicInput!) {
    discountCodeBasicCreate(basicCodeDiscount: $basicCodeDiscount) {
      codeDiscountNode {
        id
      }
      userErrors {
        code
        message
      }
    }
  }
`;

/** The discount that holds a code: a retry of a create whose code is TAKEN finds the first one. */
export const DISCOUNT_CODE_BY_CODE_QUERY = /* GraphQL */ `
  query StarlingDiscountCodeByCode($code: String!) {
    codeDiscountNodeByCode(code: $code) {
      id
    }
  }
`;

/** Shopify's DiscountErrorCode for a code the shop already has. */
export const DISCOUNT_CODE_TAKEN = 'TAKEN';

export const discountCodeBasicCreateData = z.object({
  discountCodeBasicCreate: z.object({
    codeDiscountNode: z.object({ id: z.string() }).nullable(),
    userErrors: z.array(z.object({ message: z.string(), code: z.string().nullable().optional() })),
  }),
});

export const discountCodeByCodeData = z.object({ codeDiscountNodeByCode: z.object({ id: z.string() }).nullable() });

/** The advocate of a referral (docs/product/referrals.md#fraud-checks): whom to thank, and what the self-referral checks compare. */
export const CUSTOMER_CONTACT_QUERY = /* GraphQL */ `
  query StarlingCustomerContact($id: ID!) {
    customer(id: $id) {
      firstName
      locale
      defaultEmailAddress {
        emailAddress
      }
      defaultAddress {
        address1
        zip
        countryCodeV2
      }
    }
  }
`;

export const customerContactData = z.object({
  customer: z
    .object({
      firstName: z.string().nullable(),
      locale: z.string().nullable(),
      defaultEmailAddress: z.object({ emailAddress: z.string().nullable() }).nullable(),
      defaultAddress: z.object({ address1: z.string().nullable(), zip: z.string().nullable(), countryCodeV2: z.string().nullable() }).nullable(),
    })
    .nullable(),
});

/** The back-fill of past orders (docs/product/collect-orders.md): how many the period holds. */
export const ORDERS_COUNT_QUERY = /* GraphQL */ `
  query StarlingOrdersCount($query: String!) {
    ordersCount(query: $query, limit: null) {
      count
    }
  }
`;

export const ordersCountData = z.object({ ordersCount: z.object({ count: z.number() }).nullable() });

/** A page of the period's orders, oldest first, with line items, fulfilment and the customer's locale. */
export const ORDERS_QUERY = /* GraphQL */ `
  query StarlingPastOrders($first: Int!, $after: String, $query: String!) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
      nodes {
        id
        name
        createdAt
        cancelledAt
        customerLocale
        email
        totalPriceSet {
          shopMoney {
            amount
          }
        }
        customer {
          displayName
        }
        fulfillments(first: 1) {
          createdAt
        }
        lineItems(first: 20) {
          nodes {
            title
            quantity
            product {
              id
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

export const ordersData = z.object({
  orders: z.object({
    nodes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        createdAt: z.string(),
        cancelledAt: z.string().nullable(),
        customerLocale: z.string().nullable(),
        email: z.string().nullable(),
        totalPriceSet: z.object({ shopMoney: z.object({ amount: z.string() }) }),
        customer: z.object({ displayName: z.string() }).nullable(),
        fulfillments: z.array(z.object({ createdAt: z.string() })),
        lineItems: z.object({
          nodes: z.array(z.object({ title: z.string(), quantity: z.number(), product: z.object({ id: z.string() }).nullable() })),
        }),
      }),
    ),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
  }),
});

/** The feed's products by id (docs/product/google-shopping.md#where-the-products-come-from); a deleted product's node is null. */
export const FEED_PRODUCTS_QUERY = /* GraphQL */ `
  query StarlingFeedProducts($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        title
        handle
        status
        vendor
        onlineStoreUrl
        variants(first: 10) {
          nodes {
            sku
            barcode
          }
        }
      }
    }
  }
`;

const feedProduct = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  status: z.enum(['ACTIVE', 'DRAFT', 'ARCHIVED', 'UNLISTED']),
  vendor: z.string(),
  onlineStoreUrl: z.string().nullable(),
  variants: z.object({ nodes: z.array(z.object({ sku: z.string().nullable(), barcode: z.string().nullable() })) }),
});

export const feedProductsData = z.object({
  nodes: z.array(z.union([feedProduct, z.object({}).strict(), z.null()])),
});
