import { describe, expect, it, vi } from 'vitest';
import { ReferralPageError } from '../../../src/application/referrals/referral-pages-gateway.port';
import { ApiContractClient } from '../../../src/infrastructure/http/api-contract-client';
import { HttpReferralPagesGateway } from '../../../src/infrastructure/http/http-referral-pages-gateway';
import { PublicFetchApiClient } from '../../../src/infrastructure/http/public-fetch-api-client';
import { HTTP_TEST_CONFIG } from '../../support/http-adapter-setup';

const link = { shop: 'acme.myshopify.com', ref: 'ADV-1.sig' };

function gatewayAnswering(reply: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return reply();
  });
  return { gateway: new HttpReferralPagesGateway(new ApiContractClient(new PublicFetchApiClient({ config: HTTP_TEST_CONFIG, fetch }))), sent };
}

const envelope = (code: number, message: string, status: number, data: unknown = null) =>
  new Response(JSON.stringify({ code, message, data }), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(call: Promise<unknown>): Promise<ReferralPageError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ReferralPageError);
  return error as ReferralPageError;
}

describe('the referral pages’ gateway', () => {
  it('asks the API at its base address for the link’s offer and unwraps the answer', async () => {
    const offer = { shop_name: 'Acme', friend_reward: '10%' };
    const { gateway, sent } = gatewayAnswering(() => envelope(0, 'ok', 200, offer));
    expect(await gateway.offer(link)).toEqual(offer);
    const url = new URL(sent[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe(`${HTTP_TEST_CONFIG.apiBaseUrl}/api/v1/public/referral/offer`);
    expect(Object.fromEntries(url.searchParams)).toEqual(link);
  });

  it('claims with the friend’s address, language and the consent the page required', async () => {
    const { gateway, sent } = gatewayAnswering(() => envelope(0, 'ok', 200, { state: 'sent' }));
    await gateway.claim(link, { email: 'friend@example.com', language: 'de' });
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(sent[0]?.init.body as string)).toEqual({ ...link, email: 'friend@example.com', consent: true, language: 'de' });
  });

  it('tells the friend the link is not the shop’s when the server does not know it (404)', async () => {
    const { gateway } = gatewayAnswering(() => envelope(40400, 'not found', 404));
    expect(await failureOf(gateway.offer(link))).toMatchObject({ failure: 'not_found' });
  });

  it('tells the friend the link is not the shop’s when the server refuses the link’s own fields (422 on shop, ref or code)', async () => {
    const { gateway } = gatewayAnswering(() => envelope(42200, 'code: is not this link’s', 422));
    expect(await failureOf(gateway.conversion(link, 'FRIEND-1'))).toMatchObject({ failure: 'not_found', message: 'code: is not this link’s' });
  });

  it('passes on the server’s message when it refuses the friend’s input (422 on another field)', async () => {
    const { gateway } = gatewayAnswering(() => envelope(42200, 'email: must be an e-mail address', 422));
    expect(await failureOf(gateway.claim(link, { email: 'friend@example.com', language: 'en' }))).toMatchObject({
      failure: 'refused',
      message: 'email: must be an e-mail address',
    });
  });

  it('reports a server failure or a lost connection as failed', async () => {
    expect(await failureOf(gatewayAnswering(() => new Response('<html>', { status: 502 })).gateway.offer(link))).toMatchObject({ failure: 'failed' });
    expect(await failureOf(gatewayAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).gateway.offer(link))).toMatchObject({ failure: 'failed' });
  });
});
