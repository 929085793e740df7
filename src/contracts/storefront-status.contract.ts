import { answer, get, NO_PARAMS } from './contract';

/** Whether the merchant's theme has our app embed and app block (docs/product/storefront.md). */

export interface AppEmbedsStatus {
  /** 1 when our app embed is switched on in the live theme. */
  readonly app_embeds_enabled: 0 | 1;
  /** Where the merchant switches it on. */
  readonly url: string;
}

export interface AppBlockStatus {
  /** 1 when the reviews widget app block has been added to the live theme. */
  readonly is_app_block_added: 0 | 1;
  /** The theme editor on the product template, where the merchant adds the block. */
  readonly url: string;
}

/** GET get_core_app_embeds_status. */
export const getAppEmbedsStatus = get('/api/v1/admin/get_core_app_embeds_status', NO_PARAMS, answer<AppEmbedsStatus>());

/** GET get_app_block_status. */
export const getAppBlockStatus = get('/api/v1/admin/get_app_block_status', NO_PARAMS, answer<AppBlockStatus>());
