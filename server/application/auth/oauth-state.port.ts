/** The OAuth `state` nonce: issued with the authorize URL, checked on the callback. */
export interface OAuthStates {
  /** `returnPath`: the app's page the merchant asked for, where the callback sends them back. */
  issue(shop: string, returnPath?: string): Promise<string>;
  /** What an unexpired state this server issued for this very shop carries; null for any other. */
  verify(state: string, shop: string): Promise<{ readonly returnPath: string } | null>;
}
