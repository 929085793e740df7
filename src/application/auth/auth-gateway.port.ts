import { type PublicAppConfig } from '../../contracts/app-config.contract';
import { type LoginResponse } from '../../contracts/auth.contract';

export interface SignInRequest {
  readonly shop: string;
  /** The platform's session token, when the admin is embedded. */
  readonly sessionToken?: string;
  /** The partner code the merchant arrived with (InstallReferral). */
  readonly referralCode?: string;
  /** The app's page the merchant asked for: where an authorization round trip brings them back. */
  readonly returnPath?: string;
  /** The address the sign-in started from. */
  readonly url?: string;
}

export interface SuperAdminSignRequest {
  readonly sign: string;
  /** The shop's id as the support link carries it. */
  readonly shopifyShopId: string;
}

/** The server's sign-in calls. Failures reject with an ApiError. */
export interface AuthGateway {
  /** How the server runs (development store or Shopify), its client id and demo shop; public. */
  appConfig(): Promise<PublicAppConfig>;
  /** Signs a shop in: an app token, or where the shop must go first. */
  signIn(request: SignInRequest): Promise<LoginResponse>;
  /** Exchanges support's sign for an app token of the shop it names. */
  exchangeSuperAdminSign(request: SuperAdminSignRequest): Promise<LoginResponse>;
}
