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

  it('stores, reads and removes a file under its shop’s folder', async () => {
    const bytes = new Uint8Array([1, 2, 3, 255]);
    await storage.save('5/Ab3dE6gH9k.png', bytes);
    expect(readFileSync(join(root, '5', 'Ab3dE6gH9k.png'))).toEqual(Buffer.from(bytes));
    expect(await storage.read('5/Ab3dE6gH9k.png')).toEqual(Buffer.from(bytes));
    await storage.remove('5/Ab3dE6gH9k.png');
    expect(await storage.read('5/Ab3dE6gH9k.png')).toBeNull();
    await expect(storage.remove('5/Ab3dE6gH9k.png')).resolves.toBeUndefined();
  });

  it('never overwrites a stored file', async () => {
    await storage.save('5/Ab3dE6gH9k', new Uint8Array([1]));
    await expect(storage.save('5/Ab3dE6gH9k', new Uint8Array([2]))).rejects.toThrow();
    expect(await storage.read('5/Ab3dE6gH9k')).toEqual(Buffer.from([1]));
  });

  it('refuses any key that could leave the upload folder, for every operation', async () => {
    writeFileSync(join(parent, 'secret'), 'do not read');
    for (const key of ['../secret', '5/../../secret', '/etc/passwd', '5/Ab3dE6gH9k.html', '5\\..\\..\\secret']) {
      await expect(storage.save(key, new Uint8Array([1]))).rejects.toThrow(/Refusing storage key/);
      await expect(storage.read(key)).rejects.toThrow(/Refusing storage key/);
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
