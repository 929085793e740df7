import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type SettingsFieldProblem, type SettingsForm } from '../../application/settings/settings-form';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { TOKENS } from '../../application/tokens';
import { getAutoLeaveReviewSetting, setAutoLeaveReviewSetting } from '../../contracts/promo-widgets.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { type OrderReviewSettings } from '../../domain/storefront/promo-widget-settings';
import { LivePreview } from './live-preview';

const COLOR = /^#[0-9a-fA-F]{6}$/;

function problemsOf(values: OrderReviewSettings): SettingsFieldProblem<OrderReviewSettings>[] {
  return COLOR.test(values.star_color) ? [] : [{ key: 'star_color', messageKey: 'display-promo:checkout.errors.star_color' }];
}

/**
 * /display/checkout: the order review prompt shoppers see after buying, on the settings engine,
 * beside a live preview the storefront's own Liquid draws (docs/product/storefront.md#referral-and-checkout).
 */
@injectable()
export class CheckoutWidgetSettingsViewModel {
  readonly form: SettingsForm<OrderReviewSettings>;
  readonly preview: LivePreview<OrderReviewSettings>;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
  ) {
    this.form = forms.create<OrderReviewSettings>({
      load: () => client.call(getAutoLeaveReviewSetting, {}),
      saveRequests: [{ send: (changes) => client.call(setAutoLeaveReviewSetting, changes) }],
      validate: problemsOf,
      setsGlobalGuide: true,
    });
    // Drawn switched on, so the merchant designs it before showing it to shoppers.
    this.preview = new LivePreview(
      async (values) =>
        (
          await client.call(previewWidget, {
            widget: 'checkout',
            settings: {},
            order_review: { ...values, is_active: FLAG_ON, thank_you_is_active: FLAG_ON, order_status_is_active: FLAG_ON },
          })
        ).html,
    );
    makeAutoObservable(this, { form: false, preview: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    await this.form.load();
    this.preview.follow(() => this.form.values, (values) => problemsOf(values).length === 0);
  }

  set<Key extends keyof OrderReviewSettings>(key: Key, value: OrderReviewSettings[Key]): void {
    this.form.set(key, value);
  }

  problemOf(key: keyof OrderReviewSettings): string | null {
    const values = this.form.values;
    return values ? (problemsOf(values).find((problem) => problem.key === key)?.messageKey ?? null) : null;
  }

  dispose(): void {
    this.preview.dispose();
    this.form.dispose();
  }
}
