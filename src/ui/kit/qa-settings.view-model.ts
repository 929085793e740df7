import { inject, injectable } from 'inversify';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getQaSettings, setQaSettings } from '../../contracts/questions.contract';
import { isQaColor, type QaSettingsFields } from '../../domain/questions/qa-settings';

export type QaWidgetSettings = QaSettingsFields;

/** The Q&A widget card of /qa and /display/qa: on/off and colour, through the settings engine (save bar, discard). */
@injectable()
export class QaSettingsViewModel {
  readonly form: SettingsForm<QaWidgetSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<QaWidgetSettings>({
      load: async () => {
        const { is_active, color } = await client.call(getQaSettings, {});
        return { is_active, color };
      },
      saveRequests: [{ send: (changes) => client.call(setQaSettings, changes) }],
      // A bad colour never reaches the server: Save lists it in the form's banner and stays off until it is fixed.
      validate: (values) => (isQaColor(values.color) ? [] : [{ key: 'color', messageKey: 'questions:settings.colorInvalid' }]),
    });
  }

  /** The colour field's error key, or null. */
  get colorError(): string | null {
    const color = this.form.values?.color;
    return color === undefined || isQaColor(color) ? null : 'settings.colorInvalid';
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
