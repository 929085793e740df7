// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextTranslations } from '../../../src/infrastructure/i18n/i18next-translations';
import { TranslationProvider, useTranslation } from '../../../src/ui/kit/use-translation';

const WORDS: Record<string, unknown> = {
  '/locales/en/common.json': { save: 'Save' },
  '/locales/en/settings.json': { title: 'Settings', saved: 'Saved' },
  '/locales/de/common.json': { save: 'Speichern' },
  '/locales/de/settings.json': { title: 'Einstellungen', saved: 'Gespeichert' },
};

/** Words over the real i18next adapter, each namespace's file answered when the test releases it. */
function translations() {
  const held: (() => void)[] = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((answer) => {
        const words = WORDS[new URL(url, 'http://admin.test').pathname];
        const respond = () => answer(words ? new Response(JSON.stringify(words)) : new Response('', { status: 404 }));
        if (url.includes('/settings.json')) held.push(respond);
        else respond();
      }),
  );
  const words = new I18nextTranslations({ language: 'en', buildId: 'b', document, fetch });
  const releaseSettings = async () => {
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () => {
      for (const respond of held.splice(0)) respond();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { words, releaseSettings };
}

function SettingsTitle() {
  const { t } = useTranslation(['settings', 'common']);
  return (
    <h1>
      {t('title')} / {t('common:save')}
    </h1>
  );
}

function SettingsWithoutSuspense() {
  const { t, ready } = useTranslation('settings', { useSuspense: false });
  return <p>{ready ? t('saved') : 'loading words'}</p>;
}

/** The title under the provider, with a fallback while its words load. */
function renderSettingsTitle(words: I18nextTranslations) {
  render(
    <TranslationProvider i18n={words.i18n}>
      <Suspense fallback={<p>waiting</p>}>
        <SettingsTitle />
      </Suspense>
    </TranslationProvider>,
  );
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('useTranslation', () => {
  it('suspends until a namespace asked for has arrived, then draws its words and another namespace’s by prefix', async () => {
    const { words, releaseSettings } = translations();
    await words.ready;
    renderSettingsTitle(words);
    expect(screen.getByText('waiting')).toBeTruthy();
    await releaseSettings();
    expect(await screen.findByRole('heading', { name: 'Settings / Save' })).toBeTruthy();
  });

  it('draws the new language’s words once the admin switches', async () => {
    const { words, releaseSettings } = translations();
    await words.ready;
    renderSettingsTitle(words);
    await releaseSettings();
    await screen.findByRole('heading', { name: 'Settings / Save' });
    const switched = words.changeLanguage('de');
    await releaseSettings();
    await act(() => switched);
    expect(await screen.findByRole('heading', { name: 'Einstellungen / Speichern' })).toBeTruthy();
  });

  it('without suspense, draws with ready false until the words arrive', async () => {
    const { words, releaseSettings } = translations();
    await words.ready;
    render(
      <TranslationProvider i18n={words.i18n}>
        <SettingsWithoutSuspense />
      </TranslationProvider>,
    );
    expect(screen.getByText('loading words')).toBeTruthy();
    await releaseSettings();
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('refuses to run without a provider, naming what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SettingsWithoutSuspense />)).toThrow('useTranslation needs a TranslationProvider above it.');
  });
});
