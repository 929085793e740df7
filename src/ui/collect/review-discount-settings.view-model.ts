import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getReviewDiscountSetting, saveReviewDiscountSetting, type ReviewDiscountSettingAnswer } from '../../contracts/review-discount.contract';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { reviewDiscountProblems, reviewDiscountValueText, type ReviewDiscountType } from '../../domain/collect/review-discount';
import { decimalAsTyped } from '../../domain/validation/numeric-input';

const WHOLE_TEXT = /^\d{1,4}$/;
const SAVED_KEYS = ['is_enabled', 'discount_type', 'discount_value', 'expiry_days'] as const;

export function reviewDiscountFormProblems(values: ReviewDiscountSettingAnswer): SettingsFieldProblem<ReviewDiscountSettingAnswer>[] {
  return reviewDiscountProblems(values).map((problem) => ({ key: problem.field, messageKey: `collect-discount:errors.${problem.key}` }));
}

/**
 * /settings/review_discount/:type on the settings engine: on/off, value type and value (the
 * domain's discount value rule), expiry, and the live sentence (docs/product/collect-discount.md).
 * `start(type)` loads the kind the route names.
 */
@injectable()
export class ReviewDiscountSettingsViewModel {
  type: ReviewDiscountType = 'text';
  readonly form: SettingsForm<ReviewDiscountSettingAnswer>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<ReviewDiscountSettingAnswer>({
      load: () => client.call(getReviewDiscountSetting, { type: this.type }),
      // type and currency_symbol are the server's.
      saveRequests: [{ keys: SAVED_KEYS, send: (changes) => client.call(saveReviewDiscountSetting, { type: this.type, ...changes }) }],
      validate: reviewDiscountFormProblems,
    });
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  start(type: ReviewDiscountType): Promise<void> {
    this.type = type;
    return this.form.load();
  }

  set<Key extends (typeof SAVED_KEYS)[number]>(key: Key, value: ReviewDiscountSettingAnswer[Key]): void {
    this.form.set(key, value);
  }

  /** The value as typed: text that is no number is kept as NaN, which the discount rule refuses. */
  setValue(text: string): void {
    this.form.set('discount_value', decimalAsTyped(text));
  }

  setExpiryDays(text: string): void {
    const trimmed = text.trim();
    this.form.set('expiry_days', WHOLE_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN);
  }

  /** The field's message key (with its namespace), if the rule refuses its value. */
  problemOf(key: 'discount_value' | 'expiry_days'): string | null {
    const values = this.form.values;
    return values ? (reviewDiscountFormProblems(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  /** "15%" or "$5" while the value passes the rule; null while it does not. */
  get valueText(): string | null {
    const values = this.form.values;
    if (!values || this.problemOf('discount_value')) return null;
    return reviewDiscountValueText(values, values.currency_symbol);
  }

  get isOn(): boolean {
    return this.form.values?.is_enabled === FLAG_ON;
  }

  dispose(): void {
    this.form.dispose();
  }
}
