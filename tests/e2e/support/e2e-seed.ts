import pino from 'pino';
import { shopNameFromDomain } from '../../../server/application/auth/development-store-login.use-case';
import { type AppDatabase } from '../../../server/infrastructure/db/database';
import { type FileStorage } from '../../../server/application/storage/file-storage.port';
import { DrizzleReviewRepository } from '../../../server/infrastructure/db/drizzle-review-repository';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from '../../../server/infrastructure/db/drizzle-shop-repository';
import { reviewSearchColumns } from '../../../server/infrastructure/db/review-search-columns';
import { orders, products, reviewMedia, reviews, shopConfigEntries, shops } from '../../../server/infrastructure/db/schema';
import { SHOP_GUIDE_GROUP_KEY } from '../../../src/domain/guide/guide-flags';
import { eq, sql } from 'drizzle-orm';
import { handleOf } from '../../../server/infrastructure/db/seed/demo-store-data';
import { seedDemoStoreOnFirstRun } from '../../../server/infrastructure/db/seed/demo-store-seed';
import { PLAN_ID_FREE, PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { MS_PER_DAY, MS_PER_SECOND } from '../../../src/domain/shared/time';
import { JoseUnsubscribeLinks } from '../../../server/infrastructure/auth/jose-unsubscribe-links';
import { caughtMails } from '../../../server/infrastructure/db/schema';
import { listUnsubscribeHeaders } from '../../../src/domain/collect/unsubscribe';
import {
  ANALYTICS_ORDER_TOTALS,
  ANALYTICS_SHOP,
  E2E_FIXTURE_SHOPS,
  type FixtureShop,
  OUTBOX_CUSTOMER,
  OUTBOX_SHOP,
  OUTBOX_SUBJECTS,
  PLANS_SHOPS,
  PLANS_SHOPS_INSTALLED_DAYS_AGO,
  PLANS_UPGRADE_REVIEWS_PER_PRODUCT,
  XSS_PAYLOADS,
} from './e2e-fixtures';

/*
 * The data every end-to-end test starts from: written once per run into the snapshot of
 * e2e-snapshot.ts, which each test's server opens a fresh copy of.
 */

/** A photo that loads without any network. */
const PHOTO_URL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#8a9a5b"/></svg>')}`;
const INSERT_CHUNK = 500;

async function seedShop(db: AppDatabase, fixture: FixtureShop, now: number): Promise<void> {
  const shopRepository = new DrizzleShopRepository(db);
  // As the development-store login would create it on the first sign-in.
  const shop = await shopRepository.install({ domain: fixture.domain, name: shopNameFromDomain(fixture.domain), pricingPlanId: PLAN_ID_FREE });
  if (fixture.shopConfig) await new DrizzleSettingsRepository(db).writeEntries(shop, 'shop_config', fixture.shopConfig);
  const productId = `gid://shopify/Product/${9_100_000_000_000 + shop.id}`;
  await db.insert(products).values({ shopId: shop.id, id: productId, title: fixture.product, handle: handleOf(fixture.product) });
  if (fixture.guideGroup) await db.insert(shopConfigEntries).values({ shopId: shop.id, namespace: 'shop_config', key: SHOP_GUIDE_GROUP_KEY, value: fixture.guideGroup });

  const rows = fixture.reviews.map((review, index) => ({
    shopId: shop.id,
    productId,
    authorName: review.author,
    authorEmail: `reviewer${index + 1}@example.com`,
    rating: review.rating,
    title: review.title,
    body: review.body,
    source: 'Store front',
    published: review.published,
    photoCount: review.photos,
    ...reviewSearchColumns({ authorName: review.author, title: review.title }),
    // Distinct instants keep the list order fixed.
    commentedAt: new Date(now - review.daysAgo * MS_PER_DAY - index * MS_PER_SECOND),
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await db.insert(reviews).values(rows.slice(start, start + INSERT_CHUNK)).returning({ id: reviews.id });
    ids.push(...inserted.map((row) => row.id));
  }

  const media = fixture.reviews.flatMap((review, index) =>
    Array.from({ length: review.photos }, (_, position) => ({ shopId: shop.id, reviewId: ids[index] ?? 0, position, kind: 'photo' as const, url: PHOTO_URL })),
  );
  if (media.length > 0) await db.insert(reviewMedia).values(media);

  const repository = new DrizzleReviewRepository(db);
  for (const [index, review] of fixture.reviews.entries()) {
    const id = ids[index];
    if (review.reply === undefined || id === undefined) continue;
    await repository.setReply(shop, id, { body: review.reply, published: true, repliedAt: new Date(now) });
  }
}

/**
 * Caught mail for the outbox's shop, as the catcher stores it: nothing in the e2e run sends a
 * review request yet. The newer one carries a genuine unsubscribe link and hostile HTML.
 */
async function seedOutbox(db: AppDatabase, unsubscribeLinks: JoseUnsubscribeLinks): Promise<void> {
  const shopRepository = new DrizzleShopRepository(db);
  const shop = await shopRepository.install({ domain: OUTBOX_SHOP, name: shopNameFromDomain(OUTBOX_SHOP), pricingPlanId: PLAN_ID_FREE });
  const unsubscribeUrl = await unsubscribeLinks.urlFor(shop.id, OUTBOX_CUSTOMER);
  const unsubscribe = listUnsubscribeHeaders(unsubscribeUrl);
  const mail = (subject: string, html: string, extraHeaders: { name: string; value: string }[]) => ({
    shopId: shop.id,
    messageId: `<${subject.length}-${shop.id}@e2e.test>`,
    from: `"${shop.name}" <reviews@localhost>`,
    to: OUTBOX_CUSTOMER,
    subject,
    html,
    text: `${subject}\n\nUnsubscribe: ${unsubscribeUrl}`,
    headers: [
      { name: 'From', value: `"${shop.name}" <reviews@localhost>` },
      { name: 'To', value: OUTBOX_CUSTOMER },
      { name: 'Subject', value: subject },
      ...extraHeaders,
    ],
  });
  await db.insert(caughtMails).values(mail(OUTBOX_SUBJECTS.older, `<p>${OUTBOX_SUBJECTS.older}</p>`, []));
  await db.insert(caughtMails).values(
    mail(OUTBOX_SUBJECTS.newer, `<h1>${OUTBOX_SUBJECTS.newer}</h1>${XSS_PAYLOADS.join('')}<p><a href="${unsubscribeUrl}">Unsubscribe</a></p>`, [
      { name: 'List-Unsubscribe', value: unsubscribe['List-Unsubscribe'] },
      { name: 'List-Unsubscribe-Post', value: unsubscribe['List-Unsubscribe-Post'] },
    ]),
  );
}

/** The analytics shop's orders, placed yesterday: the first by its first reviewer (reviewed ten days ago), so it is retention revenue. */
async function seedAnalyticsOrders(db: AppDatabase, now: number): Promise<void> {
  const shop = await new DrizzleShopRepository(db).findByDomain(ANALYTICS_SHOP);
  if (!shop) return;
  const placedAt = new Date(now - MS_PER_DAY);
  await db
    .insert(orders)
    .values(
      ANALYTICS_ORDER_TOTALS.map((totalPrice, index) => ({
        shopId: shop.id,
        id: `analytics-${index + 1}`,
        name: `#${1001 + index}`,
        customerName: `Customer ${index + 1}`,
        customerEmail: index === 0 ? 'Reviewer1@Example.com' : 'newcomer@example.com',
        totalPrice,
        placedAt,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The storefront specs switch widgets on in the demo store, several specs at once, past the six a
 * Free shop may have on (docs/product/plan-permissions.md#widgets): in the e2e run it is on Growth.
 * widget-allowance.spec.ts tests the allowance on Free shops of its own.
 */
async function putDemoStoreOnAPaidPlan(db: AppDatabase): Promise<void> {
  await db.update(shops).set({ pricingPlanId: PLAN_ID_GROWTH_MONTHLY }).where(eq(shops.domain, DEMO_SHOP_DOMAIN));
}

/** Free shops past their new-install offer and the setup guide, for plans.spec.ts. */
async function seedPlansShops(db: AppDatabase, now: number): Promise<void> {
  const shopRepository = new DrizzleShopRepository(db);
  for (const domain of Object.values(PLANS_SHOPS)) {
    const shop = await shopRepository.install({
      domain,
      name: shopNameFromDomain(domain),
      pricingPlanId: PLAN_ID_FREE,
      installedAt: new Date(now - PLANS_SHOPS_INSTALLED_DAYS_AGO * MS_PER_DAY),
    });
    await db.update(shops).set({ skipInstall: true }).where(eq(shops.id, shop.id));
    if (domain !== PLANS_SHOPS.upgrade) continue;
    for (const [index, count] of PLANS_UPGRADE_REVIEWS_PER_PRODUCT.entries()) {
      await db.execute(sql`
        insert into reviews (shop_id, product_id, author_name, author_search, rating, source, published, commented_at)
        select ${shop.id}, ${`gid://shopify/Product/plans-${index + 1}`}, 'Plan Buyer ' || n, 'plan buyer ' || n, 5, 'Store front', true,
          now() - n * interval '1 day'
        from generate_series(1, ${count}) as n`);
    }
  }
}

export interface E2eSeedOptions {
  /** Signs the seeded outbox's unsubscribe link as the e2e servers will check it. */
  readonly appTokenSecret: string;
  /** Where that link points. */
  readonly publicOrigin: string;
}

/**
 * The demo store exactly as the server's first start seeds it (so the server finds it and leaves
 * it alone), then the fixture shops of e2e-fixtures.ts; the pictures go to `files`.
 */
export async function seedE2eData(db: AppDatabase, files: FileStorage, options: E2eSeedOptions): Promise<void> {
  await seedDemoStoreOnFirstRun(db, files, pino({ level: 'warn' }));
  await putDemoStoreOnAPaidPlan(db);
  const now = Date.now();
  for (const fixture of E2E_FIXTURE_SHOPS) await db.transaction((tx) => seedShop(tx, fixture, now));
  await seedOutbox(db, new JoseUnsubscribeLinks(options.appTokenSecret, options.publicOrigin));
  await seedAnalyticsOrders(db, now);
  await seedPlansShops(db, now);
}
