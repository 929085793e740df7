/** The embedding platform's session token (App Bridge `shopify.idToken()`). */
export interface SessionTokenSource {
  readonly available: boolean;
  idToken(): Promise<string>;
}
