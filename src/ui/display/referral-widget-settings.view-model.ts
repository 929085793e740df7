import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReferralOfferSetting, setReferralSetting } from '../../contracts/promo-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { REFERRAL_COLOR_FIELDS, type ReferralSettings } from '../../domain/storefront/promo-widget-settings';
import { LivePreview } from './live-preview';

const COLOR = /^#[0-9a-fA-F]{6}$/;

function problemsOf(values: ReferralSettings): SettingsFieldProblem<ReferralSettings>[] {
  return REFERRAL_COLOR_FIELDS.filter((field) => !COLOR.test(values[field])).map((field) => ({ key: field, messageKey: `display-promo:referral.errors.${field}` }));
}

/**
 * /display/referral: the referral card's texts and look on the settings engine (the offer it names
 * is /settings/referral_offer's), beside a live preview the storefront's own Liquid draws
 * (docs/product/storefront.md#referral-and-checkout).
 */
@injectable()
export class ReferralWidgetSettingsViewModel {
  readonly form: SettingsForm<ReferralSettings>;
  readonly preview: LivePreview<ReferralSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<ReferralSettings>({
      load: () => client.call(getReferralOfferSetting, {}),
      saveRequests: [{ send: (changes) => client.call(setReferralSetting, changes) }],
      validate: problemsOf,
      setsGlobalGuide: true,
    });
    // Drawn switched on, so the merchant designs it before showing it to shoppers.
    this.preview = new LivePreview(async (values) => (await client.call(previewWidget, { widget: 'referral', settings: {}, referral: { ...values, is_active: FLAG_ON } })).html);
    makeAutoObservable(this, { form: false, preview: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    await this.form.load();
    this.preview.follow(() => this.form.values, (values) => problemsOf(values).length === 0);
  }

  set<Key extends keyof ReferralSettings>(key: Key, value: ReferralSettings[Key]): void {
    this.form.set(key, value);
  }

  /** The field's problem key (with its namespace), if the page's rules refuse its value. */
  problemOf(key: keyof ReferralSettings): string | null {
    const values = this.form.values;
    return values ? (problemsOf(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.preview.dispose();
    this.form.dispose();
  }
}
