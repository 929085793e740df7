import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';
import { type UploadedFileRepository } from '../storage/uploaded-file-repository.port';
import { type InstagramRepository, type InstagramPostRow } from './instagram-repository.port';
import { uploadFile } from '../../../src/contracts/uploads.contract';
import { type InstagramPostView } from '../../../src/contracts/instagram.contract';

/** What one Instagram write changes together: the posts, the uploads' rows, and the storefront sync it calls for. */
export interface InstagramWrites {
  readonly instagram: InstagramRepository;
  readonly files: UploadedFileRepository;
  readonly queue: ShopSyncQueue;
}

/** The post as the admin sees it: our copy of the image at its /upload address. */
export function postView(row: InstagramPostRow): InstagramPostView {
  return {
    id: row.id,
    media_id: row.mediaId,
    caption: row.caption,
    permalink: row.permalink,
    image_url: `${uploadFile.path}/${row.imageKey}`,
    posted_at: row.postedAt.toISOString(),
    hidden: row.hidden,
    products: row.products.map((product) => ({ id: product.id, title: product.title })),
  };
}

/** The token's encryption context: a ciphertext copied to another shop's row does not decrypt there. */
export const tokenContext = (shopId: number) => `instagram:${shopId}:access_token`;
