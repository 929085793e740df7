import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface ShopRecord {
  readonly id: number;
  readonly domain: string;
  readonly name: string;
  readonly owner: string;
  readonly email: string;
  readonly customDomain: string;
  readonly shopifyPlan: string;
  readonly currencySymbol: string;
  readonly timeZone: string;
  readonly reviewsApiKey: string;
  readonly pricingPlanId: number;
  readonly isSelectedPlan: boolean;
  readonly skipInstall: boolean;
  readonly isSuperAdmin: boolean;
  readonly themeEmbedEnabled: boolean;
  readonly themeAppBlockEnabled: boolean;
  readonly emailQuotaUsed: number;
  /** E-mails bought as usage charges in the period ending at emailQuotaResetAt. */
  readonly emailQuotaExtra: number;
  readonly emailQuotaResetAt: Date | null;
  readonly installedAt: Date;
  readonly uninstalledAt: Date | null;
  /** Grows with every storefront change of the shop (decision 0085): what is remembered of its storefront holds while it stays. */
  readonly storefrontVersion: number;
}

export interface NewShop {
  readonly domain: string;
  readonly name: string;
  readonly owner?: string;
  readonly email?: string;
  readonly pricingPlanId: number;
  readonly timeZone?: string;
  readonly currencySymbol?: string;
  readonly installedAt?: Date;
}

/** What Shopify says about the shop, copied onto its record. */
export interface ShopProfile {
  readonly name: string;
  readonly owner: string;
  readonly email: string;
  readonly customDomain: string;
  readonly shopifyPlan: string;
  readonly currencyCode: string;
  readonly currencySymbol: string;
  readonly timeZone: string;
}

export interface ThemeExtensionFlags {
  readonly themeEmbedEnabled: boolean;
  readonly themeAppBlockEnabled: boolean;
}

/** Counts the dashboard, quota and guide rules need, all for one shop. */
export interface ShopActivity {
  readonly reviewCount: number;
  readonly publishedReviewCount: number;
  readonly maxReviewsOnOneProduct: number;
  readonly orderRequests: number;
}

/**
 * Published reviews a per-product display limit hides from the storefront: every review past the
 * limit on each product that has more, and those products, busiest first.
 */
export interface ReviewsOverLimit {
  readonly hiddenReviews: number;
  readonly products: number;
  /** The products that hide reviews, busiest first, at most `maxProductIds` of them. */
  readonly productIds: readonly string[];
}

export interface ShopRepository {
  /** Only for sign-in and webhooks, where the domain itself has just been verified. */
  findByDomain(domain: string): Promise<ShopRecord | null>;
  /** Only for super-admin sign-in, where the id itself has just been verified by its signature. */
  findById(id: number): Promise<ShopRecord | null>;
  /** Creates the shop, or returns the existing one (reinstalling clears `uninstalledAt`). */
  install(shop: NewShop): Promise<ShopRecord>;
  get(shop: AuthenticatedShop): Promise<ShopRecord | null>;
  /** Holds the shop's row until the transaction ends: changes judged on the shop's whole state (the widget allowance) take turns. */
  hold(shop: AuthenticatedShop): Promise<void>;
  activity(shop: AuthenticatedShop): Promise<ShopActivity>;
  /** One aggregate over the shop's published reviews per product against `perProductLimit`. */
  reviewsOverLimit(shop: AuthenticatedShop, perProductLimit: number, maxProductIds: number): Promise<ReviewsOverLimit>;
  markUninstalled(shop: AuthenticatedShop, at: Date): Promise<void>;
  /** Null when the shop no longer exists. */
  updateProfile(shop: AuthenticatedShop, profile: ShopProfile): Promise<ShopRecord | null>;
  updateThemeExtensionFlags(shop: AuthenticatedShop, flags: ThemeExtensionFlags): Promise<void>;
  /** Replaces the shop's reviews API key with a new random one and answers it; null when the shop no longer exists. */
  rotateReviewsApiKey(shop: AuthenticatedShop): Promise<string | null>;
  /** The installed shop whose reviews API key this is (the public API's sign-in), else null. */
  findByReviewsApiKey(key: string): Promise<ShopRecord | null>;
}
