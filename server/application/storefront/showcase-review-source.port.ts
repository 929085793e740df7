import { type ShowcaseSelection } from '../../../src/domain/storefront/showcase-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopperReviewRow } from './storefront-repository.port';

/** A published review as a showcase needs it, with its product as the catalog copy knows it. */
export interface ShowcaseReviewRow extends ShopperReviewRow {
  readonly photos: readonly string[];
  readonly product: { readonly title: string; readonly handle: string } | null;
}

/** The showcases' reads of a shop's published reviews (docs/product/storefront.md#showcase). */
export interface ShowcaseReviewSource {
  select(shop: AuthenticatedShop, selection: ShowcaseSelection): Promise<readonly ShowcaseReviewRow[]>;
}
