import { roundedAverage } from '../../../src/domain/storefront/storefront-review';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  PRODUCT_GROUP_LIST_TITLES,
  type ProductGroup,
  type ProductGroupListItem,
  type ProductGroupReviews,
} from '../../../src/domain/product-groups/product-group';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import {
  type ProductGroupDefinition,
  type ProductGroupMembership,
  type ProductGroupRepository,
} from '../../application/product-groups/product-group-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { containsPattern } from './contains-pattern';
import { type AppDatabase } from './database';
import { productGroupMembers, productGroups, reviews, shops } from './schema';

/** Groups whose name, or one of whose products' titles, contains the folded keyword. */
function matchingKeyword(shop: AuthenticatedShop, keyword: string): SQL | undefined {
  const folded = foldSearchText(keyword.trim());
  if (folded === '') return undefined;
  const pattern = containsPattern(folded);
  return sql`(${productGroups.nameSearch} like ${pattern} escape '\\' or exists (
    select 1 from ${productGroupMembers} m where m.shop_id = ${shop.id} and m.group_id = ${productGroups.id} and m.title_search like ${pattern} escape '\\'))`;
}

/** product_groups and product_group_members (docs/product/product-groups.md), every query scoped by the shop. */
export class DrizzleProductGroupRepository implements ProductGroupRepository {
  constructor(private readonly db: AppDatabase) {}

  async page(shop: AuthenticatedShop, query: { readonly keyword: string; readonly offset: number; readonly limit: number }): Promise<{ readonly list: ProductGroupListItem[]; readonly total: number }> {
    const where = and(eq(productGroups.shopId, shop.id), matchingKeyword(shop, query.keyword));
    const [counted] = await this.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(productGroups).where(where);
    const rows = await this.db
      .select({ id: productGroups.id, name: productGroups.name })
      .from(productGroups)
      .where(where)
      .orderBy(asc(productGroups.nameSearch), asc(productGroups.id))
      .offset(query.offset)
      .limit(query.limit);
    const ids = rows.map((row) => row.id);
    const [members, totals] = await Promise.all([this.membersOf(shop, ids), this.reviewsOf(shop, ids)]);
    const list = rows.map((row): ProductGroupListItem => {
      const titles = members.filter((member) => member.groupId === row.id).map((member) => member.title);
      return { id: row.id, name: row.name, product_count: titles.length, product_titles: titles.slice(0, PRODUCT_GROUP_LIST_TITLES), ...reviewsIn(totals, row.id) };
    });
    return { list, total: counted?.total ?? 0 };
  }

  async get(shop: AuthenticatedShop, id: number): Promise<ProductGroup | null> {
    const [row] = await this.db
      .select({ id: productGroups.id, name: productGroups.name })
      .from(productGroups)
      .where(and(eq(productGroups.shopId, shop.id), eq(productGroups.id, id)));
    if (!row) return null;
    const [members, totals] = await Promise.all([this.membersOf(shop, [id]), this.reviewsOf(shop, [id])]);
    return {
      id: row.id,
      name: row.name,
      products: members.map((member) => ({ id: member.productId, title: member.title, image_url: member.imageUrl })),
      ...reviewsIn(totals, id),
    };
  }

  async holdShopGroups(shop: AuthenticatedShop): Promise<void> {
    await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
  }

  async membershipsElsewhere(shop: AuthenticatedShop, productIds: readonly string[], exceptGroupId: number | null): Promise<ProductGroupMembership[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .select({ productId: productGroupMembers.productId, productTitle: productGroupMembers.title, groupId: productGroups.id, groupName: productGroups.name })
      .from(productGroupMembers)
      .innerJoin(productGroups, and(eq(productGroups.shopId, productGroupMembers.shopId), eq(productGroups.id, productGroupMembers.groupId)))
      .where(
        and(
          eq(productGroupMembers.shopId, shop.id),
          inArray(productGroupMembers.productId, [...productIds]),
          exceptGroupId === null ? undefined : ne(productGroupMembers.groupId, exceptGroupId),
        ),
      );
    return rows.sort((a, b) => productIds.indexOf(a.productId) - productIds.indexOf(b.productId));
  }

  async productIdsOf(shop: AuthenticatedShop, id: number): Promise<string[] | null> {
    const [group] = await this.db.select({ id: productGroups.id }).from(productGroups).where(and(eq(productGroups.shopId, shop.id), eq(productGroups.id, id)));
    if (!group) return null;
    return (await this.membersOf(shop, [id])).map((member) => member.productId);
  }

  async insert(shop: AuthenticatedShop, definition: ProductGroupDefinition): Promise<number> {
    const [row] = await this.db
      .insert(productGroups)
      .values({ shopId: shop.id, name: definition.name, nameSearch: foldSearchText(definition.name) })
      .returning({ id: productGroups.id });
    await this.insertMembers(shop, row!.id, definition);
    return row!.id;
  }

  async replace(shop: AuthenticatedShop, id: number, definition: ProductGroupDefinition): Promise<void> {
    await this.db
      .update(productGroups)
      .set({ name: definition.name, nameSearch: foldSearchText(definition.name), updatedAt: sql`now()` })
      .where(and(eq(productGroups.shopId, shop.id), eq(productGroups.id, id)));
    await this.db.delete(productGroupMembers).where(and(eq(productGroupMembers.shopId, shop.id), eq(productGroupMembers.groupId, id)));
    await this.insertMembers(shop, id, definition);
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<void> {
    await this.db.delete(productGroups).where(and(eq(productGroups.shopId, shop.id), eq(productGroups.id, id)));
  }

  private async insertMembers(shop: AuthenticatedShop, groupId: number, definition: ProductGroupDefinition): Promise<void> {
    await this.db.insert(productGroupMembers).values(
      definition.products.map((product, position) => ({
        shopId: shop.id,
        groupId,
        productId: product.id,
        title: product.title,
        titleSearch: foldSearchText(product.title),
        imageUrl: product.image_url,
        position,
      })),
    );
  }

  private async membersOf(shop: AuthenticatedShop, groupIds: readonly number[]) {
    if (groupIds.length === 0) return [];
    return this.db
      .select({ groupId: productGroupMembers.groupId, productId: productGroupMembers.productId, title: productGroupMembers.title, imageUrl: productGroupMembers.imageUrl })
      .from(productGroupMembers)
      .where(and(eq(productGroupMembers.shopId, shop.id), inArray(productGroupMembers.groupId, [...groupIds])))
      .orderBy(asc(productGroupMembers.groupId), asc(productGroupMembers.position));
  }

  /** Each group's published reviews over its products: count and sum of ratings. */
  private async reviewsOf(shop: AuthenticatedShop, groupIds: readonly number[]) {
    if (groupIds.length === 0) return [];
    return this.db
      .select({ groupId: productGroupMembers.groupId, count: sql<number>`count(${reviews.id})`.mapWith(Number), ratingSum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number) })
      .from(productGroupMembers)
      .innerJoin(reviews, and(eq(reviews.shopId, productGroupMembers.shopId), eq(reviews.productId, productGroupMembers.productId), eq(reviews.published, true)))
      .where(and(eq(productGroupMembers.shopId, shop.id), inArray(productGroupMembers.groupId, [...groupIds])))
      .groupBy(productGroupMembers.groupId);
  }
}

function reviewsIn(totals: readonly { readonly groupId: number; readonly count: number; readonly ratingSum: number }[], groupId: number): ProductGroupReviews {
  const total = totals.find((row) => row.groupId === groupId);
  return { review_count: total?.count ?? 0, average_rating: roundedAverage(total?.ratingSum ?? 0, total?.count ?? 0) };
}
