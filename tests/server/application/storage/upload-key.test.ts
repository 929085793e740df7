import { describe, expect, it } from 'vitest';
import { parseUploadKey, shopIdOfUploadDir, uploadDirFor, uploadKey } from '../../../../server/application/storage/upload-key';

describe('upload keys', () => {
  it('names a shop folder, a 10-character name and an optional known extension', () => {
    expect(uploadDirFor(42)).toBe('42/');
    expect(uploadKey(42, 'Ab3dE6gH9k', 'png')).toBe('42/Ab3dE6gH9k.png');
    expect(uploadKey(42, 'Ab3dE6gH9k', '')).toBe('42/Ab3dE6gH9k');
    expect(parseUploadKey('42/Ab3dE6gH9k.png')).toEqual({ shopId: 42, key: '42/Ab3dE6gH9k.png' });
    expect(parseUploadKey('7/0123456789')).toEqual({ shopId: 7, key: '7/0123456789' });
  });

  it.each([
    '../42/Ab3dE6gH9k.png',
    '42/../Ab3dE6gH9k',
    '42/Ab3dE6gH9k.html',
    '42/Ab3dE6gH9k.svg',
    '42/Ab3dE6gH9.png',
    '42/Ab3dE6gH9kk.png',
    '42/Ab3dE6gH9k.png/',
    '42\\Ab3dE6gH9k.png',
    '/42/Ab3dE6gH9k.png',
    '042/Ab3dE6gH9k.png',
    '0/Ab3dE6gH9k.png',
    '42/Ab3dE6gH9k%2epng',
    '42/Ab3dE6gH9k.png\u0000',
    '42/Ab3dE-gH9k.png',
    '99999999999999999/Ab3dE6gH9k',
    '',
  ])('refuses %j', (key) => {
    expect(parseUploadKey(key)).toBeNull();
  });

  it('reads the shop back from a policy’s folder', () => {
    expect(shopIdOfUploadDir('42/')).toBe(42);
    expect(shopIdOfUploadDir('42')).toBeNull();
    expect(shopIdOfUploadDir('../42/')).toBeNull();
    expect(shopIdOfUploadDir('0/')).toBeNull();
  });
});
