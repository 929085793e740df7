import { type MarketplaceImportOptions } from '../../../src/domain/import/marketplace-import';

/** What a bookmarklet's import token is bound to (docs/product/import-marketplaces.md#token). */
export interface BookmarkTokenClaims {
  readonly shopId: number;
  readonly shopDomain: string;
  /** The product the reviews go to, as the picker gave it. */
  readonly productId: string;
  readonly options: MarketplaceImportOptions;
}

export type BookmarkTokenCheck =
  | { readonly valid: true; readonly claims: BookmarkTokenClaims; readonly tokenId: string; readonly expiresAt: Date }
  | { readonly valid: false; readonly reason: 'expired' | 'invalid' };

/** Signed, expiring tokens of the marketplace bookmarklet; each carries its own id so its one use can be recorded. */
export interface BookmarkTokens {
  sign(claims: BookmarkTokenClaims): Promise<{ readonly token: string; readonly expiresAt: Date }>;
  verify(token: string): Promise<BookmarkTokenCheck>;
}
