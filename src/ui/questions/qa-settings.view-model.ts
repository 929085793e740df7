import { inject, injectable } from 'inversify';
import { QaSettingsGateway } from '../../application/questions/qa-settings-gateway';
import { type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';

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
  ) {
    this.form = forms.create<QaWidgetSettings>({
      load: async () => {
        const { is_active, color } = await gateway.load();
        return { is_active, color };
      },
      saveRequests: [{ send: (changes) => gateway.save(changes) }],
      // A bad colour never reaches the server: Save lists it in the form's banner and stays off until it is fixed.
      validate: (values) => (HEX_COLOR.test(values.color) ? [] : [{ key: 'color', messageKey: 'questions:settings.colorInvalid' }]),
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
