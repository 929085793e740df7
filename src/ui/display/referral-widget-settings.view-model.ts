import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReferralOfferSetting, setReferralSetting } from '../../contracts/promo-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { REFERRAL_COLOR_FIELDS, referralRewardProblems, type ReferralSettings, type RewardValueField } from '../../domain/storefront/promo-widget-settings';
import { LivePreview } from './live-preview';

const COLOR = /^#[0-9a-fA-F]{6}$/;
/** What a reward field takes as typed: digits with at most one decimal point. */
const DECIMAL_TEXT = /^\d{0,9}(\.\d*)?$/;

function problemsOf(values: ReferralSettings): SettingsFieldProblem<ReferralSettings>[] {
  const problems: SettingsFieldProblem<ReferralSettings>[] = referralRewardProblems(values).map((problem) => ({
    key: problem.field,
    messageKey: `display-promo:referral.errors.${problem.field}.${problem.key}`,
  }));
  for (const field of REFERRAL_COLOR_FIELDS) if (!COLOR.test(values[field])) problems.push({ key: field, messageKey: `display-promo:referral.errors.${field}` });
  return problems;
}

/**
 * /display/referral: the referral offer (both rewards by the discount rule) and its card's look on
 * the settings engine, beside a live preview the storefront's own Liquid draws
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

  /** A reward as typed: text that is no number is kept as NaN, which the discount rule refuses. */
  setReward(field: RewardValueField, text: string): void {
    const trimmed = text.trim();
    this.form.set(field, trimmed !== '' && DECIMAL_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN);
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
