import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhooks,
  resendWebhookDelivery,
  rotateWebhookSecret,
  setWebhookEndpointEnabled,
  type WebhookSettings,
} from '../../../src/contracts/outgoing-webhooks.contract';
import { MAX_WEBHOOK_ENDPOINTS } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { WebhookEndpointsViewModel } from '../../../src/ui/settings/webhook-endpoints.view-model';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeToaster } from '../../fakes/fake-toaster';
import { deliveryOf, endpointOf, flowTriggerOf, webhookSettingsOf } from '../../fakes/fake-webhooks';

const WORDS = { added: 'added', removed: 'removed', resent: 'resent', failed: 'failed' };

function createViewModel(settings: WebhookSettings = webhookSettingsOf({ endpoints: [endpointOf(1)], deliveries: [deliveryOf(7)] })) {
  const client = new FakeContractClient().on(getWebhooks, settings);
  const toaster = new FakeToaster();
  return { viewModel: new WebhookEndpointsViewModel(client, toaster), client, toaster };
}

describe('WebhookEndpointsViewModel', () => {
  it('loads the endpoints and the delivery log', async () => {
    const { viewModel } = createViewModel();
    await viewModel.load();
    expect(viewModel.status).toBe('ready');
    expect(viewModel.endpoints.map((endpoint) => endpoint.id)).toEqual([1]);
    expect(viewModel.deliveries.map((delivery) => delivery.id)).toEqual([7]);
  });

  it('sends nothing while the address or the events are missing, and says which', async () => {
    const { viewModel, client } = createViewModel();
    viewModel.toggleEvent('review.created', false);
    viewModel.toggleEvent('review.published', false);
    await viewModel.add(WORDS);
    expect(viewModel.urlProblem).toBe('required');
    expect(viewModel.eventsMissing).toBe(true);
    viewModel.setUrl('example.com/hooks');
    expect(viewModel.urlProblem).toBe('https');
    expect(client.callsTo(createWebhookEndpoint)).toEqual([]);
  });

  it('adds an endpoint with its events in their own order and shows its secret once', async () => {
    const { viewModel, client, toaster } = createViewModel();
    client.on(createWebhookEndpoint, { endpoint: endpointOf(2, { url: 'https://example.com/new' }), secret: 'whsec_abc' });
    viewModel.setUrl(' https://example.com/new ');
    viewModel.toggleEvent('question.answered', true);
    viewModel.toggleEvent('review.created', false);
    await viewModel.add(WORDS);
    expect(client.callsTo(createWebhookEndpoint)).toEqual([{ url: 'https://example.com/new', events: ['review.published', 'question.answered'] }]);
    expect(viewModel.revealed).toEqual({ endpointId: 2, url: 'https://example.com/new', secret: 'whsec_abc' });
    expect(viewModel.url).toBe('');
    expect(toaster.shown).toEqual([{ content: 'added' }]);
    viewModel.dismissSecret();
    expect(viewModel.revealed).toBeNull();
  });

  it('shows the server’s refusal on the form', async () => {
    const { viewModel, client } = createViewModel();
    client.fail(createWebhookEndpoint, new ApiError('envelope', 'url: 10.0.0.1 is not a public address', 1));
    viewModel.setUrl('https://10.0.0.1/hooks');
    await viewModel.add(WORDS);
    expect(viewModel.adding.failure).toBe('url: 10.0.0.1 is not a public address');
    expect(viewModel.revealed).toBeNull();
  });

  it('offers no form once the shop has the most endpoints', async () => {
    const { viewModel } = createViewModel(webhookSettingsOf({ endpoints: Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, (_, index) => endpointOf(index + 1)) }));
    await viewModel.load();
    expect(viewModel.full).toBe(true);
  });

  it('switches off, rotates (showing the new secret), resends and removes after a confirmation', async () => {
    const { viewModel, client, toaster } = createViewModel();
    client
      .on(setWebhookEndpointEnabled, endpointOf(1, { enabled: false }))
      .on(rotateWebhookSecret, { endpoint: endpointOf(1), secret: 'whsec_new' })
      .on(resendWebhookDelivery, deliveryOf(7, { state: 'pending' }))
      .on(deleteWebhookEndpoint, { deleted: true });
    await viewModel.load();
    const [endpoint] = viewModel.endpoints;
    await viewModel.setEnabled(endpoint!, false, WORDS);
    expect(client.callsTo(setWebhookEndpointEnabled)).toEqual([{ id: 1, enabled: false }]);
    await viewModel.rotate(endpoint!, WORDS);
    expect(viewModel.revealed?.secret).toBe('whsec_new');
    await viewModel.resend(viewModel.deliveries[0]!, WORDS);
    expect(client.callsTo(resendWebhookDelivery)).toEqual([{ id: 7 }]);
    viewModel.askToRemove(endpoint!);
    expect(client.callsTo(deleteWebhookEndpoint)).toEqual([]);
    await viewModel.confirmRemoval(WORDS);
    expect(client.callsTo(deleteWebhookEndpoint)).toEqual([{ id: 1 }]);
    expect(viewModel.revealed).toBeNull();
    expect(toaster.shown.map((toast) => toast.content)).toEqual(['resent', 'removed']);
  });

  it('says when an action fails', async () => {
    const { viewModel, client, toaster } = createViewModel();
    client.fail(rotateWebhookSecret, 'id: endpoint 1 was not found');
    await viewModel.load();
    await viewModel.rotate(viewModel.endpoints[0]!, WORDS);
    expect(toaster.shown).toEqual([{ content: 'failed', error: true }]);
    expect(viewModel.busyId).toBeNull();
  });

  it('keeps the Shopify Flow triggers and where they go', async () => {
    const { viewModel } = createViewModel(webhookSettingsOf({ flow_delivery: 'development', flow_triggers: [flowTriggerOf(2), flowTriggerOf(1)] }));
    await viewModel.load();
    expect(viewModel.flowDelivery).toBe('development');
    expect(viewModel.flowTriggers.map((trigger) => trigger.id)).toEqual([2, 1]);
  });
});
