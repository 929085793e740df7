import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage } from '../../../../server/application/storage/file-storage.port';
import { LocalDiskFileStorage } from '../../../../server/infrastructure/storage/local-disk-file-storage';
import { type LoopbackS3, startLoopbackS3 } from '../../support/loopback-s3';

/** What the FileStorage port promises (server/application/storage/file-storage.port.ts), held by every adapter. */
interface StorageUnderTest {
  readonly storage: FileStorage;
  dispose(): Promise<void>;
}

const ADAPTERS: readonly { readonly name: string; open(): Promise<StorageUnderTest> }[] = [
  {
    name: 'the local disk',
    open() {
      const root = mkdtempSync(join(tmpdir(), 'starling-storage-contract-'));
      return Promise.resolve({ storage: new LocalDiskFileStorage(join(root, 'uploads')), dispose: () => Promise.resolve(rmSync(root, { recursive: true, force: true })) });
    },
  },
  {
    name: 'an S3 bucket (s3rver on loopback)',
    async open() {
      const s3: LoopbackS3 = await startLoopbackS3();
      // Two keys a page, so removing a shop of five files goes through three pages.
      const storage = s3.storage({ listPageSize: 2 });
      return {
        storage,
        async dispose() {
          storage.close();
          await s3.stop();
        },
      };
    },
  },
];

const streamed = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

describe.each(ADAPTERS)('the file storage port on $name', (adapter) => {
  let subject: StorageUnderTest;
  let storage: FileStorage;
  /** A shop of its own per test: the bucket lives as long as the file. */
  let shops = 100;
  const newShop = () => (shops += 1);

  beforeAll(async () => {
    subject = await adapter.open();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject.dispose();
  });

  it('stores bytes under a new key, tells their size and streams them back', async () => {
    const key = `${newShop()}/Ab3dE6gH9k.png`;
    const bytes = new Uint8Array([1, 2, 3, 255, 0, 7]);
    expect(await storage.size(key)).toBeNull();
    expect(await storage.save(key, bytes)).toBe(true);
    expect(await storage.size(key)).toBe(6);
    expect(await streamed(storage.stream(key))).toEqual(Buffer.from(bytes));
  });

  it('refuses a taken key, storing nothing and keeping the first bytes', async () => {
    const key = `${newShop()}/Taken00001.jpg`;
    expect(await storage.save(key, new Uint8Array([1]))).toBe(true);
    expect(await storage.save(key, new Uint8Array([2, 2]))).toBe(false);
    expect(await storage.size(key)).toBe(1);
    expect(await streamed(storage.stream(key))).toEqual(Buffer.from([1]));
  });

  it('streams only the bytes of a range, first, middle and last', async () => {
    const key = `${newShop()}/Ab3dE6gH9k.mp4`;
    await storage.save(key, Buffer.from('0123456789'));
    expect((await streamed(storage.stream(key, { start: 0, end: 1 }))).toString()).toBe('01');
    expect((await streamed(storage.stream(key, { start: 3, end: 6 }))).toString()).toBe('3456');
    expect((await streamed(storage.stream(key, { start: 9, end: 9 }))).toString()).toBe('9');
  });

  it('fails the stream of a missing file when it is read', async () => {
    await expect(streamed(storage.stream(`${newShop()}/Missing001.png`))).rejects.toThrow();
  });

  it('streams a file of several chunks whole', async () => {
    const key = `${newShop()}/BigVideo01.webm`;
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0);
    for (let index = 0; index < bytes.length; index += 4093) bytes[index] = index % 251;
    await storage.save(key, bytes);
    expect((await streamed(storage.stream(key))).equals(bytes)).toBe(true);
  });

  it('removes a file, and removing a missing one is no error', async () => {
    const key = `${newShop()}/Ab3dE6gH9k.gif`;
    await storage.save(key, new Uint8Array([1]));
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
    expect(await storage.save(key, new Uint8Array([3]))).toBe(true);
  });

  it('removes every file of a shop, over several pages, and nothing of another shop', async () => {
    const [shop, neighbour] = [newShop(), newShop()];
    const twin = Number(`${shop}1`);
    const names = ['Aaaaaaaaa1.png', 'Aaaaaaaaa2.png', 'Aaaaaaaaa3.mp4', 'Aaaaaaaaa4', 'Aaaaaaaaa5.webp'];
    for (const name of names) expect(await storage.save(`${shop}/${name}`, new Uint8Array([1]))).toBe(true);
    await storage.save(`${neighbour}/Aaaaaaaaa1.png`, new Uint8Array([2]));
    // '1011/' is not inside '101/': a shop whose id starts with another's keeps its files.
    await storage.save(`${twin}/Aaaaaaaaa1.png`, new Uint8Array([3]));
    await storage.removeShop(shop);
    for (const name of names) expect(await storage.size(`${shop}/${name}`), name).toBeNull();
    expect(await storage.size(`${neighbour}/Aaaaaaaaa1.png`)).toBe(1);
    expect(await storage.size(`${twin}/Aaaaaaaaa1.png`)).toBe(1);
    await expect(storage.removeShop(shop)).resolves.toBeUndefined();
    await expect(storage.removeShop(0)).rejects.toThrow(/Refusing shop folder/);
  });

  it('refuses any key that is not an upload key, for every operation', async () => {
    for (const key of ['../secret', '5/../../secret', '/etc/passwd', '5/Ab3dE6gH9k.html', '5/sub/Ab3dE6gH9k.png']) {
      await expect(storage.save(key, new Uint8Array([1])), key).rejects.toThrow(/Refusing storage key/);
      await expect(storage.size(key), key).rejects.toThrow(/Refusing storage key/);
      expect(() => storage.stream(key), key).toThrow(/Refusing storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Refusing storage key/);
    }
  });
});
