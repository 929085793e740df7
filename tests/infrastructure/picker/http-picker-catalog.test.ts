import { describe, expect, it, vi } from 'vitest';
import { PickerNetworkError } from '../../../src/application/picker/picker-catalog.port';
import { HttpPickerCatalog } from '../../../src/infrastructure/picker/http-picker-catalog';

function setup(reply: () => Promise<Response>, adminToken: string | null = 'app-token') {
  const fetch = vi.fn<typeof globalThis.fetch>(reply);
  const catalog = new HttpPickerCatalog({ fetch, baseUrl: 'https://api.example', adminToken: () => Promise.resolve(adminToken) });
  const request = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url: url as string, headers: new Headers(init?.headers) };
  };
  return { catalog, request };
}

const json = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('HttpPickerCatalog', () => {
  it('asks app_info with the admin’s Bearer token', async () => {
    const body = { code: 0, reasonCode: 0, data: { access_token: 'pk', expires_in: 300, app: { icon: 'i' } } };
    const { catalog, request } = setup(json(body));
    expect(await catalog.appInfo('starling-reviews')).toEqual(body);
    expect(request().url).toBe('https://api.example/store/v1/shop/app_info?app_id=starling-reviews');
    expect(request().headers.get('Authorization')).toBe('Bearer app-token');
    expect(request().headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('uses the host’s admin token when given, and sends none when there is none', async () => {
    const withHost = setup(json({ code: 0 }), null);
    await withHost.catalog.appInfo('starling-qa', 'host-token');
    expect(withHost.request().headers.get('Authorization')).toBe('Bearer host-token');
    await withHost.catalog.appInfo('starling-qa');
    expect(withHost.request(1).headers.has('Authorization')).toBe(false);
  });

  it('lists products and collections with the picker token as it is', async () => {
    const { catalog, request } = setup(json({ code: 0, data: { products: [] }, currency_format: '${{amount}}' }));
    await catalog.list('product', { app_id: 'starling-reviews', keyword: 'wool scarf', status: 'active' }, 'pk');
    await catalog.list('collection', { app_id: 'starling-reviews', keyword: '' }, 'pk');
    expect(request().url).toBe('https://api.example/store/v1/products?app_id=starling-reviews&keyword=wool+scarf&status=active');
    expect(request().headers.get('Authorization')).toBe('pk');
    expect(request(1).url).toBe('https://api.example/store/v1/collections?app_id=starling-reviews&keyword=');
  });

  it('resolves a 401 with its envelope, so the reasonCode reaches the picker', async () => {
    const { catalog } = setup(json({ code: 40100, reasonCode: 1100003, message: 'expired', data: null }, 401));
    expect(await catalog.list('product', { app_id: 'a', keyword: '' }, 'pk')).toMatchObject({ reasonCode: 1100003 });
  });

  it('turns an answer without an envelope into a failed code', async () => {
    const { catalog } = setup(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(await catalog.list('product', { app_id: 'a', keyword: '' }, 'pk')).toEqual({ code: 502, message: 'HTTP 502', data: null });
  });

  it('rejects with a network error when no answer comes', async () => {
    const { catalog } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(catalog.list('product', { app_id: 'a', keyword: '' }, 'pk')).rejects.toBeInstanceOf(PickerNetworkError);
  });
});
