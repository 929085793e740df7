/**
 * One schema for PGlite and PostgreSQL. Every tenant table starts its primary key, indexes and
 * foreign keys with shop_id, so the schema can be distributed by shop (Citus) and no query
 * needs to join across shops.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * JavaScript's String#trim white space (WhiteSpace and LineTerminator of ECMA-262): a body with
 * any other character has text. PostgreSQL's \s and btrim differ, so the set is spelled out.
 */
const HAS_TEXT_SQL =
  "body ~ '[^\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]'";

/**
 * What makes two reviews the same review for de-duplication (docs/product/import.md#duplicates):
 * same product, same author (folded as the search folds it), same text (trimmed, runs of white
 * space as one, lower case) on the same UTC day. A stored column, so every insert path has it and
 * an import finds an earlier copy, from any source, through one index.
 */
export const REVIEW_DEDUP_KEY_SQL =
  "md5(product_id || chr(31) || author_search || chr(31) || lower(regexp_replace(btrim(body), '\\s+', ' ', 'g')) || chr(31) || (((commented_at at time zone 'UTC')::date - date '2000-01-01')::text))";

/**
 * The words of a review's title and text for the full-text search (docs/product/reviews.md#filters):
 * the `simple` configuration (no stemming, no stop words: reviews come in 20 languages) over
 * review_search_fold, which migration 0020 defines (NFKD, Latin accents stripped, lower case) and
 * the query side applies to the keyword too, so both sides fold alike on PGlite and PostgreSQL.
 */
export const REVIEW_SEARCH_VECTOR_SQL = "to_tsvector('simple'::regconfig, review_search_fold(title || ' ' || body))";

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** E-mails bought as usage charges this quota period; renews with email_quota_used. */
    emailQuotaExtra: integer('email_quota_extra').notNull().default(0),
    emailQuotaResetAt: timestamp('email_quota_reset_at', { withTimezone: true, mode: 'date' }),
    installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Counts the shop's storefront changes (queueStorefrontChange, in the change's transaction): what
     * a process remembers of the shop's storefront (its widget settings, its product groups) holds
     * while this number is the one it was read with (StorefrontVersionMemo).
     */
    storefrontVersion: integer('storefront_version').notNull().default(0),
    /** AES-256-GCM ciphertexts (Shopify mode); null in development store mode. */
    accessTokenCiphertext: text('access_token_ciphertext'),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    accessScopes: text('access_scopes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The public API finds the shop by its key on every request (docs/api/public-api.md).
  (table) => [uniqueIndex('shops_domain_key').on(table.domain), uniqueIndex('shops_reviews_api_key_key').on(table.reviewsApiKey)],
);

/** The '1'/'2' flags and other key/value settings of docs/product/spec-map.md §3 (shop config, banner status). */
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
    /** Shopify's vendor: the brand in the Google Product Ratings feed (docs/product/google-shopping.md). */
    vendor: text('vendor').notNull().default(''),
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
    /** Shopify's SKU and barcode (a GTIN when it is one): the Google feed's product ids. */
    sku: text('sku').notNull().default(''),
    barcode: text('barcode').notNull().default(''),
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
    /** Shopify's customer_locale ('' when the order does not say): the language of its e-mails. */
    customerLocale: text('customer_locale').notNull().default(''),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /**
     * The customer had reviewed the shop before placing the order (its revenue is retention
     * revenue): set by a trigger when the order is written (docs/product/analytics.md#retention-revenue).
     */
    reviewedBeforePlaced: boolean('reviewed_before_placed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('orders_shop_placed_idx').on(table.shopId, table.placedAt),
    // An import's reviewer is a verified buyer when an order of theirs holds the product (docs/product/import.md#verification).
    index('orders_shop_email_idx').on(table.shopId, sql`lower(${table.customerEmail})`),
  ],
);

/** An order's products, as the order listed them (no foreign key: a product may be deleted later). */
export const orderItems = pgTable(
  'order_items',
  {
    shopId: shopId(),
    orderId: text('order_id').notNull(),
    position: smallint('position').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.orderId, table.position] }),
    foreignKey({ columns: [table.shopId, table.orderId], foreignColumns: [orders.shopId, orders.id] }).onDelete('cascade'),
  ],
);

/**
 * The collect e-mails, one row per e-mail a customer gets (docs/product/collect.md#sending): the
 * row IS the job. Its key names the order (or review) and the step, so an e-mail is scheduled once
 * however often Shopify repeats a webhook; a worker claims due rows with SKIP LOCKED and a lease.
 */
export const collectMails = pgTable(
  'collect_mails',
  {
    shopId: shopId(),
    /** 'order:<order id>:<step>' or 'review:<review id>:<type>'. */
    key: text('key').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    reviewId: bigint('review_id', { mode: 'number' }),
    step: smallint('step'),
    recipient: text('recipient').notNull(),
    /** scheduled | sending | sent | skipped | failed */
    state: text('state').notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When the customer opened the review form from this e-mail (a link, not a tracking pixel). */
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    skipReason: text('skip_reason'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.key] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('collect_mails_shop_order_idx').on(table.shopId, table.orderId),
    // The analytics' review requests sent in a period (docs/product/analytics.md#figures).
    index('collect_mails_shop_sent_idx').on(table.shopId, table.sentAt).where(sql`${table.sentAt} is not null`),
    // The workers' claim: only the rows still to send are in it.
    index('collect_mails_due_idx')
      .on(table.dueAt)
      .where(sql`state in ('scheduled', 'sending')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: text('product_id').notNull(),
    orderId: text('order_id'),
    /** The Shopify customer (numeric id) who wrote it signed in, as Shopify's app proxy signed it; null otherwise. */
    customerId: text('customer_id'),
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
    /**
     * The neutral reason (src/domain/reviews/moderation-reasons.ts) given when the merchant last hid
     * this review; null while it is published, or when it was hidden without one (an import, a
     * moderation rule, or before reasons were asked): docs/product/review-moderation.md.
     */
    moderationReason: text('moderation_reason'),
    photoCount: smallint('photo_count').notNull().default(0),
    videoCount: smallint('video_count').notNull().default(0),
    helpfulCount: integer('helpful_count').notNull().default(0),
    country: text('country').notNull().default(''),
    originalLanguage: text('original_language').notNull().default(''),
    /**
     * foldSearchText(author_name) and foldSearchText(title) (src/domain/reviews): lower-cased,
     * NFKD, accents stripped. JavaScript folds them on every write (PostgreSQL's lower() depends on
     * the database locale and cannot strip every combining mark), so the search is the domain's.
     */
    authorSearch: text('author_search').notNull().default(''),
    titleSearch: text('title_search').notNull().default(''),
    /** hasBodyText: the body has a character JavaScript's trim() keeps (its white-space set, exactly). */
    hasText: boolean('has_text').generatedAlwaysAs(sql`${sql.raw(HAS_TEXT_SQL)}`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`${sql.raw(REVIEW_SEARCH_VECTOR_SQL)}`),
    replyBody: text('reply_body'),
    replyPublished: boolean('reply_published').notNull().default(false),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    commentedAt: timestamp('commented_at', { withTimezone: true, mode: 'date' }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    /**
     * A "verified reviewer": the source knew the reviewer's e-mail but we found no order of theirs
     * (a verified buyer has `verified`). Imported reviews are at most this unless their order is found.
     */
    reviewerVerified: boolean('reviewer_verified').notNull().default(false),
    /** The reviewer got something for the review (a discount, a free product): disclosed wherever it shows. */
    incentivized: boolean('incentivized').notNull().default(false),
    /** Provenance of an imported review (docs/product/import.md#provenance): the import, its origin, file or page, and row. */
    importJobId: bigint('import_job_id', { mode: 'number' }),
    importOrigin: text('import_origin'),
    importLabel: text('import_label'),
    importRow: integer('import_row'),
    dedupKey: text('dedup_key').generatedAlwaysAs(sql`${sql.raw(REVIEW_DEDUP_KEY_SQL)}`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    // The list's default order (commented_at desc, id desc) is a backward scan of these; each
    // filter column sits between shop_id and the sort keys so a filtered page is an index range.
    // rating and source trail the sort keys so the analytics' counts by day, rating and source
    // read this index alone (an index-only scan, docs/product/analytics.md#speed); author_search
    // too, so a common author search walks it without reading the rows it rejects (decision 0082).
    index('reviews_shop_commented_idx').on(table.shopId, table.commentedAt, table.id, table.rating, table.source, table.authorSearch),
    index('reviews_shop_product_idx').on(table.shopId, table.productId, table.commentedAt, table.id),
    index('reviews_shop_rating_idx').on(table.shopId, table.rating, table.commentedAt, table.id),
    index('reviews_shop_source_idx').on(table.shopId, table.source, table.commentedAt, table.id),
    // No index holds `published` (nor any column a bulk action sets, other than the partial
    // indexes' flags): publishing and unpublishing then change no index key, so with the table's
    // fillfactor (migration 0002) they are HOT updates that write no index entry. The published /
    // unpublished filter reads the commented_at index and checks the flag on the row.
    // Featured, top and shows reviews are the few a merchant picks: partial indexes stay small.
    index('reviews_shop_featured_idx').on(table.shopId, table.commentedAt, table.id).where(sql`${table.featured}`),
    index('reviews_shop_top_idx').on(table.shopId, table.commentedAt, table.id).where(sql`${table.topReview}`),
    index('reviews_shop_shows_idx').on(table.shopId, table.commentedAt, table.id).where(sql`${table.inShows}`),
    index('reviews_shop_author_email_idx').on(table.shopId, table.authorEmail),
    // The analytics' retention revenue: did this order's customer review the shop before (docs/product/analytics.md#retention-revenue)?
    index('reviews_shop_author_email_lower_idx').on(table.shopId, sql`lower(${table.authorEmail})`, table.commentedAt),
    // The orders list asks of each order whether a review names it (docs/product/collect-orders.md).
    index('reviews_shop_order_idx').on(table.shopId, table.orderId).where(sql`${table.orderId} is not null`),
    // The author/title substring search (LIKE '%…%' on the folded copies): trigram GIN indexes led
    // by shop_id (btree_gin), so one index scan yields only the shop's candidates. Migration 0002
    // creates pg_trgm and btree_gin; PGlite loads both in database.ts.
    index('reviews_shop_author_trgm_idx').using('gin', table.shopId, table.authorSearch.op('gin_trgm_ops')),
    index('reviews_shop_title_trgm_idx').using('gin', table.shopId, table.titleSearch.op('gin_trgm_ops')),
    // The `all` search's words of title and text, led by shop_id like the trigram indexes above.
    index('reviews_shop_search_vector_idx').using('gin', table.shopId, table.searchVector),
    index('reviews_shop_dedup_idx').on(table.shopId, table.dedupKey),
    index('reviews_shop_import_idx').on(table.shopId, table.importJobId).where(sql`${table.importJobId} is not null`),
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

/**
 * Bulk actions on more rows than one request should hold (update_reviews, delete_reviews): a job
 * succeeds or, when it fails, is undone from its journal (bulk_job_journal; decisions 0029, 0047).
 * The row is the job's queue entry, cursor and progress for every process (decision 0080): the
 * ids it takes, fixed when asked; `next_chunk`, moved in the transaction of each chunk; and the
 * lease of the process running it. A job whose lease ran out (its process died) is taken over
 * by another process from `next_chunk`.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    action: text('action', { enum: ['update', 'delete'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull(),
    /** Once failed, why; while 'running', set when the job failed and its undo has not ended yet. */
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Which feature's work runs the job (the runner's registry), with its settings; null for a job from before resuming. */
    kind: text('kind'),
    params: jsonb('params'),
    /** The rows the job takes, ascending, as selected when it was asked; chunk n is ids[n * chunk_size + 1 : (n + 1) * chunk_size]. */
    ids: bigint('ids', { mode: 'number' }).array(),
    chunkSize: integer('chunk_size'),
    /** The first chunk not yet committed: a resumed job starts here. */
    nextChunk: integer('next_chunk').notNull().default(0),
    leaseOwner: text('lease_owner'),
    /** Renewed by each chunk's commit; once past, another process may take the job over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('bulk_jobs_running_idx').on(table.shopId, table.id).where(sql`${table.status} = 'running'`),
  ],
);

/**
 * What undoes the committed chunks of a bulk job that commits chunk by chunk (the embedded
 * database, decision 0047): per chunk and table, the rows as they were, as one json array. For
 * 'deleted', whole rows: the job's own and every row that cascaded from them; for 'updated', the
 * key and the prior values of the columns set, with `written` the values the job set (an undo
 * restores a column only where it still holds them). Written in the transaction of the chunk it
 * undoes; a job that succeeds drops it in the transaction that records the success.
 */
export const bulkJobJournal = pgTable(
  'bulk_job_journal',
  {
    shopId: shopId(),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    chunk: integer('chunk').notNull(),
    /** Undone in ascending order within a chunk: a deleted row before the rows that cascaded from it. */
    step: smallint('step').notNull(),
    tableName: text('table_name').notNull(),
    change: text('change', { enum: ['updated', 'deleted', 'inserted'] }).notNull(),
    /** json, not jsonb, stored uncompressed (migration 0005): written once, read once, so building it is what counts. */
    rows: json('rows').notNull(),
    written: json('written'),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.jobId, table.chunk, table.step] }),
    foreignKey({ columns: [table.shopId, table.jobId], foreignColumns: [bulkJobs.shopId, bulkJobs.id] }).onDelete('cascade'),
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
    /**
     * foldSearchText(questioner_name) and foldSearchText(body) (src/domain/reviews), folded in
     * JavaScript on every write as the reviews' search columns are, so get_questions' keyword
     * search is the domain's case- and accent-insensitive substring match.
     */
    questionerSearch: text('questioner_search').notNull().default(''),
    bodySearch: text('body_search').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('questions_shop_asked_idx').on(table.shopId, table.askedAt.desc()),
    // get_questions' published tab and its unpublished count.
    index('questions_shop_published_idx').on(table.shopId, table.published, table.askedAt.desc()),
    index('questions_shop_product_idx').on(table.shopId, table.productId, table.askedAt.desc()),
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
    // A question's answers (the list, the answered filter, the cascade when a question is deleted).
    index('answers_shop_question_idx').on(table.shopId, table.questionId, table.answeredAt),
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


/**
 * A shop's saved views of an admin list (get_saved_views): a name and the list's filter as its
 * address writes it. Names are unique in a list ignoring case, as the admin's tabs read them.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    filter: text('filter').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    uniqueIndex('saved_views_shop_list_name_key').on(table.shopId, table.list, sql`lower(${table.name})`),
  ],
);

/**
 * The server processes running on this PostgreSQL, each with the last time it said it was alive
 * (docs/decisions/0084-process-heartbeats.md). A process whose heartbeat stopped has its work
 * leases handed back by the next live process's beat, not after each lease's length. Not a
 * shop's data. The embedded database has one process and never writes here.
 */
export const serverProcesses = pgTable('server_processes', {
  /** `host:pid:random`; its workers' lease owners are this id, a colon and a tail of their own. */
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Rate limit counters shared by every server process on PostgreSQL, and Redis's fallback when
 * REDIS_URL is set (decision 0076; the embedded database counts in memory). Not a shop's data: a key names an address or a shop as the request named it
 * (docs/product/api.md#rate-limits). Columns as rate-limiter-flexible's Drizzle store expects.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/**
 * Products whose storefront data (rating metafields and first page of reviews) must be written
 * again, and '' for the shop's own storefront data (widget settings, words). A trigger on reviews
 * and review_media (migration 0006) adds a row in the transaction of every change, whichever code
 * made it, so no change is missed; the storefront sync claims rows, writes to Shopify and deletes
 * each row it wrote, unless it was queued again meanwhile (docs/product/storefront.md#sync).
 */
export const storefrontSyncQueue = pgTable(
  'storefront_sync_queue',
  {
    shopId: shopId(),
    productId: text('product_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set while a sync writes it; a claim older than the sync's lease is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    /** Failed writes so far; after the last allowed one the row is dropped (a new change queues it again). */
    attempts: integer('attempts').notNull().default(0),
    /** After a failure, not claimed before this (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.productId] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('storefront_sync_queue_queued_idx').on(table.queuedAt),
  ],
);

/**
 * Development store mode's Shopify metafields: what the Shopify gateway writes there, the demo
 * storefront reads, as a theme reads a product's or the app's metafields. owner_id is a product
 * id, or '' for the app installation's own (app-data) metafields.
 */
export const storefrontMetafields = pgTable(
  'storefront_metafields',
  {
    shopId: shopId(),
    ownerId: text('owner_id').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.ownerId, table.namespace, table.key] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** One helpful vote per shopper and review: the shopper is a random id their browser keeps, nothing personal. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    shopId: shopId(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    voter: text('voter').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.reviewId, table.voter] }),
    foreignKey({ columns: [table.shopId, table.reviewId], foreignColumns: [reviews.shopId, reviews.id] }).onDelete('cascade'),
  ],
);

/**
 * Reviews in a shopper's language, kept once translated (docs/product/storefront.md#translation).
 * `source_hash` is of the words translated: a review or reply edited since is translated again.
 */
export const reviewTranslations = pgTable(
  'review_translations',
  {
    shopId: shopId(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceHash: text('source_hash').notNull(),
    sourceLanguage: text('source_language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    replyBody: text('reply_body'),
    translatedAt: timestamp('translated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.reviewId, table.targetLanguage] }),
    foreignKey({ columns: [table.shopId, table.reviewId], foreignColumns: [reviews.shopId, reviews.id] }).onDelete('cascade'),
  ],
);

/**
 * The storefront beacon's counts per shop and day (the shop's calendar): page views and widget
 * impressions (docs/product/storefront.md#beacon). No shopper is stored.
 */
export const storefrontDailyStats = pgTable(
  'storefront_daily_stats',
  {
    shopId: shopId(),
    day: text('day').notNull(),
    /** 'page_view', or 'widget_impression:<widget>'. */
    metric: text('metric').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day, table.metric] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * One row per visitor a day, to count unique visitors: the key is a hash of the day's random salt,
 * the shop, the address and the browser, so it tells nothing about the shopper once the salt is
 * gone (beacon_salts keeps two days).
 */
export const storefrontDailyVisitors = pgTable(
  'storefront_daily_visitors',
  {
    shopId: shopId(),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day, table.visitor] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * The analytics' roll-ups (docs/product/analytics.md#how-the-figures-are-kept): per shop and
 * shop-local day, kept current by triggers on reviews, orders and collect_mails (migration
 * analytics_rollup_triggers), so a period's figures are a sum of at most a few thousand rows.
 */
export const reviewDailyCounts = pgTable(
  'review_daily_counts',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    rating: smallint('rating').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day, table.rating] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** The columns a group of facet counts is keyed on (review_facet_counts, review_facet_day_counts): fresh builders for each table. */
function facetGroupColumns() {
  return {
    rating: smallint('rating').notNull(),
    published: boolean('published').notNull(),
    source: text('source').notNull(),
    hasPhoto: boolean('has_photo').notNull(),
    hasVideo: boolean('has_video').notNull(),
    hasText: boolean('has_text').notNull(),
    featured: boolean('featured').notNull(),
    verified: boolean('verified').notNull(),
    topReview: boolean('top_review').notNull(),
    inShows: boolean('in_shows').notNull(),
  };
}

type FacetGroupColumns<Column> = { readonly [Name in keyof ReturnType<typeof facetGroupColumns>]: Column };

/** Those columns of a table built with them, in key order. */
function facetGroupKey<Column>(table: FacetGroupColumns<Column>): Column[] {
  return [table.rating, table.published, table.source, table.hasPhoto, table.hasVideo, table.hasText, table.featured, table.verified, table.topReview, table.inShows];
}

/**
 * The shop's reviews counted by every column the review list's facets filter on (decision 0082):
 * get_review_facets sums these rows instead of the reviews when the filter is made of facet
 * dimensions only. Kept by statement triggers on `reviews` (migration 0034) in the writing
 * statement's own transaction; a group that falls to 0 stays as a 0 row.
 */
export const reviewFacetCounts = pgTable(
  'review_facet_counts',
  {
    shopId: shopId(),
    ...facetGroupColumns(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'review_facet_counts_pk',
      columns: [table.shopId, ...facetGroupKey(table)],
    }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * The same counts per UTC day of commented_at (migration 0041): a date-range filter sums its whole
 * days here and counts only the reviews of its two partial days (decision 0082, "Date ranges").
 * Kept by the same statement triggers as review_facet_counts.
 */
export const reviewFacetDayCounts = pgTable(
  'review_facet_day_counts',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    ...facetGroupColumns(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'review_facet_day_counts_pk',
      columns: [table.shopId, table.day, ...facetGroupKey(table)],
    }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * Each product's published reviews per rating, kept on write by triggers as the facet counts are
 * (migration 0038): what a storefront page's stars and histogram read, five rows instead of the
 * product's reviews (docs/decisions/0082-facet-counts-kept-on-write.md "Since then").
 */
export const productRatingCounts = pgTable(
  'product_rating_counts',
  {
    shopId: shopId(),
    productId: text('product_id').notNull(),
    rating: smallint('rating').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_rating_counts_pk', columns: [table.shopId, table.productId, table.rating] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** The same reviews by source (a table of its own: ratings × sources rows would be eight times more to sum). */
export const reviewDailySources = pgTable(
  'review_daily_sources',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day, table.source] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** Orders not cancelled, per shop-local day of placed_at: their count, revenue and retention revenue. */
export const orderDailyTotals = pgTable(
  'order_daily_totals',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    revenue: numeric('revenue', { mode: 'string' }).notNull(),
    retentionRevenue: numeric('retention_revenue', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** Review request e-mails (the three steps) sent, per shop-local day of sent_at. */
export const collectMailDailySent = pgTable(
  'collect_mail_daily_sent',
  {
    shopId: shopId(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** storefront_daily_visitors counted per day by a trigger, so a range sums days, not visitors. */
export const storefrontDailyVisitorCounts = pgTable(
  'storefront_daily_visitor_counts',
  {
    shopId: shopId(),
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.day] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/** The beacon's daily salts (UTC days); older ones are deleted, so yesterday's visitor keys cannot be recomputed. */
export const beaconSalts = pgTable('beacon_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Mail the development SMTP catcher took in (no SMTP_URL), shown in the shop's outbox
 * (docs/product/collect-mail.md#outbox). Newest CAUGHT_MAILS_KEPT_PER_SHOP per shop are kept;
 * ids grow, so the newest are the highest.
 */
export const caughtMails = pgTable(
  'caught_mails',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Every header as it arrived, in order: [{ name, value }]. */
    headers: jsonb('headers').$type<{ name: string; value: string }[]>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * Customers who unsubscribed from a shop's mail (docs/product/collect-mail.md#unsubscribe):
 * the address in lower case; honoured from the moment the row exists.
 */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    shopId: shopId(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.email] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * The merchant's notification e-mails (docs/product/notifications.md), a job queue as collect_mails
 * is (docs/decisions/0052-collect-mails-are-the-queue.md): one row per e-mail and address, queued in
 * the transaction that wrote the review or question, the key making a repeat a no-op; `payload`
 * holds what the e-mail tells (the review as it arrived, or the digest's period).
 */
export const merchantNotifications = pgTable(
  'merchant_notifications',
  {
    shopId: shopId(),
    /** '<kind>:<subject>:<address>': 'new_review:42:ann@shop.example', 'digest:weekly:2026-12-07:ann@shop.example'. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').notNull(),
    /** scheduled | sending | sent | skipped | failed */
    state: text('state').notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    skipReason: text('skip_reason'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.key] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('merchant_notifications_due_idx')
      .on(table.dueAt)
      .where(sql`state in ('scheduled', 'sending')`),
  ],
);

/**
 * Review discounts (docs/product/collect-discount.md): the one code a published review earned,
 * claimed here first (status 'pending') so two issuers of the same review share one code, then
 * 'active' once Shopify (or the development store) holds it. Kept when the review is deleted: the
 * code is still out there.
 */
export const reviewDiscounts = pgTable(
  'review_discounts',
  {
    shopId: shopId(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    reviewType: text('review_type', { enum: ['text', 'photo', 'video'] }).notNull(),
    code: text('code').notNull(),
    /** 1 percent, 2 fixed amount (src/domain/validation/discount-type.ts). */
    discountType: smallint('discount_type').notNull(),
    value: numeric('value', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    status: text('status', { enum: ['pending', 'active'] }).notNull().default('pending'),
    /** Shopify's DiscountCodeNode id (a development id in development store mode); '' while pending. */
    shopifyDiscountId: text('shopify_discount_id').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.reviewId] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    uniqueIndex('review_discounts_shop_code_key').on(table.shopId, table.code),
    index('review_discounts_shop_created_idx').on(table.shopId, table.createdAt, table.reviewId),
  ],
);

/**
 * Review attributes: the merchant's own questions on the write-review form
 * (docs/product/collect-attributes.md). `settings` holds what the kind uses: a single choice's
 * `options`, a scale's `low_label` and `high_label`. `resource_ids`: the products' or collections'
 * GIDs of a scoped question.
 */
export const reviewAttributes = pgTable(
  'review_attributes',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    settings: jsonb('settings').$type<{ options?: string[]; low_label?: string; high_label?: string }>().notNull().default({}),
    required: boolean('required').notNull().default(false),
    scope: text('scope').notNull().default('all'),
    resourceIds: jsonb('resource_ids').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('review_attributes_shop_position_idx').on(table.shopId, table.position, table.id),
  ],
);

/**
 * A review's answers to the attributes, one row per question answered, with the question's title
 * and kind as the shopper read them: an answer stays readable after its question is edited or
 * deleted, and goes with its review. Kept out of `reviews` (hot, HOT-updated, listed in pages)
 * since only the review's detail reads them.
 */
export const reviewAttributeAnswers = pgTable(
  'review_attribute_answers',
  {
    shopId: shopId(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    attributeId: bigint('attribute_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.reviewId, table.attributeId] }),
    foreignKey({ columns: [table.shopId, table.reviewId], foreignColumns: [reviews.shopId, reviews.id] }).onDelete('cascade'),
    index('review_attribute_answers_shop_attribute_idx').on(table.shopId, table.attributeId),
  ],
);

/**
 * Review imports (docs/product/import.md#jobs): a file, or drafts another source gathered, read
 * chunk by chunk. Each chunk's reviews, issues and `processed_rows` commit in one transaction, so
 * an import cut off by a restart resumes after its last whole chunk, never half-way through one.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** file | bookmark | marketplace | dropshipman | other_app | manual */
    kind: text('kind').notNull(),
    /** IMPORT_ORIGINS: the peer app, marketplace or 'manual'. */
    origin: text('origin').notNull(),
    label: text('label').notNull(),
    /** draft | queued | running | completed | failed | cancelled */
    status: text('status').notNull(),
    /** The uploaded file, or the drafts as JSON, in file storage. */
    fileKey: text('file_key').notNull(),
    /** How to read the file: encoding, delimiter, headers, mapping, date order, product choices, publish. */
    settings: jsonb('settings').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedCount: integer('imported_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    undone: boolean('undone').notNull().default(false),
    failure: text('failure'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('import_jobs_shop_created_idx').on(table.shopId, table.createdAt, table.id),
    // The workers' claim: only imports still to run are in it.
    index('import_jobs_pending_idx')
      .on(table.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/** Rows an import skipped or warned about, written with the chunk they belong to. */
export const importIssues = pgTable(
  'import_issues',
  {
    shopId: shopId(),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    row: integer('row').notNull(),
    seq: smallint('seq').notNull(),
    code: text('code').notNull(),
    field: text('field').notNull().default(''),
    value: text('value').notNull().default(''),
    duplicateOf: bigint('duplicate_of', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.jobId, table.row, table.seq] }),
    foreignKey({ columns: [table.shopId, table.jobId], foreignColumns: [importJobs.shopId, importJobs.id] }).onDelete('cascade'),
  ],
);

/**
 * Photos and videos of imported reviews, still at their source's address: a worker fetches each
 * into our storage (with size, type and time limits) and adds it to review_media at its position.
 */
export const importMedia = pgTable(
  'import_media',
  {
    shopId: shopId(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    sourceUrl: text('source_url').notNull(),
    /** pending | fetched | failed */
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.reviewId, table.position] }),
    foreignKey({ columns: [table.shopId, table.reviewId], foreignColumns: [reviews.shopId, reviews.id] }).onDelete('cascade'),
    index('import_media_job_idx').on(table.shopId, table.jobId),
    index('import_media_due_idx')
      .on(table.dueAt)
      .where(sql`state = 'pending'`),
  ],
);

/**
 * A shop's answer to the NPS survey (docs/product/nps.md): a score from 0 to 10 and an optional
 * comment. A shop answers once (its is_show_nps turns '0' in the same transaction); the key still
 * allows a second row should the survey ever be asked again.
 */
export const npsResponses = pgTable(
  'nps_responses',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * The shop's plan subscriptions (docs/product/plans-and-limits.md#billing): one row per charge
 * asked of Shopify (or of the development store's simulated confirmation page). `id` is the charge
 * id Shopify appends to the return URL.
 */
export const billingCharges = pgTable(
  'billing_charges',
  {
    shopId: shopId(),
    id: text('id').notNull(),
    planId: smallint('plan_id').notNull(),
    /** pending, active, declined or cancelled. */
    status: text('status').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountIntervals: integer('discount_intervals').notNull().default(0),
    trialDays: integer('trial_days').notNull().default(0),
    cappedAmountCents: integer('capped_amount_cents').notNull().default(0),
    /** Shopify's usage line item, for usage records; '' without one. */
    usageLineItemId: text('usage_line_item_id').notNull().default(''),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('billing_charges_shop_status_idx').on(table.shopId, table.status),
  ],
);
/**
 * Blocks of e-mails bought past the quota (docs/product/plans-and-limits.md#spending-limit-and-usage-charges):
 * written 'pending' with the claim that bought them, then 'recorded' with the platform's id or
 * 'failed' with its error (tried again on the next pass).
 */
export const billingUsageRecords = pgTable(
  'billing_usage_records',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    emails: integer('emails').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** pending, recorded or failed. */
    status: text('status').notNull().default('pending'),
    platformId: text('platform_id').notNull().default(''),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('billing_usage_records_status_idx').on(table.status),
  ],
);

/** A shop's clicks on our partners' dashboard ads (docs/product/dashboard-and-guide.md#ads); ad ids name the server's catalogue. */
export const adClicks = pgTable(
  'ad_clicks',
  {
    shopId: shopId(),
    adId: integer('ad_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
    lastClickedAt: timestamp('last_clicked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.adId] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * Product groups: products that share their reviews (docs/product/product-groups.md).
 * `name_search` is foldSearchText(name), written by JavaScript as the reviews' search columns are.
 */
export const productGroups = pgTable(
  'product_groups',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('product_groups_shop_name_idx').on(table.shopId, table.nameSearch, table.id),
  ],
);

/**
 * A group's products, as the picker gave them. The key (shop_id, product_id) is the rule that a
 * product belongs to at most one group; (shop_id, group_id) finds a product's fellow members.
 */
export const productGroupMembers = pgTable(
  'product_group_members',
  {
    shopId: shopId(),
    productId: text('product_id').notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    titleSearch: text('title_search').notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.productId] }),
    foreignKey({ columns: [table.shopId, table.groupId], foreignColumns: [productGroups.shopId, productGroups.id] }).onDelete('cascade'),
    index('product_group_members_shop_group_idx').on(table.shopId, table.groupId, table.position),
  ],
);

/**
 * The merchant's outgoing webhook endpoints (docs/product/webhooks.md): an address, the events it
 * takes and the secret its deliveries are signed with. `failing_since` is the first failure since
 * the last success; after a day of failures the endpoint is switched off (`disabled_at`).
 */
export const outgoingWebhookEndpoints = pgTable(
  'outgoing_webhook_endpoints',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * One event for one endpoint: the queue its worker claims (SKIP LOCKED, leases) and the delivery
 * log the admin shows. `subject` ('review:<id>', 'question:<id>') keeps a subject's deliveries to
 * an endpoint in order; `body` is the exact text signed and sent, every attempt alike, until
 * customers/redact takes the customer out of it (redactDeliveryBodies).
 */
export const outgoingWebhookDeliveries = pgTable(
  'outgoing_webhook_deliveries',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    endpointId: bigint('endpoint_id', { mode: 'number' }).notNull(),
    deliveryId: text('delivery_id').notNull(),
    event: text('event').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending | sending | delivered | failed */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastStatus: integer('last_status'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId, table.endpointId], foreignColumns: [outgoingWebhookEndpoints.shopId, outgoingWebhookEndpoints.id] }).onDelete('cascade'),
    // The order per subject: a delivery waits for the earlier ones of its subject to the same endpoint.
    index('outgoing_webhook_deliveries_subject_idx').on(table.shopId, table.endpointId, table.subject, table.id),
    // The admin's log, newest first.
    index('outgoing_webhook_deliveries_log_idx').on(table.shopId, table.id),
    // The worker's claim, in its order: only the rows still to send are in it, and the claim stops
    // at its limit instead of sorting every waiting row (a burst's rows share one next_attempt_at).
    index('outgoing_webhook_deliveries_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`state in ('pending', 'sending')`),
  ],
);

/**
 * The Shopify Flow triggers to send (docs/product/shopify-flow.md), queued in the transaction that
 * writes the review, and the admin's log of them: one row per trigger and review. The payload is
 * built when it is sent, from the review as it is then, and kept as sent.
 */
export const flowTriggers = pgTable(
  'flow_triggers',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The trigger extension's handle (FLOW_TRIGGERS). */
    handle: text('handle').notNull(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    /** pending | sending | sent | failed | skipped */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** The JSON payload of the last attempt; null before one. */
    payload: text('payload'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    // The admin's log, newest first; a redacted review's rows.
    index('flow_triggers_log_idx').on(table.shopId, table.id),
    index('flow_triggers_review_idx').on(table.shopId, table.reviewId),
    // The worker's claim, in its order (as outgoing_webhook_deliveries_due_idx).
    index('flow_triggers_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`state in ('pending', 'sending')`),
  ],
);

/**
 * The referral programme's friends (docs/product/referrals.md): one row per friend e-mail and shop,
 * claimed when the friend asks for their code on /referral_share_link. It keeps what the fraud checks
 * compare the friend's order with (the advocate's e-mail, customer id and address as Shopify had
 * them then) and the friend's single-use code: 'pending' until Shopify holds it, then 'active'.
 */
export const referralFriends = pgTable(
  'referral_friends',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    advocateCustomerId: text('advocate_customer_id').notNull(),
    advocateEmail: text('advocate_email').notNull().default(''),
    advocateName: text('advocate_name').notNull().default(''),
    /** addressKey() of the advocate's default address (src/domain/referrals); '' when unknown. */
    advocateAddressKey: text('advocate_address_key').notNull().default(''),
    /** The advocate's language as Shopify knows it ('' when it does not): their reward e-mail's. */
    advocateLocale: text('advocate_locale').notNull().default(''),
    /** Trimmed, lower case (suppressionAddress). */
    friendEmail: text('friend_email').notNull(),
    /** comparableEmail() of friend_email: `jane+1@gmail.com` and `ja.ne@gmail.com` are one friend. */
    friendEmailKey: text('friend_email_key').notNull(),
    friendLanguage: text('friend_language').notNull(),
    /** The friend ticked the consent box (required to claim a code). */
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    code: text('code').notNull(),
    /** 1 percent, 2 fixed amount. */
    discountType: smallint('discount_type').notNull(),
    value: numeric('value', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    minimumOrder: numeric('minimum_order', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: ['pending', 'active'] }).notNull().default('pending'),
    shopifyDiscountId: text('shopify_discount_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    // One code per friend and shop: a second visit (or a concurrent one) answers the same code.
    uniqueIndex('referral_friends_shop_email_key').on(table.shopId, table.friendEmailKey),
    uniqueIndex('referral_friends_shop_code_key').on(table.shopId, table.code),
  ],
);

/**
 * What each referral came to (docs/product/referrals.md#conversions): an order that used a friend's
 * code, rewarded or refused with its reason, and a friend refused on the share page (no order). A
 * rewarded row carries the advocate's code: 'pending' until the mail path has created it in Shopify.
 */
export const referralConversions = pgTable(
  'referral_conversions',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** Null for a friend refused on the share page, before any code. */
    friendId: bigint('friend_id', { mode: 'number' }),
    advocateCustomerId: text('advocate_customer_id').notNull(),
    friendEmail: text('friend_email').notNull(),
    /** Shopify's order gid; null for a refusal on the share page. */
    orderId: text('order_id'),
    orderName: text('order_name').notNull().default(''),
    /** Who placed the order, as the one-reward-per-friend check compares it; '' when unknown or no order. */
    buyerCustomerId: text('buyer_customer_id').notNull().default(''),
    /** comparableEmail() of the order's e-mail. */
    buyerEmailKey: text('buyer_email_key').notNull().default(''),
    /** addressKey() of the order's shipping (else billing) address. */
    buyerAddressKey: text('buyer_address_key').notNull().default(''),
    /** The order's total (Shopify's total_price) and its currency; null for a refusal on the share page (docs/product/referrals-list.md#figures). */
    orderTotal: numeric('order_total', { precision: 12, scale: 2, mode: 'number' }),
    orderCurrencyCode: text('order_currency_code').notNull().default(''),
    state: text('state', { enum: ['rewarded', 'refused'] }).notNull(),
    /** REFERRAL_REFUSAL_REASONS; null when rewarded. */
    refusalReason: text('refusal_reason'),
    /** 'YYYY-MM' (UTC) the reward counts in. */
    rewardMonth: text('reward_month').notNull(),
    rewardCode: text('reward_code'),
    rewardDiscountType: smallint('reward_discount_type'),
    rewardValue: numeric('reward_value', { precision: 12, scale: 4, mode: 'number' }),
    rewardMinimumOrder: numeric('reward_minimum_order', { precision: 12, scale: 2, mode: 'number' }),
    currencyCode: text('currency_code').notNull().default(''),
    currencySymbol: text('currency_symbol').notNull().default(''),
    rewardExpiresAt: timestamp('reward_expires_at', { withTimezone: true, mode: 'date' }),
    rewardStatus: text('reward_status', { enum: ['pending', 'active'] }),
    shopifyDiscountId: text('shopify_discount_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    foreignKey({ columns: [table.shopId, table.friendId], foreignColumns: [referralFriends.shopId, referralFriends.id] }).onDelete('cascade'),
    // An order is matched once, whichever process its webhook reached.
    uniqueIndex('referral_conversions_shop_order_key')
      .on(table.shopId, table.orderId)
      .where(sql`order_id is not null`),
    // One reward per friend, whoever shared: the database holds it even if two orders race.
    uniqueIndex('referral_conversions_shop_friend_rewarded_key')
      .on(table.shopId, table.friendId)
      .where(sql`state = 'rewarded'`),
    // Nor by the same buyer under another friend's code (another e-mail typed on the share page).
    uniqueIndex('referral_conversions_shop_buyer_customer_rewarded_key')
      .on(table.shopId, table.buyerCustomerId)
      .where(sql`state = 'rewarded' and buyer_customer_id <> ''`),
    uniqueIndex('referral_conversions_shop_buyer_email_rewarded_key')
      .on(table.shopId, table.buyerEmailKey)
      .where(sql`state = 'rewarded' and buyer_email_key <> ''`),
    uniqueIndex('referral_conversions_shop_buyer_address_rewarded_key')
      .on(table.shopId, table.buyerAddressKey)
      .where(sql`state = 'rewarded' and buyer_address_key <> ''`),
    uniqueIndex('referral_conversions_shop_reward_code_key').on(table.shopId, table.rewardCode),
  ],
);

/**
 * Rewards per advocate and month: the row the monthly cap is decided under (locked FOR UPDATE by
 * the matching order's transaction), so two friends' orders racing cannot both pass a full cap.
 */
export const referralAdvocateMonths = pgTable(
  'referral_advocate_months',
  {
    shopId: shopId(),
    advocateCustomerId: text('advocate_customer_id').notNull(),
    month: text('month').notNull(),
    rewards: integer('rewards').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.advocateCustomerId, table.month] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
  ],
);

/**
 * The affiliate tracking reports (docs/product/public-pages.md#campaign-tracking): which campaign
 * (`utm_*`) led a shop to install the app, or back to it, for the provider's partner programme.
 * One row per shop, app, type and campaign: a report filed again from another browser adds nothing.
 * No address or browser detail is kept; the rows go with the shop (shop/redact).
 */
export const affiliateReports = pgTable(
  'affiliate_reports',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** install | visit */
    type: text('type').notNull(),
    appId: text('app_id').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    content: text('content').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    uniqueIndex('affiliate_reports_campaign_key').on(table.shopId, table.appId, table.type, table.source, table.medium, table.campaign, table.content),
  ],
);

/**
 * The audit trail of merchant moderation: one row per review a hide, publish or delete changed, with
 * the neutral reason given and the rating the review had (kept after a delete), so the compliance
 * auditor can tell suppression by rating from neutral moderation (docs/product/review-moderation.md).
 */
export const reviewModerationEvents = pgTable(
  'review_moderation_events',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    reviewId: bigint('review_id', { mode: 'number' }).notNull(),
    /** hide | publish | delete (ModerationAction) */
    action: text('action').notNull(),
    /** A NeutralModerationReason, or null when none was given. */
    reason: text('reason'),
    rating: smallint('rating').notNull(),
    /** Who did it: 'merchant' from the admin, 'api' from the public API, 'rule' from an automatic rule. */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('review_moderation_events_review').on(table.shopId, table.reviewId, table.at),
  ],
);

// ---- Google Shopping: the Product Ratings feed (docs/product/google-shopping.md) ----

/**
 * One row per shop that has opened /integrated/google_shopping: whether its feed is served, the
 * secret in its address (rotated to revoke the old one), and what the last fetch held.
 */
export const googleShoppingFeeds = pgTable(
  'google_shopping_feeds',
  {
    shopId: shopId(),
    enabled: boolean('enabled').notNull().default(false),
    secret: text('secret').notNull(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, mode: 'date' }),
    /** A fetch that ended before its last review leaves the previous counts: they describe a whole feed. */
    includedCount: integer('included_count').notNull().default(0),
    spamFlaggedCount: integer('spam_flagged_count').notNull().default(0),
    lowRatingsIncludedCount: integer('low_ratings_included_count').notNull().default(0),
    /** {reason: count} of the reviews left out, FeedLeftOutReason keys (src/domain/google-shopping). */
    leftOutCounts: jsonb('left_out_counts').$type<Record<string, number>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId] }), foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade')],
);
// ---- Klaviyo (docs/product/klaviyo.md) ----

/**
 * A shop's Klaviyo account: its private API key encrypted at rest (AES-256-GCM, the shop and
 * column as context), its last four characters for the admin, and the event kinds it takes.
 */
export const klaviyoConnections = pgTable(
  'klaviyo_connections',
  {
    shopId: shopId(),
    apiKeyCiphertext: text('api_key_ciphertext').notNull(),
    apiKeyLastFour: text('api_key_last_four').notNull(),
    /** The KlaviyoEventKinds switched on. */
    events: text('events').array().notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId] }), foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade')],
);

/**
 * Klaviyo events as a job queue and its log: queued in the transaction of the write that causes
 * them, sent by a worker with a lease; `unique_id` is Klaviyo's key for dropping a repeat, and
 * unique per shop here so the same source row never queues twice.
 */
export const klaviyoEvents = pgTable(
  'klaviyo_events',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** A KlaviyoEventKind. */
    kind: text('kind').notNull(),
    uniqueId: text('unique_id').notNull(),
    /** The KlaviyoEvent as JSON, built when queued. */
    event: text('event').notNull(),
    /** pending | sending | sent | failed | skipped */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** Klaviyo's HTTP status of the last attempt; null before one or when none came back. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    uniqueIndex('klaviyo_events_unique_id').on(table.shopId, table.uniqueId),
    index('klaviyo_events_log_idx').on(table.shopId, table.createdAt),
    index('klaviyo_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`state in ('pending', 'sending')`),
  ],
);

// ── Instagram (docs/product/instagram.md, decision 0073) ─────────────────────────────────────

/**
 * The shop's connected Instagram account: one per shop. The long-lived token is kept encrypted
 * (AES-256-GCM, its context the shop), never returned to the admin.
 */
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    shopId: shopId(),
    accountId: text('account_id').notNull(),
    username: text('username').notNull(),
    accessTokenCiphertext: text('access_token_ciphertext').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId] }), foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade')],
);

/** Instagram posts imported into the buyers' show: our copy of the image (an upload key), caption, link. */
export const instagramPosts = pgTable(
  'instagram_posts',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    mediaId: text('media_id').notNull(),
    caption: text('caption').notNull(),
    permalink: text('permalink').notNull(),
    /** The upload key of our copy of the image (served at /upload/<key>). */
    imageKey: text('image_key').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    uniqueIndex('instagram_posts_media_key').on(table.shopId, table.mediaId),
  ],
);

/** The products an imported post is tagged to (the product's title as the picker gave it). */
export const instagramPostProducts = pgTable(
  'instagram_post_products',
  {
    shopId: shopId(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    productId: text('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.postId, table.productId] }),
    foreignKey({ columns: [table.shopId, table.postId], foreignColumns: [instagramPosts.shopId, instagramPosts.id] }).onDelete('cascade'),
    index('instagram_post_products_product').on(table.shopId, table.productId),
  ],
);

// ---- The compliance auditor (docs/product/compliance-auditor.md) ----

/** One run of the compliance auditor: by the merchant ('manual'), after a fix ('fix') or by the weekly sweep ('weekly'). */
export const complianceAudits = pgTable(
  'compliance_audits',
  {
    shopId: shopId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    trigger: text('trigger').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true, mode: 'date' }).notNull(),
    critical: integer('critical').notNull(),
    warning: integer('warning').notNull(),
    info: integer('info').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    foreignKey({ columns: [table.shopId], foreignColumns: [shops.id] }).onDelete('cascade'),
    index('compliance_audits_shop_ran_idx').on(table.shopId, table.ranAt),
  ],
);

/** A run's findings in the order shown (src/domain/compliance/findings.ts); subjects: the ids and setting it concerns. */
export const complianceFindings = pgTable(
  'compliance_findings',
  {
    shopId: shopId(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    rule: text('rule').notNull(),
    severity: text('severity').notNull(),
    source: text('source').notNull(),
    count: integer('count').notNull(),
    fix: text('fix'),
    subjects: jsonb('subjects').$type<{ reviewIds?: number[]; orderIds?: string[]; productIds?: string[]; setting?: string }>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.auditId, table.position] }),
    foreignKey({ columns: [table.shopId, table.auditId], foreignColumns: [complianceAudits.shopId, complianceAudits.id] }).onDelete('cascade'),
  ],
);
