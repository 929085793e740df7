import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { storefrontWordsForLiquid } from '../../../src/domain/storefront/storefront-words';
import { isPlainRecord } from '../../../src/domain/shared/server-values';
import { selfDefinedWordsDocument } from '../languages/self-defined-words';
import { type StorefrontWordCatalog } from '../languages/storefront-word-catalog.port';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type MetafieldWrite } from '../shopify/shopify-gateway.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BuildReviewPage } from './build-review-page';
import { type BuildShowcase } from './build-showcase';
import { readShopWidgetSettings, storefrontSettingsOf } from './shop-widget-settings';
import { type ReviewAttributeRepository } from '../collect/review-attribute-repository.port';
import { storefrontAttributes } from '../../../src/domain/collect/review-attributes';
import { checkoutReferralPrompt } from '../../../src/domain/storefront/checkout-referral-prompt';
import { attributesMetafield, checkoutReferralMetafield, shopStorefrontMetafields, storeReviewPageMetafield, storeWidgetsMetafield, type StorefrontOwnWords } from './storefront-metafields';

/** Where the shop-level metafields are read from. */
export interface ShopMetafieldSources {
  readonly settings: SettingsRepository;
  readonly shops: ShopRepository;
  readonly buildPage: BuildReviewPage;
  readonly showcase: BuildShowcase;
  readonly storefrontWords: StorefrontWordCatalog;
  /** The app's public address, where the checkout extension asks for share links; '' in development store mode. */
  readonly appUrl: string;
  /** Absent: no `starling.attributes` metafield is written. */
  readonly attributes?: ReviewAttributeRepository;
}

/**
 * A queued shop's metafields (docs/product/storefront.md#sync): every widget's settings, the
 * merchant's words, the showcase, the store widgets, the store reviews' first page and the checkout
 * extension's referral card; null for a shop that is gone.
 */
export async function buildShopMetafields(sources: ShopMetafieldSources, shop: AuthenticatedShop): Promise<MetafieldWrite[] | null> {
  const [record, saved, words] = await Promise.all([sources.shops.get(shop), readShopWidgetSettings(sources.settings, shop), ownWords(sources, shop)]);
  if (!record) return null;
  const [storePage, showcase] = await Promise.all([
    sources.buildPage.execute(shop, STORE_REVIEW_PRODUCT_ID, { page: 1 }),
    sources.showcase.execute(shop, { buyersShow: saved.buyersShow, cardCarousel: saved.cardCarousel }),
  ]);
  return [
    ...shopStorefrontMetafields(storefrontSettingsOf(saved, record), showcase, words),
    storeWidgetsMetafield({ store_review: saved.storeReview, side_tab: saved.sideTab }),
    storeReviewPageMetafield(storePage),
    checkoutReferralMetafield(checkoutReferralPrompt(saved.referral, saved.referralPlacements, record.currencySymbol, sources.appUrl)),
    ...(sources.attributes ? [attributesMetafield(storefrontAttributes(await sources.attributes.list(shop)))] : []),
  ];
}

/** The merchant's words of every language the storefront has words in, as the blocks' snippet reads them. */
async function ownWords(sources: ShopMetafieldSources, shop: AuthenticatedShop): Promise<StorefrontOwnWords> {
  const locales = sources.storefrontWords.locales;
  const documents = await sources.settings.readDocuments(shop, locales.map(selfDefinedWordsDocument));
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const words = documents[selfDefinedWordsDocument(locale)];
      const own = isPlainRecord(words) ? storefrontWordsForLiquid(Object.fromEntries(Object.entries(words).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))) : {};
      return Object.keys(own).length > 0 ? [[locale, own]] : [];
    }),
  );
}
