import { type ProductGroup, type ProductGroupListItem, type ProductGroupProduct } from '../../../src/domain/product-groups/product-group';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** What a group is saved as: its name and its products in order. */
export interface ProductGroupDefinition {
  readonly name: string;
  readonly products: readonly ProductGroupProduct[];
}

/** A product that is a member of a group already. */
export interface ProductGroupMembership {
  readonly productId: string;
  readonly productTitle: string;
  readonly groupId: number;
  readonly groupName: string;
}

/** A shop's product groups (docs/product/product-groups.md). */
export interface ProductGroupRepository {
  /** A page of groups by name (then id); `keyword` matches a group's name or a product's title, folded. */
  page(shop: AuthenticatedShop, query: { readonly keyword: string; readonly offset: number; readonly limit: number }): Promise<{ readonly list: ProductGroupListItem[]; readonly total: number }>;
  get(shop: AuthenticatedShop, id: number): Promise<ProductGroup | null>;
  /** Makes other writes of this shop's groups wait until the transaction ends (membership is checked, then written). */
  holdShopGroups(shop: AuthenticatedShop): Promise<void>;
  /** The named products that are members of a group other than `exceptGroupId`. */
  membershipsElsewhere(shop: AuthenticatedShop, productIds: readonly string[], exceptGroupId: number | null): Promise<ProductGroupMembership[]>;
  /** The group's product ids, in order; null when the shop has no such group. */
  productIdsOf(shop: AuthenticatedShop, id: number): Promise<string[] | null>;
  insert(shop: AuthenticatedShop, definition: ProductGroupDefinition): Promise<number>;
  /** Replaces the name and every member. */
  replace(shop: AuthenticatedShop, id: number, definition: ProductGroupDefinition): Promise<void>;
  remove(shop: AuthenticatedShop, id: number): Promise<void>;
}
