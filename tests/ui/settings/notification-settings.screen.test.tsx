// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../src/application/tokens';
import { getUserSettings, saveUserSettings, type UserSettings } from '../../../src/contracts/settings.contract';
import { NotificationSettingsScreen } from '../../../src/ui/settings/notification-settings.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { testUserSettings } from '../../fakes/fake-user-settings';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

async function renderNotificationsPage(settings: UserSettings = testUserSettings()) {
  const container = createTestContainer();
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getUserSettings, settings)
    .on(saveUserSettings, (changes) => ({ ...settings, ...changes }));
  renderWithProviders(<NotificationSettingsScreen />, { container, path: '/settings/notifications' });
  await screen.findByRole('button', { name: 'Add an address' });
  return { api, saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar), toaster: container.get<FakeToaster>(TOKENS.Toaster), user: userEvent.setup() };
}

describe('NotificationSettingsScreen', () => {
  it('shows the saved addresses and switches, and saves only what changed', async () => {
    const { api, saveBar, toaster, user } = await renderNotificationsPage();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail address 1' }).value).toBe('owner@test-shop.example');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'A review has a low rating' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Every Monday morning, for the week before' }).checked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'A customer asks a question' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'A low rating is' }), '3');
    await user.click(screen.getByRole('radio', { name: 'Every morning, for the day before' }));
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address 2' }), ' team@test-shop.example ');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(toaster.contents).toEqual(['settings:form.saved']));
    expect(api.callsTo(saveUserSettings)).toEqual([
      { notification_emails: ['owner@test-shop.example', 'team@test-shop.example'], notify_new_question: '2', low_rating_threshold: 3, digest_frequency: 'daily' },
    ]);
  });

  it('refuses to save an address that is not one, naming which, and sends nothing', async () => {
    const { api, saveBar, user } = await renderNotificationsPage(testUserSettings({ notification_emails: ['owner@test-shop.example', 'team@test-shop.example'] }));
    const second = screen.getByRole('textbox', { name: 'E-mail address 2' });
    await user.clear(second);
    await user.type(second, 'not an address');
    act(() => saveBar.clickSave());
    const message = 'E-mail address 2: enter an address like name@example.com';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByText('Found 1 error')).toBeTruthy();
    expect(api.callsTo(saveUserSettings)).toEqual([]);
  });

  it('shows what an address stopped from an unsubscribe link, and sends them again once saved', async () => {
    const { api, saveBar, user } = await renderNotificationsPage(testUserSettings({ notification_opt_outs: { 'owner@test-shop.example': ['digest'] } }));
    expect(screen.getByText('Stopped from an e-mail\'s unsubscribe link: Digest')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send them again' }));
    act(() => saveBar.clickSave());
    await waitFor(() => expect(api.callsTo(saveUserSettings)).toEqual([{ notification_opt_outs: {} }]));
  });
});
