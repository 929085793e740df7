import { type InstagramImportResult, type InstagramMediaList, type InstagramPostList, type InstagramPostView } from '../../../src/contracts/instagram.contract';
import { MAX_INSTAGRAM_IMPORT, tokenNeedsRenewal } from '../../../src/domain/instagram/instagram-posts';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { queueStorefrontChange } from '../shared/storefront-changes';
import { type Transactions } from '../shared/transactions.port';
import { type FileStorage } from '../storage/file-storage.port';
import { detectMediaType } from '../storage/media-types';
import { uploadKey } from '../storage/upload-key';
import { instagramCall } from './instagram-connection-use-cases';
import { InstagramApiError, type InstagramGateway, type InstagramMedia } from './instagram-gateway.port';
import { type InstagramRepository, type InstagramTaggedProductRow } from './instagram-repository.port';
import { postView, tokenContext, type InstagramWrites } from './instagram-writes';
import { type SecretCipher } from './secret-cipher.port';

export interface InstagramPostDependencies {
  readonly gateway: InstagramGateway;
  readonly repository: InstagramRepository;
  readonly writes: Transactions<InstagramWrites>;
  readonly cipher: SecretCipher;
  readonly storage: FileStorage;
  readonly newFileName: () => string;
  readonly now: () => Date;
}

/**
 * The connected account's posts in the buyers' show (docs/product/instagram.md#posts): imported
 * with a copy of their image in our storage, tagged to products, hidden or removed. Each change
 * queues the shop's storefront sync in its own transaction.
 */
export class InstagramPostUseCases {
  constructor(private readonly deps: InstagramPostDependencies) {}

  async media(shop: AuthenticatedShop): Promise<InstagramMediaList> {
    const [media, imported] = await Promise.all([this.latestMedia(shop), this.deps.repository.importedMediaIds(shop)]);
    return {
      media: media.map((item) => ({
        media_id: item.id,
        caption: item.caption,
        permalink: item.permalink,
        preview_url: item.imageUrl ?? '',
        posted_at: item.timestamp.toISOString(),
        imported: imported.has(item.id),
      })),
    };
  }

  /** The chosen posts (or every latest one not imported yet); a post whose image cannot be copied is skipped and counted. */
  async import(shop: AuthenticatedShop, mediaIds: readonly string[] | undefined): Promise<InstagramImportResult> {
    const [media, imported] = await Promise.all([this.latestMedia(shop), this.deps.repository.importedMediaIds(shop)]);
    const byId = new Map(media.map((item) => [item.id, item]));
    const unknown = (mediaIds ?? []).find((id) => !byId.has(id));
    if (unknown !== undefined) throw invalidInput('media_ids', `${unknown} is not one of the account's latest ${MAX_INSTAGRAM_IMPORT} posts`);
    const chosen = (mediaIds && mediaIds.length > 0 ? mediaIds.map((id) => byId.get(id) as InstagramMedia) : media).filter((item) => !imported.has(item.id));
    let count = 0;
    let skipped = 0;
    for (const item of chosen) {
      if (await this.importOne(shop, item)) count += 1;
      else skipped += 1;
    }
    return { imported: count, skipped, posts: (await this.deps.repository.posts(shop)).map(postView) };
  }

  async posts(shop: AuthenticatedShop): Promise<InstagramPostList> {
    return { posts: (await this.deps.repository.posts(shop)).map(postView) };
  }

  async tag(shop: AuthenticatedShop, id: number, products: readonly InstagramTaggedProductRow[]): Promise<InstagramPostView> {
    return this.change(shop, id, (instagram) => instagram.setProducts(shop, id, products));
  }

  async setHidden(shop: AuthenticatedShop, id: number, hidden: boolean): Promise<InstagramPostView> {
    return this.change(shop, id, (instagram) => instagram.setHidden(shop, id, hidden));
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<InstagramPostList> {
    const key = await this.deps.writes.run(async ({ instagram, queue }) => {
      const removed = await instagram.removePost(shop, id);
      if (removed === null) throw notFound('Instagram post');
      await instagram.forgetUploads(shop, [removed]);
      await queueStorefrontChange(queue, shop.id, { kind: 'instagram' });
      return removed;
    });
    await this.deps.storage.remove(key);
    return this.posts(shop);
  }

  private async change(shop: AuthenticatedShop, id: number, write: (instagram: InstagramRepository) => Promise<boolean>): Promise<InstagramPostView> {
    const post = await this.deps.writes.run(async ({ instagram, queue }) => {
      if (!(await write(instagram))) throw notFound('Instagram post');
      await queueStorefrontChange(queue, shop.id, { kind: 'instagram' });
      return instagram.post(shop, id);
    });
    if (!post) throw notFound('Instagram post');
    return postView(post);
  }

  private async latestMedia(shop: AuthenticatedShop): Promise<readonly InstagramMedia[]> {
    const account = await this.deps.repository.account(shop);
    if (!account) throw new AppError('conflict', 'instagram: no Instagram account is connected; connect one first');
    let token = this.deps.cipher.decrypt(account.accessTokenCiphertext, tokenContext(shop.id));
    const now = this.deps.now();
    // A long-lived token lasts 60 days; one used near its end is renewed (docs/product/instagram.md#posts).
    if (tokenNeedsRenewal(account.tokenExpiresAt, now)) {
      const renewed = await instagramCall(() => this.deps.gateway.renewToken(token), 'instagram');
      token = renewed.accessToken;
      await this.deps.writes.run(({ instagram }) =>
        instagram.saveAccount(shop, {
          ...account,
          accessTokenCiphertext: this.deps.cipher.encrypt(renewed.accessToken, tokenContext(shop.id)),
          tokenExpiresAt: renewed.expiresInSeconds === null ? null : new Date(now.getTime() + renewed.expiresInSeconds * 1000),
        }),
      );
    }
    const current = token;
    return instagramCall(() => this.deps.gateway.media(current, MAX_INSTAGRAM_IMPORT), 'instagram');
  }

  /** Copies the image into our storage, then records the upload and the post together; false when the image is unusable. */
  private async importOne(shop: AuthenticatedShop, item: InstagramMedia): Promise<boolean> {
    if (item.imageUrl === null) return false;
    let bytes: Uint8Array;
    try {
      bytes = (await this.deps.gateway.image(item.imageUrl)).bytes;
    } catch (error) {
      if (error instanceof InstagramApiError) return false;
      throw error;
    }
    const type = detectMediaType(bytes);
    if (!type || type.kind !== 'image') return false;
    const extension = type.extensions[0] ?? 'jpg';
    const key = uploadKey(shop.id, this.deps.newFileName(), extension);
    if (!(await this.deps.storage.save(key, bytes))) throw new Error(`Generated upload key ${key} is already taken`);
    try {
      const added = await this.deps.writes.run(async ({ instagram, files, queue }) => {
        const id = await instagram.addPost(shop, { mediaId: item.id, caption: item.caption, permalink: item.permalink, imageKey: key, postedAt: item.timestamp, importedAt: this.deps.now() });
        if (id === null) return false;
        await files.record(shop, { key, originalName: `instagram-${item.id}.${extension}`, contentType: type.contentType, sizeBytes: bytes.byteLength });
        await queueStorefrontChange(queue, shop.id, { kind: 'instagram' });
        return true;
      });
      if (!added) await this.deps.storage.remove(key);
      return added;
    } catch (error) {
      await this.deps.storage.remove(key);
      throw error;
    }
  }
}
