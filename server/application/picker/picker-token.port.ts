import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * Seconds a picker access token stays valid. The picker refreshes it 50 s before expiry
 * (src/domain/auth/token-refresh), so five minutes means one refresh per four minutes of use.
 */
export const PICKER_TOKEN_LIFETIME_SECONDS = 300;

export interface PickerAccess {
  readonly shop: AuthenticatedShop;
  readonly appId: string;
}

export type PickerTokenCheck =
  | { readonly valid: true; readonly access: PickerAccess }
  /** 'expired': genuine but past its lifetime; 'invalid': forged, malformed or meant for something else. */
  | { readonly valid: false; readonly reason: 'expired' | 'invalid' };

/** Short-lived tokens the resource picker sends to the store API instead of the admin's token. */
export interface PickerTokens {
  issue(access: PickerAccess): Promise<string>;
  verify(token: string): Promise<PickerTokenCheck>;
}
