// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppSessionStore } from '../../../src/application/session/app-session-store';
import { TOKENS } from '../../../src/application/tokens';
import { getUserInfo } from '../../../src/contracts/shop.contract';
import { AccountSettingsScreen } from '../../../src/ui/settings/account-settings.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { testUserInfo } from '../../fakes/fake-shop-gateway';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

function renderAccountPage(language = 'en', answer: 'ok' | 'fail' = 'ok') {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient);
  if (answer === 'ok') api.on(getUserInfo, testUserInfo({ name: 'Linen & Co', plan_name: 'Growth', email: 'owner@linen.example' }));
  else api.fail(getUserInfo, 'down');
  container.get(AppSessionStore).setLanguage(language === 'de' ? 'de' : 'en');
  return { ...renderWithProviders(<AccountSettingsScreen />, { container, path: '/settings', language }), api, user: userEvent.setup() };
}

describe('AccountSettingsScreen', () => {
  it('shows the store, the owner’s e-mail, the plan with a way to /plan and the admin language with a way to change it', async () => {
    renderAccountPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(await screen.findByText('Linen & Co')).toBeTruthy();
    expect(screen.getByText('test-shop.myshopify.com')).toBeTruthy();
    expect(screen.getByText('owner@linen.example')).toBeTruthy();
    expect(screen.getByText('Growth')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe('/plan');
    expect(screen.getByText('English')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change language' }).getAttribute('href')).toBe('/settings/language');
  });

  it('links every settings page by its own title, grouped', async () => {
    renderAccountPage();
    await screen.findByText('Linen & Co');
    const general = screen.getByRole('navigation', { name: 'General' });
    expect(within(general).getByRole('link', { name: 'API access' }).getAttribute('href')).toBe('/settings/api');
    expect(within(general).getByRole('link', { name: 'Language' }).getAttribute('href')).toBe('/settings/language');
    const reviews = screen.getByRole('navigation', { name: 'Reviews' });
    expect(within(reviews).getByRole('link', { name: 'Reply templates' }).getAttribute('href')).toBe('/settings/reply_review');
    expect(within(reviews).getByRole('link', { name: 'Review discount' }).getAttribute('href')).toBe('/collect/discount');
    const referrals = screen.getByRole('navigation', { name: 'Referrals' });
    expect(within(referrals).getAllByRole('link')).toHaveLength(6);
    expect(within(referrals).getByRole('link', { name: 'Referrals' }).getAttribute('href')).toBe('/settings/referrals');
  });

  it('speaks German', async () => {
    renderAccountPage('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tarif ändern' })).toBeTruthy();
    expect(screen.getByText('Deutsch')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API-Zugriff' })).toBeTruthy();
  });

  it('offers to try again when the account could not be loaded', async () => {
    const { api, user } = renderAccountPage('en', 'fail');
    expect(await screen.findByText('Your account could not be loaded.')).toBeTruthy();
    api.on(getUserInfo, testUserInfo({ name: 'Back again' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
