// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/application/http/api-error';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { TOKENS } from '../../../src/application/tokens';
import { getStorefrontLanguages, type StorefrontLanguage } from '../../../src/contracts/languages.contract';
import { getUserSettings, saveUserSettings, type UserSettings } from '../../../src/contracts/settings.contract';
import { LanguageSettingsScreen } from '../../../src/ui/settings/language-settings.screen';
import { type FakeApiClient } from '../../fakes/fake-api-client';
import { type FakeBrowserEnvironment } from '../../fakes/fake-browser-environment';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeSaveBar } from '../../fakes/fake-save-bar';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { type FakeTranslations } from '../../fakes/fake-translations';
import { testUserSettings } from '../../fakes/fake-user-settings';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';

const USER_SETTINGS: UserSettings = testUserSettings({ notification_emails: ['owner@example.com'] });

const STOREFRONT_LANGUAGES: readonly StorefrontLanguage[] = [
  { locale: 'de', name: 'German', primary: true },
  { locale: 'en', name: 'English', primary: false },
];

/** Where the router is, and a way to leave (as the shell's menu would). */
function RouteProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <button type="button" onClick={() => void navigate('/reviews')}>
        Go to reviews
      </button>
    </>
  );
}

async function renderLanguagePage(
  saveReply: (changes: Partial<UserSettings>) => UserSettings = (changes) => ({ ...USER_SETTINGS, ...changes }),
  storefrontLanguages: () => readonly StorefrontLanguage[] = () => STOREFRONT_LANGUAGES,
) {
  const container = createTestContainer();
  const api = container
    .get<FakeContractClient>(TOKENS.ContractClient)
    .on(getUserSettings, USER_SETTINGS)
    .on(saveUserSettings, saveReply)
    .on(getStorefrontLanguages, storefrontLanguages);
  const view = renderWithProviders(
    <>
      <LanguageSettingsScreen />
      <RouteProbe />
    </>,
    { container, path: '/settings/language' },
  );
  const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Language' });
  return {
    ...view,
    api,
    rawApi: container.get<FakeApiClient>(TOKENS.ApiClient),
    select,
    saveBar: container.get<FakeSaveBar>(TOKENS.SaveBar),
    toaster: container.get<FakeToaster>(TOKENS.Toaster),
    translations: container.get<FakeTranslations>(TOKENS.Translations),
    browser: container.get<FakeBrowserEnvironment>(TOKENS.BrowserEnvironment),
    user: userEvent.setup(),
  };
}

describe('LanguageSettingsScreen', () => {
  it('shows the storefront\'s primary language as Shopify publishes it, and leads to the storefront texts', async () => {
    await renderLanguagePage();
    expect(await screen.findByText('German')).toBeTruthy();
    expect(screen.getByText('de')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Storefront language' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit storefront texts' }).getAttribute('href')).toBe('/display/texts');
  });

  it('says when the storefront has no published language', async () => {
    await renderLanguagePage(undefined, () => []);
    expect(await screen.findByText('Your storefront has no published language yet.')).toBeTruthy();
  });

  it('says when the storefront language could not be read, and Try again reads it again', async () => {
    let failing = true;
    const { user } = await renderLanguagePage(undefined, () => {
      if (failing) throw new ApiError('envelope', 'Shopify is unavailable', 503);
      return STOREFRONT_LANGUAGES;
    });
    expect(await screen.findByText('Your storefront\'s language could not be loaded.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('German')).toBeTruthy();
  });

  it('shows the saved admin language among the 20 languages, each named in itself', async () => {
    const { select, api, rawApi } = await renderLanguagePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Language' })).toBeTruthy();
    expect(select.value).toBe('en');
    const labels = [...select.options].map((option) => option.text);
    expect(labels).toHaveLength(20);
    expect(labels).toEqual(expect.arrayContaining(['English', 'Deutsch', 'Čeština', '日本語', '繁體中文']));
    expect(new Set(api.calls.map((call) => call.contract))).toEqual(new Set([getUserSettings, getStorefrontLanguages]));
    expect(rawApi.calls).toEqual([]);
  });

  it('shows the save bar once another language is chosen, and hides it when the saved one is chosen again', async () => {
    const { select, saveBar, user } = await renderLanguagePage();
    expect(saveBar.state).toBeNull();
    await user.selectOptions(select, 'de');
    expect(saveBar.state).not.toBeNull();
    await user.selectOptions(select, 'en');
    expect(saveBar.state).toBeNull();
  });

  it('Discard puts the saved language back', async () => {
    const { select, saveBar, user } = await renderLanguagePage();
    await user.selectOptions(select, 'de');
    act(() => saveBar.clickDiscard());
    expect(select.value).toBe('en');
    expect(saveBar.state).toBeNull();
  });

  it('Save sends the language to the server, switches the admin to it and says "saved successfully"', async () => {
    const { select, saveBar, toaster, translations, api, user } = await renderLanguagePage();
    await user.selectOptions(select, 'de');
    act(() => saveBar.clickSave());
    await waitFor(() => expect(toaster.contents).toEqual(['settings:form.saved']));
    expect(api.callsTo(saveUserSettings)).toEqual([{ backend_lang: 'de' }]);
    expect(translations.changes).toEqual(['de']);
    expect(saveBar.state).toBeNull();
    expect(select.value).toBe('de');
  });

  it('a failed save shows the settings-save-error banner and keeps the choice unsaved', async () => {
    const { select, saveBar, toaster, di, user } = await renderLanguagePage(() => {
      throw new ApiError('envelope', 'backend_lang: must be an admin language', 422);
    });
    await user.selectOptions(select, 'fr');
    act(() => saveBar.clickSave());
    await waitFor(() =>
      expect(di.get(ErrorBanner).banner).toMatchObject({
        title: 'settings:form.saveError',
        subtitle: 'backend_lang: must be an admin language',
        tone: 'critical',
      }),
    );
    expect(select.value).toBe('fr');
    expect(saveBar.state).not.toBeNull();
    expect(toaster.shown).toEqual([]);
  });

  it('asks "Leave page" / "Stay" before going to another page with unsaved changes', async () => {
    const { select, user } = await renderLanguagePage();
    await user.selectOptions(select, 'de');

    await user.click(screen.getByRole('button', { name: 'Go to reviews' }));
    expect(await screen.findByRole('dialog', { name: 'Leave page with unsaved changes?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/settings/language');
    expect(select.value).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Go to reviews' }));
    await user.click(await screen.findByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/reviews'));
  });

  it('goes to another page without asking when nothing is unsaved', async () => {
    const { user } = await renderLanguagePage();
    await user.click(screen.getByRole('button', { name: 'Go to reviews' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/reviews'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser to confirm closing the tab only while something is unsaved', async () => {
    const { select, browser, saveBar, user } = await renderLanguagePage();
    expect(browser.wouldConfirmUnload()).toBe(false);
    await user.selectOptions(select, 'de');
    expect(browser.wouldConfirmUnload()).toBe(true);
    act(() => saveBar.clickDiscard());
    expect(browser.wouldConfirmUnload()).toBe(false);
  });
});
