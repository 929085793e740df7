import { eq } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { reviewSearchColumns } from '../../../server/infrastructure/db/review-search-columns';
import { orders, reviews, shops } from '../../../server/infrastructure/db/schema';
import { type TestServer } from './test-server';

/** A shop signed in through the development-store login, with the token and the ids an attacker would try. */
export interface SignedInShop extends AuthenticatedShop {
  readonly token: string;
}

export async function signInShop(server: TestServer, domain: string): Promise<SignedInShop> {
  const token = await server.signIn(domain);
  const record = await server.shops.findByDomain(domain);
  if (!record) throw new Error(`${domain} was not created`);
  return { id: record.id, domain: record.domain, token };
}

/** Changes columns of the shop row that no admin call writes (theme state, plan, install time). */
export async function updateShop(database: DatabaseHandle, shop: AuthenticatedShop, values: Partial<typeof shops.$inferInsert>) {
  await database.db.update(shops).set(values).where(eq(shops.id, shop.id));
}

export async function addReviews(database: DatabaseHandle, shop: AuthenticatedShop, productId: string, count: number) {
  if (count === 0) return;
  await database.db.insert(reviews).values(
    Array.from({ length: count }, (_, index) => ({
      shopId: shop.id,
      productId,
      authorName: `Reviewer ${index + 1}`,
      ...reviewSearchColumns({ authorName: `Reviewer ${index + 1}` }),
      rating: 5,
      source: 'Store front',
      commentedAt: new Date(Date.UTC(2025, 0, 1 + index)),
    })),
  );
}

/** Orders whose review request was sent: the shop's `order_requests`. */
export async function addOrdersWithReviewRequests(database: DatabaseHandle, shop: AuthenticatedShop, count: number) {
  if (count === 0) return;
  await database.db.insert(orders).values(
    Array.from({ length: count }, (_, index) => ({
      shopId: shop.id,
      id: `order-${shop.id}-${index + 1}`,
      name: `#${1000 + index}`,
      customerName: 'Customer',
      customerEmail: 'customer@example.com',
      totalPrice: '10.00',
      placedAt: new Date(Date.UTC(2025, 0, 1)),
      reviewRequestSentAt: new Date(Date.UTC(2025, 0, 8)),
    })),
  );
}

/** A path with its query string. */
export function withQuery(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
