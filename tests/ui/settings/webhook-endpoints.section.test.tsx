// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { createWebhookEndpoint, getWebhooks, resendWebhookDelivery } from '../../../src/contracts/outgoing-webhooks.contract';
import { ApiSettingsScreen } from '../../../src/ui/settings/api-settings.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { deliveryOf, endpointOf } from '../../fakes/fake-webhooks';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderApiPage(language = 'en') {
  const container = createTestContainer();
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getUserInfo, testUserInfo())
    .on(getWebhooks, { endpoints: [endpointOf(1, { failing_since: '2026-03-10T12:00:00.000Z' })], deliveries: [deliveryOf(7)] })
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
    const log = screen.getByRole('table');
    expect(within(log).getByText('Failed')).toBeTruthy();
    expect(within(log).getByText('503')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: 'Resend' }));
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

  it('speaks German', async () => {
    renderApiPage('de');
    expect(await screen.findByRole('button', { name: 'Endpunkt hinzufügen' })).toBeTruthy();
    expect(screen.getByText('Zustellprotokoll')).toBeTruthy();
  });
});
