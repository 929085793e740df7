import { INSTAGRAM_CALLBACK_PATH, type InstagramAccountView, type InstagramConnected } from '../../../src/contracts/instagram.contract';
import { readInstagramState, signInstagramState, type StateSigner } from '../../../src/domain/instagram/instagram-state';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { queueStorefrontChange } from '../shared/storefront-changes';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type FileStorage } from '../storage/file-storage.port';
import { InstagramApiError, type InstagramGateway } from './instagram-gateway.port';
import { type InstagramRepository, type StoredInstagramAccount } from './instagram-repository.port';
import { tokenContext, type InstagramWrites } from './instagram-writes';
import { type SecretCipher } from './secret-cipher.port';

export interface InstagramConnectionDependencies {
  readonly gateway: InstagramGateway;
  readonly repository: InstagramRepository;
  readonly writes: Transactions<InstagramWrites>;
  readonly shops: Pick<ShopRepository, 'findById'>;
  readonly cipher: SecretCipher;
  /** The server's HMAC over the state's payload. */
  readonly signState: StateSigner;
  /** The admin's Instagram page for the shop, where /ins_auth sends the merchant back. */
  readonly adminPageUrl: (shop: AuthenticatedShop) => string;
  readonly newNonce: () => string;
  readonly storage: FileStorage;
  readonly now: () => Date;
}

const STATE_PROBLEMS = {
  malformed: 'is not one this app issued; connect again from the Instagram page',
  bad_signature: 'is not one this app issued; connect again from the Instagram page',
  expired: 'has expired (a connection must finish within 10 minutes); connect again from the Instagram page',
} as const;

/**
 * Connecting and disconnecting the shop's Instagram account (docs/product/instagram.md#connecting):
 * the authorize address carries a signed state naming the shop; the public /ins_auth page hands
 * Instagram's code and that state back, and the account is stored for the state's shop only.
 */
export class InstagramConnectionUseCases {
  constructor(private readonly deps: InstagramConnectionDependencies) {}

  async account(shop: AuthenticatedShop): Promise<InstagramAccountView> {
    return accountView(await this.deps.repository.account(shop));
  }

  /** `origin`: where the admin is served (the app's URL), to which Instagram sends the merchant back at /ins_auth. */
  authorizeUrl(shop: AuthenticatedShop, origin: string): { readonly url: string } {
    const state = signInstagramState({ shopId: shop.id, issuedAt: this.deps.now().getTime(), nonce: this.deps.newNonce() }, this.deps.signState);
    return { url: this.deps.gateway.authorizeUrl(redirectUri(origin), state) };
  }

  /**
   * Public: the verified state is the only credential, and the only source of the shop. `origin`
   * is the same one the authorize address named (Instagram checks the redirect matches).
   */
  async connect(code: string, state: string, origin: string): Promise<InstagramConnected> {
    const reading = readInstagramState(state, this.deps.now(), this.deps.signState);
    if (!reading.ok) throw invalidInput('state', STATE_PROBLEMS[reading.reason]);
    const record = await this.deps.shops.findById(reading.claims.shopId);
    if (!record) throw notFound('shop');
    const shop: AuthenticatedShop = { id: record.id, domain: record.domain };
    const { token, profile } = await instagramCall(async () => {
      const token = await this.deps.gateway.exchangeCode(code, redirectUri(origin));
      return { token, profile: await this.deps.gateway.profile(token.accessToken) };
    }, 'code');
    const now = this.deps.now();
    const account: StoredInstagramAccount = {
      accountId: profile.id,
      username: profile.username,
      accessTokenCiphertext: this.deps.cipher.encrypt(token.accessToken, tokenContext(shop.id)),
      tokenExpiresAt: token.expiresInSeconds === null ? null : new Date(now.getTime() + token.expiresInSeconds * 1000),
      connectedAt: now,
    };
    await this.deps.writes.run(({ instagram }) => instagram.saveAccount(shop, account));
    return { username: profile.username, return_url: this.deps.adminPageUrl(shop) };
  }

  /** Forgets the account and its token, and removes every imported post with our copies of their images. */
  async disconnect(shop: AuthenticatedShop): Promise<InstagramAccountView> {
    const keys = await this.deps.writes.run(async ({ instagram, queue }) => {
      const removed = await instagram.removeAllPosts(shop);
      await instagram.forgetUploads(shop, removed);
      await instagram.deleteAccount(shop);
      await queueStorefrontChange(queue, shop.id, { kind: 'instagram' });
      return removed;
    });
    await Promise.all(keys.map((key) => this.deps.storage.remove(key)));
    return accountView(null);
  }
}

const redirectUri = (origin: string) => `${origin.replace(/\/+$/, '')}${INSTAGRAM_CALLBACK_PATH}`;

export function accountView(account: StoredInstagramAccount | null): InstagramAccountView {
  return account
    ? {
        connected: true,
        username: account.username,
        account_id: account.accountId,
        connected_at: account.connectedAt.toISOString(),
        token_expires_at: account.tokenExpiresAt?.toISOString() ?? null,
      }
    : { connected: false, username: '', account_id: '', connected_at: null, token_expires_at: null };
}

/** Instagram's refusal of a credential names the field it came from; an outage is an upstream failure. */
export async function instagramCall<T>(call: () => Promise<T>, field: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof InstagramApiError)) throw error;
    if (error.refused) throw invalidInput(field, `was refused by Instagram (${error.message}); connect again`);
    throw new AppError('upstreamFailure', `Instagram could not be reached: ${error.message}`);
  }
}
