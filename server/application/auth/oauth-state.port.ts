/** What an OAuth state carries across Shopify's authorize screen, besides the shop it was issued to. */
export interface OAuthStateCarry {
  /** The app's page the merchant asked for, where the callback sends them back. */
  readonly returnPath: string;
  /** A partner's code the merchant signed in with, credited once the shop is installed. */
  readonly referralCode?: string | undefined;
  /** The address the sign-in began at. */
  readonly url?: string | undefined;
}

/** The OAuth `state` nonce: issued with the authorize URL, checked on the callback. */
export interface OAuthStates {
  issue(shop: string, carry?: Partial<OAuthStateCarry>): Promise<string>;
  /** What an unexpired state this server issued for this very shop carries; null for any other. */
  verify(state: string, shop: string): Promise<OAuthStateCarry | null>;
}
