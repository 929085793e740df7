import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/application/shared/app-error';
import { S3FileStorage, type S3StorageConfig } from '../../../../server/infrastructure/storage/s3-file-storage';
import { TEST_S3_LIMITS, UNREACHABLE_S3 } from '../../support/loopback-s3';

/** A pino logger whose lines the test reads. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

const unavailable = { kind: 'unavailable', message: 'storage: the file storage did not answer; try again shortly', recovery: { kind: 'retryLater', afterSeconds: 30 } };

describe('the S3 storage when the service does not answer', () => {
  it('fails every operation as "unavailable" when nothing listens, and logs the cause for the operator', async () => {
    const { logger, lines } = recordingLogger();
    const storage = new S3FileStorage(UNREACHABLE_S3, logger, TEST_S3_LIMITS);
    try {
      await expect(storage.save('5/Ab3dE6gH9k.png', new Uint8Array([1]))).rejects.toMatchObject(unavailable);
      await expect(storage.size('5/Ab3dE6gH9k.png')).rejects.toMatchObject(unavailable);
      await expect(storage.remove('5/Ab3dE6gH9k.png')).rejects.toMatchObject(unavailable);
      await expect(storage.removeShop(5)).rejects.toMatchObject(unavailable);
      const read = new Response(storage.stream('5/Ab3dE6gH9k.png', { start: 0, end: 1 })).arrayBuffer();
      await expect(read).rejects.toBeInstanceOf(AppError);
      await expect(read).rejects.toMatchObject(unavailable);
      expect(lines.map((line) => line.operation)).toEqual(['size', 'size', 'remove', 'removeShop', 'stream']);
      expect(lines[0]).toMatchObject({ msg: 'the file storage (S3) failed', bucket: UNREACHABLE_S3.bucket, key: '5/Ab3dE6gH9k.png', err: { code: 'ECONNREFUSED' } });
    } finally {
      storage.close();
    }
  });

  describe('when it takes connections and never answers', () => {
    let silent: Server;
    const sockets = new Set<Socket>();
    let config: S3StorageConfig;

    beforeAll(async () => {
      silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const address = silent.address();
      config = { ...UNREACHABLE_S3, endpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('gives up after its time limit and tries, instead of hanging the request', async () => {
      const storage = new S3FileStorage(config, pino({ level: 'silent' }), TEST_S3_LIMITS);
      try {
        const started = Date.now();
        await expect(storage.size('5/Ab3dE6gH9k.png')).rejects.toMatchObject(unavailable);
        // Two tries of one second each, and the SDK's backoff between them; far from a hang.
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        storage.close();
      }
    });
  });
});
