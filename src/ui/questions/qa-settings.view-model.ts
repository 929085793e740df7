import { inject, injectable } from 'inversify';
import { type Translations } from '../../application/i18n/translations.port';
import { QaSettingsGateway } from '../../application/questions/qa-settings-gateway';
import { type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';

export interface QaWidgetSettings {
  readonly is_active: 0 | 1;
  readonly color: string;
}

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** The Q&A widget card on /qa: on/off and colour, through the settings engine (save bar, discard). */
@injectable()
export class QaSettingsViewModel {
  readonly form: SettingsForm<QaWidgetSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(QaSettingsGateway) gateway: QaSettingsGateway,
    @inject(TOKENS.Translations) translations: Translations,
  ) {
    this.form = forms.create<QaWidgetSettings>({
      load: async () => {
        const { is_active, color } = await gateway.load();
        return { is_active, color };
      },
      saveRequests: [
        {
          send: (changes) => {
            // A bad colour never reaches the server; the save-error banner says why.
            if (changes.color !== undefined && !HEX_COLOR.test(changes.color)) {
              return Promise.reject(new Error(translations.translate('questions:settings.colorInvalid')));
            }
            return gateway.save(changes);
          },
        },
      ],
    });
  }

  /** The colour field's error key, or null. */
  get colorError(): string | null {
    const color = this.form.values?.color;
    return color === undefined || HEX_COLOR.test(color) ? null : 'settings.colorInvalid';
  }

  setActive(active: boolean): void {
    this.form.set('is_active', active ? 1 : 0);
  }

  setColor(color: string): void {
    this.form.set('color', color.trim());
  }

  dispose(): void {
    this.form.dispose();
  }
}
