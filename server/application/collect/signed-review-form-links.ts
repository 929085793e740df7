import { STAR_RATING_PARAM } from '../../../src/domain/collect/review-form-link';
import { STOREFRONT_ENDPOINTS } from '../../../src/contracts/storefront-paths';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewFormLinks } from './collect-ports.port';
import { type ReviewFormTokens } from './review-form-tokens.port';

/**
 * Where a shop's storefront answers the app proxy, with no trailing slash: in Shopify
 * `https://<shop>/apps/starling`; in development store mode the demo storefront's stand-in.
 */
export type StorefrontProxyBase = (shop: AuthenticatedShop) => string;

/**
 * The review form's links (docs/product/collect-link.md): `<proxy>/review_form?token=…` for an
 * order's form, signed and expiring; an e-mail's star adds `&rating=N` (withStarRating).
 */
export class SignedReviewFormLinks implements ReviewFormLinks {
  constructor(
    private readonly tokens: ReviewFormTokens,
    private readonly proxyBase: StorefrontProxyBase,
  ) {}

  async urlFor(shop: AuthenticatedShop, target: { readonly orderId: string; readonly productId?: string; readonly rating?: number }): Promise<string> {
    const token = await this.tokens.sign({ shopDomain: shop.domain, orderId: target.orderId, ...(target.productId === undefined ? {} : { productId: target.productId }) });
    const query = new URLSearchParams({ token });
    if (target.rating !== undefined) query.set(STAR_RATING_PARAM, String(target.rating));
    return `${this.proxyBase(shop)}/${STOREFRONT_ENDPOINTS.reviewForm}?${query.toString()}`;
  }

  /** The shop's own form: printed as a QR code (`qr`) or shared as a link (`link`). */
  shopUrl(shop: AuthenticatedShop, channel: 'qr' | 'link'): string {
    return `${this.proxyBase(shop)}/${STOREFRONT_ENDPOINTS.reviewForm}?via=${channel}`;
  }
}
