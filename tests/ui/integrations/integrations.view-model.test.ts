import { describe, expect, it } from 'vitest';
import { getIntegrations, type IntegrationsAnswer } from '../../../src/contracts/integrations.contract';
import { IntegrationsViewModel } from '../../../src/ui/integrations/integrations.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';

const ANSWER: IntegrationsAnswer = {
  integrations: [
    { key: 'google_shopping', state: 'connected', path: '/integrated/google_shopping' },
    { key: 'klaviyo', state: 'not_connected', path: '/integrated/klaviyo' },
    { key: 'instagram', state: 'not_connected', path: '/integrated/instagram' },
    { key: 'channelwill', state: 'available', path: '/integrated/channelwill' },
  ],
};

describe('IntegrationsViewModel', () => {
  it("gives a card per integration, named as the service names itself, with the server's state and screen", async () => {
    const viewModel = new IntegrationsViewModel(new FakeContractClient().on(getIntegrations, ANSWER));
    expect(viewModel.status).toBe('loading');
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.cards.map(({ name, state, path }) => [name, state, path])).toEqual([
      ['Google Shopping', 'connected', '/integrated/google_shopping'],
      ['Klaviyo', 'not_connected', '/integrated/klaviyo'],
      ['Instagram', 'not_connected', '/integrated/instagram'],
      ['Channelwill', 'available', '/integrated/channelwill'],
    ]);
  });

  it('leaves out an integration this build does not know', async () => {
    const newer = { integrations: [...ANSWER.integrations, { key: 'myspace', state: 'connected', path: '/integrated/myspace' }] } as unknown as IntegrationsAnswer;
    const viewModel = new IntegrationsViewModel(new FakeContractClient().on(getIntegrations, newer));
    await viewModel.load();
    expect(viewModel.cards.map((card) => card.name)).toEqual(['Google Shopping', 'Klaviyo', 'Instagram', 'Channelwill']);
  });

  it('says the list could not be loaded, and loads it again on retry', async () => {
    let fail = true;
    const client = new FakeContractClient().on(getIntegrations, () => {
      if (fail) throw new Error('offline');
      return ANSWER;
    });
    const viewModel = new IntegrationsViewModel(client);
    await viewModel.load();
    expect(viewModel.status).toBe('failed');
    expect(viewModel.cards).toEqual([]);
    fail = false;
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.cards).toHaveLength(4);
  });
});
