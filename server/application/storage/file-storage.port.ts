/** Inclusive byte offsets into a stored file, as an HTTP range names them. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** Where uploaded bytes live; keys come from upload-key.ts and are validated again by adapters. */
export interface FileStorage {
  /** Stores the bytes under a key not used before; false, storing nothing, when the key is taken. */
  save(key: string, bytes: Uint8Array): Promise<boolean>;
  /** The stored file's size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** The stored bytes (only `range` of them when given), read as the stream is consumed. */
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every file of the shop and its folder; a shop without files is not an error. */
  removeShop(shopId: number): Promise<void>;
}
