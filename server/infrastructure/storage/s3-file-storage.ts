import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type Logger } from 'pino';
import { type ByteRange, type FileStorage } from '../../application/storage/file-storage.port';
import { AppError } from '../../application/shared/app-error';
import { parseUploadKey, uploadDirFor } from '../../application/storage/upload-key';

/** S3_*: an S3-compatible bucket holding the uploads (decision 0077). */
export interface S3StorageConfig {
  /** S3_ENDPOINT: the service's address (MinIO, R2, Spaces…); null: AWS's own for the region. */
  readonly endpoint: string | null;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`. */
  readonly forcePathStyle: boolean;
}

/** How long one call may take and how often it is tried: a storage that stops answering fails a request, never hangs it. */
export interface S3StorageLimits {
  readonly connectTimeoutMs: number;
  /** From sending the request to the answer's headers (a large upload's body included). */
  readonly requestTimeoutMs: number;
  /** Silence on an open connection, a download's body included. */
  readonly idleTimeoutMs: number;
  /** Tries of one call, the first included (the SDK's retry with backoff). */
  readonly maxAttempts: number;
  /** Keys listed (and deleted) per round when a shop's files are removed; S3 lists at most 1000. */
  readonly listPageSize: number;
}

export const DEFAULT_S3_LIMITS: S3StorageLimits = {
  connectTimeoutMs: 3_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  maxAttempts: 2,
  listPageSize: 1000,
};

/** Pages of a shop's keys removeShop goes through before it gives up (a billion files at 1000 a page). */
const MAX_LIST_PAGES = 1_000_000;
/** What the client is told to wait before trying again when the storage fails. */
const RETRY_AFTER_SECONDS = 30;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** The failure a request answers when the storage does not: 503 with Retry-After, nothing stored or half-recorded. */
export const storageUnavailable = () =>
  new AppError('unavailable', 'storage: the file storage did not answer; try again shortly', { kind: 'retryLater', afterSeconds: RETRY_AFTER_SECONDS });

/**
 * Uploads in an S3-compatible bucket under the same keys as on the local disk (`<shop id>/<name>`),
 * so either adapter can serve the other's keys after a copy. Every failure of the service becomes
 * {@link storageUnavailable}, logged here with its cause (the envelope never shows it).
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StorageConfig,
    private readonly logger: Logger,
    private readonly limits: S3StorageLimits = DEFAULT_S3_LIMITS,
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      maxAttempts: limits.maxAttempts,
      // The SDK's default CRC checksums (2025) are refused by several S3-compatible services; S3 checks Content-Length and MD5 where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: limits.connectTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        throwOnRequestTimeout: true,
        socketTimeout: limits.idleTimeoutMs,
      },
    });
  }

  /**
   * A HEAD first, then a PUT with `If-None-Match: *`. The HEAD is what refuses a taken key on a
   * service that ignores the condition (s3rver, older MinIO and Ceph); on one that honours it
   * (AWS S3 since 2024, MinIO, R2) the condition also closes the race between two writers of one
   * key. Our keys carry ten random characters, so that race needs two writers to pick the same
   * client-chosen name in the same instant (decision 0077).
   */
  async save(key: string, bytes: Uint8Array): Promise<boolean> {
    const objectKey = this.objectKey(key);
    if ((await this.size(key)) !== null) return false;
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: objectKey, Body: bytes, ContentLength: bytes.byteLength, IfNoneMatch: '*' }));
      return true;
    } catch (error) {
      // 412: the key was taken meanwhile; 409: another conditional write of it is in flight.
      if (statusOf(error) === 412 || statusOf(error) === 409) return false;
      throw this.failed('save', key, error);
    }
  }

  async size(key: string): Promise<number | null> {
    const objectKey = this.objectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: objectKey }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw this.failed('size', key, error);
    }
  }

  /** Asks for the bytes when the stream is first read (a high-water mark of 0), so an unread answer costs no GET. */
  stream(key: string, range?: ByteRange): ReadableStream<Uint8Array> {
    const objectKey = this.objectKey(key);
    let body: ReadableStreamDefaultReader<Uint8Array> | null = null;
    let cancelled = false;
    const open = async () => {
      const object = await this.client
        .send(new GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
        .catch((error: unknown) => {
          // As a missing file on the disk: a caller's mistake, not the storage failing.
          throw statusOf(error) === 404 ? new Error(`No stored file under ${key}`) : this.failed('stream', key, error);
        });
      if (!object.Body) throw this.failed('stream', key, new Error('the answer had no body'));
      return object.Body.transformToWebStream().getReader() as ReadableStreamDefaultReader<Uint8Array>;
    };
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          body ??= await open();
          if (cancelled) {
            await body.cancel();
            return;
          }
          const chunk = await body.read().catch((error: unknown) => {
            throw this.failed('stream', key, error);
          });
          if (chunk.done) controller.close();
          else controller.enqueue(chunk.value);
        },
        cancel: async (reason) => {
          cancelled = true;
          await body?.cancel(reason);
        },
      },
      { highWaterMark: 0 },
    );
  }

  async remove(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      // S3 answers 204 for a key that is not there.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: objectKey }));
    } catch (error) {
      throw this.failed('remove', key, error);
    }
  }

  /** Lists the shop's folder a page at a time and deletes each page in one DeleteObjects call. */
  async removeShop(shopId: number): Promise<void> {
    if (!Number.isSafeInteger(shopId) || shopId <= 0) throw new Error(`Refusing shop folder ${JSON.stringify(shopId)}`);
    const prefix = uploadDirFor(shopId);
    let continuationToken: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
      try {
        const listed = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, MaxKeys: this.limits.listPageSize, ContinuationToken: continuationToken }),
        );
        const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const deleted = await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects: keys, Quiet: true } }));
          const refused = deleted.Errors?.[0];
          if (refused) throw new Error(`DeleteObjects refused ${refused.Key ?? 'a key'}: ${refused.Code ?? ''} ${refused.Message ?? ''}`);
        }
        if (!listed.IsTruncated || !listed.NextContinuationToken) return;
        continuationToken = listed.NextContinuationToken;
      } catch (error) {
        throw this.failed('removeShop', prefix, error);
      }
    }
    throw new Error(`Shop folder ${prefix} still lists files after ${MAX_LIST_PAGES} pages`);
  }

  /** Closes the client's connections (the server's stop). */
  close(): void {
    this.client.destroy();
  }

  /** Only keys of the upload-key format reach the bucket, as only they reach the disk. */
  private objectKey(key: string): string {
    if (!parseUploadKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return key;
  }

  private failed(operation: string, key: string, error: unknown): AppError {
    if (error instanceof AppError) return error;
    this.logger.error({ err: error, operation, key, bucket: this.config.bucket, status: statusOf(error) ?? null }, 'the file storage (S3) failed');
    return storageUnavailable();
  }
}
