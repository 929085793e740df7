import { describe, expect, it } from 'vitest';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpAuthGateway } from '../../../src/infrastructure/http/http-auth-gateway';
import { HttpShopGateway } from '../../../src/infrastructure/http/http-shop-gateway';
import { FakeApiClient } from '../../fakes/fake-api-client';
import { SIGNED_IN } from '../../fakes/fake-auth-gateway';
import { testUserInfo } from '../../fakes/fake-shop-gateway';

function setup() {
  const api = new FakeApiClient();
  const client = new ApiContractClient(api);
  const sent = () => api.calls.map(({ method, path, query, body, options }) => ({ method, path, query, body, options }));
  return { api, client, sent };
}

describe('HttpAuthGateway', () => {
  it('reads the app config without cancelling a concurrent read', async () => {
    const { api, client, sent } = setup();
    const config = { mode: 'shopify' as const, api_key: 'key', demo_shop: null };
    api.onGet('/api/v1/app_config', config);
    await expect(new HttpAuthGateway(client).appConfig()).resolves.toEqual(config);
    expect(sent()).toEqual([{ method: 'GET', path: '/api/v1/app_config', query: {}, body: undefined, options: { allowConcurrent: true } }]);
  });

  it('signs in with the shop, and the session token when there is one', async () => {
    const { api, client, sent } = setup();
    api.onPost('/api/v1/admin/login', SIGNED_IN);
    const auth = new HttpAuthGateway(client);
    await expect(auth.signIn({ shop: 'acme.myshopify.com' })).resolves.toEqual(SIGNED_IN);
    await auth.signIn({ shop: 'acme.myshopify.com', sessionToken: 'session-token' });
    expect(sent().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/v1/admin/login', body: { shop: 'acme.myshopify.com' } },
      { method: 'POST', path: '/api/v1/admin/login', body: { shop: 'acme.myshopify.com', session_token: 'session-token' } },
    ]);
  });

  it('exchanges a support sign with the shop id as the link carries it', async () => {
    const { api, client, sent } = setup();
    api.onPost('/api/v1/admin/exchange_customer_token_by_sign', SIGNED_IN);
    await new HttpAuthGateway(client).exchangeSuperAdminSign({ sign: '123.abc', shopifyShopId: '5' });
    expect(sent()[0]).toMatchObject({ method: 'POST', path: '/api/v1/admin/exchange_customer_token_by_sign', body: { sign: '123.abc', shopify_shop_id: '5' } });
  });
});

describe('HttpShopGateway', () => {
  it('reads get_user_info', async () => {
    const { api, client, sent } = setup();
    api.onGet('/api/v1/admin/get_user_info', testUserInfo());
    await expect(new HttpShopGateway(client).userInfo()).resolves.toEqual(testUserInfo());
    expect(sent()).toEqual([{ method: 'GET', path: '/api/v1/admin/get_user_info', query: {}, body: undefined, options: undefined }]);
  });
});
