import { type ProductGroup, type ProductGroupListItem } from '../domain/product-groups/product-group';
import { answer, get, post, schemasOf } from './contract';

/** Product groups, on /settings/product_groups and /settings/product_groups/:id (docs/product/product-groups.md). */

const schema = schemasOf(() => import('./product-groups.schema'));
const ADMIN = '/api/v1/admin';

export interface ProductGroupPage {
  readonly list: readonly ProductGroupListItem[];
  readonly total: number;
}

/** GET get_product_groups: a page of the shop's groups by name, the keyword matching a group's name or a product's title. */
export const getProductGroups = get(`${ADMIN}/get_product_groups`, schema('getProductGroupsRequest'), answer<ProductGroupPage>());

/** GET get_product_group?id=: one group with its products; 404 when the shop has none of that id. */
export const getProductGroup = get(`${ADMIN}/get_product_group`, schema('getProductGroupRequest'), answer<ProductGroup>());

/**
 * POST save_product_group: without `id` creates a group, with `id` replaces its name and products;
 * answers it as saved. A product already in another group is refused (422 naming it and that group).
 */
export const saveProductGroup = post(`${ADMIN}/save_product_group`, schema('saveProductGroupRequest'), answer<ProductGroup>());

/** POST delete_product_group: its products show their own reviews again; one already gone is no error. */
export const deleteProductGroup = post(`${ADMIN}/delete_product_group`, schema('deleteProductGroupRequest'), answer<{ readonly deleted: boolean }>());
