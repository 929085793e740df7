import { containsPattern } from './contains-pattern';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  PUBLISH_STATUS_CODES,
  PUBLISH_STATUS_PUBLISHED,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  RESOURCE_TYPE_EMPTY,
  RESOURCE_TYPE_PHOTO,
  RESOURCE_TYPE_TEXT,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
  REVIEW_TAG_FEATURED,
  REVIEW_TAG_TOP_REVIEW,
  REVIEW_TAG_UNFEATURED,
  REVIEW_TAG_UNVERIFIED,
  REVIEW_TAG_VERIFIED,
  type ResourceTypeCode,
  type ReviewTagCode,
} from '../../../src/domain/reviews/review-filter-codes';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type JournalTag } from '../../application/bulk-jobs/bulk-journal.port';
import {
  type BulkReviewAction,
  type BulkReviewIds,
  type CountedReviews,
  type ModerationActor,
  type ReviewCriteria,
  type ReviewFacetCounts,
  type ReviewFlagChanges,
  type ReviewReplyChange,
  type ReviewRepository,
  type ReviewSelection,
} from '../../application/reviews/review-repository.port';
import { type AppDatabase } from './database';
import { MEDIA_IN_ORDER } from './published-review-reads';
import { journaledDelete, journaledInsert, journaledUpdate } from './drizzle-bulk-journal';
import { type DayCut, cutAtMidnights } from './review-facet-days';
import { productGroupMembers, products, reviewFacetCounts, reviewFacetDayCounts, reviewModerationEvents, reviews, shops } from './schema';
import { type ReviewItem, type ReviewSort } from '../../../src/domain/reviews/review-item';
import { chunksOf } from '../../application/shared/chunks-of';
import { isNeutralModerationReason, type ModerationAction, type NeutralModerationReason } from '../../../src/domain/reviews/moderation-reasons';
import { type ReviewModerationEvent } from '../../../src/contracts/reviews.contract';

/** The journal step of a chunk's moderation events: after the review rows' own entries (a delete's cascade takes the steps from 0). */
const MODERATION_EVENTS_STEP = 1000;

type FacetDimension = 'ratings' | 'publishes' | 'resource_types' | 'tags' | 'sources';

/**
 * The columns the facet dimensions read, on `reviews` itself or on its per-shop counts
 * (review_facet_counts, decision 0082): one set of predicates serves both, so the counts kept on
 * write answer exactly what counting the rows would.
 */
interface FacetColumns {
  readonly rating: SQL;
  readonly published: SQL;
  readonly source: SQL;
  readonly photo: SQL;
  readonly video: SQL;
  readonly hasText: SQL;
  readonly featured: SQL;
  readonly verified: SQL;
  readonly topReview: SQL;
  readonly inShows: SQL;
}

/** Facet columns of rows that stand for groups of reviews: `count` sums them. */
interface GroupedFacetColumns extends FacetColumns {
  readonly count: (where: SQL | null) => SQL<number>;
}

const REVIEW_COLUMNS: FacetColumns = {
  rating: sql`${reviews.rating}`,
  published: sql`${reviews.published}`,
  source: sql`${reviews.source}`,
  photo: sql`${reviews.photoCount} > 0`,
  video: sql`${reviews.videoCount} > 0`,
  hasText: sql`${reviews.hasText}`,
  featured: sql`${reviews.featured}`,
  verified: sql`${reviews.verified}`,
  topReview: sql`${reviews.topReview}`,
  inShows: sql`${reviews.inShows}`,
};

/** Each facet column's name in review_facet_counts, and in a narrowed filter's groups of reviews. */
const GROUPED_NAMES: Readonly<Record<keyof FacetColumns, string>> = {
  rating: 'rating',
  published: 'published',
  source: 'source',
  photo: 'has_photo',
  video: 'has_video',
  hasText: 'has_text',
  featured: 'featured',
  verified: 'verified',
  topReview: 'top_review',
  inShows: 'in_shows',
};
const FACET_KEYS = Object.keys(GROUPED_NAMES) as (keyof FacetColumns)[];
/** The grouped names, and their places in a select that lists them first, for `group by`. */
const GROUP_KEY = sql.join(FACET_KEYS.map((key) => sql.identifier(GROUPED_NAMES[key])), sql`, `);
const GROUP_PLACES = sql.raw(FACET_KEYS.map((_, index) => index + 1).join(', '));

/**
 * The facet columns of rows that each stand for a group of reviews with the same facet values and
 * their `count`: review_facet_counts (kept on write), or a narrowed filter's matching reviews
 * grouped the same way ({@link matchingGroups}).
 */
function groupedCountColumns(table: string): GroupedFacetColumns {
  const column = (name: string) => sql`${sql.identifier(table)}.${sql.identifier(name)}`;
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, column(GROUPED_NAMES[key])])) as Record<keyof FacetColumns, SQL>;
  return {
    ...facets,
    count: (where) =>
      where === null
        ? sql<number>`coalesce(sum(${column('count')}), 0)`.mapWith(Number)
        : sql<number>`coalesce(sum(${column('count')}) filter (where ${where}), 0)`.mapWith(Number),
  };
}

const SUMMARY_COLUMNS = groupedCountColumns('review_facet_counts');
const MATCHING = 'matching';
const MATCHING_COLUMNS = groupedCountColumns(MATCHING);

/**
 * Reviews grouped by their facet values, under the names review_facet_counts uses: each facet
 * count then sums a few thousand groups instead of testing every matching row (decision 0082,
 * "Narrowed filters").
 */
function reviewGroups(where: SQL): SQL {
  const grouped = FACET_KEYS.map((key) => sql`${REVIEW_COLUMNS[key]} as ${sql.identifier(GROUPED_NAMES[key])}`);
  return sql`select ${sql.join(grouped, sql`, `)}, count(*)::int as count from ${reviews} where ${where} group by ${GROUP_PLACES}`;
}

/**
 * A date range's groups: its whole UTC days from the counts kept per day, its partial days from
 * the reviews, summed per group (decision 0082, "Date ranges").
 */
function dayCutGroups(shop: AuthenticatedShop, cut: DayCut): SQL {
  const days = [eq(reviewFacetDayCounts.shopId, shop.id)];
  if (cut.fromDay !== null) days.push(gte(reviewFacetDayCounts.day, cut.fromDay));
  if (cut.beforeDay !== null) days.push(lt(reviewFacetDayCounts.day, cut.beforeDay));
  const parts = [sql`select ${GROUP_KEY}, ${reviewFacetDayCounts.count} as count from ${reviewFacetDayCounts} where ${and(...days)}`];
  if (cut.partial.length > 0) {
    const partialDays = cut.partial.map(([from, before]) => and(gte(reviews.commentedAt, from), lt(reviews.commentedAt, before))!);
    parts.push(reviewGroups(and(eq(reviews.shopId, shop.id), anyOf(partialDays))!));
  }
  return sql`select ${GROUP_KEY}, sum(count) as count from (${sql.join(parts, sql` union all `)}) as parts group by ${GROUP_PLACES}`;
}

/** A narrowed filter's matching reviews as groups: by whole days when it narrows by dates alone. */
function matchingGroups(shop: AuthenticatedShop, criteria: ReviewCriteria, narrowing: readonly SQL[]): SQL {
  const datesAlone = criteria.productIds.length === 0 && criteria.productGroupIds.length === 0 && criteria.importId === null && criteria.search === null;
  const cut = datesAlone ? cutAtMidnights(criteria.commentedFrom, criteria.commentedBefore) : null;
  const groups = cut ? dayCutGroups(shop, cut) : reviewGroups(and(eq(reviews.shopId, shop.id), ...narrowing)!);
  return sql`(${groups}) as ${sql.identifier(MATCHING)}`;
}

/** reviewResourceTypes of the domain as SQL: photo and video may both apply; text and empty only without media. */
function resourceTypePredicate(code: ResourceTypeCode, columns: FacetColumns = REVIEW_COLUMNS): SQL {
  const noMedia = sql`(not (${columns.photo}) and not (${columns.video}))`;
  if (code === RESOURCE_TYPE_PHOTO) return columns.photo;
  if (code === RESOURCE_TYPE_TEXT) return sql`(${noMedia} and ${columns.hasText})`;
  if (code === RESOURCE_TYPE_EMPTY) return sql`(${noMedia} and not ${columns.hasText})`;
  return columns.video;
}

/** reviewTags of the domain as SQL. Bare boolean columns, so the partial indexes apply. */
function tagPredicate(code: ReviewTagCode, columns: FacetColumns = REVIEW_COLUMNS): SQL {
  switch (code) {
    case REVIEW_TAG_FEATURED:
      return columns.featured;
    case REVIEW_TAG_UNFEATURED:
      return sql`not ${columns.featured}`;
    case REVIEW_TAG_VERIFIED:
      return columns.verified;
    case REVIEW_TAG_UNVERIFIED:
      return sql`not ${columns.verified}`;
    case REVIEW_TAG_TOP_REVIEW:
      return columns.topReview;
    default:
      return columns.inShows;
  }
}

const anyOf = (predicates: readonly SQL[]): SQL => (predicates.length === 1 ? predicates[0]! : sql`(${sql.join([...predicates], sql` or `)})`);

function containsKeyword(column: typeof reviews.authorSearch | typeof reviews.titleSearch, foldedKeyword: string): SQL {
  return sql`${column} like ${containsPattern(foldedKeyword)} escape '\\'`;
}

/**
 * The keyword search: a substring of the folded author name or title, or for `all` the name's
 * substring or the words of title and text by prefix (migration 0020's functions), each through
 * its own GIN index led by shop_id.
 */
function searchPredicate(search: NonNullable<ReviewCriteria['search']>): SQL {
  if (search.field === 'author') return containsKeyword(reviews.authorSearch, search.foldedKeyword);
  if (search.field === 'title') return containsKeyword(reviews.titleSearch, search.foldedKeyword);
  const words = sql`${reviews.searchVector} @@ review_search_prefix_query(${search.keyword})`;
  return sql`(${containsKeyword(reviews.authorSearch, search.foldedKeyword)} or ${words})`;
}

/**
 * Reviews of a product that is a member of one of the groups: the members read through their
 * (shop_id, group_id) index, the reviews through (shop_id, product_id). Scoped by the shop, so
 * another shop's group id finds no member.
 */
function productGroupPredicate(shop: AuthenticatedShop, groupIds: readonly number[]): SQL {
  const members = sql`select ${productGroupMembers.productId} from ${productGroupMembers} where ${and(
    eq(productGroupMembers.shopId, shop.id),
    inArray(productGroupMembers.groupId, [...groupIds]),
  )}`;
  return sql`${reviews.productId} in (${members})`;
}

/** The predicate of one faceted dimension, or null when it does not filter. */
function dimensionPredicate(criteria: ReviewCriteria, dimension: FacetDimension, columns: FacetColumns = REVIEW_COLUMNS): SQL | null {
  switch (dimension) {
    case 'ratings':
      return criteria.ratings.length === 0 || criteria.ratings.length === RATING_VALUES.length ? null : sql`${columns.rating} in ${[...criteria.ratings]}`;
    case 'publishes':
      if (criteria.publishes.length !== 1) return null;
      return criteria.publishes[0] === PUBLISH_STATUS_PUBLISHED ? columns.published : sql`not ${columns.published}`;
    case 'resource_types':
      return criteria.resourceTypes.length === 0 ? null : anyOf(criteria.resourceTypes.map((code) => resourceTypePredicate(code, columns)));
    case 'tags':
      return criteria.tags.length === 0 ? null : anyOf(criteria.tags.map((code) => tagPredicate(code, columns)));
    case 'sources':
      return criteria.sources.length === 0 ? null : sql`${columns.source} in ${[...criteria.sources]}`;
  }
}

const FACET_DIMENSIONS: readonly FacetDimension[] = ['ratings', 'publishes', 'resource_types', 'tags', 'sources'];

/** Conditions every query of the filter shares: the shop first, then the dimensions that are not faceted. */
function baseConditions(shop: AuthenticatedShop, criteria: ReviewCriteria): SQL[] {
  return [eq(reviews.shopId, shop.id), ...narrowingConditions(shop, criteria)];
}

/** The filter's conditions besides its facet dimensions: products, groups, dates, import, search. */
function narrowingConditions(shop: AuthenticatedShop, criteria: ReviewCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.productIds.length > 0) conditions.push(inArray(reviews.productId, [...criteria.productIds]));
  if (criteria.productGroupIds.length > 0) conditions.push(productGroupPredicate(shop, criteria.productGroupIds));
  if (criteria.commentedFrom) conditions.push(gte(reviews.commentedAt, criteria.commentedFrom));
  if (criteria.commentedBefore) conditions.push(lt(reviews.commentedAt, criteria.commentedBefore));
  if (criteria.importId !== null) conditions.push(eq(reviews.importJobId, criteria.importId));
  if (criteria.search) conditions.push(searchPredicate(criteria.search));
  return conditions;
}

/** The whole filter as one WHERE: the domain's matchesReviewFilter, tested against it on generated rows. */
export function reviewCriteriaWhere(shop: AuthenticatedShop, criteria: ReviewCriteria): SQL {
  const conditions = baseConditions(shop, criteria);
  for (const dimension of FACET_DIMENSIONS) {
    const predicate = dimensionPredicate(criteria, dimension);
    if (predicate) conditions.push(predicate);
  }
  return and(...conditions)!;
}

const ORDER_BY: Readonly<Record<ReviewSort, readonly SQL[]>> = {
  commented_at_desc: [desc(reviews.commentedAt), desc(reviews.id)],
  commented_at_asc: [asc(reviews.commentedAt), asc(reviews.id)],
  rating_desc: [desc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)],
  rating_asc: [asc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)],
  helpful_desc: [desc(reviews.helpfulCount), desc(reviews.commentedAt), desc(reviews.id)],
};

const ITEM_COLUMNS = {
  id: reviews.id,
  productId: reviews.productId,
  productTitle: products.title,
  productImageUrl: products.imageUrl,
  authorName: reviews.authorName,
  authorEmail: reviews.authorEmail,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  source: reviews.source,
  verified: reviews.verified,
  featured: reviews.featured,
  topReview: reviews.topReview,
  inShows: reviews.inShows,
  published: reviews.published,
  photoCount: reviews.photoCount,
  videoCount: reviews.videoCount,
  helpfulCount: reviews.helpfulCount,
  country: reviews.country,
  originalLanguage: reviews.originalLanguage,
  replyBody: reviews.replyBody,
  replyPublished: reviews.replyPublished,
  repliedAt: reviews.repliedAt,
  commentedAt: reviews.commentedAt,
  importedAt: reviews.importedAt,
  reviewerVerified: reviews.reviewerVerified,
  incentivized: reviews.incentivized,
  importJobId: reviews.importJobId,
  importOrigin: reviews.importOrigin,
  importLabel: reviews.importLabel,
  importRow: reviews.importRow,
  media: MEDIA_IN_ORDER,
};

/**
 * The two statements of get_reviews, which run side by side: the page, and the matching rows
 * counted up to `countLimit + 1` (a count that stops, so a big shop's list never counts every
 * row). The page picks its rows' keys first and reads the rows after (a deferred join): a filter
 * the commented_at index holds (the author search, rating, source) then walks that index alone,
 * and only the page's rows are read from the table, not every row the filter rejected on the way.
 * The bench runs exactly these over a plain pg client.
 */
export function reviewListQueries(
  db: AppDatabase,
  shop: AuthenticatedShop,
  criteria: ReviewCriteria,
  sort: ReviewSort,
  page: { readonly offset: number; readonly limit: number; readonly countLimit: number },
) {
  const where = reviewCriteriaWhere(shop, criteria);
  const matching = db
    .select({ one: sql<number>`1`.as('one') })
    .from(reviews)
    .where(where)
    .limit(page.countLimit + 1)
    .as('matching');
  const chosen = db
    .select({ shopId: reviews.shopId, id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(...ORDER_BY[sort])
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen');
  return {
    page: db
      .select(ITEM_COLUMNS)
      .from(chosen)
      .innerJoin(reviews, and(eq(reviews.shopId, chosen.shopId), eq(reviews.id, chosen.id)))
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .orderBy(...ORDER_BY[sort]),
    total: db.select({ value: count() }).from(matching),
  };
}

type ItemRow = Awaited<ReturnType<typeof reviewListQueries>['page']>[number];

function toItem(row: ItemRow): ReviewItem {
  return {
    id: row.id,
    product_id: row.productId,
    product_title: row.productTitle ?? '',
    product_image_url: row.productImageUrl ?? null,
    author_name: row.authorName,
    author_email: row.authorEmail,
    rating: row.rating,
    title: row.title,
    body: row.body,
    source: row.source,
    verified: row.verified,
    featured: row.featured,
    top_review: row.topReview,
    in_shows: row.inShows,
    published: row.published,
    media: row.media,
    helpful_count: row.helpfulCount,
    country: row.country,
    original_language: row.originalLanguage,
    reply: row.replyBody === null ? null : { body: row.replyBody, published: row.replyPublished, replied_at: row.repliedAt?.toISOString() ?? null },
    commented_at: row.commentedAt.toISOString(),
    imported_at: row.importedAt?.toISOString() ?? null,
    reviewer_verified: row.reviewerVerified,
    incentivized: row.incentivized,
    provenance:
      row.importOrigin === null ? null : { origin: row.importOrigin, label: row.importLabel ?? '', row: row.importRow, import_id: row.importJobId },
  };
}

/** Facet count columns: `dimension:value` → the count where the other dimensions and this value hold. */
function facetColumns(criteria: ReviewCriteria, columns: GroupedFacetColumns) {
  const others = (dimension: FacetDimension): SQL[] =>
    FACET_DIMENSIONS.filter((other) => other !== dimension)
      .map((other) => dimensionPredicate(criteria, other, columns))
      .filter((predicate): predicate is SQL => predicate !== null);
  const countWhere = (conditions: readonly SQL[]) => columns.count(conditions.length === 0 ? null : and(...conditions)!);
  const counted: Record<string, SQL<number>> = {};
  const add = (dimension: FacetDimension, value: string | number, predicate: SQL) => {
    counted[`${dimension}:${value}`] = countWhere([...others(dimension), predicate]);
  };
  for (const rating of RATING_VALUES) add('ratings', rating, sql`${columns.rating} = ${rating}`);
  for (const code of PUBLISH_STATUS_CODES) add('publishes', code, code === PUBLISH_STATUS_PUBLISHED ? columns.published : sql`not ${columns.published}`);
  for (const code of RESOURCE_TYPE_CODES) add('resource_types', code, resourceTypePredicate(code, columns));
  for (const code of REVIEW_TAG_CODES) add('tags', code, tagPredicate(code, columns));
  for (const source of REVIEW_SOURCES) add('sources', source, sql`${columns.source} = ${source}`);
  counted.total = countWhere(FACET_DIMENSIONS.map((dimension) => dimensionPredicate(criteria, dimension, columns)).filter((p): p is SQL => p !== null));
  return counted;
}

export class DrizzleReviewRepository implements ReviewRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(
    shop: AuthenticatedShop,
    criteria: ReviewCriteria,
    sort: ReviewSort,
    page: { readonly offset: number; readonly limit: number; readonly countLimit: number },
  ): Promise<CountedReviews> {
    const queries = reviewListQueries(this.db, shop, criteria, sort, page);
    const [rows, totals] = await Promise.all([queries.page, queries.total]);
    const counted = totals[0]?.value ?? 0;
    return { items: rows.map(toItem), total: Math.min(counted, page.countLimit), totalCapped: counted > page.countLimit };
  }

  /**
   * A filter of facet dimensions only sums the shop's review_facet_counts (a few thousand rows at
   * most, whatever the shop's size); a narrower one (product, group, dates, import, search) groups
   * its matching reviews the same way and sums those groups.
   */
  async facets(shop: AuthenticatedShop, criteria: ReviewCriteria): Promise<ReviewFacetCounts> {
    const narrowing = narrowingConditions(shop, criteria);
    const [row] =
      narrowing.length === 0
        ? await this.db.select(facetColumns(criteria, SUMMARY_COLUMNS)).from(reviewFacetCounts).where(eq(reviewFacetCounts.shopId, shop.id))
        : await this.db.select(facetColumns(criteria, MATCHING_COLUMNS)).from(matchingGroups(shop, criteria, narrowing));
    const counts = (row ?? {}) as Record<string, number>;
    const of = (dimension: FacetDimension, values: readonly (string | number)[]) =>
      Object.fromEntries(values.map((value) => [String(value), counts[`${dimension}:${value}`] ?? 0]));
    return {
      total: counts.total ?? 0,
      ratings: of('ratings', RATING_VALUES),
      publishes: of('publishes', PUBLISH_STATUS_CODES),
      resourceTypes: of('resource_types', RESOURCE_TYPE_CODES),
      tags: of('tags', REVIEW_TAG_CODES),
      sources: of('sources', REVIEW_SOURCES),
    };
  }

  async get(shop: AuthenticatedShop, id: number): Promise<ReviewItem | null> {
    const rows = await this.db
      .select(ITEM_COLUMNS)
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, id)));
    return rows[0] ? toItem(rows[0]) : null;
  }

  async countSelection(shop: AuthenticatedShop, selection: ReviewSelection): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(reviews).where(this.selectionWhere(shop, selection));
    return row?.value ?? 0;
  }

  async missingIds(shop: AuthenticatedShop, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = new Set<number>();
    for (const chunk of chunksOf(ids, 5000)) {
      const rows = await this.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.shopId, shop.id), inArray(reviews.id, chunk)));
      for (const row of rows) found.add(row.id);
    }
    return ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
  }

  async selectForBulk(shop: AuthenticatedShop, selection: ReviewSelection, options: { readonly lock: boolean }): Promise<BulkReviewIds> {
    // Ids only, as one array (100,000 rows read as rows cost PGlite's thread a few hundred ms; an
    // array a few dozen). Each chunk then changes rows by id, not by running the filter again.
    const matching = this.db.select({ id: reviews.id }).from(reviews).where(this.selectionWhere(shop, selection));
    const rows = (selection.kind === 'ids' && options.lock ? matching.for('update') : matching).as('matching');
    const [row] = await this.db
      .select({ ids: sql<readonly (number | string)[] | null>`array_agg(${rows.id} order by ${rows.id})` })
      .from(rows);
    const ids = (row?.ids ?? []).map(Number);
    if (selection.kind === 'filter' || ids.length === new Set(selection.ids).size) return { ids, missingIds: [] };
    const found = new Set(ids);
    return { ids: [], missingIds: [...new Set(selection.ids)].filter((id) => !found.has(id)).sort((a, b) => a - b) };
  }

  async applyBulkChunk(
    shop: AuthenticatedShop,
    ids: readonly number[],
    action: BulkReviewAction,
    options: { readonly at: Date; readonly journal: JournalTag | null; readonly actor: ModerationActor },
  ): Promise<number> {
    if (ids.length === 0) return 0;
    // An id range of the primary key, then the chunk's ids: ids are integers, so the array literal is safe.
    const where = and(
      eq(reviews.shopId, shop.id),
      gte(reviews.id, ids[0]!),
      lte(reviews.id, ids[ids.length - 1]!),
      sql`${reviews.id} = any(${`{${ids.join(',')}}`}::bigint[])`,
    )!;
    const { journal } = options;
    if (action.kind === 'delete') {
      const moderated = await this.moderatedRows(where);
      const deleted = journal
        ? await journaledDelete(this.db, { table: reviews, shopId: shop.id, tag: journal, where })
        : (await this.db.delete(reviews).where(where).returning({ id: reviews.id })).length;
      await this.recordModeration(shop, moderated, 'delete', action.reason, options);
      return deleted;
    }
    const set = flagColumns(action.changes);
    const publishing = action.changes.published;
    // The reviews this hide or publish changes, locked until the chunk commits: each gets its event.
    const moderated = publishing === undefined ? [] : await this.moderatedRows(and(where, sql`${reviews.published} is distinct from ${publishing}`)!);
    // Rows that already have the values are not rewritten (no new row version, no index work).
    const differs = Object.entries(set).map(([key, value]) => sql`${reviews[key as keyof typeof set]} is distinct from ${value}`);
    if (differs.length === 0) return ids.length;
    const changing = and(where, anyOf(differs))!;
    if (journal) await journaledUpdate(this.db, { table: reviews, shopId: shop.id, tag: journal, where: changing, set: { ...set, updatedAt: options.at } });
    else await this.db.update(reviews).set({ ...set, updatedAt: options.at }).where(changing);
    if (publishing !== undefined && moderated.length > 0) {
      // The current hide reason, on exactly the rows whose visibility changed (a publish clears it).
      const reasonSet = { moderationReason: publishing ? null : action.reason };
      const onModerated = and(eq(reviews.shopId, shop.id), inArray(reviews.id, moderated.map((row) => row.id)))!;
      if (journal) await journaledUpdate(this.db, { table: reviews, shopId: shop.id, tag: journal, where: onModerated, set: reasonSet, step: 1 });
      else await this.db.update(reviews).set(reasonSet).where(onModerated);
      await this.recordModeration(shop, moderated, publishing ? 'publish' : 'hide', publishing ? null : action.reason, options);
    }
    return ids.length;
  }

  /** The ids and ratings of the rows `where` takes, locked for the rest of the transaction. */
  private moderatedRows(where: SQL): Promise<{ id: number; rating: number }[]> {
    return this.db.select({ id: reviews.id, rating: reviews.rating }).from(reviews).where(where).orderBy(asc(reviews.id)).for('update');
  }

  /** One audit-trail row per review, in the chunk's transaction; journaled (after every other entry of the chunk) so an undone chunk takes them back. */
  private async recordModeration(
    shop: AuthenticatedShop,
    rows: readonly { readonly id: number; readonly rating: number }[],
    action: ModerationAction,
    reason: NeutralModerationReason | null,
    options: { readonly at: Date; readonly journal: JournalTag | null; readonly actor: ModerationActor },
  ): Promise<void> {
    if (rows.length === 0) return;
    const events = rows.map((row) => ({ shopId: shop.id, reviewId: row.id, action, reason, rating: row.rating, actor: options.actor, at: options.at }));
    if (options.journal) await journaledInsert(this.db, { table: reviewModerationEvents, shopId: shop.id, tag: options.journal, step: MODERATION_EVENTS_STEP, rows: events });
    else await this.db.insert(reviewModerationEvents).values(events);
  }

  async moderationEvents(
    shop: AuthenticatedShop,
    reviewId: number,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ readonly list: readonly ReviewModerationEvent[]; readonly total: number }> {
    const ofReview = and(eq(reviewModerationEvents.shopId, shop.id), eq(reviewModerationEvents.reviewId, reviewId));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(reviewModerationEvents)
        .where(ofReview)
        .orderBy(desc(reviewModerationEvents.at), desc(reviewModerationEvents.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ value: count() }).from(reviewModerationEvents).where(ofReview),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        action: row.action as ModerationAction,
        reason: isNeutralModerationReason(row.reason) ? row.reason : null,
        rating: row.rating,
        actor: row.actor,
        at: row.at.toISOString(),
      })),
      total: counted?.value ?? 0,
    };
  }

  async setReply(shop: AuthenticatedShop, id: number, reply: ReviewReplyChange | null): Promise<boolean> {
    const rows = await this.db
      .update(reviews)
      .set(
        reply === null
          ? { replyBody: null, replyPublished: false, repliedAt: null, updatedAt: new Date() }
          : { replyBody: reply.body, replyPublished: reply.published, repliedAt: reply.repliedAt, updatedAt: reply.repliedAt },
      )
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, id)))
      .returning({ id: reviews.id });
    return rows.length === 1;
  }

  async *exportBatches(shop: AuthenticatedShop, criteria: ReviewCriteria, batchSize: number): AsyncIterable<readonly ReviewItem[]> {
    const where = reviewCriteriaWhere(shop, criteria);
    let before: number | null = null;
    for (;;) {
      const rows = await this.db
        .select(ITEM_COLUMNS)
        .from(reviews)
        .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
        .where(before === null ? where : and(where, lt(reviews.id, before)))
        .orderBy(desc(reviews.id))
        .limit(batchSize);
      if (rows.length === 0) return;
      yield rows.map(toItem);
      if (rows.length < batchSize) return;
      before = rows[rows.length - 1]!.id;
    }
  }

  async productHandles(shop: AuthenticatedShop, productIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(and(eq(products.shopId, shop.id), inArray(products.id, [...new Set(productIds)])));
    return new Map(rows.map((row) => [row.id, row.handle]));
  }

  async timeZone(shop: AuthenticatedShop): Promise<string | null> {
    const [row] = await this.db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shop.id));
    return row?.timeZone ?? null;
  }

  private selectionWhere(shop: AuthenticatedShop, selection: ReviewSelection): SQL {
    return selection.kind === 'filter'
      ? reviewCriteriaWhere(shop, selection.criteria)
      : and(eq(reviews.shopId, shop.id), inArray(reviews.id, selection.ids.length === 0 ? [-1] : [...selection.ids]))!;
  }
}

/** The review columns a bulk update sets, from the API's flag names. */
function flagColumns(changes: ReviewFlagChanges): Partial<Record<'published' | 'featured' | 'verified' | 'topReview' | 'inShows', boolean>> {
  return {
    ...(changes.published === undefined ? {} : { published: changes.published }),
    ...(changes.featured === undefined ? {} : { featured: changes.featured }),
    ...(changes.verified === undefined ? {} : { verified: changes.verified }),
    ...(changes.top_review === undefined ? {} : { topReview: changes.top_review }),
    ...(changes.in_shows === undefined ? {} : { inShows: changes.in_shows }),
  };
}
