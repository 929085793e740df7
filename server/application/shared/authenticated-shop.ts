/**
 * The tenant every use-case and repository call is scoped to. It comes only from a verified
 * token, never from a request's body or query.
 */
export interface AuthenticatedShop {
  readonly id: number;
  readonly domain: string;
  /** True only for a session opened with a super-admin sign (docs/product/auth-and-session.md). */
  readonly superAdmin?: boolean;
}
