import { ALLOWED_MEDIA_TYPES } from './media-types';

/** Length of the random part of a stored file's name. */
export const UPLOAD_NAME_LENGTH = 10;
export const UPLOAD_NAME_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const EXTENSIONS = ALLOWED_MEDIA_TYPES.flatMap((type) => type.extensions).join('|');
/**
 * '<shop id>/<10 letters or digits>[.<known extension, any case>]' and nothing else: no dots, slashes or
 * escapes beyond that, so a key can never name a path outside the shop's folder.
 */
const UPLOAD_KEY_PATTERN = new RegExp(`^([1-9][0-9]{0,15})/[A-Za-z0-9]{${UPLOAD_NAME_LENGTH}}(?:\\.(?:${EXTENSIONS}))?$`, 'i');
/** A client-chosen name (docs/product/api.md): 10 letters or digits plus the original extension, in any case. */
const CLIENT_NAME_PATTERN = new RegExp(`^[A-Za-z0-9]{${UPLOAD_NAME_LENGTH}}\\.([A-Za-z0-9]+)$`);

export interface UploadKey {
  readonly shopId: number;
  readonly key: string;
}

/** The folder a shop's uploads go to; an upload policy only allows keys under it. */
export function uploadDirFor(shopId: number): string {
  return `${shopId}/`;
}

export function uploadKey(shopId: number, name: string, extension: string): string {
  return `${uploadDirFor(shopId)}${name}${extension ? `.${extension}` : ''}`;
}

/**
 * The key the client chose, when it is exactly '<dir><10 letters or digits>.<extension>' and the
 * extension is one of `extensions` (the type the bytes really are); otherwise null.
 */
export function clientChosenKey(key: string, dir: string, extensions: readonly string[]): string | null {
  if (!key.startsWith(dir)) return null;
  const extension = CLIENT_NAME_PATTERN.exec(key.slice(dir.length))?.[1]?.toLowerCase();
  return extension && extensions.includes(extension) && parseUploadKey(key)?.shopId === shopIdOfUploadDir(dir) ? key : null;
}

/** The key and the shop it belongs to, or null for anything that is not a key this server made. */
export function parseUploadKey(key: string): UploadKey | null {
  const match = UPLOAD_KEY_PATTERN.exec(key);
  const shopId = Number(match?.[1]);
  return match && Number.isSafeInteger(shopId) ? { shopId, key } : null;
}

/** The shop id of an upload folder ('42/' → 42), or null. */
export function shopIdOfUploadDir(dir: string): number | null {
  const match = /^([1-9][0-9]{0,15})\/$/.exec(dir);
  const shopId = Number(match?.[1]);
  return match && Number.isSafeInteger(shopId) ? shopId : null;
}
