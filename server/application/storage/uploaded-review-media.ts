import { uploadFile } from '../../../src/contracts/uploads.contract';
import { invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { parseUploadKey } from './upload-key';
import { type UploadedFileRepository } from './uploaded-file-repository.port';

export interface UploadedReviewMedia {
  readonly kind: 'photo' | 'video';
  readonly url: string;
}

/** The uploads a shopper attaches to a review, photos first; each key must name a file this shop uploaded, of the kind its field takes. */
export async function uploadedReviewMedia(
  uploads: UploadedFileRepository,
  shop: AuthenticatedShop,
  keys: { readonly photos: readonly string[]; readonly videos: readonly string[] },
): Promise<UploadedReviewMedia[]> {
  return [...(await mediaOf(uploads, shop, keys.photos, 'photo', 'photos')), ...(await mediaOf(uploads, shop, keys.videos, 'video', 'videos'))];
}

async function mediaOf(uploads: UploadedFileRepository, shop: AuthenticatedShop, keys: readonly string[], kind: UploadedReviewMedia['kind'], field: string): Promise<UploadedReviewMedia[]> {
  const media: UploadedReviewMedia[] = [];
  for (const key of keys) {
    const parsed = parseUploadKey(key);
    const file = parsed?.shopId === shop.id ? await uploads.findPublic(parsed) : null;
    if (!file) throw invalidInput(field, `${key} is not a file uploaded to this shop`);
    if (!file.contentType.startsWith(kind === 'photo' ? 'image/' : 'video/')) throw invalidInput(field, `${key} is not a ${kind}`);
    media.push({ kind, url: `${uploadFile.path}/${file.key}` });
  }
  return media;
}
