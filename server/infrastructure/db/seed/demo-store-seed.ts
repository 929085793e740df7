import { eq } from 'drizzle-orm';
import { type Logger } from 'pino';
import { type FileStorage } from '../../../application/storage/file-storage.port';
import { DEMO_SHOP_DOMAIN } from '../../../../src/domain/shop/shop-domain';
import { type AppDatabase } from '../database';
import { DrizzleStorefrontSyncQueue } from '../drizzle-storefront-sync-queue';
import { DrizzleShopRepository } from '../drizzle-shop-repository';
import { questionSearchColumns } from '../question-search-columns';
import { reviewSearchColumns } from '../review-search-columns';
import {
  answers,
  collectionProducts,
  collections,
  orderItems,
  orders,
  collectMails,
  products,
  productVariants,
  questions,
  reviewMedia,
  reviews,
  shops,
} from '../schema';
import { buildDemoStore, demoShop, type DemoStore } from './demo-store-data';
import { reviewRequestKey } from '../../../../src/domain/collect/request-queue';
import { demoMediaUrl, storeDemoMedia } from './demo-store-media';

export interface DemoStoreCounts {
  readonly products: number;
  readonly variants: number;
  readonly collections: number;
  readonly orders: number;
  readonly reviews: number;
  readonly reviewMedia: number;
  readonly questions: number;
  readonly answers: number;
  /** Pictures and clips stored in the file storage and served at /upload. */
  readonly mediaFiles: number;
}

/**
 * Installs and fills the demo store the first time the server starts on a database without it;
 * its pictures go to `files`, the storage the server serves /upload from.
 */
export async function seedDemoStoreOnFirstRun(db: AppDatabase, files: FileStorage, logger: Logger): Promise<void> {
  if (await new DrizzleShopRepository(db).findByDomain(DEMO_SHOP_DOMAIN)) return;
  logger.info({ shop: DEMO_SHOP_DOMAIN }, 'first start: seeding the demo store (products, orders, reviews, questions, pictures)');
  const counts = await db.transaction((tx) => insertDemoStore(tx, files, new Date()));
  logger.info({ shop: DEMO_SHOP_DOMAIN, ...counts }, 'demo store seeded');
}

/** Deletes the demo shop with everything it owns and seeds it again, in one transaction; then drops the old shop's files. */
export async function resetDemoStore(db: AppDatabase, files: FileStorage, now: Date): Promise<DemoStoreCounts> {
  const previous = await new DrizzleShopRepository(db).findByDomain(DEMO_SHOP_DOMAIN);
  const counts = await db.transaction(async (tx) => {
    await tx.delete(shops).where(eq(shops.domain, DEMO_SHOP_DOMAIN));
    return insertDemoStore(tx, files, now);
  });
  if (previous && previous.id !== counts.shopId) await files.removeShop(previous.id);
  const { shopId: _shopId, ...rest } = counts;
  return rest;
}

async function insertDemoStore(tx: AppDatabase, files: FileStorage, now: Date): Promise<DemoStoreCounts & { readonly shopId: number }> {
  const shop = await new DrizzleShopRepository(tx).install(demoShop(now));
  const shopId = shop.id;
  const store = buildDemoStore(now, (fileName) => demoMediaUrl(shopId, fileName));
  const mediaFiles = await storeDemoMedia(tx, files, shopId, store.media, store.mediaFiles);
  // The demo merchant finished onboarding long ago: signing in opens the dashboard, not the guide.
  await tx.update(shops).set({ skipInstall: true, isSelectedPlan: true }).where(eq(shops.id, shopId));
  const owned = <T extends object>(rows: readonly T[]) => rows.map((row) => ({ ...row, shopId }));

  await tx.insert(products).values(owned(store.products));
  await tx.insert(productVariants).values(owned(store.variants));
  await tx.insert(collections).values(owned(store.collections));
  await tx.insert(collectionProducts).values(owned(store.collectionProducts));
  await tx.insert(orders).values(owned(store.orders));
  await tx.insert(orderItems).values(owned(store.orderItems));
  await insertDemoRequestHistory(tx, shopId, store.orders);

  // Every seeded instant is unique, so it tells which generated id belongs to which row.
  const reviewIds = await tx
    .insert(reviews)
    .values(store.reviews.map(({ media: _media, ...review }) => ({ ...review, ...reviewSearchColumns(review), shopId })))
    .returning({ id: reviews.id, commentedAt: reviews.commentedAt });
  const reviewIdAt = new Map(reviewIds.map((row) => [row.commentedAt.getTime(), row.id]));
  const mediaRows = store.reviews.flatMap((review) =>
    review.media.map((item) => ({ ...item, shopId, reviewId: idFor(reviewIdAt, review.commentedAt) })),
  );
  if (mediaRows.length > 0) await tx.insert(reviewMedia).values(mediaRows);

  const questionIds = await tx
    .insert(questions)
    .values(store.questions.map(({ answers: _answers, ...question }) => ({ ...question, ...questionSearchColumns(question), shopId })))
    .returning({ id: questions.id, askedAt: questions.askedAt });
  const questionIdAt = new Map(questionIds.map((row) => [row.askedAt.getTime(), row.id]));
  const answerRows = store.questions.flatMap((question) =>
    question.answers.map((answer) => ({ ...answer, shopId, questionId: idFor(questionIdAt, question.askedAt) })),
  );
  if (answerRows.length > 0) await tx.insert(answers).values(answerRows);
  // The reviews' trigger queued every reviewed product for the storefront; the shop's own settings too.
  await new DrizzleStorefrontSyncQueue(tx).queueShop(shopId);

  return {
    shopId,
    mediaFiles,
    products: store.products.length,
    variants: store.variants.length,
    collections: store.collections.length,
    orders: store.orders.length,
    reviews: store.reviews.length,
    reviewMedia: mediaRows.length,
    questions: store.questions.length,
    answers: answerRows.length,
  };
}

function idFor(idsByInstant: ReadonlyMap<number, number>, at: Date): number {
  const id = idsByInstant.get(at.getTime());
  if (id === undefined) throw new Error(`Seeding lost the row written at ${at.toISOString()}`);
  return id;
}

/** The requests the demo shop already sent (each order's reviewRequestSentAt), as the queue records them. */
async function insertDemoRequestHistory(tx: AppDatabase, shopId: number, placed: readonly DemoStore['orders'][number][]): Promise<void> {
  const sent = placed.filter((order) => order.reviewRequestSentAt);
  if (sent.length === 0) return;
  await tx.insert(collectMails).values(
    sent.map((order) => ({
      shopId,
      key: reviewRequestKey(order.id, 1),
      type: 'request_1',
      orderId: order.id,
      step: 1,
      recipient: order.customerEmail,
      state: 'sent',
      dueAt: order.reviewRequestSentAt!,
      sentAt: order.reviewRequestSentAt!,
    })),
  );
}
