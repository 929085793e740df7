import { PRODUCT_GROUP_LIST_PAGE_SIZE, productsTouchedByGroupChange, type ProductGroup } from '../../../src/domain/product-groups/product-group';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';
import { queueStorefrontChange } from '../shared/storefront-changes';
import { type Transactions } from '../shared/transactions.port';
import { type ProductGroupDefinition, type ProductGroupMembership, type ProductGroupRepository } from './product-group-repository.port';
import { type ProductGroupPage } from '../../../src/contracts/product-groups.contract';

/** What a group's write runs through: the groups, and the queue that redraws its products on the storefront. */
export interface ProductGroupWrites {
  readonly groups: ProductGroupRepository;
  readonly queue: ShopSyncQueue;
}

/** The refusal of a product that is in another group: it names the product and that group, in the message and in `data` for the admin's words. */
function alreadyGrouped(membership: ProductGroupMembership): AppError {
  return new AppError(
    'invalidInput',
    `products: “${membership.productTitle}” is already in the group “${membership.groupName}”; a product belongs to one group at most`,
    null,
    { product_id: membership.productId, product_title: membership.productTitle, group_id: membership.groupId, group_name: membership.groupName },
  );
}

/**
 * get_product_groups, get_product_group, save_product_group and delete_product_group
 * (docs/product/product-groups.md). Every write queues the storefront sync of exactly the products
 * it added, removed and kept, in its own transaction.
 */
export class ProductGroupsUseCases {
  constructor(
    private readonly groups: ProductGroupRepository,
    private readonly transactions: Transactions<ProductGroupWrites>,
  ) {}

  async page(shop: AuthenticatedShop, request: { readonly keyword?: string | undefined; readonly page?: number | undefined; readonly page_size?: number | undefined }): Promise<ProductGroupPage> {
    const limit = request.page_size ?? PRODUCT_GROUP_LIST_PAGE_SIZE;
    return this.groups.page(shop, { keyword: request.keyword ?? '', offset: ((request.page ?? 1) - 1) * limit, limit });
  }

  async get(shop: AuthenticatedShop, id: number): Promise<ProductGroup> {
    const found = await this.groups.get(shop, id);
    if (!found) throw notFound('product group');
    return found;
  }

  /** Creates a group (no id) or replaces one; 422 naming a product already in another group. */
  async save(shop: AuthenticatedShop, id: number | undefined, definition: ProductGroupDefinition): Promise<ProductGroup> {
    const savedId = await this.transactions.run(async ({ groups, queue }) => {
      await groups.holdShopGroups(shop);
      const before = id === undefined ? [] : await groups.productIdsOf(shop, id);
      if (before === null) throw notFound('product group');
      const after = definition.products.map((product) => product.id);
      const [taken] = await groups.membershipsElsewhere(shop, after, id ?? null);
      if (taken) throw alreadyGrouped(taken);
      const written = id ?? (await groups.insert(shop, definition));
      if (id !== undefined) await groups.replace(shop, id, definition);
      await queueStorefrontChange(queue, shop.id, { kind: 'productGroup', products: productsTouchedByGroupChange(before, after) });
      return written;
    });
    return this.get(shop, savedId);
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<{ readonly deleted: boolean }> {
    return this.transactions.run(async ({ groups, queue }) => {
      await groups.holdShopGroups(shop);
      const before = await groups.productIdsOf(shop, id);
      if (before === null) return { deleted: false };
      await groups.remove(shop, id);
      await queueStorefrontChange(queue, shop.id, { kind: 'productGroup', products: productsTouchedByGroupChange(before, []) });
      return { deleted: true };
    });
  }
}
