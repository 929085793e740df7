import { describe, expect, it } from 'vitest';
import { GetIntegrationsUseCase, type IntegrationStatusSources } from '../../../../server/application/integrations/get-integrations.use-case';
import { type IntegrationStatusSource } from '../../../../server/application/integrations/integration-status-source.port';

const NOT_CONNECTED: IntegrationStatusSource = { state: () => Promise.resolve('not_connected') };

const SHOP = { id: 7, domain: 'sources.myshopify.com' };

describe('GetIntegrationsUseCase', () => {
  it("asks each integration's own source about the signed-in shop, and answers in the index's order", async () => {
    const asked: number[] = [];
    const klaviyo: IntegrationStatusSource = {
      state: (shop) => {
        asked.push(shop.id);
        return Promise.resolve('connected');
      },
    };
    const sources: IntegrationStatusSources = {
      channelwill: { state: () => Promise.resolve('unavailable') },
      instagram: NOT_CONNECTED,
      klaviyo,
      google_shopping: NOT_CONNECTED,
    };
    const answer = await new GetIntegrationsUseCase(sources).execute(SHOP);
    expect(answer.integrations.map(({ key, state }) => [key, state])).toEqual([
      ['google_shopping', 'not_connected'],
      ['klaviyo', 'connected'],
      ['instagram', 'not_connected'],
      ['channelwill', 'unavailable'],
    ]);
    expect(asked).toEqual([SHOP.id]);
  });
});
