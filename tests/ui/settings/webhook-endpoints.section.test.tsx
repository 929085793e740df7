// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { createWebhookEndpoint, getWebhooks, resendWebhookDelivery, type WebhookSettings } from '../../../src/contracts/outgoing-webhooks.contract';
import { ApiSettingsScreen } from '../../../src/ui/settings/api-settings.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { deliveryOf, endpointOf, flowTriggerOf, webhookSettingsOf } from '../../fakes/fake-webhooks';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderApiPage(language = 'en', settings: Partial<WebhookSettings> = {}) {
  const container = createTestContainer();
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getUserInfo, testUserInfo())
    .on(getWebhooks, webhookSettingsOf({ endpoints: [endpointOf(1, { failing_since: '2026-03-10T12:00:00.000Z' })], deliveries: [deliveryOf(7)], ...settings }))
    .on(createWebhookEndpoint, { endpoint: endpointOf(2, { url: 'https://example.com/new' }), secret: 'whsec_shown_once' })
    .on(resendWebhookDelivery, deliveryOf(7, { state: 'pending' }));
  renderWithProviders(<ApiSettingsScreen />, { container, path: '/settings/api', language });
  return { api, user: userEvent.setup() };
}

describe('the webhook endpoints on /settings/api', () => {
  it('lists the endpoints with their state and the delivery log with Resend', async () => {
    const { api, user } = renderApiPage();
    expect(await screen.findByRole('heading', { name: 'https://example.com/hooks/1' })).toBeTruthy();
    expect(screen.getByText('Failing')).toBeTruthy();
    const [log] = screen.getAllByRole('table');
    expect(within(log!).getByText('Failed')).toBeTruthy();
    expect(within(log!).getByText('503')).toBeTruthy();
    await user.click(within(log!).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.callsTo(resendWebhookDelivery)).toEqual([{ id: 7 }]));
  });

  it('adds an endpoint and shows its secret once', async () => {
    const { api, user } = renderApiPage();
    const url = await screen.findByRole('textbox', { name: 'Endpoint URL' });
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText("Enter the endpoint's address.")).toBeTruthy();
    await user.type(url, 'https://example.com/new');
    await user.click(screen.getByRole('checkbox', { name: 'Question answered' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(api.callsTo(createWebhookEndpoint)).toEqual([{ url: 'https://example.com/new', events: ['review.created', 'review.published', 'question.answered'] }]));
    expect(await screen.findByRole<HTMLInputElement>('textbox', { name: 'Signing secret' })).toMatchObject({ value: 'whsec_shown_once' });
  });

  it('lists the Shopify Flow triggers sent, with their review, state and payload; in a development store, says they stay here', async () => {
    renderApiPage('en', {
      flow_delivery: 'development',
      flow_triggers: [flowTriggerOf(2, { handle: 'review-published', state: 'failed', attempts: 9, payload: `{"Review body":"${'x'.repeat(300)}"}` }), flowTriggerOf(1)],
    });
    expect(await screen.findByRole('heading', { name: 'Shopify Flow triggers' })).toBeTruthy();
    expect(screen.getByText('Development store: triggers are recorded here and in the server log instead of going to Shopify Flow.')).toBeTruthy();
    const flow = screen.getAllByRole('table')[1]!;
    const rows = within(flow).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Review published')).toBeTruthy();
    expect(within(rows[0]!).getByText('Review #42')).toBeTruthy();
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    // A long payload is cut for the table.
    expect(within(rows[0]!).getByText(/^\{"Review body":"x+…$/).textContent).toHaveLength(161);
    expect(within(rows[1]!).getByText('Low rating received')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sent')).toBeTruthy();
    expect(within(rows[1]!).getByText('{"product_id":101,"Review ID":"41","Rating":1}')).toBeTruthy();
  });

  it('says a shop has no Flow trigger yet, without the development store\'s note', async () => {
    renderApiPage();
    expect(await screen.findByText('No triggers yet.')).toBeTruthy();
    expect(screen.queryByText(/^Development store:/)).toBeNull();
  });

  it('speaks German', async () => {
    renderApiPage('de', { flow_triggers: [flowTriggerOf(1)] });
    expect(await screen.findByRole('button', { name: 'Endpunkt hinzufügen' })).toBeTruthy();
    expect(screen.getByText('Zustellprotokoll')).toBeTruthy();
    expect(screen.getByText('Shopify-Flow-Auslöser')).toBeTruthy();
    expect(screen.getByText('Niedrige Bewertung eingegangen')).toBeTruthy();
  });
});
