import 'reflect-metadata';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetPickerAccessTokenUseCase } from '../../../src/application/picker/get-picker-access-token.use-case';
import { LoadPickerCatalogUseCase } from '../../../src/application/picker/load-picker-catalog.use-case';
import { PickerNetworkError, type PickerRequest } from '../../../src/application/picker/picker-catalog.port';
import { PickerLoadError } from '../../../src/application/picker/picker-store-response';
import { FakePickerCatalog, fakeProduct } from '../../fakes/fake-picker-catalog';
import { FakePickerEvents } from '../../fakes/fake-picker-events';

const SHOP = 'demo-store.myshopify.com';
const APP = 'starling-reviews';

function setup() {
  const clock = { ms: 1_000_000, now: () => clock.ms };
  const catalog = new FakePickerCatalog();
  catalog.products = [fakeProduct('p1', 'Wool Scarf', ['Red', 'Blue']), fakeProduct('p2', 'Tea Tin')];
  const events = new FakePickerEvents();
  const tokens = new GetPickerAccessTokenUseCase(catalog, clock);
  const load = new LoadPickerCatalogUseCase(catalog, events, tokens);
  return { clock, catalog, events, tokens, load };
}

describe('the picker access token', () => {
  let warn: { mockRestore(): void };
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is fetched once and reused per store domain and app', async () => {
    const { tokens, catalog } = setup();
    expect(await tokens.execute({ shop: SHOP, appId: APP })).toBe('token-1');
    expect(await tokens.execute({ shop: SHOP.toUpperCase(), appId: APP })).toBe('token-1');
    expect(await tokens.execute({ shop: SHOP, appId: 'starling-qa' })).toBe('token-2');
    expect(await tokens.execute({ shop: 'other.myshopify.com', appId: APP })).toBe('token-3');
    expect(catalog.appInfoCalls.map((call) => call.appId)).toEqual([APP, 'starling-qa', APP]);
    expect(tokens.icon({ shop: SHOP, appId: APP })).toBe('data:icon');
  });

  it('is refreshed by the domain rule: 40 s before the margin-adjusted expiry, not earlier', async () => {
    const { tokens, clock } = setup();
    await tokens.execute({ shop: SHOP, appId: APP });
    // 300 s lifetime − 10 s margin − 40 s threshold = 250 s of use.
    clock.ms += 249_999;
    expect(await tokens.execute({ shop: SHOP, appId: APP })).toBe('token-1');
    clock.ms += 1;
    expect(await tokens.execute({ shop: SHOP, appId: APP })).toBe('token-2');
  });

  it('treats a token whose lifetime is shorter than the safety margin as expired on arrival', async () => {
    const { tokens, catalog } = setup();
    catalog.expiresIn = 5;
    await tokens.execute({ shop: SHOP, appId: APP });
    await tokens.execute({ shop: SHOP, appId: APP });
    expect(catalog.appInfoCalls).toHaveLength(2);
  });

  it('sends identical concurrent app-info requests once', async () => {
    const { tokens, catalog } = setup();
    const release = catalog.holdAppInfo();
    const calls = [tokens.execute({ shop: SHOP, appId: APP }), tokens.execute({ shop: SHOP, appId: APP }), tokens.execute({ shop: SHOP, appId: APP })];
    const sister = tokens.execute({ shop: SHOP, appId: 'starling-qa' });
    release();
    expect(await Promise.all(calls)).toEqual(['token-1', 'token-1', 'token-1']);
    expect(await sister).toBe('token-2');
    expect(catalog.appInfoCalls).toHaveLength(2);
  });

  it('logs a failed fetch (e.g. an unknown app id) and answers null, then tries again next time', async () => {
    const { tokens, catalog } = setup();
    catalog.appInfoAnswers.push({ code: 42200, message: 'appId is not Found', data: null }, new PickerNetworkError('offline'));
    expect(await tokens.execute({ shop: SHOP, appId: 'someone-else' })).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), 'appId is not Found');
    expect(await tokens.execute({ shop: SHOP, appId: 'someone-else' })).toBeNull();
    expect(await tokens.execute({ shop: SHOP, appId: 'someone-else' })).toBe('token-1');
  });

  it('asks app_info with the host’s admin token when one is given', async () => {
    const { tokens, catalog } = setup();
    await tokens.execute({ shop: SHOP, appId: APP, adminToken: 'host-app-token' });
    expect(catalog.appInfoCalls).toEqual([{ appId: APP, adminToken: 'host-app-token' }]);
  });
});

describe('loading the picker’s list', () => {
  const query = { shop: SHOP, appId: APP, type: 'product' as const, keyword: 'scarf', status: 'active' };

  it('calls the store API with the access token, app id, keyword and status', async () => {
    const { load, catalog } = setup();
    const page = await load.execute(query);
    expect(page.items.map((item) => item.title)).toEqual(['Wool Scarf']);
    expect(page.currencyFormat).toBe('${{amount}}');
    expect(catalog.listCalls).toEqual([{ type: 'product', params: { app_id: APP, keyword: 'scarf', status: 'active' }, accessToken: 'token-1' }]);
  });

  it('on reasonCode 1100003 tells the host, refreshes the token and retries once', async () => {
    const { load, catalog, events } = setup();
    catalog.listAnswers.push({ code: 40100, reasonCode: 1100003, data: null });
    const page = await load.execute(query);
    expect(page.items).toHaveLength(1);
    expect(events.posted).toEqual([{ type: 'token-expired', payload: { appId: APP } }]);
    expect(catalog.listCalls.map((call) => call.accessToken)).toEqual(['token-1', 'token-2']);
  });

  it('gives up after a second expired answer', async () => {
    const { load, catalog, events } = setup();
    const expired = { code: 40100, reasonCode: 1100003, data: null };
    catalog.listAnswers.push(expired, expired);
    await expect(load.execute(query)).rejects.toMatchObject({ kind: 'tokenExpired' });
    expect(events.types).toEqual(['token-expired']);
  });

  it('turns a failed fetch into the network error', async () => {
    const { load, catalog } = setup();
    catalog.listAnswers.push(new PickerNetworkError('Failed to fetch'));
    const error = await load.execute(query).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PickerLoadError);
    expect(error).toMatchObject({ kind: 'network', message: 'Network error. Please try again later.' });
  });

  it('lets a custom request method replace the list call (no access token needed)', async () => {
    const { load, catalog } = setup();
    const request = vi.fn<PickerRequest>().mockResolvedValue({ code: 0, data: { collections: [{ id: 9, title: 'Summer', products_count: 4 }] } });
    const page = await load.execute({ ...query, type: 'collection', request });
    expect(request).toHaveBeenCalledWith('collection', { app_id: APP, keyword: 'scarf', status: 'active' });
    expect(page.items).toEqual([{ kind: 'collection', id: '9', title: 'Summer', image: null, productsCount: 4 }]);
    expect(catalog.listCalls).toEqual([]);
    expect(catalog.appInfoCalls).toEqual([]);
  });

  it('maps a rejected custom request to the network error', async () => {
    const { load } = setup();
    const request: PickerRequest = () => Promise.reject(new Error('boom'));
    await expect(load.execute({ ...query, request })).rejects.toMatchObject({ kind: 'network' });
  });
});
