import { IMAGE_SIZE_LIMIT, VIDEO_SIZE_LIMIT } from '../../../src/contracts/uploads.contract';
import { type FileSizeLimit } from '../../../src/domain/validation/file-size';

export interface MediaType {
  readonly contentType: string;
  readonly kind: 'image' | 'video';
  /** File extensions that honestly name this type, the usual one first. */
  readonly extensions: readonly string[];
  readonly sizeLimit: FileSizeLimit;
}

const image = (contentType: string, extensions: readonly string[]): MediaType => ({
  contentType,
  kind: 'image',
  extensions,
  sizeLimit: IMAGE_SIZE_LIMIT,
});
const video = (contentType: string, extensions: readonly string[]): MediaType => ({
  contentType,
  kind: 'video',
  extensions,
  sizeLimit: VIDEO_SIZE_LIMIT,
});

export const JPEG = image('image/jpeg', ['jpg', 'jpeg']);
export const PNG = image('image/png', ['png']);
export const GIF = image('image/gif', ['gif']);
export const WEBP = image('image/webp', ['webp']);
export const MP4 = video('video/mp4', ['mp4', 'm4v']);
export const WEBM = video('video/webm', ['webm']);
export const QUICKTIME = video('video/quicktime', ['mov']);

/** Everything an upload may be; SVG, HTML and every other type are refused. */
export const ALLOWED_MEDIA_TYPES: readonly MediaType[] = [JPEG, PNG, GIF, WEBP, MP4, WEBM, QUICKTIME];

/** How many leading bytes {@link detectMediaType} reads. */
export const MEDIA_SIGNATURE_BYTES = 64;

/** ISO base media brands of MP4 video (HEIF/AVIF images share the container and are not video). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ']);
const QUICKTIME_BRAND = 'qt  ';
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * The real type of a file from its first bytes, whatever its name or declared type claims;
 * null for anything that is not one of {@link ALLOWED_MEDIA_TYPES}.
 */
export function detectMediaType(bytes: Uint8Array): MediaType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  const startsWith = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

  if (startsWith([0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return GIF;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return WEBP;
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === QUICKTIME_BRAND) return QUICKTIME;
    if (MP4_BRANDS.has(brand)) return MP4;
    return null;
  }
  if (startsWith(EBML_MAGIC) && ascii(0, MEDIA_SIGNATURE_BYTES).includes('webm')) return WEBM;
  return null;
}

/** The extension of a file name, lower case, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}
