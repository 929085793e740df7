import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_INPUT_CODE } from '../../../src/application/http/api-error';
import { connectKlaviyo, disconnectKlaviyo, getKlaviyo, type KlaviyoSettings, setKlaviyoEvents } from '../../../src/contracts/klaviyo.contract';
import { KlaviyoViewModel } from '../../../src/ui/klaviyo/klaviyo.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';

const DISCONNECTED: KlaviyoSettings = { connected: false, api_key_last_four: null, events: [], connected_at: null, deliveries: { sent: 0, pending: 0, failed: 0 } };
const CONNECTED: KlaviyoSettings = {
  connected: true,
  api_key_last_four: 'AB12',
  events: ['review_request_sent', 'review_submitted', 'low_rating_review'],
  connected_at: '2026-03-10T12:00:00.000Z',
  deliveries: { sent: 4, pending: 1, failed: 0 },
};
const refused = (message: string) => new ApiError('envelope', message, INVALID_INPUT_CODE, null, 422);

describe('KlaviyoViewModel', () => {
  it('shows a refused key under the field, then connects with a good one and forgets what was typed', async () => {
    const client = new FakeContractClient()
      .on(getKlaviyo, DISCONNECTED)
      .on(connectKlaviyo, ({ api_key }) => {
        if (api_key !== 'pk_good_key_AB12') throw refused('api_key: Klaviyo refused this key');
        return CONNECTED;
      });
    const vm = new KlaviyoViewModel(client);
    await vm.load();
    expect(vm.connected).toBe(false);
    vm.setApiKey('pk_wrong_key_0000');
    await vm.connect();
    expect(vm.keyProblem).toBe('Klaviyo refused this key');
    expect(vm.connected).toBe(false);
    vm.setApiKey('  pk_good_key_AB12 ');
    expect(vm.keyProblem).toBe('');
    await vm.connect();
    expect(client.callsTo(connectKlaviyo).at(-1)).toEqual({ api_key: 'pk_good_key_AB12' });
    expect(vm.connected).toBe(true);
    expect(vm.apiKey).toBe('');
    expect(vm.settings?.api_key_last_four).toBe('AB12');
  });

  it('switches one kind of event off and keeps the others, in the domain order', async () => {
    const client = new FakeContractClient().on(getKlaviyo, CONNECTED).on(setKlaviyoEvents, ({ events }) => ({ ...CONNECTED, events }));
    const vm = new KlaviyoViewModel(client);
    await vm.load();
    const saving = vm.setEvent('review_submitted', false);
    expect(vm.isOn('review_submitted')).toBe(false);
    await saving;
    expect(client.callsTo(setKlaviyoEvents)).toEqual([{ events: ['review_request_sent', 'low_rating_review'] }]);
    expect(vm.isOn('review_submitted')).toBe(false);
    await vm.setEvent('review_submitted', true);
    expect(client.callsTo(setKlaviyoEvents).at(-1)).toEqual({ events: ['review_request_sent', 'review_submitted', 'low_rating_review'] });
  });

  it('puts a switch back when the server refuses the change', async () => {
    const vm = new KlaviyoViewModel(new FakeContractClient().on(getKlaviyo, CONNECTED).fail(setKlaviyoEvents, 'events: connect Klaviyo first'));
    await vm.load();
    await vm.setEvent('low_rating_review', false);
    expect(vm.isOn('low_rating_review')).toBe(true);
    expect(vm.error).toBe('events: connect Klaviyo first');
  });

  it('keeps the disconnect confirmation open with the failure inside, and closes it once disconnected', async () => {
    let fail = true;
    const client = new FakeContractClient().on(getKlaviyo, CONNECTED).on(disconnectKlaviyo, () => {
      if (fail) throw new ApiError('envelope', 'The database is busy; try again', 1);
      return DISCONNECTED;
    });
    const vm = new KlaviyoViewModel(client);
    await vm.load();
    vm.askToDisconnect();
    const running = vm.disconnect();
    expect(vm.disconnectDialog.running).toBe(true);
    vm.disconnectDialog.close();
    expect(vm.disconnectDialog.subject).not.toBeNull();
    await running;
    expect(vm.disconnectDialog.subject).not.toBeNull();
    expect(vm.disconnectDialog.failure).toBe('The database is busy; try again');
    expect(vm.connected).toBe(true);
    fail = false;
    await vm.disconnect();
    expect(vm.disconnectDialog.subject).toBeNull();
    expect(vm.connected).toBe(false);
  });

  it('says the page could not load when get_klaviyo fails', async () => {
    const vm = new KlaviyoViewModel(new FakeContractClient().fail(getKlaviyo, 'down'));
    await vm.load();
    expect(vm.loadFailed).toBe(true);
    expect(vm.settings).toBeNull();
  });
});
