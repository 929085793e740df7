import { inject, injectable } from 'inversify';
import { type Translations } from '../../application/i18n/translations.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { PlanChanges } from '../../application/plans/plan-changes';
import { ErrorBanner } from '../../application/shell/error-banner';
import { TOKENS } from '../../application/tokens';

/** Router state /auth leaves on `/` when the merchant comes back from approving a charge. */
export function chargeIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const chargeId = (state as { readonly charge_id?: unknown }).charge_id;
  return typeof chargeId === 'string' && chargeId !== '' ? chargeId : null;
}

/**
 * Back from the charge's confirmation page (docs/product/plans-and-limits.md#billing): asks the
 * server once per charge, then says which plan the shop is on, or why it did not change.
 */
@injectable()
export class BillingReturnViewModel {
  private readonly handled = new Set<string>();

  constructor(
    @inject(PlanChanges) private readonly changes: PlanChanges,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(ErrorBanner) private readonly errorBanner: ErrorBanner,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
  ) {}

  async handle(path: string, state: unknown): Promise<void> {
    const chargeId = chargeIdOf(state);
    if (path !== '/' || chargeId === null || this.handled.has(chargeId)) return;
    this.handled.add(chargeId);
    // A reload of the dashboard must not ask again.
    this.navigator.navigate('/', { replace: true, state: null });
    try {
      const changed = await this.changes.confirmReturn(chargeId);
      this.toaster.show({ content: this.translations.translate('plans:billingReturn.changed', { plan: changed.plan_name }) });
    } catch (error) {
      this.errorBanner.showError(error, { title: this.translations.translate('plans:billingReturn.failed') });
    }
  }
}
