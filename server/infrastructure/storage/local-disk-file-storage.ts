import { randomInt } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { type ByteRange, type FileStorage } from '../../application/storage/file-storage.port';
import { parseUploadKey, UPLOAD_NAME_ALPHABET, UPLOAD_NAME_LENGTH, uploadDirFor } from '../../application/storage/upload-key';

const isErrorCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/** Uploads on the local disk under `${DATA_DIR}/uploads`, one folder per shop. */
export class LocalDiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(key: string, bytes: Uint8Array): Promise<boolean> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
      return true;
    } catch (error) {
      if (isErrorCode(error, 'EEXIST')) return false;
      // The file is ours ('wx'): a write cut short (a full disk) leaves no partial file under the key.
      await rm(path, { force: true });
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isErrorCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array> {
    const file = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return Readable.toWeb(file) as ReadableStream<Uint8Array>;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeShop(shopId: number): Promise<void> {
    await rm(this.folderOf(shopId), { recursive: true, force: true });
  }

  /** Only keys of the upload-key format reach the disk, and only inside the root. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!parseUploadKey(key) || !path.startsWith(this.root + sep)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return path;
  }

  private folderOf(shopId: number): string {
    if (!Number.isSafeInteger(shopId) || shopId <= 0) throw new Error(`Refusing shop folder ${JSON.stringify(shopId)}`);
    return resolve(this.root, uploadDirFor(shopId));
  }
}

/** A stored file's random name: 10 letters and digits (62^10 names, unguessable for listing). */
export function randomUploadName(): string {
  return Array.from({ length: UPLOAD_NAME_LENGTH }, () => UPLOAD_NAME_ALPHABET[randomInt(UPLOAD_NAME_ALPHABET.length)]).join('');
}
