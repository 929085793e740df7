import { rowsOf } from './raw-rows';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type StorefrontReviewSort } from '../../../src/domain/storefront/review-widget-settings';
import { EMPTY_HISTOGRAM, type RatingSummary } from '../../../src/domain/storefront/storefront-review';
import { REVIEW_SOURCE_STORE_FRONT } from '../../../src/domain/reviews/review-filter-codes';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ReviewedProducts } from '../../application/storefront/reviewed-products';
import {
  type NewStorefrontQuestion,
  type NewStorefrontReview,
  type PublishedQuestionRow,
  type PublishedReviewRow,
  type StorefrontRepository,
} from '../../application/storefront/storefront-repository.port';
import { type AppDatabase } from './database';
import { MEDIA_IN_ORDER, SHOPPER_REVIEW_COLUMNS, shopperReviewOf } from './published-review-reads';
import { reviewSearchColumns } from './review-search-columns';
import { answers, productGroupMembers, productRatingCounts, products, questions, reviewFacetCounts, reviewHelpfulVotes, reviewMedia, reviews } from './schema';
import { questionSearchColumns } from './question-search-columns';

/** Each storefront order, with commented_at and id breaking ties so pages never overlap. */
const ORDER_BY = {
  'commented-at-descending': [desc(reviews.commentedAt), desc(reviews.id)],
  'commented-at-ascending': [asc(reviews.commentedAt), asc(reviews.id)],
  'rating-descending': [desc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)],
  'rating-ascending': [asc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)],
  'helpful-descending': [desc(reviews.helpfulCount), desc(reviews.commentedAt), desc(reviews.id)],
} as const satisfies Record<StorefrontReviewSort, readonly unknown[]>;

/** A product's id and, when it is in a product group, its fellow members' (docs/product/product-groups.md#storefront). */
function productsSharingWith(shop: AuthenticatedShop, productId: string): SQL {
  return sql`select ${productId}::text union
    select m.product_id from ${productGroupMembers} m
    join ${productGroupMembers} own on own.shop_id = m.shop_id and own.group_id = m.group_id
    where own.shop_id = ${shop.id} and own.product_id = ${productId}`;
}

/**
 * The shop's published reviews of these products (a product's own, or its group's), or of every
 * product and the shop itself (null). The products are named, not a subquery: for one product the
 * planner then walks (shop, product, commented_at) and stops at the page's last row; given a
 * subquery it walked the whole shop's reviews newest first and filtered them (21,520 rows read
 * for a page of 14 in bench:scale's million-review shop).
 */
function publishedOf(shop: AuthenticatedShop, productIds: ReviewedProducts) {
  // PostgreSQL reads `in` of one value as `=`, so one product needs no case of its own.
  return and(eq(reviews.shopId, shop.id), productIds === null ? undefined : inArray(reviews.productId, [...productIds]), eq(reviews.published, true))!;
}

/** What a storefront page shows of each review. */
const PAGE_COLUMNS = {
  ...SHOPPER_REVIEW_COLUMNS,
  verified: reviews.verified,
  reviewerVerified: reviews.reviewerVerified,
  replyBody: reviews.replyBody,
  replyPublished: reviews.replyPublished,
  repliedAt: reviews.repliedAt,
  helpfulCount: reviews.helpfulCount,
  language: reviews.originalLanguage,
  media: MEDIA_IN_ORDER,
};

type PageRow = Awaited<ReturnType<ReturnType<typeof prepareProductReads>['page']['commented-at-descending']['execute']>>[number];

function publishedReviewRowOf(row: PageRow): PublishedReviewRow {
  return {
    ...shopperReviewOf(row),
    verified: row.verified,
    reviewerVerified: row.reviewerVerified,
    media: row.media,
    reply: row.replyBody !== null && row.replyPublished ? { body: row.replyBody, repliedAt: row.repliedAt ?? row.commentedAt } : null,
    helpfulCount: row.helpfulCount,
    language: row.language,
  };
}

/**
 * One product's rating counts and its page in each order, prepared once per connection: the app
 * proxy's page reads skip query building, parsing and (once PostgreSQL keeps a generic plan)
 * planning, which cost more than the reads themselves (docs/decisions/0085-storefront-reads-remember-by-version.md).
 */
function prepareProductReads(db: AppDatabase) {
  const shopId = sql.placeholder('shopId');
  const productId = sql.placeholder('productId');
  const pageIn = (sort: StorefrontReviewSort) =>
    db
      .select(PAGE_COLUMNS)
      .from(reviews)
      .where(and(eq(reviews.shopId, shopId), eq(reviews.productId, productId), eq(reviews.published, true)))
      .orderBy(...ORDER_BY[sort])
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`storefront_product_page_${sort.replaceAll('-', '_')}`);
  return {
    histogram: db
      .select({ rating: productRatingCounts.rating, count: sql<number>`sum(${productRatingCounts.count})`.mapWith(Number) })
      .from(productRatingCounts)
      .where(and(eq(productRatingCounts.shopId, shopId), eq(productRatingCounts.productId, productId)))
      .groupBy(productRatingCounts.rating)
      .prepare('storefront_product_histogram'),
    page: {
      'commented-at-descending': pageIn('commented-at-descending'),
      'commented-at-ascending': pageIn('commented-at-ascending'),
      'rating-descending': pageIn('rating-descending'),
      'rating-ascending': pageIn('rating-ascending'),
      'helpful-descending': pageIn('helpful-descending'),
    } satisfies Record<StorefrontReviewSort, unknown>,
  };
}

export class DrizzleStorefrontRepository implements StorefrontRepository {
  private readonly productReads: ReturnType<typeof prepareProductReads>;

  constructor(private readonly db: AppDatabase) {
    this.productReads = prepareProductReads(db);
  }

  async productsSharingReviews(shop: AuthenticatedShop, productId: string): Promise<readonly string[]> {
    const rows = await rowsOf<{ product_id: string }>(this.db.execute(sql`select product_id from (${productsSharingWith(shop, productId)}) as sharing(product_id) order by product_id`));
    return rows.map((row) => row.product_id);
  }

  async hasProductGroups(shop: AuthenticatedShop): Promise<boolean> {
    const [row] = await this.db.select({ one: sql<number>`1` }).from(productGroupMembers).where(eq(productGroupMembers.shopId, shop.id)).limit(1);
    return row !== undefined;
  }

  /** From the counts kept on write (migrations 0034 and 0038): a few rows, however many reviews the products have. */
  async histogram(shop: AuthenticatedShop, productIds: ReviewedProducts): Promise<RatingSummary['histogram']> {
    const rows =
      productIds?.length === 1
        ? await this.productReads.histogram.execute({ shopId: shop.id, productId: productIds[0] })
        : productIds === null
        ? await this.db
            .select({ rating: reviewFacetCounts.rating, count: sql<number>`sum(${reviewFacetCounts.count})`.mapWith(Number) })
            .from(reviewFacetCounts)
            .where(and(eq(reviewFacetCounts.shopId, shop.id), eq(reviewFacetCounts.published, true)))
            .groupBy(reviewFacetCounts.rating)
        : await this.db
            .select({ rating: productRatingCounts.rating, count: sql<number>`sum(${productRatingCounts.count})`.mapWith(Number) })
            .from(productRatingCounts)
            .where(and(eq(productRatingCounts.shopId, shop.id), inArray(productRatingCounts.productId, [...productIds])))
            .groupBy(productRatingCounts.rating);
    const histogram = [...EMPTY_HISTOGRAM] as [number, number, number, number, number];
    for (const row of rows) if (row.rating >= 1 && row.rating <= 5) histogram[row.rating - 1] = row.count;
    return histogram;
  }

  async publishedReviewTexts(shop: AuthenticatedShop, products: ReviewedProducts, limit: number): Promise<readonly { readonly rating: number; readonly title: string; readonly body: string }[]> {
    return this.db
      .select({ rating: reviews.rating, title: reviews.title, body: reviews.body })
      .from(reviews)
      .where(publishedOf(shop, products))
      .orderBy(desc(reviews.commentedAt), desc(reviews.id))
      .limit(limit);
  }

  async publishedPage(
    shop: AuthenticatedShop,
    products: ReviewedProducts,
    sort: StorefrontReviewSort,
    page: { readonly offset: number; readonly limit: number; readonly newestOnly: number | null },
  ): Promise<readonly PublishedReviewRow[]> {
    // The page nearly every request asks for: one product, every review the plan shows.
    if (products?.length === 1 && page.newestOnly === null) {
      return (await this.productReads.page[sort].execute({ shopId: shop.id, productId: products[0], offset: page.offset, limit: page.limit })).map(publishedReviewRowOf);
    }
    const published = publishedOf(shop, products);
    const shown =
      page.newestOnly === null
        ? published
        : and(
            published,
            inArray(
              reviews.id,
              this.db.select({ id: reviews.id }).from(reviews).where(published).orderBy(desc(reviews.commentedAt), desc(reviews.id)).limit(page.newestOnly),
            ),
          );
    const rows = await this.db.select(PAGE_COLUMNS).from(reviews).where(shown).orderBy(...ORDER_BY[sort]).offset(page.offset).limit(page.limit);
    return rows.map(publishedReviewRowOf);
  }

  async mostReviewedProduct(shop: AuthenticatedShop): Promise<{ readonly id: string; readonly title: string } | null> {
    const [row] = await this.db
      .select({ id: reviews.productId, title: sql<string | null>`max(${products.title})`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.published, true)))
      .groupBy(reviews.productId)
      .orderBy(desc(sql`count(*)`), asc(reviews.productId))
      .limit(1);
    return row ? { id: row.id, title: row.title ?? '' } : null;
  }

  async publishedQuestions(shop: AuthenticatedShop, productId: string, limit: number): Promise<{ readonly count: number; readonly rows: readonly PublishedQuestionRow[] }> {
    const where = and(eq(questions.shopId, shop.id), eq(questions.productId, productId), eq(questions.published, true));
    const [counted, rows] = await Promise.all([
      this.db.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(questions).where(where),
      this.db
        .select({ id: questions.id, questionerName: questions.questionerName, body: questions.body, askedAt: questions.askedAt })
        .from(questions)
        .where(where)
        .orderBy(desc(questions.askedAt), desc(questions.id))
        .limit(limit),
    ]);
    const replies = rows.length === 0 ? [] : await this.db
      .select({ questionId: answers.questionId, authorName: answers.authorName, body: answers.body, answeredAt: answers.answeredAt })
      .from(answers)
      .where(and(eq(answers.shopId, shop.id), inArray(answers.questionId, rows.map((row) => row.id)), eq(answers.published, true)))
      .orderBy(asc(answers.answeredAt), asc(answers.id));
    return {
      count: counted[0]?.value ?? 0,
      rows: rows.map((row) => ({
        ...row,
        answers: replies.filter((reply) => reply.questionId === row.id).map(({ authorName, body, answeredAt }) => ({ authorName, body, answeredAt })),
      })),
    };
  }

  async insertQuestion(shop: AuthenticatedShop, question: NewStorefrontQuestion): Promise<number> {
    const [row] = await this.db.insert(questions).values({
      shopId: shop.id,
      productId: question.productId,
      questionerName: question.questionerName,
      questionerEmail: question.questionerEmail,
      body: question.body,
      published: false,
      askedAt: question.askedAt,
      ...questionSearchColumns(question),
    }).returning({ id: questions.id });
    if (!row) throw new Error('the question was not stored');
    return row.id;
  }

  async insertReview(shop: AuthenticatedShop, review: NewStorefrontReview): Promise<number> {
    const [row] = await this.db
        .insert(reviews)
        .values({
          shopId: shop.id,
          productId: review.productId,
          authorName: review.authorName,
          authorEmail: review.authorEmail,
          ...reviewSearchColumns(review),
          rating: review.rating,
          title: review.title,
          body: review.body,
          source: review.source ?? REVIEW_SOURCE_STORE_FRONT,
          orderId: review.orderId ?? null,
          customerId: review.customerId ?? null,
          verified: review.verified,
          published: review.published,
          photoCount: review.media.filter((item) => item.kind === 'photo').length,
          videoCount: review.media.filter((item) => item.kind === 'video').length,
          commentedAt: review.commentedAt,
        })
        .returning({ id: reviews.id });
    const id = row!.id;
    if (review.media.length > 0) {
      await this.db.insert(reviewMedia).values(review.media.map((item, position) => ({ shopId: shop.id, reviewId: id, position, kind: item.kind, url: item.url })));
    }
    return id;
  }

  async voteHelpful(shop: AuthenticatedShop, reviewId: number, voter: string): Promise<number | null> {
    const [review] = await this.db
        .select({ helpful: reviews.helpfulCount })
        .from(reviews)
        .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId), eq(reviews.published, true)))
        .for('update');
    if (!review) return null;
    const inserted = await this.db.insert(reviewHelpfulVotes).values({ shopId: shop.id, reviewId, voter }).onConflictDoNothing().returning({ voter: reviewHelpfulVotes.voter });
    if (inserted.length === 0) return review.helpful;
    const [updated] = await this.db
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)))
        .returning({ helpful: reviews.helpfulCount });
    return updated!.helpful;
  }
}
