import { DEFAULT_VARIANT_TITLE } from '../../../application/shopify/shopify-gateway.port';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import {
  REVIEW_SOURCE_ACCOUNT,
  REVIEW_SOURCE_ALIEXPRESS,
  REVIEW_SOURCE_AMAZON,
  REVIEW_SOURCE_AUTO,
  REVIEW_SOURCE_CSV_UPLOADED,
  REVIEW_SOURCE_EMAIL_REQUEST,
  REVIEW_SOURCE_QR_CODE,
  REVIEW_SOURCE_SHOP,
  REVIEW_SOURCE_SHOPEE,
  REVIEW_SOURCE_STORE_FRONT,
  REVIEW_SOURCE_STORE_LINK,
  REVIEW_SOURCE_STORE_LINK_DONDY,
  type RatingValue,
  type ReviewSource,
} from '../../../../src/domain/reviews/review-filter-codes';
import { DEMO_SHOP_DOMAIN } from '../../../../src/domain/shop/shop-domain';
import { MS_PER_DAY, MS_PER_MINUTE, MS_PER_SECOND } from '../../../../src/domain/shared/time';
import { type answers, type collectionProducts, type collections, type orderItems, type orders, type products, type productVariants, type questions, type reviewMedia, type reviews } from '../schema';
import {
  BEST_SELLERS_COLLECTION,
  DEMO_COLLECTIONS,
  DEMO_PRODUCTS,
  FIRST_NAMES,
  GIFT_PRICE_LIMIT,
  GIFTS_COLLECTION,
  LAST_NAMES,
  QUESTIONS_AND_ANSWERS,
  REPLIES,
  REVIEW_CLOSERS,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
  REVIEW_TITLES,
  REVIEWER_LOCALES,
  type Sentiment,
} from './demo-store-words';
import {
  collectionImageFile,
  DEMO_REVIEW_VIDEO_COUNT,
  type DemoMediaCatalog,
  productImageFile,
  reviewPhotoFile,
  reviewVideoFile,
} from './demo-store-media';
import { demoProvenanceNumbering, importedOncePerLabel } from './demo-store-provenance';
import { SeededRandom } from './seeded-random';

/** The fixed seed: change it and every demo store changes. */
export const DEMO_STORE_SEED = 20_240_611;
export const DEMO_STORE_HISTORY_DAYS = 120;
export const DEMO_ORDER_COUNT = 200;
export const DEMO_REVIEW_COUNT = 500;
export const DEMO_QUESTION_COUNT = 40;
const CUSTOMER_COUNT = 90;
const BEST_SELLER_COUNT = 8;
/** Days after fulfilment that the review-request e-mail goes out. */
const REVIEW_REQUEST_DELAY_DAYS = 7;
/** Days after the request that an order without a review gets its automatic 5-star review. */
const AUTO_REVIEW_DELAY_DAYS = 14;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

type Row<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'shopId'>;
export type DemoProduct = Row<typeof products>;
export type DemoVariant = Row<typeof productVariants>;
export type DemoCollection = Row<typeof collections>;
export type DemoCollectionProduct = Row<typeof collectionProducts>;
export type DemoOrder = Row<typeof orders>;
export type DemoOrderItem = Row<typeof orderItems>;
export type DemoReview = Omit<Row<typeof reviews>, 'id'> & { readonly media: readonly Omit<Row<typeof reviewMedia>, 'reviewId'>[] };
export type DemoQuestion = Omit<Row<typeof questions>, 'id'> & { readonly answers: readonly Omit<Row<typeof answers>, 'id' | 'questionId'>[] };

export interface DemoShop {
  readonly domain: string;
  readonly name: string;
  readonly owner: string;
  readonly email: string;
  readonly pricingPlanId: number;
  readonly timeZone: string;
  readonly currencySymbol: string;
  readonly installedAt: Date;
}

export interface DemoStore {
  readonly shop: DemoShop;
  readonly products: readonly DemoProduct[];
  readonly variants: readonly DemoVariant[];
  readonly collections: readonly DemoCollection[];
  readonly collectionProducts: readonly DemoCollectionProduct[];
  readonly orders: readonly DemoOrder[];
  readonly orderItems: readonly DemoOrderItem[];
  readonly reviews: readonly DemoReview[];
  readonly questions: readonly DemoQuestion[];
  /** What the demo's pictures are drawn from, and the names of the files its rows point at. */
  readonly media: DemoMediaCatalog;
  readonly mediaFiles: ReadonlySet<string>;
}

/** Where a stored demo file is served (its /upload address, which needs the shop's id). */
export type DemoMediaUrl = (fileName: string) => string;

interface Person {
  readonly name: string;
  readonly email: string;
}

interface PlacedOrder {
  readonly row: DemoOrder;
  readonly customer: Person;
  readonly productIndexes: readonly number[];
}

/**
 * The demo store's data for a given moment, with no database involved. Everything is anchored to
 * the start of `now`'s UTC day, so seeding twice on one day gives identical rows.
 */
export function buildDemoStore(now: Date, mediaUrl: DemoMediaUrl): DemoStore {
  const anchor = Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY;
  const start = anchor - DEMO_STORE_HISTORY_DAYS * MS_PER_DAY;
  const random = new SeededRandom(DEMO_STORE_SEED);
  const mediaFiles = new Set<string>();
  const media = (fileName: string) => {
    mediaFiles.add(fileName);
    return mediaUrl(fileName);
  };
  /** A whole-second instant in [from, to], never after the anchor (which wins when `from` is later). */
  const instantBetween = (from: number, to: number) => {
    const upper = Math.min(to, anchor);
    const lower = Math.min(from, upper);
    return Math.floor((lower + random.next() * (upper - lower)) / MS_PER_SECOND) * MS_PER_SECOND;
  };

  const catalog = buildCatalog(random, start, media);
  const popularity = random.shuffled(DEMO_PRODUCTS.map((_, index) => index));
  const productWeights = popularity.map((productIndex, rank) => [productIndex, 1 / (rank + 1) ** 0.8] as const);
  const people = buildPeople(random);
  const customers = people.slice(0, CUSTOMER_COUNT);
  const placed = buildOrders(random, { start, anchor, catalog, customers, productWeights, instantBetween });

  const bestSellers = popularity.slice(0, BEST_SELLER_COUNT);
  const gifts = DEMO_PRODUCTS.flatMap((product, index) => (product.price < GIFT_PRICE_LIMIT ? [index] : []));
  const collectionTitles = [...DEMO_COLLECTIONS, BEST_SELLERS_COLLECTION, GIFTS_COLLECTION];
  const collectionRows = collectionTitles.map((title, index) => ({
    id: `gid://shopify/Collection/${410_000_000_000 + index + 1}`,
    title,
    imageUrl: media(collectionImageFile(index)),
    imageAlt: title,
  }));
  const members = (collectionIndex: number): readonly number[] =>
    collectionIndex < DEMO_COLLECTIONS.length
      ? DEMO_PRODUCTS.flatMap((product, index) => (product.collection === collectionIndex ? [index] : []))
      : collectionIndex === DEMO_COLLECTIONS.length
        ? bestSellers
        : gifts;
  const collectionProductRows = collectionRows.flatMap((collection, collectionIndex) =>
    members(collectionIndex).map((productIndex) => ({ collectionId: collection.id, productId: productId(productIndex) })),
  );

  const reviewRows = buildReviews(random, { start, anchor, placed, people, productWeights, instantBetween }, media);
  const questionRows = buildQuestions(random, { start, anchor, people, productWeights, instantBetween });

  return {
    shop: demoShop(now),
    products: catalog.products,
    variants: catalog.variants,
    collections: collectionRows,
    collectionProducts: collectionProductRows,
    orders: placed.map((order) => order.row),
    orderItems: placed.flatMap((order) =>
      order.productIndexes.map((productIndex, position) => ({
        orderId: order.row.id,
        position,
        productId: productId(productIndex),
        title: catalog.products[productIndex]?.title ?? '',
        quantity: 1,
      })),
    ),
    reviews: reviewRows,
    questions: questionRows,
    media: { products: DEMO_PRODUCTS.map((product) => ({ collection: product.collection })), collectionCount: collectionTitles.length },
    mediaFiles,
  };
}

/** The demo shop itself, installed 120 days before `now`'s UTC day. */
export function demoShop(now: Date): DemoShop {
  const anchor = Math.floor(now.getTime() / MS_PER_DAY) * MS_PER_DAY;
  const start = anchor - DEMO_STORE_HISTORY_DAYS * MS_PER_DAY;
  return {
    domain: DEMO_SHOP_DOMAIN,
    name: 'Demo Store',
    owner: 'Dana Rivers',
    email: 'owner@demo-store.example',
    pricingPlanId: PLAN_ID_FREE,
    timeZone: 'America/New_York',
    currencySymbol: '$',
    installedAt: new Date(start),
  };
}

const productId = (index: number) => `gid://shopify/Product/${8_100_000_000_000 + index + 1}`;

/** 'Chef's Knife' → 'chefs-knife'. */
export function handleOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildCatalog(random: SeededRandom, start: number, mediaUrl: DemoMediaUrl) {
  let variantNumber = 0;
  const variants: DemoVariant[] = [];
  const productRows = DEMO_PRODUCTS.map((template, index): DemoProduct => {
    const handle = handleOf(template.title);
    const options = template.variants.length > 0 ? template.variants : [DEFAULT_VARIANT_TITLE];
    options.forEach((title, position) => {
      variantNumber += 1;
      variants.push({
        id: `gid://shopify/ProductVariant/${45_200_000_000_000 + variantNumber}`,
        productId: productId(index),
        title,
        price: (template.price + position * 4).toFixed(2),
        inventoryQuantity: random.int(0, 120),
        position: position + 1,
      });
    });
    return {
      id: productId(index),
      title: template.title,
      handle,
      status: template.status ?? 'ACTIVE',
      imageUrl: mediaUrl(productImageFile(index)),
      imageAlt: template.title,
      createdAt: new Date(start - (DEMO_PRODUCTS.length - index) * MS_PER_DAY),
    };
  });
  return { products: productRows, variants };
}

/** Distinct people: the first ones are the store's customers, the rest only review or ask. */
function buildPeople(random: SeededRandom): Person[] {
  const people: Person[] = [];
  const seen = new Set<string>();
  while (people.length < FIRST_NAMES.length * 4) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const name = `${first} ${last}`;
    if (seen.has(name)) continue;
    seen.add(name);
    people.push({ name, email: `${first}.${last}@example.com`.toLowerCase() });
  }
  return people;
}

interface OrderContext {
  readonly start: number;
  readonly anchor: number;
  readonly catalog: ReturnType<typeof buildCatalog>;
  readonly customers: readonly Person[];
  readonly productWeights: readonly (readonly [number, number])[];
  readonly instantBetween: (from: number, to: number) => number;
}

function buildOrders(random: SeededRandom, context: OrderContext): PlacedOrder[] {
  const { start, anchor, catalog, customers, productWeights, instantBetween } = context;
  // Repeat buyers: the first third of the customers place most of the orders.
  const customerWeights = customers.map((customer, index) => [customer, index < customers.length / 3 ? 3 : 1] as const);
  const placedAt = Array.from({ length: DEMO_ORDER_COUNT }, () => instantBetween(start, anchor)).sort((a, b) => a - b);
  return placedAt.map((placed, index) => {
    const customer = random.weighted(customerWeights);
    const productIndexes = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.weighted(productWeights)))];
    const total = productIndexes.reduce((sum, productIndex) => {
      const variant = random.pick(catalog.variants.filter((candidate) => candidate.productId === productId(productIndex)));
      return sum + Number(variant.price) * random.int(1, 2);
    }, 0);
    const fulfilled = placed + random.int(1, 4) * MS_PER_DAY + random.int(0, 86_399) * MS_PER_SECOND;
    const requested = fulfilled + REVIEW_REQUEST_DELAY_DAYS * MS_PER_DAY;
    const requestSent = requested <= anchor && random.chance(0.8);
    return {
      customer,
      productIndexes,
      row: {
        id: `gid://shopify/Order/${5_600_000_000_000 + index + 1}`,
        name: `#${1001 + index}`,
        customerName: customer.name,
        customerEmail: customer.email,
        totalPrice: total.toFixed(2),
        placedAt: new Date(placed),
        fulfilledAt: fulfilled <= anchor ? new Date(fulfilled) : null,
        reviewRequestSentAt: requestSent ? new Date(requested) : null,
      },
    };
  });
}

interface ReviewContext {
  readonly start: number;
  readonly anchor: number;
  readonly placed: readonly PlacedOrder[];
  readonly people: readonly Person[];
  readonly productWeights: readonly (readonly [number, number])[];
  readonly instantBetween: (from: number, to: number) => number;
}

interface ReviewDraft {
  readonly source: ReviewSource;
  readonly productIndex: number;
  readonly author: Person;
  readonly orderId: string | null;
  readonly verified: boolean;
  /** Imported reviews claim at most a verified reviewer: no order of theirs is found. */
  readonly reviewerVerified: boolean;
  readonly commentedAt: number;
  readonly importedAt: number | null;
}

const RATING_WEIGHTS: readonly (readonly [RatingValue, number])[] = [
  [5, 46],
  [4, 24],
  [3, 12],
  [2, 7],
  [1, 11],
];
const ORDER_REVIEW_SOURCES: readonly (readonly [ReviewSource, number])[] = [
  [REVIEW_SOURCE_EMAIL_REQUEST, 64],
  [REVIEW_SOURCE_AUTO, 20],
  [REVIEW_SOURCE_ACCOUNT, 8],
  [REVIEW_SOURCE_QR_CODE, 8],
];
const OTHER_REVIEW_SOURCES: readonly (readonly [ReviewSource, number])[] = [
  [REVIEW_SOURCE_STORE_FRONT, 30],
  [REVIEW_SOURCE_STORE_LINK, 8],
  [REVIEW_SOURCE_STORE_LINK_DONDY, 4],
  [REVIEW_SOURCE_CSV_UPLOADED, 9],
  [REVIEW_SOURCE_ALIEXPRESS, 6],
  [REVIEW_SOURCE_AMAZON, 6],
  [REVIEW_SOURCE_SHOPEE, 3],
  [REVIEW_SOURCE_SHOP, 6],
  [REVIEW_SOURCE_QR_CODE, 2],
  [REVIEW_SOURCE_ACCOUNT, 2],
];
const IMPORTED_SOURCES: readonly ReviewSource[] = [
  REVIEW_SOURCE_CSV_UPLOADED,
  REVIEW_SOURCE_ALIEXPRESS,
  REVIEW_SOURCE_AMAZON,
  REVIEW_SOURCE_SHOPEE,
  REVIEW_SOURCE_STORE_LINK_DONDY,
];

function sentimentOf(rating: number): Sentiment {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

function productNoun(productIndex: number): string {
  return (DEMO_PRODUCTS[productIndex]?.title ?? 'product').toLowerCase();
}

/** Reviews from requested orders first (verified, linked to the order), then the rest of the shop's sources. */
function reviewDrafts(random: SeededRandom, context: ReviewContext): ReviewDraft[] {
  const { start, anchor, placed, people, productWeights, instantBetween } = context;
  const drafts: ReviewDraft[] = [];
  for (const order of placed) {
    const requested = order.row.reviewRequestSentAt?.getTime();
    if (requested === undefined || !random.chance(0.6)) continue;
    let source = random.weighted(ORDER_REVIEW_SOURCES);
    const autoAt = requested + AUTO_REVIEW_DELAY_DAYS * MS_PER_DAY;
    if (source === REVIEW_SOURCE_AUTO && autoAt > anchor) source = REVIEW_SOURCE_EMAIL_REQUEST;
    drafts.push({
      source,
      productIndex: random.pick(order.productIndexes),
      author: order.customer,
      orderId: order.row.id,
      verified: true,
      reviewerVerified: false,
      commentedAt: source === REVIEW_SOURCE_AUTO ? autoAt : instantBetween(requested + MS_PER_HOUR, requested + 6 * MS_PER_DAY),
      importedAt: null,
    });
  }
  while (drafts.length < DEMO_REVIEW_COUNT) {
    const source = random.weighted(OTHER_REVIEW_SOURCES);
    const imported = IMPORTED_SOURCES.includes(source);
    const importedAt = imported ? instantBetween(start + MS_PER_DAY, anchor) : null;
    const productIndex = random.weighted(productWeights);
    const author = random.pick(people);
    const known = random.chance(imported ? 0.5 : 0.15);
    drafts.push({
      source,
      productIndex,
      author,
      orderId: null,
      verified: known && !imported,
      reviewerVerified: known && imported,
      commentedAt: instantBetween(start, importedAt ?? anchor),
      importedAt,
    });
  }
  // Chronological ids; adding the position (< 1,000 ms) to whole seconds makes every instant unique.
  return drafts
    .sort((a, b) => a.commentedAt - b.commentedAt)
    .map((draft, position) => ({ ...draft, commentedAt: Math.min(draft.commentedAt, anchor - MS_PER_SECOND) + position }));
}

function reviewText(random: SeededRandom, rating: number, productIndex: number) {
  const sentiment = sentimentOf(rating);
  const fill = (sentence: string) => sentence.replace('{product}', productNoun(productIndex));
  const sentences = [fill(random.pick(REVIEW_OPENERS[sentiment]))];
  if (random.chance(0.7)) sentences.push(random.pick(REVIEW_DETAILS[sentiment]));
  if (random.chance(0.5)) sentences.push(random.pick(REVIEW_CLOSERS[sentiment]));
  return { title: random.chance(0.9) ? random.pick(REVIEW_TITLES[sentiment]) : '', body: sentences.join(' ') };
}

function buildReviews(random: SeededRandom, context: ReviewContext, mediaUrl: DemoMediaUrl): DemoReview[] {
  const { anchor, instantBetween } = context;
  const provenanceOf = demoProvenanceNumbering();
  const built = reviewDrafts(random, context).map((draft, index): DemoReview => {
    const auto = draft.source === REVIEW_SOURCE_AUTO;
    const rating = auto ? 5 : random.weighted(RATING_WEIGHTS);
    const ratingOnly = auto || random.chance(0.05);
    const text = ratingOnly ? { title: '', body: '' } : reviewText(random, rating, draft.productIndex);
    const photoCount = !ratingOnly && random.chance(IMPORTED_SOURCES.includes(draft.source) ? 0.4 : 0.22) ? random.int(1, 3) : 0;
    const videoCount = !ratingOnly && random.chance(0.07) ? 1 : 0;
    const media = [
      ...Array.from({ length: photoCount }, (_, photo) => ({
        kind: 'photo' as const,
        url: mediaUrl(reviewPhotoFile(draft.productIndex, index + photo)),
      })),
      ...Array.from({ length: videoCount }, () => ({ kind: 'video' as const, url: mediaUrl(reviewVideoFile(random.int(0, DEMO_REVIEW_VIDEO_COUNT - 1))) })),
    ].map((item, position) => ({ ...item, position }));
    const sentiment = sentimentOf(rating);
    const replyChance = rating <= 2 ? 0.55 : rating === 3 ? 0.3 : 0.12;
    const replied = !auto && random.chance(replyChance);
    const [country, language] = random.weighted(REVIEWER_LOCALES);
    const commentedAt = new Date(draft.commentedAt);
    const provenance = provenanceOf(draft.source, draft.productIndex);
    return {
      productId: productId(draft.productIndex),
      orderId: draft.orderId,
      authorName: draft.author.name,
      authorEmail: draft.author.email,
      rating,
      title: text.title,
      body: text.body,
      source: draft.source,
      verified: draft.verified,
      reviewerVerified: draft.reviewerVerified,
      incentivized: provenance?.incentivized ?? false,
      importOrigin: provenance?.importOrigin ?? null,
      importLabel: provenance?.importLabel ?? null,
      importRow: provenance?.importRow ?? null,
      featured: random.chance(rating >= 4 ? 0.12 : 0.02),
      topReview: rating === 5 && text.body.length > 80 && random.chance(0.2),
      inShows: photoCount > 0 && random.chance(0.45),
      published: random.chance(rating >= 3 ? 0.92 : 0.65),
      photoCount,
      videoCount,
      helpfulCount: random.chance(0.4) ? 0 : random.int(1, rating >= 4 ? 24 : 9),
      country,
      originalLanguage: language,
      replyBody: replied ? random.pick(REPLIES[sentiment]) : null,
      replyPublished: replied && random.chance(0.85),
      repliedAt: replied ? new Date(instantBetween(draft.commentedAt + 2 * MS_PER_HOUR, draft.commentedAt + 3 * MS_PER_DAY)) : null,
      commentedAt,
      importedAt: draft.importedAt === null ? null : new Date(Math.max(draft.importedAt, draft.commentedAt)),
      createdAt: commentedAt,
      updatedAt: new Date(Math.min(anchor, draft.commentedAt + (replied ? 3 * MS_PER_DAY : 0))),
      media,
    };
  });
  return importedOncePerLabel(built);
}

function buildQuestions(
  random: SeededRandom,
  context: Omit<ReviewContext, 'placed'>,
): DemoQuestion[] {
  const { start, anchor, people, productWeights, instantBetween } = context;
  const asked = Array.from({ length: DEMO_QUESTION_COUNT }, () => instantBetween(start, anchor - MS_PER_SECOND)).sort((a, b) => a - b);
  return asked.map((askedAt, position): DemoQuestion => {
    const productIndex = random.weighted(productWeights);
    const [question, answer] = random.pick(QUESTIONS_AND_ANSWERS);
    const questioner = random.pick(people);
    const answered = random.chance(0.7);
    const uniqueAskedAt = askedAt + position;
    return {
      productId: productId(productIndex),
      questionerName: questioner.name,
      questionerEmail: questioner.email,
      body: question.replace('{product}', productNoun(productIndex)),
      published: answered && random.chance(0.85),
      askedAt: new Date(uniqueAskedAt),
      answers: answered
        ? [
            {
              authorName: 'Demo Store',
              body: answer,
              published: true,
              answeredAt: new Date(instantBetween(uniqueAskedAt + MS_PER_HOUR, uniqueAskedAt + 2 * MS_PER_DAY)),
            },
          ]
        : [],
    };
  });
}
