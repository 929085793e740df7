import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReferralOfferSetting, setReferralSetting } from '../../contracts/promo-widgets.contract';
import { referralRewardProblems, type ReferralOfferField, type ReferralSettings } from '../../domain/storefront/promo-widget-settings';
import { decimalAsTyped } from '../../domain/validation/numeric-input';

const SAVED_KEYS = [
  'is_active',
  'friend_discount_type',
  'friend_discount_value',
  'friend_minimum_order',
  'friend_expiry_days',
  'advocate_discount_type',
  'advocate_discount_value',
  'advocate_minimum_order',
  'advocate_expiry_days',
  'advocate_monthly_cap',
] as const;

function referralOfferProblems(values: ReferralSettings): SettingsFieldProblem<ReferralSettings>[] {
  return referralRewardProblems(values).map((problem) => ({ key: problem.field, messageKey: `referrals:offer.errors.${problem.key}` }));
}

/**
 * /settings/referral_offer on the settings engine (docs/product/referrals.md#offer): both rewards
 * with their minimum order and expiry, the advocate's monthly cap, each by the domain's rule.
 */
@injectable()
export class ReferralOfferViewModel {
  readonly form: SettingsForm<ReferralSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<ReferralSettings>({
      load: () => client.call(getReferralOfferSetting, {}),
      // The card's look and texts are /display/referral's.
      saveRequests: [{ keys: SAVED_KEYS, send: (changes) => client.call(setReferralSetting, changes) }],
      validate: referralOfferProblems,
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.form.load();
  }

  set<Key extends (typeof SAVED_KEYS)[number]>(key: Key, value: ReferralSettings[Key]): void {
    this.form.set(key, value);
  }

  /** A number as typed: text that is no number is kept as NaN, which the offer's rule refuses. */
  setNumber(key: ReferralOfferField, text: string): void {
    this.form.set(key, decimalAsTyped(text));
  }

  /** The field's message key (with its namespace), if the rule refuses its value. */
  problemOf(key: ReferralOfferField): string | null {
    const values = this.form.values;
    return values ? (referralOfferProblems(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.form.dispose();
  }
}
