import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Seconds an app token issued at sign-in stays valid (spec §6: token stored 86400 s). */
export const APP_TOKEN_LIFETIME_SECONDS = 86_400;

export interface AppTokens {
  issue(shop: AuthenticatedShop): Promise<string>;
  /** The shop the token was issued to, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<AuthenticatedShop | null>;
}
