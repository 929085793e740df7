import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskFileStorage, randomUploadName } from '../../../../server/infrastructure/storage/local-disk-file-storage';

describe('uploads on the local disk', () => {
  let parent: string;
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'starling-disk-test-'));
    root = join(parent, 'uploads');
    storage = new LocalDiskFileStorage(root);
  });
  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  const streamed = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

  it('stores, streams and removes a file under its shop’s folder', async () => {
    const bytes = new Uint8Array([1, 2, 3, 255]);
    expect(await storage.save('5/Ab3dE6gH9k.png', bytes)).toBe(true);
    expect(readFileSync(join(root, '5', 'Ab3dE6gH9k.png'))).toEqual(Buffer.from(bytes));
    expect(await storage.size('5/Ab3dE6gH9k.png')).toBe(4);
    expect(await streamed(storage.stream('5/Ab3dE6gH9k.png'))).toEqual(Buffer.from(bytes));
    await storage.remove('5/Ab3dE6gH9k.png');
    expect(await storage.size('5/Ab3dE6gH9k.png')).toBeNull();
    await expect(storage.remove('5/Ab3dE6gH9k.png')).resolves.toBeUndefined();
  });

  it('streams only the bytes of a range', async () => {
    await storage.save('5/Ab3dE6gH9k.mp4', Buffer.from('0123456789'));
    expect((await streamed(storage.stream('5/Ab3dE6gH9k.mp4', { start: 0, end: 1 }))).toString()).toBe('01');
    expect((await streamed(storage.stream('5/Ab3dE6gH9k.mp4', { start: 7, end: 9 }))).toString()).toBe('789');
  });

  it('never overwrites a stored file', async () => {
    expect(await storage.save('5/Ab3dE6gH9k', new Uint8Array([1]))).toBe(true);
    expect(await storage.save('5/Ab3dE6gH9k', new Uint8Array([2]))).toBe(false);
    expect(await streamed(storage.stream('5/Ab3dE6gH9k'))).toEqual(Buffer.from([1]));
  });

  it('removes a shop’s whole folder and nothing of another shop', async () => {
    await storage.save('5/Ab3dE6gH9k.png', new Uint8Array([1]));
    await storage.save('5/Zz3dE6gH9k.mp4', new Uint8Array([2]));
    await storage.save('6/Ab3dE6gH9k.png', new Uint8Array([3]));
    await storage.removeShop(5);
    expect(existsSync(join(root, '5'))).toBe(false);
    expect(await storage.size('6/Ab3dE6gH9k.png')).toBe(1);
    await expect(storage.removeShop(5)).resolves.toBeUndefined();
    await expect(storage.removeShop(0)).rejects.toThrow(/Refusing shop folder/);
    await expect(storage.removeShop(Number.NaN)).rejects.toThrow(/Refusing shop folder/);
    expect(existsSync(root)).toBe(true);
  });

  it('refuses any key that could leave the upload folder, for every operation', async () => {
    writeFileSync(join(parent, 'secret'), 'do not read');
    for (const key of ['../secret', '5/../../secret', '/etc/passwd', '5/Ab3dE6gH9k.html', '5\\..\\..\\secret']) {
      await expect(storage.save(key, new Uint8Array([1]))).rejects.toThrow(/Refusing storage key/);
      await expect(storage.size(key)).rejects.toThrow(/Refusing storage key/);
      expect(() => storage.stream(key)).toThrow(/Refusing storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Refusing storage key/);
    }
    expect(readFileSync(join(parent, 'secret'), 'utf8')).toBe('do not read');
    expect(existsSync(root)).toBe(false);
  });

  it('names files with 10 random letters and digits', () => {
    const names = new Set(Array.from({ length: 200 }, () => randomUploadName()));
    expect(names.size).toBe(200);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9]{10}$/);
  });
});
