/** Where uploaded bytes live; keys come from upload-key.ts and are validated again by adapters. */
export interface FileStorage {
  /** Stores the bytes under a key not used before; fails rather than overwrite. */
  save(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Uint8Array | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
}
