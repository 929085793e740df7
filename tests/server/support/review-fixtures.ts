import { sql } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { reviewSearchColumns } from '../../../server/infrastructure/db/review-search-columns';
import { reviewMedia, reviews } from '../../../server/infrastructure/db/schema';

export type ReviewSeed = Partial<Omit<typeof reviews.$inferInsert, 'shopId' | 'id'>> & {
  readonly media?: readonly { readonly kind: 'photo' | 'video'; readonly url: string }[];
};

/** Inserts reviews with the given fields (defaults otherwise) as the app writes them; returns their ids in order. */
export async function insertReviews(database: DatabaseHandle, shop: AuthenticatedShop, seeds: readonly ReviewSeed[]): Promise<number[]> {
  if (seeds.length === 0) return [];
  const rows = seeds.map(({ media, ...seed }, index) => {
    const authorName = seed.authorName ?? `Reviewer ${index + 1}`;
    const title = seed.title ?? '';
    return {
      productId: 'product-1',
      rating: 5,
      source: 'Store front',
      commentedAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
      photoCount: media?.filter((item) => item.kind === 'photo').length ?? 0,
      videoCount: media?.filter((item) => item.kind === 'video').length ?? 0,
      ...seed,
      authorName,
      title,
      ...reviewSearchColumns({ authorName, title }),
      shopId: shop.id,
    };
  });
  const ids = (await database.db.insert(reviews).values(rows).returning({ id: reviews.id })).map((row) => row.id);
  const mediaRows = seeds.flatMap((seed, index) =>
    (seed.media ?? []).map((item, position) => ({ shopId: shop.id, reviewId: ids[index]!, position, kind: item.kind, url: item.url })),
  );
  if (mediaRows.length > 0) await database.db.insert(reviewMedia).values(mediaRows);
  return ids;
}

/** Many plain reviews in one statement (generate_series), for bulk jobs. */
export async function insertManyReviews(database: DatabaseHandle, shop: AuthenticatedShop, count: number, productId = 'product-bulk'): Promise<void> {
  await database.db.execute(sql`
    insert into reviews (shop_id, product_id, author_name, author_search, rating, source, published, commented_at)
    select ${shop.id}, ${productId}, 'Bulk ' || n, 'bulk ' || n, 1 + n % 5, 'Amazon', false, timestamptz '2025-01-01' + n * interval '1 minute'
    from generate_series(1, ${count}) as n`);
}
