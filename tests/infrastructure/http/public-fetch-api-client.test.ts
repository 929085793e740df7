import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { getSubprocessors } from '../../../src/contracts/legal.contract';
import { reportAffiliateCampaign } from '../../../src/contracts/affiliate.contract';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { PublicFetchApiClient } from '../../../src/infrastructure/http/public-fetch-api-client';
import { HTTP_TEST_CONFIG } from '../../support/http-adapter-setup';

function setUp(reply: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return reply();
  });
  const client = new ApiContractClient(new PublicFetchApiClient({ config: HTTP_TEST_CONFIG, fetch }));
  return { client, sent };
}

const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const report = { type: 'install', source: 'blog', shop: 'acme.myshopify.com', sign: 's', sign_time: 1, app_id: 'starling-reviews' } as const;

describe('the public pages’ API client', () => {
  it('sends no app token and unwraps the envelope', async () => {
    const { client, sent } = setUp(() => envelope({ code: 0, message: 'ok', data: { subprocessors: [] } }));
    expect(await client.call(getSubprocessors, {})).toEqual({ subprocessors: [] });
    expect(sent[0]?.url).toBe(`${HTTP_TEST_CONFIG.apiBaseUrl}/api/v1/public/subprocessors`);
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(sent[0]?.init.method).toBe('GET');
  });

  it('posts JSON that may outlive the page (keepalive)', async () => {
    const { client, sent } = setUp(() => envelope({ code: 0, message: 'ok', data: { type: 'install', duplicate: false } }));
    await client.call(reportAffiliateCampaign, report);
    expect(sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(report) });
    expect(new Headers(sent[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('rejects a refusal with the server’s message and status, for the caller alone to handle', async () => {
    const { client } = setUp(() => envelope({ code: 40100, message: 'sign: has already been used', data: null }, 401));
    await expect(client.call(reportAffiliateCampaign, report)).rejects.toMatchObject({ kind: 'envelope', message: 'sign: has already been used', code: 40100, status: 401 });
  });

  it('rejects an answer without an envelope, and a network failure', async () => {
    await expect(setUp(() => new Response('<html>', { status: 502 })).client.call(getSubprocessors, {})).rejects.toMatchObject({ kind: 'http', status: 502 });
    const failure = await setUp(() => Promise.reject(new TypeError('Failed to fetch'))).client.call(getSubprocessors, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network' });
  });
});
