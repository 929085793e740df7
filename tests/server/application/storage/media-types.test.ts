import { describe, expect, it } from 'vitest';
import { detectMediaType, extensionOf } from '../../../../server/application/storage/media-types';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))));
const isoMedia = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isom');

describe('the real type of an upload, from its first bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['MP4 (isom)', isoMedia('isom'), 'video/mp4'],
    ['MP4 (mp42)', isoMedia('mp42'), 'video/mp4'],
    ['MOV', isoMedia('qt  '), 'video/quicktime'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
  ])('recognises %s', (_name, head, contentType) => {
    expect(detectMediaType(head)?.contentType).toBe(contentType);
  });

  it.each([
    ['HTML', bytes('<!DOCTYPE html><html>')],
    ['HTML with a BOM', bytes([0xef, 0xbb, 0xbf], '<html><script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['PDF', bytes('%PDF-1.7')],
    ['a WAV file (RIFF but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['HEIC (ISO media but an image)', isoMedia('heic')],
    ['AVIF', isoMedia('avif')],
    ['Matroska that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(detectMediaType(head)).toBeNull();
  });

  it('separates media kinds for their size limits', () => {
    expect(detectMediaType(isoMedia('isom'))?.kind).toBe('video');
    expect(detectMediaType(bytes('GIF89a'))?.kind).toBe('image');
  });
});

describe('a file name’s extension', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['no-extension', ''],
    ['trailing.', ''],
    ['.hidden', 'hidden'],
    ['evil.png/..', ''],
  ])('%s → %s', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});
