import { type CollectMailWrites } from './collect-mail-queue.port';
import { storefrontAttributes, type StorefrontAttribute } from '../../../src/domain/collect/review-attributes';
import { type ReviewAttributeRepository } from './review-attribute-repository.port';
import { parseShopLinkChannel, parseStarRating, type ShopLinkChannel } from '../../../src/domain/collect/review-form-link';
import { isFlagOn } from '../../../src/domain/shop/flag-value';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { productGid, productNumber } from '../../../src/domain/shop/shopify-ids';
import { readStoreReviewSettings } from '../settings/store-review-widgets-settings';
import { type ReviewFormProduct, type ReviewFormRepository } from './review-form-repository.port';
import { type ReviewFormTokens } from './review-form-tokens.port';

/** Products the shop link offers to choose from. */
export const SHOP_LINK_PRODUCT_CHOICES = 250;
/** The shop link's choice for a review of the shop itself. */
export const STORE_REVIEW_CHOICE = 'store';

/** A product on the form. */
export interface ReviewFormItem {
  /** What Liquid calls `product.id`: the number in Shopify's GID. */
  readonly productNumber: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string;
  /** Already reviewed from this order: shown as done. */
  readonly reviewed: boolean;
  /** Stars the link pre-fills (its `rating`), on the product the link targets. */
  readonly rating: number | null;
}

export type ReviewFormProblem = 'invalid' | 'expired' | 'missing';

/** What the form page shows (docs/product/collect-link.md). */
export type ReviewFormPage =
  | {
      readonly kind: 'order';
      readonly token: string;
      readonly orderName: string;
      readonly customerName: string;
      readonly items: readonly ReviewFormItem[];
      /** The merchant's own questions, asked on the forms they apply to (docs/product/collect-attributes.md). */
      readonly attributes: readonly StorefrontAttribute[];
    }
  | {
      readonly kind: 'shop';
      readonly attributes: readonly StorefrontAttribute[];
      readonly channel: ShopLinkChannel;
      readonly choices: readonly { readonly productNumber: string; readonly title: string }[];
      /** The product chosen, or the shop itself (`store`); null until the shopper chooses. */
      readonly selected: ReviewFormItem | typeof STORE_REVIEW_CHOICE | null;
      readonly takesStoreReviews: boolean;
    }
  | { readonly kind: 'problem'; readonly problem: ReviewFormProblem };

export interface ReviewFormQuery {
  readonly token?: string | undefined;
  readonly via?: string | undefined;
  readonly product?: string | undefined;
  readonly rating?: string | undefined;
}

/** The order a review through a link belongs to, once its token is checked. */
export interface ReviewFormSubmission {
  readonly orderId: string;
  readonly productId: string;
  readonly customerEmail: string;
}

const item = (product: ReviewFormProduct, reviewed: boolean, rating: number | null): ReviewFormItem | null => {
  const number = productNumber(product.productId);
  return number ? { productNumber: number, title: product.title, imageUrl: product.imageUrl, imageAlt: product.imageAlt, reviewed, rating } : null;
};

/**
 * The review form a customer reaches by a link, without signing in (docs/product/collect-link.md):
 * an e-mail's signed link opens the order's products; the shop's link opens a choice of product.
 * The shop is always the one Shopify's app proxy verified; a token of another shop opens nothing.
 */
export class ReviewFormUseCases {
  constructor(
    private readonly tokens: ReviewFormTokens,
    private readonly forms: ReviewFormRepository,
    private readonly settings: SettingsRepository,
    private readonly attributes: ReviewAttributeRepository,
    /** Marks the order's e-mail opened: the customer followed its link (docs/product/collect.md#opened). */
    private readonly opened: Pick<CollectMailWrites, 'markOpened'> | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async page(shop: AuthenticatedShop, query: ReviewFormQuery): Promise<ReviewFormPage> {
    if (query.token !== undefined && query.token !== '') return this.orderPage(shop, query.token, parseStarRating(query.rating));
    const channel = parseShopLinkChannel(query.via);
    if (!channel) return { kind: 'problem', problem: 'missing' };
    const store = await readStoreReviewSettings(this.settings, shop);
    const takesStoreReviews = isFlagOn(store.is_active_store_review) && isFlagOn(store.is_allow_write);
    const products = await this.forms.products(shop, SHOP_LINK_PRODUCT_CHOICES);
    const items = products.flatMap((product) => item(product, false, null) ?? []);
    const rating = parseStarRating(query.rating);
    const selected =
      query.product === STORE_REVIEW_CHOICE && takesStoreReviews ? STORE_REVIEW_CHOICE : (items.find((candidate) => candidate.productNumber === query.product) ?? null);
    return {
      kind: 'shop',
      attributes: await this.storefrontAttributes(shop),
      channel,
      choices: items.map(({ productNumber: number, title }) => ({ productNumber: number, title })),
      selected: selected && selected !== STORE_REVIEW_CHOICE ? { ...selected, rating } : selected,
      takesStoreReviews,
    };
  }

  /** Checks a review's token and product before it is stored: the order's, from a verified buyer. */
  async submission(shop: AuthenticatedShop, token: string, product: string | undefined): Promise<ReviewFormSubmission> {
    const check = await this.tokens.verify(token);
    if (!check.valid) throw new AppError('unauthorized', check.reason === 'expired' ? 'token: this link has expired' : 'token: this link is not valid');
    if (check.claims.shopDomain !== shop.domain) throw new AppError('forbidden', 'token: this link belongs to another shop');
    const order = await this.forms.order(shop, check.claims.orderId);
    if (!order) throw new AppError('notFound', 'token: the order of this link was not found');
    if (product === undefined) throw invalidInput('product_id', 'is required with a review link');
    const productId = productGid(product);
    if (!order.products.some((candidate) => candidate.productId === productId)) throw invalidInput('product_id', 'is not a product of this order');
    if (order.reviewedProductIds.has(productId)) throw new AppError('conflict', 'product_id: has already been reviewed from this order');
    return { orderId: order.id, productId, customerEmail: order.customerEmail };
  }

  private async orderPage(shop: AuthenticatedShop, token: string, rating: number | null): Promise<ReviewFormPage> {
    const check = await this.tokens.verify(token);
    if (!check.valid) return { kind: 'problem', problem: check.reason };
    // A genuine token of another shop opens nothing here: the proxy-verified shop is the tenant.
    if (check.claims.shopDomain !== shop.domain) return { kind: 'problem', problem: 'invalid' };
    const order = await this.forms.order(shop, check.claims.orderId);
    if (!order) return { kind: 'problem', problem: 'missing' };
    await this.opened?.markOpened(shop.id, order.id, this.now());
    const targeted = check.claims.productId ?? order.products.find((product) => !order.reviewedProductIds.has(product.productId))?.productId;
    const products = [...order.products].sort((a, b) => Number(b.productId === check.claims.productId) - Number(a.productId === check.claims.productId));
    return {
      kind: 'order',
      token,
      orderName: order.name,
      customerName: order.customerName,
      attributes: await this.storefrontAttributes(shop),
      items: products.flatMap((product) => {
        const reviewed = order.reviewedProductIds.has(product.productId);
        return item(product, reviewed, !reviewed && product.productId === targeted ? rating : null) ?? [];
      }),
    };
  }

  /** What the storefront's own forms ask, as the storefront sync writes it (`starling.attributes`), so a required question is asked here too. */
  private async storefrontAttributes(shop: AuthenticatedShop): Promise<readonly StorefrontAttribute[]> {
    return storefrontAttributes(await this.attributes.list(shop));
  }
}
