import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FileStorage } from '../../../application/storage/file-storage.port';
import { uploadFile } from '../../../../src/contracts/uploads.contract';
import { detectMediaType } from '../../../application/storage/media-types';
import { uploadKey } from '../../../application/storage/upload-key';
import { type AppDatabase } from '../database';
import { uploadedFiles } from '../schema';
import { collectionImage, productImage, reviewPhoto } from './demo-images';

/**
 * The demo store's pictures and clips, stored like a merchant's uploads: in the file storage under
 * the demo shop's folder, recorded in uploaded_files, and addressed at our own /upload/<key>, so
 * the demo store works offline and shows no other host's pictures (docs/product/overview.md).
 */

/** Review photos drawn per product; a review's photos cycle through them. */
export const REVIEW_PHOTO_VARIANTS = 2;
/** Recorded by scripts/make-demo-review-videos.mjs and committed next to this file. */
const REVIEW_VIDEO_ASSETS = ['demo-review-video-1.webm', 'demo-review-video-2.webm'] as const;
export const DEMO_REVIEW_VIDEO_COUNT = REVIEW_VIDEO_ASSETS.length;
const ASSETS_DIR = join(import.meta.dirname, 'assets');

/** Stored names are an upload key's: ten letters or digits, then the extension. */
const storedName = (kind: 'P' | 'C' | 'R' | 'V', number: number, extension: 'png' | 'webm') => `demo${kind}${String(number).padStart(5, '0')}.${extension}`;

export const productImageFile = (productIndex: number) => storedName('P', productIndex + 1, 'png');
export const collectionImageFile = (collectionIndex: number) => storedName('C', collectionIndex + 1, 'png');
export const reviewPhotoFile = (productIndex: number, variant: number) =>
  storedName('R', productIndex * REVIEW_PHOTO_VARIANTS + (variant % REVIEW_PHOTO_VARIANTS) + 1, 'png');
export const reviewVideoFile = (video: number) => storedName('V', (video % DEMO_REVIEW_VIDEO_COUNT) + 1, 'webm');

/** How to make each file the data may name; built lazily and kept, since the bytes never change. */
export interface DemoMediaCatalog {
  readonly products: readonly { readonly collection: number }[];
  readonly collectionCount: number;
}

const rendered = new Map<string, Uint8Array>();

function makerOf(catalog: DemoMediaCatalog, name: string): (() => Uint8Array) | null {
  const match = /^demo([PCRV])(\d{5})\./.exec(name);
  const number = Number(match?.[2]) - 1;
  if (!match || number < 0) return null;
  switch (match[1]) {
    case 'P': {
      const product = catalog.products[number];
      return product ? () => productImage(number, product.collection) : null;
    }
    case 'C':
      return number < catalog.collectionCount ? () => collectionImage(number) : null;
    case 'R': {
      const productIndex = Math.floor(number / REVIEW_PHOTO_VARIANTS);
      const product = catalog.products[productIndex];
      return product ? () => reviewPhoto(productIndex, product.collection, number % REVIEW_PHOTO_VARIANTS) : null;
    }
    default: {
      const asset = REVIEW_VIDEO_ASSETS[number];
      return asset ? () => new Uint8Array(readFileSync(join(ASSETS_DIR, asset))) : null;
    }
  }
}

export function demoMediaBytes(catalog: DemoMediaCatalog, name: string): Uint8Array {
  const cached = rendered.get(name);
  if (cached) return cached;
  const make = makerOf(catalog, name);
  if (!make) throw new Error(`No demo media file is called ${name}`);
  const bytes = make();
  rendered.set(name, bytes);
  return bytes;
}

/** The address the admin (and later the storefront) loads a stored demo file from. */
export function demoMediaUrl(shopId: number, name: string): string {
  return `${uploadFile.path}/${uploadKey(shopId, name.replace(/\.[^.]+$/, ''), name.replace(/^.*\./, ''))}`;
}

/**
 * Stores the named files in the shop's upload folder and records them, as an accepted upload
 * would be (the type read from the bytes, never from the name). A file left on disk by an earlier
 * seed under the same key is replaced.
 */
export async function storeDemoMedia(tx: AppDatabase, files: FileStorage, shopId: number, catalog: DemoMediaCatalog, names: ReadonlySet<string>): Promise<number> {
  const rows = [];
  for (const name of [...names].sort()) {
    const bytes = demoMediaBytes(catalog, name);
    const type = detectMediaType(bytes);
    if (!type) throw new Error(`Demo media file ${name} is not an accepted image or video`);
    const key = uploadKey(shopId, name.replace(/\.[^.]+$/, ''), name.replace(/^.*\./, ''));
    await files.remove(key);
    if (!(await files.save(key, bytes))) throw new Error(`Could not store demo media file ${key}`);
    rows.push({ shopId, key, originalName: name, contentType: type.contentType, sizeBytes: bytes.byteLength });
  }
  if (rows.length > 0) await tx.insert(uploadedFiles).values(rows);
  return rows.length;
}
