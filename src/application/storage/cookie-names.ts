import { UTM_COOKIE_SECONDS } from '../../domain/affiliate/utm-cookie';
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE } from '../../domain/shared/time';
import { type CookieOptions } from './cookie-jar.port';

/** A cookie the admin keeps: its name and how long it lives (docs/product/plans-and-limits.md). */
export interface CookieSpec extends CookieOptions {
  readonly name: string;
}

/** Minutes before the discount modal may open again. */
export const DISCOUNT_MODAL_COOKIE_MINUTES = 10;

/**
 * Every cookie of the admin. Pass the spec itself as the options:
 * `cookies.set(COOKIES.utm.name, value, COOKIES.utm)`.
 */
export const COOKIES = {
  shopInfo: { name: 'starling_reviews_shop_info', maxAgeSeconds: SECONDS_PER_DAY },
  permissions: { name: 'starling_reviews_permissions', maxAgeSeconds: SECONDS_PER_DAY },
  /** The campaign a visitor arrived from, 30 days from its landing (UTM_COOKIE_DAYS; its writes give the days left). */
  utm: { name: 'starling_reviews_utm', maxAgeSeconds: UTM_COOKIE_SECONDS },
  discountModal: { name: 'starling_reviews_discount_modal', maxAgeSeconds: DISCOUNT_MODAL_COOKIE_MINUTES * SECONDS_PER_MINUTE },
} as const satisfies Readonly<Record<string, CookieSpec>>;
