// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { FetchFileDownloader, filenameFromContentDisposition, saveWithLink } from '../../../src/infrastructure/http/fetch-file-downloader';
import { apiFailure, createTokenSetup, HTTP_TEST_CONFIG, HTTP_TEST_SHOP } from '../../support/http-adapter-setup';

const EXPORT = '/api/v1/admin/export_reviews';
const CSV = '\uFEFFid,rating\r\n7,1\r\n';

function setup(reply: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const { store, tokens } = createTokenSetup();
  store.save({ token: 'app-token-1', shop: HTTP_TEST_SHOP });
  const requests: { url: URL; headers: Headers }[] = [];
  const fetch = vi.fn((input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    requests.push({ url, headers: new Headers(init.headers) });
    return Promise.resolve(reply(url, init));
  });
  const saved: { bytes: Promise<ArrayBuffer>; type: string; filename: string }[] = [];
  const downloader = new FetchFileDownloader({
    config: HTTP_TEST_CONFIG,
    fetch,
    tokens,
    save: (file, filename) => saved.push({ bytes: file.arrayBuffer(), type: file.type, filename }),
  });
  return { downloader, requests, saved };
}

const csvResponse = (disposition: string | null) =>
  new Response(CSV, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', ...(disposition === null ? {} : { 'Content-Disposition': disposition }) },
  });

describe('FetchFileDownloader', () => {
  it('fetches the API path with the filter and the Bearer token, and saves the file under the server’s name', async () => {
    const { downloader, requests, saved } = setup(() => csvResponse('attachment; filename="reviews-2025-03-01.csv"'));
    const name = await downloader.download(EXPORT, { ratings: ['1', '2'], date_range: '3', keyword: undefined }, { fallbackName: 'reviews.csv' });
    expect(name).toBe('reviews-2025-03-01.csv');
    expect(requests[0]?.url.href).toBe('https://api.test/api/v1/admin/export_reviews?ratings=1&ratings=2&date_range=3');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer app-token-1');
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toBe('reviews-2025-03-01.csv');
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    // The BOM and CRLF lines arrive untouched (Blob.text() would drop the BOM).
    expect([...new Uint8Array((await saved[0]?.bytes) ?? new ArrayBuffer(0))]).toEqual([...Buffer.from(CSV, 'utf8')]);
  });

  it('uses the fallback name when the answer names no file', async () => {
    const { downloader, saved } = setup(() => csvResponse(null));
    await expect(downloader.download(EXPORT, {}, { fallbackName: 'reviews.csv' })).resolves.toBe('reviews.csv');
    expect(saved[0]?.filename).toBe('reviews.csv');
  });

  it('rejects with the envelope message of a refused export and saves nothing', async () => {
    const { downloader, saved } = setup(
      () =>
        new Response(JSON.stringify({ code: 42200, message: 'ratings: 7 is not one of 1-5', data: null }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await apiFailure(downloader.download(EXPORT, { ratings: ['7'] }, { fallbackName: 'reviews.csv' }));
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'ratings: 7 is not one of 1-5' });
    expect(saved).toEqual([]);
  });

  it('rejects an HTTP error without an envelope with its status', async () => {
    const { downloader } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiFailure(downloader.download(EXPORT, {}, { fallbackName: 'reviews.csv' }))).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'Request failed with status code 502',
    });
  });

  it('a network failure is kind network, a cancelled download kind canceled', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await apiFailure(offline.downloader.download(EXPORT, {}, { fallbackName: 'reviews.csv' }))).toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const canceled = setup(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const error = await apiFailure(canceled.downloader.download(EXPORT, {}, { fallbackName: 'reviews.csv', signal: controller.signal }));
    expect(error.kind).toBe('canceled');
  });
});

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="reviews-2025-03-01.csv"', 'reviews-2025-03-01.csv'],
    ['attachment; filename=reviews.csv', 'reviews.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''bewertungen%20%C3%BC.csv", 'bewertungen ü.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'x.csv'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  it.each([null, 'attachment', 'attachment; filename=""', 'inline; filename="/"'])('%s has no name', (header) => {
    expect(filenameFromContentDisposition(header)).toBeNull();
  });
});

describe('saveWithLink', () => {
  it('clicks a temporary download link on an object URL, then removes the link and revokes the URL', async () => {
    const createObjectURL = vi.fn(() => 'blob:https://admin.test/1');
    const revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const onClick = (event: Event) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      clicked.push({ href: link.href, download: link.download, attached: link.isConnected });
    };
    document.addEventListener('click', onClick);
    try {
      const file = new Blob(['x'], { type: 'text/csv' });
      saveWithLink(document, { createObjectURL, revokeObjectURL })(file, 'reviews.csv');
      expect(createObjectURL).toHaveBeenCalledWith(file);
      expect(clicked).toEqual([{ href: 'blob:https://admin.test/1', download: 'reviews.csv', attached: true }]);
      expect(document.querySelector('a[download]')).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:https://admin.test/1');
    } finally {
      document.removeEventListener('click', onClick);
    }
  });
});
