import { fork } from 'node:child_process';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_S3_LIMITS, S3FileStorage, type S3StorageConfig, type S3StorageLimits } from '../../../server/infrastructure/storage/s3-file-storage';

// The SDK warns once per process that its 2027 releases need Node 22 (decision 0077); the tests need not say it in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export const TEST_S3_BUCKET = 'starling-test';
const STARTUP_TIMEOUT_MS = 15_000;

/** Short enough that a test of a storage that does not answer ends in a second or two. */
export const TEST_S3_LIMITS: S3StorageLimits = { ...DEFAULT_S3_LIMITS, connectTimeoutMs: 500, requestTimeoutMs: 1_000, idleTimeoutMs: 1_000, maxAttempts: 2 };

/** An S3-compatible server (s3rver) on a loopback port, with one empty bucket. */
export interface LoopbackS3 {
  readonly config: S3StorageConfig;
  /** A storage on the bucket, as the server builds it (errors logged nowhere). */
  storage(limits?: Partial<S3StorageLimits>): S3FileStorage;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  bytesOf(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/** The settings of a bucket that cannot be reached: a loopback port nothing listens on. */
export const UNREACHABLE_S3: S3StorageConfig = {
  endpoint: 'http://127.0.0.1:9',
  bucket: TEST_S3_BUCKET,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
};

export async function startLoopbackS3(): Promise<LoopbackS3> {
  const child = fork(join(import.meta.dirname, 'loopback-s3-process.mjs'), [TEST_S3_BUCKET], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start')), STARTUP_TIMEOUT_MS);
    child.once('message', (message: { port: number }) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const config: S3StorageConfig = { ...UNREACHABLE_S3, endpoint: `http://127.0.0.1:${port}` };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    config,
    storage: (limits = {}) => new S3FileStorage(config, pino({ level: 'silent' }), { ...TEST_S3_LIMITS, ...limits }),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    async bytesOf(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async stop() {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

/** A loopback S3 for the block's tests, started before them and stopped after. */
export function useLoopbackS3(): { readonly s3: LoopbackS3 } {
  let s3: LoopbackS3 | undefined;
  beforeAll(async () => {
    s3 = await startLoopbackS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  return {
    get s3() {
      if (!s3) throw new Error('the loopback S3 is only set up inside tests and the hooks registered after it');
      return s3;
    },
  };
}
