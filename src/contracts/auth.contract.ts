import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./auth.schema'));

/** The sign-in calls of /api/v1/admin and Shopify's OAuth redirect (docs/product/auth-and-session.md). */

/** Guide and plan state of the shop signed in: 1 once the install guide was skipped or done, 1 once a plan was chosen. */
export interface LoginShopSettings {
  readonly skip_install: 0 | 1;
  readonly is_selected_plan: 0 | 1;
}

/** What every sign-in answers: an app token, or the address the shop must go to first (install, reauthorize). */
export interface LoginResponse {
  readonly is_authorization_required: boolean;
  /** Where to send the whole page when `is_authorization_required`; '' otherwise. */
  readonly redirect_url: string;
  readonly shop_info: { readonly token: string; readonly shopify_plan: string } | null;
  readonly shop_settings_info: LoginShopSettings | null;
}

/** A sign for the shop (get_channelwill_sign). */
export interface ShopSign {
  readonly sign: string;
  /** Unix seconds. */
  readonly sign_time: number;
}

/**
 * POST login: embedded with the platform's session token, standalone (development store mode)
 * with the shop alone. Whether the shop is a *.myshopify.com domain is the sign-in's own check.
 */
export const login = post(
  '/api/v1/admin/login',
  schema('loginRequest'),
  answer<LoginResponse>(),
);

/** POST exchange_customer_token_by_sign: support's sign for a shop (by id) exchanged for its app token, as super-admin. */
export const exchangeSuperAdminSign = post(
  '/api/v1/admin/exchange_customer_token_by_sign',
  schema('exchangeSuperAdminSignRequest'),
  answer<LoginResponse>(),
);

/** GET get_channelwill_sign: a sign for the signed-in shop that the sister app Channelwill verifies. */
export const getChannelwillSign = get('/api/v1/admin/get_channelwill_sign', NO_PARAMS, answer<ShopSign>());

/**
 * GET the OAuth install callback Shopify redirects to after its authorize screen (register it as
 * the app's redirect URL). Raw: it answers with a redirect into the store admin. The whole query
 * is signed by Shopify; these are the fields it must carry.
 */
export const oauthCallback = get(
  '/api/v1/auth/callback',
  schema('oauthCallbackRequest'),
  answer<never>(),
  { raw: true },
);
