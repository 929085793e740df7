import { type Logger } from 'pino';
import { type FileStorage } from '../../application/storage/file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { S3FileStorage, type S3StorageConfig } from './s3-file-storage';

/** The configured storage of one process, and how to let go of it when the process stops. */
export interface ConfiguredFileStorage {
  readonly storage: FileStorage;
  /** For the start line: where the bytes go. */
  readonly kind: 'local-disk' | 's3';
  close(): void;
}

/** The bucket when S3_BUCKET is set, else the local disk under `${DATA_DIR}/uploads` (decision 0077). */
export function configuredFileStorage(uploadDir: string, s3: S3StorageConfig | null, logger: Logger): ConfiguredFileStorage {
  if (!s3) return { storage: new LocalDiskFileStorage(uploadDir), kind: 'local-disk', close: () => undefined };
  const storage = new S3FileStorage(s3, logger);
  return { storage, kind: 's3', close: () => storage.close() };
}
