import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type ResourceKey } from 'i18next';
import { ADMIN_LANGUAGES, DEFAULT_LANGUAGE } from '../../../src/domain/i18n/languages';

/** The admin's own words (public/locales): the notifications namespace and the analytics tiles' names. */
const LOCALES_DIR = fileURLToPath(new URL('../../../public/locales/', import.meta.url));
const NAMESPACES = ['notifications', 'analytics', 'compliance'] as const;

/** One i18next instance over the admin's locale files, for the notification e-mails and their unsubscribe page. */
export function createNotificationI18n(localesDir = LOCALES_DIR): i18n {
  const resources = Object.fromEntries(
    ADMIN_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(NAMESPACES.map((namespace) => [namespace, JSON.parse(readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8')) as ResourceKey])),
    ]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'notifications',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
