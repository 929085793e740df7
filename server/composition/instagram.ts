import { randomBytes } from 'node:crypto';
import { INSTAGRAM_PAGE_PATH } from '../../src/contracts/instagram.contract';
import { InstagramConnectionUseCases } from '../application/instagram/instagram-connection-use-cases';
import { type InstagramGateway } from '../application/instagram/instagram-gateway.port';
import { InstagramPostUseCases } from '../application/instagram/instagram-post-use-cases';
import { DrizzleInstagramRepository } from '../infrastructure/db/drizzle-instagram-repository';
import { DrizzleStorefrontSyncQueue } from '../infrastructure/db/drizzle-storefront-sync-queue';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleUploadedFileRepository } from '../infrastructure/db/drizzle-uploaded-file-repository';
import { type IntegrationStatusSource } from '../application/integrations/integration-status-source.port';
import { type AreaRoutes } from '../infrastructure/http/app';
import { instagramRoutes, publicInstagramRoutes } from '../infrastructure/http/routes/instagram.routes';
import { DEFAULT_STOREFRONT_LIMITS } from '../infrastructure/http/routes/storefront.routes';
import { hmacInstagramStateSigner, instagramTokenCipher } from '../infrastructure/instagram/hmac-instagram-state';
import { HttpInstagramGateway } from '../infrastructure/instagram/http-instagram-gateway';
import { UnconfiguredInstagramGateway } from '../infrastructure/instagram/unconfigured-instagram-gateway';
import { randomUploadName } from '../infrastructure/storage/local-disk-file-storage';
import { type Platform } from './platform';

/**
 * The Instagram integration (docs/product/instagram.md): the admin's endpoints, /ins_auth's public
 * connect, Instagram behind its HTTP gateway (the loopback Instagram in development and tests).
 */
export function composeInstagram(platform: Platform): { readonly routes: AreaRoutes; readonly status: IntegrationStatusSource } {
  const { options, db, shops, now, files } = platform;
  const gateway: InstagramGateway = options.instagram ? new HttpInstagramGateway(options.instagram) : new UnconfiguredInstagramGateway();
  const repository = new DrizzleInstagramRepository(db);
  const writes = new DrizzleTransactions(db, (tx) => ({
    instagram: new DrizzleInstagramRepository(tx),
    files: new DrizzleUploadedFileRepository(tx),
    queue: new DrizzleStorefrontSyncQueue(tx),
  }));
  const cipher = instagramTokenCipher(options.shopify?.tokenEncryptionKey ?? null, options.appTokenSecret);
  // Instagram sends the merchant back to the admin's own origin: the Shopify app's URL, or the address the admin was opened at in development.
  const configuredOrigin = options.shopify?.appUrl ?? null;
  const connection = new InstagramConnectionUseCases({
    gateway,
    repository,
    writes,
    shops,
    cipher,
    signState: hmacInstagramStateSigner(options.appTokenSecret),
    // In development the admin is this server: a path keeps the merchant on the address they signed in at.
    adminPageUrl: (shop) => (options.shopify ? platform.adminPageUrl(shop, INSTAGRAM_PAGE_PATH) : INSTAGRAM_PAGE_PATH),
    newNonce: () => randomBytes(12).toString('base64url'),
    storage: files.storage,
    now,
  });
  const posts = new InstagramPostUseCases({ gateway, repository, writes, cipher, storage: files.storage, newFileName: randomUploadName, now });
  const trustedProxyHops = (options.storefrontLimits ?? DEFAULT_STOREFRONT_LIMITS).trustedProxyHops;
  return {
    routes: {
      admin: [instagramRoutes(connection, posts, configuredOrigin)],
      public: [{ base: '/', routes: publicInstagramRoutes(connection, configuredOrigin, { limitStore: platform.rateLimitStore, trustedProxyHops }) }],
    },
    status: { state: async (shop) => ((await repository.account(shop)) ? 'connected' : 'not_connected') },
  };
}
