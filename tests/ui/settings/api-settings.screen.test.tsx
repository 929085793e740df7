// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { rotateReviewsApiKey } from '../../../src/contracts/reviews-api-key.contract';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { ApiSettingsScreen } from '../../../src/ui/settings/api-settings.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const KEY = 'fedcba9876543210fedcba9876543210';
const NEW_KEY = '00000000000000000000000000007777';

function renderApiPage(language = 'en') {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getUserInfo, testUserInfo({ reviews_api_key: KEY })).on(rotateReviewsApiKey, { reviews_api_key: NEW_KEY });
  const user = userEvent.setup();
  renderWithProviders(<ApiSettingsScreen />, { container, path: '/settings/api', language });
  return { api, user, toaster: container.get<FakeToaster>(TOKENS.Toaster) };
}

describe('ApiSettingsScreen', () => {
  it('shows the key masked, never whole', async () => {
    renderApiPage();
    expect(screen.getByRole('heading', { level: 1, name: 'API access' })).toBeTruthy();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'API key' });
    expect(field.value).toBe(`${'•'.repeat(28)}3210`);
    expect(field.readOnly).toBe(true);
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('copies the whole key to the clipboard with a toast', async () => {
    const { user, toaster } = renderApiPage();
    await user.click(await screen.findByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(toaster.shown.at(-1)).toMatchObject({ content: 'API key copied' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
  });

  it('links the public API’s reference, in a new tab, and leads back to the settings', () => {
    renderApiPage();
    const reference = screen.getByRole('link', { name: /Public API reference/ });
    expect(reference.getAttribute('href')).toBe('/api/public/v1/openapi.json');
    expect(reference.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('speaks German', async () => {
    renderApiPage('de');
    expect(screen.getByRole('heading', { level: 1, name: 'API-Zugriff' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Schlüssel kopieren' })).toBeTruthy();
  });

  it('rotates only after the confirmation, then shows and copies the new key', async () => {
    const { api, user, toaster } = renderApiPage();
    await user.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the API key?' });
    expect(dialog.textContent).toContain('replaces the current one at once');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(rotateReviewsApiKey)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotate key' }));
    await screen.findByRole('dialog', { name: 'Rotate the API key?' });
    const confirm = screen.getAllByRole('button', { name: 'Rotate key' }).at(-1)!;
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(rotateReviewsApiKey)).toEqual([{}]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'API key' }).value).toBe(`${'•'.repeat(28)}7777`);
    expect(toaster.contents.at(-1)).toBe('New API key created. Copy it into your apps and scripts.');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(toaster.contents.at(-1)).toBe('API key copied'));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
  });

  it('keeps the dialog open with the refusal when the rotation fails, and the key as it was', async () => {
    const { api, user } = renderApiPage();
    api.fail(rotateReviewsApiKey, 'shop: not found');
    await user.click(await screen.findByRole('button', { name: 'Rotate key' }));
    await screen.findByRole('dialog', { name: 'Rotate the API key?' });
    await user.click(screen.getAllByRole('button', { name: 'Rotate key' }).at(-1)!);
    expect(await screen.findByText('shop: not found')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rotate the API key?' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'API key' }).value.endsWith('3210')).toBe(true);
  });
});
