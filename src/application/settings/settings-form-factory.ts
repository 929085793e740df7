import { inject, injectable } from 'inversify';
import { type Translations } from '../i18n/translations.port';
import { type SaveBar } from '../platform/save-bar.port';
import { type Toaster } from '../platform/toaster.port';
import { ErrorBanner } from '../shell/error-banner';
import { TOKENS } from '../tokens';
import { SetGlobalGuideUseCase } from './set-global-guide.use-case';
import { SettingsForm, type SettingsFormOptions, type SettingsFormServices } from './settings-form';

/** Gives every settings page's view-model its `SettingsForm`, wired to the admin's ports. */
@injectable()
export class SettingsFormFactory {
  private readonly services: SettingsFormServices;

  constructor(
    @inject(TOKENS.SaveBar) saveBar: SaveBar,
    @inject(TOKENS.Toaster) toaster: Toaster,
    @inject(TOKENS.Translations) translations: Translations,
    @inject(ErrorBanner) errorBanner: ErrorBanner,
    @inject(SetGlobalGuideUseCase) setGlobalGuide: SetGlobalGuideUseCase,
  ) {
    this.services = { saveBar, toaster, translations, errorBanner, setGlobalGuide };
  }

  create<Settings extends object>(options: SettingsFormOptions<Settings>): SettingsForm<Settings> {
    return new SettingsForm(this.services, options);
  }
}
