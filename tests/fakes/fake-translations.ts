import { makeObservable, observable, runInAction } from 'mobx';
import { type TranslationValues, type Translations } from '../../src/application/i18n/translations.port';
import { type AdminLanguage, resolveAdminLanguage } from '../../src/domain/i18n/languages';

/** Translates to the key itself (values appended as JSON), so tests assert which words were asked for. */
export class FakeTranslations implements Translations {
  language: AdminLanguage;
  readonly changes: AdminLanguage[] = [];
  /** Namespaces asked for ahead of their screen, in order. */
  readonly preloaded: string[] = [];

  constructor(language: AdminLanguage = 'en') {
    this.language = language;
    makeObservable(this, { language: observable });
  }

  changeLanguage(language: AdminLanguage): Promise<void> {
    const resolved = resolveAdminLanguage(language);
    this.changes.push(resolved);
    runInAction(() => {
      this.language = resolved;
    });
    return Promise.resolve();
  }

  preload(namespaces: readonly string[]): void {
    this.preloaded.push(...namespaces);
  }

  translate(key: string, values?: TranslationValues): string {
    return values ? `${key} ${JSON.stringify(values)}` : key;
  }
}
