import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_LIMIT } from '../../../../src/contracts/uploads.contract';
import { fileSizeLimitInBytes } from '../../../../src/domain/validation/file-size';
import { DEFAULT_REMOTE_MEDIA_OPTIONS, HttpRemoteMediaFetcher } from '../../../../server/infrastructure/imports/http-remote-media-fetcher';
import { isPublicAddress } from '../../../../server/infrastructure/net/public-addresses';
import {
  endlessJpeg,
  jpegBytes,
  redirectTo,
  type RemoteMediaServer,
  serveBytes,
  startRemoteMediaServer,
  tinyPng,
} from '../../support/remote-media-server';

const IMAGE_LIMIT = fileSizeLimitInBytes(IMAGE_SIZE_LIMIT);

describe('fetching a review photo from its source', () => {
  let remote: RemoteMediaServer;
  const streamed = { bytes: 0 };
  const png = tinyPng();
  const loopback = new HttpRemoteMediaFetcher({ ...DEFAULT_REMOTE_MEDIA_OPTIONS, allowPrivateAddresses: true, timeoutMs: 2_000 });

  beforeAll(async () => {
    remote = await startRemoteMediaServer({
      '/photo.png': serveBytes(png, 'image/png'),
      '/photo.jpg': serveBytes(jpegBytes(), 'application/octet-stream'),
      '/page.jpg': serveBytes(Buffer.from('<!doctype html><html><body>Not a photo</body></html>'.padEnd(200)), 'image/jpeg'),
      '/drawing.svg': serveBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'.padEnd(200)), 'image/svg+xml'),
      '/huge.jpg': endlessJpeg(IMAGE_LIMIT * 3, streamed),
      '/declared-huge.jpg': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': IMAGE_LIMIT + 1 });
        response.write(jpegBytes(64));
      },
      '/one': redirectTo('/two'),
      '/two': redirectTo('/three'),
      '/three': redirectTo('/photo.png'),
      '/loop': redirectTo('/loop'),
      '/to-file': redirectTo('file:///etc/passwd'),
      '/slow.jpg': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(jpegBytes(64));
      },
    });
  });
  afterAll(() => remote.close());

  it('downloads a PNG and tells its real type', async () => {
    const result = await loopback.fetch(`${remote.origin}/photo.png`, 'photo');
    expect(result).toMatchObject({ ok: true, type: { contentType: 'image/png', kind: 'image' } });
    expect(result.ok && Buffer.from(result.bytes)).toEqual(png);
  });

  it('goes by the bytes, not the declared content type', async () => {
    expect(await loopback.fetch(`${remote.origin}/photo.jpg`, 'photo')).toMatchObject({ ok: true, type: { contentType: 'image/jpeg' } });
  });

  it('refuses an HTML page disguised as .jpg and an SVG, for good', async () => {
    expect(await loopback.fetch(`${remote.origin}/page.jpg`, 'photo')).toMatchObject({ ok: false, code: 'not_media', retryable: false });
    expect(await loopback.fetch(`${remote.origin}/drawing.svg`, 'photo')).toMatchObject({ ok: false, code: 'not_media', retryable: false });
  });

  it('stops reading a file past the size limit while it streams', async () => {
    const result = await loopback.fetch(`${remote.origin}/huge.jpg`, 'photo');
    expect(result).toMatchObject({ ok: false, code: 'too_large', retryable: false });
    // The server was cut off long before it had sent the whole file.
    expect(streamed.bytes).toBeLessThan(IMAGE_LIMIT * 2);
  });

  it('refuses a declared length past the limit before reading the body', async () => {
    expect(await loopback.fetch(`${remote.origin}/declared-huge.jpg`, 'photo')).toMatchObject({ ok: false, code: 'too_large' });
  });

  it('follows up to three redirects, and refuses a fourth', async () => {
    expect(await loopback.fetch(`${remote.origin}/one`, 'photo')).toMatchObject({ ok: true, type: { contentType: 'image/png' } });
    expect(await loopback.fetch(`${remote.origin}/loop`, 'photo')).toMatchObject({ ok: false, code: 'too_many_redirects', retryable: false });
  });

  it('checks every redirect target again', async () => {
    expect(await loopback.fetch(`${remote.origin}/to-file`, 'photo')).toMatchObject({ ok: false, code: 'invalid_address' });
  });

  it('answers a missing file as an HTTP error worth retrying', async () => {
    expect(await loopback.fetch(`${remote.origin}/gone.jpg`, 'photo')).toMatchObject({ ok: false, code: 'http_error', retryable: true, message: expect.stringContaining('404') });
  });

  it('gives up on a server that stops sending, within the time limit', async () => {
    const quick = new HttpRemoteMediaFetcher({ ...DEFAULT_REMOTE_MEDIA_OPTIONS, allowPrivateAddresses: true, timeoutMs: 300 });
    expect(await quick.fetch(`${remote.origin}/slow.jpg`, 'photo')).toMatchObject({ ok: false, code: 'timeout', retryable: true });
  });

  it('fetches only http and https addresses', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.jpg', 'data:image/png;base64,AAAA', 'not an address']) {
      expect(await loopback.fetch(url, 'photo')).toMatchObject({ ok: false, code: 'invalid_address', retryable: false });
    }
  });

  describe('in production (private addresses refused)', () => {
    const production = new HttpRemoteMediaFetcher();

    it('refuses loopback, private and link-local addresses, by IP or by name', async () => {
      const port = new URL(remote.origin).port;
      const before = remote.hits.get('/photo.png') ?? 0;
      for (const url of [
        `${remote.origin}/photo.png`,
        `http://localhost:${port}/photo.png`,
        `http://[::1]:${port}/photo.png`,
        `http://[::ffff:127.0.0.1]:${port}/photo.png`,
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.8/photo.png',
        'http://192.168.1.1/photo.png',
      ]) {
        expect(await production.fetch(url, 'photo'), url).toMatchObject({ ok: false, code: 'private_address', retryable: false });
      }
      expect(remote.hits.get('/photo.png') ?? 0).toBe(before);
    });
  });

  it('tells public addresses from the others', () => {
    expect(['93.184.216.34', '2606:4700:4700::1111', '8.8.8.8'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.0.1', '169.254.1.1', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', 'localhost'].map(isPublicAddress)).toEqual(
      Array.from({ length: 13 }, () => false),
    );
  });
});
