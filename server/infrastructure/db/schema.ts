/**
 * One schema for PGlite and PostgreSQL. Every tenant table starts its primary key, indexes and
 * foreign keys with shop_id, so the schema can be distributed by shop (Citus) and no query
 * needs to join across shops.
 */

import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const shopId = () => bigint('shop_id', { mode: 'number' }).notNull();

export const shops = pgTable(
  'shops',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    owner: text('owner').notNull().default(''),
    email: text('email').notNull().default(''),
    customDomain: text('custom_domain').notNull().default(''),
    shopifyPlan: text('shopify_plan').notNull().default('basic'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    currencyCode: text('currency_code').notNull().default('USD'),
    timeZone: text('time_zone').notNull().default('UTC'),
    reviewsApiKey: text('reviews_api_key').notNull(),
    pricingPlanId: smallint('pricing_plan_id').notNull(),
    isSelectedPlan: boolean('is_selected_plan').notNull().default(false),
    skipInstall: boolean('skip_install').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    themeEmbedEnabled: boolean('theme_embed_enabled').notNull().default(false),
    themeAppBlockEnabled: boolean('theme_app_block_enabled').notNull().default(false),
    emailQuotaUsed: integer('email_quota_used').notNull().default(0),
    emailQuotaResetAt: timestamp('email_quota_reset_at', { withTimezone: true, mode: 'date' }),
    installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true, mode: 'date' }),
    /** AES-256-GCM ciphertexts (Shopify mode); null in development store mode. */
    accessTokenCiphertext: text('access_token_ciphertext'),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    accessScopes: text('access_scopes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('shops_domain_key').on(table.domain)],
);

/** The '1'/'2' flags and other key/value settings of spec §3 (shop config, banner status). */
export const shopConfigEntries = pgTable(
  'shop_config_entries',
  {
    shopId: shopId(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.namespace, table.key] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** Whole settings documents: user settings, self-defined storefront words per language. */
export const shopDocuments = pgTable(
  'shop_documents',
  {
    shopId: shopId(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.kind] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

export const products = pgTable(
  'products',
  {
    shopId: shopId(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('products_shop_title_idx').on(table.shopId, table.title),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    shopId: shopId(),
    id: text('id').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    inventoryQuantity: integer('inventory_quantity').notNull().default(0),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId, table.productId], foreignColumns: [products.shopId, products.id] }).onDelete(
      'cascade',
    ),
    index('product_variants_shop_product_idx').on(table.shopId, table.productId, table.position),
  ],
);

export const collections = pgTable(
  'collections',
  {
    shopId: shopId(),
    id: text('id').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    shopId: shopId(),
    collectionId: text('collection_id').notNull(),
    productId: text('product_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.collectionId, table.productId] }),
    foreignKey({
      columns: [table.shopId, table.collectionId],
      foreignColumns: [collections.shopId, collections.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [table.shopId, table.productId], foreignColumns: [products.shopId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    shopId: shopId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    totalPrice: numeric('total_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, mode: 'date' }),
    reviewRequestSentAt: timestamp('review_request_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('orders_shop_placed_idx').on(table.shopId, table.placedAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: text('product_id').notNull(),
    orderId: text('order_id'),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull().default(''),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    source: text('source').notNull(),
    verified: boolean('verified').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    topReview: boolean('top_review').notNull().default(false),
    inShows: boolean('in_shows').notNull().default(false),
    published: boolean('published').notNull().default(true),
    photoCount: smallint('photo_count').notNull().default(0),
    videoCount: smallint('video_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    country: text('country').notNull().default(''),
    originalLanguage: text('original_language').notNull().default(''),
    replyBody: text('reply_body'),
    replyPublished: boolean('reply_published').notNull().default(false),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    commentedAt: timestamp('commented_at', { withTimezone: true, mode: 'date' }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('reviews_shop_commented_idx').on(table.shopId, table.commentedAt.desc()),
    index('reviews_shop_product_idx').on(table.shopId, table.productId, table.commentedAt.desc()),
    index('reviews_shop_author_email_idx').on(table.shopId, table.authorEmail),
  ],
);

export const reviewMedia = pgTable(
  'review_media',
  {
    shopId: shopId(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    url: text('url').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.reviewId, table.position] }),
    foreignKey({ columns: [table.shopId, table.reviewId], foreignColumns: [reviews.shopId, reviews.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const questions = pgTable(
  'questions',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: text('product_id').notNull(),
    questionerName: text('questioner_name').notNull(),
    questionerEmail: text('questioner_email').notNull().default(''),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(false),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('questions_shop_asked_idx').on(table.shopId, table.askedAt.desc()),
  ],
);

export const answers = pgTable(
  'answers',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(true),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId, table.questionId], foreignColumns: [questions.shopId, questions.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Files merchants and customers uploaded through get_policy_token; bytes live in file storage. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    shopId: shopId(),
    key: text('key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.key] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** Webhook deliveries already handled, by X-Shopify-Event-Id, so a retry changes nothing. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    shopDomain: text('shop_domain').notNull(),
    eventId: text('event_id').notNull(),
    topic: text('topic').notNull(),
    outcome: jsonb('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopDomain, table.eventId] })],
);

/** Super-admin signs already exchanged: each sign works once. */
export const usedSigns = pgTable(
  'used_signs',
  {
    shopId: shopId(),
    sign: text('sign').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.sign] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

