/** The OAuth `state` nonce: issued with the authorize URL, checked on the callback. */
export interface OAuthStates {
  issue(shop: string): Promise<string>;
  /** True only for an unexpired state this server issued for this very shop. */
  verify(state: string, shop: string): Promise<boolean>;
}
