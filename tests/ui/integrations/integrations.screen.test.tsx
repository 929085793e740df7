// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { type ChannelwillLinkAnswer, getChannelwillLink, getIntegrations } from '../../../src/contracts/integrations.contract';
import { ChannelwillScreen } from '../../../src/ui/integrations/channelwill.screen';
import { IntegrationsScreen } from '../../../src/ui/integrations/integrations.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const LINK = 'https://partner.example/sign-in?shop=a.myshopify.com&shopify_shop_id=1&sign=1.abc&sign_time=1';

describe('IntegrationsScreen', () => {
  it('shows each integration with its state and a link to its screen, and the compliance audit', async () => {
    const container = createTestContainer();
    container.get<FakeContractClient>(TOKENS.ContractClient).on(getIntegrations, {
      integrations: [
        { key: 'google_shopping', state: 'connected', path: '/integrated/google_shopping' },
        { key: 'klaviyo', state: 'not_connected', path: '/integrated/klaviyo' },
        { key: 'instagram', state: 'not_connected', path: '/integrated/instagram' },
        { key: 'channelwill', state: 'unavailable', path: '/integrated/channelwill' },
      ],
    });
    renderWithProviders(<IntegrationsScreen />, { container, path: '/integrated' });
    expect(screen.getByRole('heading', { level: 1, name: 'App integrations' })).toBeTruthy();
    const google = (await screen.findByRole('heading', { name: 'Google Shopping' })).closest('.Polaris-ShadowBevel, .Polaris-Card') as HTMLElement;
    expect(within(google).getByText('Connected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Google Shopping' }).getAttribute('href')).toBe('/integrated/google_shopping');
    expect(screen.getByRole('link', { name: 'Open Klaviyo' }).getAttribute('href')).toBe('/integrated/klaviyo');
    expect(screen.getByRole('link', { name: 'Open Instagram' }).getAttribute('href')).toBe('/integrated/instagram');
    expect(screen.getByRole('link', { name: 'Open Channelwill' }).getAttribute('href')).toBe('/integrated/channelwill');
    expect(screen.getAllByText('Not connected')).toHaveLength(2);
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Review compliance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check compliance' }).getAttribute('href')).toBe('/integrated/compliance');
  });

  it('says when the integrations could not be loaded, and tries again', async () => {
    const container = createTestContainer();
    const api = container.get<FakeContractClient>(TOKENS.ContractClient).fail(getIntegrations, 'Server error');
    renderWithProviders(<IntegrationsScreen />, { container, path: '/integrated' });
    expect(await screen.findByText('The integrations could not be loaded.')).toBeTruthy();
    // The compliance audit stays reachable.
    expect(screen.getByRole('link', { name: 'Check compliance' })).toBeTruthy();
    const before = api.callsTo(getIntegrations).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(getIntegrations).length).toBe(before + 1));
  });
});

function renderChannelwill(answer: ChannelwillLinkAnswer) {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getChannelwillLink, answer);
  renderWithProviders(<ChannelwillScreen />, { container, path: '/integrated/channelwill' });
  return { api, user: userEvent.setup() };
}

describe('ChannelwillScreen', () => {
  it('opens Channelwill in a new tab with the signed link, and takes a fresh sign once it opened', async () => {
    const { api, user } = renderChannelwill({ configured: true, url: LINK, expires_at: new Date(Date.now() + 300_000).toISOString() });
    expect(screen.getByRole('heading', { level: 1, name: 'Channelwill integration' })).toBeTruthy();
    const open = await screen.findByRole('link', { name: 'Open Channelwill' });
    expect(open.getAttribute('href')).toBe(LINK);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/good for five minutes/)).toBeTruthy();
    const before = api.callsTo(getChannelwillLink).length;
    await user.click(open);
    await waitFor(() => expect(api.callsTo(getChannelwillLink).length).toBe(before + 1));
    expect(screen.getByRole('link', { name: 'App integrations' }).getAttribute('href')).toBe('/integrated');
  });

  it('says plainly when this server has no Channelwill, with nothing to open', async () => {
    renderChannelwill({ configured: false });
    expect(await screen.findByRole('heading', { name: "Channelwill isn't available here" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Channelwill' })).toBeNull();
  });
});
