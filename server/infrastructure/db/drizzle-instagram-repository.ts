import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type InstagramPostRow,
  type InstagramRepository,
  type InstagramTaggedProductRow,
  type NewInstagramPost,
  type StoredInstagramAccount,
} from '../../application/instagram/instagram-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type InstagramShowcasePost, type InstagramShowcaseSource } from '../../application/storefront/instagram-showcase-source.port';
import { type AppDatabase } from './database';
import { instagramAccounts, instagramPostProducts, instagramPosts, uploadedFiles } from './schema';

const postColumns = {
  id: instagramPosts.id,
  mediaId: instagramPosts.mediaId,
  caption: instagramPosts.caption,
  permalink: instagramPosts.permalink,
  imageKey: instagramPosts.imageKey,
  postedAt: instagramPosts.postedAt,
  hidden: instagramPosts.hidden,
};

/** instagram_accounts, instagram_posts and instagram_post_products (docs/product/instagram.md), every query scoped by the shop. */
export class DrizzleInstagramRepository implements InstagramRepository, InstagramShowcaseSource {
  constructor(private readonly db: AppDatabase) {}

  async account(shop: AuthenticatedShop): Promise<StoredInstagramAccount | null> {
    const [row] = await this.db
      .select({
        accountId: instagramAccounts.accountId,
        username: instagramAccounts.username,
        accessTokenCiphertext: instagramAccounts.accessTokenCiphertext,
        tokenExpiresAt: instagramAccounts.tokenExpiresAt,
        connectedAt: instagramAccounts.connectedAt,
      })
      .from(instagramAccounts)
      .where(eq(instagramAccounts.shopId, shop.id));
    return row ?? null;
  }

  async saveAccount(shop: AuthenticatedShop, account: StoredInstagramAccount): Promise<void> {
    await this.db
      .insert(instagramAccounts)
      .values({ shopId: shop.id, ...account })
      .onConflictDoUpdate({ target: [instagramAccounts.shopId], set: { ...account } });
  }

  async deleteAccount(shop: AuthenticatedShop): Promise<void> {
    await this.db.delete(instagramAccounts).where(eq(instagramAccounts.shopId, shop.id));
  }

  async posts(shop: AuthenticatedShop): Promise<readonly InstagramPostRow[]> {
    const rows = await this.db.select(postColumns).from(instagramPosts).where(eq(instagramPosts.shopId, shop.id)).orderBy(desc(instagramPosts.postedAt), desc(instagramPosts.id));
    return this.withProducts(shop.id, rows);
  }

  async post(shop: AuthenticatedShop, id: number): Promise<InstagramPostRow | null> {
    const rows = await this.db.select(postColumns).from(instagramPosts).where(and(eq(instagramPosts.shopId, shop.id), eq(instagramPosts.id, id)));
    const [post] = await this.withProducts(shop.id, rows);
    return post ?? null;
  }

  async importedMediaIds(shop: AuthenticatedShop): Promise<ReadonlySet<string>> {
    const rows = await this.db.select({ mediaId: instagramPosts.mediaId }).from(instagramPosts).where(eq(instagramPosts.shopId, shop.id));
    return new Set(rows.map((row) => row.mediaId));
  }

  async addPost(shop: AuthenticatedShop, post: NewInstagramPost): Promise<number | null> {
    const [row] = await this.db
      .insert(instagramPosts)
      .values({ shopId: shop.id, ...post })
      .onConflictDoNothing({ target: [instagramPosts.shopId, instagramPosts.mediaId] })
      .returning({ id: instagramPosts.id });
    return row?.id ?? null;
  }

  async setProducts(shop: AuthenticatedShop, id: number, products: readonly InstagramTaggedProductRow[]): Promise<boolean> {
    if (!(await this.exists(shop, id))) return false;
    await this.db.delete(instagramPostProducts).where(and(eq(instagramPostProducts.shopId, shop.id), eq(instagramPostProducts.postId, id)));
    if (products.length > 0) {
      await this.db
        .insert(instagramPostProducts)
        .values(products.map((product, position) => ({ shopId: shop.id, postId: id, productId: product.id, productTitle: product.title, position })));
    }
    return true;
  }

  async setHidden(shop: AuthenticatedShop, id: number, hidden: boolean): Promise<boolean> {
    const rows = await this.db
      .update(instagramPosts)
      .set({ hidden })
      .where(and(eq(instagramPosts.shopId, shop.id), eq(instagramPosts.id, id)))
      .returning({ id: instagramPosts.id });
    return rows.length > 0;
  }

  async removePost(shop: AuthenticatedShop, id: number): Promise<string | null> {
    const [row] = await this.db
      .delete(instagramPosts)
      .where(and(eq(instagramPosts.shopId, shop.id), eq(instagramPosts.id, id)))
      .returning({ imageKey: instagramPosts.imageKey });
    return row?.imageKey ?? null;
  }

  async removeAllPosts(shop: AuthenticatedShop): Promise<readonly string[]> {
    const rows = await this.db.delete(instagramPosts).where(eq(instagramPosts.shopId, shop.id)).returning({ imageKey: instagramPosts.imageKey });
    return rows.map((row) => row.imageKey);
  }

  async forgetUploads(shop: AuthenticatedShop, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.delete(uploadedFiles).where(and(eq(uploadedFiles.shopId, shop.id), inArray(uploadedFiles.key, [...keys])));
  }

  /** The storefront's posts: shown ones, the newest first, each with its products. */
  async visiblePosts(shop: AuthenticatedShop, limit: number): Promise<readonly InstagramShowcasePost[]> {
    const rows = await this.db
      .select(postColumns)
      .from(instagramPosts)
      .where(and(eq(instagramPosts.shopId, shop.id), eq(instagramPosts.hidden, false)))
      .orderBy(desc(instagramPosts.postedAt), desc(instagramPosts.id))
      .limit(limit);
    const [account] = await this.db.select({ username: instagramAccounts.username }).from(instagramAccounts).where(eq(instagramAccounts.shopId, shop.id));
    return (await this.withProducts(shop.id, rows)).map((post) => ({
      caption: post.caption,
      permalink: post.permalink,
      imageKey: post.imageKey,
      username: account?.username ?? '',
      productIds: post.products.map((product) => product.id),
    }));
  }

  private async exists(shop: AuthenticatedShop, id: number): Promise<boolean> {
    const rows = await this.db.select({ id: instagramPosts.id }).from(instagramPosts).where(and(eq(instagramPosts.shopId, shop.id), eq(instagramPosts.id, id)));
    return rows.length > 0;
  }

  private async withProducts(shopId: number, rows: readonly Omit<InstagramPostRow, 'products'>[]): Promise<InstagramPostRow[]> {
    if (rows.length === 0) return [];
    const tags = await this.db
      .select({ postId: instagramPostProducts.postId, id: instagramPostProducts.productId, title: instagramPostProducts.productTitle })
      .from(instagramPostProducts)
      .where(and(eq(instagramPostProducts.shopId, shopId), inArray(instagramPostProducts.postId, rows.map((row) => row.id))))
      .orderBy(asc(instagramPostProducts.position));
    return rows.map((row) => ({ ...row, products: tags.filter((tag) => tag.postId === row.id).map(({ id, title }) => ({ id, title })) }));
  }
}
