import { eq } from 'drizzle-orm';
import { parseScopes } from '../../application/auth/shopify-app';
import { type ShopifyCredentials, type ShopifyCredentialsRepository } from '../../application/auth/shopify-credentials-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AesGcmTokenCipher } from '../auth/aes-gcm-token-cipher';
import { type AppDatabase } from './database';
import { shops } from './schema';

/** Binds each ciphertext to its shop and column. */
const context = (shop: AuthenticatedShop, column: 'access_token' | 'refresh_token') => `shops/${shop.id}/${column}`;

/** The shop's Shopify tokens in the shops row, encrypted with AES-256-GCM; never stored in plain text. */
export class DrizzleShopifyCredentialsRepository implements ShopifyCredentialsRepository {
  constructor(
    private readonly db: AppDatabase,
    private readonly cipher: AesGcmTokenCipher,
  ) {}

  async save(shop: AuthenticatedShop, credentials: ShopifyCredentials): Promise<void> {
    await this.db
      .update(shops)
      .set({
        accessTokenCiphertext: this.cipher.encrypt(credentials.accessToken, context(shop, 'access_token')),
        refreshTokenCiphertext: this.cipher.encrypt(credentials.refreshToken, context(shop, 'refresh_token')),
        accessTokenExpiresAt: credentials.accessTokenExpiresAt,
        refreshTokenExpiresAt: credentials.refreshTokenExpiresAt,
        accessScopes: credentials.scopes.join(','),
        updatedAt: new Date(),
      })
      .where(eq(shops.id, shop.id));
  }

  async read(shop: AuthenticatedShop): Promise<ShopifyCredentials | null> {
    const [row] = await this.db
      .select({
        accessToken: shops.accessTokenCiphertext,
        accessTokenExpiresAt: shops.accessTokenExpiresAt,
        refreshToken: shops.refreshTokenCiphertext,
        refreshTokenExpiresAt: shops.refreshTokenExpiresAt,
        scopes: shops.accessScopes,
      })
      .from(shops)
      .where(eq(shops.id, shop.id));
    if (!row?.accessToken || !row.refreshToken || !row.accessTokenExpiresAt || !row.refreshTokenExpiresAt) return null;
    return {
      accessToken: this.cipher.decrypt(row.accessToken, context(shop, 'access_token')),
      accessTokenExpiresAt: row.accessTokenExpiresAt,
      refreshToken: this.cipher.decrypt(row.refreshToken, context(shop, 'refresh_token')),
      refreshTokenExpiresAt: row.refreshTokenExpiresAt,
      scopes: parseScopes(row.scopes),
    };
  }

  async grantedScopes(shop: AuthenticatedShop): Promise<readonly string[]> {
    const [row] = await this.db.select({ scopes: shops.accessScopes }).from(shops).where(eq(shops.id, shop.id));
    return parseScopes(row?.scopes ?? '');
  }
}
