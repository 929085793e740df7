import { type AdminLanguage } from '../../domain/i18n/languages';

/** The signed-in shop as the shell needs it (from get_user_info). */
export interface SessionShop {
  readonly name: string;
  readonly domain: string;
  readonly planName: string;
  /** The shop's IANA time zone (get_user_info `time_zone`): list filters count days in it. */
  readonly timeZone?: string;
}

/**
 * Who is using the admin and how: filled by the sign-in flow (/auth, /login), read by the guard
 * and the shell. Its fields are observable (MobX).
 */
export interface AppSession {
  readonly shop: SessionShop | null;
  /** Running inside the Shopify admin (App Bridge) rather than standalone. */
  readonly isEmbedded: boolean;
  /** Signed in through a support sign (docs/product/auth-and-session.md); shows the top bar even when embedded. */
  readonly isSuperAdmin: boolean;
  /** The setup guide is being shown (the top bar hides during it). */
  readonly isInGuide: boolean;
  readonly language: AdminLanguage;
}
