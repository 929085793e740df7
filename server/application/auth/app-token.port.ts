import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Seconds an app token issued at sign-in stays valid (docs/product/auth-and-session.md: token stored 86400 s). */
export const APP_TOKEN_LIFETIME_SECONDS = 86_400;

/** Whom a token is issued to: the shop, under the install it is signed in to. */
export interface AppTokenSubject extends AuthenticatedShop {
  /** The shop's `installed_at` when the token is issued; a later reinstall retires the token. */
  readonly installedAt: Date;
}

/** A genuine, unexpired token: the shop it names and the install it was issued under. */
export interface VerifiedAppToken {
  readonly shop: AuthenticatedShop;
  readonly installedAt: Date;
}

export interface AppTokens {
  issue(subject: AppTokenSubject): Promise<string>;
  /** Null when the token is forged, expired or malformed. */
  verify(token: string): Promise<VerifiedAppToken | null>;
}
