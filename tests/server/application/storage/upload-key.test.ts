import { describe, expect, it } from 'vitest';
import { clientChosenKey, parseUploadKey, shopIdOfUploadDir, uploadDirFor, uploadKey } from '../../../../server/application/storage/upload-key';

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

  it('keeps a client’s key only when it is the policy’s folder, 10 letters or digits and the real type’s extension', () => {
    const png = ['png'];
    const jpeg = ['jpg', 'jpeg'];
    expect(clientChosenKey('42/Ab3dE6gH9k.png', '42/', png)).toBe('42/Ab3dE6gH9k.png');
    expect(clientChosenKey('42/IMG0012345.JPG', '42/', jpeg)).toBe('42/IMG0012345.JPG');
    expect(parseUploadKey('42/IMG0012345.JPG')).toEqual({ shopId: 42, key: '42/IMG0012345.JPG' });
    for (const key of ['42/Ab3dE6gH9k.jpg', '42/Ab3dE6gH9k', '42/Ab3dE6gH9.png', '42/Ab3dE6gH9kk.png', '42/sub/Ab3dE6gH9k.png', '43/Ab3dE6gH9k.png', '42/Ab3dE6gH9k.png.html', '42/Ab3dE6g\u0000k.png']) {
      expect(clientChosenKey(key, '42/', png), key).toBeNull();
    }
    expect(clientChosenKey('../Ab3dE6gH9k.png', '../', png)).toBeNull();
  });

  it('reads the shop back from a policy’s folder', () => {
    expect(shopIdOfUploadDir('42/')).toBe(42);
    expect(shopIdOfUploadDir('42')).toBeNull();
    expect(shopIdOfUploadDir('../42/')).toBeNull();
    expect(shopIdOfUploadDir('0/')).toBeNull();
  });
});
