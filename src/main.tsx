import '@shopify/polaris/build/esm/styles.css';
import { AppProvider } from '@shopify/polaris';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ADMIN_LANGUAGES, DEFAULT_LANGUAGE, resolveAdminLanguage } from './domain/i18n/languages';
import { createTranslations } from './infrastructure/i18n/i18next-translations';
import { loadPolarisTranslations } from './ui/shell/polaris-translations';
import { WelcomeScreen } from './ui/shell/welcome.screen';

// Until the user settings arrive (SPA core issue), the language comes from ?lang= or the browser.
const requestedLanguage = new URLSearchParams(window.location.search).get('lang') ?? window.navigator.language;
const language = resolveAdminLanguage(requestedLanguage);

async function boot(): Promise<void> {
  const [translations, polarisTranslations] = await Promise.all([
    createTranslations({
      language,
      supportedLanguages: ADMIN_LANGUAGES,
      fallbackLanguage: DEFAULT_LANGUAGE,
      cacheBuster: __BUILD_ID__,
    }),
    loadPolarisTranslations(language),
  ]);
  document.documentElement.lang = language;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the app in.');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={translations}>
        <AppProvider i18n={polarisTranslations}>
          <WelcomeScreen />
        </AppProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void boot();
