import { STOREFRONT_ENDPOINTS } from '../../src/contracts/storefront-paths';
import { uploadAddress } from '../../src/contracts/upload-address';
import { type getStorefrontUploadPolicy } from '../../src/contracts/storefront.contract';
import { type StoredUpload, type UploadPolicy } from '../../src/contracts/uploads.contract';
import { proxyCall, ProxyError } from './proxy-client';

/** What the upload path takes (docs/product/storefront.md#write-a-review): the server checks again. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const PHOTO_MAX_BYTES = 10_000_000;
const VIDEO_MAX_BYTES = 50_000_000;
export const PHOTOS_MAX = 5;
/** Smaller photos look blurred in the review gallery. */
const PHOTO_MIN_PIXELS = 200;

/** Why a chosen file cannot be sent, as the name of the word the form shows; null when it can. */
export async function mediaProblem(files: readonly File[], kind: 'photo' | 'video'): Promise<string | null> {
  if (kind === 'photo' && files.length > PHOTOS_MAX) return 'too-many-photos';
  for (const file of files) {
    if (!(kind === 'photo' ? PHOTO_TYPES : VIDEO_TYPES).includes(file.type)) return 'file-type';
    if (file.size > (kind === 'photo' ? PHOTO_MAX_BYTES : VIDEO_MAX_BYTES)) return 'file-too-large';
    if (kind === 'photo') {
      const size = await imageSize(file);
      if (!size) return 'file-type';
      if (size.width < PHOTO_MIN_PIXELS || size.height < PHOTO_MIN_PIXELS) return 'photo-too-small';
    }
  }
  return null;
}

async function imageSize(file: File): Promise<{ readonly width: number; readonly height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

const NAME_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The policy's folder, ten random letters and the file's extension: the key the upload path expects. */
function keyFor(policy: UploadPolicy, file: File): string {
  const random = crypto.getRandomValues(new Uint8Array(10));
  const name = Array.from(random, (byte) => NAME_ALPHABET[byte % NAME_ALPHABET.length]).join('');
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return `${policy.dir}${name}${extension ? `.${extension}` : ''}`;
}

/** Uploads the files through the app proxy; the keys the review then names. */
export async function uploadMedia(proxy: string, files: readonly File[]): Promise<string[]> {
  if (files.length === 0) return [];
  const policy = await proxyCall<typeof getStorefrontUploadPolicy>(proxy, STOREFRONT_ENDPOINTS.uploadPolicy);
  const keys: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('key', keyFor(policy, file));
    form.append('policy', policy.policy);
    form.append('OSSAccessKeyId', policy.accessid);
    form.append('signature', policy.signature);
    form.append('success_action_status', '200');
    form.append('file', file);
    const response = await fetch(uploadAddress(`${proxy}/${STOREFRONT_ENDPOINTS.upload}`, policy), { method: 'POST', body: form });
    const envelope = (await response.json().catch(() => null)) as { code?: number; message?: string; data?: StoredUpload } | null;
    if (!response.ok || envelope?.code !== 0 || !envelope.data) throw new ProxyError(response.status, envelope?.message ?? String(response.status));
    keys.push(envelope.data.key);
  }
  return keys;
}
