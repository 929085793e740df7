import { randomInt } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { type FileStorage } from '../../application/storage/file-storage.port';
import { parseUploadKey, UPLOAD_NAME_ALPHABET, UPLOAD_NAME_LENGTH } from '../../application/storage/upload-key';

/** Uploads on the local disk under `${DATA_DIR}/uploads`, one folder per shop. */
export class LocalDiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes, { flag: 'wx', mode: 0o640 });
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Only keys of the upload-key format reach the disk, and only inside the root. */
  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!parseUploadKey(key) || !path.startsWith(this.root + sep)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return path;
  }
}

/** A stored file's random name: 10 letters and digits (62^10 names, unguessable for listing). */
export function randomUploadName(): string {
  return Array.from({ length: UPLOAD_NAME_LENGTH }, () => UPLOAD_NAME_ALPHABET[randomInt(UPLOAD_NAME_ALPHABET.length)]).join('');
}
